"""Frame damage of a Speedbuch screen that stands still but for its buttons and a few named parts."""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping

import pygame

from game.render.buch_damage import Part, Parts
from game.widgets.book_button import BookButton


class StillScreen:
    """Buttons (by ``reach`` and ``appearance``) and named parts as last drawn; a new ``base`` draws it all."""

    def __init__(self) -> None:
        self._parts = Parts()
        self._base: Hashable | None = None

    def changed(self, base: Hashable, buttons: Iterable[BookButton],
                parts: Mapping[Hashable, Part] | None = None) -> list[pygame.Rect] | None:
        """Rectangles that look different since the last call; None when ``base`` (theme, size ...) changed."""
        now: dict[Hashable, Part] = {("button", i): (b.reach(), b.appearance() if b.visible else None)
                                     for i, b in enumerate(buttons)}
        now.update(parts or {})
        if base != self._base:  # a whole frame: what it draws is what the next frame compares with
            self._base = base
            self._parts.reset(now)
            return None
        return self._parts.changed(now)
