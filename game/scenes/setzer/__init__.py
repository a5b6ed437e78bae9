"""Speedsetzer screens: set-up, Tagesbrett, the table and the results (registered as scene keys)."""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)

SCENE_KEYS = ("setzer.setup", "setzer.daily", "setzer.table", "setzer.results", "setzer.saves")


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
    registry.register("setzer.saves", factories.saves)
    try:  # the Partie card shows how many games are in progress
        from game.scenes.menu.badges import register_badge
        from game.scenes.setzer.autosave import badge

        register_badge("setzer.setup", badge)
    except Exception:  # noqa: BLE001 - no menu, no badge
        log.debug("no menu badges", exc_info=True)


register_scenes()
