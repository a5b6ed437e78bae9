"""Derive the leave values of ``game/setzer/leave_values.json`` by a Monte-Carlo regression.

Usage: python tools/derive_leaves.py [--games 40] [--racks 40] [--seed 7] [--out game/setzer/leave_values.json]

1. Play seeded games (stark's word list, greedy) and keep the mid-game
   sheets (box still holding at least 14 tiles) with the tiles unseen by the
   player to move.
2. On every kept sheet draw random 7-tile racks from those unseen tiles and
   take the best score the move generator finds for each.
3. Fit best score = intercept + sum of per-tile weights + weights of a few
   rack shapes (duplicates, triples, vowel imbalance, the pairs CH, CK, QU)
   by least squares.
4. A tile kept on the rack is worth its weight minus the average weight of a
   tile drawn from a full box (keeping it means not drawing a random tile);
   the shape weights apply to the kept tiles as they are.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from game.lexicon import load_lexicon  # noqa: E402
from game.setzer.config import Level, Seat, SeatKind, TableConfig  # noqa: E402
from game.setzer.game import SetzerGame  # noqa: E402
from game.setzer.leave import shape_features  # noqa: E402
from game.setzer.movegen import generate_records, graph_for  # noqa: E402
from game.setzer.players import StrongPlayer, view_for  # noqa: E402
from game.setzer.tiles import BLANK, LETTERS, TILE_COUNTS  # noqa: E402

TILES = BLANK + LETTERS
SHAPES = ("duplicate", "triple", "imbalance", "CH", "CK", "QU")


def collect_positions(games: int, seed: int, lexicon) -> list[tuple[tuple[str, ...], str]]:
    """Mid-game sheets with the unseen tiles of the player to move."""
    positions = []
    for g in range(games):
        seats = tuple(Seat(f"C{i}", SeatKind.COMPUTER, Level.STARK) for i in range(2))
        game = SetzerGame(TableConfig(seats=seats, clock_seconds=None), seed + g, lexicon)
        players = [StrongPlayer(lexicon, use_leave=False, lookahead=False) for _ in range(2)]
        rng = random.Random(seed + g)
        now = 0.0
        while not game.is_over:
            view = view_for(game)
            if view.bag_count >= 14 and game.move_number > 2:
                positions.append((view.rows, view.unseen + view.rack))
            now += 1
            game.apply(players[game.current].choose_action(view, rng), now)
    return positions


def features(rack: str) -> list[float]:
    """Per-tile counts plus the shape features of a rack."""
    counts = Counter(rack)
    row = [float(counts.get(t, 0)) for t in TILES]
    shapes = shape_features(rack)
    return row + [shapes[name] for name in SHAPES]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--racks", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "game/setzer/leave_values.json"))
    args = parser.parse_args(argv)
    lexicon = load_lexicon()
    graph = graph_for(lexicon, False)
    t0 = time.perf_counter()
    positions = collect_positions(args.games, args.seed, lexicon)
    rng = random.Random(args.seed)
    X, y = [], []
    for rows, pool in positions:
        tiles = list(pool)
        for _ in range(args.racks):
            rack = "".join(rng.sample(tiles, 7))
            records = generate_records(graph, rows, rack)
            y.append(max((r[0] for r in records), default=0))
            X.append(features(rack) + [1.0])
    A = np.array(X)
    b = np.array(y, dtype=float)
    coef, *_ = np.linalg.lstsq(A, b, rcond=None)
    weights = dict(zip(TILES, coef[:len(TILES)]))
    shapes = dict(zip(SHAPES, coef[len(TILES):len(TILES) + len(SHAPES)]))
    total = sum(TILE_COUNTS.values())
    mean_weight = sum(weights[t] * TILE_COUNTS[t] for t in TILES) / total
    single = {t: round(float(weights[t] - mean_weight), 2) for t in TILES}
    resid = b - A @ coef
    data = {
        "method": "Monte-Carlo regression of the best next score on rack contents (tools/derive_leaves.py)",
        "games": args.games, "positions": len(positions), "racks": len(y), "seed": args.seed,
        "r2": round(float(1 - resid.var() / b.var()), 3), "mean_best_score": round(float(b.mean()), 2),
        "single": single, "shapes": {k: round(float(v), 2) for k, v in shapes.items()},
    }
    Path(args.out).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in data.items() if k not in ("single",)}, ensure_ascii=False))
    print(json.dumps(single, ensure_ascii=False))
    print(f"{time.perf_counter() - t0:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
