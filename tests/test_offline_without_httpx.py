"""The game itself needs no Spielcenter libraries: every game module imports without httpx (it is in the extra)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import importlib, pkgutil, sys
class NoHttpx:
    def find_spec(self, name, path=None, target=None):
        if name == "httpx" or name.startswith("httpx."):
            raise ModuleNotFoundError("No module named 'httpx'", name="httpx")
        return None
sys.meta_path.insert(0, NoHttpx())
import game
for info in pkgutil.walk_packages(game.__path__, "game."):
    if info.name.startswith("game.center.attach") or info.name == "game.center.service":
        continue  # only --center imports these
    importlib.import_module(info.name)
print("ok")
"""


def test_every_game_module_imports_without_httpx():
    proc = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"PATH": "", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0 and proc.stdout.strip().endswith("ok"), proc.stderr[-3000:]
