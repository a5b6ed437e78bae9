"""Issue 14: no frame waits for the database; writes go through one writer thread; results are entered once."""
from __future__ import annotations

import datetime
import sqlite3

import pytest

from game.app import App, Options
from game.buch.bot import play_hint_bot
from game.buch.game import BuchGame
from game.buch.rules import BuchMode
from game.lexicon import load_lexicon
from game.scenes.profile.results import submit_buch_round
from game.scenes.setzer import driver
from game.scenes.setzer.table import TableScene
from game.session import Session
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.game import Phase
from game.setzer.record import GameRecord
from game.store import Board, GameKind, Store, StoreLate

DUEL = TableConfig(seats=(Seat("Gustav", SeatKind.COMPUTER, Level.LEICHT),
                          Seat("Frieda", SeatKind.COMPUTER, Level.LEICHT)), clock_seconds=None)


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon()


@pytest.fixture()
def path(tmp_path):
    return tmp_path / "spielstand.sqlite3"


@pytest.fixture()
def store(path):
    opened, notice = Store.open(path)
    assert notice is None
    opened.start_writer()
    yield opened
    opened.close()


class OtherProgram:
    """Another process's connection holding the database's write lock (e.g. a backup tool)."""

    def __init__(self, path) -> None:
        self.conn = sqlite3.connect(path, isolation_level=None)

    def __enter__(self) -> "OtherProgram":
        self.conn.execute("BEGIN EXCLUSIVE")
        return self

    def release(self) -> None:
        if self.conn.in_transaction:
            self.conn.execute("COMMIT")

    def __exit__(self, *exc) -> None:
        self.release()
        self.conn.close()


def _frames_until(app, done, limit=3000) -> int:
    """Step frames until ``done()``; returns how many frames ran."""
    for n in range(limit):
        if done():
            return n
        app.advance(1 / 60)
    pytest.fail("kam nicht an")


def test_table_plays_on_while_another_program_holds_the_file(store, path, tmp_path):
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path), store)
    with OtherProgram(path) as other:
        scene = TableScene(app, DUEL, seed=5, turbo=True)
        scene.think_budget = 0.05
        scene.calm = True
        app.start(scene)
        before = app.frame
        _frames_until(app, lambda: app.save_note is not None)  # the writer meets the lock: a quiet note
        assert app.save_note == "Speichern dauert …"
        moves = len(scene.game.history)
        _frames_until(app, lambda: len(scene.game.history) >= moves + 4 or scene.game.phase is Phase.OVER)
        assert app.frame > before and store.late  # the computers moved on, frame after frame
        assert store._db.writer.pending > 0  # noqa: SLF001 - the moves wait in the queue, none is lost
        assert store.saves.list_setzer_games() == []  # nothing reached the file yet
        played = len(scene.game.record.actions)
        other.release()
        assert store.flush()
    app.advance(1 / 60)
    assert app.save_note is None
    (info,) = store.saves.list_setzer_games()
    saved = GameRecord.from_json(store.saves.load(info.id).record_json)
    assert len(saved.actions) >= played  # every queued move landed once the lock was gone


def test_a_result_while_the_file_is_held_is_late_but_lands_once(store, path, lexicon):
    anna = store.profiles.create("Anna")
    session = Session(store, anna.id)
    game = play_hint_bot(BuchGame(BuchMode.DREI_MINUTEN, 11, lexicon))
    with OtherProgram(path) as other:
        outcome = submit_buch_round(session, game, lexicon)
        assert not outcome.accepted and outcome.reason.startswith("Speichern dauert")
        assert store.boards.top(Board.BUCH_3MIN) == []
        other.release()
        assert store.flush()
    assert [e.score for e in store.boards.top(Board.BUCH_3MIN)] == [game.score]
    assert store.profiles.stats(anna.id, GameKind.BUCH_3MIN).games == 1


def test_queued_writes_are_kept_when_the_program_ends(path):
    store, _ = Store.open(path)
    store.start_writer()
    with OtherProgram(path) as other:
        store.settings.set("sound", False)
        with pytest.raises(StoreLate):
            store.profiles.create("Berta")
        other.release()
    store.close()  # at exit the queue is written out
    again, _ = Store.open(path)
    try:
        assert again.settings.get("sound") is False
        assert again.profiles.by_name("Berta") is not None
    finally:
        again.close()


def _count(store: Store, table: str) -> int:
    return store._db.row(f"SELECT COUNT(*) AS n FROM {table}")["n"]  # noqa: SLF001


@pytest.mark.parametrize("mode", [BuchMode.DREI_MINUTEN, BuchMode.TAGESRAETSEL])
def test_a_speedbuch_round_sent_twice_counts_once(path, lexicon, mode):
    first, _ = Store.open(path)
    second, _ = Store.open(path)  # a second process (or a retry after a crash) sends the same round
    first.start_writer()
    try:
        anna = first.profiles.create("Anna")
        day = datetime.date(2026, 3, 14)
        game = play_hint_bot(BuchGame(mode, 4, lexicon, date=day))
        board = Board.BUCH_3MIN if mode is BuchMode.DREI_MINUTEN else Board.BUCH_RAETSEL
        assert submit_buch_round(Session(first, anna.id), game, lexicon).accepted
        again = submit_buch_round(Session(second, anna.id), game, lexicon)
        assert not again.accepted and "schon eingetragen" in (again.reason or "")
        assert submit_buch_round(Session(first, anna.id), game, lexicon).accepted is False
        kind = GameKind.BUCH_3MIN if mode is BuchMode.DREI_MINUTEN else GameKind.BUCH_RAETSEL
        assert first.profiles.stats(anna.id, kind).games == 1
        assert _count(first, "leaderboard") == 1
        top = first.boards.top(board, day=day if board is Board.BUCH_RAETSEL else None)
        assert [e.score for e in top] == [game.score]
        if mode is BuchMode.TAGESRAETSEL:
            assert len(first.boards.calendar(anna.id, today=day).days) == int(game.daily_counts)
    finally:
        first.close()
        second.close()


def test_drive_frames_helper_still_steps_a_writer_app(store, tmp_path):
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path), store)
    scene = TableScene(app, DUEL, seed=9, turbo=True)
    scene.calm = True
    app.start(scene)
    driver.frames(app, 30)
    assert store.flush()
    assert len(store.saves.list_setzer_games()) == 1
