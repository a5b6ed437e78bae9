"""Round records: seed plus actions, JSON round trip, replay and verification."""
from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.buch.actions import Action, EndRound, FreeShuffle, Hint, Shuffle, Submit, Tick
from game.buch.levels import LevelError, parse_level
from game.buch.rules import BuchMode
from game.lexicon import Lexicon

if TYPE_CHECKING:
    from game.buch.game import BuchGame

RECORD_VERSION = 1
_NAMES: dict[type, str] = {Submit: "submit", Shuffle: "shuffle", FreeShuffle: "free_shuffle", Hint: "hint",
                           EndRound: "end", Tick: "tick"}
_TYPES = {v: k for k, v in _NAMES.items()}


class RecordError(ValueError):
    """A record is broken or does not reproduce its claimed result (German reason)."""


@dataclass(frozen=True)
class BuchRecord:
    """A round as its seed, mode settings and actions (each with its time)."""

    version: int
    mode: BuchMode
    seed: int
    level: dict[str, Any] | None
    date: str | None
    daily_bonus: bool
    start: float
    actions: tuple[tuple[Action, float], ...]

    @property
    def level_id(self) -> int | None:
        """Journey level number, if any."""
        return self.level["id"] if self.level else None

    def to_json(self) -> dict[str, Any]:
        """JSON-ready data."""
        actions = []
        for action, now in self.actions:
            item: dict[str, Any] = {"t": _NAMES[type(action)], "now": now}
            if isinstance(action, Submit):
                item["path"] = [list(p) for p in action.path]
            actions.append(item)
        return {
            "version": self.version, "mode": self.mode.value, "seed": self.seed, "level": self.level,
            "date": self.date, "daily_bonus": self.daily_bonus, "start": self.start, "actions": actions,
        }

    @classmethod
    def from_json(cls, data: Any) -> BuchRecord:
        """Parse JSON data; raises RecordError with a German reason."""
        try:
            if not isinstance(data, dict):
                raise RecordError("Der Spielverlauf ist kein Objekt.")
            version = data["version"]
            if version != RECORD_VERSION:
                raise RecordError(f"Unbekannte Version {version!r} des Spielverlaufs.")
            mode = BuchMode(data["mode"])
            seed = data["seed"]
            if type(seed) is not int:
                raise RecordError("Der Startwert muss eine Ganzzahl sein.")
            actions = []
            for item in data["actions"]:
                kind = _TYPES[item["t"]]
                now = float(item["now"])
                if kind is Submit:
                    path = tuple((int(c), int(r)) for c, r in item["path"])
                    actions.append((Submit(path), now))
                else:
                    actions.append((kind(), now))
            return cls(version, mode, seed, data.get("level"), data.get("date"), bool(data.get("daily_bonus", True)),
                       float(data.get("start", 0.0)), tuple(actions))
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"Der Spielverlauf ist beschädigt ({err}).") from err


def _make_game(record: BuchRecord, lexicon: Lexicon, track_missed: bool = True) -> BuchGame:
    from game.buch.game import BuchGame

    level = None
    if record.level is not None:
        try:
            level = parse_level(record.level, "Spielverlauf")
        except LevelError as err:
            raise RecordError(str(err)) from err
    date = None
    if record.date is not None:
        try:
            date = datetime.date.fromisoformat(record.date)
        except ValueError as err:
            raise RecordError(f"Ungültiges Datum im Spielverlauf: {record.date!r}") from err
    try:
        return BuchGame(record.mode, record.seed, lexicon, level=level, date=date, now=record.start,
                        daily_bonus=record.daily_bonus, track_missed=track_missed)
    except ValueError as err:
        raise RecordError(f"Spielverlauf passt nicht zur Spielart: {err}") from err


def replay(record: BuchRecord, lexicon: Lexicon, track_missed: bool = True) -> BuchGame:
    """Play a record again and return the game (raises RecordError if an action is illegal).

    ``track_missed=False`` skips the missed-word bookkeeping of the results screen (a faster check).
    """
    from game.buch.events import WordRejected
    from game.buch.game import RuleError

    game = _make_game(record, lexicon, track_missed)
    last = record.start
    for i, (action, now) in enumerate(record.actions):
        if now < last:
            raise RecordError(f"Zug {i + 1}: Die Zeit läuft im Spielverlauf rückwärts.")
        last = now
        try:
            events = game.apply(action, now)
        except RuleError as err:
            raise RecordError(f"Zug {i + 1} ist nicht erlaubt: {err}") from err
        if events and isinstance(events[0], WordRejected):
            raise RecordError(f"Zug {i + 1}: „{events[0].eval.word}“ gilt nicht ({events[0].eval.reason}).")
    return game


def verify(record: BuchRecord, lexicon: Lexicon, claimed_score: int, track_missed: bool = True) -> BuchGame:
    """Replay and check the claimed score; returns the game or raises RecordError."""
    game = replay(record, lexicon, track_missed)
    if game.score != claimed_score:
        raise RecordError(f"Die Punktzahl stimmt nicht: gemeldet {claimed_score}, nachgerechnet {game.score}.")
    return game


def record_from_text(text: str) -> BuchRecord:
    """Parse a record from its JSON text; raises RecordError."""
    import json

    try:
        data = json.loads(text)
    except ValueError as err:
        raise RecordError(f"Der Spielverlauf ist kein gültiges JSON ({err}).") from err
    return BuchRecord.from_json(data)


def record_to_text(record: BuchRecord) -> str:
    """The record as compact JSON text (for the store)."""
    import json

    return json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":"))


def replay_text(text: str, lexicon: Lexicon) -> BuchGame:
    """Replay a record given as JSON text and return the finished game (raises RecordError)."""
    return replay(record_from_text(text), lexicon)
