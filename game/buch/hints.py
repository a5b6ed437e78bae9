"""Hint choice: the best common word up to 8 letters, or the best one using a deep ember."""
from __future__ import annotations

from typing import Callable

from game.buch.rules import HINT_MAX_LETTERS
from game.buch.wordsearch import FoundWord, SearchResult


def _alpha_first(word: str) -> tuple[int, ...]:
    """Tie-break so that alphabetically earlier words win under ``max``."""
    return tuple(-ord(c) for c in word)


def pick_hint(result: SearchResult, gain: Callable[[FoundWord], int] | None = None) -> FoundWord | None:
    """Choose the hint word from a search (``result.focus`` = words through deep embers).

    Order: words using a deep ember (if any), then the most open journey goals
    advanced (``gain``), then points, then length, then alphabetical.
    """
    candidates = [w for w in result.focus.values() if w.letters <= HINT_MAX_LETTERS]
    if not candidates:
        candidates = [w for w in result.words.values() if w.letters <= HINT_MAX_LETTERS]
    if not candidates:
        return None
    g = gain or (lambda w: 0)
    return max(candidates, key=lambda w: (g(w), w.score, w.letters, _alpha_first(w.word)))
