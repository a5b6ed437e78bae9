"""Profile page and operator entry, headless in the real app."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.input.actions import Act, Action
from game.scenes import registry
from game.scenes.operator.panel import OperatorScene
from game.scenes.operator.pin_pad import PinPad
from game.scenes.operator.scenes import register_store_scenes
from game.scenes.profile.store_scene import NewProfileScene, StoreProfileScene
from game.store import GameKind, GameResult, Store


@pytest.fixture
def app_session(tmp_path):
    saved = dict(registry._FACTORIES)  # the registry is global: leave it as other tests expect it
    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    app = App(Options(headless=True, size=(1280, 800)), store)
    yield app, app.session
    store.close()
    pygame.quit()
    registry._FACTORIES.clear()
    registry._FACTORIES.update(saved)


def frames(app, n=3):
    for _ in range(n):
        app.advance(1 / 60)


def test_profile_page_creates_and_switches_profiles(app_session):
    app, session = app_session
    anna = session.store.profiles.create("Anna")
    session.store.profiles.add_result(GameResult(anna.id, GameKind.SETZER, True, 300, 10, 50, "QUARZ", "QUARZ"))
    registry.register_shell_scenes()
    app.start(registry.create(app, "profile"))
    page = app.stack.top
    assert isinstance(page, StoreProfileScene) and page.view.profile.is_guest
    frames(app)
    row = page.list.rect.y + int(page.list.row_height * page.list.s * 1.5)  # the second row: Anna
    app.dispatch(Action(Act.POINTER_DOWN, pos=(page.list.rect.x + 40, row)))
    app.dispatch(Action(Act.POINTER_UP, pos=(page.list.rect.x + 40, row)))
    assert session.profile.name == "Anna" and page.view.stats[GameKind.SETZER].wins == 1
    page.new_btn.click()
    frames(app)
    form = app.stack.top
    assert isinstance(form, NewProfileScene)
    for ch in "anna":
        app.dispatch(Action(Act.TEXT, text=ch))
    app.dispatch(Action(Act.CONFIRM))
    assert form.error == "Den Namen „anna“ gibt es schon."
    for _ in range(4):
        app.dispatch(Action(Act.DELETE))
    for key in ("J", "Ö", "R", "G"):
        form.keyboard.press(key)  # on-screen keys: capital first letter, then lower case
    form.save_btn.click()
    frames(app)
    assert app.stack.top is page and session.profile.name == "Jörg"
    assert [p.name for p in page.profiles] == ["Gast", "Anna", "Jörg"]


def test_operator_entry_needs_the_pin(app_session):
    app, session = app_session
    register_store_scenes()
    app.start(registry.create(app, "operator"))
    assert isinstance(app.stack.top, OperatorScene)  # no PIN yet: straight in, asked to set one
    assert "Noch keine Betreiber-PIN" in app.stack.top.status
    session.store.settings.set_pin("1357")
    app.start(registry.create(app, "menu") if registry.is_registered("menu") else StoreProfileScene(app, session))
    registry.open_scene(app, "operator")
    frames(app)
    pad = app.stack.top
    assert isinstance(pad, PinPad)
    for digit in "1111":
        pad.entry.press(digit)
    pad.submit()
    assert pad.message == "Falsche PIN."
    for digit in "1357":
        pad.entry.press(digit)
    pad.submit()
    frames(app)
    assert isinstance(app.stack.top, OperatorScene)
