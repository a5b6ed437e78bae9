"""Full-screen page scene base: print-shop background, header with back button and title, a content card."""
from __future__ import annotations

import pygame

from game.input.actions import Act, Action
from game.render import art, menu_art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.layout import Frame
from game.render.theme import Setzer
from game.stack import Scene
from game.widgets.base import FocusGroup
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.style import Style


class PageScene(Scene):
    """A screen reached from the menu: back button top left, title, one card of content."""

    title = "Seite"
    subtitle = ""
    #: content card width in design px (landscape); portrait uses the full width minus margins
    card_width = 880
    #: content card height in design px (None: down to the bottom margin)
    card_height: int | None = None

    def __init__(self, app) -> None:
        super().__init__(app)
        self.frame = Frame.fit(app.size)
        self.group = FocusGroup()
        self.back = Button("Zurück", self.go_back, Style.GLASS, Icon.BACK, font_size=17)
        self.group.add(self.back)
        self.card = pygame.Rect(0, 0, 0, 0)

    def go_back(self) -> None:
        """Leave the page."""
        self.app.stack.pop()

    def resize(self, size: tuple[int, int]) -> None:
        """Header and card; then ``layout_content``."""
        self.frame = f = Frame.fit(size)
        dw, dh = f.design
        self.back.layout(f.rect(24 if not f.portrait else 20, 18, 150, 50), f.s)
        cw = min(self.card_width, dw - 48)
        top = 92
        ch = dh - top - 24 if self.card_height is None else min(self.card_height, dh - top - 24)
        self.card = f.rect((dw - cw) / 2, top, cw, ch)
        # wide windows: let the card use more of the real width than the design frame offers
        self.layout_content(self.card)

    def layout_content(self, card: pygame.Rect) -> None:
        """Place the page's widgets inside ``card`` (override)."""

    def pointer_over_button(self) -> bool:
        """The mouse rests on one of the widgets."""
        return self.group.pointer_over_button()

    def handle(self, action: Action) -> bool:
        """Widgets first, then Esc goes back."""
        if self.group.handle(action):
            return True
        if action.kind == Act.BACK:
            self.go_back()
            return True
        return False

    def update(self, dt: float) -> None:
        """Animate widgets."""
        self.group.update(dt, self.app.calm)

    def _background(self) -> pygame.Surface:
        f = self.frame

        def build() -> pygame.Surface:
            surf = pygame.Surface(f.size).convert()
            surf.blit(menu_art.print_shop(f.size), (0, 0))
            cx = f.size[0] // 2
            text.blit(surf, self.title, Face.TITLE, f.font_px(44), (244, 236, 220), (cx, f.y(44)), "center")
            if self.subtitle:
                text.blit(surf, self.subtitle.upper(), Face.SPARTAN, f.font_px(12), (168, 176, 182), (cx, f.y(76)), "center",
                          tracking=f.s * 2.4)
            c = self.card
            if c.w > 8 and c.h > 8:
                soft = f.px(22)
                surf.blit(art.shadow(c.size, f.px(14), soft, 150), (c.x - soft, c.y - soft + f.px(8)))
                surf.blit(art.panel(c.size, f.px(14), Setzer.CARD, (236, 226, 205), Setzer.BUTTON_EDGE, grain=5, highlight=24), c)
            return surf

        return cached(("page-bg", type(self).__name__, f.size, self.title, self.subtitle, tuple(self.card)), build)

    def draw(self, surface: pygame.Surface) -> None:
        """Background with card, content, widgets."""
        surface.blit(self._background(), (0, 0))
        self.draw_content(surface)
        self.group.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Static text inside the card (override)."""
