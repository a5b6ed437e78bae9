"""The 15x15 sheet: an immutable grid of tiles (upper case = normal tile, lower case = blank)."""
from __future__ import annotations

from collections.abc import Iterator, Sequence

from game.setzer.tiles import LETTERS

SIZE = 15
CENTRE = (7, 7)
EMPTY = "."

# A newly placed tile: (row, col, letter), 0-based; lower-case letter = blank standing for it.
PlacedTile = tuple[int, int, str]
Placement = tuple[PlacedTile, ...]

_BOARD_CHARS = frozenset(LETTERS) | frozenset(LETTERS.lower())


class BoardError(ValueError):
    """A board text that cannot be read; ``str(err)`` is a German reason."""


def is_tile_char(char: str) -> bool:
    """True for a letter that may lie on the sheet (upper case tile, lower case blank)."""
    return char in _BOARD_CHARS


class Board:
    """A 15x15 sheet; applying tiles returns a new board (copy-on-apply)."""

    __slots__ = ("_cells", "_count")

    def __init__(self, cells: Sequence[str | None] | None = None) -> None:
        if cells is None:
            self._cells: tuple[str | None, ...] = (None,) * (SIZE * SIZE)
        else:
            if len(cells) != SIZE * SIZE:
                raise BoardError("Ein Bogen hat 15 × 15 Felder.")
            self._cells = tuple(cells)
        self._count = sum(1 for c in self._cells if c is not None)

    @classmethod
    def empty(cls) -> "Board":
        """An empty sheet."""
        return cls()

    @classmethod
    def from_rows(cls, rows: Sequence[str]) -> "Board":
        """Read 15 strings of 15 characters ('.' empty, upper-case tile, lower-case blank)."""
        if len(rows) != SIZE:
            raise BoardError(f"Ein Bogen hat 15 Zeilen, nicht {len(rows)}.")
        cells: list[str | None] = []
        for r, row in enumerate(rows):
            if not isinstance(row, str) or len(row) != SIZE:
                raise BoardError(f"Zeile {r + 1} des Bogens hat nicht 15 Felder.")
            for c, ch in enumerate(row):
                if ch == EMPTY:
                    cells.append(None)
                elif ch in _BOARD_CHARS:
                    cells.append(ch)
                else:
                    raise BoardError(f"Zeile {r + 1}, Spalte {c + 1}: unbekanntes Zeichen „{ch}“.")
        return cls(cells)

    def to_rows(self) -> tuple[str, ...]:
        """The sheet as 15 strings (inverse of ``from_rows``)."""
        cells = self._cells
        return tuple("".join(cells[r * SIZE + c] or EMPTY for c in range(SIZE)) for r in range(SIZE))

    def __getitem__(self, pos: tuple[int, int]) -> str | None:
        r, c = pos
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            raise IndexError(f"Feld ({r}, {c}) liegt nicht auf dem Bogen.")
        return self._cells[r * SIZE + c]

    def get(self, r: int, c: int) -> str | None:
        """Tile at (r, c) or None (also None outside the sheet)."""
        if 0 <= r < SIZE and 0 <= c < SIZE:
            return self._cells[r * SIZE + c]
        return None

    def letter(self, r: int, c: int) -> str | None:
        """The letter at (r, c) in upper case (a blank gives the letter it stands for), or None."""
        tile = self.get(r, c)
        return tile.upper() if tile is not None else None

    def is_empty(self) -> bool:
        """True before the first move."""
        return self._count == 0

    @property
    def tile_count(self) -> int:
        """Number of tiles on the sheet."""
        return self._count

    def tiles(self) -> Iterator[tuple[int, int, str]]:
        """All tiles on the sheet as (row, col, tile)."""
        for i, tile in enumerate(self._cells):
            if tile is not None:
                yield divmod(i, SIZE) + (tile,)

    def with_tiles(self, placement: Sequence[PlacedTile]) -> "Board":
        """A new board with the tiles added (no rule checks; squares must be empty and on the sheet)."""
        cells = list(self._cells)
        for r, c, letter in placement:
            if not (0 <= r < SIZE and 0 <= c < SIZE):
                raise BoardError(f"Feld ({r}, {c}) liegt nicht auf dem Bogen.")
            if cells[r * SIZE + c] is not None:
                raise BoardError(f"Feld ({r}, {c}) ist schon belegt.")
            cells[r * SIZE + c] = letter
        return Board(cells)

    def without_tiles(self, squares: Sequence[tuple[int, int]] | Sequence[PlacedTile]) -> "Board":
        """A new board with the given squares emptied (used to withdraw a challenged move)."""
        cells = list(self._cells)
        for square in squares:
            r, c = square[0], square[1]
            cells[r * SIZE + c] = None
        return Board(cells)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._cells == other._cells

    def __hash__(self) -> int:
        return hash(self._cells)

    def __repr__(self) -> str:
        return "Board(\n  " + "\n  ".join(self.to_rows()) + "\n)"
