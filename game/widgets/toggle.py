"""A labelled on/off switch; the whole row is the touch target."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.input.actions import Act, Action
from game.render import art, text
from game.render.fonts import Face
from game.render.theme import Setzer
from game.widgets.base import Widget


class Toggle(Widget):
    """Switch with a label and an optional explanation line."""

    def __init__(self, label: str, value: bool = False, on_change: Callable[[bool], None] | None = None, hint: str = "",
                 text_color=Setzer.INK, muted=Setzer.MUTED, on_color=Setzer.VALID) -> None:
        super().__init__()
        self.label = label
        self.value = value
        self.on_change = on_change
        self.hint = hint
        self.text_color = text_color
        self.muted = muted
        self.on_color = on_color
        self.knob = 1.0 if value else 0.0
        self._down = False

    def set(self, value: bool, notify: bool = True) -> None:
        """Change the value (and tell the listener)."""
        if value == self.value:
            return
        self.value = value
        if notify and self.on_change:
            self.on_change(value)

    def activate(self) -> None:
        """Enter flips the switch."""
        self.set(not self.value)

    def handle(self, action: Action) -> bool:
        """Tap anywhere on the row flips it."""
        if not self.enabled:
            return False
        inside = self.hit_rect.collidepoint(action.pos)
        if action.kind == Act.POINTER_DOWN and inside:
            self._down = True
            return True
        if action.kind == Act.POINTER_UP and self._down:
            self._down = False
            if inside:
                self.set(not self.value)
            return True
        return False

    def update(self, dt: float) -> None:
        """Slide the knob."""
        target = 1.0 if self.value else 0.0
        step = 1.0 if self.calm else dt * 8
        self.knob = target if abs(self.knob - target) <= step else self.knob + (step if target > self.knob else -step)

    def draw(self, surface: pygame.Surface) -> None:
        """Label on the left, switch on the right."""
        s, r = self.s, self.rect
        tw, th = int(54 * s), int(30 * s)
        track = pygame.Rect(0, 0, tw, th)
        track.midright = (r.right - int(4 * s), r.centery)
        col = art.lerp_color((176, 166, 150), self.on_color, self.knob)
        pygame.draw.rect(surface, col, track, border_radius=th // 2)
        kx = track.x + th // 2 + (tw - th) * self.knob
        art.draw_aa_circle(surface, (0, 0, 0, 50), (kx, track.centery + 2 * s), th / 2 - 2 * s)
        art.draw_aa_circle(surface, (255, 252, 246), (kx, track.centery), th / 2 - 3 * s)
        fs = max(11, int(19 * s))
        avail = track.left - r.x - int(16 * s)
        y = r.centery
        if self.hint:
            lines = text.wrap(self.hint, Face.JOST, max(11, int(14 * s)), avail)[:2]
            lab = text.render(self.label, Face.JOST_SEMI, fs, self.text_color)
            hs = [text.render(line, Face.JOST, max(11, int(14 * s)), self.muted) for line in lines]
            total = lab.get_height() + sum(h.get_height() for h in hs)
            y0 = r.centery - total // 2
            surface.blit(lab, (r.x, y0))
            y0 += lab.get_height()
            for h in hs:
                surface.blit(h, (r.x, y0))
                y0 += h.get_height()
        else:
            text.blit(surface, self.label, Face.JOST_SEMI, fs, self.text_color, (r.x, y), "midleft")
        if self.focused:
            pygame.draw.rect(surface, Setzer.VERMILION, r.inflate(int(10 * s), int(6 * s)), max(2, int(2 * s)), border_radius=int(8 * s))
