"""The plain error screen: shown when even the title cannot be drawn after an unexpected error."""
from __future__ import annotations

import logging

import pygame

from game.input.actions import Act, Action
from game.scenes.base import Scene

log = logging.getLogger(__name__)

BACKGROUND = (24, 38, 52)
INK = (240, 234, 220)


class ErrorScene(Scene):
    """A German message on a dark page, drawn with the default font only; Enter or a tap tries the title again."""

    name = "error"

    def __init__(self, app, message: str) -> None:
        super().__init__(app)
        self.message = message
        self._font: pygame.font.Font | None = None

    def handle(self, action: Action) -> bool:
        """Enter, Esc or a tap: try the title once more (the app's handler catches it if it fails again)."""
        if action.kind in (Act.CONFIRM, Act.BACK, Act.POINTER_DOWN) and self.app.title_scene is not None:
            self.app.stack.reset(self.app.title_scene())
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The message, wrapped to the width of the surface."""
        surface.fill(BACKGROUND)
        w, h = surface.get_size()
        size = max(8, min(32, w // 30))
        if self._font is None or self._font.get_height() != pygame.font.Font(None, size).get_height():
            self._font = pygame.font.Font(None, size)
        lines: list[str] = []
        line = ""
        for word in self.message.split():
            trial = f"{line} {word}".strip()
            if line and self._font.size(trial)[0] > w * 0.8:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
        y = h // 2 - len(lines) * self._font.get_linesize() // 2
        for text in lines:
            image = self._font.render(text, True, INK)
            surface.blit(image, image.get_rect(midtop=(w // 2, y)))
            y += self._font.get_linesize()
