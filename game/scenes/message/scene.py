"""A modal message: title, wrapped text and one or two buttons."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.render import text
from game.render.fonts import Face
from game.render.theme import Setzer
from game.widgets.button import Button
from game.widgets.dialog import DialogScene
from game.widgets.icons import Icon, icon
from game.widgets.style import Style


class MessageScene(DialogScene):
    """Shows a German message; ``buttons`` are (label, callback, style) from left to right."""

    name = "message"
    panel_size = (600, 300)

    def __init__(self, app, title: str, body: str, buttons: list[tuple[str, Callable[[], None] | None, Style]] | None = None,
                 icon_kind: Icon = Icon.INFO) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.icon_kind = icon_kind
        specs = buttons or [("Verstanden", None, Style.PRIMARY)]
        self.buttons = [Button(label, self._closer(cb), style, font_size=18) for label, cb, style in specs]
        self.group.add(*self.buttons)
        self.group.default = self.buttons[-1]  # Enter confirms
        self._drawn_once = False  # frame damage: the first frame draws the dimmed screen whole

    def _closer(self, callback: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            self.close()
            if callback is not None:
                callback()
        return run

    def damage(self) -> list[pygame.Rect] | None:
        """Buttons that look different (the scene below names its own changes); all of it on the first frame."""
        changed = self.group.damage()
        first, self._drawn_once = not self._drawn_once, True
        return None if first else changed

    def layout(self) -> None:
        """Buttons along the bottom edge, right-aligned."""
        f, p = self.frame, self.panel
        bw, bh, gap = f.px(190), f.px(54), f.px(14)
        n = len(self.buttons)
        width = min(p.w - f.px(56), n * bw + (n - 1) * gap)
        bw = (width - (n - 1) * gap) // n
        x = p.right - f.px(28) - width
        for b in self.buttons:
            b.layout(pygame.Rect(x, p.bottom - f.px(28) - bh, bw, bh), f.s)
            x += bw + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        """Icon, title and the wrapped body."""
        f, p = self.frame, self.panel
        pad = f.px(30)
        ic = icon(self.icon_kind, f.px(30), Setzer.VERMILION)
        surface.blit(ic, (p.x + pad, p.y + pad))
        text.blit(surface, self.title, Face.JOST_SEMI, f.font_px(25), Setzer.INK, (p.x + pad + f.px(42), p.y + pad + ic.get_height() // 2), "midleft")
        fs = f.font_px(17)
        y = p.y + pad + f.px(52)
        bottom = min(b.rect.top for b in self.buttons) - f.px(10)
        for line in text.wrap(self.body, Face.JOST, fs, p.w - pad * 2):
            if y + text.line_height(Face.JOST, fs) > bottom:
                break
            text.blit(surface, line, Face.JOST, fs, (70, 60, 50), (p.x + pad, y))
            y += text.line_height(Face.JOST, fs, 1.05)
