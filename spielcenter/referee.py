"""The referee of a game between people: rebuilds the game from its stored actions, checks moves, ends games.

Pure (no database, no HTTP): the engine is ``game.setzer``; the server keeps seed, bag and racks and
hands each player only their own rack (``view``).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from game.lexicon import Lexicon
from game.setzer.actions import Action, Exchange, Pass, Place, Resign
from game.setzer.config import (
    CheckMode,
    ExchangeRule,
    PremiumMode,
    Seat,
    TableConfig,
    WordList,
)
from game.setzer.events import MoveRejected
from game.setzer.game import MoveKind, RuleError, SetzerGame
from game.setzer.record import RecordError, action_from_dict, action_to_dict

#: turn times a game may have (seconds): hours or days instead of the move clock
TURN_CHOICES = (3600, 8 * 3600, 24 * 3600, 3 * 24 * 3600, 7 * 24 * 3600)
#: why a game between people ended, beyond the engine's reasons
END_TIMEOUT = "zeit"


class Refused(Exception):
    """A move the referee does not take; ``str(err)`` is the German reason."""


@dataclass(frozen=True)
class Settings:
    """The table settings of a game between people."""

    words: str = "alle"
    check: str = "hilfsbereit"
    premiums: str = "klassisch"
    exchange: str = "ab_7"

    def to_json(self) -> str:
        """Stored form."""
        return json.dumps(self.__dict__, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Settings:
        """From the stored form."""
        return cls(**json.loads(text))

    def table(self, names: tuple[str, str]) -> TableConfig:
        """The engine's table: two humans, no move clock (the server keeps the turn time)."""
        return TableConfig(seats=(Seat(names[0]), Seat(names[1])), clock_seconds=None,
                           exchange=ExchangeRule(self.exchange), premiums=PremiumMode(self.premiums),
                           words=WordList(self.words), check=CheckMode(self.check), rated=True)


@dataclass(frozen=True)
class MoveIn:
    """A player's move as sent: ``kind`` legen/tauschen/passen/aufgeben."""

    kind: str
    tiles: tuple[tuple[int, int, str], ...] = ()
    letters: str = ""


class Referee:
    """One running (or finished) game, rebuilt from seed, settings and the stored actions."""

    def __init__(self, seed: int, settings: Settings, names: tuple[str, str], actions_json: str,
                 started_at: float, lexicon: Lexicon) -> None:
        self.settings = settings
        self.started_at = started_at
        self.game = SetzerGame(settings.table(names), seed, lexicon, start_time=0.0)
        self.actions: list[dict[str, Any]] = json.loads(actions_json)
        for index, data in enumerate(self.actions):
            try:
                now, action = action_from_dict(data, index)
                events = self.game.apply(action, now)
            except (RecordError, RuleError) as err:  # stored actions were checked once: this is a broken row
                raise ValueError(f"Gespeicherte Partie lässt sich nicht nachspielen: {err}") from err
            if any(isinstance(e, MoveRejected) for e in events):
                raise ValueError("Gespeicherte Partie enthält einen abgelehnten Zug.")

    def actions_json(self) -> str:
        """The stored form of the actions."""
        return json.dumps(self.actions, separators=(",", ":"), ensure_ascii=False)

    def game_time(self, wall: float) -> float:
        """Engine time of a wall-clock moment (never earlier than the last action)."""
        return max(self.game.last_time, round(wall - self.started_at, 3))

    def play(self, seat: int, move: MoveIn, wall: float) -> None:
        """Apply ``seat``'s move; raises Refused with the reason (state unchanged)."""
        game = self.game
        if game.is_over:
            raise Refused("Die Partie ist schon zu Ende.")
        action: Action
        if move.kind == "aufgeben":
            action = Resign(seat)
        elif seat != game.current:
            raise Refused("Du bist nicht am Zug.")
        elif move.kind == "legen":
            if not move.tiles:
                raise Refused("Zum Legen mindestens eine Letter setzen.")
            action = Place(seat, tuple(move.tiles))
        elif move.kind == "tauschen":
            action = Exchange(seat, move.letters)
        elif move.kind == "passen":
            action = Pass(seat)
        else:
            raise Refused(f"Unbekannte Zugart „{move.kind}“.")
        self._apply(action, wall)

    def expire(self, deadline_wall: float) -> None:
        """The player to move let the turn time run out: they lose (as if they resigned)."""
        self._apply(Resign(self.game.current), deadline_wall)

    def _apply(self, action: Action, wall: float) -> None:
        now = self.game_time(wall)
        try:
            events = self.game.apply(action, now)
        except RuleError as err:
            raise Refused(str(err)) from None
        rejected = next((e for e in events if isinstance(e, MoveRejected)), None)
        if rejected is not None:  # the server keeps only moves that count (its own action list)
            raise Refused(rejected.reason)
        self.actions.append(action_to_dict(now, action))

    # ------------------------------------------------------------------ what a player may see
    def view(self, seat: int | None) -> dict[str, Any]:
        """The game as ``seat`` may see it: their own rack only, never the bag order or the seed."""
        game = self.game
        moves = []
        for move in game.history:
            moves.append({
                "seat": move.player, "kind": move.kind.value,
                "tiles": [[r, c, letter] for r, c, letter in move.placement] if move.kind in (
                    MoveKind.PLACE, MoveKind.INVALID) else [],
                "words": [{"word": w.word, "score": w.score} for w in move.words],
                "score": move.score, "bingo": move.bingo, "count": move.count,
                "invalid_words": list(move.invalid_words),
                "at": round(self.started_at + move.now, 3),
            })
        result = None
        if game.result is not None:
            r = game.result
            result = {"scores": list(r.scores), "move_points": list(r.move_points),
                      "rests": list(r.rest_deductions), "winners": list(r.winners), "places": list(r.places),
                      "out_player": r.out_player, "bonus": r.out_bonus, "reason": r.reason.value}
        return {
            "board": list(game.board.to_rows()),
            "layout": ["".join(p.value for p in row) for row in game.layout],
            "rack": game.racks[seat] if seat is not None and not game.is_over else "",
            "bag_count": game.bag_count,
            "unseen": game.unseen_tiles(seat) if seat is not None else "",
            "scores": list(game.scores),
            "current": game.current,
            "moves": moves,
            "result": result,
        }

    def places_score(self) -> tuple[int, int]:
        """Scores for the Elo: higher is better; a resignation or timeout counts as a loss."""
        assert self.game.result is not None
        places = self.game.result.places
        return (-places[0], -places[1])
