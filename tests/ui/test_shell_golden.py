"""Golden screenshots of the title screen (calm mode, so nothing moves), compared with a tolerance.

Regenerate after an intended change: ``UPDATE_GOLDEN=1 pytest tests/ui/test_shell_golden.py``.
"""
from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.scenes.menu import MenuScene, badges
from tests.ui.shell_helpers import frames, make_app

GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_menu_matches_golden(size, monkeypatch):
    monkeypatch.setattr(badges, "_PROVIDERS", {})  # game packages' badges would change the picture
    app = make_app(size)
    app.settings.update(calm=True)
    app.start(MenuScene(app))
    frames(app, 3)
    half = pygame.transform.smoothscale(app.screen, (size[0] // 2, size[1] // 2))  # half size keeps the files small
    shot = pygame.surfarray.array3d(half).astype(np.int16)
    path = GOLDEN / f"menu_{size[0]}x{size[1]}_half.png"
    if os.environ.get("UPDATE_GOLDEN") or not path.exists():
        GOLDEN.mkdir(exist_ok=True)
        pygame.image.save(half, str(path))
        pytest.skip(f"golden written: {path.name}")
    golden = pygame.surfarray.array3d(pygame.image.load(str(path))).astype(np.int16)
    assert golden.shape == shot.shape
    diff = np.abs(golden - shot)
    assert diff.mean() < 2.0, f"mean difference {diff.mean():.2f}"
    assert (diff.max(axis=2) > 40).mean() < 0.01, "more than 1 % of the pixels differ clearly"
