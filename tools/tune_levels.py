#!/usr/bin/env python3
"""Suggest (and with --write set) each journey level's move budget and points target from measured play.

Every level is played once per seed and player with a large budget and a
points goal of twice the written target, and the score and the other goals
are traced move by move.  The players never aim for points (a points goal adds nothing
to a word's goal gain), so the trace tells exactly when each seed would have
won for every budget and every points target at once.  For each level the
budget (and, for levels with a points goal, the target, within half and
twice the written one) is chosen whose typical-player win rate lies closest
to the curve: 97 % at level 1 falling evenly to 50 % at level 40, while the
expert wins at least 90 % and reaches three stars on at least one seed in ten;
among equally close choices the one the beginner wins most often, then the
budget nearest 8 moves plus 1.2 per hall (budgets stay within 5 below and 9
above that).

Usage: python tools/tune_levels.py [--seeds 20] [--first-seed 0] [--levels 1-40] [--cache FILE] [--write]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.buch.levels import (
    LEVELS_DIR,
    GoalKind,
    LevelSpec,
    level_path,
    load_all_levels,
    stars_for,
)
from tools.validate_levels import PLAYERS, _lexicon, _parse_range

CAP = 36
MIN_EXPERT_THREE = 0.1  # three stars stay reachable: the expert gets them on at least one seed in ten
FIRST, LAST = 0.97, 0.50
STEP = 0.05  # win rates closer to the curve than this count as equally good

Trace = list[tuple[int, bool]]  # per move used: (score, all other goals done)


def target(level_id: int) -> float:
    """The typical player's win rate the curve asks for."""
    return FIRST - (FIRST - LAST) * (level_id - 1) / 39


def trace_one(job: tuple[dict, str, int]) -> tuple[int, str, Trace]:
    """Play a level (budget CAP, the points goal doubled) and trace score and other goals per move."""
    from game.buch.bot import Player, choose_action
    from game.buch.game import BuchGame, RuleError
    from game.buch.levels import parse_level
    from game.buch.rules import BuchMode

    data, player, seed = job
    level = parse_level(data, f"{data['id']:02d}.json")
    game = BuchGame(BuchMode.REISE, seed, _lexicon(), level=level)
    rng = random.Random(f"{level.id}/{player}/{seed}")  # the same choices as tools/validate_levels.py
    trace: Trace = []
    for _ in range(300):
        if game.over:
            break
        before = game.moves_used
        action = choose_action(game, Player(player), rng)
        try:
            game.apply(action, 0.0)
        except RuleError:
            from game.buch.actions import FreeShuffle, Shuffle

            game.apply(FreeShuffle() if game.free_shuffle_available else Shuffle(), 0.0)
        if game.moves_used != before:
            others = all(g.done for g in game.goals if g.goal.kind is not GoalKind.POINTS)
            trace.append((game.score, others))
    return level.id, player, trace


def win_move(trace: Trace, points: int) -> int | None:
    """The move on which the level is won with this points target (None: not within the trace)."""
    for i, (score, others) in enumerate(trace, start=1):
        if others and score >= points:
            return i
    return None


def figures(traces: list[Trace], budget: int, points: int) -> tuple[float, float]:
    """(win share, three-star share) for a budget and points target."""
    wins = [m for t in traces if (m := win_move(t, points)) is not None and m <= budget]
    three = [m for m in wins if stars_for(budget - m, budget) == 3]
    return len(wins) / len(traces), len(three) / len(traces)


def choose(lv: LevelSpec, traces: dict[str, list[Trace]]) -> tuple[bool, int, int]:
    """(constraints met, budget, points target) closest to the curve."""
    goal = target(lv.id)
    nominal = 8 + 1.2 * lv.hall_index  # budgets grow a little from hall to hall
    written = next((g.target for g in lv.goals if g.kind is GoalKind.POINTS), 0)
    options = sorted({max(100, round(written * f / 100) * 100) for f in (0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.35,
                                                                       1.5, 1.75, 2.0)}) if written else [0]
    best = None
    for budget in range(max(5, round(nominal) - 5), min(CAP, round(nominal) + 9) + 1):
        for points in options:
            typ, _ = figures(traces["typical"], budget, points)
            exp, exp3 = figures(traces["expert"], budget, points)
            beg, _ = figures(traces["beginner"], budget, points)
            ok = exp >= 0.9 and exp3 >= MIN_EXPERT_THREE
            miss = int(abs(typ - goal) / STEP + 0.5)  # in steps of the seeds' resolution
            key = (not ok, miss, -round(beg, 3), abs(budget - nominal), abs(points - written) / max(1, written))
            if best is None or key < best[0]:
                best = (key, budget, points)
    assert best is not None
    return not best[0][0], best[1], best[2]


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--levels", type=str, default="")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", action="store_true", help="write the chosen budgets and targets into the level files")
    parser.add_argument("--cache", type=Path, default=None, help="keep the traces in this JSON file (reused if it exists)")
    args = parser.parse_args(argv)
    levels = load_all_levels()
    if args.levels:
        wanted = _parse_range(args.levels)
        levels = [lv for lv in levels if lv.id in wanted]
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    if args.cache is not None and args.cache.exists():
        raw = json.loads(args.cache.read_text())
        traces = {(int(k.split("/")[0]), k.split("/")[1]): [[tuple(x) for x in t] for t in v] for k, v in raw.items()}
    else:
        jobs = []
        for lv in levels:
            data = lv.to_json()
            data["moves"] = CAP
            data["goals"] = [{**g, "target": 2 * g["target"]} if g["type"] == "points" else g for g in data["goals"]]
            jobs.extend((data, p, s) for p in PLAYERS for s in seeds)
        if args.workers > 1:
            from multiprocessing import Pool

            with Pool(args.workers, initializer=_lexicon) as pool:
                results = pool.map(trace_one, jobs, chunksize=max(1, len(jobs) // (args.workers * 16)))
        else:
            results = [trace_one(j) for j in jobs]
        traces = {}
        for lid, player, trace in results:
            traces.setdefault((lid, player), []).append(trace)
        if args.cache is not None:
            args.cache.write_text(json.dumps({f"{lid}/{p}": v for (lid, p), v in traces.items()}))
    for lv in levels:
        per = {p: traces[(lv.id, p)] for p in PLAYERS}
        ok, budget, points = choose(lv, per)
        row = {p: figures(per[p], budget, points) for p in PLAYERS}
        flag = "" if ok else "  (Profi unter 90 % oder selten 3 Sterne!)"
        pts = f" Punkte {points}" if points else ""
        print(f"{lv.id:2d} {lv.name:22s} Ziel {100 * target(lv.id):3.0f} %  Züge {budget:2d}{pts}  "
              + "  ".join(f"{p[:3]} {100 * w:3.0f} %/{100 * t:3.0f} %" for p, (w, t) in row.items()) + flag)
        if args.write:
            path = level_path(lv.id, LEVELS_DIR)
            data = json.loads(path.read_text(encoding="utf-8"))
            data["moves"] = budget
            for g in data["goals"]:
                if g["type"] == "points":
                    g["target"] = points
            path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
