"""20,000 random events (clicks, drags, touches, keys, text, wheel, resizes) on each shell scene."""
from __future__ import annotations

import pytest

from game.scenes import registry
from tests.ui.monkey import run_monkey
from tests.ui.shell_helpers import SHELL_KEYS, make_app


@pytest.fixture
def only_shell(monkeypatch):
    """Only the shell's scenes: the menu's game entries lead to the "not available" dialog here."""
    registry.register_shell_scenes()
    monkeypatch.setattr(registry, "_FACTORIES", {k: v for k, v in registry._FACTORIES.items() if k in SHELL_KEYS})


@pytest.mark.parametrize("key", SHELL_KEYS)
def test_monkey_20000_events(only_shell, key):
    app = make_app()
    report = run_monkey(app, lambda a: registry.create(a, key), n_events=20_000, seed=sum(map(ord, key)), draw_every=60)
    assert report.events >= 20_000
    assert report.draws > 100 and report.resizes > 20


def test_monkey_reaches_other_scenes_from_the_menu(only_shell):
    app = make_app()
    report = run_monkey(app, lambda a: registry.create(a, "menu"), n_events=3_000, seed=5)
    assert {"menu", "message", "settings", "rules", "leaderboard"} <= report.scenes_seen
