"""Bots for tests and level tuning: the hint follower and three modelled players.

* ``Player.BEGINNER`` finds common words of 3–5 letters and rarely the best one:
  it lays a random one, half the time one that advances a goal, and saves a
  deep ember only every other time.
* ``Player.TYPICAL`` sees common words up to 6 letters, mostly plays for the
  goals (4 in 5 moves) and picks one of the better words it sees.
* ``Player.EXPERT`` lays what the hint engine shows (the best common word up to
  8 letters for the open goals, deep embers first).

The typical player and the expert shuffle (a paid move) when no word lets an
open goal's map sink.

All choices come from a ``random.Random`` of their own, so a game with the
same seeds plays the same way every time.  No player uses hints.
"""
from __future__ import annotations

import enum
import random
from dataclasses import dataclass

from game.buch.actions import Action, FreeShuffle, Shuffle, Submit
from game.buch.game import BuchGame, RuleError
from game.buch.levels import GoalKind
from game.buch.wordsearch import FoundWord


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


class Player(enum.Enum):
    """The three players the level tuning models."""

    BEGINNER = "beginner"
    TYPICAL = "typical"
    EXPERT = "expert"


@dataclass(frozen=True)
class Profile:
    """How a modelled player chooses: longest word seen, goal focus, ember care, how far from the best."""

    max_letters: int
    goal_focus: float
    ember_care: float
    top: int  # picks among the ``top`` best words it sees (0: any of them)


PROFILES = {
    Player.BEGINNER: Profile(5, 0.5, 0.5, 0),
    Player.TYPICAL: Profile(6, 0.8, 0.85, 6),
}


def choose_action(game: BuchGame, player: Player, rng: random.Random) -> Action:
    """The modelled player's next action on ``game``."""
    if player is Player.EXPERT:
        best = game.best_word()
        if best is None:
            return FreeShuffle()
        return Shuffle() if _maps_stuck(game) else Submit(best.path)
    prof = PROFILES[player]
    result = game.words_on_board()
    if result.count == 0:
        return FreeShuffle()
    if player is Player.TYPICAL and _maps_stuck(game):
        return Shuffle()
    seen = [w for w in result.words.values() if w.letters <= prof.max_letters]
    if not seen:
        return Shuffle()
    deep = [w for w in result.focus.values() if w.letters <= prof.max_letters]
    if deep and rng.random() < prof.ember_care:
        seen = deep
    elif game.goals and rng.random() < prof.goal_focus:
        helpful = [w for w in seen if game.goal_gain(w) > 0]
        if helpful:
            seen = helpful
    return Submit(_pick(seen, prof.top, rng).path)


def _maps_stuck(game: BuchGame) -> bool:
    """Whether an open map goal has no word on the board that lets a map sink (a shuffle helps then)."""
    if not any(g.goal.kind is GoalKind.MAPS and not g.done for g in game.goals):
        return False
    return not any(game.maps_lowered(w.path) for w in game.words_on_board().words.values())


def _pick(words: list[FoundWord], top: int, rng: random.Random) -> FoundWord:
    words = sorted(words, key=lambda w: (-w.score, w.word))
    if top:
        words = words[:top]
    return words[rng.randrange(len(words))]


def play_as(game: BuchGame, player: Player, rng: random.Random, max_actions: int = 300) -> BuchGame:
    """Play ``game`` to its end as the modelled player."""
    for _ in range(max_actions):
        if game.over:
            break
        action = choose_action(game, player, rng)
        try:
            game.apply(action, 0.0)
        except RuleError:
            game.apply(FreeShuffle() if game.free_shuffle_available else Shuffle(), 0.0)
    return game
