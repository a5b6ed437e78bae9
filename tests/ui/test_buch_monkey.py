"""20,000 random events on every Speedbuch scene without an exception."""
from __future__ import annotations

import datetime

import pytest

from game.app import App, Options
from game.buch import BuchMode
from game.scenes import registry
from game.scenes.buch import FACTORIES
from tests.ui.monkey import run_monkey

DAY = datetime.date(2026, 11, 29)


def _results(app):
    from game.buch import BuchGame
    from game.scenes.buch.common import lexicon
    from game.scenes.buch.results import ResultsScene

    g = BuchGame(BuchMode.DREI_MINUTEN, 3, lexicon(app))
    for _ in range(4):
        from game.buch import Submit

        g.apply(Submit(g.best_word().path), 0.0)
    from game.buch import EndRound

    g.apply(EndRound(), 1.0)
    return ResultsScene(app, g)


SCENES = {
    "buch.drei_minuten": lambda app: FACTORIES["buch.drei_minuten"](app, {"seed": 2}),
    "buch.endless": lambda app: FACTORIES["buch.endless"](app, {"seed": 3, "resume": False}),
    "buch.daily": lambda app: FACTORIES["buch.daily"](app, {"date": DAY}),
    "buch.board.reise": lambda app: FACTORIES["buch.board"](app, {"mode": "reise", "level": 3}),
    "buch.journey": lambda app: FACTORIES["buch.journey"](app, {}),
    "buch.calendar": lambda app: FACTORIES["buch.calendar"](app, {"date": DAY}),
    "buch.results": _results,
}


@pytest.mark.parametrize("key", list(SCENES))
def test_monkey_20000_events(key, tmp_path, monkeypatch):
    # only Speedbuch scenes: leaving to the menu ends the run and the monkey starts afresh
    monkeypatch.setattr(registry, "_FACTORIES", {k: v for k, v in registry._FACTORIES.items() if k.startswith("buch.")})
    app = App(Options(headless=True, data_dir=tmp_path))
    report = run_monkey(app, SCENES[key], n_events=20_000, seed=sum(map(ord, key)), draw_every=80)
    assert report.events >= 20_000
    assert report.draws > 100
    assert any(name.startswith("buch.") for name in report.scenes_seen)
