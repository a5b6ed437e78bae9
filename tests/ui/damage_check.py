"""Frame damage checked against whole redraws: what the app drew in rectangles equals the scene drawn from scratch."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.app import App

Driver = Callable[[App, int], None]


def _differing_box(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The bounding box of pixels that differ (None when the pictures are equal)."""
    mask_a = pygame.image.tobytes(a, "RGB")
    if mask_a == pygame.image.tobytes(b, "RGB"):
        return None
    w, h = a.get_size()
    xs, ys = [], []
    step = max(1, min(w, h) // 200)
    for y in range(0, h, step):
        for x in range(0, w, step):
            if a.get_at((x, y)) != b.get_at((x, y)):
                xs.append(x)
                ys.append(y)
    if not xs:
        return pygame.Rect(0, 0, w, h)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def whole_redraw(app: App) -> pygame.Surface:
    """The current stack drawn from scratch on a fresh surface of the screen's size (the Speedbuch board with
    every tile drawn one by one, not from its cached still picture, so the cache is checked as well)."""
    from game.scenes.buch import board_layers

    out = pygame.Surface(app.screen.get_size())
    with board_layers.unbaked():
        app.draw_layers(out)
    return out


def run_and_compare(app: App, frames: int, driver: Driver | None = None, dt: float = 1 / 60,
                    shots: Path | None = None) -> dict:
    """Advance ``frames`` frames (``driver(app, i)`` before each) and compare every damage-drawn frame with a whole
    redraw; raises AssertionError naming the frame and the differing box. Returns counts for the test to check.
    """
    counts = {"whole": 0, "partial": 0, "nothing": 0, "area": 0}
    for i in range(frames):
        if driver is not None:
            driver(app, i)
        before = list(app.stack.scenes)
        app.advance(dt)
        if app.stack.scenes != before:
            continue  # the frame showed the scenes before a change: nothing to compare with
        rects = app.drawn_rects
        if rects is None:
            counts["whole"] += 1
            continue
        counts["partial" if rects else "nothing"] += 1
        counts["area"] += sum(r.w * r.h for r in rects)
        ref = whole_redraw(app)
        box = _differing_box(app.screen, ref)
        if box is not None:
            if shots is not None:
                pygame.image.save(app.screen, str(shots / f"frame{i}-damage.png"))
                pygame.image.save(ref, str(shots / f"frame{i}-whole.png"))
            raise AssertionError(f"Bild {i}: gezeichnet in {rects}, weicht ab in {box}")
    return counts
