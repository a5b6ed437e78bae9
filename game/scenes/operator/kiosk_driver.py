"""Glue between the app and the pure kiosk controller: input filter, frame hook, scene changes.

The app wires it up once (see ``install``): every action passes ``filter``
before the scene stack, and the driver runs as a frame hook.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.input.actions import Act, Action
from game.kiosk import (
    AskPin,
    AttractDemo,
    ChordDetector,
    CloseOperator,
    ExitKiosk,
    KioskController,
    KioskEvent,
    KioskPhase,
    LockedOut,
    PinAccepted,
    PinRejected,
    ResetToGuest,
    ShowTitle,
    StartAttract,
    StopAttract,
    corner_at,
)

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene
    from game.store import Store

log = logging.getLogger(__name__)

ATTRACT_MAX_S = 240.0  # a demo runs at most this long before the next one starts
ATTRACT_AFTER_END_S = 6.0  # how long a demo's own end screen (results) stays before the next demo

# input that counts as someone using the kiosk (a hovering mouse does not; a release ends a counted press)
_ACTIVITY = {Act.POINTER_DOWN, Act.WHEEL, Act.TEXT, Act.CONFIRM, Act.BACK, Act.DELETE, Act.LEFT,
             Act.RIGHT, Act.UP, Act.DOWN, Act.TAB, Act.KEY}


def is_key_chord(action: Action) -> bool:
    """Strg+Alt+O: the operator's keyboard chord."""
    mods = action.mod
    return action.kind is Act.KEY and action.key == pygame.K_o and bool(mods & pygame.KMOD_CTRL) and bool(
        mods & pygame.KMOD_ALT
    )


@dataclass
class KioskScenes:
    """Factories the app provides: the title, the attract demos, and what a guest reset does."""

    title: Callable[[], "Scene"]
    #: the demo's scene and, if it needs one, what plays it each frame
    attract: Callable[[AttractDemo], "tuple[Scene, Callable[[App], None] | None]"]
    reset_guest: Callable[[], None]


