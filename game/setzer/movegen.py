"""Every legal Speedsetzer move for a sheet and a rack, with exact scores (no pygame).

Algorithm: Appel & Jacobson's anchor / cross-check search over the lexicon
DAWG.  Why a DAWG and not a GADDAG: the measurement quoted in issue 4 (same
machine, same word list) found a CPython DAWG search that enumerates the
rack's left parts once per rack and reads cross-check and cross score from
one per-square lookup 2-3 times faster than a GADDAG, whose structure was ten
times larger and slower to load; the GADDAG was therefore not built again.
This module reaches (``tools/movegen.py``, structure loaded, CPU time, machine
shared with other work): racks without a blank about 0.85 ms median (p90 1.3),
one blank about 5.4 ms (``blanks.jsonl``, p90 9), the two-blank reference
position about 35 ms, 30 synthetic two-blank racks (``--blanks 2 --synth 30``)
about 23 ms median, p90 47 ms, 64 ms at most.  The version before (same
machine, same moment) needed 1.0, 7.4, 49 and 33 / 60 / 113 ms.

Speed tricks (the hot loop is ``place`` inside ``_records``):

* The numpy DAWG becomes nested Python dicts once per word list (``WordGraph``):
  ``node[letter] -> child node``, key ``END`` marks a word end, key ``MASK``
  holds a bit mask of the child letters.  The operator's extra and blocked
  words are already applied by ``Dawg.to_lists`` (the one place for that), so
  the search itself never checks either list.
* Per sheet (cached, reused for many racks) every empty square gets one dict
  ``letter -> packed score delta``: a letter missing from the dict fails the
  cross-check; the value packs the main-word part (letter value times letter
  premium, shifted left by 16 bits) and the whole cross word's score, so one
  addition scores both.  Free squares share one dict per letter premium.  A
  bit mask per square (allowed letters) ANDed with the node's child mask and
  the rack's mask lists exactly the letters worth trying, and the same test
  one square ahead prunes calls that could not place anything.
* Left parts (rack letters left of an anchor on free squares) are enumerated
  once per rack, up to the longest free run any anchor has, and bucketed by
  the letter that may follow them, so an anchor only visits the left parts
  that fit its cross-check (and, before a word on the sheet, its first letter).
* The rack is a numbered state (``_rack_states``: every sub-multiset of the rack,
  with its letter mask, blank count and the state after each tile), so the search
  passes one int instead of counting tiles down and up; blanks are a count in the
  state, so two blanks or two equal letters are never tried in both orders.
  Left parts are collected per length (no sorting) and, before a word on the
  sheet, grouped once per bucket by the letter that may follow.
* Moves are recorded as small tuples ``(score, code, word)``; ``Move`` objects
  are built only when asked for.  The cyclic garbage collector is paused while
  a search runs (it allocates many small acyclic tuples).
* The resumable job (``MoveJob.step``) does one small chunk per call: five lines
  of the sheet analysis, the left parts (at once without a blank, per first letter
  with one, per second letter with two), or the search until about 128 moves (or
  2,000 left-part entries, or a few lines' anchors) came together; with a blank
  an anchor is split between the letters of its first square (with two blanks
  also its second).  Each step stays under a millisecond of CPU on this machine
  (``tools/movegen.py FILE --job`` prints the longest); results and their order
  are the same as ``generate_records``.
* Cross-check sets next to a single sheet letter (three quarters of all cross
  squares) are precomputed with the word graph; a left part is scored through
  the anchor's premium squares only.

Tried and dropped (measured slower): memoising the search per (node, square,
rack), a memoised "can the rack tiles alone still end a word" test before each
step (it removes most fruitless calls, but costs more than they do), a per-node
"fewest vowels of any completion" test (too few calls removed for its cost), and
a word-ending-letter mask for the last tile.
"""
from __future__ import annotations

import gc
import re
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass

from game.setzer.board import Board
from game.setzer.premiums import CLASSIC, Layout
from game.setzer.tiles import BINGO_BONUS, BLANK, LETTERS, RACK_SIZE, TILE_VALUES

__all__ = [
    "END",
    "BoardInfo",
    "Move",
    "MoveJob",
    "MoveSet",
    "WordGraph",
    "analyse_board",
    "best_moves",
    "generate_moves",
    "find_moves",
    "generate_records",
    "graph_for",
    "move_job",
    "record_rack_tiles",
]

SIZE = 15
END = ""  # key of a terminal node's dict
_SHIFT = 16  # the hot loop writes 16 and 65535 literally
_LOW = (1 << _SHIFT) - 1
_LOWER = {L: L.lower() for L in LETTERS}
_VAL = {L: TILE_VALUES[L] for L in LETTERS}
_DOWN_CODE = 1000  # record code = direction * 1000 + line * 16 + column after the word
MASK = 0  # key of a node's dict holding the bit mask of its child letters
_BIT = {L: 1 << i for i, L in enumerate(LETTERS)}
_ALL = (1 << len(LETTERS)) - 1


class _LettersOf(dict):
    """mask -> tuple of the letters whose bits are set (filled on demand)."""

    def __missing__(self, mask: int) -> tuple[str, ...]:
        letters = tuple(L for L in LETTERS if mask & _BIT[L])
        self[mask] = letters
        return letters


_LO = _LettersOf()


# --------------------------------------------------------------------------- word graph


