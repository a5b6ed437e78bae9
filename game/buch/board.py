"""The board: 7 columns of 8 tiles; removing tiles lets the rest fall."""
from __future__ import annotations

from collections.abc import Iterator

from game.buch.geometry import COLS, ROWS, Pos, cell_index
from game.buch.tiles import Tile

Move = tuple[int, Pos, Pos]


class Board:
    """Tiles by column and row (row 0 on top); ``None`` only during a refill."""

    def __init__(self, cols: list[list[Tile | None]] | None = None) -> None:
        self.cols: list[list[Tile | None]] = cols if cols is not None else [[None] * ROWS for _ in range(COLS)]

    def __getitem__(self, pos: Pos) -> Tile | None:
        col, row = pos
        return self.cols[col][row]

    def tile_at(self, pos: Pos) -> Tile | None:
        """The tile at ``(col, row)`` or None."""
        col, row = pos
        if 0 <= col < COLS and 0 <= row < ROWS:
            return self.cols[col][row]
        return None

    def place(self, tile: Tile, col: int, row: int) -> None:
        """Put a tile at a position."""
        self.cols[col][row] = tile

    def items(self) -> Iterator[tuple[Pos, Tile]]:
        """All ``((col, row), tile)`` pairs, column by column."""
        for c in range(COLS):
            for r in range(ROWS):
                t = self.cols[c][r]
                if t is not None:
                    yield (c, r), t

    def tiles(self) -> list[Tile]:
        """All tiles, column by column."""
        return [t for _, t in self.items()]

    def tokens(self) -> list[str]:
        """All tokens on the board."""
        return [t.token for _, t in self.items()]

    def find(self, tile_id: int) -> Pos | None:
        """Where the tile with ``tile_id`` lies."""
        for pos, t in self.items():
            if t.id == tile_id:
                return pos
        return None

    def remove(self, tile_ids: set[int]) -> list[Move]:
        """Take tiles out and let the rest fall; returns the moves, leaves the top slots empty."""
        moves: list[Move] = []
        for c in range(COLS):
            column = self.cols[c]
            if not any(t is not None and t.id in tile_ids for t in column):
                continue
            survivors = [(r, t) for r, t in enumerate(column) if t is not None and t.id not in tile_ids]
            gap = ROWS - len(survivors)
            new_col: list[Tile | None] = [None] * ROWS
            for i, (r, t) in enumerate(survivors):
                new_r = gap + i
                new_col[new_r] = t
                if new_r != r:
                    moves.append((t.id, (c, r), (c, new_r)))
            self.cols[c] = new_col
        return moves

    def empty_slots(self) -> list[Pos]:
        """Empty positions, column by column, top to bottom."""
        return [(c, r) for c in range(COLS) for r in range(ROWS) if self.cols[c][r] is None]

    def replace(self, pos: Pos, tile: Tile) -> None:
        """Swap the tile at ``pos`` for another (same slot)."""
        self.place(tile, *pos)

    def snapshot(self) -> tuple[tuple[tuple[str, str], ...], ...]:
        """Tokens and kinds per column (top to bottom), for logs and missed-word displays."""
        return tuple(
            tuple((t.token, t.kind.value) if t is not None else ("", "") for t in col) for col in self.cols
        )

    def copy(self) -> "Board":
        """A copy (tiles are immutable, so columns are copied shallowly)."""
        return Board([list(col) for col in self.cols])

    def flat(self) -> list[Tile | None]:
        """Tiles by flat cell index (col * ROWS + row)."""
        out: list[Tile | None] = [None] * (COLS * ROWS)
        for (c, r), t in self.items():
            out[cell_index(c, r)] = t
        return out


def board_from_spec(
    cols: list[list[str]],
    embers: list[list[int]] | None = None,
    bonus: dict[str, str] | None = None,
) -> Board:
    """Build a board from 7 lists of 8 tokens (top to bottom), ember positions and bonus tiles.

    ``bonus`` maps "col,row" to "leinen", "gold" or "kristall".  Raises ValueError.
    """
    from game.buch.tiles import LETTER_VALUES, TileKind

    if len(cols) != COLS or any(len(c) != ROWS for c in cols):
        raise ValueError(f"cols: {COLS} Spalten zu je {ROWS} Steinen erwartet")
    kinds: dict[Pos, TileKind] = {}
    for name, kind in (bonus or {}).items():
        c, r = (int(x) for x in name.split(","))
        kinds[(c, r)] = TileKind(kind)
    for c, r in embers or ():
        kinds[(int(c), int(r))] = TileKind.GLUT
    board = Board()
    next_id = 1
    for c, column in enumerate(cols):
        for r, raw in enumerate(column):
            token = raw.upper()
            if token not in LETTER_VALUES:
                raise ValueError(f"unbekannter Stein {raw!r} in Spalte {c}, Reihe {r}")
            board.place(Tile(next_id, token, kinds.get((c, r), TileKind.NORMAL)), c, r)
            next_id += 1
    return board
