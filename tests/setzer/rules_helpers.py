"""Test helpers for the rules engine: a tiny greedy scripted player and game drivers (not a real AI)."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from game.lexicon import load_lexicon
from game.setzer.actions import Action, Exchange, Pass, Place
from game.setzer.board import CENTRE, SIZE
from game.setzer.game import Phase, SetzerGame
from game.setzer.tiles import BLANK


@lru_cache(maxsize=1)
def word_pool() -> tuple[tuple[str, dict[str, int]], ...]:
    """Common words of 2..5 letters with their letter counts."""
    lex = load_lexicon()
    words = sorted(w for w in lex.common.keys() if 2 <= len(w) <= 5)
    return tuple((w, Counter(w)) for w in words)


def _candidates(rack: str, extra_letters: int) -> list[str]:
    have = Counter(rack)
    blanks = have.pop(BLANK, 0)
    found = []
    for word, need in word_pool():
        short = 0
        for ch, n in need.items():
            d = n - have.get(ch, 0)
            if d > 0:
                short += d
        if short <= blanks + extra_letters:
            found.append(word)
    return found


def _tiles_for(word: str, cells: list[tuple[int, int]], game: SetzerGame, rack: str):
    """Placement laying ``word`` on ``cells`` using board letters where present, or None."""
    left = Counter(rack)
    tiles = []
    for ch, (r, c) in zip(word, cells):
        on_board = game.board.get(r, c)
        if on_board is not None:
            if on_board.upper() != ch:
                return None
            continue
        if left[ch] > 0:
            left[ch] -= 1
            tiles.append((r, c, ch))
        elif left[BLANK] > 0:
            left[BLANK] -= 1
            tiles.append((r, c, ch.lower()))
        else:
            return None
    return tuple(tiles) if tiles else None


def _all_valid(game: SetzerGame, preview) -> bool:
    # the preview names bad words only with helpful checking; the scripted player never bluffs
    return all(game.lexicon.is_valid(w.word, game.common_only) for w in preview.words)


def greedy_action(game: SetzerGame) -> Action:
    """The best-scoring placement of a short common word through one board tile, else exchange or pass."""
    player = game.current
    rack = game.racks[player]
    best = None
    best_score = -1
    if game.board.is_empty():
        for word in _candidates(rack, 0):
            for start in range(CENTRE[1] - len(word) + 1, CENTRE[1] + 1):
                cells = [(CENTRE[0], start + i) for i in range(len(word))]
                tiles = _tiles_for(word, cells, game, rack)
                if tiles is None:
                    continue
                pv = game.preview(tiles)
                if pv.ok and pv.total > best_score and _all_valid(game, pv):
                    best, best_score = tiles, pv.total
    else:
        words = _candidates(rack, 1)
        by_letter: dict[str, list[str]] = {}
        for w in words:
            for ch in set(w):
                by_letter.setdefault(ch, []).append(w)
        for r, c, tile in game.board.tiles():
            letter = tile.upper()
            for word in by_letter.get(letter, ()):
                for i, ch in enumerate(word):
                    if ch != letter:
                        continue
                    for dr, dc in ((0, 1), (1, 0)):
                        sr, sc = r - dr * i, c - dc * i
                        er, ec = sr + dr * (len(word) - 1), sc + dc * (len(word) - 1)
                        if sr < 0 or sc < 0 or er >= SIZE or ec >= SIZE:
                            continue
                        # the word must not touch tiles before its start or after its end
                        if game.board.get(sr - dr, sc - dc) is not None or game.board.get(er + dr, ec + dc) is not None:
                            continue
                        cells = [(sr + dr * k, sc + dc * k) for k in range(len(word))]
                        tiles = _tiles_for(word, cells, game, rack)
                        if tiles is None:
                            continue
                        pv = game.preview(tiles)
                        if pv.ok and pv.total > best_score and _all_valid(game, pv):
                            best, best_score = tiles, pv.total
    if best is not None:
        return Place(player, best)
    if game.exchange_allowed(len(rack)) and rack:
        return Exchange(player, rack)
    return Pass(player)


def play_out(game: SetzerGame, now: float = 0.0, step: float = 1.0, max_actions: int = 400) -> list:
    """Drive a game with greedy players until it ends; returns all events."""
    events: list = []
    for _ in range(max_actions):
        if game.phase is Phase.OVER:
            break
        now += step
        events.extend(game.apply(greedy_action(game), now))
    return events


EMPTY_ROWS = ("." * 15,) * 15


def rows_with(*words: tuple[int, int, bool, str]) -> tuple[str, ...]:
    """Board rows with words written at (row, col, horizontal, text)."""
    grid = [list(r) for r in EMPTY_ROWS]
    for r, c, horizontal, text in words:
        for i, ch in enumerate(text):
            rr, cc = (r, c + i) if horizontal else (r + i, c)
            grid[rr][cc] = ch
    return tuple("".join(row) for row in grid)


def set_position(game: SetzerGame, rows=None, racks=None, bag: str | None = None, scores=None) -> None:
    """Put a game into a hand-made position (tests only: such a game no longer replays from its seed)."""
    from game.setzer.board import Board

    if rows is not None:
        game.board = Board.from_rows(rows)
    if racks is not None:
        game.racks = list(racks)
    if bag is not None:
        game._bag._tiles = list(reversed(bag))  # next tile drawn = bag[0]
    if scores is not None:
        game.scores = list(scores)
