"""Issue 14, screen and input: the top-level handler, tiny and huge windows, command-line checks."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.app import Options
from game.cli import main as cli_main
from game.input.actions import Act, Action
from game.launch import build_app
from game.scenes import registry
from game.scenes.base import Scene

ROOT = Path(__file__).resolve().parents[2]


class Broken(Scene):
    """A scene whose drawing fails, as an unknown bug would."""

    name = "broken"

    def draw(self, surface):
        raise ZeroDivisionError("kaputt")


@pytest.fixture()
def app(tmp_path):
    factories = dict(registry._FACTORIES)
    app = build_app(Options(headless=True, size=(1280, 800), data_dir=tmp_path))
    app.stack.apply_pending()
    yield app
    app.store.close()
    registry._FACTORIES.clear()
    registry._FACTORIES.update(factories)


def test_an_unexpected_error_shows_a_german_message_on_the_title(app, caplog):
    app.stack.push(Broken(app))
    assert app.safe_step(1 / 60)  # pushed at the end of this frame
    assert not app.safe_step(1 / 60)  # the broken scene draws: caught
    assert app.errors == 1 and app.running
    names = [s.name for s in app.stack.scenes]
    assert names[0] == "menu" and app.stack.top.name == "message"
    assert "kaputt" in caplog.text  # the log has the reason
    assert app.safe_step(1 / 60)


def test_a_title_that_keeps_failing_gives_the_plain_error_screen(app):
    app.title_scene = lambda: Broken(app)
    app.stack.push(Broken(app))
    for _ in range(12):
        app.safe_step(1 / 60)
    assert app.running and app.stack.top.name == "error"
    assert app.safe_step(1 / 60)  # the error screen itself draws


def test_the_kiosk_goes_back_to_its_locked_title_after_an_error(tmp_path):
    from game.store.operator_file import OperatorFile
    from game.store.settings import hash_pin

    OperatorFile(tmp_path / "betrieb.json").update(pin=hash_pin("2468", b"salt"))
    app = build_app(Options(headless=True, kiosk=True, size=(1280, 800), data_dir=tmp_path))
    try:
        app.stack.apply_pending()
        app.stack.push(Broken(app))
        for _ in range(3):
            app.safe_step(1 / 60)
        assert app.errors == 1 and app.running and app.stack.scenes[0].name == "menu"
        assert app.session.is_guest
    finally:
        app.store.close()


@pytest.mark.parametrize("size", [(1, 1), (200, 150), (5, 900), (1600, 40), (3840, 2160)])
def test_every_scene_draws_at_any_window_size(app, size):
    app.set_window_size(size)
    assert app.window.get_size() == size
    for key in registry.keys():
        try:
            scene = registry.create(app, key)
        except (KeyError, ValueError):  # a scene that needs the game it shows (results): reached through play only
            continue
        app.stack.reset(scene)
        for _ in range(2):
            assert app.safe_step(1 / 60), key
    app.dispatch(app.to_canvas(Action(Act.POINTER_DOWN, pos=(size[0] // 2, size[1] // 2))))
    assert app.errors == 0


def test_a_tap_in_a_tiny_window_lands_on_the_same_spot_of_the_picture(app):
    app.set_window_size((200, 150))
    cw, ch = app.screen.get_size()
    assert app.scaled and cw >= 600 and ch >= 600 * 150 // 200
    moved = app.to_canvas(Action(Act.POINTER_DOWN, pos=(100, 75)))
    assert moved.pos == (cw // 2, ch // 2)


@pytest.mark.parametrize("argv, says", [
    (["--size", "8192x8192"], "größer als der größte Bildschirm"),
    (["--size", "-5x-5"], "nicht lesbar"),
    (["--seed", "0"], "ab 1"),
    (["--data-dir", ""], "braucht einen Ordnernamen"),
    (["--screenshot", "/proc/kein/ordner"], "lassen sich keine Bilder speichern"),
])
def test_bad_command_lines_get_a_clear_german_message(argv, says, capsys):
    with pytest.raises(SystemExit) as stop:
        code = cli_main(["--headless", "--frames", "1", *argv])
        raise SystemExit(code)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and says in err and "Traceback" not in err


def test_lookup_does_not_read_a_tab_as_nothing(capsys):
    assert cli_main(["lookup", "HA\tUS"]) == 1
    out = capsys.readouterr()
    assert "ungültig" in out.out and "Steuerzeichen" in out.err
    assert cli_main(["lookup", " haus "]) == 0


def test_the_largest_headless_size_still_starts():
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--frames", "3", "--size", "3840x2160",
                           "--data-dir", "/tmp/i14-size-test"], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-1500:]
    pygame.quit()
