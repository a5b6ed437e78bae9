"""Speedsetzer screens: set-up, Tagesbrett, the table and the results (registered as scene keys)."""
from __future__ import annotations

from game.scenes import registry
from game.scenes.menu.badges import register_badge

SCENE_KEYS = ("setzer.setup", "setzer.daily", "setzer.table", "setzer.results", "setzer.saves")


def register_scenes() -> None:
    """Register the Speedsetzer scene factories with the shell's registry and the Partie card's badge."""
    from game.scenes.setzer import autosave, factories

    registry.register("setzer.setup", factories.setup)
    registry.register("setzer.daily", factories.daily)
    registry.register("setzer.table", factories.table)
    registry.register("setzer.results", factories.results)
    registry.register("setzer.saves", factories.saves)
    register_badge("setzer.setup", autosave.badge)  # the Partie card shows the games in progress


register_scenes()
