"""Game records (seed + settings + timed actions): saving and loading (replaying is ``game.setzer.replay``)."""
from __future__ import annotations

import datetime
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.setzer.actions import Action, Challenge, Decline, Exchange, Pass, Place, Resign, Tick, WordDecisions
from game.setzer.config import ConfigError, TableConfig

if TYPE_CHECKING:
    from game.lexicon import Lexicon

RECORD_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read or does not replay consistently; ``str(err)`` is a German reason."""


@dataclass
class GameRecord:
    """Everything needed to recreate a game: version, seed, settings, date, start time, timed actions."""

    version: int
    seed: int
    config: dict[str, Any]
    date: str | None = None  # ISO date of a Tagesbrett
    actions: list[tuple[float, Action]] = field(default_factory=list)
    start_time: float = 0.0  # clock value when the game (and the first turn) started
    word_list: int = 1  # version of the word list the game was judged with (records before it had none: 1)
    words: WordDecisions | None = None  # the operator's word lists at the start (None: an older record)

    def to_dict(self) -> dict[str, Any]:
        """Plain dict for JSON."""
        return {
            "version": self.version,
            "seed": self.seed,
            "config": self.config,
            "date": self.date,
            "start_time": self.start_time,
            "actions": [action_to_dict(now, a) for now, a in self.actions],
            "word_list": self.word_list,
            **({"words": _words_to_dict(self.words)} if self.words is not None else {}),
        }

    def to_json(self) -> str:
        """The record as a JSON string (UTF-8 text, umlauts kept)."""
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "GameRecord":
        """Read a record; malformed input raises RecordError naming the problem."""
        try:
            data = json.loads(text)
        except ValueError as err:
            raise RecordError(f"Die Aufzeichnung ist kein gültiges JSON ({err}).") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> "GameRecord":
        """Read a record from a dict; unknown fields or wrong types raise RecordError."""
        if not isinstance(data, dict):
            raise RecordError("Die Aufzeichnung muss ein Objekt sein.")
        _check_keys(data, {"version", "seed", "config", "date", "start_time", "actions", "word_list", "words"},
                    {"version", "seed", "config", "actions"}, "Aufzeichnung")
        if data["version"] != RECORD_VERSION or isinstance(data["version"], bool):
            raise RecordError(f"Unbekannte Version der Aufzeichnung: {data['version']!r} (erwartet {RECORD_VERSION}).")
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("Aufzeichnung „seed“: erwartet eine ganze Zahl.")
        try:
            TableConfig.from_dict(data["config"])
        except ConfigError as err:
            raise RecordError(f"Aufzeichnung „config“: {err}") from None
        date = data.get("date")
        if date is not None:
            if not isinstance(date, str):
                raise RecordError("Aufzeichnung „date“: erwartet ein Datum wie 2026-01-31.")
            try:
                datetime.date.fromisoformat(date)
            except ValueError:
                raise RecordError(f"Aufzeichnung „date“: {date!r} ist kein Datum.") from None
        start = data.get("start_time", 0.0)
        if not _is_number(start):
            raise RecordError("Aufzeichnung „start_time“: erwartet eine Zahl.")
        if not isinstance(data["actions"], list):
            raise RecordError("Aufzeichnung „actions“: erwartet eine Liste.")
        actions = [action_from_dict(a, i) for i, a in enumerate(data["actions"])]
        word_list = data.get("word_list", 1)
        if type(word_list) is not int or word_list < 1:
            raise RecordError("Aufzeichnung „word_list“: erwartet eine Versionsnummer ab 1.")
        words = _words_from_dict(data["words"], "Aufzeichnung „words“") if "words" in data else None
        return cls(RECORD_VERSION, seed, data["config"], date, actions, float(start), word_list, words)


def _words_to_dict(words: WordDecisions) -> dict[str, list[str]]:
    return {"blocked": list(words.blocked), "extra": list(words.extra)}


def _words_from_dict(data: Any, where: str) -> WordDecisions:
    if not isinstance(data, dict):
        raise RecordError(f"{where}: erwartet ein Objekt mit „blocked“ und „extra“.")
    _check_keys(data, {"blocked", "extra"}, {"blocked", "extra"}, where)
    for name in ("blocked", "extra"):
        if not isinstance(data[name], list) or not all(isinstance(w, str) for w in data[name]):
            raise RecordError(f"{where}: „{name}“ muss eine Liste von Wörtern sein.")
    return WordDecisions(tuple(data["blocked"]), tuple(data["extra"]))


def record_lexicon(record: GameRecord, lexicon: Lexicon) -> Lexicon:
    """The word list a record was played with: ``lexicon``'s words with the record's operator decisions.

    An older record without them keeps today's extra words and ignores today's blocks:
    a word blocked later never breaks it.
    """
    if record.words is None:
        return lexicon.with_operator_lists(blocked=(), extra=lexicon.extra, avoid=lexicon.avoid)
    return lexicon.with_operator_lists(blocked=record.words.blocked, extra=record.words.extra, avoid=lexicon.avoid)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_keys(data: dict, allowed: set[str], required: set[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise RecordError(f"{where}: unbekanntes Feld „{unknown[0]}“.")
    missing = sorted(required - set(data))
    if missing:
        raise RecordError(f"{where}: Feld „{missing[0]}“ fehlt.")


def action_to_dict(now: float, action: Action) -> dict[str, Any]:
    """One timed action as a plain dict."""
    if isinstance(action, Place):
        data = {"t": now, "type": "place", "player": action.player,
                "tiles": [[r, c, letter] for r, c, letter in action.placement]}
        if action.hinted:  # only then: records of moves of one's own stay as they always were
            data["hinted"] = True
        return data
    if isinstance(action, Exchange):
        return {"t": now, "type": "exchange", "player": action.player, "tiles": action.tiles}
    if isinstance(action, Pass):
        return {"t": now, "type": "pass", "player": action.player}
    if isinstance(action, Challenge):
        return {"t": now, "type": "challenge", "challenger": action.challenger}
    if isinstance(action, Resign):
        return {"t": now, "type": "resign", "player": action.player}
    if isinstance(action, Decline):
        return {"t": now, "type": "decline", "player": action.player}
    if isinstance(action, Tick):
        return {"t": now, "type": "tick"}
    if isinstance(action, WordDecisions):
        return {"t": now, "type": "words", **_words_to_dict(action)}
    raise TypeError(f"unknown action {action!r}")


_ACTION_KEYS = {
    "place": {"player", "tiles"},
    "exchange": {"player", "tiles"},
    "pass": {"player"},
    "challenge": {"challenger"},
    "resign": {"player"},
    "decline": {"player"},
    "tick": set(),
    "words": {"blocked", "extra"},
}
_OPTIONAL_KEYS = {"place": {"hinted"}}


def action_from_dict(data: Any, index: int = 0) -> tuple[float, Action]:
    """One timed action from a dict; RecordError names the action number and field."""
    where = f"Aktion {index + 1}"
    if not isinstance(data, dict):
        raise RecordError(f"{where}: erwartet ein Objekt.")
    kind = data.get("type")
    if kind not in _ACTION_KEYS:
        raise RecordError(f"{where}: unbekannte Art {kind!r}.")
    keys = _ACTION_KEYS[kind] | {"t", "type"}
    _check_keys(data, keys | _OPTIONAL_KEYS.get(kind, set()), keys, where)
    now = data["t"]
    if not _is_number(now):
        raise RecordError(f"{where}: „t“ muss eine Zahl sein.")
    for name in ("player", "challenger"):
        if name in data and (not isinstance(data[name], int) or isinstance(data[name], bool)):
            raise RecordError(f"{where}: „{name}“ muss eine ganze Zahl sein.")
    action: Action
    if kind == "place":
        tiles = data["tiles"]
        if not isinstance(tiles, list) or not all(
                isinstance(t, list) and len(t) == 3 and isinstance(t[0], int) and isinstance(t[1], int)
                and not isinstance(t[0], bool) and not isinstance(t[1], bool) and isinstance(t[2], str)
                for t in tiles):
            raise RecordError(f"{where}: „tiles“ muss eine Liste aus [Zeile, Spalte, Buchstabe] sein.")
        hinted = data.get("hinted", False)
        if not isinstance(hinted, bool):
            raise RecordError(f"{where}: „hinted“ muss wahr oder falsch sein.")
        action = Place(data["player"], tuple((t[0], t[1], t[2]) for t in tiles), hinted)
    elif kind == "exchange":
        if not isinstance(data["tiles"], str):
            raise RecordError(f"{where}: „tiles“ muss ein Text sein.")
        action = Exchange(data["player"], data["tiles"])
    elif kind == "pass":
        action = Pass(data["player"])
    elif kind == "challenge":
        action = Challenge(data["challenger"])
    elif kind == "resign":
        action = Resign(data["player"])
    elif kind == "decline":
        action = Decline(data["player"])
    elif kind == "words":
        action = _words_from_dict({"blocked": data["blocked"], "extra": data["extra"]}, where)
    else:
        action = Tick()
    return float(now), action
