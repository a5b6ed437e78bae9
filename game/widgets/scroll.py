"""Scrolling: a vertical scroll view (wheel, drag with the finger, scrollbar) and a row list on top of it."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.input.actions import Act, Action
from game.widgets.base import Widget

DRAG_SLOP = 8  # design px a pointer must travel before a press becomes a drag


class ScrollView(Widget):
    """A clipped vertical viewport; ``draw_content(surface, view_rect, offset)`` paints the content."""

    focusable = False

    def __init__(self, draw_content: Callable[[pygame.Surface, pygame.Rect, int], None] | None = None,
                 bar_color=(120, 110, 96), on_tap: Callable[[tuple[int, int]], None] | None = None) -> None:
        super().__init__()
        self.draw_content = draw_content
        self.on_tap = on_tap
        self.content_height = 0
        self.offset = 0.0
        self.velocity = 0.0
        self.bar_color = bar_color
        self._press: tuple[int, int] | None = None
        self._last_y = 0
        self._dragging = False

    @property
    def max_offset(self) -> int:
        """Largest scroll offset."""
        return max(0, self.content_height - self.rect.h)

    def scroll_by(self, dy: float) -> None:
        """Scroll by ``dy`` pixels (clamped)."""
        self.offset = max(0.0, min(float(self.max_offset), self.offset + dy))

    def handle(self, action: Action) -> bool:
        """Wheel scrolls; press-drag scrolls (touch style); a short tap goes to ``on_tap``."""
        kind = action.kind
        inside = self.rect.collidepoint(action.pos)
        if kind == Act.WHEEL and inside:
            self.scroll_by(-action.wheel * 60 * self.s)
            self.velocity = 0
            return True
        if kind == Act.POINTER_DOWN and inside and action.button == 1:
            self._press = action.pos
            self._last_y = action.pos[1]
            self._dragging = False
            self.velocity = 0
            return True
        if kind == Act.POINTER_MOVE and self._press is not None:
            if not action.button:
                self._press = None
                return False
            if not self._dragging and abs(action.pos[1] - self._press[1]) > DRAG_SLOP * self.s:
                self._dragging = True
            if self._dragging:
                dy = self._last_y - action.pos[1]
                self.scroll_by(dy)
                self.velocity = dy * 60
            self._last_y = action.pos[1]
            return True
        if kind == Act.POINTER_UP and self._press is not None:
            was_drag = self._dragging
            self._press = None
            self._dragging = False
            if not was_drag and inside and self.on_tap:
                self.on_tap(action.pos)
            return True
        if kind in (Act.DOWN, Act.UP) and self.focused:
            self.scroll_by((40 if kind == Act.DOWN else -40) * self.s)
            return True
        return False

    def update(self, dt: float) -> None:
        """Fling inertia after a drag (none in calm mode)."""
        if self.calm:
            self.velocity = 0.0
        if self._press is None and abs(self.velocity) > 5:
            self.scroll_by(self.velocity * dt)
            self.velocity *= max(0.0, 1 - dt * 5)
            if self.offset <= 0 or self.offset >= self.max_offset:
                self.velocity = 0

    def reach(self) -> pygame.Rect:
        """The view: its content is clipped to it and the scrollbar lies inside."""
        return self.rect.inflate(4, 4)

    def appearance(self) -> object:
        """Place, scroll position (whole pixels, as drawn), content height and focus; the content callback's own
        state is the page's to mark (``PageScene.content_marks``)."""
        r = self.rect
        return (r.x, r.y, r.w, r.h, int(self.offset), self.content_height, self.s, self.focused, self.bar_color)

    def draw(self, surface: pygame.Surface) -> None:
        """Content clipped to the view, then a thin scrollbar when needed."""
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        old = surface.get_clip()
        surface.set_clip(self.rect.clip(old) if old else self.rect)
        if self.draw_content:
            self.draw_content(surface, self.rect, int(self.offset))
        surface.set_clip(old)
        if self.max_offset > 0:
            s = self.s
            track_h = self.rect.h - int(8 * s)
            bar_h = max(int(30 * s), track_h * self.rect.h // max(1, self.content_height))
            y = self.rect.y + int(4 * s) + (track_h - bar_h) * self.offset / self.max_offset
            bar = pygame.Rect(self.rect.right - int(7 * s), int(y), max(3, int(4 * s)), bar_h)
            pygame.draw.rect(surface, self.bar_color, bar, border_radius=bar.w // 2)


class RowList(ScrollView):
    """Rows of equal height drawn by ``draw_row(surface, rect, item, index, selected)``; tap selects."""

    def __init__(self, draw_row: Callable[[pygame.Surface, pygame.Rect, Any, int, bool], None], row_height: float = 48,
                 on_select: Callable[[int, Any], None] | None = None, bar_color=(120, 110, 96)) -> None:
        super().__init__(self._draw_rows, bar_color, self._tap)
        self.draw_row = draw_row
        self.row_height = row_height
        self.on_select = on_select
        self.items: list[Any] = []
        self.selected = -1

    def set_items(self, items: Sequence[Any]) -> None:
        """Replace the rows (keeps the scroll position when possible)."""
        self.items = list(items)
        self.selected = min(self.selected, len(self.items) - 1)
        self._measure()

    def layout(self, rect: pygame.Rect, s: float) -> None:
        """Place the list and recompute its content height."""
        super().layout(rect, s)
        self._measure()

    def _measure(self) -> None:
        self.content_height = int(len(self.items) * self.row_height * self.s)
        self.scroll_by(0)

    def _row_px(self) -> int:
        return max(1, int(self.row_height * self.s))

    def _tap(self, pos: tuple[int, int]) -> None:
        i = int((pos[1] - self.rect.y + self.offset) // self._row_px())
        if 0 <= i < len(self.items):
            self.selected = i
            if self.on_select:
                self.on_select(i, self.items[i])

    def appearance(self) -> object:
        """The view's look, the rows (by value) and the chosen one."""
        return super().appearance(), tuple(self.items), self.selected, self.row_height

    def _draw_rows(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        h = self._row_px()
        first = max(0, offset // h)
        last = min(len(self.items), (offset + view.h) // h + 1)
        for i in range(first, last):
            r = pygame.Rect(view.x, view.y + i * h - offset, view.w - int(12 * self.s), h)
            self.draw_row(surface, r, self.items[i], i, i == self.selected)
