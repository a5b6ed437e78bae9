"""Einstellungen: sound, calm mode, Buch theme, fullscreen."""
from game.scenes.settings.scene import SettingsScene

__all__ = ["SettingsScene"]
