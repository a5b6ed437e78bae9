"""Fonts by role, loaded lazily from ``fonts/`` and cached by (role, size)."""
from __future__ import annotations

from enum import Enum
from functools import lru_cache
from pathlib import Path

import pygame

from game.resources import data_dir

FONT_DIR = data_dir("fonts")


class Face(Enum):
    """Font files by role (see DESIGN.md, Fonts)."""

    TITLE = "UnifrakturMaguntia_400Regular.ttf"
    SPARTAN = "LeagueSpartan-Bold.otf"
    SPARTAN_HEAVY = "LeagueSpartan-ExtraBold.otf"
    JOST = "Jost_400Regular.ttf"
    JOST_MEDIUM = "Jost_500Medium.ttf"
    JOST_SEMI = "Jost_600SemiBold.ttf"
    JOST_BOLD = "Jost_700Bold.ttf"
    GARAMOND = "EBGaramond12-Regular.ttf"
    # EBGaramond12-Bold.ttf lacks Ä Ö Ü ß: the bold and semibold roles use the Google Fonts build (same design, full coverage)
    GARAMOND_BOLD = "EBGaramond_700Bold.ttf"
    GARAMOND_SEMI = "EBGaramond_600SemiBold.ttf"
    GARAMOND_MEDIUM_ITALIC = "EBGaramond_500Medium_Italic.ttf"
    GARAMOND_ITALIC = "EBGaramond12-Italic.ttf"
    TYPEWRITER = "CourierPrime-Regular.otf"
    TYPEWRITER_BOLD = "CourierPrime-Bold.otf"


def font_path(face: Face) -> Path:
    """Absolute path of a font file."""
    return FONT_DIR / face.value


@lru_cache(maxsize=256)
def font(face: Face, size: int) -> pygame.font.Font:
    """A cached font object; sizes below 11 px are raised to 11 (legibility floor)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_path(face)), max(11, int(round(size))))
