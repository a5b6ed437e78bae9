"""Frame damage by snapshot: what a scene drew last frame as (rectangle, look) marks, compared with this frame's."""
from __future__ import annotations

from collections.abc import Hashable, Iterable

import pygame

Mark = tuple[pygame.Rect, Hashable]


class Marks:
    """The marks of the last drawn frame; ``changed`` names the rectangles of marks that came, went or look different.

    A mark is a rectangle (every pixel the part may touch) and a hashable look (equal between two frames exactly
    when the part draws the same pixels there). Marks present in both frames are not redrawn.
    """

    def __init__(self) -> None:
        self._last: set[tuple[tuple[int, int, int, int], Hashable]] | None = None

    def changed(self, marks: Iterable[Mark]) -> list[pygame.Rect] | None:
        """Rectangles of marks that differ from the last call; None on the first call (or after ``forget``)."""
        now = {((r[0], r[1], r[2], r[3]), look) for r, look in marks}
        last, self._last = self._last, now
        if last is None:
            return None
        return [pygame.Rect(r) for r, _look in last ^ now]

    def forget(self) -> None:
        """Nothing is known to be on screen: the next call asks for a whole frame."""
        self._last = None



def entry_mark(entry) -> Mark:
    """The mark of a pygame_gui text entry: its picture (by id: keep ``entry.image`` alive while marks are
    compared, so a new picture cannot take the old one's id), text, caret, selection, focus and hover."""
    return (entry.rect.inflate(8, 8), ("entry", id(entry.image), entry.visible, entry.get_text(), entry.cursor_on,
                                       entry.edit_position, entry.is_focused, entry.hovered,
                                       tuple(entry.select_range)))

#: pixels a drawing pass is worth: a clipped pass of the table costs about as much Python as drawing this many
#: pixels, so two rectangles are joined when the join adds fewer (measured: ~0.5 ms a pass, ~3.5 ns a pixel)
PASS_PIXELS = 120_000


def coalesce(rects: list[pygame.Rect], pass_pixels: int = PASS_PIXELS) -> list[pygame.Rect]:
    """The same pixels in fewer rectangles: duplicates dropped, overlapping ones joined, and nearby ones joined
    while a join adds fewer than ``pass_pixels`` (another pass would cost more than drawing them)."""
    out: list[pygame.Rect] = []
    for r in sorted({(r.x, r.y, r.w, r.h) for r in rects if r.w > 0 and r.h > 0}):
        rect = pygame.Rect(r)
        i = 0
        while i < len(out):  # join every rectangle it overlaps (and what that join then overlaps)
            if out[i].colliderect(rect):
                rect.union_ip(out.pop(i))
                i = 0
            else:
                i += 1
        out.append(rect)
    while 1 < len(out) <= 16:
        best: tuple[int, int, int] | None = None
        for i in range(len(out)):
            a = out[i]
            for j in range(i + 1, len(out)):
                b = out[j]
                u = a.union(b)
                grow = u.w * u.h - a.w * a.h - b.w * b.h
                if best is None or grow < best[0]:
                    best = (grow, i, j)
        grow, i, j = best
        if grow > pass_pixels:
            break
        joined = out[i].union(out[j])
        out = [r for k, r in enumerate(out) if k not in (i, j)]
        out = coalesce([*out, joined], pass_pixels) if any(joined.colliderect(r) for r in out) else [*out, joined]
    return out
