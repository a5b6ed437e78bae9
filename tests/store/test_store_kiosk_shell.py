"""``--kiosk --headless`` with the real shell: menu as title, attract demos, exit when asked."""
from __future__ import annotations

import pygame

from game.app import Options
from game.kiosk import StartAttract
from game.launch import build_app
from game.scenes.operator.kiosk_driver import KioskDriver
from game.store import IdleTimes


def test_kiosk_attract_loop_in_the_shell(tmp_path):
    from game.scenes import registry
    from game.scenes.leaderboard.provider import get_provider, set_provider

    provider, factories = get_provider(), dict(registry._FACTORIES)  # globals build_app changes
    from game.store import Store

    pre, _ = Store.open(tmp_path / "spielstand.sqlite3")  # the operator set short idle times earlier
    pre.settings.set_idle_times(IdleTimes(10, 10))
    pre.settings.set_pin("2468")
    pre.profiles.create("Anna")
    pre.close()
    app = build_app(Options(headless=True, kiosk=True, size=(1280, 800), data_dir=tmp_path))
    store = app.store  # the shell opened the store in the data folder
    assert store.path == tmp_path / "spielstand.sqlite3"
    driver = app.kiosk_driver  # --kiosk installed it
    try:
        assert isinstance(driver, KioskDriver)
        app.stack.apply_pending()
        assert app.stack.top.name == "menu"
        assert app.session.profile_id == store.profiles.guest().id and app.settings.settings.player_name == "Gast"
        for _ in range(60 * 12):  # title idle 10 s, then the first demo
            app.advance(1 / 60)
        demo = app.stack.top
        assert [e.demo.value for e in driver.events_seen if isinstance(e, StartAttract)] == ["setzer"]
        assert demo is driver._attract_scene
        driver.attract_finished()  # the demo ended: the Speedbuch autoplay follows
        for _ in range(60 * 5):
            app.advance(1 / 60)
        assert [e.demo.value for e in driver.events_seen if isinstance(e, StartAttract)] == ["setzer", "buch"]
        assert app.stack.top is driver._attract_scene and app.running
        assert driver._attract_scene.game.word_count >= 1  # the autoplay lays words
        app.quit(0)  # the test asks the app to end
        assert not app.running and app.exit_code == 0
    finally:
        store.close()
        pygame.quit()
        set_provider(provider)
        registry._FACTORIES.clear()
        registry._FACTORIES.update(factories)


def test_kiosk_headless_command_runs_frames_and_exits(tmp_path):
    """``main.py --kiosk --headless --frames N`` runs the kiosk loop and ends cleanly."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run(
        [sys.executable, str(root / "main.py"), "--kiosk", "--headless", "--frames", "180", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, timeout=120, cwd=root,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert (tmp_path / "spielstand.sqlite3").exists()


def test_kiosk_guest_reset_forgets_the_guests_unfinished_games(tmp_path):
    from game.launch import forget_guest_games
    from game.store import Store

    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    try:
        guest = store.profiles.guest().id
        anna = store.profiles.create("Anna").id
        record = '{"version": 1}'
        store.saves.create_setzer_game("Gast-Partie", record, guest)
        kept = store.saves.create_setzer_game("Annas Partie", record, anna)
        store.saves.save_endless(guest, record)
        store.saves.save_endless(anna, record)
        assert forget_guest_games(store) == 1
        assert [info.id for info in store.saves.list_setzer_games()] == [kept]
        assert store.saves.load_endless(guest) is None and store.saves.load_endless(anna) is not None
    finally:
        store.close()


def test_kiosk_without_a_pin_asks_the_operator_for_one_at_start(tmp_path):
    from game.scenes.operator.pin_pad import FirstPinScene

    app = build_app(Options(headless=True, kiosk=True, size=(1280, 800), data_dir=tmp_path))
    try:
        app.stack.apply_pending()
        top = app.stack.top
        assert isinstance(top, FirstPinScene) and "PIN" in top.message
        assert not app.store.settings.has_pin()
    finally:
        app.store.close()
