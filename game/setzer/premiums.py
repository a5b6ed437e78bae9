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


# --- Zufallsprämien -------------------------------------------------------

def _symmetry_orbit(r: int, c: int) -> tuple[tuple[int, int], ...]:
    """The squares that (r, c) maps to under both mirror axes and the diagonal (the classic's symmetry)."""
    m = SIZE - 1
    images = set()
    for a, b in ((r, c), (c, r)):
        for x in (a, m - a):
            for y in (b, m - b):
                images.add((x, y))
    return tuple(sorted(images))


def _orbits() -> list[tuple[tuple[int, int], ...]]:
    """All symmetry orbits except the centre, one per square of the fundamental triangle."""
    half = SIZE // 2
    return [_symmetry_orbit(r, c) for r in range(half + 1) for c in range(r, half + 1) if (r, c) != (half, half)]


def premium_counts(layout: Layout) -> dict[Premium, int]:
    """How many squares of each premium kind a layout has."""
    counts = {p: 0 for p in Premium}
    for row in layout:
        for p in row:
            counts[p] += 1
    return counts


def _has_adjacent_premiums(grid: list[list[Premium]]) -> bool:
    for r in range(SIZE):
        for c in range(SIZE):
            if grid[r][c] is Premium.NONE:
                continue
            if (c + 1 < SIZE and grid[r][c + 1] is not Premium.NONE) or (
                    r + 1 < SIZE and grid[r + 1][c] is not Premium.NONE):
                return True
    return False


def _on_star_lines(r: int, c: int) -> bool:
    """True for squares of the centre row/column that a first move of up to seven tiles can reach."""
    half = SIZE // 2
    return (r == half and 0 < abs(c - half) < half) or (c == half and 0 < abs(r - half) < half)


def random_layout(seed: int) -> Layout:
    """A "Zufallsprämien" layout reproducible from the game seed.

    Same number of squares of each kind as the classic layout, centre star
    Wort x2, symmetric under both mirror axes and the diagonal like the
    classic, and (like the classic) no two premium squares side by side and no
    word premium besides the star within reach of the first move.
    """
    rng = random.Random(f"zufallspraemien:{seed}")
    targets = premium_counts(CLASSIC)
    targets[Premium.DW] -= 1  # the centre star is fixed
    kinds = (Premium.TW, Premium.DW, Premium.TL, Premium.DL)
    orbits = _orbits()
    for _attempt in range(10_000):
        grid = [[Premium.NONE] * SIZE for _ in range(SIZE)]
        grid[CENTRE[0]][CENTRE[1]] = Premium.DW
        free = orbits[:]
        rng.shuffle(free)
        ok = True
        for kind in kinds:
            need = targets[kind]
            for orbit in list(free):
                if need == 0:
                    break
                if len(orbit) > need:
                    continue
                if kind.word > 1 and any(_on_star_lines(r, c) for r, c in orbit):
                    continue
                if any(grid[r + dr][c + dc] is not Premium.NONE
                       for r, c in orbit for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                       if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE):
                    continue
                for r, c in orbit:
                    grid[r][c] = kind
                free.remove(orbit)
                need -= len(orbit)
            if need:
                ok = False
                break
        if ok and not _has_adjacent_premiums(grid):
            return tuple(tuple(row) for row in grid)
    raise RuntimeError("Kein Zufallsprämienplan gefunden.")  # pragma: no cover - never happens in practice


def layout_for(mode_is_random: bool, seed: int) -> Layout:
    """The classic layout, or the seeded random one."""
    return random_layout(seed) if mode_is_random else CLASSIC
