"""What the Speedsetzer table's buttons ask for: a command enum and a press (command plus its tab or seat)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class TableCommand(Enum):
    """Buttons and toggles of the table."""

    SETZEN = "setzen"
    PASSEN = "passen"
    TAUSCHEN = "tauschen"
    TIPP = "tipp"
    MISCHEN = "mischen"
    ZURUECK = "zurueck"
    MENU = "menu"
    SETTINGS = "settings"
    TURBO = "turbo"
    DRAWER = "drawer"
    TAB = "tab"
    CHALLENGE = "challenge"
    DECLINE = "decline"


#: the buttons a player presses during a turn (hidden when only computers sit at the table)
TURN_COMMANDS = (TableCommand.TIPP, TableCommand.TAUSCHEN, TableCommand.PASSEN, TableCommand.SETZEN, TableCommand.MISCHEN,
                 TableCommand.ZURUECK)


class TableTab(Enum):
    """The tabs of the side panel (the portrait drawer)."""

    VERLAUF = "verlauf"
    NACHSCHLAGEN = "nachschlagen"
    LETTERN = "lettern"


class Focus(Enum):
    """Who gets typed letters: the sheet (its cursor) or the lookup field (its caret)."""

    SHEET = "sheet"
    LOOKUP = "lookup"


@dataclass(frozen=True)
class Press:
    """One press on the table: the command, and for tabs the tab, for Einspruch the seat that objects."""

    command: TableCommand
    arg: TableTab | int | None = None
