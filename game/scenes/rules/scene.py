"""Rules page: tabs Speedsetzer / Speedbuch over a scrolling, typeset text."""
from __future__ import annotations

import pygame

from game.input.actions import Act, Action
from game.render import text
from game.render.fonts import Face
from game.render.theme import Setzer, hex_rgb
from game.scenes.rules.texts import TABS, Block, Kind
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.scroll import ScrollView
from game.widgets.segmented import Segmented

Line = tuple[str, Face, int, tuple[int, int, int], int, int]  # text, face, size, colour, x offset, y


class RulesScene(PageScene):
    """Both rule sets; the tab can be chosen with ``params["tab"]`` ("setzer"/"buch")."""

    name = "rules"
    title = "Spielregeln"
    card_width = 900

    def __init__(self, app, tab: str = "setzer") -> None:
        super().__init__(app)
        self.tabs = Segmented([(key, label) for key, label, _ in TABS], tab if tab in dict((k, 1) for k, _, _ in TABS) else "setzer",
                              self._on_tab, tabs=True)
        self.view = ScrollView(self._draw_text, bar_color=(170, 155, 130))
        self.view.focused = True
        self.group.add(self.tabs, self.view)
        self._lines: list[Line] = []

    def _blocks(self) -> list[Block]:
        return next(blocks for key, _, blocks in TABS if key == self.tabs.value)

    def _on_tab(self, _value) -> None:
        self.view.offset = 0
        self._typeset()

    def layout_content(self, card: pygame.Rect) -> None:
        """Tabs on top, text below."""
        f = self.frame
        pad = f.px(28)
        self.tabs.layout(pygame.Rect(card.x + pad, card.y + f.px(22), card.w - 2 * pad, f.px(52)), f.s)
        self.view.layout(pygame.Rect(card.x + pad, card.y + f.px(90), card.w - pad - f.px(14), card.h - f.px(104)), f.s)
        self._typeset()

    def _typeset(self) -> None:
        """Break the blocks into positioned lines for the current width."""
        f = self.frame
        width = self.view.rect.w - f.px(28)
        lines: list[Line] = []
        y = f.px(6)
        body = f.font_px(17)
        for block in self._blocks():
            if block.kind is Kind.HEADING:
                y += f.px(14)
                size = f.font_px(22)
                for ln in text.wrap(block.text, Face.GARAMOND_BOLD, size, width):
                    lines.append((ln, Face.GARAMOND_BOLD, size, Setzer.PRUSSIAN, 0, y))
                    y += text.line_height(Face.GARAMOND_BOLD, size, 1.0)
                lines.append(("—rule—", Face.JOST, 0, Setzer.GRID, 0, y + f.px(2)))
                y += f.px(10)
            elif block.kind is Kind.BULLET:
                indent = f.px(22)
                first = True
                for ln in text.wrap(block.text, Face.JOST, body, width - indent):
                    if first:
                        lines.append(("—dot—", Face.JOST, body, Setzer.VERMILION, f.px(7), y))
                        first = False
                    lines.append((ln, Face.JOST, body, hex_rgb("#2E2620"), indent, y))
                    y += text.line_height(Face.JOST, body, 1.08)
                y += f.px(5)
            else:
                for ln in text.wrap(block.text, Face.JOST, body, width):
                    lines.append((ln, Face.JOST, body, hex_rgb("#2E2620"), 0, y))
                    y += text.line_height(Face.JOST, body, 1.08)
                y += f.px(8)
        self._lines = lines
        self.view.content_height = y + f.px(20)
        self.view.scroll_by(0)

    def content_marks(self) -> list[Mark]:
        """The typeset text (another tab or width sets it anew; scrolling is the scroll view's own look)."""
        return [(self.view.rect.inflate(4, 4), ("text", self.tabs.value, id(self._lines)))]

    def _draw_text(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        f = self.frame
        for ln, face, size, colour, dx, y in self._lines:
            yy = view.y + y - offset
            if yy > view.bottom or yy < view.y - f.px(40):
                continue
            if ln == "—dot—":
                h = text.line_height(face, size)
                pygame.draw.circle(surface, colour, (view.x + dx, yy + h // 2 + f.px(1)), max(2, f.px(3.2)))
                continue
            if ln == "—rule—":
                pygame.draw.line(surface, colour, (view.x, yy), (view.right - f.px(20), yy), max(1, f.px(1)))
                continue
            text.blit(surface, ln, face, size, colour, (view.x + dx, yy))

    def handle(self, action: Action) -> bool:
        """Page keys scroll as well."""
        if action.kind == Act.KEY and action.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_HOME, pygame.K_END):
            page = self.view.rect.h * 0.9
            delta = {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_HOME: -1e9, pygame.K_END: 1e9}[action.key]
            self.view.scroll_by(delta)
            return True
        if action.kind in (Act.UP, Act.DOWN):
            self.view.scroll_by((-1 if action.kind == Act.UP else 1) * 50 * self.frame.s)
            return True
        return super().handle(action)
