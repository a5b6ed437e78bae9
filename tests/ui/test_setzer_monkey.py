"""20,000 random events (clicks, drags, keys, touches, resizes) on each Speedsetzer scene without an exception."""
from __future__ import annotations

import datetime
import logging

import pytest

from game.app import App, Options
from game.scenes.setzer.daily import DailyScene
from game.scenes.setzer.results import ResultsScene
from game.scenes.setzer.setup import SetupScene
from game.scenes.setzer.table import TableScene
from game.setzer.actions import Resign
from game.setzer.config import CheckMode, Level, Seat, SeatKind, TableConfig
from tests.ui.monkey import run_monkey

SOLO = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.LEICHT)), clock_seconds=30)
HOT_SEAT = TableConfig(seats=(Seat("Anna"), Seat("Ben"), Seat("Frieda", SeatKind.COMPUTER, Level.NORMAL)),
                       clock_seconds=60, check=CheckMode.ANFECHTEN, rated=False)


@pytest.fixture()
def app(tmp_path):
    return App(Options(headless=True, data_dir=tmp_path))


def _finished_table(app) -> ResultsScene:
    table = TableScene(app, SOLO, seed=3)
    table.enter()
    table.game.apply(Resign(0), app.now)
    return ResultsScene(app, table)


FACTORIES = {
    "setup": lambda a: SetupScene(a),
    "daily": lambda a: DailyScene(a, {"date": datetime.date(2026, 11, 29)}),
    "table": lambda a: TableScene(a, SOLO, seed=11),
    "table_hot_seat": lambda a: TableScene(a, HOT_SEAT, seed=12),
    "results": _finished_table,
}


@pytest.mark.parametrize("name", list(FACTORIES))
def test_monkey_20000_events(app, name, caplog):
    caplog.set_level(logging.ERROR)
    report = run_monkey(app, FACTORIES[name], n_events=20_000, seed=len(name), draw_every=60)
    assert report.events >= 20_000
    assert report.draws > 100
    # the scenes catch input errors so a player never sees a crash; the test still wants none at all
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR and r.name.startswith("game.scenes.setzer")]
    assert not errors, errors[0].getMessage() + "\n" + (errors[0].exc_text or "")
