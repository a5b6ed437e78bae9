"""Frame-time benchmark of the Speedbuch board during a cascade (used by tools/bench_frames.py)."""
from __future__ import annotations

import time

from game.buch import BuchMode


def bench_buch_cascade(app, frames: int = 600, seed: int = 7) -> list[float]:
    """Milliseconds of update+draw per frame while words keep the tiles falling (a word every 12 frames)."""
    from game.scenes.buch.board import BoardScene

    scene = BoardScene(app, BuchMode.ENDLOS, seed=seed)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.resize(app.size)
    surface = app.screen
    # warm the caches (tile images, background) like a real session after its first second
    for _ in range(10):
        scene.update(1 / 60)
        scene.draw(surface)
    times: list[float] = []
    for i in range(frames):
        if i % 12 == 0 and not scene.game.over:
            w = scene.game.best_word()
            if w is None:
                scene.do_shuffle()
            else:
                scene._set_path(list(w.path))  # noqa: SLF001 - the bench feeds the path directly
                scene.submit()
        if scene.game.over:
            scene = BoardScene(app, BuchMode.ENDLOS, seed=seed + i)
            app.stack.reset(scene)
            app.stack.apply_pending()
            scene.resize(app.size)
        t0 = time.perf_counter()
        scene.update(1 / 60)
        scene.draw(surface)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def main() -> None:
    """Print p50/p95/p99 at 1280x800 (stand-alone run)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App, Options

    app = App(Options(headless=True, size=(1280, 800)))
    times = sorted(bench_buch_cascade(app))
    n = len(times)
    print(f"buch cascade 1280x800: p50 {times[n // 2]:.2f} ms, p95 {times[int(n * 0.95)]:.2f} ms, "
          f"p99 {times[int(n * 0.99)]:.2f} ms, max {times[-1]:.2f} ms over {n} frames")


def _play_best_word(board) -> None:
    """Lay the board's best word (or shuffle when there is none), as a quick player would."""
    w = board.game.best_word()
    if w is None:
        board.do_shuffle()
    else:
        board._set_path(list(w.path))  # noqa: SLF001
        board.submit()


def _cascade_setup(app):
    """tools/bench_frames.py set-up: an endless board where a word lands every 12 frames."""
    from game.scenes.buch.board import BoardScene

    scene = BoardScene(app, BuchMode.ENDLOS, seed=7)

    def driver(app, frame: int) -> None:
        board = app.stack.top
        if frame % 12 or not isinstance(board, BoardScene):
            return
        if board.game.over:
            fresh = BoardScene(app, BuchMode.ENDLOS, seed=7 + frame)
            app.stack.reset(fresh)
            app.stack.apply_pending()
            fresh.resize(app.size)
            return
        _play_best_word(board)

    return scene, driver


def _embers_setup(app):
    """tools/bench_frames.py set-up: a three-minute board with a deep ember glowing while words keep landing."""
    from game.scenes.buch import shots
    from game.scenes.buch.board import BoardScene

    scene = shots._board(BuchMode.DREI_MINUTEN, 4, embers=True, select=False)(app)  # noqa: SLF001

    def driver(app, frame: int) -> None:
        board = app.stack.top
        if frame % 12 or not isinstance(board, BoardScene) or board.game.over:
            return
        _play_best_word(board)

    return scene, driver


def _results_setup(app):
    """tools/bench_frames.py set-up: the results of a three-minute round; the score counts up, missed words are picked."""
    from game.buch import BuchMode as Mode
    from game.scenes.buch import shots

    scene = shots._results(Mode.DREI_MINUTEN, 8)(app)  # noqa: SLF001

    def driver(app, frame: int) -> None:
        if frame % 60 == 0:
            scene.t = 0.0  # the count-up again
        if frame % 20 == 0 and scene.missed:
            scene.selected = (frame // 20) % len(scene.missed)

    return scene, driver


def _journey_setup(app):
    """tools/bench_frames.py set-up: the journey map with its pulsing seal; the selected level changes now and then."""
    from game.scenes.buch import shots

    scene = shots._journey(app)  # noqa: SLF001

    def driver(app, frame: int) -> None:
        if frame % 30 == 0:
            scene.selected = 1 + (frame // 30) % 14

    return scene, driver


def _journey_still_setup(app):
    """The journey map of a profile with 13 levels won (its stars read from the store once, not per frame)."""
    from game.scenes.buch.journey import JourneyScene
    from game.scenes.buch.shots import _journey

    _journey(app)  # demo stars in the app's in-memory store
    return JourneyScene(app)


#: set-ups picked up by tools/bench_frames.py
SETUPS = {"buch_cascade": _cascade_setup, "buch_embers": _embers_setup, "buch.results": _results_setup,
          "buch.journey_map": _journey_setup, "buch_journey": _journey_still_setup}


if __name__ == "__main__":
    main()
