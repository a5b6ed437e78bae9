"""Cached still layers: a table drawn from its cache shows the same pixels as one drawn from scratch, move after move."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.render import layer_cache
from game.scenes.setzer import bridge, demo
from game.scenes.setzer.table import _as_action
from game.scenes.setzer.table_view import TableView
from game.setzer.actions import Pass
from game.setzer.game import Phase


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def _fresh_picture(app: App, scene) -> pygame.Surface:
    """The scene drawn by a new view (no cache at all) on a surface of the screen's size."""
    view = scene.view
    fresh = TableView(scene)
    fresh.invalidate()
    out = pygame.Surface(app.screen.get_size())
    scene.view = fresh
    try:
        scene.draw(out)
    finally:
        scene.view = view
        fresh.layers.release()
    return out


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_a_game_of_computer_moves_looks_the_same_from_the_cache(size):
    """The human passes, the computers lay their words; every few frames the cached table equals a fresh one."""
    app = App(Options(headless=True, size=size))
    scene = demo.mid_game(app, moves=6, pending=False)
    app.start(scene)
    scene.s.turbo = True
    scene.calm = True
    compared = 0
    for step in range(6):
        g = scene.game
        if g.phase is Phase.OVER:
            break
        if scene.my_turn:
            scene._apply(Pass(scene.viewer))  # noqa: SLF001 - a player who passes at once
        else:
            scene._apply(_as_action(bridge.think_job(g, g.current).run(), g.current))  # noqa: SLF001
        for _ in range(3):
            app.advance(1 / 60)
        scene.draw(app.screen)
        assert _same(app.screen, _fresh_picture(app, scene)), f"Zug {step}: Bild aus dem Zwischenspeicher weicht ab"
        compared += 1
    assert compared >= 3
    layer = scene.view.layers.layer
    assert layer.partial_builds >= 1, "neue Steine sollten nur ihre Felder neu zeichnen"


def test_the_layer_is_freed_when_the_table_leaves():
    """A 4K layer is 33 MB: leaving the table gives it back."""
    app = App(Options(headless=True, size=(1280, 800)))
    scene = demo.mid_game(app, moves=4, pending=False)
    app.start(scene)
    app.advance(1 / 60)
    assert scene.view.layers.layer.surface is not None
    scene.exit()
    assert scene.view.layers.layer.surface is None


def test_at_most_two_window_layers_live_at_once():
    """However many scenes cache a still picture, only the two most recent keep a surface."""
    layers = [layer_cache.Layer(f"l{i}") for i in range(5)]
    base = pygame.Surface((64, 48))
    for layer in layers:
        layer.compose((64, 48), [(base, (0, 0))])
    held = [layer for layer in layers if layer.surface is not None]
    assert held == layers[-layer_cache.MAX_LAYERS:]
    assert layer_cache.live_bytes() <= layer_cache.MAX_LAYERS * 64 * 48 * 4
    for layer in layers:
        layer.release()


def test_a_changed_part_redraws_only_its_rectangle():
    """Moving a small part recomposes the clipped rectangles; the pixels equal a full composition."""
    bg = pygame.Surface((200, 100))
    bg.fill((20, 40, 60))
    chip = pygame.Surface((20, 20), pygame.SRCALPHA)
    chip.fill((200, 100, 50, 128))
    layer = layer_cache.Layer()
    layer.compose((200, 100), [(bg, (0, 0)), (chip, (10, 10))])
    out = layer.compose((200, 100), [(bg, (0, 0)), (chip, (50, 30))])
    assert layer.partial_builds == 1
    full = layer_cache.Layer()
    assert _same(out, full.compose((200, 100), [(bg, (0, 0)), (chip, (50, 30))]))
    layer.release()
    full.release()


def _board_matches_full_redraw(app: App, board) -> None:
    from game.scenes.buch import board_layers

    baked = pygame.Surface(app.screen.get_size())
    board.draw(baked)
    full = pygame.Surface(app.screen.get_size())
    with board_layers.unbaked():
        board.draw(full)
    assert _same(baked, full), "Speedbuch: Bild mit gebackenen Steinen weicht ab"


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
@pytest.mark.parametrize("embers", [False, True])
def test_a_speedbuch_cascade_looks_the_same_with_resting_tiles_baked(size, embers):
    """Words land every twelve frames; falling, resting and glowing tiles look as in a full redraw, frame by frame."""
    from game.buch import BuchMode
    from game.scenes.buch import board_layers, shots
    from game.scenes.buch.board import BoardScene

    app = App(Options(headless=True, size=size))
    if embers:
        board = shots._board(BuchMode.DREI_MINUTEN, 4, embers=True, select=False)(app)  # noqa: SLF001
    else:
        board = BoardScene(app, BuchMode.ENDLOS, seed=7)
    app.start(board)
    board = app.stack.top
    checked = 0
    for frame in range(90):
        if frame % 12 == 0 and not board.game.over:
            w = board.game.best_word()
            if w is None:
                board.do_shuffle()
            else:
                board._set_path(list(w.path))  # noqa: SLF001 - a player's drag, fed directly
                board.submit()
        app.advance(1 / 60)
        if frame % 5 == 0:
            _board_matches_full_redraw(app, board)
            checked += 1
    assert checked >= 10
    assert board_layers.layers_of(board).baked, "ruhende Steine sollten im Standbild liegen"
