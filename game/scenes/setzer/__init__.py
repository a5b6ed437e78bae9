"""Speedsetzer screens: set-up, Tagesbrett, the table and the results (registered as scene keys)."""
from __future__ import annotations

from game.memory import forget_cached_drawings, forget_shared_text, register_releaser
from game.scenes import registry
from game.scenes.menu.badges import register_badge

SCENE_KEYS = ("setzer.setup", "setzer.daily", "setzer.table", "setzer.results", "setzer.saves")


def register_scenes() -> None:
    """Register the Speedsetzer scene factories with the shell's registry and the Partie card's badge."""
    from game.scenes.setzer import badge, factories  # light modules: the title needs no game engine

    registry.register("setzer.setup", factories.setup)
    registry.register("setzer.daily", factories.daily)
    registry.register("setzer.table", factories.table)
    registry.register("setzer.results", factories.results)
    registry.register("setzer.saves", factories.saves)
    register_badge("setzer.setup", badge.badge)  # the Partie card shows the games in progress
    register_badge("setzer.daily", badge.daily_badge)  # the Tagesbrett card: a paused board, or today's players
    register_releaser("setzer", _release)


def _release() -> bool:
    """Speedbuch is opened: the word graphs go (only when the bridge, and so a graph, was ever loaded)."""
    import sys

    bridge = sys.modules.get("game.scenes.setzer.bridge")
    graphs = bridge is not None and bridge.release_graphs()
    drawings = forget_cached_drawings(("game.render.setzer_tiles", "game.render.setzer_panels", "game.render.setzer_sheet"))
    if graphs:  # a game was played: its texts and fonts go too (they would pin the graphs' freed memory)
        drawings = forget_shared_text() or drawings
    return graphs or drawings


register_scenes()
