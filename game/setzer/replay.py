"""Replaying and verifying Speedsetzer records with the engine (the store's result checks, saved games)."""
from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.lexicon import LexiconError
from game.setzer.config import ConfigError, TableConfig
from game.setzer.events import GameResult
from game.setzer.game import RuleError, SetzerGame
from game.setzer.record import RECORD_VERSION, GameRecord, RecordError, record_lexicon

if TYPE_CHECKING:
    from game.lexicon import Lexicon


def replay(record: GameRecord, lexicon: Lexicon) -> SetzerGame:
    """Recreate a game by applying the record's actions; an illegal action raises RecordError."""
    if record.version != RECORD_VERSION:
        raise RecordError(f"Unbekannte Version der Aufzeichnung: {record.version!r} (erwartet {RECORD_VERSION}).")
    try:
        config = TableConfig.from_dict(record.config)
    except ConfigError as err:
        raise RecordError(f"Aufzeichnung „config“: {err}") from None
    try:
        # judged by the list it was played with, and by the operator's word decisions of its time
        lexicon = record_lexicon(record, lexicon.as_version(record.word_list))
    except LexiconError as err:
        raise RecordError(str(err)) from None
    try:
        date = datetime.date.fromisoformat(record.date) if record.date else None
        game = SetzerGame(config, record.seed, lexicon, start_time=record.start_time, date=date)
    except (ValueError, RuleError) as err:
        raise RecordError(f"Die Partie lässt sich nicht anlegen: {err}") from None
    for i, (now, action) in enumerate(record.actions):
        try:
            game.apply(action, now)
        except RuleError as err:
            raise RecordError(f"Aktion {i + 1} ist nicht erlaubt: {err}") from None
    return game


def verify(record: GameRecord, lexicon: Lexicon, claimed_scores: Sequence[int]) -> GameResult:
    """Replay a finished game and compare the final scores; any inconsistency raises RecordError."""
    game = replay(record, lexicon)
    if game.result is None:
        raise RecordError("Die Partie ist laut Aufzeichnung noch nicht zu Ende.")
    claimed = [int(s) for s in claimed_scores]
    actual = list(game.result.scores)
    if claimed != actual:
        raise RecordError(f"Die gemeldeten Punkte {claimed} passen nicht zur nachgespielten Partie {actual}.")
    return game.result


def replayed_game(record_json: str, lexicon: Lexicon) -> SetzerGame:
    """Replay a record given as JSON text (RecordError when it is unreadable or does not replay)."""
    return replay(GameRecord.from_json(record_json), lexicon)