class WordGraph:
    """The chosen word list as nested dicts (``node[letter] -> child``, ``END in node`` = word end)."""

    __slots__ = ("root", "_cross_cache", "_board_cache", "_short_cross", "name")

    def __init__(self, root: dict, name: str = "") -> None:
        self.root = root
        self.name = name
        # (above, below) -> cross-check set, and (before, after, letter mul, word mul) -> square tables
        self._cross_cache: dict[tuple, object] = {}
        self._board_cache: dict[tuple, "BoardInfo"] = {}
        # cross-check sets next to a single sheet letter (above/below/both: three quarters of all
        # cross squares), part of the structure: built with it and again after an edit
        self._short_cross: dict[tuple[str, str], frozenset[str]] | None = None

    @classmethod
    def from_dawg(cls, dawg, extra: Iterable[str] = (), blocked: Iterable[str] = (), name: str = "") -> "WordGraph":
        """Convert a ``game.lexicon.Dawg`` (numpy arrays) with the operator lists applied (``Dawg.operator_patch``)."""
        # The arrays are read through memoryviews, not as lists: tolist() made ~560,000 Python ints that lived
        # only during the build, and the frame thread's long-lived objects, made meanwhile, settled between
        # them and kept ~20 MB of those memory blocks from going back to the system when the graphs went.
        first = _ints(dawg.first)
        letters = _ints(dawg.letters)
        targets = _ints(dawg.targets)
        terminal = _ints(dawg.terminal)
        patch = dawg.operator_patch(extra, blocked)
        nodes: list[dict] = [{} for _ in range(patch.node_count)]
        bit = _BIT
        masks: dict[int, int] = {}  # one int object per distinct mask (11,000 instead of 140,000)
        for n in range(len(terminal)):
            if n in patch.edges:
                continue  # changed by the operator lists: filled below
            node = nodes[n]
            mask = 0
            for i in range(first[n], first[n + 1]):
                letter = LETTERS[letters[i]]
                node[letter] = nodes[targets[i]]
                mask |= bit[letter]
            node[MASK] = masks.setdefault(mask, mask)
            if terminal[n]:
                node[END] = True
        for n, out in patch.edges.items():
            node = nodes[n]
            mask = 0
            for letter, target in out.items():
                node[letter] = nodes[target]
                mask |= bit[letter]
            node[MASK] = masks.setdefault(mask, mask)
            if patch.terminal.get(n, n < len(terminal) and terminal[n]):
                node[END] = True
        graph = cls(nodes[0], name)
        graph._short_cross = graph._build_short_cross()
        return graph

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "") -> "WordGraph":
        """A trie of the given words (for tests and small lists)."""
        graph = cls({MASK: 0}, name)
        for word in words:
            graph.add_word(word)
        return graph

    def add_word(self, word: str) -> None:
        """Add a word, cloning its path so shared DAWG nodes stay untouched."""
        root = dict(self.root)
        node = root
        for letter in word:
            if letter not in _BIT:
                raise ValueError(f"Kein Wort aus Lettern: {word}")
            child = node.get(letter)
            clone = dict(child) if child is not None else {MASK: 0}
            node[letter] = clone
            node[MASK] |= _BIT[letter]
            node = clone
        node[END] = True
        self.root = root
        self._cross_cache.clear()
        self._board_cache.clear()
        self._short_cross = None

    def remove_word(self, word: str) -> None:
        """Remove a word (copy-on-write path clone, end mark dropped)."""
        if not self.contains(word):
            return
        root = dict(self.root)
        node = root
        for letter in word:
            clone = dict(node[letter])
            node[letter] = clone
            node = clone
        del node[END]
        self.root = root
        self._cross_cache.clear()
        self._board_cache.clear()
        self._short_cross = None

    def contains(self, word: str) -> bool:
        """Whether the (upper-case) word is in the list."""
        node = self.root
        for letter in word:
            node = node.get(letter)
            if node is None:
                return False
        return END in node

    def walk(self, letters: str) -> dict | None:
        """The node reached by a prefix, or None."""
        node = self.root
        for letter in letters:
            node = node.get(letter)
            if node is None:
                return None
        return node

    def _build_short_cross(self) -> dict[tuple[str, str], frozenset[str]]:
        """The cross-check sets for one sheet letter above, below, or one on each side."""
        root = self.root
        lo = _LO
        table: dict[tuple[str, str], frozenset[str]] = {}
        for a in LETTERS:
            node = root.get(a)
            table[(a, "")] = frozenset(L for L in lo[node[MASK]] if END in node[L]) if node else frozenset()
            ends_before: list[str] = []
            for L in lo[root[MASK]]:
                child = root[L].get(a)
                if child is not None and END in child:
                    ends_before.append(L)
            table[("", a)] = frozenset(ends_before)
        for a in LETTERS:
            node = root.get(a)
            for b in LETTERS:
                found = []
                if node is not None:
                    for L in lo[node[MASK]]:
                        child = node[L].get(b)
                        if child is not None and END in child:
                            found.append(L)
                table[(a, b)] = frozenset(found)
        return table

    def cross_letters(self, above: str, below: str) -> frozenset[str]:
        """Letters L for which ``above + L + below`` is a word (memoised)."""
        key = (above, below)
        if len(above) + len(below) < 3:
            short = self._short_cross
            if short is None:
                short = self._short_cross = self._build_short_cross()
            found = short.get(key)
            if found is not None:
                return found
        found = self._cross_cache.get(key)
        if found is None:
            node = self.walk(above)
            result = []
            if node is not None:
                for letter in _LO[node[MASK]]:
                    child = node[letter]
                    for b in below:
                        child = child.get(b)
                        if child is None:
                            break
                    else:
                        if END in child:
                            result.append(letter)
            found = frozenset(result)
            if len(self._cross_cache) > 200_000:
                self._cross_cache.clear()
            self._cross_cache[key] = found
        return found


def _ints(array) -> memoryview:
    """A numpy array of integers (or bools) as a memoryview of int64: indexing it makes one short-lived int at a time."""
    import numpy as np

    return memoryview(np.ascontiguousarray(array, dtype=np.int64))


_GRAPHS: dict[tuple, WordGraph] = {}


def forget_graphs() -> bool:
    """Drop the cached word graphs and the search's tables (the next search builds them again); True when there were graphs."""
    from game.lexicon import forget_dawgs

    had = bool(_GRAPHS)
    _GRAPHS.clear()
    forget_dawgs()  # made by the graph build too, between the nodes
    _LO.clear()  # its keys are the graphs' mask ints: kept, they would pin the graphs' freed memory
    _RACK_STATES.clear()
    _RUN_VALUE.clear()
    _LAYOUT_TABLES.clear()
    return had


