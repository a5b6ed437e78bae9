"""The Verlauf (move history) of the landscape side panel as a finished, opaque picture, made before it is shown.

A move's line appears in the Verlauf the frame its tiles land, together with the cards and the sheet. Drawing the
list there made that frame the slowest of a game at 4K. While a computer's tiles still slide, ``VerlaufPictures``
makes the picture of the list with that move in two steps, one a frame (``prepare``): the card under the list
copied from the table's cached layer, then the lines drawn on it. The landing frame copies the picture in one blit
(the layer is not drawn under it first). A Verlauf nobody saw coming (the player's own move) is drawn straight
over the layer, as before.

The lines' parts (opaque row plates, circles, anti-aliased text) give the same pixels drawn straight onto the card
as drawn on a transparent layer blended onto it (what the panel did before; tests/ui/test_table_verlauf.py
compares the two), so both ways show the same pixels.
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
    """Finished Verlauf pictures by what they show, made ahead in steps; a surface that goes is used again."""

    def __init__(self, draw_lines: DrawLines) -> None:
        self._draw_lines = draw_lines
        self._ready: dict[Key, pygame.Surface] = {}
        self._spare: pygame.Surface | None = None  # a dropped picture's surface, for the next one of its size
        self._job: tuple[Key, Iterator[None]] | None = None
        self._shown: Key | None = None
        self.made_ahead = 0  # pictures made in steps before they were wanted (tests and benchmarks)
        self.found = 0  # a new Verlauf was shown from a finished picture
        self.missed = 0  # a new Verlauf had no picture: drawn over the layer

    def get(self, key: Key) -> pygame.Surface | None:
        """The finished picture showing ``key`` (kept as the one shown), None when there is none."""
        pic = self._ready.pop(key, None)
        if key != self._shown:
            self._shown = key
            if pic is None:
                self.missed += 1
            else:
                self.found += 1
        if pic is not None:
            self._ready[key] = pic  # the most recent: the last to go
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
        pic = self._spare if self._spare is not None and self._spare.get_size() == body.size else None
        self._spare = None
        if pic is None:
            pic = pygame.Surface(body.size, 0, base)  # the layer's pixel format: a copy gives its pixels
        pic.blit(base, (0, 0), body)
        yield
        self._draw_lines(pic, pic.get_rect(), history)
        self._ready[key] = pic
        while len(self._ready) > KEEP:  # the oldest goes (the one shown was kept last by ``get``)
            self._spare = self._ready.pop(next(iter(self._ready)))

    def release(self) -> None:
        """Drop every picture (a new window size, or the table left)."""
        self._ready.clear()
        self._spare = None
        self._job = None
        self._shown = None
