"""Spielregeln: both games, tabs, scrollable."""
from game.scenes.rules.scene import RulesScene

__all__ = ["RulesScene"]
