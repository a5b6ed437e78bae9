"""The kit's button with the Speedbuch face: library green, leather panel or gold ring; night and day."""
from __future__ import annotations

from collections.abc import Callable
from enum import Enum

import pygame

from game.render import buch_art as art
from game.render.buch_draw import centred, text
from game.render.fonts import Face
from game.render.theme import BuchDay, BuchNight
from game.widgets.base import MIN_TOUCH
from game.widgets.button import Button


class BookStyle(Enum):
    """Faces of the Speedbuch buttons."""

    PRIMARY = "primary"  # library green, white label
    SECONDARY = "secondary"  # panel of the theme
    GOLD = "gold"  # gold ring (Gratis mischen)
    ICON = "icon"  # a square panel with one icon


class BookButton(Button):
    """A ``Button`` (same press/click behaviour) drawn in the Speedbuch style; at least 44 px to touch."""

    def __init__(
        self,
        command: Enum,
        rect: pygame.Rect,
        label: str = "",
        icon: str = "",
        badge: str = "",
        badge_style: str = "muted",
        style: BookStyle = BookStyle.SECONDARY,
        enabled: bool = True,
        sub: str = "",
        night: bool = True,
        s: float = 1.0,
        on_click: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(label, on_click, sub=sub, badge=badge, command=command)
        self.style: BookStyle = style  # type: ignore[assignment]  # the Speedbuch face instead of a print-shop Look
        self.icon_name = icon
        self.badge_style = badge_style
        self.night = night
        self.enabled = enabled
        self.min_touch = MIN_TOUCH  # window pixels, whatever the scale (as on every Speedbuch screen)
        self.layout(pygame.Rect(rect), s)

    def reach(self) -> pygame.Rect:
        """The body with its padding (shadow) and the 2 px it sinks when pressed."""
        return self.rect.inflate(2 * art.BUTTON_PAD + 4, 2 * art.BUTTON_PAD + 8)

    def appearance(self) -> object:
        """Everything ``draw`` reads (hover and focus do not change this face)."""
        r = self.rect
        return (r.x, r.y, r.w, r.h, self.visible, self.style, self.enabled, self.pressed, self.label, self.sub,
                self.icon_name, self.badge, self.badge_style, self.night, self.s)

    def draw(self, surface: pygame.Surface) -> None:
        """Body, icon, label, sub-label and badge (the body sinks 2 px while pressed)."""
        for piece, pos in self.pieces():
            surface.blit(piece, pos)

    def pieces(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """What ``draw`` blits, in order: (surface, top-left) of the body, icon, label, sub-label and badge.

        (A screen may bake them into a cached picture of its still parts: the same blits, the same pixels.)
        """
        night, s = self.night, self.s
        p = BuchNight if night else BuchDay
        r = self.rect
        face = self.style.value if self.style is not BookStyle.ICON else "secondary"
        body = art.button((r.w, r.h), night, face, self.enabled)
        out = [(body, (r.x - art.BUTTON_PAD, r.y - art.BUTTON_PAD + (2 if self.pressed else 0)))]
        fg = (255, 255, 255) if self.style is BookStyle.PRIMARY else p.TEXT
        if not self.enabled:
            fg = p.FAINT if night else p.MUTED  # the day's faint ink on a faded button could not be read
        fsize = max(13, int(19 * s)) if r.h >= 50 * s else max(12, int(16 * s))
        label = text(Face.JOST_SEMI, fsize, self.label, fg) if self.label else None
        sub = text(Face.JOST, max(11, int(12 * s)), self.sub, p.FAINT if night else p.MUTED) if self.sub else None
        isz = int(min(r.h * 0.45, 24 * s)) if self.label else int(r.h * 0.5)
        ic = art.icon_surface(self.icon_name, max(10, isz), fg) if self.icon_name else None
        total = (ic.get_width() + 10 * s if ic else 0) + (label.get_width() if label else 0)
        cy = r.centery - (sub.get_height() / 2 if sub else 0)
        x = r.centerx - total / 2
        if self.badge:
            x -= 14 * s
        if ic is not None:
            out.append((ic, ic.get_rect(midleft=(x, cy)).topleft))
            x += ic.get_width() + 10 * s
        if label is not None:
            out.append((label, label.get_rect(midleft=(x, cy)).topleft))
        if sub is not None:
            centre = (r.centerx, cy + (label.get_height() if label else 0) * 0.5 + sub.get_height() * 0.6)
            out.append((sub, centred(sub, centre).topleft))
        if self.badge:
            b = art.badge(self.badge, night, max(20, int(28 * s)), self.badge_style)
            out.append((b, b.get_rect(midright=(r.right - 14 * s, r.centery)).topleft))
        return out
