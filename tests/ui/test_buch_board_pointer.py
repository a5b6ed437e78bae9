"""The hand cursor on the Speedbuch board: the board says when the mouse rests on something that reacts to a click."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.buch import BuchMode
from game.scenes.buch.board import BoardScene


def _move(app: App, pos, touch: bool = False) -> None:
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=touch,
                                         window=None))


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_the_mouse_over_the_board_buttons_asks_for_a_hand_and_the_page_does_not(size):
    """A player moves the mouse over "Mischen" (hand), onto an empty shelf and a tile (no hand), lays a word and
    points at the word bar (hand: a click hands it in); a finger on the same button leaves no hover."""
    app = App(Options(headless=True, size=size))
    board = BoardScene(app, BuchMode.ENDLOS, seed=7)
    app.start(board)
    app.advance(1 / 60)
    assert not board.pointer_over_button()
    button = next(b for b in board.buttons if b.visible and b.enabled)
    _move(app, button.rect.center)
    assert board.pointer_over_button()
    _move(app, (2, size[1] - 2))
    assert not board.pointer_over_button()
    first = board.cell_centre((3, 3))
    _move(app, first)
    assert not board.pointer_over_button(), "a tile is dragged, not clicked"
    found = board.game.best_word()
    assert found is not None
    board._set_path(list(found.path))  # noqa: SLF001 - the word laid by typing
    _move(app, board.layout.word_bar.center)
    assert board.pointer_over_button()
    _move(app, button.rect.center, touch=True)
    assert not board.pointer_over_button()
