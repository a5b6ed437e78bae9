"""The German word lists: membership, the "gängig" flag, prefixes, DAWGs, operator lists.

Pure Python (no pygame).  Files are built by ``tools/build_lexicon.py`` into
``lexicon/``; the tries and DAWG arrays are memory-mapped, so loading is fast.
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import marisa_trie

from game.lexicon_format import ALPHABET, DAWG_PARTS, LETTER_INDEX, fold_spelling
from game.resources import data_dir

if TYPE_CHECKING:  # numpy is imported lazily: the tries alone load in a few milliseconds
    import numpy as np

__all__ = [
    "ALPHABET",
    "LETTER_INDEX",
    "Dawg",
    "Lexicon",
    "LexiconError",
    "NormalizeError",
    "default_lexicon_dir",
    "lexicon_of",
    "load_lexicon",
    "normalize_word",
    "sheet_note",
]

REPO_LEXICON_DIR = data_dir("lexicon")
SHEET_LETTERS = 15  # the Speedsetzer sheet is 15 squares wide: longer words count only in Speedbuch


def sheet_note(form: str) -> str | None:
    """German note for a valid word that cannot be laid on the Speedsetzer sheet, else None."""
    if len(form) <= SHEET_LETTERS:
        return None
    return f"zu lang für das Speedsetzer-Blatt ({len(form)} Buchstaben, höchstens {SHEET_LETTERS}); in Speedbuch zählt es"


class LexiconError(RuntimeError):
    """The built lexicon files are missing or unreadable."""


class NormalizeError(ValueError):
    """User input that cannot be a word; ``str(err)`` is a German reason."""


def default_lexicon_dir() -> Path:
    """``$SPEEDSETZER_LEXICON`` or the shipped ``lexicon/`` folder."""
    env = os.environ.get("SPEEDSETZER_LEXICON")
    return Path(env) if env else REPO_LEXICON_DIR


def normalize_word(text: str) -> str:
    """Turn typed input into a lexicon form (upper case, ß -> SS, spaces removed).

    Raises NormalizeError with a German reason when the input cannot be a word.
    """
    raw = "".join(text.split())
    if not raw:
        raise NormalizeError("Bitte ein Wort eingeben.")
    if any(c.isdigit() for c in raw):
        raise NormalizeError("Ziffern kommen in Wörtern nicht vor.")
    if any(c in "-‐‑–—" for c in raw):
        raise NormalizeError("Wörter mit Bindestrich gelten nicht.")
    if any(c in "'’‘`´" for c in raw):
        raise NormalizeError("Wörter mit Apostroph gelten nicht.")
    form = fold_spelling(raw)
    if form is None:
        bad = next(c for c in raw.upper().replace("ẞ", "SS") if c not in LETTER_INDEX)
        raise NormalizeError(f"Das Zeichen „{bad}“ gibt es nicht als Letter.")
    if len(form) < 2:
        raise NormalizeError("Ein Wort hat mindestens zwei Buchstaben.")
    return form


@dataclass(frozen=True)
class Dawg:
    """A minimal DAWG as arrays; node 0 is the root.

    The edges of node ``n`` are ``letters[first[n]:first[n+1]]`` (indices into
    ALPHABET, sorted) leading to ``targets[...]``; ``terminal[n]`` marks a word end.
    """

    first: "np.ndarray"
    letters: "np.ndarray"
    targets: "np.ndarray"
    terminal: "np.ndarray"

    @property
    def node_count(self) -> int:
        """Number of nodes."""
        return len(self.terminal)

    def child(self, node: int, letter: int) -> int:
        """The node after ``letter`` (an ALPHABET index), or -1."""
        import numpy as np

        lo, hi = int(self.first[node]), int(self.first[node + 1])
        pos = lo + int(np.searchsorted(self.letters[lo:hi], letter))
        if pos < hi and self.letters[pos] == letter:
            return int(self.targets[pos])
        return -1

    def contains(self, word: str) -> bool:
        """Whether ``word`` (normalised) is in this DAWG."""
        node = 0
        for c in word:
            idx = LETTER_INDEX.get(c)
            if idx is None:
                return False
            node = self.child(node, idx)
            if node < 0:
                return False
        return bool(self.terminal[node])

    def edges(self, node: int) -> dict[str, int]:
        """The outgoing edges of ``node`` as letter -> node."""
        lo, hi = int(self.first[node]), int(self.first[node + 1])
        return {ALPHABET[int(i)]: int(t) for i, t in zip(self.letters[lo:hi], self.targets[lo:hi])}

    def operator_patch(self, extra: Iterable[str] = (), blocked: Iterable[str] = ()) -> DawgPatch:
        """The nodes to change so that ``extra`` words are in and ``blocked`` words out (blocked wins).

        The one place where the operator's lists meet a word graph: DAWG nodes are shared between
        words, so the nodes along each changed word's path are copied (copy-on-write).
        """
        patch = DawgPatch({}, {}, self.node_count)
        blocked = set(blocked)
        for word in sorted(set(extra) - blocked):
            patch.set_word(self, word, True)
        for word in sorted(blocked):
            if patch.contains(self, word):
                patch.set_word(self, word, False)
        return patch

    def to_lists(self, extra: Iterable[str] = (), blocked: Iterable[str] = ()) -> tuple[list[dict[str, int]], list[bool]]:
        """Python structures for fast searches: per node a dict letter -> node, and terminal flags,
        with the operator's ``extra`` and ``blocked`` words applied (``operator_patch``)."""
        first = self.first.tolist()
        letters = [ALPHABET[i] for i in self.letters.tolist()]
        targets = self.targets.tolist()
        nodes = [dict(zip(letters[first[n]:first[n + 1]], targets[first[n]:first[n + 1]])) for n in range(self.node_count)]
        terminal = [bool(t) for t in self.terminal.tolist()]
        patch = self.operator_patch(extra, blocked)
        nodes.extend({} for _ in range(patch.node_count - len(nodes)))
        terminal.extend(False for _ in range(patch.node_count - len(terminal)))
        for node, out in patch.edges.items():
            nodes[node] = out
        for node, end in patch.terminal.items():
            terminal[node] = end
        return nodes, terminal


