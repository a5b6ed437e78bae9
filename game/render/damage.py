"""Frame damage: the window rectangles a frame must redraw, so a still or lightly moving screen costs little.

The screen surface keeps last frame's pixels. A scene that knows what changed since its last drawn frame
answers ``Scene.damage()`` with rectangles; the app then draws the stack once per rectangle with the screen
clipped to it (``draw_clipped``), which gives exactly the pixels of a full redraw as long as the rectangles
cover every changed pixel. ``None`` means "all of it" and is always correct.

``Looks`` helps with widgets: it remembers what each widget looked like (its ``appearance()``) and names the
rectangles of those that changed.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

import pygame

#: at most this many clipped passes per frame (nearby rectangles are joined beyond it)
MAX_PASSES = 4
#: in windows larger than LARGE_WINDOW pixels (above 2560x1440, e.g. 4K) a pass is dearer in pixels than in
#: calls, so more passes keep the joined rectangles small: at 3840x2160 the Speedbuch cascade's p99 went from
#: 13.3 to 10.1 ms (tools/bench_frames.py), while at 1920x1080 four passes stay as fast or faster
MAX_PASSES_LARGE = 8
LARGE_WINDOW = 4_000_000
#: above this share of the window a frame is drawn whole (one pass is cheaper than many clips)
FULL_SHARE = 0.45
#: a single rectangle is one clipped pass, never dearer than a whole frame: whole only above this share
#: (a scrolled list of half the window, e.g. the Partien list, stays a partial frame)
FULL_SHARE_ONE_PASS = 0.8

Damage = list[pygame.Rect] | None


def union_damage(parts: Iterable[Damage]) -> Damage:
    """All rectangles of ``parts``; None as soon as one part is None (all of the window)."""
    out: list[pygame.Rect] = []
    for part in parts:
        if part is None:
            return None
        out.extend(part)
    return out


def plan(rects: Sequence[pygame.Rect], bounds: pygame.Rect) -> Damage:
    """Rectangles to draw, clipped to ``bounds``, overlapping ones joined, at most MAX_PASSES (MAX_PASSES_LARGE in a
    large window); None: draw it all."""
    clipped = [pygame.Rect(r).clip(bounds) for r in rects]
    out = join_overlapping([r for r in clipped if r.w > 0 and r.h > 0])
    passes = MAX_PASSES_LARGE if bounds.w * bounds.h > LARGE_WINDOW else MAX_PASSES
    while len(out) > passes:  # join the pair that grows least
        best = None
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                u = out[i].union(out[j])
                grow = u.w * u.h - out[i].w * out[i].h - out[j].w * out[j].h
                if best is None or grow < best[0]:
                    best = (grow, i, j, u)
        _, i, j, u = best
        out = [r for k, r in enumerate(out) if k not in (i, j)] + [u]
        out = join_overlapping(out)
    share = FULL_SHARE if len(out) > 1 else FULL_SHARE_ONE_PASS
    if sum(r.w * r.h for r in out) > share * bounds.w * bounds.h:
        return None
    return out


def join_overlapping(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rectangles joined into their union, so no pixel is drawn twice."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = r.copy()
        joined = True
        while joined:
            joined = False
            for i, o in enumerate(out):
                if o.colliderect(r):
                    r.union_ip(out.pop(i))
                    joined = True
                    break
        out.append(r)
    return out


def shows(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """True when ``rect`` reaches into the surface's clip: a whole frame, or a frame-damage pass that meets it."""
    clip = surface.get_clip()
    return clip == surface.get_rect() or clip.colliderect(rect)


def draw_clipped(surface: pygame.Surface, rects: Sequence[pygame.Rect],
                 draw: Callable[[pygame.Surface], None]) -> None:
    """Call ``draw(surface)`` once per rectangle with the surface clipped to it."""
    try:
        for r in rects:
            surface.set_clip(r)
            draw(surface)
    finally:
        surface.set_clip(None)


class HasLook(Protocol):
    """A widget: a rectangle, visibility and what it looks like."""

    visible: bool

    def reach(self) -> pygame.Rect:
        """Every pixel the widget may draw (its rectangle with shadow and glow)."""

    def appearance(self) -> object:
        """A value equal between two frames exactly when the widget draws the same pixels."""


class Looks:
    """What each of a set of widgets looked like when last drawn; ``changed`` names the rectangles to redraw."""

    def __init__(self) -> None:
        self._seen: dict[int, tuple[object, object, pygame.Rect | None]] = {}

    def changed(self, widgets: Iterable[HasLook]) -> list[pygame.Rect]:
        """Old and new rectangles of widgets that came, went or look different since the last call."""
        out: list[pygame.Rect] = []
        seen: dict[int, tuple[object, object, pygame.Rect | None]] = {}
        for w in widgets:
            rect = w.reach() if w.visible else None
            look = w.appearance() if w.visible else None
            before = self._seen.pop(id(w), None)
            seen[id(w)] = (w, look, rect)
            if before is not None and before[1] == look and before[2] == rect:
                continue
            if before is not None and before[2] is not None:
                out.append(before[2])
            if rect is not None:
                out.append(rect)
        for _, _, rect in self._seen.values():  # widgets that left
            if rect is not None:
                out.append(rect)
        self._seen = seen
        return out

    def forget(self) -> None:
        """After a full redraw nothing is known to be on screen: the next call damages every widget."""
        self._seen.clear()
