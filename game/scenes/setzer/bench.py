"""Frame benchmark set-ups for tools/bench_frames.py: the table at 1280x800 during animated computer moves."""
from __future__ import annotations

from game.setzer.actions import Pass
from game.setzer.game import Phase


def table_computer_moves(app):
    """A mid-game table; the human passes at once, so the computers think and slide their tiles again and again."""
    from game.scenes.setzer import demo

    scene = demo.mid_game(app, moves=11, pending=False)
    scene.s.turbo = False
    scene.calm = False

    def driver(app_, frame: int) -> None:
        g = scene.game
        if g.phase is Phase.OVER:
            return
        if g.current == scene.viewer and scene.my_turn and not scene.s.slides:
            scene._apply(Pass(scene.viewer))  # noqa: SLF001

    return scene, driver


def table_idle(app):
    """A mid-game table with a pending move, the human thinking (clock running)."""
    from game.scenes.setzer import demo

    return demo.mid_game(app, moves=11, pending=True)


SETUPS = {
    "setzer.table": table_computer_moves,
    "setzer.table_idle": table_idle,
}


def slide_share(scene) -> float:
    """Fraction of frames that had sliding tiles (for reports)."""
    return float(bool(scene.s.slides))


def measure(frames: int = 900, size: tuple[int, int] = (1280, 800), warmup: int = 60) -> dict:
    """Wall and CPU time per frame (update+draw) of the table during computer moves; CPU time ignores other processes."""
    import os
    import statistics
    import time

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App, Options

    app = App(Options(headless=True, size=size))
    scene, driver = table_computer_moves(app)
    app.start(scene)
    wall: list[float] = []
    cpu: list[float] = []
    sliding: list[float] = []
    for frame in range(frames + warmup):
        driver(app, frame)
        t0, c0 = time.perf_counter(), time.thread_time()
        app.advance(1 / 60)
        w, c = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
        if frame >= warmup:
            wall.append(w)
            cpu.append(c)
            if scene.s.slides:
                sliding.append(c)

    def pct(values: list[float], q: float) -> float:
        ordered = sorted(values) or [0.0]
        return round(ordered[max(0, min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1)))))], 2)

    return {"frames": len(wall), "wall_p50_ms": pct(wall, 50), "wall_p99_ms": pct(wall, 99),
            "cpu_p50_ms": pct(cpu, 50), "cpu_p99_ms": pct(cpu, 99), "sliding_frames": len(sliding),
            "sliding_cpu_p99_ms": pct(sliding, 99), "cpu_mean_ms": round(statistics.fmean(cpu), 2)}


if __name__ == "__main__":
    import json

    print(json.dumps(measure()))
