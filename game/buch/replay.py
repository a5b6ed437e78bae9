"""Replaying and verifying Speedbuch records with the engine (resumed rounds, the store's result checks)."""
from __future__ import annotations

from game.buch.game import BuchGame
from game.buch.record import BuchRecord, RecordError, record_from_text
from game.lexicon import Lexicon


def replay(record: BuchRecord, lexicon: Lexicon) -> BuchGame:
    """Play a record again and return the game (raises RecordError if an action is illegal)."""
    return BuchGame.from_record(record, lexicon)


def verify(record: BuchRecord, lexicon: Lexicon, claimed_score: int) -> BuchGame:
    """Replay and check the claimed score; returns the game or raises RecordError."""
    game = replay(record, lexicon)
    if game.score != claimed_score:
        raise RecordError(f"Die Punktzahl stimmt nicht: gemeldet {claimed_score}, nachgerechnet {game.score}.")
    return game


def replay_text(text: str, lexicon: Lexicon) -> BuchGame:
    """Replay a record given as JSON text and return the finished game (raises RecordError)."""
    return replay(record_from_text(text), lexicon)
