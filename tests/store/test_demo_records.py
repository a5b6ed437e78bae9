"""Issue 14: demos (the kiosk's attract loop, ``--autoplay``) never enter lists, statistics or saves."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.app import Options
from game.kiosk import AttractDemo, StartAttract
from game.launch import build_app
from game.store import Store

ROOT = Path(__file__).resolve().parents[2]


def _nothing_recorded(store: Store) -> None:
    assert store._db.row("SELECT COUNT(*) AS n FROM leaderboard")["n"] == 0
    assert store._db.row("SELECT COUNT(*) AS n FROM game_results")["n"] == 0
    assert store.saves.list_setzer_games() == []


def test_the_kiosk_attract_demo_leaves_no_score(tmp_path):
    """The Speedbuch demo plays a whole 3-minute round as guest; the public list and statistics stay empty."""
    pre, _ = Store.open(tmp_path / "spielstand.sqlite3")
    pre.settings.set_pin("2468")
    pre.close()
    app = build_app(Options(headless=True, kiosk=True, size=(1280, 800), data_dir=tmp_path))
    try:
        app.stack.apply_pending()
        driver = app.kiosk_driver
        driver.controller._next_demo = 1  # the Speedbuch demo comes next
        events = driver.controller.update(app.now + 3600)  # nobody came: the attract loop starts
        assert events == [StartAttract(AttractDemo.BUCH)]
        driver._apply(events)
        app.stack.apply_pending()
        scene = driver._attract_scene
        for _ in range(60 * 20):  # the demo lays a few words, then its round ends
            app.advance(1 / 60)
            if scene.game.word_count >= 2:
                break
        scene.end_round()
        for _ in range(30):
            app.advance(1 / 60, draw=False)
        assert scene.game.over and scene.game.word_count >= 1 and scene.game.score > 0
        _nothing_recorded(app.store)
        from game.input.actions import Act, Action

        app.dispatch(Action(Act.POINTER_DOWN, pos=(640, 400)))  # a visitor: the demo flag is off again
        app.advance(1 / 60)
        assert not app.demo
    finally:
        app.store.close()


def test_autoplay_leaves_no_score(tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--autoplay", "buch", "--data-dir",
                           str(tmp_path)], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert '"score"' in proc.stdout
    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    try:
        _nothing_recorded(store)
    finally:
        store.close()
