"""The standard German tile set (102 tiles, 2 blanks) and letter values."""
from __future__ import annotations

BLANK = "?"
RACK_SIZE = 7
BINGO_BONUS = 50

# value -> letters with their counts (see shared/README.md)
_TABLE: dict[int, dict[str, int]] = {
    0: {BLANK: 2},
    1: {"E": 15, "N": 9, "S": 7, "I": 6, "R": 6, "T": 6, "U": 6, "A": 5, "D": 4},
    2: {"H": 4, "G": 3, "L": 3, "O": 3},
    3: {"M": 4, "B": 2, "W": 1, "Z": 1},
    4: {"C": 2, "F": 2, "K": 2, "P": 1},
    6: {"Ä": 1, "J": 1, "Ü": 1, "V": 1},
    8: {"Ö": 1, "X": 1},
    10: {"Q": 1, "Y": 1},
}

TILE_VALUES: dict[str, int] = {letter: value for value, row in _TABLE.items() for letter in row}
TILE_COUNTS: dict[str, int] = {letter: count for row in _TABLE.values() for letter, count in row.items()}
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"

assert sum(TILE_COUNTS.values()) == 102


def tile_value(tile: str) -> int:
    """Value of a tile: an upper-case letter, ``?`` for a blank, or a lower-case letter for a placed blank."""
    if tile == BLANK or tile.islower():
        return 0
    return TILE_VALUES[tile]


def full_bag() -> list[str]:
    """All 102 tiles in a fixed order (shuffle with a seeded generator)."""
    return [letter for letter in sorted(TILE_COUNTS, key=lambda t: (t != BLANK, t)) for _ in range(TILE_COUNTS[letter])]
