"""The Speedsetzer table engine: takes timed actions, returns events; deterministic from seed and actions."""
from __future__ import annotations

import datetime
import logging
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING

from game.setzer.actions import Action, Challenge, Decline, Exchange, Pass, Place, Resign, Tick, WordDecisions
from game.setzer.bag import Bag
from game.setzer.board import Board, Placement
from game.setzer.config import CheckMode, ExchangeRule, GameMode, PremiumMode, TableConfig
from game.setzer.daily import DAILY_MOVES, daily_seed
from game.setzer.events import (
    ChallengeClosed,
    ChallengeOpened,
    ChallengeResolved,
    ChallengeWaived,
    EndReason,
    Event,
    Exchanged,
    GameEnded,
    GameResult,
    GraceStarted,
    MoveInvalidLost,
    MovePlayed,
    MoveRejected,
    Passed,
    Resigned,
    TilesDrawn,
    TimedOut,
    TurnStarted,
)
from game.setzer.leaderboard import leaderboard_points, places_for
from game.setzer.premiums import CLASSIC, Layout, random_layout
from game.setzer.record import RECORD_VERSION, GameRecord
from game.setzer.scoring import WordScore, rest_value, score_placement
from game.setzer.tiles import RACK_SIZE
from game.setzer.validate import invalid_words, invalid_words_reason, rack_tiles_for, validate_placement

if TYPE_CHECKING:
    from game.lexicon import Lexicon

log = logging.getLogger(__name__)

GRACE_SECONDS = 10.0
CHALLENGE_SECONDS = 10.0
CHALLENGE_PENALTY = 5


class RuleError(Exception):
    """An action that is not allowed now; the game state is unchanged. ``str(err)`` is German."""


class Phase(Enum):
    """Where the game stands."""

    PLAYING = "playing"
    CHALLENGE = "challenge"  # a move stands and may be challenged (the next player may already act)
    OVER = "over"


class MoveKind(Enum):
    """What a turn in the history was."""

    PLACE = "place"
    EXCHANGE = "exchange"
    PASS = "pass"
    TIMEOUT = "timeout"
    INVALID = "invalid"  # strict checking: invalid words, turn lost
    WITHDRAWN = "withdrawn"  # successfully challenged: taken back, 0 points
    CHALLENGE_FAILED = "challenge_failed"  # not a turn: a challenger lost points (player = challenger)


_SCORELESS = frozenset({MoveKind.EXCHANGE, MoveKind.PASS, MoveKind.TIMEOUT, MoveKind.INVALID, MoveKind.WITHDRAWN})


@dataclass(frozen=True)
class MoveRecord:
    """One entry of the move history."""

    player: int
    kind: MoveKind
    placement: Placement = ()
    words: tuple[WordScore, ...] = ()
    score: int = 0
    now: float = 0.0
    bingo: int = 0
    count: int = 0  # tiles exchanged
    invalid_words: tuple[str, ...] = ()
    hinted: bool = False  # the bulb (Tipp) laid this move (unrated games only)


@dataclass(frozen=True)
class Preview:
    """What a placement would give, for the live line under the sheet."""

    ok: bool
    reason: str | None
    words: tuple[WordScore, ...]
    invalid_words: tuple[str, ...]
    total: int
    bingo: int = 0


@dataclass(frozen=True)
class ClockView:
    """The current player's move clock at a moment."""

    limit: int | None  # seconds per move, None = no clock
    remaining: float | None  # seconds of normal time left (0 once in grace)
    in_grace: bool
    grace_remaining: float | None  # seconds until the automatic pass while in grace
    deadline: float | None  # time of the automatic pass


@dataclass(frozen=True)
class PendingMove:
    """A move standing under challenge."""

    player: int
    placement: Placement
    words: tuple[WordScore, ...]
    score: int
    deadline: float
    history_index: int
    blocks_turn: bool  # the mover went out: nobody moves until the challenge is decided
    waiting: frozenset[int] = frozenset()  # the other humans who may still object (none declined yet)
    holds_turn: bool = False  # the next human waits for the others: their clock starts when the window closes


