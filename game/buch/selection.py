"""Building a path by tapping or dragging: extend, truncate at an inner tile, submit on the last.

Pure helpers for the scene: they only look at positions, the engine judges the word.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from game.buch.geometry import Pos, are_adjacent, on_board


class TapResult(enum.Enum):
    """What a tap did to the selection."""

    STARTED = "started"
    EXTENDED = "extended"
    TRUNCATED = "truncated"
    SUBMIT = "submit"
    IGNORED = "ignored"


@dataclass(frozen=True)
class Tapped:
    """The new path and what happened."""

    path: tuple[Pos, ...]
    result: TapResult


def tap(path: tuple[Pos, ...], pos: Pos) -> Tapped:
    """Tap mode: a touching tile extends, an inner tile truncates there, the last tile again submits.

    A tile that does not touch the end starts a new path.
    """
    pos = tuple(pos)  # type: ignore[assignment]
    if not on_board(pos):
        return Tapped(path, TapResult.IGNORED)
    if path and pos == path[-1]:
        return Tapped(path, TapResult.SUBMIT)
    if pos in path:
        return Tapped(path[: path.index(pos) + 1], TapResult.TRUNCATED)
    if path and are_adjacent(path[-1], pos):
        return Tapped(path + (pos,), TapResult.EXTENDED)
    return Tapped((pos,), TapResult.STARTED)


def drag(path: tuple[Pos, ...], pos: Pos) -> tuple[Pos, ...]:
    """Drag mode: moving onto a touching free tile extends, back onto an earlier tile truncates.

    Anything else (a far tile, the same tile) leaves the path as it is.
    """
    pos = tuple(pos)  # type: ignore[assignment]
    if not on_board(pos):
        return path
    if not path:
        return (pos,)
    if pos == path[-1]:
        return path
    if pos in path:
        return path[: path.index(pos) + 1]
    if are_adjacent(path[-1], pos):
        return path + (pos,)
    return path


def paths_for_text(board, text: str, limit: int = 20) -> list[tuple[Pos, ...]]:
    """Paths on ``board`` that spell ``text`` (typed letters, upper case; QU may be one tile).

    For keyboard play: the scene highlights these while the player types.
    """
    from game.buch.geometry import COLS, NEIGHBOURS, ROWS

    text = text.upper().replace("ß", "SS")
    found: list[tuple[Pos, ...]] = []
    if not text:
        return found

    def walk(path: list[Pos], rest: str) -> None:
        if len(found) >= limit:
            return
        if not rest:
            found.append(tuple(path))
            return
        for nb in NEIGHBOURS[path[-1]]:
            if nb in path:
                continue
            tile = board[nb]
            if tile is not None and rest.startswith(tile.token):
                path.append(nb)
                walk(path, rest[len(tile.token):])
                path.pop()

    for c in range(COLS):
        for r in range(ROWS):
            tile = board[(c, r)]
            if tile is not None and text.startswith(tile.token):
                walk([(c, r)], text[len(tile.token):])
    return found
