"""Checking a placement against the rules (German reasons) and its words against the word list."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from game.setzer.board import CENTRE, SIZE, Board, PlacedTile, is_tile_char
from game.setzer.tiles import BLANK, RACK_SIZE

if TYPE_CHECKING:
    from game.lexicon import Lexicon
    from game.setzer.config import WordList


def rack_tiles_for(placement: Sequence[PlacedTile]) -> str:
    """The rack tiles a placement uses (a lower-case letter uses a blank ``?``)."""
    return "".join(BLANK if letter.islower() else letter for _, _, letter in placement)


def missing_from_rack(rack: str, placement: Sequence[PlacedTile]) -> str:
    """The tiles a placement needs that the rack does not hold ('' if all are there)."""
    need = Counter(rack_tiles_for(placement))
    have = Counter(rack)
    return "".join(sorted((need - have).elements()))


def _square_name(r: int, c: int) -> str:
    return f"Zeile {r + 1}, Spalte {c + 1}"


def validate_placement(board: Board, placement: Sequence[PlacedTile], rack: str | None,
                       first_move: bool) -> str | None:
    """None if the placement obeys the laying rules, else a German reason.

    Word-list membership is checked separately (``invalid_words``).
    ``rack`` None skips the rack check.
    """
    if not placement:
        return "Es liegt noch keine Letter auf dem Bogen."
    if len(placement) > RACK_SIZE:
        return "Mehr als sieben Lettern gehen nicht in einem Zug."
    seen: set[tuple[int, int]] = set()
    for tile in placement:
        if not (isinstance(tile, tuple) or isinstance(tile, list)) or len(tile) != 3:
            return "Eine Letter ist unvollständig angegeben."
        r, c, letter = tile
        if not isinstance(r, int) or not isinstance(c, int) or not (0 <= r < SIZE and 0 <= c < SIZE):
            return f"Das Feld ({r}, {c}) liegt nicht auf dem Bogen."
        if letter == BLANK or letter == "":
            return f"Für den Joker auf {_square_name(r, c)} ist noch kein Buchstabe gewählt."
        if not isinstance(letter, str) or len(letter) != 1 or not is_tile_char(letter):
            return f"„{letter}“ gibt es nicht als Letter."
        if (r, c) in seen:
            return f"Auf {_square_name(r, c)} liegen zwei Lettern."
        seen.add((r, c))
        if board.get(r, c) is not None:
            return f"Das Feld {_square_name(r, c)} ist schon belegt."
    if rack is not None:
        missing = missing_from_rack(rack, placement)
        if missing:
            shown = ", ".join("Joker" if t == BLANK else t for t in missing)
            return f"Diese Lettern hast du nicht im Winkelhaken: {shown}."
    rows = {t[0] for t in placement}
    cols = {t[1] for t in placement}
    if len(rows) > 1 and len(cols) > 1:
        return "Alle Lettern eines Zuges müssen in einer Zeile oder in einer Spalte liegen."
    if len(rows) == 1:
        r = next(iter(rows))
        span = [(r, c) for c in range(min(cols), max(cols) + 1)]
    else:
        c = next(iter(cols))
        span = [(r, c) for r in range(min(rows), max(rows) + 1)]
    for r, c in span:
        if (r, c) not in seen and board.get(r, c) is None:
            return f"Zwischen den Lettern ist eine Lücke ({_square_name(r, c)})."
    if first_move:
        if CENTRE not in seen:
            return "Das erste Wort muss über das Mittelfeld mit dem Stern laufen."
        if len(placement) < 2:
            return "Das erste Wort braucht mindestens zwei Buchstaben."
    else:
        if not any(board.get(r + dr, c + dc) is not None
                   for r, c in seen for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))):
            return "Der Zug muss an Lettern anschließen, die schon auf dem Bogen liegen."
    return None


def invalid_words(words: Iterable[str], lexicon: "Lexicon", common_only: bool) -> tuple[str, ...]:
    """The words (in order, without repeats) that are not in the chosen list."""
    bad: list[str] = []
    for word in words:
        if word not in bad and not lexicon.is_valid(word, common_only):
            bad.append(word)
    return tuple(bad)


def words_not_in_list(board: Board, placement: Sequence[PlacedTile], lexicon: "Lexicon",
                      word_list: "WordList") -> tuple[str, ...]:
    """The words a (rule-abiding) placement forms that are not in the table's list (ALLE or GAENGIG)."""
    from game.setzer.premiums import CLASSIC
    from game.setzer.scoring import score_placement

    words = [w.word for w in score_placement(board, CLASSIC, placement).words]
    return invalid_words(words, lexicon, word_list.common_only)


def invalid_words_reason(bad: Sequence[str]) -> str:
    """German sentence naming the words that are not in the list."""
    if len(bad) == 1:
        return f"„{bad[0]}“ steht nicht in der Wortliste."
    return "Nicht in der Wortliste: " + ", ".join(f"„{w}“" for w in bad) + "."