class SetzerGame:
    """One Speedsetzer game; drive it with ``apply(action, now)``.

    ``now`` is the caller's clock in seconds (never read inside); the UI sends
    ``Tick()`` every frame so grace, automatic passes and challenge windows happen.
    Seat 0 begins; its clock starts at ``start_time``.

    Challenge mode: after a human's placement the move stands (score counted,
    no new tiles yet) and ``phase`` is CHALLENGE until ``pending.deadline``;
    ``current`` is already the next player. Every other human may ``Challenge``
    or ``Decline`` ("Kein Einspruch"); the window stays open for each of them
    until it runs out or all have declined, then the move is final (the mover
    draws). The next player's own turn action counts as their decline and is
    allowed once nobody else is still waiting; with two humans it closes the
    window at once (their clock runs from the move), with three or four the
    next human's clock starts only when the window closes. A driver should let
    a computer seat act only once ``phase`` is PLAYING, so humans keep their 10
    seconds. If the mover went out with an empty bag, nobody moves until the
    window is over.
    """

    def __init__(self, config: TableConfig, seed: int, lexicon: "Lexicon", start_time: float = 0.0,
                 date: datetime.date | None = None) -> None:
        if config.mode is GameMode.TAGESBRETT and date is None:
            raise ValueError("Das Tagesbrett braucht ein Datum.")
        self.config = config
        self.seed = seed
        self.date = date
        self.lexicon = lexicon
        self._start_words = self.word_decisions  # recorded: a replay uses the lists this game began with
        self.start_time = float(start_time)
        tile_seed = daily_seed(date) if config.mode is GameMode.TAGESBRETT else seed
        self.tile_seed = tile_seed
        self.layout: Layout = random_layout(tile_seed) if config.premiums is PremiumMode.ZUFALL else CLASSIC
        self._bag = Bag(random.Random(tile_seed))
        n = len(config.seats)
        self.board = Board.empty()
        self.racks: list[str] = [self._bag.draw(RACK_SIZE) for _ in range(n)]
        self.scores: list[int] = [0] * n
        self.current = 0
        self.phase = Phase.PLAYING
        self.history: list[MoveRecord] = []
        self.result: GameResult | None = None
        self.pending: PendingMove | None = None
        self._turn_start = self.start_time
        self._grace_announced = False
        self._last_now = self.start_time
        self._view_now = self.start_time
        self._actions: list[tuple[float, Action]] = []

    # ------------------------------------------------------------------ views
    @property
    def seat_count(self) -> int:
        """Number of players."""
        return len(self.config.seats)

    @property
    def bag_count(self) -> int:
        """Tiles left in the box."""
        return len(self._bag)

    @property
    def move_number(self) -> int:
        """1-based number of the current turn (turns already taken + 1)."""
        return sum(1 for m in self.history if m.kind is not MoveKind.CHALLENGE_FAILED) + 1

    @property
    def turn_start(self) -> float:
        """When the current turn (and its clock) started."""
        return self._turn_start

    @property
    def last_time(self) -> float:
        """Time of the last recorded action: a later action must not be earlier than this."""
        return self._last_now

    @property
    def common_only(self) -> bool:
        """True if the table plays only "gängige" words."""
        return self.config.words.common_only

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is Phase.OVER

    @property
    def word_decisions(self) -> WordDecisions:
        """The operator's blocked and extra words this game checks with now."""
        return WordDecisions(tuple(sorted(self.lexicon.blocked)), tuple(sorted(self.lexicon.extra)))

    @property
    def record(self) -> GameRecord:
        """The record of this game so far (seed, settings, word decisions, timed actions)."""
        return GameRecord(RECORD_VERSION, self.seed, self.config.to_dict(),
                          self.date.isoformat() if self.date else None, list(self._actions), self.start_time,
                          self.lexicon.list_version, self._start_words)

    @property
    def clock(self) -> ClockView:
        """The clock as of the last action or tick."""
        return self.clock_at(self._view_now)

    def clock_at(self, now: float) -> ClockView:
        """The current player's clock at time ``now``."""
        limit = self.config.clock_seconds
        if limit is None or self.phase is Phase.OVER:
            return ClockView(limit, None, False, None, None)
        elapsed = max(0.0, now - self._turn_start)  # a turn held by a challenge window has not begun yet
        deadline = self._turn_start + limit + GRACE_SECONDS
        if elapsed < limit:
            return ClockView(limit, limit - elapsed, False, None, deadline)
        return ClockView(limit, 0.0, True, max(0.0, deadline - now), deadline)

    def lookup_allowed(self) -> bool:
        """Whether Nachschlagen is allowed (not in rated games with strict or challenge checking)."""
        return not (self.config.rated and self.config.check in (CheckMode.STRENG, CheckMode.ANFECHTEN))

    def unseen_tiles(self, player: int) -> str:
        """Tiles ``player`` cannot see: the box plus the other racks, sorted (blanks ``?`` first)."""
        others = "".join(rack for i, rack in enumerate(self.racks) if i != player)
        return "".join(sorted(self._bag.contents() + others))

    def bag_order(self) -> tuple[str, ...]:
        """The box's draw order, next tile first (tests, replay comparison)."""
        return self._bag.order()

    def exchange_allowed(self, count: int = 1) -> bool:
        """Whether exchanging ``count`` tiles is allowed by the table's rule right now."""
        rule = self.config.exchange
        if rule is ExchangeRule.NIE:
            return False
        if rule is ExchangeRule.AB_7:
            return len(self._bag) >= RACK_SIZE
        return len(self._bag) >= max(1, count)

    def snapshot(self) -> dict:
        """The essential state as plain data (for equality checks after replay)."""
        return {
            "board": self.board.to_rows(),
            "racks": tuple(self.racks),
            "scores": tuple(self.scores),
            "bag": self._bag.order(),
            "current": self.current,
            "phase": self.phase,
            "history": tuple(self.history),
            "result": self.result,
            "pending": self.pending,
            "turn_start": self._turn_start,
        }

    def preview(self, placement: Sequence[tuple[int, int, str]], player: int | None = None) -> Preview:
        """Words, points and problems of a (possibly incomplete) placement; never raises.

        Invalid words are named only with helpful checking (strict and challenge
        modes must not reveal them).
        """
        try:
            who = self.current if player is None else player
            tiles = tuple((int(r), int(c), str(letter)) for r, c, letter in placement)
            reason = validate_placement(self.board, tiles, self.racks[who], self.board.is_empty())
            if reason is not None:
                return Preview(False, reason, (), (), 0)
            score = score_placement(self.board, self.layout, tiles)
            bad: tuple[str, ...] = ()
            if self.config.check is CheckMode.HILFSBEREIT:
                bad = invalid_words([w.word for w in score.words], self.lexicon, self.common_only)
            if bad:
                return Preview(False, invalid_words_reason(bad), score.words, bad, score.total, score.bingo)
            return Preview(True, None, score.words, (), score.total, score.bingo)
        except (TypeError, ValueError, KeyError, IndexError) as err:  # odd input from the table: no crash
            log.warning("preview failed for %r: %r", placement, err)
            return Preview(False, "Dieser Zug lässt sich nicht auswerten.", (), (), 0)

    # ---------------------------------------------------------------- actions
    def apply(self, action: Action, now: float) -> list[Event]:
        """Apply one action at time ``now``; returns the events. Raises RuleError (state unchanged)."""
        if isinstance(now, bool) or not isinstance(now, (int, float)):
            raise RuleError("Die Zeitangabe fehlt.")
        now = float(now)
        if now < self._last_now:
            raise RuleError("Die Zeit darf nicht zurücklaufen.")
        if isinstance(action, Tick):
            if self.phase is Phase.OVER:
                return []
            events = self._tick(now)
            self._view_now = now
            if events:
                self._last_now = now
                self._actions.append((now, action))
            return events
        if self.phase is Phase.OVER:
            raise RuleError("Die Partie ist schon zu Ende.")
        if isinstance(action, WordDecisions):
            # the operator's decision applies from now on; earlier moves keep theirs
            self.lexicon = self.lexicon.with_operator_lists(blocked=action.blocked, extra=action.extra,
                                                            avoid=self.lexicon.avoid)
            self._last_now = self._view_now = now
            self._actions.append((now, action))
            return []
        if isinstance(action, Place):  # keep the record in one shape (tuples), whatever the caller passed
            try:
                action = Place(action.player, tuple((r, c, letter) for r, c, letter in action.placement),
                               action.hinted is True)
            except (TypeError, ValueError):
                raise RuleError("Der Zug ist unvollständig angegeben.") from None
        saved = self._save()
        try:
            if isinstance(action, Place):
                events = self._place(action, now)
            elif isinstance(action, Exchange):
                events = self._exchange(action, now)
            elif isinstance(action, Pass):
                events = self._pass(action, now)
            elif isinstance(action, Challenge):
                events = self._challenge(action, now)
            elif isinstance(action, Decline):
                events = self._decline(action, now)
            elif isinstance(action, Resign):
                events = self._resign(action, now)
            else:
                raise RuleError("Unbekannte Aktion.")
        except BaseException:  # RuleError (or a bug): leave the state exactly as it was, then re-raise
            self._restore(saved)
            raise
        self._last_now = self._view_now = now
        self._actions.append((now, action))
        return events

    # state save/restore so a RuleError leaves nothing changed
    def _save(self) -> dict:
        return {
            "board": self.board, "racks": list(self.racks), "scores": list(self.scores), "bag": self._bag.copy(),
            "current": self.current, "phase": self.phase, "history": list(self.history), "result": self.result,
            "pending": self.pending, "turn_start": self._turn_start, "grace": self._grace_announced,
        }

    def _restore(self, saved: dict) -> None:
        self.board, self.racks, self.scores, self._bag = saved["board"], saved["racks"], saved["scores"], saved["bag"]
        self.current, self.phase, self.history, self.result = (saved["current"], saved["phase"], saved["history"],
                                                               saved["result"])
        self.pending, self._turn_start, self._grace_announced = saved["pending"], saved["turn_start"], saved["grace"]

    def _name(self, player: int) -> str:
        return self.config.seats[player].name

    def _check_player(self, player: int) -> None:
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.seat_count:
            raise RuleError(f"Platz {player!r} gibt es an diesem Tisch nicht.")

    def _check_turn(self, player: int, now: float) -> None:
        """Raise RuleError unless ``player`` may make a turn action now (no state change)."""
        self._check_player(player)
        if self.pending is not None and (self.pending.blocks_turn or player == self.pending.player):
            raise RuleError("Erst muss die Einspruchsfrist vorbei sein.")
        if self.pending is not None and self.pending.waiting - {player}:
            names = ", ".join(self._name(i) for i in sorted(self.pending.waiting - {player}))
            raise RuleError(f"Erst muss die Einspruchsfrist vorbei sein – {names} kann noch Einspruch erheben.")
        if player != self.current:
            raise RuleError(f"{self._name(player)} ist nicht am Zug, sondern {self._name(self.current)}.")
        limit = self.config.clock_seconds
        if limit is not None and now >= self._turn_start + limit + GRACE_SECONDS:
            raise RuleError("Die Bedenkzeit ist abgelaufen.")

    def _begin_turn_action(self, player: int, now: float, events: list[Event]) -> None:
        """Common checks for Place/Exchange/Pass; the next player's action (their decline) closes the window."""
        self._check_turn(player, now)
        if self.pending is not None:
            self._close_challenge(events, now)

    def _place(self, action: Place, now: float) -> list[Event]:
        events: list[Event] = []
        player = action.player
        placement: Placement = action.placement
        self._check_turn(player, now)
        if action.hinted and not self.config.hint_allowed:
            raise RuleError("In gewerteten Partien und im Tagesbrett ist die Glühbirne aus.")
        reason = validate_placement(self.board, placement, self.racks[player], self.board.is_empty())
        if reason is not None:
            return [MoveRejected(player, reason, ())]
        score = score_placement(self.board, self.layout, placement)
        words = tuple(w.word for w in score.words)
        check = self.config.check
        bad: tuple[str, ...] = ()
        if check is not CheckMode.OHNE:
            bad = invalid_words(words, self.lexicon, self.common_only)
        if bad and check is CheckMode.HILFSBEREIT:
            return [MoveRejected(player, invalid_words_reason(bad), bad)]
        self._begin_turn_action(player, now, events)
        if bad and check is CheckMode.STRENG:
            self.history.append(MoveRecord(player, MoveKind.INVALID, placement, score.words, 0, now,
                                           invalid_words=bad, hinted=action.hinted))
            events.append(MoveInvalidLost(player, bad))
            self._end_turn(now, events)
            return events
        # the move stands
        self.board = self.board.with_tiles(placement)
        self.racks[player] = _remove_tiles(self.racks[player], rack_tiles_for(placement))
        self.scores[player] += score.total
        self.history.append(MoveRecord(player, MoveKind.PLACE, placement, score.words, score.total, now, score.bingo,
                                       hinted=action.hinted))
        events.append(MovePlayed(player, placement, score.words, score.bingo, score.total))
        if check is CheckMode.ANFECHTEN and self.config.seats[player].is_human:
            went_out = not self.racks[player] and len(self._bag) == 0
            deadline = now + CHALLENGE_SECONDS
            waiting = frozenset(i for i, s in enumerate(self.config.seats) if s.is_human and i != player)
            nxt = (player + 1) % self.seat_count
            holds = not went_out and nxt in waiting and bool(waiting - {nxt})
            self.pending = PendingMove(player, placement, score.words, score.total, deadline,
                                       len(self.history) - 1, went_out, waiting, holds)
            self.phase = Phase.CHALLENGE
            events.append(ChallengeOpened(player, deadline))
            if not went_out:
                self._next_turn(now, events)
                if holds:  # the next human cannot move before the others have had their say
                    self._turn_start = deadline
            return events
        self._draw_after_move(player, events)
        if not self.racks[player] and len(self._bag) == 0:
            self._finish(EndReason.OUT, events, out_player=player)
            return events
        self._end_turn(now, events)
        return events

    def _draw_after_move(self, player: int, events: list[Event]) -> None:
        drawn = self._bag.draw(RACK_SIZE - len(self.racks[player]))
        if drawn:
            self.racks[player] += drawn
            events.append(TilesDrawn(player, drawn))

    def _exchange(self, action: Exchange, now: float) -> list[Event]:
        events: list[Event] = []
        player = action.player
        self._begin_turn_action(player, now, events)
        tiles = action.tiles
        if not isinstance(tiles, str) or not 1 <= len(tiles) <= RACK_SIZE:
            raise RuleError("Zum Tauschen ein bis sieben Lettern wählen.")
        rule = self.config.exchange
        if rule is ExchangeRule.NIE:
            raise RuleError("An diesem Tisch wird nicht getauscht.")
        if rule is ExchangeRule.AB_7 and len(self._bag) < RACK_SIZE:
            raise RuleError("Tauschen geht nur, solange mindestens sieben Lettern im Kasten liegen.")
        if len(self._bag) < len(tiles):
            raise RuleError("Im Kasten liegen nicht genug Lettern für diesen Tausch.")
        if Counter(tiles) - Counter(self.racks[player]):
            raise RuleError("Diese Lettern liegen nicht im Winkelhaken.")
        drawn = self._bag.draw(len(tiles))
        self._bag.put_back(tiles)
        self.racks[player] = _remove_tiles(self.racks[player], tiles) + drawn
        self.history.append(MoveRecord(player, MoveKind.EXCHANGE, now=now, count=len(tiles)))
        events.append(Exchanged(player, len(tiles)))
        events.append(TilesDrawn(player, drawn))
        self._end_turn(now, events)
        return events

    def _pass(self, action: Pass, now: float) -> list[Event]:
        events: list[Event] = []
        self._begin_turn_action(action.player, now, events)
        self.history.append(MoveRecord(action.player, MoveKind.PASS, now=now))
        events.append(Passed(action.player))
        self._end_turn(now, events)
        return events

    def _challenge(self, action: Challenge, now: float) -> list[Event]:
        challenger = action.challenger
        self._check_player(challenger)
        pending = self.pending
        if pending is None:
            raise RuleError("Es gibt gerade keinen Zug, gegen den man Einspruch erheben kann.")
        if now >= pending.deadline:
            raise RuleError("Die Einspruchsfrist ist vorbei.")
        if challenger == pending.player:
            raise RuleError("Gegen den eigenen Zug gibt es keinen Einspruch.")
        if not self.config.seats[challenger].is_human:
            raise RuleError("Nur Menschen können Einspruch erheben.")
        if challenger not in pending.waiting:
            raise RuleError(f"{self._name(challenger)} hat den Zug schon gelten lassen.")
        events: list[Event] = []
        bad = invalid_words([w.word for w in pending.words], self.lexicon, self.common_only)
        mover = pending.player
        if bad:
            self.board = self.board.without_tiles(pending.placement)
            self.racks[mover] += rack_tiles_for(pending.placement)
            self.scores[mover] -= pending.score
            old = self.history[pending.history_index]
            self.history[pending.history_index] = replace(old, kind=MoveKind.WITHDRAWN, score=0, invalid_words=bad)
            self.pending = None
            self.phase = Phase.PLAYING
            events.append(ChallengeResolved(challenger, mover, False, bad, pending.score, 0))
            if self._scoreless_streak() >= 2 * self.seat_count:
                self._finish(EndReason.SCORELESS, events)
            elif pending.blocks_turn:
                self._next_turn(now, events)
            return events
        self.scores[challenger] -= CHALLENGE_PENALTY
        self.history.append(MoveRecord(challenger, MoveKind.CHALLENGE_FAILED, score=-CHALLENGE_PENALTY, now=now))
        events.append(ChallengeResolved(challenger, mover, True, (), 0, CHALLENGE_PENALTY))
        self._finalize_pending(events, now)
        return events

    def _decline(self, action: Decline, now: float) -> list[Event]:
        player = action.player
        self._check_player(player)
        pending = self.pending
        if pending is None:
            raise RuleError("Es gibt gerade keinen Zug, gegen den man Einspruch erheben kann.")
        if now >= pending.deadline:
            raise RuleError("Die Einspruchsfrist ist vorbei.")
        if player not in pending.waiting:
            raise RuleError(f"{self._name(player)} kann gegen diesen Zug keinen Einspruch (mehr) erheben.")
        waiting = pending.waiting - {player}
        self.pending = replace(pending, waiting=waiting)
        events: list[Event] = [ChallengeWaived(player, tuple(sorted(waiting)))]
        if not waiting:
            self._close_challenge(events, now)
        return events

    def _close_challenge(self, events: list[Event], now: float) -> None:
        assert self.pending is not None
        events.append(ChallengeClosed(self.pending.player))
        self._finalize_pending(events, now)

    def _finalize_pending(self, events: list[Event], now: float) -> None:
        """The move under challenge counts: the mover draws; the game may end."""
        pending = self.pending
        assert pending is not None
        self.pending = None
        self.phase = Phase.PLAYING
        if pending.holds_turn and self._turn_start > now:  # closed early: the next human's clock starts now
            self._turn_start = now
        self._draw_after_move(pending.player, events)
        if pending.blocks_turn:
            self._finish(EndReason.OUT, events, out_player=pending.player)

    def _resign(self, action: Resign, now: float) -> list[Event]:
        self._check_player(action.player)
        events: list[Event] = []
        if self.pending is not None:
            self._close_challenge(events, now)
            if self.phase is Phase.OVER:
                return events
        events.append(Resigned(action.player))
        self._finish(EndReason.RESIGNED, events, resigned=action.player)
        return events

    def _tick(self, now: float) -> list[Event]:
        events: list[Event] = []
        if self.pending is not None and now >= self.pending.deadline:
            self._close_challenge(events, now)
            if self.phase is Phase.OVER:
                return events
        limit = self.config.clock_seconds
        if limit is None or (self.pending is not None and self.pending.blocks_turn):
            return events
        if not self._grace_announced and now >= self._turn_start + limit:
            self._grace_announced = True
            events.append(GraceStarted(self.current, self._turn_start + limit + GRACE_SECONDS))
        if now >= self._turn_start + limit + GRACE_SECONDS:
            player = self.current
            if self.pending is not None:
                self._close_challenge(events, now)
                if self.phase is Phase.OVER:
                    return events
            self.history.append(MoveRecord(player, MoveKind.TIMEOUT, now=now))
            events.append(TimedOut(player))
            self._end_turn(now, events)
        return events

    # ------------------------------------------------------------- turn flow
    def _scoreless_streak(self) -> int:
        streak = 0
        for move in reversed(self.history):
            if move.kind is MoveKind.CHALLENGE_FAILED:
                continue
            if move.kind not in _SCORELESS:
                break
            streak += 1
        return streak

    def _turns_of(self, player: int) -> int:
        return sum(1 for m in self.history if m.player == player and m.kind is not MoveKind.CHALLENGE_FAILED)

    def _end_turn(self, now: float, events: list[Event]) -> None:
        """After a turn: end the game if a rule says so, else the next player's turn starts."""
        daily = self.config.mode is GameMode.TAGESBRETT
        if daily and self._turns_of(0) >= DAILY_MOVES:
            self._finish(EndReason.MOVES_DONE, events)
        elif not daily and self._scoreless_streak() >= 2 * self.seat_count:
            # (the Tagesbrett always runs its ten moves; passing there only wastes a move)
            self._finish(EndReason.SCORELESS, events)
        else:
            self._next_turn(now, events)

    def _next_turn(self, now: float, events: list[Event]) -> None:
        self.current = (self.current + 1) % self.seat_count
        self._turn_start = now
        self._grace_announced = False
        events.append(TurnStarted(self.current))

    def _finish(self, reason: EndReason, events: list[Event], out_player: int | None = None,
                resigned: int | None = None) -> None:
        n = self.seat_count
        move_points = tuple(self.scores)
        daily = self.config.mode is GameMode.TAGESBRETT
        if daily:
            rests = (0,) * n
        else:
            rests = tuple(0 if i == out_player else rest_value(self.racks[i]) for i in range(n))
        bonus = sum(rests) if out_player is not None and not daily else 0
        final = [move_points[i] - rests[i] + (bonus if i == out_player else 0) for i in range(n)]
        last = (resigned,) if resigned is not None else ()
        places = places_for(final, last)
        ranking = tuple(sorted(range(n), key=lambda i: (places[i], i)))
        winners = tuple(i for i in range(n) if places[i] == 1)
        counts = self.config.rated and not daily  # an unrated table earns no Bestenliste points
        points = leaderboard_points(final, last) if counts else (0,) * n
        self.scores = final
        self.result = GameResult(tuple(final), move_points, rests, out_player, bonus, places, ranking, winners,
                                 points, reason)
        self.phase = Phase.OVER
        self.pending = None
        events.append(GameEnded(self.result))


def _remove_tiles(rack: str, tiles: str) -> str:
    """The rack without the given tiles (each removed once)."""
    rest = list(rack)
    for tile in tiles:
        rest.remove(tile)
    return "".join(rest)


__all__ = [
    "CHALLENGE_PENALTY", "CHALLENGE_SECONDS", "GRACE_SECONDS", "ClockView", "MoveKind", "MoveRecord",
    "PendingMove", "Phase", "Preview", "RuleError", "SetzerGame",
]
