"""The computer players leicht, normal and stark, and the bulb hint (no pygame).

Every player turns a ``GameView`` (what that seat may see) into an action.
``think(view, rng)`` is a generator that yields between chunks of work (move
generation per row or column, each look-ahead reply) and returns the action,
so the table can keep drawing; ``choose_action`` drains it at once.  All
randomness comes from the ``random.Random`` passed in, so a seed gives the
same moves every time.

* leicht: only "gängige" words; prefers short words and few tiles and picks,
  weighted by chance, among the good moves of that kind - rarely the best one.
* normal: only "gängige" words; the move with the highest score.
* stark: the table's word list; move score plus the value of the tiles kept
  (``game.setzer.leave``).  Once the box is empty and a single opponent holds
  all unseen tiles, it looks one reply ahead: for its best candidates it
  computes the opponent's best answer on the new sheet with the now known
  rack, counts going out (and the opponent's rest it then collects) and the
  tiles it would be left holding when the opponent goes out.  With more
  opponents and an empty box it plays score minus the value of the tiles
  it keeps.  It exchanges when keeping the best part of its rack is worth
  clearly more than the best move.

Without any move a player exchanges (if the table's rule allows it now) or
passes.  ``hint_move`` (the bulb) is stark's move for a rack.

Measured with ``tools/selfplay.py`` over 200 seeded games (both seat orders):
stark beats normal 96 %, normal beats leicht 96 %; stark's thinking time per
move has a 95th percentile of about 0.03 s.
"""
from __future__ import annotations

import heapq
import itertools
import random
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.setzer.actions import Exchange, Pass, Place
from game.setzer.config import ExchangeRule, Level
from game.setzer.leave import leave_value
from game.setzer.movegen import Move, MoveSet, WordGraph, graph_for, move_job, record_rack_tiles
from game.setzer.premiums import Layout
from game.setzer.tiles import BLANK, RACK_SIZE, TILE_VALUES

if TYPE_CHECKING:
    from game.lexicon import Lexicon
    from game.setzer.actions import Action
    from game.setzer.game import SetzerGame

__all__ = [
    "ComputerPlayer",
    "GameView",
    "ThinkJob",
    "hint_move",
    "make_player",
    "view_for",
]

Think = Generator[None, None, "Action"]


@dataclass(frozen=True)
class GameView:
    """What one seat knows at its turn."""

    player: int
    rows: tuple[str, ...]
    layout: Layout
    rack: str
    bag_count: int
    unseen: str  # box plus the other racks, sorted
    scores: tuple[int, ...]
    exchange_rule: ExchangeRule
    common_only: bool  # the table's word list
    seat_count: int = 2

    def can_exchange(self, count: int) -> bool:
        """Whether exchanging ``count`` tiles is allowed now."""
        if count < 1 or self.exchange_rule is ExchangeRule.NIE:
            return False
        if self.exchange_rule is ExchangeRule.AB_7:
            return self.bag_count >= RACK_SIZE
        return self.bag_count >= count


def view_for(game: "SetzerGame", player: int | None = None) -> GameView:
    """The view of ``player`` (default: the player to move) of a running game."""
    who = game.current if player is None else player
    return GameView(
        player=who,
        rows=game.board.to_rows(),
        layout=game.layout,
        rack=game.racks[who],
        bag_count=game.bag_count,
        unseen=game.unseen_tiles(who),
        scores=tuple(game.scores),
        exchange_rule=game.config.exchange,
        common_only=game.common_only,
        seat_count=game.seat_count,
    )


def _rest(tiles: str) -> int:
    return sum(TILE_VALUES.get(t, 0) for t in tiles)


def _without(rack: str, used: str) -> str:
    rest = list(rack)
    for t in used:
        rest.remove(t)
    return "".join(rest)


def _search(graph: WordGraph, rows: tuple[str, ...], rack: str, layout: Layout) -> Generator[None, None, MoveSet]:
    """Run a move search in chunks (one yield per row or column)."""
    job = move_job(graph, rows, rack, layout)
    while not job.step():
        yield
    assert job.result is not None
    return job.result


def _best_exchange(rack: str) -> str:
    """The tiles to give back: the subset whose kept rest has the best leave value."""
    best_keep = ""
    best_value = leave_value("")
    seen = set()
    for n in range(1, len(rack)):
        for keep in itertools.combinations(sorted(rack), n):
            key = "".join(keep)
            if key in seen:
                continue
            seen.add(key)
            value = leave_value(key)
            if value > best_value:
                best_value, best_keep = value, key
    return _without(rack, best_keep)


def _apply(rows: Sequence[str], tiles: Sequence[tuple[int, int, str]]) -> tuple[str, ...]:
    grid = [list(r) for r in rows]
    for r, c, letter in tiles:
        grid[r][c] = letter
    return tuple("".join(r) for r in grid)