def graph_for(lexicon, common_only: bool = False) -> WordGraph:
    """The cached word graph for a lexicon's list ("gängig" if ``common_only``) with its operator lists.

    A graph whose files failed the start-up checksum is replaced by the common one where that is safe;
    LexiconError (German) when no graph can serve the list.
    """
    from game.lexicon import LexiconError
    from game.lexicon_check import usable_graph

    searched = usable_graph(lexicon.directory, common_only)
    if searched is None:
        raise LexiconError("Der Wortgraph ist beschädigt: Computergegner und Tipps sind abgeschaltet.")
    common_only = searched
    key = (str(lexicon.directory), common_only, lexicon.extra, lexicon.blocked)
    graph = _GRAPHS.get(key)
    if graph is None:
        # extra words count in both lists (see Lexicon.is_common); blocked words in neither
        graph = WordGraph.from_dawg(lexicon.dawg(common_only), lexicon.extra, lexicon.blocked,
                                    "gängig" if common_only else "alle")
        if len(_GRAPHS) >= 4:
            _GRAPHS.pop(next(iter(_GRAPHS)))
        _GRAPHS[key] = graph
        # the graph is ~150,000 long-lived dicts: move them (and everything alive now) out of the
        # cyclic collector's reach so its full passes do not rescan them during searches
        gc.freeze()
    return graph


# --------------------------------------------------------------------------- sheet analysis

_FREE = {lm: {L: (_VAL[L] * lm) << _SHIFT for L in LETTERS} for lm in (1, 2, 3)}
_RUN_RE = re.compile(r"[^.]+")
_RUN_VALUE: dict[str, int] = {}


def _run_value(run: str) -> int:
    """Sum of tile values of a run of sheet letters (lower case = blank = 0), memoised."""
    v = _RUN_VALUE.get(run)
    if v is None:
        v = sum(TILE_VALUES.get(t, 0) for t in run)
        if len(_RUN_VALUE) > 100_000:
            _RUN_VALUE.clear()
        _RUN_VALUE[run] = v
    return v


@dataclass
class _Line:
    """One row (across) or column (down) prepared for the search."""

    lmul: list  # letter multiplier per square
    wmul: list  # word multiplier per square
    sq: list  # per empty square: (cc, cmask, wmul, ccb, run, run value, next column, next < 15, skip one-tile)
    masks: list  # per column 0..15: letters allowed on the square (0 on tiles and at 15)
    anchors: list  # (column, left) with left = int (free squares to the left) or (node, acc, word)


@dataclass
class BoardInfo:
    """Everything about a sheet that does not depend on the rack (cached per word graph)."""

    rows: tuple[str, ...]
    cols: tuple[str, ...]
    lines: tuple[tuple[_Line | None, ...], tuple[_Line | None, ...]]
    max_left: int
    empty: bool
    layout: Layout


