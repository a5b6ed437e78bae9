"""Kiosk mode in the real app, headless: idle return, attract, chord + PIN, operator panel, exit."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.input.actions import Act, Action
from game.kiosk import AttractDemo, PinAccepted, ShowTitle, StartAttract
from game.scenes.base import Scene
from game.scenes.operator.kiosk_driver import KioskDriver, KioskScenes
from game.scenes.operator.panel import OperatorScene
from game.scenes.operator.pin_pad import PinPadScene
from game.session import Session
from game.store import Board, Store

FPS = 60


class Title(Scene):
    name = "title"

    def handle(self, action):
        return action.kind is Act.POINTER_DOWN  # a tap on the title starts playing

    def draw(self, surface):
        surface.fill((20, 30, 40))


class Demo(Scene):
    name = "attract"

    def __init__(self, app, demo):
        super().__init__(app)
        self.demo = demo

    def draw(self, surface):
        surface.fill((60, 20, 20))


KioskApp = App  # App.dispatch passes every action through ``app.input_filter`` first


@pytest.fixture
def kiosk(tmp_path):
    app = KioskApp(Options(headless=True, kiosk=True, size=(1280, 800)))
    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    store.settings.set_pin("2468")
    from game.store import IdleTimes

    store.settings.set_idle_times(IdleTimes(60, 20))
    session = Session(store, store.profiles.create("Anna").id)
    driver = KioskDriver(app, store, KioskScenes(lambda: Title(app), lambda demo: (Demo(app, demo), None), session.reset_to_guest))
    driver.install()
    app.stack.apply_pending()
    yield app, driver, session
    store.close()
    pygame.quit()


def run(app, seconds: float) -> None:
    for _ in range(int(round(seconds * FPS))):
        app.advance(1 / FPS)


def tap(app, pos) -> None:
    app.dispatch(Action(Act.POINTER_DOWN, pos=pos))
    app.dispatch(Action(Act.POINTER_UP, pos=pos))


def test_idle_title_attract_and_back(kiosk):
    app, driver, session = kiosk
    assert app.stack.top.name == "title" and session.profile.is_guest
    tap(app, (640, 400))  # someone starts playing
    session.switch(session.store.profiles.by_name("Anna").id)
    run(app, 59)
    assert app.stack.top.name == "title" and session.profile.name == "Anna"
    run(app, 1.1)  # 60 s without input: title, guest
    assert session.profile.is_guest
    assert ShowTitle() in driver.events_seen[2:]
    run(app, 20.1)
    assert app.stack.top.name == "attract" and app.stack.top.demo is AttractDemo.SETZER
    tap(app, (640, 400))  # any input stops the demo
    app.advance(1 / FPS)
    assert app.stack.top.name == "title"
    run(app, 20.1)
    assert app.stack.top.demo is AttractDemo.BUCH
    driver.attract_finished()
    app.advance(1 / FPS)
    assert app.stack.top.demo is AttractDemo.SETZER


def test_quit_is_refused_and_chord_pin_opens_the_panel(kiosk):
    app, driver, _ = kiosk
    app.dispatch(Action(Act.QUIT))
    app.dispatch(Action(Act.BACK))
    assert app.running
    app.dispatch(Action(Act.KEY, key=pygame.K_o, mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT))
    app.advance(1 / FPS)
    pad = app.stack.top
    assert isinstance(pad, PinPadScene)
    for wrong in ("1111", "2222"):
        for digit in wrong:
            app.dispatch(Action(Act.TEXT, text=digit))
        app.dispatch(Action(Act.CONFIRM))
    app.advance(1 / FPS)
    assert pad.message == "Falsche PIN. Noch 1 Versuch."
    # the right PIN typed on the on-screen keys
    for digit in "2468":
        pad.keys[digit].click()
    pad.keys["ok"].click()
    app.advance(1 / FPS)
    panel = app.stack.top
    assert isinstance(panel, OperatorScene) and PinAccepted() in driver.events_seen
    # the operator blocks a word by typing it and exports a board
    for ch in "Mist":
        app.dispatch(Action(Act.TEXT, text=ch))
    panel.word_buttons[0].click()
    assert panel.status == "„MIST“ ist jetzt gesperrt."
    assert driver.store.settings.operator_lists().blocked == {"MIST"}
    panel.board_tabs.select(Board.BUCH_3MIN)
    panel.export_btn.click()
    assert panel.status.startswith("Speedbuch 3 Minuten: 0 Einträge nach")
    panel.idle_btn.click()
    assert driver.controller.idle_to_title_s == 90.0
    for _ in range(3):
        app.advance(1 / FPS)  # draws the panel without errors
    panel.exit_btn.click()
    assert not app.running and app.exit_code == 0


def test_four_corner_taps_open_the_pad_and_three_wrong_pins_lock(kiosk):
    app, driver, _ = kiosk
    for corner in ((5, 5), (1275, 5), (1275, 795), (5, 795)):
        tap(app, corner)
        app.advance(1 / FPS)
    assert isinstance(app.stack.top, PinPadScene)
    for _ in range(3):
        driver.enter_pin("0000")
    app.advance(1 / FPS)
    assert app.stack.top.name == "title" and driver.controller.is_locked(app.now)
    app.dispatch(Action(Act.KEY, key=pygame.K_o, mod=pygame.KMOD_CTRL | pygame.KMOD_ALT))
    app.advance(1 / FPS)
    pad = app.stack.top
    assert isinstance(pad, PinPadScene) and pad.message.startswith("Zu viele falsche Eingaben. Gesperrt für")
    pad.go_back()
    app.advance(1 / FPS)
    assert app.stack.top.name == "title"


def test_attract_loop_runs_headless_for_a_number_of_frames(kiosk):
    app, driver, _ = kiosk
    app.options.max_frames = 0
    starts = 0
    for _ in range(FPS * 100):  # 100 s of frames, nobody touches anything
        app.advance(1 / FPS)
    starts = sum(isinstance(e, StartAttract) for e in driver.events_seen)
    assert starts == 1 and app.stack.top.name == "attract" and app.running


def test_input_consumed_by_widgets_still_counts(kiosk):
    app, driver, _ = kiosk
    tap(app, (640, 400))
    run(app, 50)
    app.kiosk_activity()  # what App.process_event reports when pygame_gui took the event
    run(app, 50)
    assert app.stack.top.name == "title" and driver.controller.phase.value == "playing"
