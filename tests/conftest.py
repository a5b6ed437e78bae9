"""Test set-up: headless SDL drivers, repository on the import path, and isolation between tests.

Every test gets its own data folder (``$SPEEDSETZER_DATA_DIR`` points at a fresh
temporary folder, so nothing is written into the real user data folder), and the
module-level registries, providers and caches that tests change are put back
after each test.
"""
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# Belt and braces for the whole session (subprocesses inherit it): even code that
# asks for the platform folder lands in a throw-away folder, never in ~/.local/share.
_SESSION_HOME = Path(tempfile.mkdtemp(prefix="speedsetzer-tests-"))
os.environ["XDG_DATA_HOME"] = str(_SESSION_HOME / "xdg")
os.environ["SPEEDSETZER_DATA_DIR"] = str(_SESSION_HOME / "data")


def _import_scene_packages() -> None:
    """Import the scene packages once, so their import-time registrations belong to the baseline."""
    import importlib

    for name in ("game.scenes.registry", "game.scenes.menu.badges", "game.scenes.leaderboard.provider",
                 "game.scenes.setzer", "game.scenes.buch", "game.scenes.operator.scenes",
                 "game.scenes.menu.store_badges", "game.scenes.setzer.bridge", "game.scenes.buch.common"):
        try:
            importlib.import_module(name)
        except ImportError:  # a package that does not exist (yet) has nothing to reset
            pass


class _GlobalState:
    """Snapshots of the module-level dicts and singletons tests may change."""

    DICTS = (
        ("game.scenes.registry", "_FACTORIES"),
        ("game.scenes.menu.badges", "_PROVIDERS"),
    )
    VALUES = (
        ("game.scenes.leaderboard.provider", "_provider"),
    )

    def __init__(self) -> None:
        self.dicts = []
        for module_name, attr in self.DICTS:
            module = sys.modules.get(module_name)
            if module is not None and hasattr(module, attr):
                original = getattr(module, attr)
                self.dicts.append((module, attr, original, dict(original)))
        self.values = []
        for module_name, attr in self.VALUES:
            module = sys.modules.get(module_name)
            if module is not None and hasattr(module, attr):
                self.values.append((module, attr, getattr(module, attr)))

    def restore(self) -> None:
        for module, attr, original, content in self.dicts:
            original.clear()
            original.update(content)
            setattr(module, attr, original)
        for module, attr, value in self.values:
            setattr(module, attr, value)


@pytest.fixture(scope="session", autouse=True)
def _scene_baseline():
    """Import the scenes before the first test."""
    _import_scene_packages()
    yield
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path, monkeypatch):
    """A fresh data folder per test (``$SPEEDSETZER_DATA_DIR``), and global state put back afterwards."""
    data = tmp_path / "speedsetzer-data"
    monkeypatch.setenv("SPEEDSETZER_DATA_DIR", str(data))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    state = _GlobalState()
    yield data
    state.restore()