@dataclass
class DawgPatch:
    """Changed and new nodes of a DAWG: full edge dicts and word-end flags (new nodes count on from the DAWG's)."""

    edges: dict[int, dict[str, int]]
    terminal: dict[int, bool]
    node_count: int

    def _edges(self, dawg: Dawg, node: int) -> dict[str, int]:
        out = self.edges.get(node)
        if out is None:
            out = dawg.edges(node) if node < dawg.node_count else {}
        return out

    def _is_end(self, dawg: Dawg, node: int) -> bool:
        end = self.terminal.get(node)
        if end is None:
            end = bool(dawg.terminal[node]) if node < dawg.node_count else False
        return end

    def contains(self, dawg: Dawg, word: str) -> bool:
        """Whether ``word`` is a word of the patched graph."""
        node = 0
        for ch in word:
            child = self._edges(dawg, node).get(ch)
            if child is None:
                return False
            node = child
        return self._is_end(dawg, node)

    def set_word(self, dawg: Dawg, word: str, flag: bool) -> None:
        """Mark ``word`` as a word (or not), copying shared nodes along its path (the root is never shared)."""
        node = 0
        self.edges.setdefault(0, self._edges(dawg, 0))
        for ch in word:
            child = self.edges[node].get(ch)
            if child is None or child < dawg.node_count:  # new, or a shared DAWG node: a private copy
                copy = self.node_count
                self.node_count += 1
                self.edges[copy] = dict(self._edges(dawg, child)) if child is not None else {}
                self.terminal[copy] = self._is_end(dawg, child) if child is not None else False
                child = copy
            self.edges[node][ch] = child
            node = child
        self.terminal[node] = flag


