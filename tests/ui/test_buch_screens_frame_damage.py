"""The Speedbuch calendar, hall card, pause menu and daily results draw only what changes, and every such frame
equals a whole redraw: a player leafs through months, presses buttons, taps missed words and the daily board."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.buch import BuchMode
from game.input.actions import Act, Action
from game.scenes.buch import shots
from game.scenes.buch.pause import PauseScene
from tests.ui.damage_check import run_and_compare

SIZES = [(1280, 800), (800, 1280)]


def _app(size) -> App:
    return App(Options(headless=True, size=size))


def _move(app: App, pos) -> None:
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False,
                                         window=None))


@pytest.mark.parametrize("size", SIZES)
def test_a_player_leafs_back_through_the_calendar_and_every_frame_matches(size):
    """Two months back and one forward with the arrows, the pointer resting on buttons: partial frames only."""
    app = _app(size)
    cal = shots._calendar(app)  # noqa: SLF001 - the screenshot set-up (played days in the store)
    app.start(cal)
    first = cal.month
    seen = set()

    def leaf(app_: App, i: int) -> None:
        seen.add(cal.month)
        b = cal.buttons[i // 10 % len(cal.buttons)]
        _move(app_, b.rect.center)
        if i in (10, 25):
            app_.dispatch(Action(Act.LEFT))
        if i == 40:
            app_.dispatch(Action(Act.RIGHT))

    counts = run_and_compare(app, 60, leaf)
    assert len(seen) == 3 and cal.month != first
    assert counts["partial"] + counts["nothing"] >= 55, counts
    assert counts["nothing"] >= 40, "a calendar at rest draws nothing"


@pytest.mark.parametrize("size", SIZES)
def test_the_hall_card_redraws_only_a_pressed_button_and_matches(size):
    """A finger presses the back button, slides off and lets go elsewhere: only the button is drawn anew."""
    app = _app(size)
    card = shots._hall_intro(11)(app)  # noqa: SLF001
    app.start(card)
    back = card.buttons[1].rect

    def press(app_: App, i: int) -> None:
        if i == 10:
            app_.dispatch(Action(Act.POINTER_DOWN, pos=back.center))
        if i == 20:
            app_.dispatch(Action(Act.POINTER_MOVE, pos=(back.right + 200, back.bottom + 200), button=1))
        if i == 30:
            app_.dispatch(Action(Act.POINTER_UP, pos=(back.right + 200, back.bottom + 200)))

    counts = run_and_compare(app, 40, press)
    assert app.stack.top is card, "letting go beside the button does not leave"
    assert counts["partial"] >= 1 and counts["whole"] <= 1, counts


@pytest.mark.parametrize("size", SIZES)
def test_the_pause_menu_over_a_glowing_board_matches_a_whole_redraw(size):
    """The pause menu over a three-minute board with an ember: the board glows on, a button is pressed and
    released beside it; every partial frame equals a whole one."""
    app = _app(size)
    board = shots._board(BuchMode.DREI_MINUTEN, 4, embers=True, select=False)(app)  # noqa: SLF001
    app.start(board)
    app.advance(1 / 60)
    pause = PauseScene(app, board)
    app.stack.push(pause)
    app.advance(1 / 60)
    b = pause.buttons[-1].rect

    def drive(app_: App, i: int) -> None:
        _move(app_, pause.buttons[i // 8 % len(pause.buttons)].rect.center)
        if i == 20:
            app_.dispatch(Action(Act.POINTER_DOWN, pos=b.center))
        if i == 28:
            app_.dispatch(Action(Act.POINTER_MOVE, pos=(b.centerx, b.bottom + 300), button=1))
            app_.dispatch(Action(Act.POINTER_UP, pos=(b.centerx, b.bottom + 300)))

    counts = run_and_compare(app, 60, drive)
    assert app.stack.top is pause
    assert counts["partial"] + counts["nothing"] >= 50, counts


@pytest.mark.parametrize("size", SIZES)
def test_daily_results_switch_between_the_start_board_and_missed_words_and_match(size):
    """On the daily results the player taps missed words and the board (the start board with the word of the
    day): each new board picture is drawn in the frame it is chosen and equals a whole redraw."""
    app = _app(size)
    res = shots._results(BuchMode.TAGESRAETSEL, 5)(app)  # noqa: SLF001
    app.start(res)
    shown = set()

    def drive(app_: App, i: int) -> None:
        shown.add((res.show_daily, res.selected))
        if i % 12 == 6 and res.rows:
            app_.dispatch(Action(Act.POINTER_UP, pos=res.rows[(i // 12) % len(res.rows)].center))
        if i % 12 == 0 and res.game.daily_path:
            app_.dispatch(Action(Act.POINTER_UP, pos=res.mid.center))

    counts = run_and_compare(app, 72, drive)
    assert len(shown) >= 3, shown
    assert counts["partial"] + counts["nothing"] >= 65, counts


@pytest.mark.parametrize("size", [(1920, 1080), (800, 1280)])
def test_each_prepared_board_picture_equals_the_board_drawn_in_place(size):
    """The results keep a picture per missed word (drawn ahead); each looks exactly like the board drawn straight
    onto the screen."""
    app = _app(size)
    res = shots._results(BuchMode.DREI_MINUTEN, 8)(app)  # noqa: SLF001
    app.start(res)
    for _ in range(len(res.missed) + 2):  # the pictures are drawn one a frame
        app.advance(1 / 60)
    for i in range(len(res.missed)):
        res.selected = i
        app.advance(1 / 60)
        kept = pygame.Surface(app.screen.get_size())
        app.draw_layers(kept)
        pictures, res._pictures = res._pictures, {}  # noqa: SLF001 - drawn in place for the comparison
        direct = pygame.Surface(app.screen.get_size())
        app.draw_layers(direct)
        res._pictures = pictures  # noqa: SLF001
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(direct, "RGB"), f"Bild von Wort {i}"
