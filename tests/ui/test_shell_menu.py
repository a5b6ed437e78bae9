"""The title screen: every entry leads somewhere, by mouse, touch and keyboard, in every orientation."""
from __future__ import annotations

import pygame
import pytest

from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.menu import MenuScene
from game.scenes.menu.scene import BUCH_ENTRIES, SETZER_ENTRIES
from game.scenes.message import MessageScene
from tests.ui.shell_helpers import SHELL_KEYS, click, frames, key, make_app


@pytest.fixture
def only_shell(monkeypatch):
    """The registry holds only the shell's scenes (game packages are not imported here)."""
    registry.register_shell_scenes()
    monkeypatch.setattr(registry, "_FACTORIES", {k: v for k, v in registry._FACTORIES.items() if k in SHELL_KEYS})


@pytest.fixture
def menu(only_shell):
    app = make_app()
    app.start(MenuScene(app))
    frames(app, 2)
    return app, app.stack.top


@pytest.mark.parametrize("attr, index, expected", [
    ("bottom", 0, "settings"), ("bottom", 1, "leaderboard"), ("bottom", 2, "rules"),
])
def test_bottom_buttons_open_their_pages_and_back_returns(menu, attr, index, expected):
    app, scene = menu
    click(app, getattr(scene, attr)[index].rect.center)
    assert app.stack.top.name == expected
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_profile_chip_opens_profile_by_touch(menu):
    app, scene = menu
    click(app, scene.profile.rect.center, touch=True)
    assert app.stack.top.name == "profile"
    click(app, app.stack.top.back.rect.center, touch=True)
    assert app.stack.top is scene


@pytest.mark.parametrize("entry", SETZER_ENTRIES + BUCH_ENTRIES, ids=lambda e: e.key)
def test_unavailable_modes_explain_in_german(menu, entry, caplog):
    app, scene = menu
    click(app, scene.entries[entry.key].rect.center)
    top = app.stack.top
    assert isinstance(top, MessageScene)
    assert "konnte nicht geladen werden" in top.body
    assert "Kommt gleich" not in top.body
    assert any("nicht registriert" in r.getMessage() for r in caplog.records)
    click(app, top.buttons[-1].rect.center)
    assert app.stack.top is scene


class _Probe(Scene):
    name = "probe"

    def __init__(self, app, params):
        super().__init__(app)
        self.params = params


@pytest.mark.parametrize("entry", SETZER_ENTRIES + BUCH_ENTRIES, ids=lambda e: e.key)
def test_registered_modes_open_their_scene(menu, entry):
    app, scene = menu
    registry.register(entry.key, _Probe)
    click(app, scene.entries[entry.key].rect.center)
    assert isinstance(app.stack.top, _Probe)


def test_failing_factory_shows_error_dialog(menu):
    app, scene = menu

    def broken(app, params):
        raise RuntimeError("kaputt")

    registry.register("setzer.setup", broken)
    click(app, scene.entries["setzer.setup"].rect.center)
    assert isinstance(app.stack.top, MessageScene)
    assert app.stack.top.title == "Fehler beim Laden"


def test_keyboard_focus_and_enter_open_an_entry(menu):
    app, scene = menu
    registry.register("setzer.setup", _Probe)
    key(app, pygame.K_TAB)
    assert scene.cards[0].focused
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, _Probe)


def test_sound_button_toggles_and_persists_setting(menu):
    app, scene = menu
    assert app.settings.settings.sound is True
    click(app, scene.sound.rect.center)
    assert app.settings.settings.sound is False
    assert app.settings.backend.load()["sound"] is False  # kept in the store


def test_escape_asks_before_quitting(menu):
    app, scene = menu
    key(app, pygame.K_ESCAPE)
    dialog = app.stack.top
    assert isinstance(dialog, MessageScene) and dialog.title == "Spiel beenden?"
    click(app, dialog.buttons[0].rect.center)  # Weiterspielen
    assert app.running and app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.buttons[1].rect.center)  # Beenden
    assert not app.running


