"""The scene base class and stack for the scenes (defined in ``game.stack``, which the UI kit uses)."""
from game.stack import Scene, SceneStack

__all__ = ["Scene", "SceneStack"]
