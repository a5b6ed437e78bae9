"""Round records: seed plus actions and their JSON round trip (replaying is ``game.buch.replay``)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.buch.actions import Action, EndRound, FreeShuffle, Hint, Shuffle, Submit, Tick
from game.buch.rules import BuchMode

if TYPE_CHECKING:
    from game.lexicon import Lexicon

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
    word_list: int = 1  # version of the word list the round was judged with (older records had none: 1)
    words: tuple[tuple[str, ...], tuple[str, ...]] | None = None  # operator's (blocked, extra) of the round

    def lexicon_for(self, lexicon: Lexicon) -> Lexicon:
        """``lexicon``'s words with this round's operator decisions (an older record ignores later blocks)."""
        if self.words is None:
            return lexicon.with_operator_lists(blocked=(), extra=lexicon.extra, avoid=lexicon.avoid)
        return lexicon.with_operator_lists(blocked=self.words[0], extra=self.words[1], avoid=lexicon.avoid)

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
        data = {
            "version": self.version, "mode": self.mode.value, "seed": self.seed, "level": self.level,
            "date": self.date, "daily_bonus": self.daily_bonus, "start": self.start, "actions": actions,
            "word_list": self.word_list,
        }
        if self.words is not None:
            data["words"] = {"blocked": list(self.words[0]), "extra": list(self.words[1])}
        return data

    @classmethod
    def from_json(cls, data: Any) -> "BuchRecord":
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
            word_list = data.get("word_list", 1)
            if type(word_list) is not int or word_list < 1:
                raise RecordError("Die Version der Wortliste im Spielverlauf muss eine Zahl ab 1 sein.")
            words = None
            if data.get("words") is not None:
                lists = data["words"]
                if not all(isinstance(lists[k], list) and all(isinstance(w, str) for w in lists[k])
                           for k in ("blocked", "extra")):
                    raise RecordError("Die Wortentscheidungen im Spielverlauf sind beschädigt.")
                words = (tuple(lists["blocked"]), tuple(lists["extra"]))
            return cls(version, mode, seed, data.get("level"), data.get("date"), bool(data.get("daily_bonus", True)),
                       float(data.get("start", 0.0)), tuple(actions), word_list, words)
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"Der Spielverlauf ist beschädigt ({err}).") from err


def play_key(record: BuchRecord) -> str:
    """What makes two rounds the same play: mode, day (or seed and level), bonus rule and the actions in order.

    The times of the actions are left out: replaying a round move for move is the same round.
    """
    data = record.to_json()
    start = data["date"] if record.mode is BuchMode.TAGESRAETSEL else [data["seed"], data["level"]]
    moves = [[item["t"], item.get("path")] for item in data["actions"]]
    return json.dumps([data["mode"], start, data["daily_bonus"], moves], ensure_ascii=False, separators=(",", ":"))


def play_key_text(text: str) -> str | None:
    """``play_key`` of a record given as JSON text; None for a record that cannot be read."""
    try:
        return play_key(record_from_text(text))
    except RecordError:
        return None


def record_from_text(text: str) -> BuchRecord:
    """Parse a record from its JSON text; raises RecordError."""

    try:
        data = json.loads(text)
    except ValueError as err:
        raise RecordError(f"Der Spielverlauf ist kein gültiges JSON ({err}).") from err
    return BuchRecord.from_json(data)


def record_to_text(record: BuchRecord) -> str:
    """The record as compact JSON text (for the store)."""

    return json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":"))
