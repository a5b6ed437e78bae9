#!/usr/bin/env python3
"""Validate the journey levels; with --bot N, measure how often the hint bot wins each level.

Usage: python tools/validate_levels.py [--dir levels] [--bot 10] [--first-seed 0]
Exit code 1 if a level file is broken.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.buch.levels import LEVELS_DIR, LevelError, LevelSpec, load_all_levels  # noqa: E402


def bot_share(level: LevelSpec, seeds: range) -> tuple[int, float, float]:
    """(wins, mean stars of wins, mean moves used of wins) of the hint bot over ``seeds``."""
    from game.buch.bot import play_hint_bot
    from game.buch.events import EndReason
    from game.buch.game import BuchGame
    from game.buch.rules import BuchMode
    from game.lexicon import load_lexicon

    lexicon = load_lexicon()
    wins, stars, moves = 0, 0, 0
    for seed in seeds:
        game = play_hint_bot(BuchGame(BuchMode.REISE, seed, lexicon, level=level))
        if game.end_reason is EndReason.GOALS_MET:
            wins += 1
            stars += game.stars
            moves += game.moves_used
    return wins, stars / max(1, wins), moves / max(1, wins)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=LEVELS_DIR)
    parser.add_argument("--bot", type=int, default=0, help="seeds per level for the hint bot (0 = only validate)")
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        levels = load_all_levels(args.dir)
    except LevelError as err:
        print(f"FEHLER: {err}")
        return 1
    print(f"{len(levels)} Level gültig.")
    if args.bot:
        seeds = range(args.first_seed, args.first_seed + args.bot)
        total = 0
        start = time.perf_counter()
        for level in levels:
            wins, stars, moves = bot_share(level, seeds)
            total += wins
            goals = "; ".join(g.text for g in level.goals)
            print(f"{level.id:2d} {level.hall:14s} {level.name:22s} {wins:3d}/{len(seeds)} gewonnen, "
                  f"Ø {stars:.1f} Sterne, Ø {moves:4.1f}/{level.moves} Züge · {goals}")
        print(f"gesamt {total}/{len(seeds) * len(levels)} ({100 * total / (len(seeds) * len(levels)):.1f} %), "
              f"{time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