def test_profile_name_shows_on_the_chip(menu):
    app, scene = menu
    app.session.switch(app.store.profiles.create("Lena").id)  # Lena chose her profile
    scene.refresh()
    assert scene.profile.label == "Lena"


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280), (1024, 600), (1920, 1080), (3840, 2160), (600, 1024)])
def test_layout_fits_window_without_overlaps(only_shell, size):
    app = make_app(size)
    app.start(MenuScene(app))
    frames(app, 1)
    scene = app.stack.top
    W, H = app.size
    widgets = scene.cards + scene.rows + scene.bottom + [scene.profile, scene.sound]
    for w in widgets:
        assert 0 <= w.rect.left and w.rect.right <= W and 0 <= w.rect.top and w.rect.bottom <= H, (w.label, w.rect)
        assert w.rect.h >= 44 * scene.frame.s - 1  # touch target
    for i, a in enumerate(widgets):
        for b in widgets[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.label, b.label)
    assert scene.frame.portrait == (H > W)


def test_resize_relayouts_live(menu):
    app, scene = menu
    before = scene.cards[0].rect.copy()
    app.set_size((800, 1280))
    frames(app, 1)
    assert scene.frame.portrait
    assert scene.cards[0].rect != before
    assert scene.cards[0].rect.w > scene.cards[0].rect.h * 4  # full-width card in portrait
    app.set_size((1280, 800))
    frames(app, 1)
    assert scene.cards[0].rect == before


def test_f11_toggles_fullscreen_flag(menu):
    app, scene = menu
    assert not app.fullscreen
    key(app, pygame.K_F11)
    assert app.fullscreen
    key(app, pygame.K_F11)
    assert not app.fullscreen


def test_badges_come_from_providers(menu):
    from game.scenes.menu import badges

    app, scene = menu
    badges.register_badge("buch.endless", lambda app: "Weiter · Stufe 7")
    badges.register_badge("buch.daily", lambda app: 1 / 0)  # a broken provider shows nothing
    try:
        scene.refresh()
        assert scene.entries["buch.endless"].badge == "Weiter · Stufe 7"
        assert scene.entries["buch.daily"].badge == ""
        frames(app, 1)
    finally:
        badges._PROVIDERS.pop("buch.endless", None)
        badges._PROVIDERS.pop("buch.daily", None)


def test_calm_mode_freezes_menu_animation(menu):
    app, scene = menu
    app.settings.update(calm=True)
    frames(app, 1)
    first = pygame.image.tobytes(app.screen, "RGB")
    frames(app, 30)
    assert pygame.image.tobytes(app.screen, "RGB") == first
    app.settings.update(calm=False)
    frames(app, 30)
    assert pygame.image.tobytes(app.screen, "RGB") != first


def test_arrow_keys_move_focus_spatially(menu):
    app, scene = menu
    key(app, pygame.K_DOWN)  # nothing focused yet: the first entry
    assert scene.cards[0].focused
    key(app, pygame.K_DOWN)
    assert scene.cards[1].focused
    key(app, pygame.K_RIGHT)  # across to the library column, the row level with the card
    assert scene.rows[3].focused
    for _ in range(3):
        key(app, pygame.K_UP)
    assert scene.rows[0].focused
    key(app, pygame.K_UP)
    assert scene.profile.focused
    key(app, pygame.K_RIGHT)
    assert scene.sound.focused
    key(app, pygame.K_RETURN)
    assert app.settings.settings.sound is False


def test_the_pointer_over_an_entry_asks_for_a_hand_but_a_touch_does_not(menu):
    """A mouse resting on "Spielregeln" makes the title ask for the hand cursor; a finger does not leave hover."""
    app, scene = menu
    button = scene.bottom[2]
    assert not scene.pointer_over_button()
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1), buttons=(0, 0, 0),
                                         touch=False, window=None))
    assert scene.pointer_over_button()
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(1, 1), buttons=(0, 0, 0),
                                         touch=False, window=None))
    assert not scene.pointer_over_button()
    app.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1), buttons=(0, 0, 0),
                                         touch=True, window=None))
    assert not scene.pointer_over_button()
