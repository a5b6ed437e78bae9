"""Monkey testing for any scene: random clicks, drags, touches, keys, text, wheel and resizes.

Usage (other helpers too)::

    from tests.ui.monkey import run_monkey
    report = run_monkey(app, lambda app: MyScene(app), n_events=20_000, seed=1)

Events go through ``app.process_event`` (pygame_gui first, then the input
mapper), frames through ``app.step`` (which also delivers events that
pygame_gui queued, such as "text entry finished"). When the scene stack empties, the app
quits or the stack grows too deep, the scene is started afresh. Pointer
positions are biased towards widget rectangles: a scene can offer
``monkey_hotspots() -> list[pygame.Rect]``; otherwise rects of
``scene.group.widgets`` are used when present.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

DEFAULT_SIZES = ((1280, 800), (800, 1280), (1024, 600), (1366, 768))
TEXT_CHARS = "abcdefghijklmnopqrstuvwxyzäöüßÄÖÜEENRST ?!1-'"
KEYS = (
    [pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
     pygame.K_SPACE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_DELETE, pygame.K_F11]
    + list(range(pygame.K_a, pygame.K_z + 1))
)

#: relative weights of the event kinds
DEFAULT_WEIGHTS = {"click": 30, "drag": 12, "move": 12, "key": 14, "text": 10, "wheel": 6, "escape": 2, "resize": 1}


@dataclass
class MonkeyReport:
    """What a monkey run did."""

    events: int = 0
    frames: int = 0
    draws: int = 0
    restarts: int = 0
    resizes: int = 0
    scenes_seen: set[str] = field(default_factory=set)


def _hotspots(scene) -> list[pygame.Rect]:
    if scene is None:
        return []
    fn = getattr(scene, "monkey_hotspots", None)
    if callable(fn):
        return [pygame.Rect(r) for r in fn()]
    group = getattr(scene, "group", None)
    widgets = getattr(group, "widgets", None) or []
    return [w.rect for w in widgets if getattr(w, "visible", True) and w.rect.w > 0 and w.rect.h > 0]


def run_monkey(
    app,
    scene_factory: Callable[[object], object],
    n_events: int = 20_000,
    seed: int = 0,
    draw_every: int = 40,
    frame_every: int = 3,
    sizes: tuple[tuple[int, int], ...] = DEFAULT_SIZES,
    weights: dict[str, int] | None = None,
    max_depth: int = 8,
    on_event: Callable[[object, int], None] | None = None,
) -> MonkeyReport:
    """Send ``n_events`` random pygame events to the scene made by ``scene_factory``; exceptions propagate."""
    rng = random.Random(seed)
    w = dict(DEFAULT_WEIGHTS, **(weights or {}))
    kinds, kind_weights = zip(*w.items())
    report = MonkeyReport()
    app.start(scene_factory(app))
    buttons_down = False

    def post(ev: pygame.event.Event) -> None:
        app.process_event(ev)
        report.events += 1
        if report.events % frame_every == 0:
            draw = report.events % draw_every < frame_every
            app.step(1 / 60, draw=draw)  # also delivers queued pygame_gui events (entry finished, ...)
            report.frames += 1
            report.draws += int(draw)
        if on_event is not None:
            on_event(app, report.events)

    def point() -> tuple[int, int]:
        W, H = app.size
        spots = _hotspots(app.stack.top)
        if spots and rng.random() < 0.55:
            r = rng.choice(spots)
            return (rng.randint(r.left, max(r.left, r.right - 1)), rng.randint(r.top, max(r.top, r.bottom - 1)))
        return rng.randint(0, W - 1), rng.randint(0, H - 1)

    def mouse(etype: int, pos, touch: bool, button: int = 1, rel=(0, 0)) -> pygame.event.Event:
        if etype == pygame.MOUSEMOTION:
            return pygame.event.Event(etype, pos=pos, rel=rel, buttons=(1, 0, 0) if buttons_down else (0, 0, 0), touch=touch, window=None)
        return pygame.event.Event(etype, pos=pos, button=button, touch=touch, window=None)

    while report.events < n_events:
        top = app.stack.top
        if top is None or not app.running or len(app.stack.scenes) > max_depth:
            app.running = True
            app.start(scene_factory(app))
            report.restarts += 1
        report.scenes_seen.add(app.stack.top.name)
        kind = rng.choices(kinds, kind_weights)[0]
        touch = rng.random() < 0.35
        if kind == "click":
            pos = point()
            button = 1 if rng.random() < 0.93 else 3
            buttons_down = True
            post(mouse(pygame.MOUSEBUTTONDOWN, pos, touch, button))
            buttons_down = False
            post(mouse(pygame.MOUSEBUTTONUP, pos, touch, button))
        elif kind == "drag":
            pos = point()
            buttons_down = True
            post(mouse(pygame.MOUSEBUTTONDOWN, pos, touch))
            end = point()
            steps = rng.randint(2, 8)
            last = pos
            for i in range(1, steps + 1):
                p = (pos[0] + (end[0] - pos[0]) * i // steps, pos[1] + (end[1] - pos[1]) * i // steps)
                post(mouse(pygame.MOUSEMOTION, p, touch, rel=(p[0] - last[0], p[1] - last[1])))
                last = p
            buttons_down = False
            post(mouse(pygame.MOUSEBUTTONUP, end, touch))
        elif kind == "move":
            post(mouse(pygame.MOUSEMOTION, point(), False, rel=(1, 1)))
        elif kind == "key":
            key = rng.choice(KEYS)
            mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
            uni = chr(key) if pygame.K_a <= key <= pygame.K_z else ""
            post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0, window=None))
            post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0, window=None))
        elif kind == "text":
            post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXT_CHARS), window=None))
        elif kind == "wheel":
            post(mouse(pygame.MOUSEMOTION, point(), False))
            dy = rng.choice((-3, -1, 1, 3))
            post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy), touch=False, window=None))
        elif kind == "escape":
            post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0, window=None))
        elif kind == "resize":
            app.set_size(rng.choice(sizes))
            report.resizes += 1
            report.events += 1
    app.advance(1 / 60)
    report.frames += 1
    return report
