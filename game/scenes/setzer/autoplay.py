"""``--autoplay setzer``: computers play a whole game through the real table scene (headless, fast)."""
from __future__ import annotations

import logging

from game.setzer.config import Level, Seat, SeatKind, TableConfig

log = logging.getLogger(__name__)

TIME_SCALE = 6.0  # game clock and animations run this much faster
THINK_BUDGET = 0.05  # seconds of search per frame (no one is watching the frame rate)
RESULTS_FRAMES = 12  # frames the results screen stays up (the screenshot hook waits 8)
PORTRAIT_AT_MOVE = 10  # with --screenshot: show the table in portrait for a while from this move on
PORTRAIT_FRAMES = 14


def demo_config() -> TableConfig:
    """Three computers of different strength."""
    return TableConfig(seats=(Seat("Gustav", SeatKind.COMPUTER, Level.STARK),
                              Seat("Frieda", SeatKind.COMPUTER, Level.NORMAL),
                              Seat("Anton", SeatKind.COMPUTER, Level.LEICHT)), rated=False)


def start(app, seed: int, config: TableConfig | None = None, time_scale: float = TIME_SCALE):
    """Show a turbo table of computers; when the results appear, set ``app.result`` and quit."""
    from game.memory import turn_to
    from game.scenes.setzer.records import as_json_result
    from game.scenes.setzer.results import ResultsScene
    from game.scenes.setzer.table import TableScene

    turn_to("setzer")  # as when the table is opened from the menu
    app.options.time_scale = max(app.options.time_scale, time_scale)
    table = TableScene(app, config or demo_config(), seed=seed, turbo=True, autoplay=True)
    table.think_budget = THINK_BUDGET
    app.start(table)
    state = {"frames": 0, "portrait": 0}
    shots = app.options.screenshot_dir is not None
    settle = _screenshot_delay() + 3 if shots else RESULTS_FRAMES  # frames each picture needs
    landscape = app.size

    def hook(app_) -> None:
        top = app_.stack.top
        if shots and state["portrait"] >= 0 and len(table.game.history) >= PORTRAIT_AT_MOVE:
            # turn the window to portrait for a moment, so the screenshots show both table layouts
            if state["portrait"] == 0:
                app_.set_size((landscape[1], landscape[0]) if landscape[0] > landscape[1] else (800, 1280))
            state["portrait"] += 1
            if state["portrait"] > max(PORTRAIT_FRAMES, settle):
                app_.set_size(landscape)
                state["portrait"] = -1
        if isinstance(top, ResultsScene) and not top.analysing:
            state["frames"] += 1
            if state["frames"] >= max(RESULTS_FRAMES, settle):
                app_.result = as_json_result(table.game)
                app_.frame_hooks.remove(hook)
                app_.quit(0)

    app.frame_hooks.append(hook)
    return table


def _screenshot_delay() -> int:
    """How many frames the shell's screenshot hook lets a scene settle before its picture."""
    from game.launch import SCREENSHOT_DELAY_FRAMES

    return SCREENSHOT_DELAY_FRAMES
