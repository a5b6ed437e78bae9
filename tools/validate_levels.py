#!/usr/bin/env python3
"""Validate the journey levels and measure them with three modelled players.

Usage: python tools/validate_levels.py [--dir levels] [--seeds 20] [--first-seed 0] [--workers 2]
                                       [--levels 1-10] [--json]

Without ``--seeds`` only the files are checked.  With ``--seeds N`` every level
is played on N seeds by the beginner, the typical player and the expert (see
``game/buch/bot.py``), and a table per level and per hall shows the win rate,
the mean moves used (over all games, won or lost) and the share of three-star
wins.  ``--json`` prints one JSON line instead:
``{"levels": [{"level": 1, "hall": 1, "beginner": {"win": 0.95, "moves": 7.1, "three_stars": 0.4}, ...}]}``.
Exit code 1 if a level file is broken.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.buch.levels import HALLS, LEVELS_DIR, LevelError, LevelSpec, load_all_levels

PLAYERS = ("beginner", "typical", "expert")
_LEXICON = None


def _lexicon():
    global _LEXICON
    if _LEXICON is None:
        from game.lexicon import load_lexicon

        _LEXICON = load_lexicon()
    return _LEXICON


def play_one(job: tuple[dict, str, int]) -> tuple[int, str, int, bool, int, int]:
    """Play one level (as JSON data) as one player on one seed: (level, player, seed, won, moves used, stars)."""
    from game.buch.bot import Player, play_as
    from game.buch.events import EndReason
    from game.buch.game import BuchGame
    from game.buch.levels import parse_level
    from game.buch.rules import BuchMode

    data, player, seed = job
    level = parse_level(data, f"{data['id']:02d}.json")
    game = BuchGame(BuchMode.REISE, seed, _lexicon(), level=level)
    rng = random.Random(f"{level.id}/{player}/{seed}")
    play_as(game, Player(player), rng)
    won = game.end_reason is EndReason.GOALS_MET
    return level.id, player, seed, won, game.moves_used, game.stars if won else 0


def measure(levels: list[LevelSpec], seeds: range, workers: int) -> dict[int, dict[str, dict[str, float]]]:
    """Win share, mean moves used and three-star share per level and player."""
    jobs = [(lv.to_json(), p, s) for lv in levels for p in PLAYERS for s in seeds]
    if workers > 1:
        with Pool(workers, initializer=_lexicon) as pool:
            results = pool.map(play_one, jobs, chunksize=max(1, len(jobs) // (workers * 16)))
    else:
        results = [play_one(j) for j in jobs]
    raw: dict[int, dict[str, list[tuple[bool, int, int]]]] = {}
    for lid, player, _, won, moves, stars in results:
        raw.setdefault(lid, {}).setdefault(player, []).append((won, moves, stars))
    out: dict[int, dict[str, dict[str, float]]] = {}
    for lid, per in raw.items():
        out[lid] = {}
        for player, games in per.items():
            n = len(games)
            out[lid][player] = {
                "win": round(sum(w for w, _, _ in games) / n, 3),
                "moves": round(sum(m for _, m, _ in games) / n, 1),
                "three_stars": round(sum(1 for _, _, st in games if st == 3) / n, 3),
            }
    return out


def hall_summary(levels: list[LevelSpec], figures: dict) -> list[tuple[int, dict[str, dict[str, float]]]]:
    """Means of the level figures per hall."""
    rows = []
    for h in range(len(HALLS)):
        ids = [lv.id for lv in levels if lv.hall_index == h and lv.id in figures]
        if not ids:
            continue
        per = {}
        for p in PLAYERS:
            per[p] = {k: sum(figures[i][p][k] for i in ids) / len(ids) for k in ("win", "moves", "three_stars")}
        rows.append((h, per))
    return rows


def _cells(f: dict[str, float]) -> str:
    return f"{100 * f['win']:4.0f} % {f['moves']:5.1f} {100 * f['three_stars']:4.0f} %"


def print_tables(levels: list[LevelSpec], figures: dict) -> None:
    """The table per level and per hall (German headings)."""
    head = "  ".join(f"{p:^19s}" for p in ("Anfänger", "Typisch", "Profi"))
    sub = "  ".join("Sieg   Züge   3★   " for _ in PLAYERS)
    print(f"{'Lv':>2} {'Saal':14s} {'Z.':>3}  {head}")
    print(f"{'':21s}  {sub}")
    for lv in levels:
        f = figures[lv.id]
        print(f"{lv.id:2d} {lv.hall:14s} {lv.moves:3d}  " + "  ".join(_cells(f[p]) for p in PLAYERS))
    print()
    print(f"{'Saal':17s}  {head}")
    for h, per in hall_summary(levels, figures):
        print(f"{h + 1} {HALLS[h]:15s}  " + "  ".join(_cells(per[p]) for p in PLAYERS))


def _parse_range(text: str) -> set[int]:
    out: set[int] = set()
    for part in text.split(","):
        a, _, b = part.partition("-")
        out.update(range(int(a), int(b or a) + 1))
    return out


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=LEVELS_DIR)
    parser.add_argument("--seeds", type=int, default=0, help="seeds per level and player (0 = only validate)")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2, help="processes (the machine has 2 cores)")
    parser.add_argument("--levels", type=str, default="", help="only these levels, e.g. 1-5,12")
    parser.add_argument("--json", action="store_true", help="one JSON line instead of the tables")
    args = parser.parse_args(argv)
    try:
        levels = load_all_levels(args.dir)
    except LevelError as err:
        print(f"FEHLER: {err}")
        return 1
    if args.levels:
        wanted = _parse_range(args.levels)
        levels = [lv for lv in levels if lv.id in wanted]
    if not args.seeds:
        print(f"{len(levels)} Level gültig.")
        return 0
    start = time.perf_counter()
    figures = measure(levels, range(args.first_seed, args.first_seed + args.seeds), args.workers)
    took = time.perf_counter() - start
    if args.json:
        rows = [{"level": lv.id, "hall": lv.hall_index + 1, **{p: figures[lv.id][p] for p in PLAYERS}} for lv in levels]
        print(json.dumps({"levels": rows}, ensure_ascii=False))
        print(f"{len(levels)} Level × 3 Spieler × {args.seeds} Startwerte in {took:.0f} s", file=sys.stderr)
        return 0
    print(f"{len(levels)} Level gültig; je {args.seeds} Startwerte, {took:.0f} s.")
    print_tables(levels, figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
