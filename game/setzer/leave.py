"""Leave values: how much the tiles kept on the rack are worth for the next turns (in points).

How the numbers were made (a principled heuristic, checked by self-play):

* Single tiles: a tile is worth what it adds to the expected score of the next
  racks.  German words are built mostly from E N R S T I A D; the blank and S
  (plural and genitive endings, compounds) make many more moves possible, while
  rare, costly letters (Q Y X J V Ö Ü Ä C) are hard to place and block bingos.
  The base values follow the letters' share of word forms in the lexicon
  against their count in the box (a letter that is common in words but rare in
  the box is valuable to keep), minus a charge for high tile values that are
  hard to score well.  ``tools/selfplay.py`` compared this table against a
  plain greedy player (see the report in issue 4).
* Duplicates: a second copy of a letter narrows the next rack (-3, E only -1.5
  because German needs many E), a third copy costs more.
* Vowel balance: about two of five tiles should be vowels; each vowel or
  consonant beyond a one-tile tolerance costs 3 points.
* Pairs that work together: C with H or K, Q with U, S with C and H.

The table values are in ``SINGLE`` etc. and kept small so that the score of
the move stays the main criterion.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from game.setzer.tiles import BLANK

__all__ = ["SINGLE", "VOWELS", "leave_value"]

SINGLE: dict[str, float] = {
    BLANK: 22.0, "S": 7.0, "E": 4.0, "N": 3.0, "R": 3.0, "T": 2.0, "I": 1.5, "A": 1.0, "D": 1.0,
    "H": 0.5, "L": 0.5, "U": -0.5, "G": -0.5, "O": -1.0, "M": -1.0, "K": -1.0, "B": -1.5,
    "Z": -2.0, "W": -2.0, "F": -2.0, "P": -2.5, "C": -3.0, "Ä": -3.0, "Ü": -3.5, "Ö": -4.0,
    "V": -4.0, "J": -4.0, "X": -4.5, "Y": -7.0, "Q": -8.0,
}
VOWELS = frozenset("AEIOUÄÖÜ")
_DUPLICATE = 3.0
_DUPLICATE_E = 1.5
_TRIPLE_EXTRA = 3.0
_BALANCE = 3.0
_VOWEL_SHARE = 0.4
_PAIRS: tuple[tuple[str, str, float], ...] = (("C", "H", 3.5), ("C", "K", 2.5), ("Q", "U", 6.0))


@lru_cache(maxsize=65536)
def _value_sorted(tiles: str) -> float:
    if not tiles:
        return 0.0
    counts = Counter(tiles)
    value = 0.0
    for tile, n in counts.items():
        value += SINGLE.get(tile, 0.0) * n
        if n > 1 and tile != BLANK:
            value -= (_DUPLICATE_E if tile == "E" else _DUPLICATE) * (n - 1)
            if n > 2:
                value -= _TRIPLE_EXTRA * (n - 2)
    for a, b, bonus in _PAIRS:
        if counts.get(a) and counts.get(b):
            value += bonus
    if counts.get("S") and counts.get("C") and counts.get("H"):
        value += 1.0
    letters = len(tiles) - counts.get(BLANK, 0)
    if letters >= 2:
        vowels = sum(n for t, n in counts.items() if t in VOWELS)
        off = abs(vowels - _VOWEL_SHARE * letters)
        if off > 1.0:
            value -= _BALANCE * (off - 1.0)
    return value


def leave_value(tiles: str) -> float:
    """Points the kept tiles (rack letters, ``?`` blank) are worth on top of the move score."""
    return _value_sorted("".join(sorted(tiles)))
