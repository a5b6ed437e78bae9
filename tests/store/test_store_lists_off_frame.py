"""Issue 16: the lists screen reads this device's lists on the store's reader thread; no frame waits for the disk."""
from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time

import pytest

from game.app import App, Options
from game.center.outbox import record_key
from game.scenes import registry
from game.scenes.leaderboard.provider import EmptyProvider, set_provider
from game.scenes.leaderboard.scene import LeaderboardScene
from game.scenes.leaderboard.store_provider import StoreLeaderboardProvider
from game.scenes.menu import MenuScene
from game.store import Store
from tests.ui.shell_helpers import click, frames

ROUNDS, PLAYERS = 2000, 20


def _record(i: int) -> str:
    return json.dumps({"runde": i, "woerter": ["LAMPE"] * 4})


@pytest.fixture()
def kiosk(tmp_path):
    """A kiosk's store with months of rounds: 2,000 rounds of 3 Minuten by 20 players, 200 Speedsetzer games, one
    Endlos game."""
    store, notice = Store.open(tmp_path / "spielstand.sqlite3")
    assert notice is None
    players = [store.profiles.create(f"Spieler {i:02d}").id for i in range(PLAYERS)]
    with store.finishing("auffuellen"):  # one transaction: filling 2,000 rounds is not what is measured
        for i in range(ROUNDS):
            score = 100 + i % 997
            assert store.boards.submit_buch_3min_result(_record(i), score, lambda _r, s=score: s,
                                                        profile_id=players[i % PLAYERS]).accepted
        assert store.boards.submit_endlos_result(_record(-1), 4321, lambda _r: 4321, profile_id=players[3]).accepted
        for i in range(200):  # and 200 Speedsetzer games, ten per player, for the Bestenliste
            assert store.boards.submit_setzer_result(_record(-2 - i), 10 + i, lambda _r, s=10 + i: s,
                                                     profile_id=players[i % PLAYERS]).accepted
    store.start_writer()  # as the game does: writes on the writer's thread, the lists on the reader's
    registry.register_shell_scenes()
    app = App(Options(headless=True, size=(1280, 800)), store)
    set_provider(StoreLeaderboardProvider(store, player_name=lambda: "Spieler 07"))
    yield app
    set_provider(EmptyProvider())
    store.close()


class Gate:
    """Holds the store's reader busy until opened: what a slow disk does, without a clock in the test."""

    def __init__(self, store: Store) -> None:
        self.opened = threading.Event()
        self.store = store

    def __enter__(self) -> Gate:
        self.store.read(self.opened.wait)
        return self

    def __exit__(self, *exc) -> None:
        self.opened.set()


class FrameReads:
    """Counts the queries the frame thread's connection runs on the leaderboard table."""

    def __init__(self, store: Store) -> None:
        self.seen: list[str] = []
        self.conn = store._db.conn  # noqa: SLF001 - the frame thread's connection, watched from outside

    def __enter__(self) -> FrameReads:
        self.conn.set_trace_callback(lambda sql: self.seen.append(sql) if "leaderboard" in sql else None)
        return self

    def __exit__(self, *exc) -> None:
        self.conn.set_trace_callback(None)


def _frames_until(app: App, done, timeout: float = 30.0) -> None:
    """Run frames until ``done()`` (the reader's answer arrives between frames; no frame waits for it)."""
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "die Liste kam nicht an"
        frames(app, 1)


def test_a_player_opens_the_lists_and_the_rows_arrive_in_a_later_frame(kiosk):
    app, store = kiosk, kiosk.store
    app.start(MenuScene(app))
    frames(app, 2)
    with FrameReads(store) as watched:
        with Gate(store):  # the disk is slow today
            click(app, app.stack.top.bottom[1].rect.center)  # "Bestenliste" in the title screen
            scene = app.stack.top
            assert isinstance(scene, LeaderboardScene) and scene.tabs.value == "setzer"
            assert scene.loading and scene.rows == []  # the frames after the click went on without the rows
            assert scene.list.items == []
        _frames_until(app, lambda: scene.rows)
        assert not scene.loading
        assert len(scene.rows) == PLAYERS and scene.rows[0].detail == "10 Partien"  # games summed per player

        with Gate(store):
            click(app, scene.tabs.segment_rects()[2].center)  # 3 Minuten
            assert scene.loading and scene.rows == []
        _frames_until(app, lambda: scene.rows)
        assert len(scene.rows) == PLAYERS and scene.rows[0].rank == 1  # best round per player, best first
        assert [r.score for r in scene.rows] == sorted((r.score for r in scene.rows), reverse=True)
        assert next(r for r in scene.rows if r.highlight).name == "Spieler 07"
        assert scene.standing.rank is not None and scene.words.of_players == "von 20 Spielern"

        # another tab: "wird geladen" until it is read, then its one game
        with Gate(store):
            click(app, scene.tabs.segment_rects()[3].center)  # Endlos
            assert scene.tabs.value == "buch_endlos" and scene.loading and scene.rows == []
        _frames_until(app, lambda: scene.rows)
        assert [(r.rank, r.name, r.score) for r in scene.rows] == [(1, "Spieler 03", 4321)]

        # back to a list read before: shown at once, even while the reader is busy
        with Gate(store):
            click(app, scene.tabs.segment_rects()[2].center)  # 3 Minuten
            assert not scene.loading and len(scene.rows) == PLAYERS
    assert watched.seen == []  # not one leaderboard query ran on the frame thread


