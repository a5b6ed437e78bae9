"""Golden images of every busy scene at 1280x800: caches and faster drawing must not change a visible pixel.

Each scene is built headless with a fixed seed and drawn after a fixed number of 1/60 s frames
(the game clock is the frame count, so time is frozen), then compared with ``tests/golden/<name>.png``.
Regenerate after an intended change: ``UPDATE_GOLDEN=1 pytest tests/ui/test_scene_golden.py``.
"""
from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.app import App, Options
from game.scenes import registry
from game.scenes.menu import badges

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SIZE = (1280, 800)


def _title(app: App):
    from game.scenes.menu import MenuScene

    app.start(MenuScene(app))
    return 20


def _table(app: App):
    from game.scenes.setzer import demo

    scene = demo.mid_game(app, moves=11, pending=True)
    app.start(scene)
    return 10


def _table_flying(app: App):
    """Frieda's move flying in: the human passes, Gustav moves at once, Frieda's tiles are half-way."""
    from game.scenes.setzer import bridge, demo
    from game.scenes.setzer.table import _as_action
    from game.setzer.actions import Pass

    scene = demo.mid_game(app, moves=11, pending=False)
    app.start(scene)
    scene.s.turbo = False
    scene.calm = True
    scene._apply(Pass(scene.viewer))  # noqa: SLF001 - set-up of a fixed picture
    g = scene.game
    scene._apply(_as_action(bridge.think_job(g, g.current).run(), g.current))  # noqa: SLF001
    scene.calm = False
    scene._apply(_as_action(bridge.think_job(g, g.current).run(), g.current))  # noqa: SLF001
    assert scene.s.slides, "Friedas Steine fliegen nicht ein"
    return 8


def _setzer_results(app: App):
    from game.scenes.setzer import demo
    from game.scenes.setzer.results import ResultsScene

    table = demo.finished(app, seed=5)
    scene = ResultsScene(app, table)
    app.start(scene)
    for _ in range(2000):
        if not scene.analysing:
            break
        app.advance(1 / 60)
    scene.selected = 1
    return 4


def _buch(maker):
    def make(app: App):
        maker(app)
        return 1
    return make


def _shots(name: str):
    from game.scenes.buch import shots

    return _buch(shots.SCREENS[name])


def _day(make):
    def wrapped(app: App):
        from game.scenes.buch.common import set_night

        set_night(app, False)
        return make(app)
    return wrapped


SCENES = {
    "title": _title,
    "setzer_table": _table,
    "setzer_table_flying": _table_flying,
    "setzer_results": _setzer_results,
    "buch_3min_embers": _shots("buch_3min"),
    "buch_endless_hint": _shots("buch_endless"),
    "buch_journey_level_day": _day(_shots("buch_journey_level")),
    "buch_results_3min": _shots("buch_results_3min"),
    "buch_results_journey": _shots("buch_results_journey"),
    "buch_journey_map": _shots("buch_journey_map"),
    "buch_calendar": _shots("buch_calendar"),
}


def render(name: str) -> pygame.Surface:
    """The scene ``name`` drawn at 1280x800 after its fixed number of frames."""
    registry.import_game_packages()
    registry.register_shell_scenes()
    app = App(Options(headless=True, size=SIZE))
    n = SCENES[name](app)
    for _ in range(n):
        app.advance(1 / 60)
    return app.screen.copy()


@pytest.mark.parametrize("name", sorted(SCENES))
def test_scene_matches_golden(name, monkeypatch):
    monkeypatch.setattr(badges, "_PROVIDERS", {})  # today's badges (the date) would change the title
    shot = render(name)
    path = GOLDEN / f"{name}_1280x800.png"
    if os.environ.get("UPDATE_GOLDEN") or not path.exists():
        GOLDEN.mkdir(exist_ok=True)
        pygame.image.save(shot, str(path))
        pytest.skip(f"golden written: {path.name}")
    golden = pygame.surfarray.array3d(pygame.image.load(str(path))).astype(np.int16)
    now = pygame.surfarray.array3d(shot).astype(np.int16)
    assert golden.shape == now.shape
    diff = np.abs(golden - now).max(axis=2)
    assert diff.mean() < 0.5, f"{name}: mean difference {diff.mean():.2f}"
    assert (diff > 24).mean() < 0.002, f"{name}: {(diff > 24).mean():.2%} of the pixels differ clearly"
