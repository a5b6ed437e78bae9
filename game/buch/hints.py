"""Hint choice: the best common word up to 8 letters, or the best one using a deep ember."""
from __future__ import annotations

from collections.abc import Callable

from game.buch.rules import HINT_MAX_LETTERS
from game.buch.wordsearch import FoundWord, SearchResult


def pick_hint(result: SearchResult, gain: Callable[[FoundWord], int] | None = None,
              decent: Callable[[str], bool] = lambda word: True) -> FoundWord | None:
    """Choose the hint word from a search (``result.focus`` = words through deep embers).

    Order: words using a deep ember (if any), then the most open journey goals
    advanced (``gain``), then points, then length, then alphabetical; a word
    that is not ``decent`` (offensive, sexual) is never proposed.
    """
    candidates = [w for w in result.focus.values() if w.letters <= HINT_MAX_LETTERS and decent(w.word)]
    if not candidates:
        candidates = [w for w in result.words.values() if w.letters <= HINT_MAX_LETTERS and decent(w.word)]
    if not candidates:
        return None
    if gain is None:
        top = max((w.score, w.letters) for w in candidates)
        ties = [w for w in candidates if (w.score, w.letters) == top]
    else:
        keyed = [((gain(w), w.score, w.letters), w) for w in candidates]
        top3 = max(k for k, _ in keyed)
        ties = [w for k, w in keyed if k == top3]
    return min(ties, key=lambda w: w.word)
