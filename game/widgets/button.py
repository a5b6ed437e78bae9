"""Buttons in the print-shop style: card stock, vermilion, Prussian, dark glass, library green."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum

import pygame

from game.input.actions import Act, Action
from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.widgets.base import Widget
from game.widgets.icons import Icon, icon
from game.widgets.style import LOOKS, Look, Style


class Button(Widget):
    """A push button with hover, pressed, focused and disabled states and a large touch target."""

    def __init__(
        self,
        label: str = "",
        on_click: Callable[[], None] | None = None,
        style: Style = Style.CARD,
        icon_kind: Icon | None = None,
        sub: str = "",
        badge: str = "",
        font_size: float = 19,
        align: str = "center",
        radius: float = 10,
        command: Enum | None = None,
    ) -> None:
        super().__init__()
        #: what the button stands for; scenes dispatch on it (see ``route``)
        self.command = command
        self.label = label
        self.on_click = on_click
        self.style = style
        self.icon_kind = icon_kind
        self.sub = sub
        self.badge = badge
        self.font_size = font_size
        self.align = align
        self.radius = radius
        self.hover = False
        self.pressed = False
        self.clicks = 0

    # input -----------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        """Press on pointer down inside, click on release inside."""
        if not self.visible:
            return False
        inside = self.hit_rect.collidepoint(action.pos)
        if action.kind == Act.POINTER_MOVE:
            self.hover = inside and not action.touch
            if self.pressed and not inside and action.button:
                self.pressed = False
            return False
        if not self.enabled:
            return inside and action.kind in (Act.POINTER_DOWN, Act.POINTER_UP)
        if action.kind == Act.POINTER_DOWN and inside and action.button == 1:
            self.pressed = True
            return True
        if action.kind == Act.POINTER_UP:
            was = self.pressed
            self.pressed = False
            if was and inside:
                self.click()
                return True
            return was
        return False

    def activate(self) -> None:
        """Enter on the focused button."""
        self.click()

    def click(self) -> None:
        """Fire the callback."""
        if not self.enabled:
            return
        self.clicks += 1
        if self.on_click is not None:
            self.on_click()

    # drawing -----------------------------------------------------------------
    @property
    def look(self) -> Look:
        """Colours of the current style."""
        return LOOKS[self.style]

    def _face(self, w: int, h: int, lit: bool) -> pygame.Surface:
        look = self.look
        r = max(2, int(self.radius * self.s))
        top, bottom = look.top, look.bottom
        if lit:
            top, bottom = art.shade(top, 1.06), art.shade(bottom, 1.06)
        return cached(
            ("btn", self.style, w, h, r, lit),
            lambda: art.panel((w, h), r, top, bottom, look.edge, max(1, int(self.s)), look.alpha,
                              grain=3 if self.style in (Style.CARD, Style.LIBRARY) else 0, highlight=18),
        )

    def _shadow(self, w: int, h: int) -> pygame.Surface:
        r = max(2, int(self.radius * self.s))
        soft = max(2, int(8 * self.s))
        return cached(("btn-shadow", w, h, r, soft, self.look.shadow), lambda: art.shadow((w, h), r, soft, self.look.shadow))

    def draw(self, surface: pygame.Surface) -> None:
        """Face, shadow, icon, label, sub-label and badge."""
        if not self.visible or self.rect.w < 4 or self.rect.h < 4:
            return
        look = self.look
        rect = self.rect.copy()
        press = self.pressed and self.enabled
        if press:
            rect.move_ip(0, max(1, int(2 * self.s)))
        if look.alpha:
            if look.shadow and not press:
                sh = self._shadow(rect.w, rect.h)
                pad = (sh.get_width() - rect.w) // 2
                surface.blit(sh, (rect.x - pad, rect.y - pad + int(3 * self.s)))
            face = self._face(rect.w, rect.h, self.hover and self.enabled)
            if not self.enabled:
                face = face.copy()
                face.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(face, rect)
        self.draw_content(surface, rect)
        if self.focused:
            ring = rect.inflate(int(6 * self.s), int(6 * self.s))
            pygame.draw.rect(surface, look.focus, ring, max(2, int(2 * self.s)), border_radius=int((self.radius + 3) * self.s))

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Icon and label (override for custom faces)."""
        look = self.look
        s = self.s
        color = look.text if self.enabled else art.lerp_color(look.text, look.bottom, 0.5)
        fs = max(11, int(self.font_size * s))
        isz = int(fs * 1.15)
        label = self.label
        face = Face.JOST_SEMI
        if self.sub:
            # icon on top, small label below (compact tool buttons like "Tipp")
            ic = icon(self.icon_kind, isz, color) if self.icon_kind else None
            lab = text.render(self.label, face, fs, color)
            sub = text.render(self.sub, Face.JOST, max(11, int(fs * 0.68)), look.sub)
            total = (ic.get_height() + int(2 * s) if ic else 0) + lab.get_height() + sub.get_height() - int(4 * s)
            y = rect.centery - total // 2
            if ic:
                surface.blit(ic, ic.get_rect(midtop=(rect.centerx, y)))
                y += ic.get_height() + int(2 * s)
            surface.blit(lab, lab.get_rect(midtop=(rect.centerx, y)))
            y += lab.get_height() - int(4 * s)
            surface.blit(sub, sub.get_rect(midtop=(rect.centerx, y)))
            return
        avail = rect.w - int(24 * s) - (isz + int(10 * s) if self.icon_kind else 0)
        fs = text.fit_size(label, face, fs, max(10, avail))
        lab = text.render(label, face, fs, color) if label else None
        ic = icon(self.icon_kind, isz, color) if self.icon_kind else None
        gap = int(10 * s) if (ic and lab) else 0
        width = (ic.get_width() if ic else 0) + gap + (lab.get_width() if lab else 0)
        x = rect.centerx - width // 2 if self.align == "center" else rect.x + int(18 * s)
        if ic:
            surface.blit(ic, ic.get_rect(midleft=(x, rect.centery)))
            x += ic.get_width() + gap
        if lab:
            surface.blit(lab, lab.get_rect(midleft=(x, rect.centery + int(1 * s))))
        if self.badge:
            self._draw_badge(surface, rect)

    def _draw_badge(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.s
        b = text.render(self.badge, Face.JOST_SEMI, max(11, int(14 * s)), self.look.text)
        pill = pygame.Rect(0, 0, b.get_width() + int(18 * s), b.get_height() + int(4 * s))
        pill.midright = (rect.right - int(12 * s), rect.centery)
        veil = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0, 0, 0, 45), veil.get_rect(), border_radius=pill.h // 2)
        surface.blit(veil, pill)
        surface.blit(b, b.get_rect(center=pill.center))


class IconButton(Button):
    """A square button showing one icon (gear, menu, sound, sun/moon ...)."""

    def __init__(self, icon_kind: Icon, on_click: Callable[[], None] | None = None, style: Style = Style.GLASS, tooltip: str = "") -> None:
        super().__init__("", on_click, style, icon_kind)
        self.tooltip = tooltip

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The icon, centred, about 45 % of the button."""
        color = self.look.text if self.enabled else self.look.sub
        ic = icon(self.icon_kind, int(min(rect.w, rect.h) * 0.46), color)  # type: ignore[arg-type]
        surface.blit(ic, ic.get_rect(center=rect.center))


def route(buttons: Sequence[Button], action: Action) -> tuple[bool, Button | None]:
    """Offer a pointer action to ``buttons`` in order: (consumed, the button clicked by it or None)."""
    for b in buttons:
        before = b.clicks
        if b.handle(action):
            return True, (b if b.clicks > before else None)
    return False, None
