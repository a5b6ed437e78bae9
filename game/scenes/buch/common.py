"""Shared bits of the Speedbuch scenes: lexicon, theme switch, motion, sound, palette."""
from __future__ import annotations

from game.audio import Sfx
from game.render.layout import scale_for
from game.render.theme import Buch, BuchDay, BuchNight
from game.settings import BuchTheme


def lexicon(app=None):
    """The shared lexicon (``app.lexicon``; the packaged word list without an app)."""
    from game.lexicon import lexicon_of

    return lexicon_of(app)


def is_night(app) -> bool:
    """Night theme unless the settings (Buch theme) say day."""
    return app.settings.settings.buch_theme is not BuchTheme.DAY


def set_night(app, night: bool) -> None:
    """Remember the theme in the settings."""
    app.settings.update(buch_theme=BuchTheme.NIGHT if night else BuchTheme.DAY)


def reduced_motion(app) -> bool:
    """"Bewegung reduzieren" (calm mode) from the settings."""
    return bool(app.calm)


def pal(night: bool):
    """Theme class."""
    return BuchNight if night else BuchDay


def play_sound(app, sfx: Sfx) -> None:
    """Play an effect through the app's audio (which stays quiet when muted or without a device)."""
    app.audio.play(sfx)


def gold(night: bool):
    """Gold accent of the theme."""
    return pal(night).GOLD


__all__ = ["Buch", "is_night", "lexicon", "pal", "play_sound", "scale_for", "set_night"]
