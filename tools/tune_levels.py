#!/usr/bin/env python3
"""Suggest (and with --write set) each journey level's move budget from measured play.

Every level is played once per seed and player with a large budget; since the
budget changes nothing but the end of a round, the moves a player needed to
win tell the win rate for every budget at once.  For each level the budget is
chosen whose typical-player win rate lies closest to the curve (97 % at level 1
falling evenly to 50 % at level 40), while the expert wins at least 90 % and
reaches three stars on at least one seed in ten.

Usage: python tools/tune_levels.py [--seeds 20] [--first-seed 0] [--levels 1-40] [--write]
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.validate_levels import PLAYERS, _parse_range  # noqa: E402

from game.buch.levels import LEVELS_DIR, level_path, load_all_levels, stars_for  # noqa: E402

CAP = 40
MIN_EXPERT_THREE = 0.1  # three stars stay reachable: the expert gets them on at least one seed in ten
FIRST, LAST = 0.97, 0.50


def target(level_id: int) -> float:
    """The typical player's win rate the curve asks for."""
    return FIRST - (FIRST - LAST) * (level_id - 1) / 39


def needed_moves(jobs: list[tuple[dict, str, int]], workers: int) -> dict[tuple[int, str], list[int | None]]:
    """Per (level, player): the moves each seed needed to win with a budget of CAP (None = never won)."""
    from multiprocessing import Pool

    from tools.validate_levels import _lexicon, play_one

    if workers > 1:
        with Pool(workers, initializer=_lexicon) as pool:
            results = pool.map(play_one, jobs, chunksize=max(1, len(jobs) // (workers * 16)))
    else:
        results = [play_one(j) for j in jobs]
    out: dict[tuple[int, str], list[int | None]] = {}
    for lid, player, _, won, moves, _ in results:
        out.setdefault((lid, player), []).append(moves if won else None)
    return out


def figures(need: list[int | None], budget: int) -> tuple[float, float]:
    """(win share, three-star share) for a budget."""
    wins = [m for m in need if m is not None and m <= budget]
    three = [m for m in wins if stars_for(budget - m, budget) == 3]
    return len(wins) / len(need), len(three) / len(need)


def _median(need: list[int | None]) -> str:
    done = sorted(m if m is not None else 99 for m in need)
    mid = done[len(done) // 2]
    return "–" if mid == 99 else str(mid)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--levels", type=str, default="")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", action="store_true", help="write the chosen budgets into the level files")
    args = parser.parse_args(argv)
    levels = load_all_levels()
    if args.levels:
        wanted = _parse_range(args.levels)
        levels = [lv for lv in levels if lv.id in wanted]
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    jobs = []
    for lv in levels:
        data = lv.to_json()
        data["moves"] = CAP
        jobs.extend((data, p, s) for p in PLAYERS for s in seeds)
    need = needed_moves(jobs, args.workers)
    for lv in levels:
        goal = target(lv.id)
        best = None
        for budget in range(4, CAP + 1):
            typ, _ = figures(need[(lv.id, "typical")], budget)
            exp, exp3 = figures(need[(lv.id, "expert")], budget)
            ok = exp >= 0.9 and exp3 >= MIN_EXPERT_THREE
            key = (not ok, round(abs(typ - goal), 3), budget)
            if best is None or key < best[0]:
                best = (key, budget)
        assert best is not None
        budget = best[1]
        row = {p: figures(need[(lv.id, p)], budget) for p in PLAYERS}
        flag = "" if not best[0][0] else "  (Profi unter 90 % oder selten 3 Sterne!)"
        flag += "  Median " + "/".join(_median(need[(lv.id, p)]) for p in PLAYERS)
        print(f"{lv.id:2d} {lv.name:22s} Ziel {100 * goal:3.0f} %  Züge {budget:2d} (war {lv.moves:2d})  "
              + "  ".join(f"{p[:3]} {100 * w:3.0f} %/{100 * t:3.0f} %" for p, (w, t) in row.items()) + flag)
        if args.write and budget != lv.moves:
            path = level_path(lv.id, LEVELS_DIR)
            data = json.loads(path.read_text(encoding="utf-8"))
            data["moves"] = budget
            path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
