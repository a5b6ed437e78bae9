"""Kiosk operation as a pure state machine: idle return, attract demo, operator chord and PIN.

The app passes the time in (seconds, any monotonic clock), reports input and
chords, and acts on the returned events; nothing here touches pygame or the
store (the PIN check is a callable passed in).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from game.plural import count

DEFAULT_IDLE_TO_TITLE_S = 90.0
DEFAULT_TITLE_TO_ATTRACT_S = 30.0
PIN_ENTRY_TIMEOUT_S = 30.0
MAX_PIN_TRIES = 3
LOCKOUT_S = 60.0
MAX_LOCKOUT_S = 15 * 60.0
CHORD_WINDOW_S = 4.0


class KioskPhase(Enum):
    """Where the kiosk is."""

    PLAYING = "playing"  # someone is using the game (any scene but the idle title)
    TITLE = "title"  # idle on the title screen, waiting for a player
    ATTRACT = "attract"  # the attract demo runs
    PIN_ENTRY = "pin_entry"  # the operator chord was given, PIN pad shown
    OPERATOR = "operator"  # the operator panel is open


class AttractDemo(Enum):
    """The attract demos, shown in turn."""

    SETZER = "setzer"  # a computer game of Speedsetzer
    BUCH = "buch"  # Speedbuch autoplay


class Corner(Enum):
    """Screen corners for the touch chord."""

    TOP_LEFT = "tl"
    TOP_RIGHT = "tr"
    BOTTOM_RIGHT = "br"
    BOTTOM_LEFT = "bl"


KEY_CHORD = "key_chord"  # the app's token for the keyboard chord (Strg+Alt+O)
TOUCH_CHORD: tuple[Corner, ...] = (Corner.TOP_LEFT, Corner.TOP_RIGHT, Corner.BOTTOM_RIGHT, Corner.BOTTOM_LEFT)


@dataclass(frozen=True)
class ShowTitle:
    """Go back to the title screen (abandon what is on screen; saves are already stored)."""


@dataclass(frozen=True)
class ResetToGuest:
    """Make the guest the active profile for the next player."""


@dataclass(frozen=True)
class StartAttract:
    """Start this attract demo."""

    demo: AttractDemo


@dataclass(frozen=True)
class StopAttract:
    """Stop the demo and show the title."""


@dataclass(frozen=True)
class AskPin:
    """Show the PIN pad."""


@dataclass(frozen=True)
class PinAccepted:
    """Open the operator panel; ``pin_missing`` when no PIN has been set yet."""

    pin_missing: bool = False


@dataclass(frozen=True)
class PinRejected:
    """Wrong PIN; German ``message`` for the pad."""

    tries_left: int
    message: str


@dataclass(frozen=True)
class LockedOut:
    """Too many wrong PINs: the pad is locked for a while."""

    seconds: float
    message: str


@dataclass(frozen=True)
class CloseOperator:
    """Close the PIN pad or operator panel and return to the title."""


@dataclass(frozen=True)
class ExitKiosk:
    """The operator chose to leave kiosk mode: the app may quit."""


KioskEvent = (
    ShowTitle | ResetToGuest | StartAttract | StopAttract | AskPin | PinAccepted | PinRejected | LockedOut
    | CloseOperator | ExitKiosk
)


def corner_at(pos: tuple[float, float], size: tuple[float, float], fraction: float = 0.12) -> Corner | None:
    """The screen corner a pointer position lies in (a square of ``fraction`` of the short side), or None."""
    x, y = pos
    width, height = size
    reach = min(width, height) * fraction
    left, right = x < reach, x >= width - reach
    top, bottom = y < reach, y >= height - reach
    if top and left:
        return Corner.TOP_LEFT
    if top and right:
        return Corner.TOP_RIGHT
    if bottom and right:
        return Corner.BOTTOM_RIGHT
    if bottom and left:
        return Corner.BOTTOM_LEFT
    return None


@dataclass
class ChordDetector:
    """Recognises a sequence of tokens given within a time window (e.g. four corner taps)."""

    sequence: Sequence[object] = TOUCH_CHORD
    window_s: float = CHORD_WINDOW_S
    _progress: int = 0
    _started: float = 0.0

    def feed(self, token: object | None, now: float) -> bool:
        """Feed one token (None for a tap elsewhere); True when the whole sequence is complete."""
        if self._progress and now - self._started > self.window_s:
            self._progress = 0
        if token == self.sequence[self._progress]:
            if self._progress == 0:
                self._started = now
            self._progress += 1
            if self._progress == len(self.sequence):
                self._progress = 0
                return True
            return False
        self._progress = 1 if token == self.sequence[0] else 0
        if self._progress:
            self._started = now
        return False


@dataclass
class KioskController:
    """Idle timer, attract rotation and the operator lock of a kiosk."""

    check_pin: Callable[[str], bool]
    has_pin: Callable[[], bool]
    idle_to_title_s: float = DEFAULT_IDLE_TO_TITLE_S
    title_to_attract_s: float = DEFAULT_TITLE_TO_ATTRACT_S
    phase: KioskPhase = KioskPhase.TITLE
    _since: float = 0.0  # time of the last input or phase change
    _next_demo: int = 0
    _wrong_tries: int = 0
    _lockouts: int = 0
    _locked_until: float = field(default=float("-inf"))

    def start(self, now: float) -> list[KioskEvent]:
        """Begin on the title with the guest profile."""
        self.phase = KioskPhase.TITLE
        self._since = now
        return [ResetToGuest(), ShowTitle()]

    def set_idle_times(self, idle_to_title_s: float, title_to_attract_s: float) -> None:
        """Apply new idle settings (from the operator panel)."""
        self.idle_to_title_s = idle_to_title_s
        self.title_to_attract_s = title_to_attract_s

    def on_input(self, now: float) -> tuple[bool, list[KioskEvent]]:
        """Any player input; returns (consumed, events). Input during the demo only stops it."""
        self._since = now
        if self.phase is KioskPhase.ATTRACT:
            self.phase = KioskPhase.TITLE
            return True, [StopAttract(), ShowTitle()]
        if self.phase is KioskPhase.TITLE:
            self.phase = KioskPhase.PLAYING
        return False, []

    def update(self, now: float) -> list[KioskEvent]:
        """Advance the idle timers; call once a frame."""
        idle = now - self._since
        if self.phase is KioskPhase.PLAYING and idle >= self.idle_to_title_s:
            self.phase = KioskPhase.TITLE
            self._since = now
            return [ShowTitle(), ResetToGuest()]
        if self.phase is KioskPhase.TITLE and idle >= self.title_to_attract_s:
            return self._start_demo(now)
        if self.phase in (KioskPhase.PIN_ENTRY, KioskPhase.OPERATOR):
            limit = PIN_ENTRY_TIMEOUT_S if self.phase is KioskPhase.PIN_ENTRY else self.idle_to_title_s
            if idle >= limit and self.has_pin():  # without a PIN the kiosk waits for the operator to set one
                self.phase = KioskPhase.TITLE
                self._since = now
                return [CloseOperator(), ShowTitle(), ResetToGuest()]
        return []

    def on_attract_finished(self, now: float) -> list[KioskEvent]:
        """The running demo came to its end: start the next one."""
        if self.phase is not KioskPhase.ATTRACT:
            return []
        return self._start_demo(now)

    def on_chord(self, now: float) -> list[KioskEvent]:
        """The operator chord was given (keyboard or four corners)."""
        self._since = now
        if self.phase in (KioskPhase.PIN_ENTRY, KioskPhase.OPERATOR):
            return []
        if not self.has_pin():
            self.phase = KioskPhase.OPERATOR
            return [PinAccepted(pin_missing=True)]
        if now < self._locked_until:
            return [LockedOut(self._locked_until - now, self._lock_message(now))]
        self.phase = KioskPhase.PIN_ENTRY
        return [AskPin()]

    def enter_pin(self, pin: str, now: float) -> list[KioskEvent]:
        """Check a PIN typed on the pad."""
        self._since = now
        if self.phase is not KioskPhase.PIN_ENTRY:
            return []
        if now < self._locked_until:
            return [LockedOut(self._locked_until - now, self._lock_message(now))]
        if self.check_pin(pin):
            self._wrong_tries = 0
            self._lockouts = 0
            self.phase = KioskPhase.OPERATOR
            return [PinAccepted()]
        self._wrong_tries += 1
        if self._wrong_tries >= MAX_PIN_TRIES:
            self._wrong_tries = 0
            seconds = min(MAX_LOCKOUT_S, LOCKOUT_S * 2**self._lockouts)
            self._lockouts += 1
            self._locked_until = now + seconds
            self.phase = KioskPhase.TITLE
            return [LockedOut(seconds, self._lock_message(now)), CloseOperator(), ShowTitle()]
        left = MAX_PIN_TRIES - self._wrong_tries
        return [PinRejected(left, f"Falsche PIN. Noch {count(left, 'Versuch')}.")]

    def is_locked(self, now: float) -> bool:
        """True while wrong PINs keep the pad locked."""
        return now < self._locked_until

    def close_operator(self, now: float) -> list[KioskEvent]:
        """Leave the PIN pad or operator panel back to the title (locks again)."""
        if self.phase not in (KioskPhase.PIN_ENTRY, KioskPhase.OPERATOR) or not self.has_pin():
            return []  # a kiosk never runs without a PIN: the panel stays until one is set
        self.phase = KioskPhase.TITLE
        self._since = now
        return [CloseOperator(), ShowTitle(), ResetToGuest()]

    def request_exit(self) -> list[KioskEvent]:
        """Leave kiosk mode; only honoured while the operator panel is open."""
        if self.phase is not KioskPhase.OPERATOR or not self.has_pin():
            return []
        return [ExitKiosk()]

    def _start_demo(self, now: float) -> list[KioskEvent]:
        demos = list(AttractDemo)
        demo = demos[self._next_demo % len(demos)]
        self._next_demo += 1
        self.phase = KioskPhase.ATTRACT
        self._since = now
        return [StartAttract(demo)]

    def _lock_message(self, now: float) -> str:
        seconds = max(1, int(self._locked_until - now + 0.999))
        return f"Zu viele falsche Eingaben. Gesperrt für {seconds} s."
