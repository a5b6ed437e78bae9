"""Drawn-surface caches stay within their byte bounds however many window sizes a kiosk goes through."""
from __future__ import annotations

import pygame

from game.app import App, Options
from game.buch import BuchMode
from game.render import buch_art, layer_cache, surface_cache
from game.render.surface_cache import MB


def test_a_cache_gives_way_by_bytes_not_only_by_count():
    made = []

    @surface_cache.surface_cache(maxsize=100, max_bytes=3 * 100 * 100 * 4)
    def square(n: int) -> pygame.Surface:
        made.append(n)
        return pygame.Surface((100, 100), pygame.SRCALPHA)

    for n in range(10):
        square(n)
    assert square.cache_info().currsize == 3
    assert square.cache.nbytes <= 3 * 100 * 100 * 4
    square(9)
    assert made.count(9) == 1  # the most recent stays
    square(0)
    assert made.count(0) == 2  # the oldest was given up


def test_a_window_scaled_cache_keeps_a_share_by_the_window_area():
    """The text lines of a laptop's 1280x800 window keep 4 MB, a 4K kiosk's the whole 16 MB."""

    @surface_cache.surface_cache(maxsize=4096, max_bytes=16 * MB, window_scaled=True)
    def strip(n: int) -> pygame.Surface:
        return pygame.Surface((512, 256), pygame.SRCALPHA)  # 0.5 MB each

    app = App(Options(headless=True, size=(1280, 800)))
    app.advance(1 / 60)
    for n in range(40):
        strip(n)
    assert strip.cache.bound() == surface_cache.MIN_SCALED_BYTES
    assert strip.cache.nbytes <= 4 * MB
    app.set_size((3840, 2160))
    app.advance(1 / 60)
    for n in range(40, 80):
        strip(n)
    assert strip.cache.bound() == 16 * MB
    assert 12 * MB < strip.cache.nbytes <= 16 * MB


def test_twenty_window_sizes_leave_the_caches_within_their_bounds():
    """The operator drags the window through twenty sizes while Speedbuch and Speedsetzer are shown."""
    from game.scenes.buch.board import BoardScene
    from game.scenes.setzer import demo

    app = App(Options(headless=True, size=(1000, 700)))
    board = BoardScene(app, BuchMode.ENDLOS, seed=3)
    app.start(board)
    app.advance(1 / 60)
    sizes = [(760 + 23 * i, 600 + 17 * i) for i in range(20)]
    for i, size in enumerate(sizes):
        if i == 10:
            app.stack.replace(demo.mid_game(app, moves=4, pending=False))
        app.set_size(size)
        app.advance(1 / 60)
        app.advance(1 / 60)
    assert surface_cache.total_bytes() <= surface_cache.total_bound()
    for cache in surface_cache.all_caches():
        assert cache.nbytes <= cache.max_bytes, cache.func.__name__
    # the window-sized panels hold pictures of the last size only (they were dropped on every resize)
    assert buch_art.panel.cache.nbytes <= 32 * MB
    assert buch_art.shelves.cache_info().currsize <= 1
    w, h = sizes[-1]
    assert layer_cache.live_bytes() <= layer_cache.MAX_LAYERS * w * h * 4
