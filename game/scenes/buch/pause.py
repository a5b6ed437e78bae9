"""The Speedbuch pause menu: a scene over the board (the round clock stops, the animations go on)."""
from __future__ import annotations

import pygame

from game.buch.rules import BuchMode
from game.input.actions import Act, Action
from game.render import buch_art as art
from game.render.assets import cached
from game.render.buch_draw import text
from game.render.fonts import Face
from game.scenes.base import Scene
from game.scenes.buch import layout as lay
from game.scenes.buch.board_state import PauseCommand
from game.scenes.buch.common import pal
from game.scenes.buch.still_damage import StillScreen
from game.widgets.book_button import BookButton, BookStyle
from game.widgets.button import route


def entries(mode: BuchMode) -> list[tuple[PauseCommand, str, BookStyle]]:
    """The menu's entries for a kind of round, top to bottom."""
    items = [(PauseCommand.RESUME, "Weiterspielen", BookStyle.PRIMARY)]
    if mode in (BuchMode.TAGESRAETSEL, BuchMode.ENDLOS, BuchMode.DREI_MINUTEN):
        items.append((PauseCommand.END, "Beenden und werten", BookStyle.SECONDARY))
    if mode is BuchMode.ENDLOS:
        items.append((PauseCommand.LATER, "Später weiterspielen", BookStyle.SECONDARY))
    if mode is BuchMode.TAGESRAETSEL:
        items.append((PauseCommand.CALENDAR, "Kalender", BookStyle.SECONDARY))
    if mode in (BuchMode.DREI_MINUTEN, BuchMode.REISE):
        items.append((PauseCommand.RESTART, "Neu beginnen", BookStyle.SECONDARY))
    if mode is not BuchMode.ENDLOS:  # in Endlos "Später weiterspielen" already leaves (and keeps the round)
        items.append((PauseCommand.LEAVE, "Zum Menü", BookStyle.SECONDARY))
    return items


class PauseScene(Scene):
    """"Pause" over the dimmed board: Weiterspielen, Beenden und werten, Später weiterspielen ..."""

    opaque = False
    name = "buch.pause"

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.buttons: list[BookButton] = []
        self._still = StillScreen()  # frame damage: the buttons as last drawn (the board names its own)

    def enter(self) -> None:
        """Lay the buttons out."""
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """The buttons at the layout's places (the board lays itself out first)."""
        self.board.resize(size)
        L = self.board.layout
        items = entries(self.board.mode)
        rects = lay.pause_menu(L, len(items))
        self.buttons = [BookButton(cmd, r, label, style=style, night=self.board.night, s=L.s)
                        for (cmd, label, style), r in zip(items, rects)]

    def handle(self, action: Action) -> bool:
        """Esc or Enter resume; a button closes the menu and then does its thing; nothing reaches the board."""
        if action.kind == Act.BACK:
            self.close()
            return True
        _, clicked = route(self.buttons, action)
        if clicked is not None:
            self.close(clicked.command)
        elif action.kind == Act.CONFIRM:
            self.close()
        return True

    def close(self, command: PauseCommand = PauseCommand.RESUME) -> None:
        """Leave the menu; the board carries out ``command`` once the menu is off the stack."""
        stack = self.app.stack
        stack.pop()
        if command is not PauseCommand.RESUME:
            stack.call(lambda: self.board.run_pause(command))

    def update(self, dt: float) -> None:
        """The board's animations go on; its round clock does not."""
        self.board.update(dt, clock_runs=False)

    def damage(self) -> list[pygame.Rect] | None:
        """The buttons that look different; the board below says what moved on it (all after a new size)."""
        return self._still.changed((self.board.night, self.board.layout.size), self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the board, then the panel with the title and the buttons."""
        L = self.board.layout
        s = L.s
        night = self.board.night
        surface.blit(cached(("buch-pause-dim", L.size), lambda: _dim(L.size)), (0, 0))
        bs = self.buttons
        area = bs[0].rect.unionall([b.rect for b in bs]).inflate(int(60 * s), int(140 * s))
        area.y -= int(30 * s)
        surface.blit(art.panel(area.size, night, int(18 * s), 245), area.topleft)
        t = text(Face.TITLE, 40 * s, "Pause", pal(night).TEXT)
        surface.blit(t, t.get_rect(midtop=(area.centerx, area.y + 16 * s)))
        for b in bs:
            b.draw(surface)


def _dim(size: tuple[int, int]) -> pygame.Surface:
    """The veil over the board."""
    dim = pygame.Surface(size, pygame.SRCALPHA)
    dim.fill((0, 0, 0, 160))
    return dim