class ComputerPlayer:
    """Base class: a level, a word graph and the fallback when no move is worth playing."""

    level: Level

    def __init__(self, lexicon: "Lexicon", common_only: bool) -> None:
        self.lexicon = lexicon
        self.common_only = common_only

    def graph_for_view(self, view: GameView) -> WordGraph:
        """The word graph this player searches for a table."""
        return graph_for(self.lexicon, self.common_only)

    def think(self, view: GameView, rng: random.Random) -> Think:
        """Resumable decision: yields between chunks of work, returns the action."""
        raise NotImplementedError

    def choose_action(self, view: GameView, rng: random.Random) -> "Action":
        """Decide at once."""
        gen = self.think(view, rng)
        try:
            while True:
                next(gen)
        except StopIteration as stop:
            return stop.value

    def fallback(self, view: GameView) -> "Action":
        """Exchange everything if allowed, else pass."""
        if view.rack and view.can_exchange(len(view.rack)):
            return Exchange(view.player, view.rack)
        return Pass(view.player)


class NormalPlayer(ComputerPlayer):
    """Common words only, the highest-scoring move."""

    level = Level.NORMAL

    def __init__(self, lexicon: "Lexicon") -> None:
        super().__init__(lexicon, True)

    def think(self, view: GameView, rng: random.Random) -> Think:
        """Highest score; ties broken by the sorted tiles (deterministic)."""
        result = yield from _search(self.graph_for_view(view), view.rows, view.rack, view.layout)
        if not len(result):
            return self.fallback(view)
        move = result.best(1)[0]
        return Place(view.player, move.tiles)


class EasyPlayer(ComputerPlayer):
    """Common words only, short words, a human-like pick among the good moves of that kind."""

    level = Level.LEICHT
    MAX_WORD = 5
    MAX_TILES = 4
    POOL = 8
    # weights by rank among the pool: the best move is picked only now and then
    WEIGHTS = (1.0, 3.0, 3.0, 3.0, 2.5, 2.0, 1.5, 1.0)

    def __init__(self, lexicon: "Lexicon") -> None:
        super().__init__(lexicon, True)

    def think(self, view: GameView, rng: random.Random) -> Think:
        """Pick among the top short moves, each at least half as good as the best short one."""
        result = yield from _search(self.graph_for_view(view), view.rows, view.rack, view.layout)
        if not len(result):
            return self.fallback(view)
        info = result.info
        short = [r for r in result.records
                 if len(r[2]) <= self.MAX_WORD and len(record_rack_tiles(info, r)) <= self.MAX_TILES]
        pool_source = short or result.records
        top = heapq.nlargest(self.POOL * 3, pool_source, key=lambda r: (r[0], r[1], r[2]))
        # one entry per distinct score keeps the pick from being a coin toss between equal moves
        pool: list = []
        seen_scores: set[int] = set()
        for rec in top:
            if rec[0] not in seen_scores:
                seen_scores.add(rec[0])
                pool.append(rec)
            if len(pool) == self.POOL:
                break
        floor = pool[0][0] / 2
        pool = [r for r in pool if r[0] >= floor]
        weights = self.WEIGHTS[:len(pool)]
        choice = rng.choices(pool, weights=weights, k=1)[0]
        return Place(view.player, result.move(choice).tiles)


