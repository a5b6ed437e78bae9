"""A Tagesbrett left half-way is no open Partie: the Tagesbrett card continues it ("weiter: Zug 4 von 10")."""
from __future__ import annotations

import datetime

import pygame
import pytest

from game.app import App, Options
from game.scenes import registry
from game.scenes.menu import MenuScene
from game.scenes.setzer import driver
from game.scenes.setzer.daily import DailyScene
from game.scenes.setzer.dialogs import DialogCommand
from game.scenes.setzer.resume import ResumeScene
from game.scenes.setzer.table import TableScene
from game.scenes.setzer.table_commands import TableCommand
from game.setzer.config import GameMode, Level, Seat, SeatKind, TableConfig
from game.store import Store
from tests.ui.setzer_helpers import modal, tap_button
from tests.ui.shell_helpers import click, frames


@pytest.fixture()
def app(tmp_path):
    store, notice = Store.open(tmp_path / "spielstand.sqlite3")
    assert notice is None
    registry.import_game_packages()
    registry.register_shell_scenes()
    yield App(Options(headless=True, size=(1280, 800), data_dir=tmp_path), store)
    store.close()


def _menu(app) -> MenuScene:
    app.stack.reset(MenuScene(app))
    frames(app, 2)
    return app.stack.top


def _card(menu: MenuScene, key: str):
    return menu.entries[key]


def test_paused_tagesbrett_resumes_from_its_card_and_is_no_partie(app, monkeypatch):
    menu = _menu(app)
    app.start(menu)
    frames(app, 2)
    assert "weiter" not in (_card(menu, "setzer.daily").badge or "")
    # a Partie against the computer, left after nothing but a pass: that one is an open Partie
    partie = TableScene(app, TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)),
                                         clock_seconds=None), seed=7, turbo=True)
    partie.calm = True
    app.stack.reset(partie)
    driver.frames(app, 1)
    driver.tap(app, partie.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    # today's Tagesbrett from its card: three passes, then "Zum Menü" from the pause menu
    menu = _menu(app)
    click(app, _card(menu, "setzer.daily").rect.center)
    daily = app.stack.top
    assert isinstance(daily, DailyScene) and daily.paused is None
    driver.tap(app, daily.hits["play"].center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.config.mode is GameMode.TAGESBRETT
    for _ in range(3):
        driver.tap(app, table.lay.buttons[TableCommand.PASSEN].center)
        driver.key(app, pygame.K_RETURN)
    assert table.game.move_number == 4
    driver.key(app, pygame.K_ESCAPE)
    pause = modal(app)
    assert pause is not None and "Tagesbrett" in pause.card.text  # the pause menu says where it goes on
    tap_button(app, DialogCommand.LEAVE)
    frames(app, 2)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    # the menu: one open Partie (not two), the Tagesbrett card says where the board stands, from the rows alone
    loaded: list[int] = []
    load = app.store.saves.load
    monkeypatch.setattr(app.store.saves, "load", lambda save_id: loaded.append(save_id) or load(save_id))
    menu.refresh()
    assert _card(menu, "setzer.setup").badge == "1 Partie offen"
    assert _card(menu, "setzer.daily").badge == "weiter: Zug 4 von 10"
    assert loaded == []  # no record was read for the title
    # the list of open Partien does not offer the Tagesbrett (nor read its record)
    saves = ResumeScene(app)
    assert [g.title.split(" · ")[0] for g in saves.games] == ["Partie"]
    assert [info.id for info in app.store.saves.list_setzer_games()] == loaded
    # the Tagesbrett card continues the board at move 4
    click(app, _card(menu, "setzer.daily").rect.center)
    daily = app.stack.top
    assert isinstance(daily, DailyScene) and daily.paused is not None and daily.paused.move_number == 4
    driver.tap(app, daily.hits["play"].center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.config.mode is GameMode.TAGESBRETT
    assert table.game.move_number == 4 and table.date == daily.day


def _leave_to_menu(app) -> MenuScene:
    driver.key(app, pygame.K_ESCAPE)
    tap_button(app, DialogCommand.LEAVE)
    frames(app, 2)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return menu


def test_the_saved_move_counts_a_timeout_but_not_the_grace_warning(app):
    table = TableScene(app, TableConfig.tagesbrett("Du"), date=datetime.date.today())
    table.calm = True
    app.stack.reset(table)
    driver.frames(app, 1)
    table.advance_clock(125)  # two minutes are up: the grace seconds begin, still move 1
    driver.frames(app, 2)
    assert table.game.move_number == 1 and table.game.record.actions  # the grace warning is recorded ...
    menu = _leave_to_menu(app)
    assert _card(menu, "setzer.daily").badge == "weiter: Zug 1 von 10"  # ... but is no move
    click(app, _card(menu, "setzer.daily").rect.center)
    driver.tap(app, app.stack.top.hits["play"].center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.game.move_number == 1
    table.advance_clock(11)  # and the grace is over: the turn is lost
    driver.frames(app, 2)
    assert table.game.move_number == 2
    menu = _leave_to_menu(app)
    assert _card(menu, "setzer.daily").badge == "weiter: Zug 2 von 10"


def test_a_paused_board_of_another_day_makes_way_for_today(app):
    from game.scenes.setzer.daily_save import paused_boards, paused_daily

    old = datetime.date(2026, 11, 20)
    table = TableScene(app, TableConfig.tagesbrett("Du"), date=old)
    table.calm = True
    app.stack.reset(table)
    driver.frames(app, 1)
    driver.tap(app, table.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    assert paused_daily(app, old) is not None
    today = datetime.date(2026, 11, 21)
    daily = DailyScene(app, {"date": today})
    app.stack.reset(daily)
    frames(app, 2)
    assert daily.paused is None
    driver.tap(app, daily.hits["play"].center)
    assert [info.day for info in paused_boards(app)] == [today]
