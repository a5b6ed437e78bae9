"""Parameters for tools/screenshots.py: a mid-game table and a finished game's results."""
from __future__ import annotations

SHOT_PARAMS: dict[str, dict] = {
    "setzer.table": {"demo_moves": 11},
    "setzer.results": {"demo": True},
    "setzer.saves": {"demo": True},
}
SKIP: set[str] = set()
