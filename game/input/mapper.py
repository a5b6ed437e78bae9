"""Translate pygame events into actions (the only place that reads raw input events)."""
from __future__ import annotations

import pygame

from game.input.actions import Act, Action

_KEYS = {
    pygame.K_RETURN: Act.CONFIRM,
    pygame.K_KP_ENTER: Act.CONFIRM,
    pygame.K_ESCAPE: Act.BACK,
    pygame.K_AC_BACK: Act.BACK,
    pygame.K_BACKSPACE: Act.DELETE,
    pygame.K_LEFT: Act.LEFT,
    pygame.K_RIGHT: Act.RIGHT,
    pygame.K_UP: Act.UP,
    pygame.K_DOWN: Act.DOWN,
    pygame.K_TAB: Act.TAB,
    pygame.K_F11: Act.TOGGLE_FULLSCREEN,
}


_last_pos: list[tuple[int, int]] = [(0, 0)]


def last_pointer_pos() -> tuple[int, int]:
    """Where the pointer was last seen (wheel events carry no position)."""
    return _last_pos[0]


def translate(event: pygame.event.Event) -> list[Action]:
    """Actions for one pygame event (possibly none).

    Touches arrive as the mouse events SDL synthesises from them (``event.touch``);
    FINGER events are ignored so that a tap never counts twice.
    """
    etype = event.type
    if etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        _last_pos[0] = tuple(event.pos)
    if etype == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
        return [Action(Act.POINTER_DOWN, pos=event.pos, button=event.button, touch=bool(getattr(event, "touch", False)))]
    if etype == pygame.MOUSEBUTTONUP and event.button in (1, 3):
        return [Action(Act.POINTER_UP, pos=event.pos, button=event.button, touch=bool(getattr(event, "touch", False)))]
    if etype == pygame.MOUSEMOTION:
        return [Action(Act.POINTER_MOVE, pos=event.pos, button=1 if event.buttons[0] else 0, touch=bool(getattr(event, "touch", False)))]
    if etype == pygame.MOUSEWHEEL:
        return [Action(Act.WHEEL, pos=_last_pos[0], wheel=int(event.y))]
    if etype == pygame.TEXTINPUT:
        text = event.text
        return [Action(Act.TEXT, text=text)] if text and text.isprintable() else []
    if etype == pygame.KEYDOWN:
        kind = _KEYS.get(event.key)
        if kind is not None:
            return [Action(kind, key=event.key, mod=event.mod)]
        return [Action(Act.KEY, key=event.key, mod=event.mod)]
    if etype in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        size = getattr(event, "size", None) or (event.x, event.y)
        return [Action(Act.RESIZE, size=tuple(size))]
    if etype == pygame.QUIT:
        return [Action(Act.QUIT)]
    return []