def _load_dawg(directory: Path, name: str) -> Dawg:
    import numpy as np

    parts = {}
    for part in DAWG_PARTS:
        path = directory / f"dawg_{name}.{part}.npy"
        try:
            parts[part] = np.load(path, mmap_mode="r", allow_pickle=False)
        except (OSError, ValueError) as err:
            raise LexiconError(f"Wortliste beschädigt oder fehlt: {path.name} ({err})") from err
    return Dawg(**parts)


@dataclass(frozen=True)
class ListChanges:
    """What later builds of the word list changed: undone to judge a record by the list it was played with."""

    version: int  # the list version these changes lead back to
    added: frozenset[str] = frozenset()
    removed: frozenset[str] = frozenset()
    added_common: frozenset[str] = frozenset()
    removed_common: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Lexicon:
    """The built word lists plus the operator's blocked and extra words.

    Every check goes through ``is_word`` / ``is_common`` so that the operator
    lists apply everywhere: extra words count as valid and common, blocked
    words as neither.  ``as_version`` gives the list as an older build had it.
    """

    directory: Path
    words: marisa_trie.Trie
    common: marisa_trie.Trie
    stats: dict
    blocked: frozenset[str] = field(default_factory=frozenset)
    extra: frozenset[str] = field(default_factory=frozenset)
    undo: ListChanges | None = None  # set by as_version for an older list
    avoid: frozenset[str] = field(default_factory=frozenset)  # the operator's own additions to lexicon/avoid.txt

    @property
    def list_version(self) -> int:
        """The version of the word list this lexicon judges by (recorded with every game)."""
        return self.undo.version if self.undo is not None else _versions(self.directory)[0]

    def is_word(self, word: str) -> bool:
        """Valid in the full list ("alle")."""
        if word in self.blocked:
            return False
        if self.undo is not None:
            if word in self.undo.removed:
                return True
            if word in self.undo.added:
                return False
        return word in self.words or word in self.extra

    def is_common(self, word: str) -> bool:
        """Valid in the "gängig" list."""
        if word in self.blocked:
            return False
        if self.undo is not None:
            if word in self.undo.removed_common:
                return True
            if word in self.undo.added_common:
                return False
        return word in self.common or word in self.extra

    def is_decent(self, word: str) -> bool:
        """Not on the shipped never-propose list (``lexicon/avoid.txt``): offensive and sexual words.

        The same on every device, so the engines may use it for what they choose
        themselves (word of the day, hints) and replays stay identical.
        """
        whole, prefixes = _avoid_patterns(self.directory)
        return word not in whole and not any(word.startswith(p) for p in prefixes)

    def is_proposable(self, word: str) -> bool:
        """Whether the game may show ``word`` as its own suggestion (missed words, Bruno's remarks).

        ``is_decent`` plus the operator's own additions; players may still lay any valid word.
        """
        return word not in self.avoid and self.is_decent(word)

    def as_version(self, version: int) -> "Lexicon":
        """This lexicon as word list ``version`` had it (the operator lists stay); raises LexiconError."""
        current, changes = _versions(self.directory)
        if version == current:
            return self
        if not 1 <= version < current:
            raise LexiconError(f"Wortliste in Version {version} ist unbekannt (vorhanden: 1 bis {current}).")
        added, removed, added_c, removed_c = set(), set(), set(), set()
        for entry in reversed(changes):  # newest first; an older build's change to a word decides it
            if entry["version"] <= version:
                break
            added, removed = (added - entry["removed"]) | entry["added"], (removed - entry["added"]) | entry["removed"]
            added_c = (added_c - entry["removed_common"]) | entry["added_common"]
            removed_c = (removed_c - entry["added_common"]) | entry["removed_common"]
        undo = ListChanges(version, frozenset(added), frozenset(removed), frozenset(added_c), frozenset(removed_c))
        return Lexicon(self.directory, self.words, self.common, self.stats, self.blocked, self.extra, undo, self.avoid)

    def is_valid(self, word: str, common_only: bool = False) -> bool:
        """Valid in the chosen list."""
        return self.is_common(word) if common_only else self.is_word(word)

    def has_prefix(self, prefix: str, common_only: bool = False) -> bool:
        """Whether any word of the chosen list starts with ``prefix``."""
        trie = self.common if common_only else self.words
        if next(trie.iterkeys(prefix), None) is not None:
            return True
        return any(w.startswith(prefix) for w in self.extra)

    def with_prefix(self, prefix: str, common_only: bool = False, limit: int | None = None) -> list[str]:
        """Words of the chosen list starting with ``prefix`` (sorted), blocked removed."""
        trie = self.common if common_only else self.words
        found = set(trie.keys(prefix)) | {w for w in self.extra if w.startswith(prefix)}
        result = sorted(w for w in found if w not in self.blocked)
        return result[:limit] if limit is not None else result

    def dawg(self, common_only: bool = False) -> Dawg:
        """The built DAWG (without operator lists: searches add ``extra`` and drop ``blocked``)."""
        return _cached_dawg(self.directory, "common" if common_only else "all")

    def with_operator_lists(self, blocked: Iterable[str] = (), extra: Iterable[str] = (), avoid: Iterable[str] = ()) -> "Lexicon":
        """A copy with the operator's blocked, extra-allowed and never-proposed words (normalised forms)."""
        return Lexicon(self.directory, self.words, self.common, self.stats, frozenset(blocked), frozenset(extra), self.undo,
                       frozenset(avoid))


