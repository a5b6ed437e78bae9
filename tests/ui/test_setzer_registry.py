"""The Speedsetzer scene keys are registered and each opens and draws."""
from __future__ import annotations

import pytest

from game.app import App, Options
from game.scenes import registry
from game.scenes.setzer import SCENE_KEYS, driver, register_scenes

PARAMS = {"setzer.table": {"demo_moves": 4}, "setzer.results": {"demo": True}}


@pytest.mark.parametrize("key", SCENE_KEYS)
@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_key_opens_and_draws(key, size, tmp_path):
    register_scenes()
    assert registry.is_registered(key)
    app = App(Options(headless=True, size=size, data_dir=tmp_path))
    scene = registry.create(app, key, **PARAMS.get(key, {}))
    app.start(scene)
    driver.frames(app, 3)
    assert app.stack.top is scene and scene.name == key


def test_results_without_a_table_is_refused(tmp_path):
    register_scenes()
    app = App(Options(headless=True, data_dir=tmp_path))
    with pytest.raises(ValueError):
        registry.create(app, "setzer.results")
