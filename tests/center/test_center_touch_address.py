"""A Spielcenter address typed with the finger only: the on-screen keyboard's digits page (no key events)."""
from __future__ import annotations

import time

from game.app import App, Options
from game.center.connection import disconnect
from game.scenes.operator.center_page import OperatorCenterScene
from game.scenes.operator.panel import OperatorScene
from game.scenes.settings.scene import SettingsScene
from game.store import Store
from game.widgets.keyboard import DIGITS, SYMBOLS, TO_DIGITS, TO_LETTERS, OnScreenKeyboard
from tests.center.center_helpers import CenterProcess
from tests.ui.shell_helpers import click, frames


def _tap_key(app: App, keyboard: OnScreenKeyboard, key: str) -> None:
    rect = next(r for k, r in keyboard.keys if k == key)
    click(app, rect.center, touch=True)


def _tap_text(app: App, keyboard: OnScreenKeyboard, typed: str) -> None:
    """Tap each character's key, switching between the letters and the digits page as a person would."""
    for ch in typed:
        wants_digits = ch in DIGITS or ch in SYMBOLS
        if wants_digits != keyboard.digits:
            _tap_key(app, keyboard, TO_DIGITS if wants_digits else TO_LETTERS)
        _tap_key(app, keyboard, ch.lower() if keyboard.lowercase and not keyboard.upper else ch)


def test_on_a_kiosk_the_operator_taps_the_address_on_the_digits_page_and_connects(tmp_path):
    store, _ = Store.open(tmp_path / "kiosk" / "spielstand.sqlite3")
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path / "kiosk", kiosk=True), store)
    try:
        panel = OperatorScene(app, store)
        app.start(panel)
        frames(app, 2)
        click(app, panel.center_btn.rect.center, touch=True)
        page = app.stack.top
        assert isinstance(page, OperatorCenterScene)
        click(app, page.address.rect.center, touch=True)  # no hardware keys: the sheet with the keyboard comes up
        keyboard = page.entry.keyboard
        assert page.entry.field is page.address and keyboard.digits  # an address starts on the digits page
        assert keyboard.rect.top > page.address.rect.bottom  # the field sits above the keys, not under the finger
        _tap_text(app, keyboard, "http://192.168.0.5:8765")
        assert page.address.value == "http://192.168.0.5:8765"
        _tap_key(app, keyboard, "\b")
        _tap_key(app, keyboard, "5")  # a slip corrected with the delete key
        _tap_key(app, keyboard, "\n")  # "Weiter": on to the operator token (letters; it may stay empty)
        assert page.entry.field is page.token and not keyboard.digits and keyboard.confirm_label == "Verbinden"
        _tap_key(app, keyboard, "\n")  # Verbinden
        assert app.center is not None and app.center.client.base_url == "http://192.168.0.5:8765"
        assert not page.entry.is_open and page.link.label == "Trennen"
        assert store.settings.operator.get("center_url") == "http://192.168.0.5:8765"
    finally:
        if app.center is not None:
            disconnect(app)  # the unreachable address's worker ends on a thread of its own


def test_a_touch_laptop_types_the_address_in_the_settings_and_the_lists_come_from_the_server(tmp_path):
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}").start()
    store, _ = Store.open(tmp_path / "laptop" / "spielstand.sqlite3")
    app = App(Options(headless=True, size=(800, 1280), data_dir=tmp_path / "laptop"), store)
    try:
        page = SettingsScene(app)
        app.start(page)
        frames(app, 2)
        click(app, page.address.rect.center, touch=True)
        assert page.entry.is_open and app.touch_mode
        keyboard = page.entry.keyboard
        _tap_text(app, keyboard, server.url)
        assert page.address.value == server.url
        _tap_key(app, keyboard, "\n")  # "Verbinden" on the keyboard
        assert app.center is not None and not page.entry.is_open
        deadline = time.monotonic() + 60
        while page.center_status != "Verbunden":
            assert time.monotonic() < deadline, "keine Antwort vom Spielcenter"
            frames(app, 1)
            time.sleep(0.02)
        assert app.settings.settings.center_url == server.url
    finally:
        if app.center is not None:
            app.center.close()
        server.stop()


def test_a_tap_beside_the_sheet_closes_it_and_the_typed_text_stays(tmp_path):
    app = App(Options(headless=True, size=(1024, 600), data_dir=tmp_path), None)
    page = SettingsScene(app)
    app.start(page)
    frames(app, 2)
    click(app, page.address.rect.center, touch=True)
    keyboard = page.entry.keyboard
    _tap_text(app, keyboard, "Halle-3_a.de")
    assert page.address.value == "halle-3_a.de"  # address keys type small letters
    _tap_key(app, keyboard, "\x10")  # the case key: capitals until pressed again
    _tap_key(app, keyboard, "X")
    assert page.address.value.endswith("X")
    click(app, (page.entry.rect.centerx, page.entry.rect.top - 20), touch=True)
    assert not page.entry.is_open and page.address.value == "halle-3_a.deX"
