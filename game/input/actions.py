"""Named input actions: what scenes receive instead of raw pygame events."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto


class Act(Enum):
    """Kinds of action; mouse and touch are one pointer."""

    POINTER_DOWN = auto()
    POINTER_MOVE = auto()
    POINTER_UP = auto()
    WHEEL = auto()
    TEXT = auto()  # typed characters (already composed: Ä, ß ...)
    CONFIRM = auto()  # Enter / keypad Enter
    BACK = auto()  # Esc / Android back
    DELETE = auto()  # Backspace
    LEFT = auto()
    RIGHT = auto()
    UP = auto()
    DOWN = auto()
    TAB = auto()
    TOGGLE_FULLSCREEN = auto()  # F11
    KEY = auto()  # any other key, see ``key``/``mod``
    RESIZE = auto()
    QUIT = auto()


@dataclass(frozen=True)
class Action:
    """One input action; ``pos`` in window pixels for pointer actions."""

    kind: Act
    pos: tuple[int, int] = (0, 0)
    text: str = ""
    key: int = 0
    mod: int = 0
    button: int = 1
    touch: bool = False
    wheel: int = 0
    size: tuple[int, int] = (0, 0)
