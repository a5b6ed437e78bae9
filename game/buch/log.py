"""The word log (Wortprotokoll): words with their working and what followed."""
from __future__ import annotations

import enum
from dataclasses import dataclass


class LogKind(enum.Enum):
    """What a log line is about (the scene picks the icon)."""

    WORD = "word"
    BURNED = "burned"
    BONUS = "bonus"
    EMBER = "ember"
    STAGE = "stage"
    SHUFFLE = "shuffle"
    HINT = "hint"
    DAILY = "daily"
    INFO = "info"


@dataclass(frozen=True)
class LogEntry:
    """One line of the Wortprotokoll (newest last in ``BuchGame.log``)."""

    kind: LogKind
    text: str
    word: str | None = None
    working: str | None = None
    points: int | None = None
    short: str | None = None  # compact working for word lines, e.g. "75 × 2 = 150"
