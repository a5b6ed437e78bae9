"""Memory over many Speedsetzer games in one process: computer against computer through the real table scene.

Usage:
  python tools/mem_games.py --games 40 [--seed 1] [--draw-every 2] [--trace 12]

Each game is a headless ``TableScene`` with two computer seats (turbo, calm), stepped frame by frame
until it ends, then the results screen for a few frames and back to the title, as a visitor would.
Prints one JSON line: RSS (MB) after the first game (``before``) and after the last (``after``), the
growth per game, and with ``--trace N`` the N biggest growths between those two points (tracemalloc).
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app import Options  # noqa: E402
from game.launch import build_app  # noqa: E402


def rss_mb() -> float:
    """Resident set size of this process in MB (Linux /proc; 0.0 elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def play_one(app, seed: int, draw_every: int) -> int:
    """One computer-vs-computer game through the table and its results screen; returns the frames run."""
    from game.scenes.setzer.table import TableScene
    from game.setzer.config import Level, Seat, SeatKind, TableConfig
    from game.setzer.game import Phase

    cfg = TableConfig(seats=(Seat("Gustav", SeatKind.COMPUTER, Level.STARK),
                             Seat("Frieda", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)
    scene = TableScene(app, cfg, seed=seed, turbo=True)
    scene.calm = True
    app.stack.reset(scene)
    frames = 0
    while scene.game.phase is not Phase.OVER and frames < 50_000:
        app.advance(1 / 60, draw=frames % draw_every == 0)
        frames += 1
    for _ in range(30):  # the results screen (it opens by itself when the game ends)
        app.advance(1 / 60)
        frames += 1
    app.stack.reset(app.title_scene())
    for _ in range(5):
        app.advance(1 / 60)
    return frames


def main(argv: list[str] | None = None) -> int:
    """Play the games and print the memory figures as JSON."""
    parser = argparse.ArgumentParser(prog="mem_games", description="Speicherbedarf über viele Partien")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--draw-every", type=int, default=2, help="jedes n-te Bild zeichnen")
    parser.add_argument("--trace", type=int, default=0, help="die N größten Zuwächse (tracemalloc) zeigen")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        app = build_app(Options(headless=True, size=(1280, 800), data_dir=Path(tmp)))
        app.stack.apply_pending()
        frames = play_one(app, args.seed, args.draw_every)  # the first game builds the graphs and caches
        gc.collect()
        before = rss_mb()
        if args.trace:
            import tracemalloc

            tracemalloc.start(8)
            first = tracemalloc.take_snapshot()
        curve = [round(before, 1)]
        for n in range(1, args.games):
            frames += play_one(app, args.seed + n, args.draw_every)
            curve.append(round(rss_mb(), 1))
        app.store.flush()
        gc.collect()
        after = rss_mb()
        report = {"games": args.games, "frames": frames, "rss_mb_before": round(before, 1),
                  "rss_mb_after": round(after, 1), "growth_mb": round(after - before, 1),
                  "growth_mb_per_game": round((after - before) / max(1, args.games - 1), 2),
                  "seconds": round(time.perf_counter() - started, 1), "rss_mb_per_game": curve}
        if args.trace:
            stats = tracemalloc.take_snapshot().compare_to(first, "traceback")
            report["top"] = [{"kb": round(s.size_diff / 1024), "count": s.count_diff,
                              "where": [f"{f.filename.split('/game/')[-1]}:{f.lineno}" for f in s.traceback][-4:]}
                             for s in stats[:args.trace]]
        app.store.close()
    print(json.dumps(report, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
