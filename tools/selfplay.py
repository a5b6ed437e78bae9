"""Play complete computer-vs-computer games through the rules engine and report strength figures.

Usage: python tools/selfplay.py --a stark --b normal --games N --seed S [--jobs J] [--words alle|gängig]

Game i uses the seed S + i; seats alternate (A moves first in even games, B
in odd ones).  Prints win rate of A (ties count half), mean final scores,
mean points per turn, the two-letter words each side formed, and the 95th percentile and maximum of the thinking
time per move of each side (word graphs loaded beforehand).  ``--jobs 2`` plays games in two processes
(thinking times are then measured under that extra load).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.lexicon import load_lexicon  # noqa: E402
from game.setzer.actions import Pass, Place  # noqa: E402
from game.setzer.config import Level, Seat, SeatKind, TableConfig, WordList  # noqa: E402
from game.setzer.events import MoveRejected  # noqa: E402
from game.setzer.game import MoveKind, SetzerGame  # noqa: E402
from game.setzer.movegen import graph_for  # noqa: E402
from game.setzer.players import StrongPlayer, make_player, view_for  # noqa: E402

LEVELS = {"leicht": Level.LEICHT, "normal": Level.NORMAL, "stark": Level.STARK,
          # for measurements only: stark's word list and best score, without leave values and look-ahead,
          # and stark without the end-game look-ahead
          "stark-gierig": Level.STARK, "stark-ohne-vorschau": Level.STARK}


def _player(name: str, lexicon):
    if name == "stark-gierig":
        return StrongPlayer(lexicon, use_leave=False, lookahead=False)
    if name == "stark-ohne-vorschau":
        return StrongPlayer(lexicon, lookahead=False)
    return make_player(LEVELS[name], lexicon)


def play_game(a: str, b: str, seed: int, swap: bool, words: str = "alle") -> dict:
    """One game; returns final scores, turns, points and think times per side ('a'/'b')."""
    lexicon = load_lexicon()
    sides = ["b", "a"] if swap else ["a", "b"]
    levels = {"a": LEVELS[a], "b": LEVELS[b]}
    seats = tuple(Seat(f"{side.upper()} ({levels[side].value})", SeatKind.COMPUTER, levels[side]) for side in sides)
    config = TableConfig(seats=seats, clock_seconds=None,
                         words=WordList.ALLE if words == "alle" else WordList.GAENGIG)
    game = SetzerGame(config, seed, lexicon)
    for common in (False, True):  # load the word graphs first: think times measure thinking only
        graph_for(lexicon, common)
    names = {"a": a, "b": b}
    players = [_player(names[side], lexicon) for side in sides]
    rngs = [random.Random(seed * 10 + i) for i in range(len(sides))]
    think = {"a": [], "b": []}
    points = {"a": 0, "b": 0}
    turns = {"a": 0, "b": 0}
    two_letter = {"a": 0, "b": 0}  # two-letter words formed (main or cross word)
    rejected = 0
    now = 0.0
    while not game.is_over:
        seat = game.current
        side = sides[seat]
        view = view_for(game, seat)
        t = time.perf_counter()
        action = players[seat].choose_action(view, rngs[seat])
        think[side].append(time.perf_counter() - t)
        now += 1.0
        events = game.apply(action, now)
        if any(isinstance(e, MoveRejected) for e in events):
            rejected += 1
            game.apply(Pass(seat), now)
        turns[side] += 1
        if isinstance(action, Place) and game.history and game.history[-1].kind is MoveKind.PLACE:
            points[side] += game.history[-1].score
            two_letter[side] += sum(1 for w in game.history[-1].words if len(w.word) == 2)
    final = {sides[i]: game.result.scores[i] for i in range(len(sides))}
    return {"seed": seed, "swap": swap, "final": final, "points": points, "turns": turns, "think": think,
            "rejected": rejected, "two_letter": two_letter}


def _run(args: tuple) -> dict:
    return play_game(*args)


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    if not values:
        return 0.0
    k = min(len(values) - 1, max(0, int(round(p / 100 * len(values) + 0.5)) - 1))
    return values[k]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", choices=sorted(LEVELS), required=True)
    parser.add_argument("--b", choices=sorted(LEVELS), required=True)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--words", choices=["alle", "gängig"], default="alle")
    parser.add_argument("--verbose", action="store_true", help="one JSON line per game")
    args = parser.parse_args(argv)
    tasks = [(args.a, args.b, args.seed + i, i % 2 == 1, args.words) for i in range(args.games)]
    started = time.perf_counter()
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            games = pool.map(_run, tasks, chunksize=1)
    else:
        games = [_run(t) for t in tasks]
    wins = 0.0
    for g in games:
        fa, fb = g["final"]["a"], g["final"]["b"]
        wins += 1.0 if fa > fb else 0.5 if fa == fb else 0.0
        if args.verbose:
            print(json.dumps({"seed": g["seed"], "a_first": not g["swap"], "a": fa, "b": fb,
                              "rejected": g["rejected"]}))
    summary = {
        "a": args.a, "b": args.b, "games": len(games), "seed": args.seed,
        "a_win_rate": round(wins / len(games), 3),
        "mean_score": {side: round(statistics.mean(g["final"][side] for g in games), 1) for side in "ab"},
        "mean_points_per_turn": {side: round(sum(g["points"][side] for g in games)
                                             / max(1, sum(g["turns"][side] for g in games)), 2) for side in "ab"},
        "think_p95_s": {side: round(_pct([t for g in games for t in g["think"][side]], 95), 3) for side in "ab"},
        "think_max_s": {side: round(max(t for g in games for t in g["think"][side]), 3) for side in "ab"},
        "rejected_moves": sum(g["rejected"] for g in games),
        "two_letter_words": {side: sum(g["two_letter"][side] for g in games) for side in "ab"},
        "wall_s": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(summary, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
