"""What the Speedbuch screens' buttons ask for: one enum per screen instead of string keys."""
from __future__ import annotations

from enum import Enum


class BoardCommand(Enum):
    """Buttons of the board."""

    SHUFFLE = "shuffle"
    HINT = "hint"
    SUBMIT = "submit"
    MENU = "menu"
    THEME = "theme"
    SOUND = "sound"
    HISTORY = "history"


class PauseCommand(Enum):
    """Entries of the pause menu."""

    RESUME = "resume"
    END = "end"
    LATER = "later"
    CALENDAR = "calendar"
    RESTART = "restart"
    LEAVE = "leave"


class CalendarCommand(Enum):
    """Buttons of the daily calendar."""

    PLAY = "play"
    BACK = "back"
    PREV = "prev"
    NEXT = "next"


class JourneyCommand(Enum):
    """Buttons of the journey map."""

    PLAY = "play"
    BACK = "back"
    THEME = "theme"


class ResultsCommand(Enum):
    """Buttons of the results screen."""

    NEXT = "next"
    AGAIN = "again"
    MAP = "map"
    CALENDAR = "calendar"
    MENU = "menu"


class HallIntroCommand(Enum):
    """Buttons of a hall's introduction card."""

    PLAY = "play"
    BACK = "back"