def test_a_new_round_is_in_the_list_the_next_time_it_is_shown(kiosk):
    app, store = kiosk, kiosk.store
    scene = LeaderboardScene(app, "buch_3min")
    app.start(scene)
    _frames_until(app, lambda: scene.rows)
    click(app, scene.tabs.segment_rects()[3].center)  # Endlos
    _frames_until(app, lambda: scene.rows)
    newcomer = store.profiles.create("Neu").id
    assert store.boards.submit_buch_3min_result(_record(ROUNDS), 5000, lambda _r: 5000, profile_id=newcomer).accepted
    click(app, scene.tabs.segment_rects()[2].center)  # 3 Minuten again: the store wrote since, so it is read again
    _frames_until(app, lambda: scene.rows and not scene.loading)
    assert (scene.rows[0].rank, scene.rows[0].name, scene.rows[0].score) == (1, "Neu", 5000)
    assert len(scene.rows) == PLAYERS + 1


def test_refused_rounds_rank_the_same_read_off_the_frame(kiosk):
    """The reader's answer equals the direct read: refused rounds keep their lines, without a place."""
    store = kiosk.store
    provider = StoreLeaderboardProvider(store, player_name=lambda: "Spieler 07")
    refused = {record_key(_record(i)): "abgelehnt" for i in range(0, ROUNDS, 50)}
    asked = provider.ask("buch_3min", refused=refused).result(timeout=30)
    assert asked == provider.rows("buch_3min", refused=refused)
    assert any(r.rank is None for r in asked) and asked[-1].rank is None  # refused lines come last, no place
    ranked = [r for r in asked if r.rank is not None]
    assert len(ranked) == PLAYERS and ranked[0].rank == 1  # every player keeps a place with a round that counts
    assert sorted(r.name for r in asked if r.rank is None) == ["Spieler 00", "Spieler 10"]  # every 50th round


def test_a_damaged_list_shows_an_empty_page_and_logs_why(kiosk, caplog):
    """Another program broke the file's list: the page says there is nothing (as before), the log says why."""
    app, store = kiosk, kiosk.store
    other = sqlite3.connect(store.path, isolation_level=None)
    other.execute("DROP TABLE leaderboard")
    other.close()
    caplog.set_level(logging.WARNING)
    scene = LeaderboardScene(app, "buch_3min")
    app.start(scene)
    _frames_until(app, lambda: not scene.loading)
    frames(app, 1)
    assert scene.rows == [] and scene.list.items == []
    assert any("Bestenliste buch_3min nicht lesbar" in r.getMessage() for r in caplog.records)


def test_a_file_from_a_newer_version_is_read_off_the_frame_too(tmp_path):
    """A newer version's file is only read: no writer, but the lists still come from the reader thread."""
    from game.store.schema import SCHEMA_VERSION

    path = tmp_path / "spielstand.sqlite3"
    store, _ = Store.open(path)
    anna = store.profiles.create("Anna").id
    assert store.boards.submit_buch_3min_result(_record(1), 321, lambda _r: 321, profile_id=anna).accepted
    store.close()
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.close()
    store, notice = Store.open(path)
    try:
        assert store.read_only and "neueren Version" in notice
        store.start_writer()
        with Gate(store):
            answer = StoreLeaderboardProvider(store).ask("buch_3min")
            assert not answer.done()  # queued behind the busy reader: not read on the asking thread
        assert [(r.rank, r.name, r.score) for r in answer.result(timeout=30)] == [(1, "Anna", 321)]
    finally:
        store.close()


def test_a_tap_on_a_row_opens_the_players_card_once_every_list_is_read(kiosk):
    """The card of this device names the player's places in all five lists: they are read off the frame too."""
    from game.scenes.leaderboard.player_card import PlayerCardScene

    app, store = kiosk, kiosk.store
    scene = LeaderboardScene(app, "buch_3min")
    app.start(scene)
    _frames_until(app, lambda: scene.rows)
    row_h = scene.frame.px(scene.list.row_height)
    with FrameReads(store) as watched:
        with Gate(store):
            click(app, (scene.list.rect.x + scene.frame.px(200), scene.list.rect.y + row_h // 2))  # the first row
            assert app.stack.top is scene  # the other lists are still being read: the frames go on
        _frames_until(app, lambda: isinstance(app.stack.top, PlayerCardScene))
    assert app.stack.top.card.name == scene.rows[0].name
    assert watched.seen == []
