"""Constants and normalisation shared by the lexicon build and the loader (no dependencies)."""
from __future__ import annotations

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"
LETTER_INDEX = {c: i for i, c in enumerate(ALPHABET)}
COMMON_MIN_COUNT = 20
DAILY_WORD_LETTERS = 7  # the Tagesrätsel word: a gängig noun of this length (lexicon/daily_nouns.txt)
DAWG_PARTS = ("first", "letters", "targets", "terminal")
_LETTERS = frozenset(ALPHABET)


def fold_spelling(spelling: str) -> str | None:
    """Upper-case a source spelling, ß -> SS; None when any other character remains."""
    form = spelling.upper().replace("ẞ", "SS")
    # str.upper() already turns ß into SS; the line above covers the capital sharp s.
    if not form or any(c not in _LETTERS for c in form):
        return None
    return form
