"""Speedbuch tiles: tokens, letter values, tile kinds.

A token is one letter A–Z (never a lone Q), Ä, Ö, Ü, or "QU" (one tile that
stands for Q and U and counts as two letters).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

LETTER_VALUES: dict[str, int] = {}
for _value, _letters in (
    (10, "ENRTSIA"), (15, "LHGUDO"), (20, "CBMKF"), (25, "PZW"), (30, "VÄÜ"), (40, "ÖYJ"), (50, "X"),
):
    for _c in _letters:
        LETTER_VALUES[_c] = _value
LETTER_VALUES["QU"] = 50

TOKENS: tuple[str, ...] = tuple(LETTER_VALUES)
VOWELS = frozenset("AEIOUÄÖÜ")
UMLAUTS = frozenset("ÄÖÜ")
HEAVY_VALUE = 30


def token_letters(token: str) -> int:
    """How many letters a token counts for (QU = 2)."""
    return len(token)


def token_value(token: str) -> int:
    """Point value of a token."""
    return LETTER_VALUES[token]


def display_token(token: str) -> str:
    """How the tile shows its token ("Qu" for QU)."""
    return "Qu" if token == "QU" else token


class TileKind(enum.Enum):
    """What a tile is besides its letter."""

    NORMAL = "normal"
    LEINEN = "leinen"
    GOLD = "gold"
    KRISTALL = "kristall"
    GLUT = "glut"


BONUS_PERCENT: dict[TileKind, int] = {TileKind.LEINEN: 25, TileKind.GOLD: 50, TileKind.KRISTALL: 100}
BONUS_NAMES: dict[TileKind, str] = {
    TileKind.LEINEN: "Leinen",
    TileKind.GOLD: "Goldschnitt",
    TileKind.KRISTALL: "Bergkristall",
    TileKind.GLUT: "Glut",
    TileKind.NORMAL: "Stein",
}
EMBER_POINTS = 50


def bonus_kind_for(letters: int) -> TileKind | None:
    """The bonus tile a word of ``letters`` letters creates (5–6 Leinen, 7–8 Gold, 9+ Kristall)."""
    if letters >= 9:
        return TileKind.KRISTALL
    if letters >= 7:
        return TileKind.GOLD
    if letters >= 5:
        return TileKind.LEINEN
    return None


@dataclass(frozen=True)
class Tile:
    """One stone on the board; ``id`` stays the same while the tile exists."""

    id: int
    token: str
    kind: TileKind = TileKind.NORMAL

    @property
    def value(self) -> int:
        """Point value of the letter."""
        return LETTER_VALUES[self.token]

    @property
    def letters(self) -> int:
        """Letters the tile counts for."""
        return len(self.token)

    @property
    def is_ember(self) -> bool:
        """Whether this is a Glut tile."""
        return self.kind is TileKind.GLUT

    @property
    def bonus_percent(self) -> int:
        """Bonus percentage the tile adds to a word."""
        return BONUS_PERCENT.get(self.kind, 0)
