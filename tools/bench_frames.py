"""Per-frame update+draw time of a scene headless (CPU time of the frame's thread): prints p50 and p99 in milliseconds.

    python tools/bench_frames.py --scene menu [--frames 600] [--size 1280x800]
    python tools/bench_frames.py --all --size 3840x2160 --json [--repeat 3]

``--all`` runs every set-up and prints one JSON line per size,
``{"size": "WxH", "scenes": {"setzer.table": {"cpu_p50_ms": ..., "cpu_p99_ms": ...}, ...}}``;
with ``--repeat N`` each figure is the median of N runs. ``--size`` takes a comma list
(e.g. ``1280x800,800x1280``: portrait sizes are just sizes with the height first).

Benchmark set-ups live in ``SETUPS`` (name -> setup(app) returning a scene, or
(scene, driver) where ``driver(app, frame)`` is called before every frame, e.g.
to start an animated computer move). Packages may add more through a module
``game/scenes/<pkg>/bench.py`` with a ``SETUPS`` dict of the same shape; the smaller screens (profile, operator,
Partien, Speedbuch calendar/hall card/pause, Speedsetzer set-up, message, error) are in ``tools/bench_scenes.py``.
A set-up may leave a modal on top of another scene: it is measured as it stands (not restarted alone).
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _registry_scene(key: str, **params) -> Callable:
    def setup(app):
        from game.scenes import registry

        return registry.create(app, key, **params)
    return setup


def _menu_hover(app):
    from game.scenes import registry

    scene = registry.create(app, "menu")

    def driver(app, frame: int) -> None:
        # sweep the pointer over the entries so hover states change while the candle flickers
        import pygame

        w, h = app.size
        x = int((frame * 7) % w)
        y = int(h * 0.55 + (frame % 60) * 2)
        app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 2), buttons=(0, 0, 0), touch=False, window=None))
    return scene, driver


SETUPS: dict[str, Callable] = {
    "menu": _menu_hover,
    "settings": _registry_scene("settings"),
    "rules": _registry_scene("rules"),
    "lookup": _registry_scene("lookup", word="Häusern"),
    "leaderboards": _registry_scene("leaderboards"),
}


def _extend_from_packages() -> None:
    from tools.bench_scenes import SETUPS as screens

    SETUPS.update(screens)
    for pkg in ("setzer", "buch"):
        try:
            mod = importlib.import_module(f"game.scenes.{pkg}.bench")
        except ImportError:
            continue
        SETUPS.update(getattr(mod, "SETUPS", {}) or {})


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100), nearest rank."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1)))))
    return ordered[k]


def measure(scene_name: str, frames: int = 600, size: tuple[int, int] = (1280, 800), warmup: int = 30) -> dict:
    """Run the set-up and time ``frames`` frames of update+draw."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game.app import App, Options
    from game.scenes import registry

    registry.import_game_packages()
    registry.register_shell_scenes()
    _extend_from_packages()
    app = App(Options(headless=True, size=size))
    made = SETUPS[scene_name](app)
    scene, driver = made if isinstance(made, tuple) else (made, None)
    if len(app.stack.scenes) > 1 and app.stack.top is scene:  # a modal the set-up laid over another scene
        app.stack.resize(size)
    else:
        app.start(scene)
    times: list[float] = []
    cpu: list[float] = []  # thread CPU time: less sensitive to other processes on a shared machine
    for frame in range(frames + warmup):
        if driver is not None:
            driver(app, frame)
        t0, c0 = time.perf_counter(), time.thread_time()
        app.advance(1 / 60)
        dt = (time.perf_counter() - t0) * 1000
        dc = (time.thread_time() - c0) * 1000
        if frame >= warmup:
            times.append(dt)
            cpu.append(dc)
    return {
        "scene": scene_name, "size": f"{size[0]}x{size[1]}", "frames": len(times),
        "p50_ms": round(statistics.median(times), 2), "p99_ms": round(percentile(times, 99), 2), "max_ms": round(max(times), 2),
        "cpu_p50_ms": round(statistics.median(cpu), 2), "cpu_p99_ms": round(percentile(cpu, 99), 2),
    }


#: set-ups left out of --all: run them alone in a fresh process (they measure first-use costs)
NOT_IN_ALL = {"setzer.table_first_move"}


def measure_all(size: tuple[int, int], frames: int, repeat: int = 1, only: list[str] | None = None) -> dict:
    """Every set-up at ``size``: the median over ``repeat`` runs of CPU p50 and p99 per scene."""
    registry_names = only or [n for n in sorted(SETUPS) if n not in NOT_IN_ALL]
    scenes: dict[str, dict] = {}
    for name in registry_names:
        runs = [measure(name, frames, size) for _ in range(max(1, repeat))]
        scenes[name] = {"cpu_p50_ms": round(statistics.median(r["cpu_p50_ms"] for r in runs), 2),
                        "cpu_p99_ms": round(statistics.median(r["cpu_p99_ms"] for r in runs), 2)}
    return {"size": f"{size[0]}x{size[1]}", "scenes": scenes}


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    _extend_from_packages()
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scene", default="menu", help="one of: " + ", ".join(sorted(SETUPS)) + " (plus package set-ups)")
    ap.add_argument("--all", action="store_true", help="every set-up (see NOT_IN_ALL)")
    ap.add_argument("--only", nargs="*", help="with --all: just these set-ups")
    ap.add_argument("--json", action="store_true", help="with --all: only the JSON line(s)")
    ap.add_argument("--repeat", type=int, default=1, help="with --all: runs per set-up (median)")
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--size", default="1280x800", help="WxH, or a comma list of sizes")
    args = ap.parse_args(argv)
    from game.launch import parse_size

    if args.all:
        for size_text in args.size.split(","):
            line = measure_all(parse_size(size_text), args.frames, args.repeat, args.only)
            print(json.dumps(line), flush=True)
            if not args.json:
                for name, fig in line["scenes"].items():
                    print(f"  {name:28s} CPU p50 {fig['cpu_p50_ms']:6.2f} ms  p99 {fig['cpu_p99_ms']:6.2f} ms", flush=True)
        return 0
    if args.scene not in SETUPS:
        print(f"unbekannte Szene {args.scene}; bekannt: {', '.join(sorted(SETUPS))}", file=sys.stderr)
        return 2
    result = measure(args.scene, args.frames, parse_size(args.size))
    print(json.dumps(result))
    print(f"{result['scene']} @ {result['size']}: p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms over {result['frames']} frames"
          f" (CPU p50 {result['cpu_p50_ms']} ms, p99 {result['cpu_p99_ms']} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
