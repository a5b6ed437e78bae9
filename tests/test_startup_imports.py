"""Start-up: the title's first frame loads nothing it does not show (numpy, pygame_gui, the Spielcenter client)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, os, sys
from game import app as app_module
draw = app_module.App.draw
def first_draw(self):
    draw(self)
    names = ("numpy", "pygame_gui", "httpx", "game.center.remote_games", "game.setzer.movegen")
    print(json.dumps({n: n in sys.modules for n in names}), flush=True)
    os._exit(0)
app_module.App.draw = first_draw
from game.cli import main
main(["--headless", "--size", "1280x800", "--data-dir", sys.argv[1]])
"""


def _first_frame_modules(data_dir: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", CHILD, str(data_dir)], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120, check=False)
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    assert lines, out.stderr[-2000:]
    return json.loads(lines[-1])


def test_the_second_start_draws_the_title_without_numpy_or_the_spielcenter(tmp_path):
    """The first start keeps its pictures (title layer, noise tiles, candle glow) on disk; the next one needs no numpy."""
    klein = tmp_path / "bilder" / "klein"
    for _ in range(3):  # the pictures are written in the background; a start that ends at once may miss one
        first = _first_frame_modules(tmp_path)
        assert not first["pygame_gui"] and not first["httpx"] and not first["game.center.remote_games"]
        if klein.is_dir() and len(list(klein.glob("*.bmp"))) >= 3:
            break
    again = _first_frame_modules(tmp_path)
    assert again == {name: False for name in again}, again