@lru_cache(maxsize=4)
def _avoid_patterns(directory: Path) -> tuple[frozenset[str], tuple[str, ...]]:
    """``avoid.txt``: whole forms and prefixes (``FICK*``) the game never proposes."""
    path = directory / "avoid.txt"
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as err:
        raise LexiconError(f"Wortliste unvollständig: {path.name} fehlt ({err})") from err
    entries = [line.strip() for line in lines if line.strip() and not line.startswith("#")]
    return (frozenset(e for e in entries if not e.endswith("*")),
            tuple(sorted(e[:-1] for e in entries if e.endswith("*"))))


@lru_cache(maxsize=4)
def _versions(directory: Path) -> tuple[int, tuple[dict[str, frozenset[str]], ...]]:
    """The current list version and each build's changes (``versions.json``; version 1 without it)."""
    path = directory / "versions.json"
    if not path.exists():
        return 1, ()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        changes = tuple(
            {"version": int(e["version"]), **{k: frozenset(e[k]) for k in ("added", "removed", "added_common", "removed_common")}}
            for e in data["changes"])
        return int(data["current"]), changes
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise LexiconError(f"Wortliste beschädigt: {path.name} ({err})") from err


@lru_cache(maxsize=4)
def _cached_dawg(directory: Path, name: str) -> Dawg:
    return _load_dawg(directory, name)


def forget_dawgs() -> None:
    """Close the mapped DAWG arrays (the word graphs made from them were released; a new build maps them again)."""
    _cached_dawg.cache_clear()


@lru_cache(maxsize=4)
def load_lexicon(directory: Path | None = None) -> Lexicon:
    """Load (and cache) the built lexicon; raises LexiconError with a German message."""
    directory = Path(directory) if directory is not None else default_lexicon_dir()
    tries = []
    for name in ("words.marisa", "common.marisa"):
        trie = marisa_trie.Trie()
        try:
            trie.mmap(str(directory / name))
        except (RuntimeError, OSError) as err:  # marisa reports a missing or damaged file as RuntimeError
            raise LexiconError(f"Wortliste beschädigt oder fehlt: {directory / name} ({err})") from err
        tries.append(trie)
    try:
        stats = json.loads((directory / "stats.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise LexiconError(f"Wortliste beschädigt oder fehlt: {directory / 'stats.json'} ({err})") from err
    return Lexicon(directory, tries[0], tries[1], stats)


class HasLexicon(Protocol):
    """Anything that carries the game's lexicon (the app)."""

    @property
    def lexicon(self) -> Lexicon:
        """The lexicon with the operator lists applied."""


def lexicon_of(owner: HasLexicon | None = None) -> Lexicon:
    """``owner.lexicon`` (the app's, with the operator lists), or the built list for callers without an app."""
    return owner.lexicon if owner is not None else load_lexicon()
