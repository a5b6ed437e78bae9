"""Profil: the player's name (on-screen keyboard on touch screens)."""
from game.scenes.profile.scene import ProfileScene

__all__ = ["ProfileScene"]
