"""Issue 14, kiosk: a damaged save file, a kiosk without a PIN, the PIN set from the command line."""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.app import Options
from game.input.actions import Act, Action
from game.launch import build_app
from game.scenes.operator.panel import OperatorScene
from game.scenes.operator.pin_pad import FirstPinScene

ROOT = Path(__file__).resolve().parents[2]
CHORD = Action(Act.KEY, key=pygame.K_o, mod=pygame.KMOD_CTRL | pygame.KMOD_ALT)


def _kiosk(data_dir: Path):
    return build_app(Options(headless=True, kiosk=True, size=(1280, 800), data_dir=data_dir))


def _frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.advance(1 / 60)


def _type_pin(app, pin: str) -> None:
    app.dispatch(Action(Act.TEXT, text=pin))
    app.dispatch(Action(Act.CONFIRM))
    _frames(app)


def _set_pin_from_shell(data_dir: Path, pin: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "store_admin.py"), "--data-dir", str(data_dir),
                           "set-pin", "--stdin"], input=pin + "\n", capture_output=True, text=True, timeout=60)


def test_a_damaged_save_file_does_not_crash_the_kiosk_twice(tmp_path):
    """The stress test: 64 KiB of zeros as save file, ``--kiosk --frames 60`` started twice, both end cleanly."""
    (tmp_path / "spielstand.sqlite3").write_bytes(bytes(65536))
    for _ in range(2):
        proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--kiosk", "--frames", "60",
                               "--data-dir", str(tmp_path)], capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert proc.returncode == 0, proc.stderr[-2000:]
        assert "Traceback" not in proc.stderr
    assert list(tmp_path.glob("spielstand.sqlite3.defekt-*"))  # moved aside, not deleted


def test_the_pin_set_from_the_shell_survives_a_damaged_save_file(tmp_path):
    """The operator sets the PIN before the first start; a damaged save later does not open the panel to anyone."""
    done = _set_pin_from_shell(tmp_path, "2468")
    assert done.returncode == 0, done.stderr
    kiosk = subprocess.run([sys.executable, str(ROOT / "tools" / "store_admin.py"), "--data-dir", str(tmp_path),
                            "kiosk", "--idle", "45", "--sound", "aus"], capture_output=True, text=True, timeout=60)
    assert kiosk.returncode == 0 and "PIN gesetzt: ja" in kiosk.stdout
    (tmp_path / "spielstand.sqlite3").write_bytes(bytes(65536))
    app = _kiosk(tmp_path)
    try:
        _frames(app)
        assert app.store.settings.has_pin() and app.store.settings.idle_times().idle_to_title_s == 45
        assert app.store.settings.kiosk_sound() is False
        assert not any(isinstance(s, (FirstPinScene, OperatorScene)) for s in app.stack.scenes)
        app.dispatch(CHORD)  # the chord asks for the PIN, the panel stays shut
        _frames(app)
        assert app.stack.top.name == "pin_pad" and not isinstance(app.stack.top, FirstPinScene)
        _type_pin(app, "1111")
        assert not isinstance(app.stack.top, OperatorScene)
    finally:
        app.store.close()


def test_a_kiosk_without_a_pin_cannot_be_left_or_played(tmp_path):
    """Esc, the back button and the chord do not get past the first-PIN pad; once set, the panel opens."""
    app = _kiosk(tmp_path)
    try:
        _frames(app)
        assert isinstance(app.stack.top, FirstPinScene)
        app.dispatch(Action(Act.BACK))
        app.stack.top.go_back()
        app.dispatch(CHORD)
        for _ in range(60 * 200):  # far beyond every idle time: nothing closes the pad
            app.advance(1 / 60, draw=False)
        assert isinstance(app.stack.top, FirstPinScene) and app.running
        app.kiosk_driver.request_exit()
        app.kiosk_driver.close_operator()
        _frames(app)
        assert isinstance(app.stack.top, FirstPinScene) and app.running
        _type_pin(app, "2468")
        _type_pin(app, "2468")
        assert app.store.settings.has_pin() and isinstance(app.stack.top, OperatorScene)
        app.stack.top.go_back()  # now the panel closes and the kiosk locks again
        _frames(app)
        assert app.stack.top.name == "menu"
        app.dispatch(CHORD)
        _frames(app)
        assert app.stack.top.name == "pin_pad"
    finally:
        app.store.close()


def test_a_damaged_operator_file_falls_back_to_its_backup(tmp_path):
    from game.store.operator_file import OperatorFile

    op = OperatorFile(tmp_path / "betrieb.json")
    op.update(pin="pbkdf2_sha256$1$00$00")
    op.update(idle_to_title_s=60.0)
    (tmp_path / "betrieb.json").write_text('{"pin": 1e999, "idle_to_title_s": ', encoding="utf-8")
    again = OperatorFile(tmp_path / "betrieb.json")
    assert again.get("pin") == "pbkdf2_sha256$1$00$00" and again.notice and "Sicherung" in again.notice


@pytest.mark.parametrize("text", ['{"idle_to_title_s": 1e999, "sound": "ja", "pin": 5}', "[]", "\xff\xfe"])
def test_odd_operator_files_give_defaults(tmp_path, text):
    from game.store.operator_file import OperatorFile

    (tmp_path / "betrieb.json").write_text(text, encoding="utf-8")
    op = OperatorFile(tmp_path / "betrieb.json")
    assert op.get("pin") is None and op.get("idle_to_title_s") is None and op.get("sound") is None
    io.StringIO()


def test_after_the_idle_return_nothing_of_the_last_visitor_is_reachable(tmp_path):
    """Lena makes a profile, leaves a half game and mutes the kiosk; the next visitor finds none of it."""
    from game.scenes.profile.store_scene import NewProfileScene, StoreProfileScene
    from game.store import Store

    pre, _ = Store.open(tmp_path / "spielstand.sqlite3")
    pre.settings.set_pin("2468")
    pre.close()
    app = _kiosk(tmp_path)
    try:
        _frames(app)
        app.dispatch(Action(Act.POINTER_DOWN, pos=(640, 400)))  # someone plays
        page = StoreProfileScene(app, app.session)
        app.stack.push(page)
        _frames(app)
        new = NewProfileScene(app, app.session, page._created)
        app.stack.push(new)
        _frames(app)
        app.dispatch(Action(Act.TEXT, text="Lena"))
        new.save()
        _frames(app)
        lena = app.session.profile
        assert lena.name == "Lena" and lena.id in [p.id for p in page.profiles]
        app.store.saves.create_setzer_game("Lenas Partie", '{"version": 1}', lena.id)
        app.settings.update(sound=False)
        for _ in range(60 * 100):  # Lena walks away: the idle return after 90 s
            app.advance(1 / 60, draw=False)
        assert app.stack.top.name == "menu" and app.session.is_guest
        assert app.settings.settings.sound is True  # the operator's sound, not Lena's mute
        assert [p.name for p in app.session.choosable()] == ["Gast"]
        assert app.session.switch(lena.id).is_guest  # not even by id
        page = StoreProfileScene(app, app.session)
        assert [p.name for p in page.profiles] == ["Gast"]
        assert app.store.saves.list_setzer_games(app.session.profile_id) == []
    finally:
        app.store.close()
