#!/usr/bin/env python3
"""Benchmark the Speedbuch word search: hint choice and free-shuffle check.

Boards come from real play: the hint bot plays Endlos rounds (with embers and
bonus tiles) and every board it meets is timed.  Prints median and p95 in ms.
Usage: python tools/bench_buch.py [--boards 600] [--repeat 3]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.buch.actions import FreeShuffle, Submit  # noqa: E402
from game.buch.game import BuchGame  # noqa: E402
from game.buch.hints import pick_hint  # noqa: E402
from game.buch.rules import DEEP_EMBER_ROW, BuchMode  # noqa: E402
from game.buch.wordsearch import finder_for  # noqa: E402
from game.lexicon import load_lexicon  # noqa: E402


def collect_boards(count: int) -> list:
    """Boards (flat tile lists) met while the hint bot plays Endlos rounds."""
    lexicon = load_lexicon()
    boards = []
    seed = 0
    while len(boards) < count:
        game = BuchGame(BuchMode.ENDLOS, seed, lexicon)
        seed += 1
        while not game.over and len(boards) < count:
            boards.append(game.board.flat())
            word = game.best_word()
            game.apply(FreeShuffle() if word is None else Submit(word.path), 0.0)
    return boards


def fresh_boards(count: int) -> list:
    """Start boards straight from the letter generator."""
    import random

    from game.buch.generator import LetterGenerator
    from game.buch.tiles import Tile

    boards = []
    for seed in range(count):
        tokens = LetterGenerator(random.Random(10_000 + seed)).draw([], 56)
        boards.append([Tile(i + 1, t) for i, t in enumerate(tokens)])
    return boards


def pct(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank)."""
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def measure(finder, boards: list, repeat: int, label: str) -> None:
    """Time hint choice and free-shuffle check on ``boards`` and print the figures."""
    hint_ms, check_ms, counts = [], [], []
    for cells in boards:
        focus = 0
        for i, t in enumerate(cells):
            if t is not None and t.is_ember and i % 8 >= DEEP_EMBER_ROW:
                focus |= 1 << i
        best_h = best_c = float("inf")
        for _ in range(repeat):
            s = time.perf_counter()
            result = finder.search(cells, focus)
            pick_hint(result)
            best_h = min(best_h, time.perf_counter() - s)
            s = time.perf_counter()
            finder.has_word(cells)
            best_c = min(best_c, time.perf_counter() - s)
        hint_ms.append(best_h * 1000)
        check_ms.append(best_c * 1000)
        counts.append(result.count)
    print(f"{len(boards)} boards, {label}: common words per board median {statistics.median(counts):.0f} "
          f"(min {min(counts)}, max {max(counts)})")
    print(f"  hint (all words + choice): median {statistics.median(hint_ms):.3f} ms, p95 {pct(hint_ms, 95):.3f} ms, "
          f"max {max(hint_ms):.3f} ms")
    print(f"  free-shuffle check (first common word): median {statistics.median(check_ms):.3f} ms, "
          f"p95 {pct(check_ms, 95):.3f} ms, max {max(check_ms):.3f} ms")


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=600)
    parser.add_argument("--repeat", type=int, default=3, help="timings per board (the fastest counts)")
    args = parser.parse_args(argv)
    lexicon = load_lexicon()
    t0 = time.perf_counter()
    finder = finder_for(lexicon)
    build = time.perf_counter() - t0
    boards = collect_boards(args.boards)
    for label, sample in (("Endlos play by the hint bot", boards), ("fresh start boards", fresh_boards(args.boards))):
        measure(finder, sample, args.repeat, label)
    # a whole Submit as the scene calls it (scoring, fall, refill, embers, search for hint/free shuffle)
    game = BuchGame(BuchMode.ENDLOS, 1, lexicon)
    times = []
    while len(times) < 300:
        if game.over:
            game = BuchGame(BuchMode.ENDLOS, len(times) + 2, lexicon)
        word = game.best_word()
        action = FreeShuffle() if word is None else Submit(word.path)
        s = time.perf_counter()
        game.apply(action, 0.0)
        times.append((time.perf_counter() - s) * 1000)
    print(f"apply(Submit) whole step: median {statistics.median(times):.3f} ms, p95 {pct(times, 95):.3f} ms")
    print(f"(finder build {build * 1000:.0f} ms once per lexicon)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
