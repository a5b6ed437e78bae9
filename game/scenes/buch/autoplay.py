"""``--autoplay buch``: a 3-minute round played through the real board scene with synthetic drags.

Headless, the game clock runs ``TIME_SCALE`` times faster than the frames so a
round finishes in well under a minute; the result lands in ``app.result``.
"""
from __future__ import annotations

import logging

from game.buch import BuchMode
from game.input.actions import Act, Action

log = logging.getLogger(__name__)

TIME_SCALE = 24.0
WORD_EVERY = 2.5  # seconds of game time between two words (a brisk human pace)


class AutoPlayer:
    """Frame hook: every few game seconds, drag the hint word across the board."""

    def __init__(self, app, scene, on_over=None) -> None:
        self.app = app
        self.scene = scene
        self.on_over = on_over  # with a Spielcenter: sends the round before the run ends
        self.next_at = 1.0
        self.done = False
        self.moves = 0

    def __call__(self, app) -> None:
        scene = self.scene
        if self.done:
            return
        g = scene.game
        if g.over:
            self.done = True
            app.result = {"mode": "3min", "score": g.score, "words": g.word_count}
            if self.on_over is not None:
                self.on_over(app, g)
                return
            shots = app.options.screenshot_dir
            if shots:
                # with --screenshot: every Speedbuch screen in both orientations and both themes
                from pathlib import Path

                from game.scenes.buch.shots import render_all

                render_all(Path(shots) / "buch")
            app.quit(0)
            return
        if app.stack.top is not scene or scene.clock < self.next_at:
            return
        self.next_at = scene.clock + WORD_EVERY
        word = g.best_word()
        if word is None:
            scene.do_shuffle()
            return
        drag(app, scene, word.path)
        self.moves += 1


def drag(app, scene, path) -> None:
    """Press on the first tile, move through the others, release on the last (the scene's real input path).

    The actions go straight to the scene stack, not through ``app.dispatch``: they are the
    demo's, not a visitor's, so the kiosk must not count them as someone playing.
    """
    pts = [scene.cell_centre(p) for p in path]
    app.stack.handle(Action(Act.POINTER_DOWN, pos=pts[0]))
    prev = pts[0]
    for pt in pts[1:]:
        # pass through the midpoint too, as a real finger would
        mid = ((prev[0] + pt[0]) // 2, (prev[1] + pt[1]) // 2)
        app.stack.handle(Action(Act.POINTER_MOVE, pos=mid, button=1))
        app.stack.handle(Action(Act.POINTER_MOVE, pos=pt, button=1))
        prev = pt
    app.stack.handle(Action(Act.POINTER_UP, pos=pts[-1]))


def start(app, seed: int) -> None:
    """Open a 3-minute board seeded with ``seed`` (with ``--center``: the server's) and let the AutoPlayer finish it."""
    if app.center is not None:
        from game.scenes.buch.autoplay_center import start_with_center

        start_with_center(app, seed)
        return
    open_round(app, seed)


def open_round(app, seed: int, on_over=None) -> None:
    """The 3-minute board with the AutoPlayer as a frame hook."""
    from game.memory import turn_to
    from game.scenes.buch.board import BoardScene

    turn_to("buch")  # as when the round is opened from the menu
    if app.options.headless:
        app.options.time_scale = TIME_SCALE
    scene = BoardScene(app, BuchMode.DREI_MINUTEN, seed=seed)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.resize(app.size)
    player = AutoPlayer(app, scene, on_over)
    app.frame_hooks.append(player)
    log.info("Speedbuch-Autoplay gestartet (Startwert %s)", seed)
