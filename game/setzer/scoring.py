"""Scoring a placement: main word plus every new cross word, premiums under new tiles only, 50 for seven."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.setzer.board import SIZE, Board, PlacedTile
from game.setzer.premiums import Layout
from game.setzer.tiles import BINGO_BONUS, RACK_SIZE, TILE_VALUES


@dataclass(frozen=True)
class WordScore:
    """One word formed by a move: its letters (upper case), points, start square and direction."""

    word: str
    score: int
    row: int
    col: int
    horizontal: bool


@dataclass(frozen=True)
class MoveScore:
    """The breakdown of a move: the words (main word first), the bingo bonus and the total."""

    words: tuple[WordScore, ...]
    bingo: int
    total: int


def _value(tile: str) -> int:
    # lower case = blank: worth nothing
    return TILE_VALUES.get(tile, 0)


def _layout_multipliers(layout: Layout) -> tuple[tuple[int, ...], tuple[int, ...]]:
    cached = _MULT_CACHE.get(id(layout))
    if cached is not None and cached[0] is layout:
        return cached[1], cached[2]
    letter = tuple(p.letter for row in layout for p in row)
    word = tuple(p.word for row in layout for p in row)
    _MULT_CACHE[id(layout)] = (layout, letter, word)
    return letter, word


_MULT_CACHE: dict[int, tuple[Layout, tuple[int, ...], tuple[int, ...]]] = {}


def placement_direction(board: Board, placement: Sequence[PlacedTile]) -> bool | None:
    """True if the main word runs horizontally, False if vertically, None if the tiles share no line.

    A single tile counts as horizontal when it has a horizontal neighbour, else vertical.
    """
    if not placement:
        return None
    rows = {t[0] for t in placement}
    cols = {t[1] for t in placement}
    if len(placement) == 1:
        r, c, _ = placement[0]
        return board.get(r, c - 1) is not None or board.get(r, c + 1) is not None or (
            board.get(r - 1, c) is None and board.get(r + 1, c) is None)
    if len(rows) == 1:
        return True
    if len(cols) == 1:
        return False
    return None


def _word_at(cells: list[str | None], new: dict[int, str], letter_mult: tuple[int, ...],
             word_mult: tuple[int, ...], r: int, c: int, horizontal: bool) -> WordScore | None:
    """The word through (r, c) in the direction, scored; None if it has fewer than two letters."""
    dr, dc = (0, 1) if horizontal else (1, 0)
    # walk back to the start
    sr, sc = r, c
    while True:
        pr, pc = sr - dr, sc - dc
        if pr < 0 or pc < 0 or cells[pr * SIZE + pc] is None:
            break
        sr, sc = pr, pc
    letters = []
    base = 0
    mult = 1
    cr, cc = sr, sc
    while cr < SIZE and cc < SIZE:
        idx = cr * SIZE + cc
        tile = cells[idx]
        if tile is None:
            break
        if idx in new:
            base += _value(tile) * letter_mult[idx]
            mult *= word_mult[idx]
        else:
            base += _value(tile)
        letters.append(tile)
        cr, cc = cr + dr, cc + dc
    if len(letters) < 2:
        return None
    return WordScore("".join(letters).upper(), base * mult, sr, sc, horizontal)


def score_placement(board: Board, layout: Layout, placement: Sequence[PlacedTile]) -> MoveScore:
    """Score new tiles on ``board`` (squares assumed empty, tiles in one line without gaps).

    Counts the main word and every cross word of two or more letters; letter and
    word premiums count only under the new tiles; blanks are worth 0; placing all
    seven tiles adds 50. Tiles that share no line give no words.
    """
    horizontal = placement_direction(board, placement)
    if horizontal is None:
        return MoveScore((), 0, 0)
    letter_mult, word_mult = _layout_multipliers(layout)
    cells = list(board._cells)  # noqa: SLF001 - same package, hot path
    new: dict[int, str] = {}
    for r, c, letter in placement:
        idx = r * SIZE + c
        cells[idx] = letter
        new[idx] = letter
    words: list[WordScore] = []
    r0, c0, _ = placement[0]
    main = _word_at(cells, new, letter_mult, word_mult, r0, c0, horizontal)
    if main is not None:
        words.append(main)
    for r, c, _ in placement:
        cross = _word_at(cells, new, letter_mult, word_mult, r, c, not horizontal)
        if cross is not None:
            words.append(cross)
    bingo = BINGO_BONUS if len(placement) == RACK_SIZE else 0
    return MoveScore(tuple(words), bingo, sum(w.score for w in words) + bingo)


def rest_value(rack: str) -> int:
    """Sum of the tile values left on a rack (blanks 0)."""
    return sum(TILE_VALUES.get(t, 0) for t in rack)
