"""A simple player that always lays the word a hint would show (for tests and level tuning)."""
from __future__ import annotations

from game.buch.actions import FreeShuffle, Submit
from game.buch.game import BuchGame


def play_hint_bot(game: BuchGame, max_actions: int = 1000, now: float = 0.0, step: float = 0.0) -> BuchGame:
    """Play until the round ends (or ``max_actions``): the hint's word, else a free shuffle."""
    for _ in range(max_actions):
        if game.over:
            break
        word = game.best_word()
        if word is None:
            game.apply(FreeShuffle(), now)
        else:
            game.apply(Submit(word.path), now)
        now += step
    return game