class StrongPlayer(ComputerPlayer):
    """The table's words; score plus leave value; a look-ahead once the box is empty."""

    level = Level.STARK
    LOOKAHEAD = 12  # candidates checked against the opponent's reply in the end game
    EXCHANGE_MARGIN = 6.0  # an exchange must beat the best move's equity by this much

    def __init__(self, lexicon: "Lexicon", use_leave: bool = True, lookahead: bool = True) -> None:
        super().__init__(lexicon, False)
        # both switches exist for measuring what they are worth (tools/selfplay.py "stark-gierig")
        self.use_leave = use_leave
        self.lookahead = lookahead

    def graph_for_view(self, view: GameView) -> WordGraph:
        """The table's word list."""
        return graph_for(self.lexicon, view.common_only)

    def think(self, view: GameView, rng: random.Random) -> Think:
        """Best equity; in the end game a one-reply look-ahead."""
        action, _ = yield from self.decide(view)
        return action

    def decide(self, view: GameView) -> Generator[None, None, tuple["Action", Move | None]]:
        """The action and, for a placement, its Move (resumable like ``think``)."""
        graph = self.graph_for_view(view)
        result = yield from _search(graph, view.rows, view.rack, view.layout)
        endgame = view.bag_count == 0
        if endgame and view.seat_count == 2 and len(result) and self.lookahead:
            move = yield from self._endgame(graph, view, result)
            return Place(view.player, move.tiles), move
        ranked = yield from self.ranked_steps(view, result, 1)
        best_equity = ranked[0][0] if ranked else None
        exchange = self._exchange_option(view) if self.use_leave else None
        if not ranked and exchange is None:
            return self.fallback(view), None
        if exchange is not None and (best_equity is None or exchange[0] > best_equity + self.EXCHANGE_MARGIN):
            return Exchange(view.player, exchange[1]), None
        if not ranked:
            return Pass(view.player), None
        move = result.move(ranked[0][1])
        return Place(view.player, move.tiles), move

    def ranked(self, view: GameView, result: MoveSet, n: int) -> list[tuple[float, tuple]]:
        """The ``n`` best records by score plus leave value: (equity, record)."""
        gen = self.ranked_steps(view, result, n)
        try:
            while True:
                next(gen)
        except StopIteration as stop:
            return stop.value

    def ranked_steps(self, view: GameView, result: MoveSet,
                     n: int) -> Generator[None, None, list[tuple[float, tuple]]]:
        """``ranked`` as a resumable job (yields every couple of thousand moves, sooner when many leaves are valued)."""
        rack = view.rack
        info = result.info
        # near the end the tiles kept matter less: fewer turns left to use them
        weight = 1.0 if view.bag_count >= RACK_SIZE else 0.5 if view.bag_count > 0 else 0.0
        if not self.use_leave:
            weight = 0.0
        cache: dict[str, float] = {}
        scored = []
        work = 0  # records plus 40 per leave valued: a chunk stays near a millisecond (the table thinks ~3 ms a frame)
        for rec in result.records:
            work += 1
            if work >= 2048:
                work = 0
                yield
            used = record_rack_tiles(info, rec)
            lv = cache.get(used)
            if lv is None:
                work += 40
                left = _without(rack, used)
                if weight:
                    lv = weight * leave_value(left)
                elif view.bag_count == 0 and self.use_leave:
                    lv = -float(_rest(left))  # box empty: tiles still held may be stuck at the end
                else:
                    lv = 0.0
                cache[used] = lv
            scored.append((rec[0] + lv, rec))
        return heapq.nlargest(n, scored, key=lambda e: (e[0], e[1][0], e[1][1], e[1][2]))

    def _exchange_option(self, view: GameView) -> tuple[float, str] | None:
        tiles = _best_exchange(view.rack) if view.rack else ""
        if not tiles or not view.can_exchange(len(tiles)):
            return None
        return leave_value(_without(view.rack, tiles)), tiles

    def _endgame(self, graph: WordGraph, view: GameView, result: MoveSet) -> Generator[None, None, Move]:
        """Box empty, one opponent: its rack is the unseen tiles; check its best reply to our best moves."""
        opponent = view.unseen
        my_rack = view.rack
        # each reply search costs more when the opponent holds blanks: look at fewer candidates then
        scale = (1.0, 0.5, 0.25)[min(2, opponent.count(BLANK))]
        order = lambda r: (r[0], r[1], r[2])  # noqa: E731 - score first, then a fixed tie-break
        candidates = heapq.nlargest(max(3, int(self.LOOKAHEAD * scale)), result.records, key=order)
        # the best moves that go out, the best by score, and a few that shed the costliest tiles
        outs = heapq.nlargest(max(2, int(8 * scale)),
                              (r for r in result.records if len(record_rack_tiles(result.info, r)) == len(my_rack)),
                              key=order)
        shed = heapq.nlargest(max(1, int(4 * scale)), result.records,
                              key=lambda r: (_rest(record_rack_tiles(result.info, r)), r[0], r[1], r[2]))
        pool = list(dict.fromkeys(outs + candidates + shed))
        best: tuple[float, Move] | None = None
        opp_rest = _rest(opponent)
        for rec in pool:
            move = result.move(rec)
            used = record_rack_tiles(result.info, rec)
            left = _without(my_rack, used)
            if not left:
                value = move.score + 2 * opp_rest
            else:
                reply = yield from _search(graph, _apply(view.rows, move.tiles), opponent, view.layout)
                value = move.score - self._reply_value(reply, opponent, left)
            key = (value, move.score, move.tiles)
            if best is None or key > (best[0], best[1].score, best[1].tiles):
                best = (value, move)
        assert best is not None
        return best[1]

    @staticmethod
    def _reply_value(reply: MoveSet, opponent: str, my_left: str) -> float:
        """What the opponent's best answer is worth to them (going out collects our rest twice over)."""
        my_rest = _rest(my_left)
        best = -float(my_rest)  # no move: the opponent passes and we still hold our tiles
        info = reply.info
        for rec in reply.records:
            value = rec[0]
            if len(record_rack_tiles(info, rec)) == len(opponent):
                value += 2 * my_rest
            else:
                value += 0.5 * my_rest  # we may get stuck with them later
            if value > best:
                best = value
        return best


_CLASSES = {Level.LEICHT: EasyPlayer, Level.NORMAL: NormalPlayer, Level.STARK: StrongPlayer}


def make_player(level: Level, lexicon: "Lexicon") -> ComputerPlayer:
    """A computer player of the given level."""
    return _CLASSES[level](lexicon)


class ThinkJob:
    """A computer decision drained by the UI: ``step()`` until True, then read ``action``."""

    def __init__(self, player: ComputerPlayer, view: GameView, rng: random.Random) -> None:
        self._gen = player.think(view, rng)
        self.action: "Action | None" = None

    def step(self) -> bool:
        """One chunk of thinking; True when the action is ready."""
        if self.action is not None:
            return True
        try:
            next(self._gen)
            return False
        except StopIteration as stop:
            self.action = stop.value
            return True


def hint_move(view: GameView, lexicon: "Lexicon") -> Move | None:
    """The bulb: stark's move for this rack (None if stark would exchange or pass)."""
    gen = StrongPlayer(lexicon).decide(view)
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value[1]
