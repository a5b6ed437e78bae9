"""Start-up and memory of the game, each measured in fresh processes (CPU time, not wall time).

    python tools/bench_start.py [--json] [--runs 5] [--size 1280x800]

``first_frame_s``: process CPU time (all threads, interpreter start included) from the
start of ``python main.py --headless`` to the first drawn frame of the title, with the
bytecode caches present; the median of ``--runs`` fresh processes.
``first_game_s``: CPU time of the main thread from the click on "Speedsetzer" in the
title to the first drawn frame of the set-up screen (the first game screen), median.
``rss_mb_after_games``: resident size (VmRSS) after a full Speedsetzer game of three
computers and a three-minute Speedbuch round, played through the real scenes.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _child_env() -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _child_first_frame(data_dir: str, size: str) -> None:
    """Run the real entry point; print the process CPU time at the first drawn frame, then stop."""
    import time

    from game import app as app_module

    draw = app_module.App.draw

    def first_draw(self) -> None:
        draw(self)
        print(json.dumps({"cpu_s": time.process_time()}), flush=True)
        os._exit(0)

    app_module.App.draw = first_draw
    from game.cli import main

    main(["--headless", "--size", size, "--data-dir", data_dir])


def _child_first_game(data_dir: str, size: str) -> None:
    """Build the app as the game does, draw the title, then time the click on Speedsetzer to its first frame."""
    import time

    from game.app import Options
    from game.launch import build_app

    app = build_app(Options(headless=True, size=tuple(int(v) for v in size.split("x")), data_dir=Path(data_dir)))
    for _ in range(3):
        app.advance(1 / 60)
    title = app.stack.top
    c0 = time.thread_time()
    app.open("setzer.setup")
    app.advance(1 / 60)
    app.advance(1 / 60)  # the first frame of the new screen (the change is applied after a frame)
    spent = time.thread_time() - c0
    print(json.dumps({"cpu_s": spent, "title": type(title).__name__, "top": type(app.stack.top).__name__}), flush=True)


def _rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def _child_rss(data_dir: str, size: str) -> None:
    """A full Speedsetzer game of computers, then a three-minute Speedbuch round; print the resident size."""
    from game.app import Options
    from game.launch import build_app
    from game.scenes.buch import autoplay as buch_autoplay
    from game.scenes.setzer import autoplay as setzer_autoplay

    app = build_app(Options(headless=True, silent=True, size=tuple(int(v) for v in size.split("x")),
                            data_dir=Path(data_dir)))
    setzer_autoplay.start(app, 3)
    frames = 0
    while app.running and frames < 200_000:
        app.step(1 / 60)
        frames += 1
    setzer_done = app.result is not None
    app.running = True
    app.result = None
    buch_autoplay.start(app, 3)
    while app.running and frames < 400_000:
        app.step(1 / 60)
        frames += 1
    print(json.dumps({"rss_mb": _rss_mb(), "setzer_done": setzer_done, "buch_done": app.result is not None}), flush=True)


CHILDREN = {"first-frame": _child_first_frame, "first-game": _child_first_game, "rss": _child_rss}


def _run_child(kind: str, data_dir: str, size: str) -> dict:
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", kind, "--data-dir", data_dir,
                          "--size", size], capture_output=True, text=True, env=_child_env(), cwd=ROOT, check=False)
    for line in reversed(out.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise RuntimeError(f"{kind} lieferte kein Ergebnis:\n{out.stderr[-2000:]}")


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="only the JSON line")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--no-rss", action="store_true", help="skip the (slow) memory run")
    ap.add_argument("--child", choices=sorted(CHILDREN), help=argparse.SUPPRESS)
    ap.add_argument("--data-dir", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        CHILDREN[args.child](args.data_dir, args.size)
        return 0
    with tempfile.TemporaryDirectory(prefix="bench_start_") as tmp:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "game")], env=_child_env(), check=False)
        _run_child("first-frame", tmp, args.size)  # creates the store and warms the disk cache
        first = [_run_child("first-frame", tmp, args.size)["cpu_s"] for _ in range(args.runs)]
        game = [_run_child("first-game", tmp, args.size)["cpu_s"] for _ in range(args.runs)]
        result = {"first_frame_s": round(statistics.median(first), 3), "first_game_s": round(statistics.median(game), 3)}
        if not args.no_rss:
            rss = _run_child("rss", tmp, args.size)
            result["rss_mb_after_games"] = round(rss["rss_mb"], 1)
            if not (rss["setzer_done"] and rss["buch_done"]):
                result["note"] = f"unvollständig: {rss}"
    print(json.dumps(result))
    if not args.json:
        print(f"erstes Bild {result['first_frame_s']} s CPU, erstes Spielbild {result['first_game_s']} s CPU nach dem Klick, "
              f"Speicher {result.get('rss_mb_after_games', '-')} MB", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
