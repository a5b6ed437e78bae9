"""Keyboard play: every path on the board that spells the typed letters."""
from __future__ import annotations

from game.buch.geometry import NEIGHBOURS

MAX_PATHS = 40


def paths_for_typed(board, typed: str) -> list[tuple[tuple[int, int], ...]]:
    """Paths of touching tiles whose tokens spell ``typed`` (QU tiles match "QU"), at most 40."""
    typed = typed.upper()
    cells = {pos: tile.token for pos, tile in board.items()}
    out: list[tuple[tuple[int, int], ...]] = []

    def walk(pos, i: int, path: list) -> None:
        if len(out) >= MAX_PATHS:
            return
        token = cells.get(pos)
        if token is None or not typed.startswith(token, i) or pos in path:
            return
        path.append(pos)
        j = i + len(token)
        if j == len(typed):
            out.append(tuple(path))
        else:
            for nb in NEIGHBOURS[pos]:
                walk(nb, j, path)
        path.pop()

    for pos in cells:
        walk(pos, 0, [])
    return out
