"""Segmented choice and tabs: one of several options, the active one filled."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.input.actions import Act, Action
from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.theme import Setzer, hex_rgb
from game.widgets.base import Widget
from game.widgets.icons import Icon, icon

DISABLED = hex_rgb("#A89A86")  # a greyed option (DESIGN.md: "Alle Spieler" / "Diese Halle" offline)


class Segmented(Widget):
    """A row of options; tap one to choose it. ``tabs=True`` draws the tab look of the side panel."""

    def __init__(self, options: Sequence[tuple[Any, str]], value: Any = None, on_change: Callable[[Any], None] | None = None,
                 tabs: bool = False, icons: Sequence[Icon | None] | None = None, dark: bool = False) -> None:
        super().__init__()
        self.options = list(options)
        self.value = value if value is not None else (self.options[0][0] if self.options else None)
        self.on_change = on_change
        self.tabs = tabs
        self.icons = list(icons) if icons else [None] * len(self.options)
        self.dark = dark
        self.disabled: set[Any] = set()  # options shown greyed that a tap does not choose (e.g. offline)
        self._down: int | None = None

    @property
    def index(self) -> int:
        """Index of the chosen option."""
        for i, (v, _) in enumerate(self.options):
            if v == self.value:
                return i
        return 0

    def select(self, value: Any, notify: bool = True) -> None:
        """Choose an option by value."""
        if value == self.value:
            return
        self.value = value
        if notify and self.on_change:
            self.on_change(value)

    def segment_rects(self) -> list[pygame.Rect]:
        """Window rectangles of the options."""
        n = max(1, len(self.options))
        pad = int(4 * self.s)
        inner = self.rect.inflate(-pad * 2, -pad * 2)
        out = []
        for i in range(n):
            x0 = inner.x + inner.w * i // n
            x1 = inner.x + inner.w * (i + 1) // n
            out.append(pygame.Rect(x0, inner.y, x1 - x0, inner.h))
        return out

    def activate(self) -> None:
        """Enter moves to the next option."""
        if self.options:
            self.select(self.options[(self.index + 1) % len(self.options)][0])

    def handle(self, action: Action) -> bool:
        """Tap chooses; Left/Right are handled by the focus group."""
        if not self.enabled or not self.options:
            return False
        hit = self.hit_rect.collidepoint(action.pos)
        if action.kind == Act.POINTER_DOWN and hit:
            for i, r in enumerate(self.segment_rects()):
                if r.inflate(0, self.hit_rect.h - r.h).collidepoint(action.pos):
                    self._down = i
            return True
        if action.kind == Act.POINTER_UP and self._down is not None:
            i, self._down = self._down, None
            if hit and i < len(self.options) and self.options[i][0] not in self.disabled:
                self.select(self.options[i][0])
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Track, filled active segment, labels."""
        s = self.s
        r = self.rect
        rad = int(10 * s)
        if self.dark:
            track_col, act_top, act_bot, txt, act_txt = hex_rgb("#2B2017"), hex_rgb("#4A3623"), hex_rgb("#3A2A1C"), hex_rgb("#B6A17F"), hex_rgb("#F1E4C6")
        else:
            track_col, act_top, act_bot, txt, act_txt = hex_rgb("#E7DCC6"), hex_rgb("#0B3F66"), Setzer.PRUSSIAN, Setzer.INK, hex_rgb("#F2F6FA")
        pygame.draw.rect(surface, track_col, r, border_radius=rad)
        fs = max(11, int(17 * s))
        for i, (seg, (value, label)) in enumerate(zip(self.segment_rects(), self.options)):
            active = value == self.value
            if active:
                surface.blit(cached(("seg", seg.size, int(8 * s), act_top, act_bot), lambda: art.panel(seg.size, int(8 * s), act_top, act_bot)), seg)
            col = act_txt if active else (DISABLED if value in self.disabled else txt)
            ic_kind = self.icons[i] if i < len(self.icons) else None
            size = text.fit_size(label, Face.JOST_SEMI if active else Face.JOST_MEDIUM, fs, seg.w - int(14 * s) - (fs if ic_kind else 0))
            lab = text.render(label, Face.JOST_SEMI if active else Face.JOST_MEDIUM, size, col)
            if ic_kind:
                ic = icon(ic_kind, int(fs * 1.05), col)
                w = ic.get_width() + int(8 * s) + lab.get_width()
                x = seg.centerx - w // 2
                surface.blit(ic, ic.get_rect(midleft=(x, seg.centery)))
                surface.blit(lab, lab.get_rect(midleft=(x + ic.get_width() + int(8 * s), seg.centery + int(s))))
            else:
                surface.blit(lab, lab.get_rect(center=(seg.centerx, seg.centery + int(s))))
        if self.focused:
            pygame.draw.rect(surface, Setzer.VERMILION, r.inflate(int(6 * s), int(6 * s)), max(2, int(2 * s)), border_radius=rad + int(3 * s))
