"""A one-line text field: a tap gives it the keyboard, typed text, Backspace and Enter go into it."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.input.actions import Act, Action
from game.render import text
from game.render.fonts import Face
from game.render.theme import Setzer


class TextField:
    """State and drawing of a text field; the scene places ``rect`` and passes actions to ``handle``."""

    def __init__(self, value: str, placeholder: str, max_len: int, on_enter: Callable[[], None] | None = None,
                 secret: bool = False) -> None:
        self.value = value
        self.placeholder = placeholder
        self.max_len = max_len
        self.on_enter = on_enter
        self.secret = secret  # shown as dots except its last four characters (an operator token)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.enabled = True

    def handle(self, action: Action) -> bool:
        """Focus on a tap inside (lost on a tap elsewhere); text, Backspace, Enter and Esc while focused."""
        if action.kind is Act.POINTER_DOWN:
            self.focused = self.enabled and self.rect.collidepoint(action.pos)
            return self.focused
        if not self.focused:
            return False
        if action.kind is Act.TEXT:
            self.value = (self.value + action.text)[:self.max_len]
        elif action.kind is Act.DELETE:
            self.value = self.value[:-1]
        elif action.kind is Act.CONFIRM:
            if self.on_enter is not None:
                self.on_enter()
        elif action.kind is Act.BACK:
            self.focused = False
        else:
            return False
        return True

    def shown(self) -> str:
        """The text as drawn (a secret keeps only its end readable)."""
        if self.secret and len(self.value) > 4:
            return "•" * min(12, len(self.value) - 4) + self.value[-4:]
        return self.value

    def draw(self, surface: pygame.Surface, s: float, size: int) -> None:
        """Box, text or placeholder, and the caret while focused (``s``: the frame's scale)."""
        box = self.rect
        radius = max(1, round(8 * s))
        pygame.draw.rect(surface, Setzer.PAPER, box, border_radius=radius)
        edge = Setzer.PRUSSIAN if self.focused else Setzer.BUTTON_EDGE
        pygame.draw.rect(surface, edge, box, max(1, round(2 * s)), border_radius=radius)
        pad = round(12 * s)
        shown = self.shown() or self.placeholder
        shown = text.ellipsize(shown, Face.JOST, size, box.w - 2 * pad - round(4 * s))
        color = Setzer.INK if self.value else Setzer.MUTED
        drawn = text.blit(surface, shown, Face.JOST, size, color, (box.x + pad, box.centery), "midleft")
        if self.focused:
            x = (drawn.right if self.value else box.x + pad) + round(2 * s)
            pygame.draw.line(surface, Setzer.VERMILION, (x, box.y + round(10 * s)), (x, box.bottom - round(10 * s)),
                             max(1, round(2 * s)))