class KioskDriver:
    """Runs the kiosk state machine against the real app."""

    def __init__(self, app: "App", store: "Store", scenes: KioskScenes) -> None:
        self.app = app
        self.store = store
        self.scenes = scenes
        times = store.settings.idle_times()
        self.controller = KioskController(
            check_pin=store.settings.check_pin, has_pin=store.settings.has_pin,
            idle_to_title_s=times.idle_to_title_s, title_to_attract_s=times.title_to_attract_s,
        )
        self.chord = ChordDetector()
        self.pin_message = ""  # last message for the PIN pad (wrong PIN, locked)
        self.events_seen: list[KioskEvent] = []  # for tests and logs
        self._attract_scene: "Scene | None" = None
        self._attract_player: "Callable[[App], None] | None" = None
        self._attract_started = 0.0
        self._attract_left_at: float | None = None

    def install(self) -> None:
        """Register with the app (frame hook, ``app.input_filter``) and show the title as guest."""
        self.app.frame_hooks.append(self)
        self.app.input_filter = self.filter
        self.app.kiosk_activity = self.note_activity
        self._apply(self.controller.start(self.app.now))

    def restart(self) -> None:
        """After an unexpected error: the title as guest, locked again (the first-PIN pad when none is set)."""
        self._attract_scene = self._attract_player = None
        self._apply(self.controller.start(self.app.now))
        if not self.store.settings.has_pin():
            self.app.stack.apply_pending()
            self.open_operator()

    def open_operator(self) -> None:
        """As if the chord was given: the PIN pad, or the panel when no PIN is set yet."""
        self._apply(self.controller.on_chord(self.app.now))

    # app hooks --------------------------------------------------------------------------------
    def filter(self, action: Action) -> bool:
        """Called by ``App.dispatch`` before the scene stack; True when the kiosk consumed the action."""
        now = self.app.now
        if is_key_chord(action):
            self._apply(self.controller.on_chord(now))
            return True
        if action.kind is Act.POINTER_DOWN and self.chord.feed(corner_at(action.pos, self.app.size), now):
            self._apply(self.controller.on_chord(now))
            return True
        if action.kind in _ACTIVITY or (action.kind is Act.POINTER_MOVE and action.button):
            consumed, events = self.controller.on_input(now)
            self._apply(events)
            return consumed
        return False

    def note_activity(self) -> None:
        """Input that pygame_gui consumed (typing into a text entry) still counts as someone playing."""
        self._apply(self.controller.on_input(self.app.now)[1])

    def __call__(self, app: "App") -> None:
        """Frame hook: advance the idle timers; drive and time the attract demo."""
        self._apply(self.controller.update(app.now))
        scene = self._attract_scene
        if scene is None or self.controller.phase is not KioskPhase.ATTRACT:
            return
        if self._attract_player is not None:
            self._attract_player(app)
        if app.stack.top is scene:
            self._attract_left_at = None
        elif self._attract_left_at is None:
            self._attract_left_at = app.now  # the demo shows its own end screen
        ended = self._attract_left_at is not None and app.now - self._attract_left_at >= ATTRACT_AFTER_END_S
        if ended or app.now - self._attract_started >= ATTRACT_MAX_S:
            self.attract_finished()

    # calls from the kiosk scenes ----------------------------------------------------------------
    def enter_pin(self, pin: str) -> None:
        """The PIN pad submits a PIN."""
        self._apply(self.controller.enter_pin(pin, self.app.now))

    def close_operator(self) -> None:
        """The operator leaves the PIN pad or panel."""
        events = self.controller.close_operator(self.app.now)
        if events:
            self._apply(events)
        elif self.store.settings.has_pin():  # a pad that only showed the lock-out
            self.app.stack.pop()
        # without a PIN nothing closes: the operator sets one first

    def request_exit(self) -> None:
        """The operator ends kiosk mode (the app quits)."""
        self._apply(self.controller.request_exit())

    def attract_finished(self) -> None:
        """The attract demo scene reached its end."""
        self._apply(self.controller.on_attract_finished(self.app.now))

    def idle_times_changed(self) -> None:
        """The operator stored new idle times."""
        times = self.store.settings.idle_times()
        self.controller.set_idle_times(times.idle_to_title_s, times.title_to_attract_s)

    # events -> scene changes ----------------------------------------------------------------------
    def _apply(self, events: list[KioskEvent]) -> None:
        from game.scenes.operator.panel import OperatorScene
        from game.scenes.operator.pin_pad import FirstPinScene, PinPadScene

        stack = self.app.stack
        for event in events:
            self.events_seen.append(event)
            log.info("Kiosk: %s", event)
            if isinstance(event, ShowTitle):
                self._attract_scene = self._attract_player = None
                self.app.demo = False
                stack.reset(self.scenes.title())
            elif isinstance(event, StopAttract):
                pass  # the ShowTitle that follows replaces the demo
            elif isinstance(event, ResetToGuest):
                self.scenes.reset_guest()
            elif isinstance(event, StartAttract):
                self.app.demo = True  # the demo's results never enter lists or statistics
                try:
                    self._attract_scene, self._attract_player = self.scenes.attract(event.demo)
                except Exception:  # noqa: BLE001 - the kiosk's boundary around demos: a broken one keeps the title
                    log.exception("Vorführung %s nicht verfügbar", event.demo.value)
                    self._attract_scene = self._attract_player = None
                    continue
                self._attract_started, self._attract_left_at = self.app.now, None
                stack.reset(self._attract_scene)
            elif isinstance(event, AskPin):
                self.pin_message = ""
                stack.push(PinPadScene(self.app, self))
            elif isinstance(event, PinAccepted):
                if event.pin_missing:
                    stack.push(FirstPinScene(self.app, self))  # the panel opens once a PIN is set
                elif isinstance(stack.top, PinPadScene):
                    stack.replace(OperatorScene(self.app, self.store, self))
                else:
                    stack.push(OperatorScene(self.app, self.store, self))
            elif isinstance(event, (PinRejected, LockedOut)):
                self.pin_message = event.message
                leaving = any(isinstance(e, ShowTitle) for e in events)
                if isinstance(event, LockedOut) and not leaving and not isinstance(stack.top, PinPadScene):
                    stack.push(PinPadScene(self.app, self))  # shows the lock; nothing typed there counts
            elif isinstance(event, CloseOperator):
                pass  # the ShowTitle that follows resets the stack
            elif isinstance(event, ExitKiosk):
                self.app.quit(0)


def default_scenes(app: "App", reset_guest: Callable[[], None]) -> KioskScenes:
    """The shell's menu as title; attract demos: a computer Speedsetzer game and Speedbuch 3 Minuten autoplay."""
    import random

    from game.scenes import registry

    def title() -> "Scene":
        return registry.create(app, "menu")

    def attract(demo: AttractDemo) -> "tuple[Scene, Callable[[App], None] | None]":
        seed = random.SystemRandom().randrange(1, 2**31)  # each demo differs (not an engine: any seed will do)
        if demo is AttractDemo.SETZER:
            from game.scenes.setzer.autoplay import demo_config
            from game.scenes.setzer.table import TableScene

            return TableScene(app, demo_config(), seed=seed, turbo=False, autoplay=True), None
        from game.buch.rules import BuchMode
        from game.scenes.buch.autoplay import AutoPlayer
        from game.scenes.buch.board import BoardScene

        class AttractPlayer(AutoPlayer):
            """The autoplay player without quitting the app at the end."""

            def __call__(self, app_: "App") -> None:
                if self.scene.game.over:
                    self.done = True
                    return
                super().__call__(app_)

        scene = BoardScene(app, BuchMode.DREI_MINUTEN, seed=seed)
        return scene, AttractPlayer(app, scene)

    return KioskScenes(title, attract, reset_guest)
