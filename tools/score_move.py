#!/usr/bin/env python3
"""Judge Speedsetzer moves from JSON lines: validity, reason, score and the words formed.

Input (stdin or a file argument), one JSON object a line:
    {"board": [15 strings of 15 chars], "tiles": [[row, col, "A"], [row, col, "e"], ...]}
Rows and columns are 0-based from the top left; '.' is an empty square, an
upper-case letter a tile, a lower-case letter a blank (on the board and in
``tiles``). The move is judged with the full word list ("alle") and the
classic premium layout; the first move is the one on an empty board.

Output, one JSON line each:
    {"valid": bool, "reason": str, "score": n, "words": [[word, score], ...]}
``reason`` is "" for a valid move, otherwise a German reason (invalid words are
named in it). ``score`` and ``words`` are what the placement scores (the main word
first, then the cross words); they are also given when only the words are
invalid, and are 0 / [] when the tiles break a laying rule or the line is unreadable.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.lexicon import Lexicon, load_lexicon  # noqa: E402
from game.setzer.board import Board, BoardError  # noqa: E402
from game.setzer.premiums import CLASSIC  # noqa: E402
from game.setzer.scoring import score_placement  # noqa: E402
from game.setzer.validate import invalid_words, invalid_words_reason, validate_placement  # noqa: E402


def judge(data: Any, lexicon: Lexicon) -> dict[str, Any]:
    """Judge one parsed input object."""
    if not isinstance(data, dict) or "board" not in data or "tiles" not in data:
        return _fail("Eingabe braucht die Felder „board“ und „tiles“.")
    try:
        board = Board.from_rows(data["board"])
    except (BoardError, TypeError) as err:
        return _fail(f"Bogen nicht lesbar: {err}")
    tiles = data["tiles"]
    if not isinstance(tiles, list) or not all(isinstance(t, list) and len(t) == 3 for t in tiles):
        return _fail("„tiles“ muss eine Liste aus [Zeile, Spalte, Buchstabe] sein.")
    placement = tuple((t[0], t[1], t[2]) for t in tiles)
    reason = validate_placement(board, placement, None, board.is_empty())
    if reason is not None:
        return _fail(reason)
    score = score_placement(board, CLASSIC, placement)
    words = [[w.word, w.score] for w in score.words]
    bad = invalid_words([w.word for w in score.words], lexicon, common_only=False)
    if bad:
        return {"valid": False, "reason": invalid_words_reason(bad), "score": score.total, "words": words}
    return {"valid": True, "reason": "", "score": score.total, "words": words}


def _fail(reason: str) -> dict[str, Any]:
    return {"valid": False, "reason": reason, "score": 0, "words": []}


def run(stream: TextIO, out: TextIO, lexicon: Lexicon) -> int:
    """Judge every non-empty line of ``stream``; returns the number of lines judged."""
    count = 0
    for line in stream:
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except ValueError as err:
            result = _fail(f"Zeile ist kein gültiges JSON ({err}).")
        else:
            result = judge(data, lexicon)
        out.write(json.dumps(result, ensure_ascii=False) + "\n")
        count += 1
    out.flush()
    return count


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", help="JSON-lines file (default: stdin)")
    args = parser.parse_args(argv)
    lexicon = load_lexicon()
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")
    if args.file:
        with open(args.file, encoding="utf-8") as handle:
            run(handle, sys.stdout, lexicon)
    else:
        if hasattr(sys.stdin, "reconfigure"):
            sys.stdin.reconfigure(encoding="utf-8")
        run(sys.stdin, sys.stdout, lexicon)
    return 0


if __name__ == "__main__":
    sys.exit(main())
