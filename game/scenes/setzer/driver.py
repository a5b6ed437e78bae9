"""Synthetic input for tests, benchmarks and demos: real pygame events through the app's input layer."""
from __future__ import annotations

import pygame


def frames(app, n: int = 1, dt: float = 1 / 60) -> None:
    """Advance ``n`` frames without reading the event queue."""
    for _ in range(n):
        app.advance(dt)


def _send(app, event: pygame.event.Event) -> None:
    app.process_event(event)


def press(app, pos: tuple[int, int], touch: bool = False) -> None:
    """Mouse button down at ``pos``."""
    _send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, pos)), button=1, touch=touch))


def release(app, pos: tuple[int, int], touch: bool = False) -> None:
    """Mouse button up at ``pos``."""
    _send(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(map(int, pos)), button=1, touch=touch))


def move(app, pos: tuple[int, int], held: bool = True, touch: bool = False) -> None:
    """Pointer motion to ``pos``."""
    _send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(int, pos)), rel=(0, 0),
                                  buttons=(1 if held else 0, 0, 0), touch=touch))


def tap(app, pos: tuple[int, int], touch: bool = False) -> None:
    """A click (down, up) and one frame."""
    press(app, pos, touch)
    release(app, pos, touch)
    frames(app, 1)


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 8, touch: bool = False) -> None:
    """Press at ``start``, move in steps to ``end`` (a frame each), release."""
    press(app, start, touch)
    frames(app, 1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        move(app, (round(x), round(y)), touch=touch)
        frames(app, 1)
    release(app, end, touch)
    frames(app, 1)


def type_text(app, text: str) -> None:
    """Typed characters (as TEXTINPUT events)."""
    for ch in text:
        _send(app, pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 1)


def key(app, keycode: int) -> None:
    """One key press (Enter, Esc, Backspace, arrows ...)."""
    _send(app, pygame.event.Event(pygame.KEYDOWN, key=keycode, mod=0, unicode="", scancode=0))
    _send(app, pygame.event.Event(pygame.KEYUP, key=keycode, mod=0, unicode="", scancode=0))
    frames(app, 1)
