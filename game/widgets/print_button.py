"""The kit's button with the Speedsetzer table face (card stock, vermilion, dark glass, the active tab)."""
from __future__ import annotations

from collections.abc import Callable
from enum import Enum

import pygame

from game.render.fonts import Face
from game.render.setzer_panels import ButtonStyle, blit_text, draw_button
from game.render.theme import Setzer
from game.widgets.button import Button

WHITE = (255, 255, 255)


class PrintButton(Button):
    """A ``Button`` (same press/click behaviour) drawn in the table's style.

    ``ready`` False gives the not-ready look while the button still answers a press
    (Setzen explains what is missing); ``enabled`` False ignores presses altogether.
    The rect from the layout is the hit area (the layouts give 44 px targets themselves).
    """

    def __init__(self, command: Enum, label: str = "", face: ButtonStyle = ButtonStyle.SECONDARY,
                 on_click: Callable[[], None] | None = None, font_size: float = 18) -> None:
        super().__init__(label, on_click, font_size=font_size, command=command)
        self.face = face
        self.ready = True
        self.min_touch = 0

    @property
    def looks_off(self) -> bool:
        """Drawn greyed out: disabled, or not ready yet."""
        return not self.enabled or not self.ready

    def reach(self) -> pygame.Rect:
        """The body with its 4-pixel shadow edge (no glow or focus ring), and a little to spare."""
        return self.rect.inflate(8, 16)

    def draw(self, surface: pygame.Surface) -> None:
        """The body (pressed, greyed out), then the content."""
        if not self.visible or self.rect.width <= 0 or self.rect.height <= 0:
            return
        draw_button(surface, self.rect, self.face, self.pressed, self.looks_off)
        self.draw_content(surface, self.rect)

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The label, centred (white on vermilion, Prussian blue on card stock)."""
        colour = WHITE if self.face is ButtonStyle.PRIMARY else Setzer.PRUSSIAN
        blit_text(surface, Face.JOST_SEMI, round(self.font_size * self.s), self.label, colour, rect.center, "center",
                  max_width=rect.width - 12)
