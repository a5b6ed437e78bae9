"""The results of a rated Partie say what went to the Bestenliste, on a tall portrait screen and a small landscape one."""
from __future__ import annotations

import pytest

from game.app import App, Options
from game.scenes.setzer import demo, results
from game.scenes.setzer.results import ResultsScene


@pytest.mark.parametrize("size", [(800, 1280), (1024, 600), (600, 1024)])
def test_the_bestenliste_note_shows_inside_the_score_card(size, monkeypatch):
    app = App(Options(headless=True, size=size))
    table = demo.finished(app, seed=5)
    scene = ResultsScene(app, table)
    app.start(scene)
    assert scene.note and scene.note.endswith("Punkte für die Bestenliste.")
    drawn: dict[str, object] = {}
    blit = results.blit_text

    def record(surface, face, size_px, text, colour, pos, *args, **kwargs):
        rect = blit(surface, face, size_px, text, colour, pos, *args, **kwargs)
        drawn[text] = (rect, size_px)
        return rect
    monkeypatch.setattr(results, "blit_text", record)
    app.advance(1 / 60)
    assert scene.note in drawn, "the note is printed whole (not left out, not shortened)"
    rect, size_px = drawn[scene.note]
    assert scene.hits["card:score"].contains(rect) and size_px >= 12
