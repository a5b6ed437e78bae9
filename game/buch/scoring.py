"""Word scoring: letter sum x length multiplier x (1 + bonus %), plus 50 per ember.

Points are whole numbers, rounded half up; all arithmetic is done in integers.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.buch.geometry import NEIGHBOURS, Pos, on_board
from game.buch.tiles import BONUS_NAMES, EMBER_POINTS, UMLAUTS, Tile, TileKind

MIN_LETTERS = 3

# length -> multiplier x 2 (keeps 1.5 and 2.5 integral)
_MULT2 = {3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 8, 9: 10, 10: 12, 11: 14}
MULT2_BY_LETTERS: tuple[int, ...] = tuple(_MULT2.get(n, 2 if n < 3 else 16) for n in range(64))


def multiplier(letters: int) -> float:
    """Length multiplier: 3 x1, 4 x1.5, 5 x2, 6 x2.5, 7 x3, 8 x4, 9 x5, 10 x6, 11 x7, 12+ x8."""
    return MULT2_BY_LETTERS[min(letters, 63)] / 2


def word_score(letter_sum: int, letters: int, bonus_percent: int, embers: int) -> int:
    """Points of a word: round-half-up(sum x mult x (1 + bonus/100)) + 50 per ember."""
    num = letter_sum * MULT2_BY_LETTERS[min(letters, 63)] * (100 + bonus_percent)
    return (num + 100) // 200 + EMBER_POINTS * embers


def format_number(x: float) -> str:
    """German number: 1.5 -> "1,5", 2.0 -> "2"."""
    if float(x).is_integer():
        return str(int(x))
    return f"{x:g}".replace(".", ",")


@dataclass(frozen=True)
class WordEval:
    """Everything the word bar shows about a path (valid or not)."""

    word: str
    letters: int
    valid: bool
    reason: str | None
    letter_sum: int
    multiplier: float
    bonus_percent: int
    ember_bonus: int
    score: int
    working: str
    embers_used: int = 0
    bonus_tiles_used: int = 0
    values: tuple[int, ...] = ()

    @property
    def short_working(self) -> str:
        """Compact form for the log, e.g. "75 × 2 + 25 % = 188"."""
        text = f"{self.letter_sum} × {format_number(self.multiplier)}"
        if self.bonus_percent:
            text += f" + {self.bonus_percent} %"
        if self.ember_bonus:
            text += f" + {self.ember_bonus}"
        return f"{text} = {self.score}"

    @property
    def has_umlaut(self) -> bool:
        """Whether the word contains Ä, Ö or Ü."""
        return any(c in UMLAUTS for c in self.word)


def working_text(letter_sum: int, letters: int, bonus_kinds: Sequence[TileKind], embers: int) -> str:
    """The breakdown line, e.g. "80 × 2 (5 Buchstaben) + 25 % Leinen"."""
    parts = [f"{letter_sum} × {format_number(multiplier(letters))} ({letters} Buchstaben)"]
    for kind in bonus_kinds:
        parts.append(f"+ {BONUS_PERCENT_TEXT[kind]} % {BONUS_NAMES[kind]}")
    if embers == 1:
        parts.append(f"+ {EMBER_POINTS} Glut")
    elif embers > 1:
        parts.append(f"+ {embers} × {EMBER_POINTS} Glut")
    return " ".join(parts)


BONUS_PERCENT_TEXT = {TileKind.LEINEN: 25, TileKind.GOLD: 50, TileKind.KRISTALL: 100}


def _empty(reason: str) -> WordEval:
    return WordEval("", 0, False, reason, 0, 1.0, 0, 0, 0, "")


def evaluate_path(
    path: object,
    tile_at: Callable[[Pos], Tile | None],
    is_word: Callable[[str], bool],
    value_of: Callable[[Pos, Tile], int] | None = None,
    check: Callable[[Sequence[Pos], int], str | None] | None = None,
) -> WordEval:
    """Evaluate any path on a board; never raises (invalid paths get a German reason).

    ``value_of`` may change a tile's value (journey Lesezeichen); ``check`` may
    refuse a path with a German reason (journey hall rules: chains, dust, dark).
    """
    try:
        steps = [tuple(p) for p in path]  # type: ignore[union-attr]
    except TypeError:
        return _empty("Kein Weg")
    if not steps:
        return _empty("Zu kurz")
    tiles: list[Tile] = []
    for pos in steps:
        if not on_board(pos):
            return _empty("Außerhalb des Bretts")
        tile = tile_at(pos)  # type: ignore[arg-type]
        if tile is None:
            return _empty("Kein Stein")
        tiles.append(tile)
    word = "".join(t.token for t in tiles)
    letters = len(word)
    values = [value_of(p, t) for p, t in zip(steps, tiles)] if value_of is not None else [t.value for t in tiles]  # type: ignore[arg-type]
    letter_sum = sum(values)
    bonus_kinds = [t.kind for t in tiles if t.bonus_percent]
    bonus = sum(t.bonus_percent for t in tiles)
    embers = sum(1 for t in tiles if t.is_ember)
    score = word_score(letter_sum, letters, bonus, embers)
    reason: str | None = None
    if len(set(steps)) != len(steps):
        reason = "Stein doppelt"
    elif any(steps[i + 1] not in NEIGHBOURS[steps[i]] for i in range(len(steps) - 1)):  # type: ignore[index]
        reason = "Nicht benachbart"
    elif letters < MIN_LETTERS:
        reason = "Zu kurz"
    elif check is not None and (refused := check(steps, letters)) is not None:  # type: ignore[arg-type]
        reason = refused
    elif not is_word(word):
        reason = "Kein Wort"
    return WordEval(
        word=word,
        letters=letters,
        valid=reason is None,
        reason=reason,
        letter_sum=letter_sum,
        multiplier=multiplier(letters),
        bonus_percent=bonus,
        ember_bonus=EMBER_POINTS * embers,
        score=score,
        working=working_text(letter_sum, letters, bonus_kinds, embers),
        embers_used=embers,
        bonus_tiles_used=len(bonus_kinds),
        values=tuple(values),
    )
