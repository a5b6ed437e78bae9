"""Random play over the whole game: every frame drawn in rectangles equals the same screen drawn whole."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from game.app import Options
from game.launch import build_app

_TOOL = Path(__file__).resolve().parents[2] / "tools" / "monkey.py"


def _monkey_class():
    spec = importlib.util.spec_from_file_location("monkey_tool", _TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Monkey


def test_random_input_never_leaves_stale_pixels(tmp_path):
    """1,000 random clicks, drags, keys and resizes across every scene; each damage-drawn frame is checked."""
    app = build_app(Options(headless=True, size=(1280, 800), data_dir=tmp_path))
    app.stack.apply_pending()
    monkey = _monkey_class()(app, seed=16, draw_every=1, frame_every=3, check_damage=1)
    monkey.run(1_000)
    app.store.close()
    assert app.errors == 0
    assert monkey.damage_checked >= 10, "the title and other scenes should draw in rectangles"
    assert monkey.damage_mismatches == 0
