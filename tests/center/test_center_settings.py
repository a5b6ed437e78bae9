"""Connecting to a Spielcenter from the settings page (laptop) and from the operator panel (kiosk)."""
from __future__ import annotations

import json
import subprocess
import sys

import pygame

from game.app import App, Options
from game.center.connection import address_at_start
from game.scenes.operator.center_page import OperatorCenterScene
from game.scenes.operator.panel import OperatorScene
from game.scenes.settings.scene import SettingsScene
from game.store import Store
from tests.center.center_helpers import ROOT, CenterProcess, frames_until, free_port
from tests.ui.shell_helpers import click, frames, key, type_text


def _laptop(tmp_path) -> App:
    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    return App(Options(headless=True, size=(1280, 800), data_dir=tmp_path), store)


def test_on_the_settings_page_a_laptop_connects_shows_what_waits_and_parts_again(tmp_path):
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}").start()
    app = _laptop(tmp_path / "laptop")
    try:
        page = SettingsScene(app)
        app.start(page)
        frames(app, 2)
        assert page.center_status == "Nicht verbunden · nur dieses Gerät" and page.link.label == "Verbinden"
        click(app, page.address.rect.center)  # the field takes the keyboard
        type_text(app, "kein server")
        key(app, pygame.K_RETURN)
        assert app.center is None and page.center_message.startswith("„kein server“ ist keine Adresse")
        for _ in range(len("kein server")):
            key(app, pygame.K_BACKSPACE)
        type_text(app, server.url.removeprefix("http://"))  # http:// is added
        click(app, page.link.rect.center)  # Verbinden
        assert app.center is not None and page.link.label == "Trennen"
        frames_until(app, lambda: page.center_status == "Verbunden")
        assert app.settings.settings.center_url == server.url and app.settings.settings.center_on
        # a round made while connected waits for its answer; the page says so
        app.center.outbox.add("buch", 1, {"kaputt": True}, None)
        frames(app, 1)
        assert page.center_status in ("Verbunden · 1 Ergebnis wartet", "Verbunden")
        # the next start connects again by itself
        assert address_at_start(app) == (server.url, None)
        # Trennen: no more Spielcenter; the hook leaves and the next start stays on this device
        click(app, page.link.rect.center)
        assert app.center is None and page.link.label == "Verbinden"
        frames(app, 3)
        assert page.center_status == "Nicht verbunden · nur dieses Gerät"
        assert address_at_start(app) is None and page.address.value == server.url
    finally:
        if app.center is not None:
            app.center.close()
        server.stop()


def test_an_unreachable_address_shows_offline_and_the_frames_go_on(tmp_path):
    app = _laptop(tmp_path / "laptop")
    page = SettingsScene(app)
    app.start(page)
    frames(app, 2)
    click(app, page.address.rect.center)
    type_text(app, f"127.0.0.1:{free_port()}")
    key(app, pygame.K_RETURN)
    frames_until(app, lambda: page.center_status.startswith("Offline"))
    click(app, page.link.rect.center)
    assert app.center is None


def test_the_operator_connects_the_kiosk_to_the_venue_behind_the_pin(tmp_path):
    db = f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}"
    out = subprocess.run([sys.executable, "-m", "spielcenter", "venue", "Café Kornblume", "--db", db], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    token = out.strip().splitlines()[-1]
    server = CenterProcess(db).start()
    store, _ = Store.open(tmp_path / "kiosk" / "spielstand.sqlite3")
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path / "kiosk", kiosk=True), store)
    try:
        panel = OperatorScene(app, store)
        app.start(panel)
        frames(app, 2)
        assert not panel.reports_btn.visible  # word reports need the venue's connection
        click(app, panel.center_btn.rect.center)
        page = app.stack.top
        assert isinstance(page, OperatorCenterScene)
        click(app, page.address.rect.center)
        type_text(app, server.url)
        key(app, pygame.K_RETURN)  # on to the token field
        assert page.token.focused
        type_text(app, token)
        assert token[-4:] in page.token.shown() and token[:8] not in page.token.shown()  # the token is not shown
        click(app, page.link.rect.center)
        assert app.center is not None and app.center.operator_token == token
        frames_until(app, lambda: app.center.outbox.identity() is not None)
        assert app.center.outbox.identity().venue_id is not None  # the kiosk joined its venue
        saved = json.loads((tmp_path / "kiosk" / "betrieb.json").read_text(encoding="utf-8"))
        assert saved["center_url"] == server.url and saved["center_token"] == token
        assert address_at_start(app) == (server.url, token)  # after a restart the kiosk connects again
        key(app, pygame.K_ESCAPE)  # back to the panel: the venue's word reports are offered now
        frames(app, 2)
        assert app.stack.top is panel and panel.reports_btn.visible
    finally:
        if app.center is not None:
            app.center.close()
        server.stop()