class _LayoutTables:
    """Multipliers of a layout per direction and line, and the shared tuples of free squares."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        lm = [[p.letter for p in row] for row in layout]
        wm = [[p.word for p in row] for row in layout]
        self.lm = (lm, [[lm[r][c] for r in range(SIZE)] for c in range(SIZE)])
        self.wm = (wm, [[wm[r][c] for r in range(SIZE)] for c in range(SIZE)])
        self.free = tuple(
            [[(_FREE[self.lm[d][i][c]], _ALL, self.wm[d][i][c], 0, "", 0, c + 1, c + 1 < SIZE, False)
              for c in range(SIZE)] for i in range(SIZE)]
            for d in (0, 1))


_LAYOUT_TABLES: dict[int, _LayoutTables] = {}


def _layout_tables(layout: Layout) -> _LayoutTables:
    tables = _LAYOUT_TABLES.get(id(layout))
    if tables is None or tables.layout is not layout:
        tables = _LayoutTables(layout)
        if len(_LAYOUT_TABLES) > 16:
            _LAYOUT_TABLES.clear()
        _LAYOUT_TABLES[id(layout)] = tables
    return tables


def _normalise_rows(board: Board | Iterable[str]) -> tuple[str, ...]:
    """The sheet as 15 strings of 15 squares (a Board or its rows)."""
    rows = board.to_rows() if isinstance(board, Board) else tuple(board)
    if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
        raise ValueError("Ein Bogen hat 15 Zeilen zu 15 Feldern.")
    return rows


def analyse_board(graph: WordGraph, board, layout: Layout = CLASSIC) -> BoardInfo:
    """Cross-checks, cross scores and anchors of a sheet (cached on the graph, keyed by the rows)."""
    rows = _normalise_rows(board)
    key = (rows, id(layout))
    cache = graph._board_cache  # noqa: SLF001 - the cache belongs to the graph
    info = cache.get(key)
    if info is not None and info.layout is layout:
        return info
    steps = _analyse_steps(graph, rows, layout)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            info = stop.value
            break
    _remember(cache, key, info)
    return info


_BOARD_CACHE_SIZE = 16  # positions per graph: a turn's searches share one; 64 kept ~12 MB of old sheets (issue 14)
_RACK_CACHE_SIZE = 64  # racks whose search states are kept (a rack is searched a few times in its turn)


def _remember(cache: dict, key: tuple, info: BoardInfo) -> None:
    if len(cache) >= _BOARD_CACHE_SIZE:
        cache.pop(next(iter(cache)))
    cache[key] = info


def _cached_info(graph: WordGraph, rows: tuple[str, ...], layout: Layout) -> BoardInfo | None:
    info = graph._board_cache.get((rows, id(layout)))  # noqa: SLF001
    return info if info is not None and info.layout is layout else None


_ANALYSE_CHUNK = 5  # lines per resumable step of the sheet analysis


def _analyse_steps(graph: WordGraph, rows: tuple[str, ...], layout: Layout) -> Generator[None, None, BoardInfo]:
    """The sheet analysis in small steps (a yield every few lines); returns the BoardInfo."""
    tables = _layout_tables(layout)
    cols = tuple("".join(row[c] for row in rows) for c in range(SIZE))
    empty = not any(ch != "." for row in rows for ch in row)
    cross_letters = graph.cross_letters
    square_cache = graph._cross_cache  # noqa: SLF001 - 4-tuple keys next to cross_letters' 2-tuples
    walk = graph.walk
    val = _VAL
    bit = _BIT
    run_value = _run_value
    run_re = _RUN_RE
    both = []
    max_left = 0
    for direction in (0, 1):
        lines_here = rows if direction == 0 else cols
        perp_lines = cols if direction == 0 else rows
        # perpendicular word parts: perp[i][c] = [before, after] for square c of line i
        perp: list[dict[int, list[str]]] = [{} for _ in range(SIZE)]
        for c, pline in enumerate(perp_lines):
            for m in run_re.finditer(pline):
                s0, e0 = m.span()
                run = m.group()
                if s0 > 0:
                    entry = perp[s0 - 1].get(c)
                    if entry is None:
                        perp[s0 - 1][c] = ["", run]
                    else:
                        entry[1] = run
                if e0 < SIZE:
                    entry = perp[e0].get(c)
                    if entry is None:
                        perp[e0][c] = [run, ""]
                    else:
                        entry[0] = run
        lms = tables.lm[direction]
        wms = tables.wm[direction]
        frees = tables.free[direction]
        lines = []
        for i, line in enumerate(lines_here):
            runs = [(m.start(), m.end(), m.group()) for m in run_re.finditer(line)]
            cross = perp[i]
            if not runs and not cross and not (empty and i == 7):
                lines.append(None)
                continue
            lmul = lms[i]
            wmul = wms[i]
            sq = list(frees[i])
            masks = [0 if ch != "." else _ALL for ch in line]
            masks.append(0)
            is_anchor = [False] * SIZE
            for c, (before, after) in cross.items():
                lm = lmul[c]
                wm = wmul[c]
                # (letter -> packed score, allowed mask, cross score of a blank) per neighbourhood and
                # premium, memoised with the cross-check sets (sheets change little from turn to turn)
                key = (before, after, lm, wm)
                square = square_cache.get(key)
                if square is None:
                    cs = run_value(before) + run_value(after)
                    allowed = cross_letters(before.upper(), after.upper())
                    cmask = 0
                    for L in allowed:
                        cmask |= bit[L]
                    square = ({L: ((val[L] * lm) << _SHIFT) + (cs + val[L] * lm) * wm for L in allowed},
                              cmask, cs * wm)
                    square_cache[key] = square
                cdict, cmask, cb = square
                masks[c] = cmask
                sq[c] = (cdict, cmask, wm, cb, "", 0, c + 1, c + 1 < SIZE, direction == 1)
                is_anchor[c] = True
            anchors_a = []
            for s0, e0, run in runs:
                if s0 > 0:
                    c = s0 - 1
                    is_anchor[c] = True
                    cc, cmask, wm, cb, _, _, _, _, skip = sq[c]
                    sq[c] = (cc, cmask, wm, cb, run.upper(), run_value(run) << _SHIFT, e0, e0 < SIZE, skip)
                if e0 < SIZE:
                    is_anchor[e0] = True
                    word = run.upper()
                    node = walk(word)
                    if node is not None:
                        anchors_a.append((e0, (node, run_value(run) << _SHIFT, word)))
            if empty and i == 7:
                is_anchor[7] = True
            anchors = []
            for c in range(SIZE):
                if not is_anchor[c] or (c > 0 and line[c - 1] != "."):
                    continue
                k = 0
                j = c - 1
                while j >= 0 and line[j] == "." and not is_anchor[j]:
                    k += 1
                    j -= 1
                if k > RACK_SIZE - 1:
                    k = RACK_SIZE - 1
                if k > max_left:
                    max_left = k
                anchors.append((c, k))
            anchors.extend(anchors_a)
            lines.append(_Line(lmul, wmul, sq, masks, anchors))
            if i % _ANALYSE_CHUNK == _ANALYSE_CHUNK - 1:
                yield
        both.append(tuple(lines))
    return BoardInfo(rows, cols, (both[0], both[1]), max_left, empty, layout)


# --------------------------------------------------------------------------- search

Record = tuple[int, int, str]  # (score, code, word with blanks in lower case)


def _rack_states(rack: str) -> list[tuple]:
    """Every part of the rack that can be left over, as numbered states (state 0 = the whole rack).

    State ``k`` is ``(tile mask, blanks, tiles placed, more after one, bonus for one more, take,
    blank state, blank look)``: ``take[letter] = (state, look)`` after placing that tile, the blank
    state and look after placing a blank (-1, 0 without one); a look mask is the state's tile mask
    with every letter added while it still holds a blank.  The search moves between states instead
    of counting tiles up and down.  A state's number counts the tiles used in mixed radix (one digit
    per distinct rack letter), so placing a tile adds that letter's radix.  Cached per rack.
    """
    key = "".join(sorted(rack))
    states = _RACK_STATES.get(key)
    if states is not None:
        return states
    ntot = len(rack)
    letters = sorted(set(rack))
    counts = [rack.count(t) for t in letters]
    radix = [1] * len(letters)
    for i in range(len(letters) - 2, -1, -1):
        radix[i] = radix[i + 1] * (counts[i + 1] + 1)
    # (tile mask, blanks left, tiles left, letters left) per state, built letter by letter in state order
    rows: list[tuple] = [(0, 0, 0, ())]
    for t, c in zip(letters, counts):
        bit = 0 if t == BLANK else _BIT[t]
        grown = []
        for m, nb, left, avail in rows:
            for k in range(c, -1, -1):  # tiles of t left; the state number grows with the tiles used
                if not k:
                    grown.append((m, nb, left, avail))
                elif bit:
                    grown.append((m | bit, nb, left + k, avail + (t,)))
                else:
                    grown.append((m, nb + k, left + k, avail))
        rows = grown
    looks = [m | _ALL if nb else m for m, nb, _, _ in rows]
    rad = dict(zip(letters, radix))
    rb = rad.get(BLANK, 0)
    bonus_at = RACK_SIZE - 1
    states = []
    for k, (m, nb, left, avail) in enumerate(rows):
        take = {}
        for t in avail:
            j = k + rad[t]
            take[t] = (j, looks[j])
        if nb:
            blank_state = k + rb
            blank_look = looks[blank_state]
        else:
            blank_state, blank_look = -1, 0
        placed = ntot - left
        states.append((m, nb, placed, left > 1, BINGO_BONUS if placed == bonus_at else 0,
                       take, blank_state, blank_look))
    if len(_RACK_STATES) >= _RACK_CACHE_SIZE:
        _RACK_STATES.pop(next(iter(_RACK_STATES)))
    _RACK_STATES[key] = states
    return states


_RACK_STATES: dict[str, list[tuple]] = {}


def _left_parts(root: dict, states: list[tuple], depth: int) -> tuple[dict, dict]:
    """Rack-letter word prefixes of 1..``depth`` letters, bucketed by the letter that may follow (see ``_left_part_steps``)."""
    steps = _left_part_steps(root, states, depth)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


def _left_part_steps(root: dict, states: list[tuple], depth: int) -> Generator[None, None, tuple[dict, dict]]:
    """Rack-letter word prefixes of 1..``depth`` letters, bucketed by the letter that may follow.

    A generator yielding between first letters (resumable); its return value is the result.

    Returns ``(by_tile, by_blank)``: ``letter -> [(length, node after letter, word, used, value,
    rack state, look mask)]`` sorted by length, for prefixes after which the rack still holds that
    letter (``by_tile``) or a blank (``by_blank``).  ``used`` lists the prefix's rack tiles (``?``
    for blanks); the rack state (see ``_rack_states``) is that after the prefix and the letter, the
    look mask that state's letters (every letter while a blank is left).
    """
    by_tile: dict[str, list] = {}
    by_blank: dict[str, list] = {}
    if depth <= 0:
        return by_tile, by_blank
    lo = _LO
    # entries are collected per prefix length (so no sorting is needed) and merged at the end; the
    # merged dicts keep the letters in the order the search first met them
    tile_levels: list[dict[str, list]] = [{} for _ in range(depth + 1)]
    blank_levels: list[dict[str, list]] = [{} for _ in range(depth + 1)]
    tile_seen: dict[str, None] = {}
    blank_seen: dict[str, None] = {}

    def rec(node: dict, word: str, used: str, value: int, n: int, st: int, last: int = depth) -> None:
        nmask = node[MASK]
        rmask, nb, _, _, _, take, stb, lookb = states[st]
        level = tile_levels[n]
        for L in lo[nmask & rmask]:
            s2, look2 = take[L]
            entry = (n, node[L], word, used, value, s2, look2)
            lst = level.get(L)
            if lst is None:
                level[L] = [entry]
                tile_seen.setdefault(L)
            else:
                lst.append(entry)
        if nb:
            level = blank_levels[n]
            for L in lo[nmask]:
                entry = (n, node[L], word, used, value, stb, lookb)
                lst = level.get(L)
                if lst is None:
                    level[L] = [entry]
                    blank_seen.setdefault(L)
                else:
                    lst.append(entry)
        if n == last:
            return
        for L in lo[nmask & rmask]:
            rec(node[L], word + L, used + L, value + _VAL[L], n + 1, take[L][0])
        if nb:
            for L in lo[nmask]:
                rec(node[L], word + _LOWER[L], used + BLANK, value, n + 1, stb)

    def rec_steps(node: dict, word: str, used: str, value: int, st: int) -> Iterator[None]:
        """``rec`` for a one-letter prefix, one resumable step per second letter."""
        rec(node, word, used, value, 1, st, 1)  # the entries of the prefix itself, no recursion
        if depth == 1:
            return
        rmask, nb, _, _, _, take, stb, _ = states[st]
        nmask = node[MASK]
        for L in lo[nmask & rmask]:
            rec(node[L], word + L, used + L, value + _VAL[L], 2, take[L][0])
            yield
        if nb:
            for L in lo[nmask]:
                rec(node[L], word + _LOWER[L], used + BLANK, value, 2, stb)
                yield

    # the top level (the empty prefix is no left part) as resumable steps: without a blank all at
    # once (well under a millisecond), with one blank per first letter, with two per second letter
    rmask0, nb0, _, _, _, take0, stb0, _ = states[0]
    for L in lo[root[MASK] & rmask0]:
        if nb0 > 1:
            yield from rec_steps(root[L], L, L, _VAL[L], take0[L][0])
        else:
            rec(root[L], L, L, _VAL[L], 1, take0[L][0])
        if nb0:
            yield
    if nb0:
        for L in lo[root[MASK]]:
            if nb0 > 1:
                yield from rec_steps(root[L], _LOWER[L], BLANK, 0, stb0)
            else:
                rec(root[L], _LOWER[L], BLANK, 0, 1, stb0)
            yield
    for merged, seen, levels in ((by_tile, tile_seen, tile_levels), (by_blank, blank_seen, blank_levels)):
        for L in seen:
            lst: list = []
            for level in levels:
                part = level.get(L)
                if part:
                    lst += part
            merged[L] = lst
    return by_tile, by_blank


_CHUNK_RECORDS = 128  # records per resumable step of the search (well under a millisecond)
_CHUNK_WORK = 2000  # left-part entries looked at per resumable step (a few tenths of a millisecond)
_LINE_RECORDS = 32  # a step may end after a line with this many moves ...
_LINE_ANCHORS = 12  # ... or after lines with this many anchors


def _split_by_next(entries: list, letters: int) -> dict[str, list]:
    """The entries grouped by the letters (of the mask ``letters``) their node goes on with, order kept."""
    lo = _LO
    groups: dict[str, list] = {}
    for e in entries:
        for f in lo[e[1][MASK] & letters]:
            lst = groups.get(f)
            if lst is None:
                groups[f] = [e]
            else:
                lst.append(e)
    return groups


def _records(graph: WordGraph, info: BoardInfo, rack: str) -> Iterator[list[Record]]:
    """Yield the records in small chunks (the resumable core of the search)."""
    for L in rack:
        if L != BLANK and L not in _VAL:
            raise ValueError(f"Unbekannte Letter im Winkelhaken: {L}")
    ntot = len(rack)
    states = _rack_states(rack)
    root = graph.root
    steps = _left_part_steps(root, states, min(info.max_left, ntot - 1))
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            by_tile, by_blank = stop.value
            break
        yield []
    low = _LOWER
    lo = _LO
    bit = _BIT
    bingo_n = RACK_SIZE
    chunk = _CHUNK_RECORDS
    # with two blanks one first letter at an anchor can bring thousands of moves: split one level deeper
    split_deeper = rack.count(BLANK) >= 2
    stepwise = BLANK in rack
    # left parts before a word on the sheet are grouped (once per bucket) by the word's possible first letters
    run_split: dict[tuple[bool, str], dict[str, list]] = {}
    firsts = 0
    for lines in info.lines:
        for line in lines:
            if line is not None:
                for a, left in line.anchors:
                    run = line.sq[a][4]
                    if run and left.__class__ is int and left:
                        firsts |= bit[run[0]]
    out: list[Record] = []
    out_append = out.append
    lines_anchors = 0

    for direction in (0, 1):
        for li, line in enumerate(info.lines[direction]):
            if line is None:
                continue
            code = direction * _DOWN_CODE + li * 16
            wmuls = line.wmul
            sqs = line.sq
            masks = line.masks

            def place(node: dict, col: int, acc: int, wm: int, word: str, st: int) -> None:
                c, cmask, wmul, cb, run, rv, nc, open_right, skip1 = sqs[col]
                m = node[MASK] & cmask
                if not m:
                    return
                rmask, nb, nt, more, bonus, take, stb, lookb = states[st]
                w2 = wm * wmul
                nmask = masks[nc] if open_right and more else 0
                cnc = code + nc
                emit_ok = nt or not skip1
                mt = m & rmask
                if not run:  # the common case, without a sheet word right of the square (rv is 0 then)
                    if mt:
                        for L in lo[mt]:
                            child = node[L]
                            if END in child:
                                a2 = acc + c[L]
                                w3 = word + L
                                if emit_ok:
                                    out_append(((a2 >> 16) * w2 + (a2 & 65535) + bonus, cnc, w3))
                                if nmask:
                                    s2, look2 = take[L]
                                    if child[MASK] & nmask & look2:
                                        place(child, nc, a2, w2, w3, s2)
                            elif nmask:
                                s2, look2 = take[L]
                                if child[MASK] & nmask & look2:
                                    place(child, nc, acc + c[L], w2, word + L, s2)
                    if nb:
                        look = nmask & lookb
                        a1 = acc + cb
                        sb = (a1 >> 16) * w2 + (a1 & 65535) + bonus
                        for L in lo[m]:
                            child = node[L]
                            if END in child:
                                w3 = word + low[L]
                                if emit_ok:
                                    out_append((sb, cnc, w3))
                                if child[MASK] & look:
                                    place(child, nc, a1, w2, w3, stb)
                            elif child[MASK] & look:
                                place(child, nc, a1, w2, word + low[L], stb)
                    return
                if mt:
                    for L in lo[mt]:
                        child = node[L]
                        for f in run:
                            child = child.get(f)
                            if child is None:
                                break
                        else:
                            if END in child:
                                a2 = acc + c[L] + rv
                                w3 = word + L + run
                                if emit_ok:
                                    out_append(((a2 >> _SHIFT) * w2 + (a2 & _LOW) + bonus, cnc, w3))
                                if nmask:
                                    s2, look2 = take[L]
                                    if child[MASK] & nmask & look2:
                                        place(child, nc, a2, w2, w3, s2)
                            elif nmask:
                                s2, look2 = take[L]
                                if child[MASK] & nmask & look2:
                                    place(child, nc, acc + c[L] + rv, w2, word + L + run, s2)
                if nb:
                    look = nmask & lookb
                    a1 = acc + cb + rv
                    sb = (a1 >> _SHIFT) * w2 + (a1 & _LOW) + bonus
                    for L in lo[m]:
                        child = node[L]
                        for f in run:
                            child = child.get(f)
                            if child is None:
                                break
                        else:
                            if END in child:
                                w3 = word + low[L] + run
                                if emit_ok:
                                    out_append((sb, cnc, w3))
                                if child[MASK] & look:
                                    place(child, nc, a1, w2, w3, stb)
                            elif child[MASK] & look:
                                place(child, nc, a1, w2, word + low[L] + run, stb)

            def place_steps(node: dict, col: int, acc: int, wm: int, word: str, st: int,
                            deeper: bool) -> Iterator[list[Record]]:
                """``place`` as a generator: a chunk of records is yielded between letters of this square."""
                nonlocal out, out_append
                c, cmask, wmul, cb, run, rv, nc, open_right, skip1 = sqs[col]
                m = node[MASK] & cmask
                if not m:
                    return
                rmask, nb, nt, more, bonus, take, stb, lookb = states[st]
                w2 = wm * wmul
                nmask = masks[nc] if open_right and more else 0
                cnc = code + nc
                emit_ok = nt or not skip1
                for L in lo[m & rmask]:
                    child = node[L]
                    for f in run:
                        child = child.get(f)
                        if child is None:
                            break
                    else:
                        a2 = acc + c[L] + rv
                        w3 = word + L + run
                        if emit_ok and END in child:
                            out_append(((a2 >> _SHIFT) * w2 + (a2 & _LOW) + bonus, cnc, w3))
                        if nmask:
                            s2, look2 = take[L]
                            if child[MASK] & nmask & look2:
                                if deeper:
                                    yield from place_steps(child, nc, a2, w2, w3, s2, False)
                                else:
                                    place(child, nc, a2, w2, w3, s2)
                    if len(out) >= chunk:
                        yield out
                        out = []
                        out_append = out.append
                if nb:
                    look = nmask & lookb
                    a1 = acc + cb + rv
                    sb = (a1 >> _SHIFT) * w2 + (a1 & _LOW) + bonus
                    for L in lo[m]:
                        child = node[L]
                        for f in run:
                            child = child.get(f)
                            if child is None:
                                break
                        else:
                            w3 = word + low[L] + run
                            if emit_ok and END in child:
                                out_append((sb, cnc, w3))
                            if child[MASK] & look:
                                if deeper:
                                    yield from place_steps(child, nc, a1, w2, w3, stb, False)
                                else:
                                    place(child, nc, a1, w2, w3, stb)
                        if len(out) >= chunk:
                            yield out
                            out = []
                            out_append = out.append

            lmuls = line.lmul
            for a, left in line.anchors:
                # with a blank one anchor can bring thousands of moves: then it runs in resumable steps
                if left.__class__ is tuple:
                    node, acc, word = left
                    if stepwise:
                        yield from place_steps(node, a, acc, 1, word, 0, split_deeper)
                    else:
                        place(node, a, acc, 1, word, 0)
                    continue
                if stepwise:
                    yield from place_steps(root, a, 0, 1, "", 0, split_deeper)
                else:
                    place(root, a, 0, 1, "", 0)
                    if len(out) >= chunk:
                        yield out
                        out = []
                        out_append = out.append
                if not left:
                    continue
                # premium squares among the left part's: (distance from the anchor, letter mul - 1, word mul)
                premiums = [(k, lmuls[a - k] - 1, wmuls[a - k]) for k in range(1, left + 1)
                            if lmuls[a - k] != 1 or wmuls[a - k] != 1]
                c, cmask, wa, cba, run, rv, nc, open_right, _ = sqs[a]
                cnc = code + nc
                nmask = masks[nc]  # 0 at the edge: nothing to extend
                s0 = run[:1]
                work = 0  # left-part entries looked at (or filtered) since the last step
                for blank, buckets in ((False, by_tile), (True, by_blank)):
                    for L, entries in buckets.items():
                        if not cmask & bit[L]:
                            continue
                        if s0:
                            # keep only the prefixes that can go on with the run's first letter (cached)
                            groups = run_split.get((blank, L))
                            if groups is None:
                                groups = run_split[(blank, L)] = _split_by_next(entries, firsts)
                                work += 2 * len(entries)
                            entries = groups.get(s0, ())
                        work += len(entries)
                        if blank:
                            d = cba
                            placed = low[L]
                        else:
                            d = c[L]
                            placed = L
                        for m, child, word, used, value, s2, look in entries:
                            if m > left:
                                break
                            for f in run:
                                child = child.get(f)
                                if child is None:
                                    break
                            else:
                                nt1 = m + 1
                                extend = nt1 < ntot and child[MASK] & nmask & look
                                ends = END in child
                                if not (ends or extend):
                                    continue
                                wm = wa
                                if premiums:
                                    for k, extra, wmk in premiums:
                                        if k > m:
                                            break
                                        if extra:
                                            u = used[m - k]
                                            if u != BLANK:
                                                value += _VAL[u] * extra
                                        wm *= wmk
                                acc = (value << 16) + d + rv
                                w3 = word + placed + run
                                if ends:
                                    out_append(((acc >> _SHIFT) * wm + (acc & _LOW)
                                                + (BINGO_BONUS if nt1 == bingo_n else 0), cnc, w3))
                                if extend:
                                    place(child, nc, acc, wm, w3, s2)
                                    if len(out) >= chunk:
                                        yield out
                                        out = []
                                        out_append = out.append
                                        work = 0
                        if len(out) >= chunk or work >= _CHUNK_WORK:
                            yield out
                            out = []
                            out_append = out.append
                            work = 0
            # a step ends after a line once some moves or several anchors came together (a line
            # without moves still costs its search)
            lines_anchors += len(line.anchors)
            if len(out) >= _LINE_RECORDS or lines_anchors >= _LINE_ANCHORS:
                yield out
                out = []
                out_append = out.append
                lines_anchors = 0
    yield out


class _NoGC:
    """Pause the cyclic garbage collector while a search allocates many small acyclic tuples."""

    def __enter__(self) -> None:
        self.was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc) -> None:
        if self.was_enabled:
            gc.enable()


def generate_records(graph: WordGraph, board, rack: str, layout: Layout = CLASSIC) -> list[Record]:
    """All moves as compact records ``(score, code, word)``; see ``MoveSet`` to decode them."""
    with _NoGC():
        info = analyse_board(graph, board, layout)
        out: list[Record] = []
        for chunk in _records(graph, info, rack):
            out.extend(chunk)
    return out


# --------------------------------------------------------------------------- moves


@dataclass(frozen=True, slots=True)
class Move:
    """A placement: new tiles (row, col, letter; lower case = blank) sorted, its score and the words it forms."""

    tiles: tuple[tuple[int, int, str], ...]
    score: int
    words: tuple[str, ...]  # main word first, then the new cross words (upper case)
    horizontal: bool  # main word across (a single tile counts as across if it has a neighbour there)

    @property
    def word(self) -> str:
        """The main word."""
        return self.words[0]

    def rack_letters(self) -> str:
        """The rack tiles this move uses (blanks as ``?``)."""
        return "".join(BLANK if t[2].islower() else t[2] for t in self.tiles)


def _decode(info: BoardInfo, rec: Record) -> Move:
    score, code, word = rec
    direction, rest = divmod(code, _DOWN_CODE)
    li, nc = divmod(rest, 16)
    start = nc - len(word)
    rows = info.rows
    tiles = []
    words = [word.upper()]
    for k, ch in enumerate(word):
        col = start + k
        r, c = (li, col) if direction == 0 else (col, li)
        if rows[r][c] != ".":
            continue
        tiles.append((r, c, ch))
        # the perpendicular word through the new tile
        dr, dc = (1, 0) if direction == 0 else (0, 1)
        rr, cc_ = r - dr, c - dc
        while rr >= 0 and cc_ >= 0 and rows[rr][cc_] != ".":
            rr, cc_ = rr - dr, cc_ - dc
        rr, cc_ = rr + dr, cc_ + dc
        letters = []
        while rr < SIZE and cc_ < SIZE:
            t = ch if (rr, cc_) == (r, c) else rows[rr][cc_]
            if t == ".":
                break
            letters.append(t)
            rr, cc_ = rr + dr, cc_ + dc
        if len(letters) >= 2:
            words.append("".join(letters).upper())
    return Move(tuple(sorted(tiles)), score, tuple(words), direction == 0)


def record_rack_tiles(info: BoardInfo, record: Record) -> str:
    """The rack tiles a record uses (``?`` for a blank)."""
    _, code, word = record
    direction, rest = divmod(code, _DOWN_CODE)
    li, nc = divmod(rest, 16)
    line = (info.rows if direction == 0 else info.cols)[li]
    start = nc - len(word)
    return "".join(ch if ch.isupper() else BLANK for ch, b in zip(word, line[start:nc]) if b == ".")


class MoveSet:
    """The result of one search: compact records plus lazy ``Move`` objects."""

    __slots__ = ("info", "records", "_moves")

    def __init__(self, info: BoardInfo, records: list[Record]) -> None:
        self.info = info
        self.records = records
        self._moves: list[Move] | None = None

    def __len__(self) -> int:
        return len(self.records)

    @property
    def score_sum(self) -> int:
        """Sum of all move scores."""
        return sum(r[0] for r in self.records)

    @property
    def best_score(self) -> int:
        """Highest score (0 without moves)."""
        return max((r[0] for r in self.records), default=0)

    def move(self, record: Record) -> Move:
        """Decode one record."""
        return _decode(self.info, record)

    def rack_tiles(self, record: Record) -> str:
        """The rack tiles a record uses (``?`` for a blank), without decoding a Move."""
        return record_rack_tiles(self.info, record)

    def moves(self) -> list[Move]:
        """All moves (decoded once)."""
        if self._moves is None:
            self._moves = [_decode(self.info, r) for r in self.records]
        return self._moves

    def best(self, n: int = 1) -> list[Move]:
        """The ``n`` highest-scoring moves, ties broken by tiles (deterministic)."""
        import heapq

        top = heapq.nlargest(n, self.records, key=lambda r: r[0])
        moves = [_decode(self.info, r) for r in top]
        moves.sort(key=lambda m: (-m.score, m.tiles))
        if n < len(self.records) and moves:
            # include every record tied with the n-th best before trimming, for a stable order
            cut = moves[-1].score
            tied = [_decode(self.info, r) for r in self.records if r[0] == cut]
            moves = [m for m in moves if m.score > cut] + sorted(tied, key=lambda m: m.tiles)
            moves = moves[:n]
        return moves


class MoveJob:
    """A resumable search: call ``step()`` until it returns True, then read ``result``."""

    def __init__(self, graph: WordGraph, board, rack: str, layout: Layout = CLASSIC) -> None:
        self._graph = graph
        self._board = board
        self._rack = rack
        self._layout = layout
        self._info: BoardInfo | None = None
        self._analysis: Generator[None, None, BoardInfo] | None = None
        self._rows: tuple[str, ...] | None = None
        self._iter: Iterator[list[Record]] | None = None
        self._records: list[Record] = []
        self.result: MoveSet | None = None

    def step(self) -> bool:
        """Do one small chunk (a few sheet lines, one left-part first letter or ~256 moves); True when done."""
        if self.result is not None:
            return True
        if self._info is None:
            if self._rows is None:
                self._rows = _normalise_rows(self._board)
            rows = self._rows
            info = None
            if self._analysis is None:
                info = _cached_info(self._graph, rows, self._layout)
                if info is None:
                    self._analysis = _analyse_steps(self._graph, rows, self._layout)
            if info is None:
                try:
                    with _NoGC():
                        next(self._analysis)
                    return False
                except StopIteration as stop:
                    info = stop.value
                    _remember(self._graph._board_cache, (rows, id(self._layout)), info)  # noqa: SLF001
            self._info = info
            self._iter = _records(self._graph, info, self._rack)
            return False
        try:
            with _NoGC():
                self._records.extend(next(self._iter))
            return False
        except StopIteration:
            self.result = MoveSet(self._info, self._records)
            return True

    def run(self) -> MoveSet:
        """Finish the search at once."""
        while not self.step():
            pass
        assert self.result is not None
        return self.result


def move_job(graph: WordGraph, board, rack: str, layout: Layout = CLASSIC) -> MoveJob:
    """A resumable search job (drain with ``step()`` under a per-frame budget)."""
    return MoveJob(graph, board, rack, layout)


def find_moves(graph: WordGraph, board, rack: str, layout: Layout = CLASSIC) -> MoveSet:
    """Search at once and return the lazily decoded result."""
    with _NoGC():
        info = analyse_board(graph, board, layout)
        out: list[Record] = []
        for chunk in _records(graph, info, rack):
            out.extend(chunk)
    return MoveSet(info, out)


def generate_moves(graph: WordGraph, board, rack: str, layout: Layout = CLASSIC) -> list[Move]:
    """Every legal placement with its score (``Move`` objects)."""
    return find_moves(graph, board, rack, layout).moves()


def best_moves(graph: WordGraph, board, rack: str, layout: Layout = CLASSIC, n: int = 1) -> list[Move]:
    """The ``n`` highest-scoring placements."""
    return find_moves(graph, board, rack, layout).best(n)
