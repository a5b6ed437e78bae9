"""The Verlauf (move history) of the landscape side panel as a finished, opaque picture, made before it is shown.

A move's line appears in the Verlauf the frame its tiles land, together with the cards and the sheet. Drawing the
list there (its lines on a transparent layer, blended onto the card) made that frame the slowest of a game at 4K.
``VerlaufPictures`` keeps the picture of what the Verlauf shows: the card under it (copied from the table's
cached layer) with the lines drawn on, which the frame copies in one blit, so the layer under it need not be drawn
first. While a computer's tiles still slide, the picture of the list with its move is made in steps, one a frame
(``prepare``), and the landing frame only copies it. The lines' parts (opaque row plates, circles, anti-aliased
text) give the same pixels drawn straight onto the card as drawn on a transparent layer blended onto it (what
the panel did before; tests/ui/test_table_verlauf.py compares the two).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pygame

#: pictures kept: the one shown and the one being prepared for the landing move
KEEP = 2

Key = tuple
DrawLines = Callable[[pygame.Surface, pygame.Rect, Sequence[Any]], None]


class VerlaufPictures:
    """Finished Verlauf pictures by what they show; a missing one is made at once, an expected one in steps."""

    def __init__(self, draw_lines: DrawLines) -> None:
        self._draw_lines = draw_lines
        self._ready: dict[Key, pygame.Surface] = {}
        self._job: tuple[Key, Iterator[None]] | None = None
        self.made_in_frame = 0  # pictures made whole inside a frame (tests and benchmarks)
        self.made_ahead = 0  # pictures made in steps before they were shown

    def picture(self, key: Key, base: pygame.Surface, body: pygame.Rect, history: Sequence[Any]) -> pygame.Surface:
        """The picture of ``history`` over ``base``'s pixels in ``body`` (made now when not prepared)."""
        pic = self._ready.get(key)
        if pic is None:
            if self._job is not None and self._job[0] == key:
                self._job = None  # wanted now: finished below in one go
            steps = self._steps(key, base, body, history)
            for _ in steps:
                pass
            pic = self._ready[key]
            self.made_in_frame += 1
        self._keep(key)
        return pic

    def prepare(self, key: Key, base: pygame.Surface, body: pygame.Rect, history: Sequence[Any]) -> None:
        """Take one step towards the picture ``key`` (a later frame will want it); nothing when it is ready."""
        if key in self._ready:
            return
        if self._job is None or self._job[0] != key:
            self._job = (key, self._steps(key, base, body, history))
        try:
            next(self._job[1])
        except StopIteration:
            self._job = None
            self.made_ahead += 1

    def _steps(self, key: Key, base: pygame.Surface, body: pygame.Rect, history: Sequence[Any]) -> Iterator[None]:
        """Make the picture in two steps: the card under the lines (copied from the layer), then the lines on it."""
        pic = base.subsurface(body).copy()
        yield
        self._draw_lines(pic, pic.get_rect(), history)
        self._ready[key] = pic
        while len(self._ready) > KEEP:  # the oldest goes (the one shown was kept last by ``picture``)
            self._ready.pop(next(iter(self._ready)))

    def _keep(self, key: Key) -> None:
        """``key`` is shown: it stays, with at most ``KEEP - 1`` others (the newest)."""
        pic = self._ready.pop(key)
        while len(self._ready) >= KEEP:
            self._ready.pop(next(iter(self._ready)))
        self._ready[key] = pic

    def release(self) -> None:
        """Drop every picture (a new window size, or the table left)."""
        self._ready.clear()
        self._job = None
