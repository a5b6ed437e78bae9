"""``--kiosk --headless`` with the real shell: menu as title, attract demos, exit when asked."""
from __future__ import annotations

import pygame

from game.app import Options
from game.kiosk import StartAttract
from game.launch import build_app
from game.scenes.operator.kiosk_driver import KioskDriver, default_scenes
from game.scenes.operator.session import Session, attach
from game.store import IdleTimes


def test_kiosk_attract_loop_in_the_shell(tmp_path):
    from game.scenes import registry
    from game.scenes.leaderboard.provider import get_provider, set_provider

    provider, factories = get_provider(), dict(registry._FACTORIES)  # globals build_app changes
    app = build_app(Options(headless=True, kiosk=True, size=(1280, 800), data_dir=tmp_path))
    store = app.store  # the shell opened the store in the data folder
    assert store.path == tmp_path / "spielstand.sqlite3"
    store.settings.set_idle_times(IdleTimes(10, 10))
    session = Session(store, store.profiles.create("Anna").id)
    try:
        attach(app, session)
        assert app.profile_id == session.profile_id and app.settings.settings.player_name == "Anna"
        driver = KioskDriver(app, store, default_scenes(app, session.reset_to_guest))
        driver.install()
        app.stack.apply_pending()
        assert app.stack.top.name == "menu"
        assert app.profile_id == store.profiles.guest().id and app.settings.settings.player_name == "Gast"
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
