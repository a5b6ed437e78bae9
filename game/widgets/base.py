"""Widget base and a focus group that routes actions and moves keyboard focus."""
from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

import pygame

from game.input.actions import Act, Action
from game.render.damage import Looks, shows

#: minimum touch target edge in design pixels (DESIGN.md: 44 x 44)
MIN_TOUCH = 44
_ARROWS = {Act.LEFT: (-1, 0), Act.RIGHT: (1, 0), Act.UP: (0, -1), Act.DOWN: (0, 1)}


class Widget:
    """Something with a rect that reacts to actions and draws itself."""

    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.s = 1.0
        self.visible = True
        self.enabled = True
        self.focused = False
        self.hover = False  # the mouse rests on it (not set by touch)
        self.calm = False  # "Bewegung reduzieren": jump to end states instead of animating
        #: a fixed touch floor in window pixels (the Speedbuch screens); None: MIN_TOUCH at design scale
        self.min_touch: int | None = None

    def layout(self, rect: pygame.Rect, s: float) -> None:
        """Place the widget (window pixels) at design scale ``s``."""
        self.rect = pygame.Rect(rect)
        self.s = s

    @property
    def hit_rect(self) -> pygame.Rect:
        """The area that accepts the pointer: at least the minimum touch size."""
        m = int(MIN_TOUCH * self.s) if self.min_touch is None else self.min_touch
        r = self.rect.copy()
        if r.w < m:
            r.inflate_ip(m - r.w, 0)
        if r.h < m:
            r.inflate_ip(0, m - r.h)
        return r

    def handle(self, action: Action) -> bool:
        """React to an action; True when consumed."""
        return False

    def activate(self) -> None:
        """Keyboard activation (Enter on the focused widget)."""

    def update(self, dt: float) -> None:
        """Advance animations."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget."""

    def reach(self) -> pygame.Rect:
        """Every pixel the widget may draw: its rectangle with room for shadow, glow and badge."""
        m = max(6, self.rect.h // 2)
        return self.rect.inflate(2 * m, 2 * m)

    def appearance(self) -> object:
        """What the widget draws, comparable between frames: by default every attribute (Rects, lists by value).

        Frame damage redraws a widget when this changes; a widget whose pixels depend on anything else
        (the clock, another object changed in place) overrides it.
        """
        return tuple(_frozen(v, 3) for v in vars(self).values())


_PLAIN = (str, int, float, bool, bytes, type(None), Enum)


def _frozen(value: object, depth: int) -> object:
    """``value`` as a comparable snapshot: plain values as they are, containers copied, other objects by identity."""
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, pygame.Rect):
        return ("rect", value.x, value.y, value.w, value.h)
    if depth > 0:
        if isinstance(value, (list, tuple)):
            return tuple(_frozen(v, depth - 1) for v in value)
        if isinstance(value, dict):
            return tuple((_frozen(k, 0), _frozen(v, depth - 1)) for k, v in value.items())
    return ("id", id(value))


class FocusGroup:
    """Routes actions to widgets in order; Tab/arrows move the focus, Enter activates it."""

    def __init__(self, widgets: Iterable[Widget] = (), arrows: bool = True) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.arrows = arrows
        self.index = -1
        #: activated by Enter when nothing has keyboard focus (e.g. the main button of a dialog)
        self.default: Widget | None = None
        self._looks = Looks()

    def add(self, *widgets: Widget) -> None:
        """Append widgets (focus order = order added)."""
        self.widgets.extend(widgets)

    def clear(self) -> None:
        """Remove all widgets."""
        self.widgets.clear()
        self.index = -1

    def _focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.enabled and w.focusable]

    @property
    def focused(self) -> Widget | None:
        """The widget with keyboard focus, if any."""
        for w in self.widgets:
            if w.focused:
                return w
        return None

    def move_focus(self, step: int) -> None:
        """Move the keyboard focus forwards or backwards."""
        items = self._focusable()
        if not items:
            return
        current = self.focused
        i = items.index(current) if current in items else (-1 if step > 0 else 0)
        for w in self.widgets:
            w.focused = False
        items[(i + step) % len(items)].focused = True

    def move_focus_towards(self, dx: int, dy: int) -> None:
        """Arrow keys: focus the nearest widget in that direction (the first one when nothing has focus)."""
        items = self._focusable()
        current = self.focused
        if current not in items:
            self.move_focus(1)
            return
        cx, cy = current.rect.center
        r = current.rect
        best, best_score = None, None
        for w in items:
            if w is current:
                continue
            wx, wy = w.rect.center
            along = (wx - cx) * dx + (wy - cy) * dy  # distance in the arrow's direction
            if along <= 0:
                continue
            across = abs((wx - cx) * dy) + abs((wy - cy) * dx)
            # widgets level with the current one (overlapping across the arrow) come first
            if dx:
                in_beam = w.rect.top < r.bottom and w.rect.bottom > r.top
            else:
                in_beam = w.rect.left < r.right and w.rect.right > r.left
            score = (0 if in_beam else 1, along + 2 * across)
            if best_score is None or score < best_score:
                best, best_score = w, score
        if best is not None:
            current.focused = False
            best.focused = True

    def handle(self, action: Action) -> bool:
        """Offer the action to the widgets, then use it for focus movement."""
        kind = action.kind
        if kind in (Act.POINTER_DOWN, Act.POINTER_UP, Act.POINTER_MOVE, Act.WHEEL, Act.TEXT, Act.DELETE, Act.KEY):
            if kind == Act.POINTER_DOWN:
                for w in self.widgets:
                    w.focused = False
            consumed = False
            for w in reversed(self.widgets):  # topmost (last added) first
                if w.visible and w.handle(action):
                    consumed = True
                    if kind != Act.POINTER_MOVE:
                        break
            return consumed
        if kind == Act.TAB:
            self.move_focus(-1 if action.mod & pygame.KMOD_SHIFT else 1)
            return True
        if self.arrows and kind in _ARROWS:
            self.move_focus_towards(*_ARROWS[kind])
            return True
        if kind == Act.CONFIRM:
            w = self.focused or self.default
            if w is not None and w.enabled and w.visible:
                w.activate()
                return True
        return False

    def update(self, dt: float, calm: bool = False) -> None:
        """Advance every widget (``calm``: no motion beyond the essential)."""
        for w in self.widgets:
            w.calm = calm
            w.update(dt)

    def pointer_over_button(self) -> bool:
        """True while the mouse rests on a visible, enabled widget."""
        return any(w.hover and w.enabled and w.visible for w in self.widgets)

    def damage(self) -> list[pygame.Rect]:
        """Rectangles of widgets that look different since the last call (call once per drawn frame)."""
        return self._looks.changed(self.widgets)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible widgets in order (those out of the surface's clip are skipped)."""
        for w in self.widgets:
            if w.visible and shows(surface, w.reach()):
                w.draw(surface)
