"""A computer's move: the Verlauf, the move count, the score and the tiles "Im Kasten" wait until its tiles have landed, and the
flying "+n" chip lands beside the score, never on its digits (a chip over "108" read "+260")."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.scenes.setzer import driver
from game.scenes.setzer.table import TableScene
from game.scenes.setzer.table_commands import TableCommand
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.game import MoveKind

SOLO = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)


def _box_number(app, scene) -> int:
    """The number the table draws for the tiles in the box (read from the panel's text calls of one frame)."""
    from game.scenes.setzer import table_panel

    drawn: list[str] = []
    blit = table_panel.blit_text

    def record(surface, face, size, text, *args, **kwargs):
        drawn.append(text)
        return blit(surface, face, size, text, *args, **kwargs)

    table_panel.blit_text = record
    try:
        app.redraw_all()  # a whole frame: every text of the panel is drawn (not only what changed)
        app.draw()
    finally:
        table_panel.blit_text = blit
    [number] = [drawn[i - 1] for i, t in enumerate(drawn) if t in ("Letter", "Lettern", "im Kasten")]
    return int(number)


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_computer_move_shows_in_the_verlauf_when_its_tiles_land(size):
    app = App(Options(headless=True, size=size))
    scene = TableScene(app, SOLO, seed=7)
    scene.think_budget = 0.05
    app.start(scene)
    driver.frames(app, 1)
    scene.s.turbo = False
    driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    assert len(scene.game.history) == 1  # "Du" passed
    for _ in range(3000):
        driver.frames(app, 1)
        if scene.s.slides:
            break
    assert scene.s.slides, "Gustav's tiles slide onto the sheet"
    move = scene.game.history[-1]
    assert move.kind is MoveKind.PLACE and move.player == 1
    score_before = scene.game.scores[1] - move.score
    bag_before = scene.game.bag_count + len(move.placement)  # Gustav refilled his rack from the box
    assert bag_before > scene.game.bag_count
    saw_chip = False
    while scene.s.slides or scene.s.flights or scene.s.counts:
        app.draw()
        # the tiles are in the air: Verlauf, move count and score still show the sheet before the move
        if scene.s.slides:
            assert scene.shown_history() == scene.game.history[:-1]
            assert scene.view.shown_score(1) == score_before
            assert scene.shown_bag_count == bag_before
            assert _box_number(app, scene) == bag_before  # what the panel (or the portrait drawer) prints
        for chip, _label in scene.view.flight_chips():
            saw_chip = True
            for player in range(2):
                assert not chip.colliderect(scene.view.score_rect(player)), (chip, player)
        driver.frames(app, 1)
    assert saw_chip, "the points flew to Gustav's card"
    assert scene.shown_history() == scene.game.history
    assert scene.view.shown_score(1) == scene.game.scores[1]
    assert scene.shown_bag_count == scene.game.bag_count and _box_number(app, scene) == scene.game.bag_count

