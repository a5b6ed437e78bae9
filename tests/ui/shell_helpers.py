"""Helpers for driving the shell in tests: synthetic clicks, taps, keys and text through ``app.process_event``."""
from __future__ import annotations

import pygame

from game.app import App, Options
from game.scenes import registry

SHELL_KEYS = ("menu", "settings", "rules", "lookup", "leaderboards", "profile")


def make_app(size=(1280, 800), data_dir=None, store=None) -> App:
    """A headless app (on an in-memory store unless ``store``) with only the shell's scenes registered."""
    registry.register_shell_scenes()
    return App(Options(headless=True, size=size, data_dir=data_dir), store)


def frames(app: App, n: int = 2) -> None:
    """Run ``n`` frames like the real loop: queued pygame events (pygame_gui's too), update, draw, scene changes."""
    for _ in range(n):
        app.step(1 / 60)


def click(app: App, pos, touch: bool = False, button: int = 1) -> None:
    """Press and release at ``pos`` (a touch when ``touch``), then run a frame."""
    pos = (int(pos[0]), int(pos[1]))
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=touch, window=None))
    app.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=touch, window=None))
    app.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=touch, window=None))
    frames(app, 2)


def drag(app: App, start, end, steps: int = 6, touch: bool = False) -> None:
    """Press at ``start``, move to ``end`` in steps, release."""
    app.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=touch, window=None))
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=touch, window=None))
        frames(app, 1)
    app.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=touch, window=None))
    frames(app, 2)


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    """Press and release a key."""
    app.process_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0, window=None))
    app.process_event(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0, window=None))
    frames(app, 2)


def type_text(app: App, text: str) -> None:
    """Send TEXTINPUT events, one per character."""
    for ch in text:
        app.process_event(pygame.event.Event(pygame.TEXTINPUT, text=ch, window=None))
    frames(app, 2)


def wheel(app: App, pos, dy: int) -> None:
    """Move the pointer to ``pos`` and turn the wheel."""
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False, window=None))
    app.process_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy), touch=False, window=None))
    frames(app, 1)
