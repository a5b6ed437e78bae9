"""The Speedsetzer set-up screen, a message over the menu and the error page draw only what changes, and every such
frame equals a whole redraw: a player presses choices, changes one, types a name, hovers a message's buttons."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.scenes import registry
from game.scenes.error import ErrorScene
from game.scenes.message import MessageScene
from game.widgets.style import Style
from tests.ui.damage_check import run_and_compare

SIZES = [(1280, 800), (800, 1280)]


def _app(size) -> App:
    registry.import_game_packages()
    registry.register_shell_scenes()
    return App(Options(headless=True, size=size))


def _event(app, kind, **attrs) -> None:
    app.process_event(pygame.event.Event(kind, **attrs))


def _move(app, pos) -> None:
    _event(app, pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False, window=None)


@pytest.mark.parametrize("size", SIZES)
def test_a_player_presses_choices_on_the_setup_screen_and_every_frame_matches(size):
    """Pressing a choice and sliding off draws just that control; choosing one and typing a name redraw it all;
    a screen at rest draws nothing."""
    app = _app(size)
    setup = registry.create(app, "setzer.setup")
    app.start(setup)
    app.advance(1 / 60)
    options = sorted(key for key in setup.hits if key.startswith("opt:premiums:"))
    name = setup.hits["name:0"]

    def drive(app_, i: int) -> None:
        target = setup.hits[options[(i // 20) % len(options)]]
        if i % 20 == 2:
            _event(app_, pygame.MOUSEBUTTONDOWN, pos=target.center, button=1, touch=False, window=None)
        elif i % 20 == 10:  # slid off: nothing chosen
            _event(app_, pygame.MOUSEBUTTONUP, pos=(2, 2), button=1, touch=False, window=None)
        elif i == 63:  # another kind of premium squares
            other = setup.hits[options[-1]].center
            _event(app_, pygame.MOUSEBUTTONDOWN, pos=other, button=1, touch=False, window=None)
            _event(app_, pygame.MOUSEBUTTONUP, pos=other, button=1, touch=False, window=None)
        elif i == 71:
            _event(app_, pygame.MOUSEBUTTONDOWN, pos=name.center, button=1, touch=False, window=None)
            _event(app_, pygame.MOUSEBUTTONUP, pos=name.center, button=1, touch=False, window=None)
        elif i == 76:
            _event(app_, pygame.TEXTINPUT, text="x", window=None)
        else:
            _move(app_, (i * 17 % app_.size[0], i * 29 % app_.size[1]))

    before = dict(setup.st.values)
    counts = run_and_compare(app, 90, drive)
    assert setup.st.values != before, "one choice was made"
    assert setup.st.seats[0].name.endswith("x"), "the name was typed into"
    assert counts["partial"] >= 6 and counts["nothing"] >= 60, counts


@pytest.mark.parametrize("size", SIZES)
def test_a_message_over_the_menu_redraws_its_buttons_and_the_candle_and_matches(size):
    """The menu's candle flickers under the veil; the pointer goes back and forth over the two buttons."""
    app = _app(size)
    app.start(registry.create(app, "menu"))
    msg = MessageScene(app, "Spielstand nicht gespeichert", "Der Spielstand konnte nicht geschrieben werden.",
                       [("Abbrechen", None, Style.CARD), ("Nochmal", None, Style.PRIMARY)])
    app.stack.push(msg)
    app.advance(1 / 60)

    def hover(app_, i: int) -> None:
        _move(app_, msg.buttons[(i // 6) % 2].rect.center if i % 12 < 9 else (5, 5))

    counts = run_and_compare(app, 60, hover)
    assert app.stack.top is msg
    assert counts["partial"] + counts["nothing"] >= 55, counts


@pytest.mark.parametrize("size", SIZES)
def test_the_error_page_is_drawn_once_and_then_stands(size):
    """Nothing moves on the error page: after its first frame every frame draws nothing."""
    app = _app(size)
    app.start(ErrorScene(app, "Ein unerwarteter Fehler ist aufgetreten."))
    app.advance(1 / 60)
    counts = run_and_compare(app, 10, lambda app_, i: _move(app_, (i * 40, i * 30)))
    assert counts["nothing"] == 10, counts
