#!/usr/bin/env python3
"""Speedbuch hint check: read boards as JSON lines on stdin, print the hint per line.

Input per line: {"cols": [7 lists of 8 tokens, top to bottom], "embers": [[col, row], ...],
"bonus": {"col,row": "leinen"|"gold"|"kristall"}} (embers and bonus optional).
Output per line: {"word", "path", "score", "common_words", "ms"} (word null if none).
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.buch.board import board_from_spec  # noqa: E402
from game.buch.geometry import cell_index  # noqa: E402
from game.buch.hints import pick_hint  # noqa: E402
from game.buch.rules import DEEP_EMBER_ROW  # noqa: E402
from game.buch.wordsearch import finder_for  # noqa: E402
from game.lexicon import load_lexicon  # noqa: E402


def main() -> int:
    """Command-line entry point."""
    lexicon = load_lexicon()
    finder = finder_for(lexicon)
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            data = json.loads(line)
            board = board_from_spec(data["cols"], data.get("embers"), data.get("bonus"))
        except (ValueError, KeyError, TypeError) as err:
            print(json.dumps({"error": str(err)}, ensure_ascii=False), flush=True)
            continue
        start = time.perf_counter()
        focus = 0
        for (c, r), tile in board.items():
            if tile.is_ember and r >= DEEP_EMBER_ROW:
                focus |= 1 << cell_index(c, r)
        result = finder.search(board.flat(), focus)
        hint = pick_hint(result)
        ms = (time.perf_counter() - start) * 1000
        out = {
            "word": hint.word if hint else None,
            "path": [list(p) for p in hint.path] if hint else [],
            "score": hint.score if hint else 0,
            "common_words": result.count,
            "ms": round(ms, 3),
        }
        print(json.dumps(out, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
