"""The lists screen draws only what changes: tabs, scrolling and hovering match a whole redraw frame by frame."""
from __future__ import annotations

import pygame
import pytest

from game.scenes.leaderboard.provider import EmptyProvider, set_provider
from game.scenes.leaderboard.scene import LeaderboardScene
from game.scenes.leaderboard.store_provider import StoreLeaderboardProvider
from tests.ui.damage_check import run_and_compare
from tests.ui.shell_helpers import make_app


def _event(app, kind, **attrs) -> None:
    app.process_event(pygame.event.Event(kind, **attrs))


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_a_player_browses_the_lists_and_every_frame_matches_a_whole_redraw(size):
    """Hover over the tabs, click through them, scroll the list: partial frames equal whole ones, and a still
    list draws nothing."""
    app = make_app(size)
    guest = app.store.profiles.guest().id
    for i in range(30):  # thirty rounds of 3 Minuten: a list longer than the screen
        points = 100 + 37 * i
        out = app.store.boards.submit_buch_3min_result(f'{{"r": {i}}}', points, lambda rec, p=points: p,
                                                       profile_id=guest, name=f"Spieler {i}")
        assert out.accepted, out.reason
    set_provider(StoreLeaderboardProvider(app.store, player_name=lambda: "Spieler 3"))
    try:
        _browse(app)
    finally:
        set_provider(EmptyProvider())


def _browse(app) -> None:
    scene = LeaderboardScene(app)
    app.start(scene)
    tabs = scene.tabs.rect
    w = tabs.w

    shown: list[int] = []

    def browse(app_, i: int) -> None:
        shown.append(len(scene.rows))
        x = tabs.x + (i * 37) % max(1, w)
        _event(app_, pygame.MOUSEMOTION, pos=(x, tabs.centery), rel=(1, 0), buttons=(0, 0, 0), touch=False, window=None)
        if i % 30 == 29:
            _event(app_, pygame.MOUSEBUTTONDOWN, pos=(x, tabs.centery), button=1, touch=False, window=None)
            _event(app_, pygame.MOUSEBUTTONUP, pos=(x, tabs.centery), button=1, touch=False, window=None)
        if i % 10 == 3:
            _event(app_, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False,
                   window=None)

    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # "3 Minuten", the middle tab
        _event(app, kind, pos=tabs.center, button=1, touch=False, window=None)
    counts = run_and_compare(app, 90, browse)
    assert max(shown) >= 10, "the 3 Minuten list with its rows was among the tabs shown"
    assert counts["partial"] + counts["nothing"] >= 45
    still = run_and_compare(app, 10)
    assert still["nothing"] == 10


def test_rows_read_off_the_frame_arrive_and_every_frame_matches_a_whole_redraw(tmp_path):
    """With the store's reader (as in the game) the page shows "Liste wird geladen …", then the rows when they
    are read, and on another tab again: each partial frame equals a whole redraw."""
    import threading

    from game.app import App, Options
    from game.store import Store

    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    guest = store.profiles.guest().id
    for i in range(30):
        points = 100 + 37 * i
        assert store.boards.submit_buch_3min_result(f'{{"r": {i}}}', points, lambda rec, p=points: p,
                                                    profile_id=guest, name=f"Spieler {i}").accepted
    store.start_writer()
    app = App(Options(headless=True, size=(1280, 800)), store)
    set_provider(StoreLeaderboardProvider(store, player_name=lambda: "Spieler 3"))
    gates: list[threading.Event] = []
    try:
        gates.append(threading.Event())
        store.read(gates[-1].wait)  # the reader is busy: the first list comes a few frames later
        scene = LeaderboardScene(app, "buch_3min")
        app.start(scene)
        tab = scene.tabs.segment_rects()

        def look(app_, i: int) -> None:
            if i in (6, 26):  # the disk answers: the test waits for the reader, no frame does
                gates[-1].set()
                store.read(lambda: None).result(timeout=30)  # the reader's queue runs in order: the list is read
            if i == 10:
                assert len(scene.rows) == 30 and not scene.loading
            if i == 16:  # the Endlos tab, while the reader is busy again
                gates.append(threading.Event())
                store.read(gates[-1].wait)
                for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                    _event(app_, kind, pos=tab[3].center, button=1, touch=False, window=None)

        run_and_compare(app, 4, None)
        assert scene.loading and not scene.rows
        counts = run_and_compare(app, 36, look)
        assert scene.tabs.value == "buch_endlos" and not scene.loading
        assert counts["partial"] + counts["nothing"] >= 20
        assert run_and_compare(app, 5)["nothing"] == 5  # a still list draws nothing
    finally:
        for gate in gates:
            gate.set()
        set_provider(EmptyProvider())
        store.close()
