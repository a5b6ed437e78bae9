"""``--autoplay setzer``: a whole computer game through the real table scene, headless and fast."""
from __future__ import annotations

import json

from game.app import App, Options
from game.scenes.setzer import autoplay


def _run(seed: int) -> dict:
    app = App(Options(headless=True, size=(1280, 800)))
    autoplay.start(app, seed)
    for _ in range(20_000):
        if not app.running:
            break
        app.step(1 / 60)
    assert not app.running, "the demo game did not finish"
    return app.result


def test_autoplay_plays_a_whole_game_and_reports_it():
    result = _run(3)
    json.dumps(result)  # one JSON line for the launcher
    assert result["players"] == ["Gustav", "Frieda", "Anton"]
    assert len(result["scores"]) == 3 and result["moves"] >= 10
    assert result["reason"] in ("out", "scoreless")
    best = max(result["scores"])
    assert result["winner"] == [result["players"][i] for i, s in enumerate(result["scores"]) if s == best]


def test_autoplay_is_reproducible_from_the_seed():
    assert _run(5) == _run(5)
