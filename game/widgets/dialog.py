"""Modal dialog scene base: dims what lies below and shows a card-stock panel in the middle."""
from __future__ import annotations

import pygame

from game.input.actions import Act, Action
from game.render import art
from game.render.assets import cached
from game.render.layout import Frame
from game.render.theme import Setzer
from game.stack import Scene
from game.widgets.base import FocusGroup


class DialogScene(Scene):
    """A modal on top of another scene (``opaque = False``); subclasses fill ``self.panel``."""

    opaque = False
    name = "dialog"
    #: panel size in design px (landscape; portrait uses the same width capped to the screen)
    panel_size: tuple[int, int] = (560, 300)
    #: Esc / outside tap closes the dialog
    dismissable = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.frame = Frame.fit(app.size)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.group = FocusGroup()
        self.closed = False
        self.fade = 0.0

    def resize(self, size: tuple[int, int]) -> None:
        """Centre the panel and lay out the content."""
        self.frame = f = Frame.fit(size)
        dw, dh = f.design
        w = min(self.panel_size[0], dw - 40)
        h = min(self.panel_size[1], dh - 40)
        self.panel = pygame.Rect(0, 0, f.px(w), f.px(h))
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.layout()

    def layout(self) -> None:
        """Place widgets inside ``self.panel`` (override)."""

    def close(self) -> None:
        """Pop this dialog (once)."""
        if not self.closed:
            self.closed = True
            self.app.stack.pop()

    def pointer_over_button(self) -> bool:
        """The mouse rests on one of the widgets."""
        return self.group.pointer_over_button()

    def handle(self, action: Action) -> bool:
        """Widgets first; Esc or a tap outside closes (when dismissable); everything else is swallowed."""
        if self.group.handle(action):
            return True
        if action.kind == Act.BACK and self.dismissable:
            self.close()
            return True
        if action.kind == Act.POINTER_UP and self.dismissable and not self.panel.collidepoint(action.pos):
            self.close()
            return True
        return action.kind not in (Act.RESIZE, Act.QUIT, Act.TOGGLE_FULLSCREEN)

    def update(self, dt: float) -> None:
        """Fade in and animate widgets."""
        self.fade = min(1.0, self.fade + dt * 8)
        self.group.update(dt, self.app.calm)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim, shadow, panel, content."""
        art.dim(surface, 150)
        f = self.frame
        p = self.panel
        if p.w < 8 or p.h < 8:
            return
        soft = f.px(28)
        sh = cached(("dlg-shadow", p.size, soft), lambda: art.shadow(p.size, f.px(16), soft, 160))
        surface.blit(sh, (p.x - soft, p.y - soft + f.px(8)))
        face = cached(("dlg", p.size), lambda: art.panel(p.size, f.px(16), Setzer.CARD, (236, 226, 205), Setzer.BUTTON_EDGE, grain=5, highlight=20))
        surface.blit(face, p)
        self.draw_content(surface)
        self.group.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Text inside the panel (override)."""
