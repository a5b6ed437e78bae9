"""Frame damage of the Speedsetzer table, its results and the pages: every partly drawn frame equals a whole redraw."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.scenes import registry
from game.scenes.setzer import bench, demo
from game.scenes.setzer.results import ResultsScene
from game.widgets.marks import Marks, coalesce
from tests.ui.damage_check import run_and_compare

SIZES = [(1280, 800), (800, 1280)]


def _app(size) -> App:
    registry.register_shell_scenes()
    return App(Options(headless=True, size=size))


def _event(app: App, kind: int, pos, buttons=(0, 0, 0)) -> None:
    pos = (int(pos[0]), int(pos[1]))
    if kind == pygame.MOUSEMOTION:
        app.process_event(pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=buttons, touch=False, window=None))
    else:
        app.process_event(pygame.event.Event(kind, pos=pos, button=1, touch=False, window=None))


@pytest.mark.parametrize("size", SIZES)
def test_watching_the_computers_move_redraws_only_what_moves(size):
    """A player passes again and again while the computers think, slide their tiles in and score: every frame
    matches a whole redraw, and nearly all of them draw a small part of the window."""
    app = _app(size)
    scene, driver = bench.table_computer_moves(app)
    app.start(scene)
    moves = len(scene.game.history)
    counts = run_and_compare(app, 240, driver)
    assert len(scene.game.history) >= moves + 3, "the computers moved while we watched"
    assert counts["partial"] + counts["nothing"] >= 220
    assert counts["area"] / max(1, counts["partial"]) < 0.2 * size[0] * size[1]


@pytest.mark.parametrize("size", SIZES)
def test_dragging_a_tile_and_hovering_the_buttons_matches_whole_frames(size):
    """The player picks a tile from the stick, drags it over the sheet, drops it and moves the pointer over the
    buttons: the tile in the hand, the frame where it would land and the dropped tile are redrawn exactly."""
    app = _app(size)
    scene = demo.mid_game(app, pending=False)
    app.start(scene)
    lay = scene.lay
    start = lay.slots[0].center
    target = lay.cell_rect(7, 7).center
    path = [start] + [(start[0] + (target[0] - start[0]) * i // 12, start[1] + (target[1] - start[1]) * i // 12)
                      for i in range(1, 13)]
    buttons = [b.rect.center for b in scene.controls.all() if b.visible]

    def player(app_: App, i: int) -> None:
        if i == 2:
            _event(app_, pygame.MOUSEBUTTONDOWN, start)
        elif 3 <= i < 3 + len(path):
            _event(app_, pygame.MOUSEMOTION, path[i - 3], (1, 0, 0))
        elif i == 3 + len(path):
            _event(app_, pygame.MOUSEBUTTONUP, target)
        elif i > 20:
            _event(app_, pygame.MOUSEMOTION, buttons[(i // 3) % len(buttons)])

    counts = run_and_compare(app, 60, player)
    assert counts["partial"] >= 15  # the tile in the hand moves every frame it is dragged
    assert counts["partial"] + counts["nothing"] >= 55


@pytest.mark.parametrize("size", SIZES)
def test_picking_the_three_moments_redraws_the_small_sheet_and_the_rows(size):
    """After a game the player taps each missed chance in turn: the frames match whole redraws, and between the
    taps nothing is drawn at all."""
    app = _app(size)
    table = demo.finished(app, seed=5)
    scene = ResultsScene(app, table)
    app.start(scene)
    counts = run_and_compare(app, 120)  # the analysis runs
    assert not scene.analysing and scene.moments
    taps = [scene.hits[f"moment:{i}"].center for i in range(len(scene.moments))]

    def player(app_: App, i: int) -> None:
        if i % 15 == 5:
            pos = taps[(i // 15) % len(taps)]
            _event(app_, pygame.MOUSEBUTTONDOWN, pos)
            _event(app_, pygame.MOUSEBUTTONUP, pos)

    counts = run_and_compare(app, 60, player)
    assert counts["nothing"] >= 45
    assert counts["partial"] + counts["whole"] >= 3


@pytest.mark.parametrize("key", ["settings", "rules"])
def test_a_page_redraws_the_widget_that_changed(key):
    """On the settings page the player switches the sound off and on; on the rules page they switch the tab and
    scroll: every frame matches a whole redraw, and a still page draws nothing."""
    app = _app((1280, 800))
    registry.import_game_packages()
    app.start(registry.create(app, key))
    page = app.stack.top
    counts = run_and_compare(app, 10)
    assert counts["nothing"] >= 8
    if key == "settings":
        spots = [page.sound.rect.center, page.calm.rect.center]
    else:
        spots = [page.tabs.segment_rects()[1].center, page.tabs.segment_rects()[0].center]

    def player(app_: App, i: int) -> None:
        if i % 20 == 2:
            pos = spots[(i // 20) % len(spots)]
            _event(app_, pygame.MOUSEBUTTONDOWN, pos)
            _event(app_, pygame.MOUSEBUTTONUP, pos)
        if key == "rules" and i % 20 == 12:
            app_.process_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                                  precise_y=-3.0, touch=False, window=None))

    counts = run_and_compare(app, 80, player)
    assert counts["partial"] + counts["whole"] >= 4
    assert counts["nothing"] >= 20


def test_the_lookup_entry_blinks_with_the_box_pygame_gui_would_draw():
    """At 1920x1080 the text entry's box is kept per state: after blinking, its picture equals pygame_gui's own."""
    app = _app((1920, 1080))
    registry.import_game_packages()
    app.start(registry.create(app, "lookup", word="Häusern"))
    for _ in range(80):  # more than one blink
        app.advance(1 / 60)
    shape = app.stack.top.entry.drawable_shape
    shape.finalise_text_onto_active_state()
    kept = pygame.image.tobytes(shape.active_state.surface, "RGBA")
    del shape.redraw_state  # pygame_gui's own drawing again
    shape.finalise_text_onto_active_state()
    assert pygame.image.tobytes(shape.active_state.surface, "RGBA") == kept


def test_marks_name_what_came_went_or_changed_and_coalesce_joins_neighbours():
    """Marks: the first frame is whole; then only marks that differ are named; near rectangles become one pass."""
    marks = Marks()
    a, b = pygame.Rect(0, 0, 10, 10), pygame.Rect(100, 0, 10, 10)
    assert marks.changed([(a, "x"), (b, "y")]) is None
    assert marks.changed([(a, "x"), (b, "y")]) == []
    assert sorted(map(tuple, marks.changed([(a, "x"), (b, "z")]))) == [tuple(b), tuple(b)]
    assert marks.changed([(a, "x")]) == [b]
    assert coalesce([a, a.move(12, 0)]) == [pygame.Rect(0, 0, 22, 10)]
    far = pygame.Rect(5000, 5000, 10, 10)
    assert len(coalesce([a, far], pass_pixels=1000)) == 2


@pytest.mark.parametrize("size", SIZES)
def test_typing_a_word_on_the_lookup_page_redraws_the_entry_and_the_verdict(size):
    """The player types a word letter by letter and deletes one while the cursor blinks: the text entry (drawn by
    pygame_gui) and the verdict are redrawn in pieces that equal whole frames; a still page draws nothing."""
    app = _app(size)
    registry.import_game_packages()
    app.start(registry.create(app, "lookup"))
    word = "Straße"

    def player(app_: App, i: int) -> None:
        if i % 8 == 4 and i // 8 < len(word):
            app_.process_event(pygame.event.Event(pygame.TEXTINPUT, text=word[i // 8], window=None))
        if i == 70:
            app_.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b",
                                                  scancode=0, window=None))

    counts = run_and_compare(app, 120, player)
    assert app.stack.top.entry.get_text() == "Straß"
    assert counts["partial"] >= 8
    assert counts["nothing"] >= 60
