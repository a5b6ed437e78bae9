"""Board geometry: 7 columns of 8 rows, odd columns sit half a tile lower.

Coordinates are ``(col, row)`` with col 0..6 left to right and row 0..7 top
to bottom.  A tile's centre lies at height ``row + 0.5 * (col % 2)``, so a tile
touches the tiles above and below it and, in each neighbouring column, the two
tiles whose centres are half a row higher or lower:

* even column ``c``: ``(c±1, row-1)`` and ``(c±1, row)``
* odd column ``c``:  ``(c±1, row)`` and ``(c±1, row+1)``
"""
from __future__ import annotations

COLS = 7
ROWS = 8
CELLS = COLS * ROWS

Pos = tuple[int, int]


def on_board(pos: object) -> bool:
    """Whether ``pos`` is a valid ``(col, row)`` pair on the board."""
    if not isinstance(pos, (tuple, list)) or len(pos) != 2:
        return False
    col, row = pos
    if type(col) is not int or type(row) is not int:
        return False
    return 0 <= col < COLS and 0 <= row < ROWS


def centre(col: int, row: int) -> tuple[float, float]:
    """Centre of a tile in tile units (x = col, y = row + half a tile for odd columns)."""
    return float(col), row + 0.5 * (col % 2)


def _neighbours(col: int, row: int) -> tuple[Pos, ...]:
    result: list[Pos] = []
    for dr in (-1, 1):
        if 0 <= row + dr < ROWS:
            result.append((col, row + dr))
    side_rows = (row - 1, row) if col % 2 == 0 else (row, row + 1)
    for dc in (-1, 1):
        c = col + dc
        if 0 <= c < COLS:
            for r in side_rows:
                if 0 <= r < ROWS:
                    result.append((c, r))
    return tuple(result)


NEIGHBOURS: dict[Pos, tuple[Pos, ...]] = {(c, r): _neighbours(c, r) for c in range(COLS) for r in range(ROWS)}


def neighbours(col: int, row: int) -> tuple[Pos, ...]:
    """The up to six tiles touching ``(col, row)``."""
    return NEIGHBOURS[(col, row)]


def are_adjacent(a: Pos, b: Pos) -> bool:
    """Whether two board positions touch."""
    return tuple(b) in NEIGHBOURS.get(tuple(a), ())  # type: ignore[arg-type]


def cell_index(col: int, row: int) -> int:
    """Flat index of a position (column-major: col * ROWS + row)."""
    return col * ROWS + row


def cell_pos(index: int) -> Pos:
    """Inverse of ``cell_index``."""
    return divmod(index, ROWS)


NEIGHBOUR_INDEX: tuple[tuple[int, ...], ...] = tuple(
    tuple(cell_index(*p) for p in NEIGHBOURS[cell_pos(i)]) for i in range(CELLS)
)
