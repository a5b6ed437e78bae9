"""Tagesrätsel: the seed, the word of the day and its path, all derived from the date."""
from __future__ import annotations

import datetime
import hashlib
import random
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from game.buch.generator import MAX_HEAVY, letter_cap
from game.buch.geometry import COLS, NEIGHBOURS, ROWS, Pos
from game.buch.tiles import HEAVY_VALUE, LETTER_VALUES
from game.lexicon import Lexicon, LexiconError
from game.lexicon_format import DAILY_WORD_LETTERS

DAILY_LETTERS = DAILY_WORD_LETTERS
REPLAY_NOTICE = ("Das Tageswort ist heute schon aufgelöst: Diese Runde bringt kein +500, "
                 "kein Lesezeichen und keine Serie – nur Punkte für die Tagesliste.")
REPLAY_SHORT = "Nochmal: ohne +500 und Lesezeichen"
#: from this day on the word of the day is a noun in its base form (``daily_base_nouns.txt``: no FEHLERN,
#: no ABHEBEN); earlier days keep the words they had, so their records replay unchanged
BASE_NOUNS_FROM = datetime.date(2026, 12, 3)
_CANDIDATES: dict[tuple, list[str]] = {}


def daily_seed(date: datetime.date) -> int:
    """The seed everyone gets on ``date``."""
    digest = hashlib.sha256(f"speedbuch-tagesraetsel-{date.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def bonus_open(date: datetime.date, finished_days: Iterable[str | datetime.date]) -> bool:
    """Whether a new round on ``date`` can still earn +500, the bookmark and the streak.

    Every finished round reveals the word of the day (found or not), so only the first
    round of a day can earn them; ``finished_days`` are the days with a finished round.
    """
    done = {d if isinstance(d, str) else d.isoformat() for d in finished_days}
    return date.isoformat() not in done


def tokenize(word: str) -> list[str] | None:
    """Split a word into tile tokens (QU is one tile); None if a Q stands without U."""
    tokens: list[str] = []
    i = 0
    while i < len(word):
        if word[i] == "Q":
            if word[i + 1:i + 2] != "U":
                return None
            tokens.append("QU")
            i += 2
        else:
            if word[i] not in LETTER_VALUES:
                return None
            tokens.append(word[i])
            i += 1
    return tokens


def _fits(tokens: list[str]) -> bool:
    counts = Counter(tokens)
    heavy = sum(n for t, n in counts.items() if LETTER_VALUES[t] >= HEAVY_VALUE)
    return heavy <= MAX_HEAVY and all(n <= letter_cap(t) for t, n in counts.items())


def daily_candidates(lexicon: Lexicon, base_nouns: bool = False) -> list[str]:
    """The words a Tagesrätsel may hide, sorted: gängig 7-letter nouns that fit the tiles and are fit to propose.

    ``base_nouns`` (days from ``BASE_NOUNS_FROM``, list 2 on): only base forms, from ``daily_base_nouns.txt``.

    Since word list 2 they come from ``lexicon/daily_nouns.txt`` (nouns are the
    capitalised spellings of the list), the same for everyone: operator lists do
    not change them, and no offensive word is chosen (``Lexicon.is_decent``).  A record made under list 1 had every gängig 7-letter form
    (with the operator lists); ``as_version(1)`` gives that rule back, so such
    a record replays to the word it had.
    """
    version = lexicon.list_version
    base_nouns = base_nouns and version >= 2
    key = (str(lexicon.directory), version, lexicon.blocked, lexicon.extra) if version == 1 else (str(lexicon.directory), version, base_nouns)
    cached = _CANDIDATES.get(key)
    if cached is None:
        if version == 1:
            words = {w for w in lexicon.common.keys() if len(w) == DAILY_LETTERS} | {
                w for w in lexicon.extra if len(w) == DAILY_LETTERS
            }
            ok = lexicon.is_common
        else:
            words = set(daily_nouns(lexicon.directory, "daily_base_nouns.txt" if base_nouns else "daily_nouns.txt"))
            ok = lexicon.is_decent
        cached = []
        for w in sorted(words):
            tokens = tokenize(w)
            if tokens is not None and ok(w) and _fits(tokens):
                cached.append(w)
        _CANDIDATES[key] = cached
    return cached


def daily_nouns(directory: Path, name: str = "daily_nouns.txt") -> list[str]:
    """``daily_nouns.txt`` (or ``daily_base_nouns.txt``) of the built lexicon (made by tools/build_lexicon.py)."""
    path = directory / name
    try:
        return path.read_text(encoding="utf-8").split()
    except OSError as err:
        raise LexiconError(f"Wortliste unvollständig: {path.name} fehlt ({err})") from err


def daily_word(date: datetime.date, lexicon: Lexicon) -> str:
    """The word of the day (a base-form noun from ``BASE_NOUNS_FROM`` on)."""
    candidates = daily_candidates(lexicon, base_nouns=date >= BASE_NOUNS_FROM)
    return random.Random(daily_seed(date) ^ 0x5EED).choice(candidates)


def random_path(rng: random.Random, length: int) -> tuple[Pos, ...]:
    """A random path of ``length`` touching cells, each used once."""
    cells = [(c, r) for c in range(COLS) for r in range(ROWS)]
    rng.shuffle(cells)
    for start in cells:
        path = [start]
        if _extend(rng, path, length):
            return tuple(path)
    raise ValueError("no path")  # cannot happen on a 7 x 8 board for length <= 56


def _extend(rng: random.Random, path: list[Pos], length: int) -> bool:
    if len(path) == length:
        return True
    options = [p for p in NEIGHBOURS[path[-1]] if p not in path]
    rng.shuffle(options)
    for p in options:
        path.append(p)
        if _extend(rng, path, length):
            return True
        path.pop()
    return False
