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


def table_swap(app):
    """The swap card over a mid-game table (its clock running): the player picks a letter, then another, ..."""
    from game.scenes.setzer import demo
    from game.scenes.setzer.table_modals import ExchangeScene

    table = demo.mid_game(app, moves=11, pending=False)
    table.calm = False
    state: dict = {}

    def driver(app_, frame: int) -> None:
        if frame == 0:
            state["card"] = ExchangeScene(app_, table, [t for t in table.s.slots if t is not None])
            app_.stack.push(state["card"])
        elif frame % 20 == 0 and app_.stack.top is state["card"]:
            state["card"].letter((frame // 20) % len(state["card"].card.letters))
            state["card"].sync()

    return table, driver


def table_first_move(app):
    """The set-up screen, then (frame 45, as a quick player taps "Partie beginnen") a fresh table whose computer
    moves first. Run it in a fresh process: the word graphs are not built yet, so this shows whether their
    building stalls a frame (it should happen in the background while the set-up is shown).
    """
    from game.scenes.setzer.setup import SetupScene
    from game.scenes.setzer.table import TableScene
    from game.setzer.config import Level, Seat, SeatKind, TableConfig

    config = TableConfig(seats=(Seat("Gustav", SeatKind.COMPUTER, Level.STARK), Seat("Du"),
                                Seat("Frieda", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)
    setup = SetupScene(app)  # opening the set-up starts the warm-up, as in the game
    state: dict = {}

    def driver(app_, frame: int) -> None:
        import time

        time.sleep(0.010)  # the real loop idles ~10 ms per frame at 60 fps: time the warm-up thread may use
        if frame == 45:
            table = TableScene(app_, config, seed=5, autosave=False)
            table.calm = False
            state["table"] = table
            app_.stack.replace(table)
        table = state.get("table")
        if table is not None and table.game.phase is not Phase.OVER and table.my_turn and not table.s.slides:
            table._apply(Pass(table.viewer))  # noqa: SLF001

    return setup, driver


def results_analysing(app):
    """The results of a finished game: the three missed chances are analysed frame by frame, then picked in turn."""
    from game.scenes.setzer import demo
    from game.scenes.setzer.results import ResultsScene

    table = demo.finished(app, seed=5)
    scene = ResultsScene(app, table)

    def driver(app_, frame: int) -> None:
        if frame % 20 == 0 and scene.moments:
            scene.selected = (frame // 20) % len(scene.moments)

    return scene, driver


SETUPS = {
    "setzer.results": results_analysing,
    "setzer.table": table_computer_moves,
    "setzer.table_first_move": table_first_move,
    "setzer.table_idle": table_idle,
    "setzer.table_swap": table_swap,
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
