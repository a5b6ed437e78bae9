"""Speedsetzer screens: set-up, Tagesbrett, the table and the results (registered as scene keys)."""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)

SCENE_KEYS = ("setzer.setup", "setzer.daily", "setzer.table", "setzer.results")


def register_scenes() -> None:
    """Register the Speedsetzer scene factories with the shell's registry (if it exists)."""
    try:
        from game.scenes import registry
    except Exception:  # noqa: BLE001 - the shell's registry is optional for tests
        log.debug("no scene registry yet")
        return
    from game.scenes.setzer import factories

    registry.register("setzer.setup", factories.setup)
    registry.register("setzer.daily", factories.daily)
    registry.register("setzer.table", factories.table)
    registry.register("setzer.results", factories.results)


register_scenes()
