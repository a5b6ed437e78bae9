"""Premium squares: the classic 15x15 layout and seeded mirror-symmetric random layouts."""
from __future__ import annotations

import random
from enum import Enum

SIZE = 15
CENTRE = (7, 7)


class Premium(Enum):
    """A square's premium; ``letter`` and ``word`` are the multipliers."""

    NONE = "."
    DL = "b"  # Buchstabe x2
    TL = "B"  # Buchstabe x3
    DW = "w"  # Wort x2 (also the centre star)
    TW = "W"  # Wort x3

    @property
    def letter(self) -> int:
        return {"b": 2, "B": 3}.get(self.value, 1)

    @property
    def word(self) -> int:
        return {"w": 2, "W": 3}.get(self.value, 1)

    @property
    def label(self) -> str:
        """Short German label shown on the square."""
        return {"b": "2B", "B": "3B", "w": "2W", "W": "3W"}.get(self.value, "")


CLASSIC_TEXT = (
    "W..b...W...b..W",
    ".w...B...B...w.",
    "..w...b.b...w..",
    "b..w...b...w..b",
    "....w.....w....",
    ".B...B...B...B.",
    "..b...b.b...b..",
    "W..b...w...b..W",
    "..b...b.b...b..",
    ".B...B...B...B.",
    "....w.....w....",
    "b..w...b...w..b",
    "..w...b.b...w..",
    ".w...B...B...w.",
    "W..b...W...b..W",
)

Layout = tuple[tuple[Premium, ...], ...]


def parse_layout(rows: tuple[str, ...] | list[str]) -> Layout:
    """A layout from 15 strings of premium codes (``. b B w W``)."""
    if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
        raise ValueError("Ein Prämienplan braucht 15 Zeilen zu 15 Feldern.")
    return tuple(tuple(Premium(c) for c in row) for row in rows)


CLASSIC: Layout = parse_layout(CLASSIC_TEXT)


def layout_text(layout: Layout) -> tuple[str, ...]:
    """The layout as 15 strings (for saving and tests)."""
    return tuple("".join(p.value for p in row) for row in layout)
