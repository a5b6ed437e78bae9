"""Frame damage of the cards over the table (swap, Joker, pause, hand-over): partly drawn frames equal whole ones."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.scenes import registry
from game.scenes.setzer import bench, demo
from game.scenes.setzer.table_modals import BlankScene, HandoverScene, PauseMenuScene
from tests.ui.damage_check import run_and_compare

SIZES = [(1280, 800), (800, 1280)]


def _app(size) -> App:
    registry.register_shell_scenes()
    return App(Options(headless=True, size=size))


def _move(app: App, pos) -> None:
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(1, 1),
                                         buttons=(0, 0, 0), touch=False, window=None))


@pytest.mark.parametrize("size", SIZES)
def test_picking_letters_to_swap_redraws_the_card_not_the_window(size):
    """The swap card is open, the clock runs on: the player picks letters one after another and moves the mouse
    over the buttons; every frame equals a whole redraw and nearly all of them are drawn in part or not at all."""
    app = _app(size)
    table, driver = bench.table_swap(app)
    app.start(table)

    def player(app_: App, i: int) -> None:
        driver(app_, i)
        card = app_.stack.top
        if i > 5 and i % 7 == 3 and card is not table:
            _move(app_, card.buttons[(i // 7) % len(card.buttons)].rect.center)

    counts = run_and_compare(app, 150, player)
    card = app.stack.top
    assert card is not table and card.card.selected, "letters were picked"
    assert counts["partial"] + counts["nothing"] >= 140
    assert counts["area"] / max(1, counts["partial"]) < 0.25 * size[0] * size[1]


@pytest.mark.parametrize("modal", ["blank", "pause", "handover"])
def test_a_card_over_the_table_is_drawn_in_part_while_it_waits(modal):
    """The Joker chooser, the pause menu and the hand-over card wait for the player while the table goes on under
    them: the frames equal whole redraws, and after the first one none is drawn whole."""
    app = _app((1280, 800))
    table = demo.mid_game(app, pending=False)
    table.calm = False
    app.start(table)
    app.advance(1 / 60)
    if modal == "blank":
        card = BlankScene(app, table, 0, (7, 7))
    elif modal == "pause":
        card = PauseMenuScene(app, table, can_resign=True, saved=False)
    else:
        card = HandoverScene(app, table, table.viewer)
    app.stack.push(card)
    app.advance(1 / 60)  # the card comes on top after this frame ...
    app.advance(1 / 60)  # ... and this one draws it whole

    def player(app_: App, i: int) -> None:
        if i % 10 == 5:
            _move(app_, card.buttons[0].rect.center)
        elif i % 10 == 0:
            _move(app_, (3, 3))

    counts = run_and_compare(app, 90, player)
    assert app.stack.top is card
    assert counts["whole"] == 0
    assert counts["partial"] >= 10  # the button under the mouse lights up and goes out again
