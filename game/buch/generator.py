"""Seeded letter generator that keeps the board playable.

Rule (holds for the full board of 56 tiles after every refill, tested over
many draws):

* vowels (A E I O U Ä Ö Ü) make up 35–50 % of the board: 20 to 28 tiles;
* at most 4 heavy tiles (value 30 or more: V Ä Ü Ö Y J X Qu) at once;
* at most one each of Qu, X, Y and J; at most 2 each of V, Ä, Ö, Ü;
* no letter more often than its cap: E 9, other 10-point letters 6,
  15- and 20-point letters 4, 25-point letters 3;
* a lone Q never appears (it only exists as the Qu tile).

Journey levels with an umlaut goal draw Ä, Ö and Ü three times as often
(``UMLAUT_BOOST``); the caps above still hold.

Letters are drawn by weight (roughly German letter frequency); a draw that
would break a cap is not possible, and when the remaining draws of a refill
could no longer reach (or would overshoot) the vowel bounds, the draw is
forced to a vowel (or a consonant).  Since a refill always replaces exactly
the tiles that left, the bounds can always be met.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from game.buch.geometry import CELLS
from game.buch.tiles import HEAVY_VALUE, LETTER_VALUES, VOWELS

WEIGHTS: dict[str, float] = {
    "E": 15.0, "N": 9.0, "I": 7.0, "R": 7.0, "S": 7.0, "T": 6.0, "A": 6.5, "D": 4.0, "H": 4.0,
    "U": 4.0, "L": 4.0, "G": 3.0, "O": 3.0, "C": 3.0, "M": 3.0, "B": 2.0, "F": 1.6, "K": 1.6,
    "W": 1.5, "Z": 1.2, "P": 1.0, "V": 0.7, "Ä": 0.6, "Ü": 0.6, "Ö": 0.4, "J": 0.3, "Y": 0.12,
    "X": 0.12, "QU": 0.3,
}
MIN_VOWELS = 20  # 35 % of 56
MAX_VOWELS = 28  # 50 % of 56
MAX_HEAVY = 4
UMLAUT_BOOST = {"Ä": 3.0, "Ö": 3.0, "Ü": 3.0}


def letter_cap(token: str) -> int:
    """How many tiles of ``token`` may lie on the board at once."""
    if token == "E":
        return 9
    if token in ("QU", "X", "Y", "J"):
        return 1
    value = LETTER_VALUES[token]
    if value >= HEAVY_VALUE:
        return 2
    if value == 10:
        return 6
    if value == 25:
        return 3
    return 4


_ORDER = tuple(WEIGHTS)
_CAPS = {t: letter_cap(t) for t in _ORDER}


class LetterGenerator:
    """Draws tokens for new tiles from a seeded ``random.Random``."""

    def __init__(self, rng: random.Random, boost: dict[str, float] | None = None) -> None:
        self.rng = rng
        self.weights = dict(WEIGHTS)
        for token, factor in (boost or {}).items():
            self.weights[token] *= factor

    def draw(self, present: Iterable[str], count: int) -> list[str]:
        """Draw ``count`` tokens to join the tokens ``present`` (the board then holds both)."""
        counts = Counter(present)
        vowels = sum(n for t, n in counts.items() if t in VOWELS)
        heavy = sum(n for t, n in counts.items() if LETTER_VALUES[t] >= HEAVY_VALUE)
        total = sum(counts.values()) + count
        min_v = round(MIN_VOWELS * total / CELLS)
        max_v = round(MAX_VOWELS * total / CELLS)
        out: list[str] = []
        for i in range(count):
            left_after = count - i - 1
            need_vowel = vowels + left_after < min_v
            need_consonant = vowels + 1 > max_v
            choices = []
            weights = []
            for token in _ORDER:
                if counts[token] >= _CAPS[token]:
                    continue
                if LETTER_VALUES[token] >= HEAVY_VALUE and heavy >= MAX_HEAVY:
                    continue
                is_vowel = token in VOWELS
                if need_vowel and not is_vowel:
                    continue
                if need_consonant and is_vowel:
                    continue
                choices.append(token)
                weights.append(self.weights[token])
            token = self.rng.choices(choices, weights)[0]
            out.append(token)
            counts[token] += 1
            if token in VOWELS:
                vowels += 1
            if LETTER_VALUES[token] >= HEAVY_VALUE:
                heavy += 1
        return out
