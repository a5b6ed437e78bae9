"""Shared helpers for the Speedbuch tests: boards from text, games with a fixed position."""
from __future__ import annotations

from game.buch.board import Board, board_from_spec
from game.buch.game import BuchGame
from game.buch.rules import BuchMode
from game.lexicon import load_lexicon

FILL = "X"


def lexicon():
    """The built lexicon (cached by the loader)."""
    return load_lexicon()


def board(words: dict[int, str] | None = None, fill: str = FILL, embers=(), bonus=None, cells=None) -> Board:
    """A board of ``fill`` tiles with ``words`` written down columns (col -> tokens top-down, "Q" = QU).

    ``cells`` maps (col, row) to a token for single tiles.
    """
    cols = [[fill] * 8 for _ in range(7)]
    for col, text in (words or {}).items():
        tokens = ["QU" if ch == "Q" else ch for ch in text]
        for row, token in enumerate(tokens):
            cols[col][row] = token
    for (c, r), token in (cells or {}).items():
        cols[c][r] = token
    return board_from_spec(cols, [list(e) for e in embers], bonus)


def game_with(b: Board, mode: BuchMode = BuchMode.ENDLOS, seed: int = 1, **kw) -> BuchGame:
    """A game of ``mode`` whose board is replaced by ``b``."""
    game = BuchGame(mode, seed, lexicon(), **kw)
    game.load_position(b)
    return game


def column_path(col: int, start: int, length: int) -> tuple[tuple[int, int], ...]:
    """A straight path down one column."""
    return tuple((col, r) for r in range(start, start + length))
