"""Find all words on the board fast: depth-first over the board, pruned by a DAWG.

The common-word DAWG is converted once into Python lists with the operator's
lists applied (``Dawg.to_lists``), plus a combined "QU" edge per node.  The search walks the board with
a bitmask of used cells and precomputed neighbour lists.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.buch.geometry import CELLS, NEIGHBOUR_INDEX, Pos, cell_pos
from game.buch.hall_rules import DUST_MIN_LETTERS
from game.buch.scoring import MIN_LETTERS, MULT2_BY_LETTERS
from game.buch.tiles import EMBER_POINTS, Tile
from game.lexicon import Lexicon

CELL_POS: tuple[Pos, ...] = tuple(cell_pos(i) for i in range(CELLS))


@dataclass(frozen=True)
class FoundWord:
    """A word lying on the board with its best path."""

    word: str
    score: int
    letters: int
    path: tuple[Pos, ...]
    embers: int
    bonus_tiles: int


@dataclass(frozen=True)
class SearchResult:
    """All distinct common words (3+ letters) on a board, each with its best path."""

    words: dict[str, FoundWord]
    focus: dict[str, FoundWord]  # best path per word that touches a focus cell (deep embers)

    @property
    def count(self) -> int:
        """Number of distinct words."""
        return len(self.words)


class WordFinder:
    """Searches boards for common words of a lexicon (operator lists applied)."""

    def __init__(self, lexicon: Lexicon, common_only: bool = True) -> None:
        nodes, terminal = lexicon.dawg(common_only).to_lists(lexicon.extra, lexicon.blocked)
        for d in nodes:
            q = d.get("Q")
            if q is not None:
                u = nodes[q].get("U")
                if u is not None:
                    d["QU"] = u
        self.nodes = nodes
        self.terminal = terminal

    def search(self, cells: Sequence[Tile | None], focus_mask: int = 0, values: Sequence[int] | None = None,
               dust_mask: int = 0) -> SearchResult:
        """All words on the board given as tiles by flat cell index.

        ``values`` overrides the letter values per cell (Lesezeichen); a word
        through a cell of ``dust_mask`` needs at least 5 letters (Staub).
        """
        nodes = self.nodes
        terminal = self.terminal
        nbs = NEIGHBOUR_INDEX
        tokens = [t.token if t is not None else "" for t in cells]
        if values is None:
            values = [t.value if t is not None else 0 for t in cells]
        pcts = [t.bonus_percent if t is not None else 0 for t in cells]
        embers = [1 if (t is not None and t.is_ember) else 0 for t in cells]
        mult2 = MULT2_BY_LETTERS
        found: dict[str, tuple[int, tuple[int, ...], int, int, int]] = {}
        focus: dict[str, tuple[int, tuple[int, ...], int, int, int]] = {}
        path: list[int] = []
        adj = [[(nb, 1 << nb, tokens[nb]) for nb in nbs[c]] for c in range(CELLS)]
        token_at = tokens.__getitem__
        value_at = values.__getitem__
        pct_at = pcts.__getitem__
        ember_at = embers.__getitem__
        specials = any(pcts) or any(embers)

        def record(mask: int) -> None:
            word = "".join(map(token_at, path))
            letters = len(word)
            if letters < MIN_LETTERS or (letters < DUST_MIN_LETTERS and mask & dust_mask):
                return
            lsum = sum(map(value_at, path))
            if specials:
                pct = sum(map(pct_at, path))
                emb = sum(map(ember_at, path))
                nbon = sum(1 for c in path if pcts[c])
            else:
                pct = emb = nbon = 0
            score = (lsum * mult2[letters if letters < 64 else 63] * (100 + pct) + 100) // 200 + EMBER_POINTS * emb
            old = found.get(word)
            if old is None or score > old[0]:
                found[word] = (score, tuple(path), letters, emb, nbon)
            if mask & focus_mask:
                old = focus.get(word)
                if old is None or score > old[0]:
                    focus[word] = (score, tuple(path), letters, emb, nbon)

        def dfs(cell: int, node: int, mask: int) -> None:
            if terminal[node]:
                record(mask)
            children = nodes[node]
            for nb, bit, tok in adj[cell]:
                if mask & bit:
                    continue
                child = children.get(tok)
                if child is None:
                    continue
                path.append(nb)
                dfs(nb, child, mask | bit)
                path.pop()

        root = nodes[0]
        try:
            for cell in range(CELLS):
                child = root.get(tokens[cell])
                if child is None:
                    continue
                path.append(cell)
                dfs(cell, child, 1 << cell)
                path.pop()
        finally:
            dfs = None  # the recursive closure holds itself: without this each search leaves a cycle for the collector

        def convert(d: dict[str, tuple[int, tuple[int, ...], int, int, int]]) -> dict[str, FoundWord]:
            pos = CELL_POS.__getitem__
            return {w: FoundWord(w, s, n, tuple(map(pos, p)), e, b) for w, (s, p, n, e, b) in d.items()}

        return SearchResult(convert(found), convert(focus))

    def has_word(self, cells: Sequence[Tile | None], dust_mask: int = 0) -> bool:
        """Whether at least one common word of 3+ letters lies on the board (stops at the first)."""
        nodes = self.nodes
        terminal = self.terminal
        nbs = NEIGHBOUR_INDEX
        tokens = [t.token if t is not None else "" for t in cells]
        lens = [len(x) for x in tokens]

        def dfs(cell: int, node: int, mask: int, letters: int) -> bool:
            if terminal[node] and letters >= MIN_LETTERS and (letters >= DUST_MIN_LETTERS or not mask & dust_mask):
                return True
            children = nodes[node]
            for nb in nbs[cell]:
                if mask >> nb & 1:
                    continue
                child = children.get(tokens[nb])
                if child is not None and dfs(nb, child, mask | (1 << nb), letters + lens[nb]):
                    return True
            return False

        try:
            root = nodes[0]
            return any(child is not None and dfs(cell, child, 1 << cell, lens[cell])
                       for cell, child in enumerate(map(root.get, tokens)))
        finally:
            dfs = None  # the recursive closure holds itself: break the cycle (see ``search``)


_FINDERS: dict[tuple, WordFinder] = {}


def forget_finders() -> bool:
    """Drop the cached word finders (the next search builds them again); True when there were any."""
    had = bool(_FINDERS)
    _FINDERS.clear()
    return had


def finder_for(lexicon: Lexicon, common_only: bool = True) -> WordFinder:
    """A cached WordFinder for this lexicon and its operator lists."""
    key = (str(lexicon.directory), lexicon.blocked, lexicon.extra, common_only)
    finder = _FINDERS.get(key)
    if finder is None:
        finder = WordFinder(lexicon, common_only)
        _FINDERS[key] = finder
    return finder
