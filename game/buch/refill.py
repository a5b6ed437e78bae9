"""Tagesrätsel refill: one fixed letter sequence per column for the day, whatever is played.

Every player of a day draws the new tiles of column ``c`` from the same sequence,
in the same order; what a word takes out only decides how far down the sequence
a column has got. So two boards differ only by the players' own choices.

The sequence cannot look at the board (that would make it depend on the play),
so the balance lives in the sequence itself, window by window:

* every 8 consecutive letters of a column (a full column) hold 3 or 4 vowels
  (35–50 %, as the board rule of ``generator``);
* at most one heavy tile (value 30 or more) in any 14 consecutive letters, so a
  freshly refilled board carries about four, like ``MAX_HEAVY``;
* within 8 consecutive letters no letter more than twice (E three times).

Letters are drawn by the generator's weights among those the windows allow;
each column has its own ``random.Random`` seeded from the day and the column,
so the sequence is the same however far it is read.
"""
from __future__ import annotations

import datetime
import hashlib
import random

from game.buch.generator import WEIGHTS
from game.buch.geometry import COLS, ROWS
from game.buch.tiles import HEAVY_VALUE, LETTER_VALUES, VOWELS

VOWEL_WINDOW = ROWS  # a full column
MIN_WINDOW_VOWELS = 3
MAX_WINDOW_VOWELS = 4
HEAVY_WINDOW = 14
SAME_LETTER_WINDOW = ROWS
_ORDER = tuple(WEIGHTS)


def column_seed(date: datetime.date, col: int) -> int:
    """The seed of one column's sequence on ``date`` (stable across runs and machines)."""
    digest = hashlib.sha256(f"speedbuch-nachschub-{date.isoformat()}-{col}".encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big")


def _same_cap(token: str) -> int:
    return 3 if token == "E" else 2


class ColumnSequence:
    """One column's refill letters, produced on demand and never changing once produced."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self.letters: list[str] = []

    def _next(self) -> str:
        seq = self.letters
        vowel_tail = seq[-(VOWEL_WINDOW - 1):]
        vowels = sum(1 for t in vowel_tail if t in VOWELS)
        # the window that ends with the new letter (shorter at the start: it must still be able to reach 3)
        length = len(vowel_tail) + 1
        need_vowel = vowels + (VOWEL_WINDOW - length) < MIN_WINDOW_VOWELS
        need_consonant = vowels + 1 > MAX_WINDOW_VOWELS
        heavy_near = any(LETTER_VALUES[t] >= HEAVY_VALUE for t in seq[-(HEAVY_WINDOW - 1):])
        recent = seq[-(SAME_LETTER_WINDOW - 1):]
        choices: list[str] = []
        weights: list[float] = []
        for token in _ORDER:
            is_vowel = token in VOWELS
            if (need_vowel and not is_vowel) or (need_consonant and is_vowel):
                continue
            if heavy_near and LETTER_VALUES[token] >= HEAVY_VALUE:
                continue
            if recent.count(token) >= _same_cap(token):
                continue
            choices.append(token)
            weights.append(WEIGHTS[token])
        return self._rng.choices(choices, weights)[0]

    def upto(self, count: int) -> list[str]:
        """The first ``count`` letters."""
        while len(self.letters) < count:
            self.letters.append(self._next())
        return self.letters[:count]


class DailyRefill:
    """The day's refill: a sequence per column and how far each column has been read."""

    def __init__(self, date: datetime.date) -> None:
        self.columns = [ColumnSequence(column_seed(date, c)) for c in range(COLS)]
        self.used = [0] * COLS

    def take(self, col: int) -> str:
        """The next letter of column ``col``."""
        n = self.used[col]
        token = self.columns[col].upto(n + 1)[n]
        self.used[col] = n + 1
        return token


def refill_letters(date: datetime.date, count: int = 20) -> list[list[str]]:
    """The first ``count`` refill letters of every column on ``date`` (the tool and the tests print them)."""
    return [ColumnSequence(column_seed(date, c)).upto(count) for c in range(COLS)]
