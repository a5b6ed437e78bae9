"""The quiet line "Speichern dauert …" drawn over every screen (top centre) while the save file is held by another program."""
from __future__ import annotations

import pygame

from game.render.fonts import Face, font

LATE_NOTE = "Speichern dauert …"
INK = (250, 244, 230)
BACKDROP = (30, 34, 40, 170)


def draw_late_note(surface: pygame.Surface, text: str = LATE_NOTE) -> pygame.Rect:
    """The note at the top centre on a soft dark band, small; returns where it was drawn."""
    w, h = surface.get_size()
    size = max(11, min(16, h // 50))
    image = font(Face.JOST_MEDIUM, size).render(text, True, INK)
    pad = max(2, size // 3)
    band = pygame.Rect(0, 0, image.get_width() + 2 * pad, image.get_height() + pad)
    band.midtop = (w // 2, pad)
    back = pygame.Surface(band.size, pygame.SRCALPHA)
    back.fill(BACKDROP)
    surface.blit(back, band)
    surface.blit(image, (band.x + pad, band.y + pad // 2))
    return band
