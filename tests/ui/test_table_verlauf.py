"""The table's Verlauf picture made before a move lands, the hand over the table's buttons, the computer's answer."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.scenes import registry
from game.scenes.setzer import bench, demo
from game.scenes.setzer.table import _as_action
from game.setzer.actions import Exchange, Pass, Place
from game.setzer.game import MoveKind
from tests.ui.damage_check import run_and_compare


def _app(size) -> App:
    registry.register_shell_scenes()
    return App(Options(headless=True, size=size))


def _blended(view, base: pygame.Surface, body: pygame.Rect, history) -> pygame.Surface:
    """The Verlauf as the panel drew it before: the lines on a transparent layer, blended onto the card."""
    lines = pygame.Surface(body.size, pygame.SRCALPHA)
    view._draw_history(lines, lines.get_rect(), history)  # noqa: SLF001
    out = base.subsurface(body).copy()
    out.blit(lines, (0, 0))
    return out


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (2560, 1440)])
def test_the_finished_verlauf_picture_has_the_pixels_of_the_blended_lines(size):
    """A whole game's Verlauf, move by move (places, passes, exchanges, bingos, the empty list): the picture drawn
    straight onto the card equals the lines drawn on a transparent layer and blended onto it."""
    app = _app(size)
    table = demo.mid_game(app, pending=False)
    me = table.viewer
    table._apply(Pass(me))  # noqa: SLF001
    demo.fast_forward(table, 2)
    table._apply(Exchange(me, table.game.racks[me][:2]))  # noqa: SLF001
    demo.fast_forward(table, 400)
    app.start(table)
    app.advance(1 / 60)
    view = table.view
    body, base = view.verlauf_cover(), view.verlauf_base()
    assert body is not None and base is not None
    history = table.game.history
    kinds = {m.kind for m in history}
    assert {MoveKind.PLACE, MoveKind.PASS, MoveKind.EXCHANGE} <= kinds
    for n in range(0, len(history) + 1, 3):
        key = view.history_key_of(history[:n], body)
        while view.verlauf.get(key) is None:
            view.verlauf.prepare(key, base, body, history[:n])
        picture = view.verlauf.get(key)
        expected = _blended(view, base, body, history[:n])
        assert pygame.image.tobytes(picture, "RGB") == pygame.image.tobytes(expected, "RGB"), f"{n} moves"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_computer_move_finds_its_verlauf_made_while_its_tiles_slide(size):
    """The player passes again and again while the computers move: every computer move's Verlauf picture is made
    in steps while its tiles slide (the landing frame only copies it), and every frame equals a whole redraw."""
    app = _app(size)
    scene, driver = bench.table_computer_moves(app)
    app.start(scene)
    before = len(scene.game.history)
    counts = run_and_compare(app, 240, driver)
    computer_moves = [m for m in scene.game.history[before:] if m.player != scene.viewer]
    assert len(computer_moves) >= 3, "the computers moved while we watched"
    verlauf = scene.view.verlauf
    assert verlauf.made_ahead >= len(computer_moves)
    assert verlauf.found >= len(computer_moves)  # each landing frame found its picture finished
    assert counts["partial"] + counts["nothing"] >= 220


def test_the_verlauf_pictures_go_with_the_table():
    """Leaving the table frees its Verlauf pictures with its cached layer."""
    app = _app((1920, 1080))
    scene, driver = bench.table_computer_moves(app)
    app.start(scene)
    for frame in range(200):
        driver(app, frame)
        app.advance(1 / 60)
    assert scene.view.verlauf._ready  # noqa: SLF001
    scene.exit()
    assert not scene.view.verlauf._ready  # noqa: SLF001


def _move(app: App, pos, touch: bool = False) -> None:
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(1, 1),
                                         buttons=(0, 0, 0), touch=touch, window=None))


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_the_mouse_over_a_table_button_asks_for_a_hand(size):
    """The player moves the mouse over Passen (a hand), over the sheet (none), over the menu button (a hand);
    a finger on a button shows no hand; while a computer moves, the player's Passen is off (no hand)."""
    app = _app(size)
    scene = demo.mid_game(app, pending=False)
    app.start(scene)
    app.advance(1 / 60)
    controls = scene.controls
    passen = controls.moves[1]
    assert scene.my_turn and passen.visible and passen.enabled
    _move(app, passen.rect.center)
    assert scene.pointer_over_button()
    _move(app, scene.lay.cell_rect(7, 7).center)
    assert not scene.pointer_over_button()
    _move(app, controls.corner[1].rect.center)
    assert scene.pointer_over_button()
    _move(app, passen.rect.center, touch=True)
    assert not scene.pointer_over_button()
    _move(app, passen.rect.center)
    scene._apply(Pass(scene.viewer))  # noqa: SLF001
    app.advance(1 / 60)
    assert not passen.enabled
    assert not scene.pointer_over_button()


def test_a_computer_answer_becomes_the_action_it_is():
    """The computer's answer is applied as it is (a Place, an Exchange, a Pass); no answer (a failed search)
    passes."""
    place = Place(2, ((7, 7, "A"), (7, 8, "B")))
    assert _as_action(place, 2) is place
    assert _as_action(Exchange(2, "XY"), 2) == Exchange(2, "XY")
    assert _as_action(Pass(2), 2) == Pass(2)
    assert _as_action(None, 2) == Pass(2)
