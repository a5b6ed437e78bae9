"""Replaying and verifying Speedbuch records with the engine (resumed rounds, the store's result checks)."""
from __future__ import annotations

from game.buch.game import BuchGame
from game.buch.record import BuchRecord, RecordError, record_from_text
from game.lexicon import Lexicon


def replay(record: BuchRecord, lexicon: Lexicon, track_missed: bool = True) -> BuchGame:
    """Play a record again and return the game (raises RecordError if an action is illegal).

    ``track_missed=False`` skips the results screen's missed words (the Spielcenter's faster check).
    """
    return BuchGame.from_record(record, lexicon, track_missed)


def verify(record: BuchRecord, lexicon: Lexicon, claimed_score: int, track_missed: bool = True) -> BuchGame:
    """Replay and check the claimed score; returns the game or raises RecordError."""
    game = replay(record, lexicon, track_missed)
    if game.score != claimed_score:
        raise RecordError(f"Die Punktzahl stimmt nicht: gemeldet {claimed_score}, nachgerechnet {game.score}.")
    return game


def replay_text(text: str, lexicon: Lexicon) -> BuchGame:
    """Replay a record given as JSON text and return the finished game (raises RecordError)."""
    return replay(record_from_text(text), lexicon)
