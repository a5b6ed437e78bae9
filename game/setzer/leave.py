"""Leave values: how many points the tiles kept on the rack are worth for the next turns.

A leave is scored as the sum of per-tile values plus a few rack-shape terms
(duplicates, triples, vowel imbalance, and the pairs CH, CK, QU that German
words need).  The numbers come from ``leave_values.json``, made by
``tools/derive_leaves.py`` with a Monte-Carlo regression: on mid-game sheets
from seeded self-play, thousands of random 7-tile racks drawn from the unseen
tiles were each scored by their best move, and the best score was fitted
linearly on the rack's tiles and shape terms.  A kept tile is worth its
fitted weight minus the average weight of a tile drawn from a full box
(keeping it means not drawing a random tile).  Run with ``--games 40
--racks 40 --seed 7``: 627 sheets, 25,080 racks (R² 0.29 - the sheet matters
more than the rack, but the tile weights are stable).  Checked by self-play
over 200 seeded games: stark with these values beat stark with the hand-set
table below 60.75 % of the games (+11 points a game), and beat stark without
any leave values and look-ahead ("stark-gierig") 71.5 %.

If the data file is missing, a hand-set table with the same terms is used
(``HEURISTIC_SINGLE``: blank and S high, the common German letters E N R T
slightly positive, rare costly letters Q Y X J V Ö Ü Ä C negative).
"""
from __future__ import annotations

import json
import logging
from collections import Counter
from functools import lru_cache
from pathlib import Path

from game.setzer.tiles import BLANK

__all__ = ["HEURISTIC_SINGLE", "VOWELS", "leave_value", "shape_features", "table_source"]

log = logging.getLogger(__name__)

VOWELS = frozenset("AEIOUÄÖÜ")
VOWEL_SHARE = 0.4
DATA_FILE = Path(__file__).resolve().parent / "leave_values.json"

HEURISTIC_SINGLE: dict[str, float] = {
    BLANK: 22.0, "S": 7.0, "E": 4.0, "N": 3.0, "R": 3.0, "T": 2.0, "I": 1.5, "A": 1.0, "D": 1.0,
    "H": 0.5, "L": 0.5, "U": -0.5, "G": -0.5, "O": -1.0, "M": -1.0, "K": -1.0, "B": -1.5,
    "Z": -2.0, "W": -2.0, "F": -2.0, "P": -2.5, "C": -3.0, "Ä": -3.0, "Ü": -3.5, "Ö": -4.0,
    "V": -4.0, "J": -4.0, "X": -4.5, "Y": -7.0, "Q": -8.0,
}
HEURISTIC_SHAPES: dict[str, float] = {"duplicate": -2.5, "triple": -3.0, "imbalance": -3.0,
                                      "CH": 3.5, "CK": 2.5, "QU": 6.0}


def shape_features(tiles: str) -> dict[str, float]:
    """The shape terms of a set of tiles (duplicates, triples, vowel imbalance, pairs)."""
    counts = Counter(tiles)
    duplicate = sum(n - 1 for t, n in counts.items() if t != BLANK and n > 1)
    triple = sum(n - 2 for t, n in counts.items() if t != BLANK and n > 2)
    letters = len(tiles) - counts.get(BLANK, 0)
    vowels = sum(n for t, n in counts.items() if t in VOWELS)
    imbalance = max(0.0, abs(vowels - VOWEL_SHARE * letters) - 1.0) if letters >= 2 else 0.0
    return {
        "duplicate": float(duplicate), "triple": float(triple), "imbalance": imbalance,
        "CH": float(bool(counts.get("C") and counts.get("H"))),
        "CK": float(bool(counts.get("C") and counts.get("K"))),
        "QU": float(bool(counts.get("Q") and counts.get("U"))),
    }


def _load() -> tuple[dict[str, float], dict[str, float], str]:
    try:
        data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
        single = {str(k): float(v) for k, v in data["single"].items()}
        shapes = {str(k): float(v) for k, v in data["shapes"].items()}
        if set(shapes) != set(HEURISTIC_SHAPES) or set(single) != set(HEURISTIC_SINGLE):
            raise ValueError("unerwartete Schlüssel")
        return single, shapes, "leave_values.json"
    except FileNotFoundError:
        return HEURISTIC_SINGLE, HEURISTIC_SHAPES, "heuristic"
    except (OSError, ValueError, KeyError, TypeError) as err:
        log.warning("leave_values.json unbrauchbar (%s): nehme die Faustwerte", err)
        return HEURISTIC_SINGLE, HEURISTIC_SHAPES, "heuristic"


_SINGLE, _SHAPES, _SOURCE = _load()


def table_source() -> str:
    """Where the values come from: ``leave_values.json`` or ``heuristic``."""
    return _SOURCE


@lru_cache(maxsize=8192)  # 65536 grew by ~600 leaves a game for 100 games (issue 14); a turn needs a few hundred
def _value_sorted(tiles: str) -> float:
    if not tiles:
        return 0.0
    value = sum(_SINGLE.get(t, 0.0) for t in tiles)
    for name, x in shape_features(tiles).items():
        if x:
            value += _SHAPES[name] * x
    return value


def leave_value(tiles: str) -> float:
    """Points the kept tiles (rack letters, ``?`` blank) are worth on top of the move score."""
    return _value_sorted("".join(sorted(tiles)))
