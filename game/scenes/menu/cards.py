"""Menu entry cards: big print-shop cards (Setzer), dark library rows (Buch) and the profile chip."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.theme import BuchNight, Setzer, hex_rgb
from game.widgets.button import Button
from game.widgets.icons import Icon, icon
from game.widgets.style import Style


class ModeCard(Button):
    """A mode entry: coloured icon disc, title, description, optional badge, chevron."""

    def __init__(self, title: str, desc: str, icon_kind: Icon, accent: tuple[int, int, int], on_click: Callable[[], None],
                 library: bool = False) -> None:
        super().__init__(title, on_click, Style.LIBRARY if library else Style.CARD, icon_kind)
        self.desc = desc
        self.accent = accent
        self.library = library
        self.radius = 10 if library else 12

    def _face(self, w: int, h: int, lit: bool) -> pygame.Surface:
        r = max(2, int(self.radius * self.s))
        if self.library:
            top, bottom = (hex_rgb("#3C2B1C"), hex_rgb("#2A1D13")) if not lit else (hex_rgb("#4A3522"), hex_rgb("#332317"))
            return cached(("lib-card", w, h, r, lit),
                          lambda: art.panel((w, h), r, top, bottom, hex_rgb("#6B5334"), max(1, int(self.s)), 222, grain=3, highlight=14))
        top, bottom = (Setzer.BUTTON_TOP, hex_rgb("#EDE2CB")) if not lit else ((255, 251, 243), (243, 234, 216))

        def build() -> pygame.Surface:
            surf = art.panel((w, h), r, top, bottom, Setzer.BUTTON_EDGE, max(1, int(self.s)), grain=4, highlight=30)
            # the lower edge of thick card stock
            lip = pygame.Surface((w, max(2, int(4 * self.s))), pygame.SRCALPHA)
            lip.fill((*art.shade(Setzer.BUTTON_EDGE, 0.92), 255))
            out = pygame.Surface((w, h + lip.get_height()), pygame.SRCALPHA)
            out.blit(art.clip_rounded(art.gradient_v((w, h), Setzer.BUTTON_EDGE, art.shade(Setzer.BUTTON_EDGE, 0.85)), r), (0, lip.get_height()))
            out.blit(surf, (0, 0))
            return out
        return cached(("print-card", w, h, r, lit), build)

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Icon disc, texts, badge and chevron."""
        s = self.s
        lib = self.library
        disc_r = int((19 if lib else 24) * s)
        cx = rect.x + int((36 if lib else 42) * s)
        disc = cached(("disc", disc_r, self.accent), lambda: art.circle_surface(disc_r, art.shade(self.accent, 1.12), art.shade(self.accent, 0.85)))
        surface.blit(disc, disc.get_rect(center=(cx, rect.centery)))
        ic = icon(self.icon_kind, int(disc_r * 1.05), (255, 250, 240))  # type: ignore[arg-type]
        surface.blit(ic, ic.get_rect(center=(cx, rect.centery)))
        tx = rect.x + int((70 if lib else 81) * s)
        title_col = BuchNight.TEXT if lib else Setzer.INK
        desc_col = BuchNight.MUTED if lib else hex_rgb("#5B4F44")
        chev = icon(Icon.CHEVRON_RIGHT, int(18 * s), BuchNight.MUTED if lib else Setzer.MUTED)
        surface.blit(chev, chev.get_rect(midright=(rect.right - int(14 * s), rect.centery)))
        right = rect.right - int(44 * s)
        if self.badge:
            right = self._badge(surface, rect, right) - int(12 * s)
        tfs = int((20 if lib else 22) * s)
        dfs = max(11, int((14 if lib else 15) * s))
        title = text.render(self.label, Face.JOST_SEMI, max(11, tfs), title_col)
        if lib:  # one line, shortened with "…" when a badge takes the room
            lines = [text.ellipsize(self.desc, Face.JOST, dfs, max(40, right - tx))]
        else:
            lines = text.wrap(self.desc, Face.JOST, dfs, max(40, rect.right - int(56 * s) - tx))[:2]
        lh = text.line_height(Face.JOST, dfs, 1.02)
        total = title.get_height() - int(4 * s) + lh * len(lines)
        y = rect.centery - total // 2 - int(2 * s)
        surface.blit(title, (tx, y))
        y += title.get_height() - int(4 * s)
        for line in lines:
            text.blit(surface, line, Face.JOST, dfs, desc_col, (tx, y))
            y += lh
        if self.focused:
            pass  # the ring is drawn by Button.draw

    def _badge(self, surface: pygame.Surface, rect: pygame.Rect, right: int) -> int:
        s = self.s
        lib = self.library
        fs = max(11, int(14 * s))
        col = BuchNight.GOLD if lib else self.accent
        lab = text.render(self.badge, Face.JOST_SEMI, fs, col if lib else art.shade(col, 0.85))
        pill = pygame.Rect(0, 0, lab.get_width() + int(20 * s), lab.get_height() + int(2 * s))
        if lib:
            pill.midright = (right, rect.centery)
        else:
            pill.topright = (right, rect.y + int(22 * s))
        bg = (60, 44, 26, 200) if lib else (*art.lerp_color(self.accent, (255, 255, 255), 0.86), 255)
        veil = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, bg, veil.get_rect(), border_radius=pill.h // 2)
        edge = BuchNight.GOLD if lib else art.lerp_color(self.accent, (255, 255, 255), 0.45)
        pygame.draw.rect(veil, (*edge, 255), veil.get_rect(), max(1, int(s)), border_radius=pill.h // 2)
        surface.blit(veil, pill)
        surface.blit(lab, lab.get_rect(center=(pill.centerx, pill.centery + int(s))))
        return pill.left


class ProfileChip(Button):
    """Avatar with initial, name and a status line; opens the profile."""

    def __init__(self, on_click: Callable[[], None]) -> None:
        super().__init__("Gast", on_click, Style.GLASS)
        self.sub_line = ""
        self.radius = 22

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Initial in a vermilion disc, name and status."""
        s = self.s
        r = int(min(rect.h * 0.36, 16 * s))
        cx = rect.x + int(8 * s) + r
        disc = cached(("disc", r, Setzer.VERMILION), lambda: art.circle_surface(r, art.shade(Setzer.VERMILION, 1.1), art.shade(Setzer.VERMILION, 0.85)))
        surface.blit(disc, disc.get_rect(center=(cx, rect.centery)))
        initial = (self.label[:1] or "?").upper()
        text.blit(surface, initial, Face.JOST_SEMI, max(11, int(r * 1.05)), (255, 246, 236), (cx, rect.centery), "center")
        tx = cx + r + int(10 * s)
        avail = rect.right - tx - int(10 * s)
        name = text.ellipsize(self.label, Face.JOST_SEMI, max(11, int(16 * s)), avail)
        if self.sub_line:
            text.blit(surface, name, Face.JOST_SEMI, max(11, int(16 * s)), (244, 238, 226), (tx, rect.centery + int(1 * s)), "bottomleft")
            sub = text.ellipsize(self.sub_line, Face.JOST, max(11, int(12.5 * s)), avail)
            text.blit(surface, sub, Face.JOST, max(11, int(12.5 * s)), (170, 162, 150), (tx, rect.centery + int(1 * s)), "topleft")
        else:
            text.blit(surface, name, Face.JOST_SEMI, max(11, int(16 * s)), (244, 238, 226), (tx, rect.centery), "midleft")
