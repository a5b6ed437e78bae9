"""Frame damage: a screen where little moves redraws only that, and looks exactly like a whole redraw."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.render.damage import plan
from game.scenes.menu import MenuScene
from tests.ui.damage_check import run_and_compare


def _menu(size, calm: bool = False) -> App:
    app = App(Options(headless=True, size=size))
    if calm:
        app.settings.update(calm=True)
    app.start(MenuScene(app))
    return app


def _move(app: App, pos) -> None:
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False, window=None))


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280), (1920, 1080)])
def test_the_title_redraws_only_the_candle_bruno_and_the_card_under_the_pointer(size):
    """A player moves the mouse over the title while the candle flickers: every frame matches a whole redraw,
    and the frames draw far less than the window."""
    app = _menu(size)
    w, h = size

    def sweep(app_: App, i: int) -> None:
        _move(app_, ((i * 23) % w, int(h * 0.3 + (i * 11) % int(h * 0.6))))

    counts = run_and_compare(app, 150, sweep)
    assert counts["partial"] >= 100
    assert counts["area"] / counts["partial"] < 0.3 * w * h


def test_a_calm_still_title_draws_nothing_until_the_pointer_moves():
    """With "Bewegung reduzieren" nothing moves: after the first frame the title draws no pixel, and a hover
    redraws just that entry."""
    app = _menu((1280, 800), calm=True)
    counts = run_and_compare(app, 20)
    assert counts["nothing"] >= 18
    button = app.stack.top.bottom[0]
    _move(app, button.rect.center)
    app.advance(1 / 60)
    assert app.drawn_rects and len(app.drawn_rects) == 1
    assert app.drawn_rects[0].contains(button.rect)
    assert app.drawn_rects[0].w * app.drawn_rects[0].h < 1280 * 800 // 10
    counts = run_and_compare(app, 5)
    assert counts["nothing"] == 5


def test_opening_a_page_and_coming_back_draws_whole_frames_then_damage_again():
    """Scene changes and window sizes redraw everything; the title afterwards is drawn in pieces again."""
    app = _menu((1280, 800))
    run_and_compare(app, 3)
    app.open("rules")
    app.advance(1 / 60)
    app.advance(1 / 60)
    assert app.drawn_rects is None  # a page without damage tracking draws whole frames
    app.stack.pop()
    app.advance(1 / 60)
    app.advance(1 / 60)
    assert app.drawn_rects is None, "the first frame after a change is whole"
    run_and_compare(app, 3)
    app.set_size((1024, 600))
    app.advance(1 / 60)
    assert app.drawn_rects is None
    counts = run_and_compare(app, 10)
    assert counts["partial"] == 10


def test_damage_plan_joins_and_gives_up_on_large_areas():
    """Overlapping rectangles are joined, many are merged to a few passes, and most of the window means whole."""
    bounds = pygame.Rect(0, 0, 1000, 1000)
    assert plan([pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10)], bounds) == [pygame.Rect(0, 0, 15, 15)]
    many = [pygame.Rect(i * 100, 0, 10, 10) for i in range(10)]
    assert len(plan(many, bounds)) <= 4
    assert plan([pygame.Rect(0, 0, 900, 900)], bounds) is None
    assert plan([pygame.Rect(-50, -50, 60, 60)], bounds) == [pygame.Rect(0, 0, 10, 10)]
    assert plan([], bounds) == []
    large = pygame.Rect(0, 0, 3840, 2160)  # a 4K window takes more, smaller passes
    spread = [pygame.Rect(i * 380, (i % 3) * 700, 40, 40) for i in range(10)]
    assert 4 < len(plan(spread, large)) <= 8
