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
        self._drawn_size: tuple[int, int] | None = None  # frame damage: the message stands still

    def handle(self, action: Action) -> bool:
        """Enter, Esc or a tap: try the title once more (the app's handler catches it if it fails again)."""
        if action.kind in (Act.CONFIRM, Act.BACK, Act.POINTER_DOWN) and self.app.title_scene is not None:
            self.app.stack.reset(self.app.title_scene())
        return True

    def damage(self) -> list[pygame.Rect] | None:
        """Nothing moves: the whole page once (and after a new size), then nothing."""
        before, self._drawn_size = self._drawn_size, self.app.size
        return [] if before == self.app.size else None

    def draw(self, surface: pygame.Surface) -> None:
        """The message, wrapped to the width of the surface."""
        draw_message(surface, self.message)


_FONTS: dict[int, pygame.font.Font] = {}


def _usable(font: pygame.font.Font) -> bool:
    """False for a font made before pygame's font module was restarted (a new window, tests)."""
    try:
        font.size("A")
    except pygame.error as err:
        log.debug("Schrift der Fehlerseite neu geladen: %s", err)
        return False
    return True


def draw_message(surface: pygame.Surface, message: str) -> None:
    """A German message on the dark page, wrapped to the surface, with pygame's default font only."""
    surface.fill(BACKGROUND)
    w, h = surface.get_size()
    size = max(8, min(32, w // 30))
    font = _FONTS.get(size)
    if font is None or not _usable(font):
        font = _FONTS[size] = pygame.font.Font(None, size)
    lines: list[str] = []
    line = ""
    for word in message.split():
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > w * 0.8:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    y = h // 2 - len(lines) * font.get_linesize() // 2
    for text in lines:
        image = font.render(text, True, INK)
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        y += font.get_linesize()


def show_fatal_message(message: str, *, fullscreen: bool = False, max_frames: int = 0) -> pygame.Surface:
    """A message that stops the start (e.g. a broken word list), on screen until a key or a tap.

    Used before the app exists (a kiosk has no terminal to read stderr on). ``max_frames`` ends it
    by itself (tests, headless runs). Returns the last picture.
    """
    pygame.init()
    pygame.display.set_caption("Speedsetzer & Speedbuch")
    window = pygame.display.set_mode((0, 0) if fullscreen else (1024, 600),
                                     pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE)
    clock = pygame.time.Clock()
    frames = 0
    while True:
        ended = any(e.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
                    for e in pygame.event.get())
        window = pygame.display.get_surface() or window
        draw_message(window, message)
        pygame.display.flip()
        frames += 1
        if ended or (max_frames and frames >= max_frames):
            return window.copy()
        clock.tick(20)
