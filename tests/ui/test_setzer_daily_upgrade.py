"""An update from store schema 3: a paused Tagesbrett and a Partie in the old file are both kept and told apart."""
from __future__ import annotations

import datetime
import sqlite3

import pygame

from game.app import App, Options
from game.scenes import registry
from game.scenes.menu import MenuScene
from game.scenes.setzer import bridge, driver
from game.scenes.setzer.resume import ResumeScene
from game.scenes.setzer.table import TableScene
from game.scenes.setzer.table_commands import TableCommand
from game.setzer.actions import Pass
from game.setzer.config import GameMode, Level, Seat, SeatKind, TableConfig
from game.store import SaveKind, Store
from game.store.schema import SCHEMA_VERSION, migrate
from tests.ui.shell_helpers import click, frames


def _record(config: TableConfig, passes: int, day: datetime.date | None) -> str:
    """A real engine record: ``passes`` turns given up (seat 0, or each seat in turn)."""
    game = bridge.new_game(config, 7, bridge.lexicon_for(), 0.0, day)
    for i in range(passes):
        game.apply(Pass(game.current), 10.0 * (i + 1))
    return game.record.to_json()


def _write_v3_file(path, today: datetime.date) -> None:
    """A store file as version 3 wrote it: every Speedsetzer save 'setzer', the Tagesbrett told only by its record."""
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=3)
    conn.execute("INSERT INTO profiles(name, is_guest, created) VALUES ('Gast', 1, '2026-12-01T09:00:00')")
    partie = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)
    rows = [("Partie · 2 Spieler · 01.12. 09:10", _record(partie, 2, None), "2026-12-01T09:10:00"),
            ("Tagesbrett · 01.12. 09:20", _record(TableConfig.tagesbrett("Du"), 3, today), "2026-12-01T09:20:00"),
            ("Zerfetzt", "{}", "2026-12-01T09:00:00")]
    for title, record, when in rows:
        conn.execute("INSERT INTO saves(kind, profile_id, title, created, updated, record)"
                     " VALUES ('setzer', 1, ?, ?, ?, ?)", (title, when, when, record))
    conn.close()


def test_an_old_store_keeps_the_paused_board_and_the_partie_apart(tmp_path):
    today = datetime.date.today()
    path = tmp_path / "spielstand.sqlite3"
    _write_v3_file(path, today)
    store, notice = Store.open(path)
    assert notice is None
    registry.import_game_packages()
    registry.register_shell_scenes()
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path), store)
    try:
        # the rows say what they are: the dated record became a Tagesbrett, the rest stay Partien
        assert store._db.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert [i.title for i in store.saves.list_setzer_games()] == ["Partie · 2 Spieler · 01.12. 09:10", "Zerfetzt"]
        [board] = store.saves.list_tagesbretter()
        assert (board.kind, board.day, board.move_number) == (SaveKind.TAGESBRETT, today, None)
        # the title: two open Partien (the broken one included, so it can be deleted), the board can go on
        app.stack.reset(MenuScene(app))
        frames(app, 2)
        menu = app.stack.top
        assert menu.entries["setzer.setup"].badge == "2 Partien offen"
        assert menu.entries["setzer.daily"].badge == "weiter setzen"  # its move is not on the old row
        assert [g.title for g in ResumeScene(app).games] == ["Partie · 2 Spieler · 01.12. 09:10", "Zerfetzt"]
        # the Tagesbrett card continues the old board at move 4; its next move puts the number on the row
        click(app, menu.entries["setzer.daily"].rect.center)
        daily = app.stack.top
        assert daily.paused is not None and daily.paused.save_id == board.id
        driver.tap(app, daily.hits["play"].center)
        table = app.stack.top
        assert isinstance(table, TableScene) and table.config.mode is GameMode.TAGESBRETT
        assert table.game.move_number == 4 and table.date == today
        table.calm = True
        driver.tap(app, table.lay.buttons[TableCommand.PASSEN].center)
        driver.key(app, pygame.K_RETURN)
        assert table.game.move_number == 5
        store.flush()
        [board] = store.saves.list_tagesbretter()
        assert board.move_number == 5
    finally:
        store.close()
