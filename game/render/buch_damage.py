"""Frame damage for the Speedbuch screens: what each named part of a screen looked like when last drawn.

A screen describes itself each frame as ``{name: (rectangle, look)}``: the rectangle holds every pixel the part
may draw, the look is a plain value equal between two frames exactly when the part draws the same pixels.
``Parts.changed`` compares with the last call and names the old and new rectangles of parts that came, went,
moved or look different (see ``game.render.damage`` for how the app draws them).
"""
from __future__ import annotations

from collections.abc import Hashable, Mapping

import pygame

Part = tuple[pygame.Rect, object]


class Parts:
    """The parts of a screen as last drawn; ``changed`` names the rectangles to redraw."""

    def __init__(self) -> None:
        self._seen: dict[Hashable, Part] = {}

    def changed(self, parts: Mapping[Hashable, Part]) -> list[pygame.Rect]:
        """Old and new rectangles of parts that came, went, moved or look different since the last call.

        ``parts`` must be built afresh for each call (its rectangles are kept, not copied).
        """
        out: list[pygame.Rect] = []
        seen = self._seen
        for key, (rect, look) in parts.items():
            before = seen.pop(key, None)
            if before is not None and before[1] == look and before[0] == rect:
                continue
            if before is not None:
                out.append(pygame.Rect(before[0]))
            out.append(pygame.Rect(rect))
        out.extend(pygame.Rect(rect) for rect, _ in seen.values())  # parts that left
        self._seen = dict(parts)  # the caller hands fresh rectangles each frame
        return out

    def reset(self, parts: Mapping[Hashable, Part]) -> None:
        """A whole frame drew ``parts``: the next call compares with them (built afresh, as for ``changed``)."""
        self._seen = dict(parts)

    def forget(self) -> None:
        """Nothing is known to be on screen: the next call damages every part."""
        self._seen.clear()
