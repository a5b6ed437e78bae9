"""Numbers of the ember and stage rules, and what each mode switches on.

Stages: a new stage every 8 words.  The spark counter is full at 8 sparks in
stage 1, 7 in stage 2, 6 in stage 3, 5 in stage 4 and 4 from stage 5 on.
Sparks per word: 3 letters +2, 4 letters +1, 5 or more -1 (never below 0);
a paid shuffle +3.  When the counter reaches its capacity an ember falls in
and the counter drops by the capacity (an overshoot carries over).

Endless escalation: two embers at once from stage 10, three from 20; one
spark more per word from stage 12, two from 24; from stage 16 new embers land
in rows 3–5 (0-based rows 2–4) instead of the top row.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

WORDS_PER_STAGE = 8
SHUFFLE_SPARKS = 3
DAILY_WORDS = 20
DAILY_SHUFFLES = 2
DAILY_BONUS = 500
ROUND_SECONDS = 180.0
HINTS_PER_GAME = 3
HINT_EVERY_WORDS = 15
MAX_HINTS = 3
HINT_MAX_LETTERS = 8
DEEP_EMBER_ROW = 5  # 0-based: the 6th row of 8
WARN_ROWS = {5: 1, 6: 2, 7: 3}  # 0-based row -> warning level


class BuchMode(enum.Enum):
    """The four ways to play Speedbuch."""

    DREI_MINUTEN = "drei_minuten"
    TAGESRAETSEL = "tagesraetsel"
    ENDLOS = "endlos"
    REISE = "reise"


MODE_NAMES = {
    BuchMode.DREI_MINUTEN: "3 Minuten",
    BuchMode.TAGESRAETSEL: "Tagesrätsel",
    BuchMode.ENDLOS: "Endlos",
    BuchMode.REISE: "Reise",
}


@dataclass(frozen=True)
class ModeRules:
    """Rule switches of one mode."""

    clock: float | None
    embers: bool
    word_limit: int | None
    shuffles: int | None  # paid shuffles allowed (None = unlimited)
    hints: int
    hint_refill: bool
    escalation: bool


MODE_RULES = {
    BuchMode.DREI_MINUTEN: ModeRules(ROUND_SECONDS, True, None, None, 0, False, False),
    BuchMode.TAGESRAETSEL: ModeRules(None, False, DAILY_WORDS, DAILY_SHUFFLES, 0, False, False),
    BuchMode.ENDLOS: ModeRules(None, True, None, None, HINTS_PER_GAME, True, True),
    BuchMode.REISE: ModeRules(None, True, None, None, HINTS_PER_GAME, False, False),
}


def spark_capacity(stage: int) -> int:
    """Sparks that fill the counter in ``stage``: 8, 7, 6, 5, then 4."""
    return max(4, 9 - max(1, stage))


def word_sparks(letters: int, stage: int = 1, escalation: bool = False) -> int:
    """Spark change of a word: +2 (3 letters), +1 (4), -1 (5+), plus the endless surcharge."""
    base = 2 if letters <= 3 else 1 if letters == 4 else -1
    if escalation:
        base += 2 if stage >= 24 else 1 if stage >= 12 else 0
    return base


def embers_per_fill(stage: int, escalation: bool = False) -> int:
    """Embers that fall in at once: 1, in Endlos 2 from stage 10 and 3 from 20."""
    if not escalation:
        return 1
    return 3 if stage >= 20 else 2 if stage >= 10 else 1


def ember_rows(stage: int, escalation: bool = False) -> tuple[int, ...]:
    """0-based rows where new embers land: the top row, in Endlos from stage 16 rows 3–5."""
    if escalation and stage >= 16:
        return (2, 3, 4)
    return (0,)


def warning_level(row: int) -> int:
    """Warning for an ember in ``row`` (0-based): 1 in row 6 of 8, 2 in row 7, 3 in the bottom row."""
    return WARN_ROWS.get(row, 0)
