"""The full Speedbuch history ("Verlauf"): a sheet over the board; wheel or drag scrolls, a tap closes."""
from __future__ import annotations

import pygame

from game.input.actions import Act, Action
from game.render import buch_art as art
from game.render.buch_draw import text
from game.render.fonts import Face
from game.scenes.base import Scene
from game.scenes.buch import layout as lay
from game.scenes.buch.board_protocol import protocol_height, render_protocol

DRAG_SLOP = 8  # pixels a press may move and still count as a tap (which closes the sheet)


class HistoryScene(Scene):
    """Every protocol entry of the round, newest on top; the round goes on underneath."""

    opaque = False
    name = "buch.history"

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.scroll = 0.0
        self._drag: tuple[int, float, bool] | None = None  # start y, scroll then, moved beyond the slop
        self._body: tuple[tuple, pygame.Surface] | None = None

    def _limit(self) -> float:
        L = self.board.layout
        view_h = L.size[1] - 120 * L.s - 70 * L.s
        return max(0.0, protocol_height(self.board.game.log, L.s) - view_h)

    def _scroll_to(self, value: float) -> None:
        self.scroll = min(self._limit(), max(0.0, value))

    def handle(self, action: Action) -> bool:
        """Wheel, drag and arrow keys scroll; a tap, Esc or Enter closes; nothing reaches the board."""
        kind = action.kind
        s = self.board.layout.s
        if kind in (Act.BACK, Act.CONFIRM):
            self.app.stack.pop()
        elif kind == Act.WHEEL:
            self._scroll_to(self.scroll - action.wheel * 40 * s)
        elif kind == Act.POINTER_DOWN:
            self._drag = (action.pos[1], self.scroll, False)
        elif kind == Act.POINTER_MOVE and action.button and self._drag is not None:
            y0, s0, moved = self._drag
            self._scroll_to(s0 - (action.pos[1] - y0))
            self._drag = (y0, s0, moved or abs(action.pos[1] - y0) > DRAG_SLOP)
        elif kind == Act.POINTER_UP:
            if self._drag is None or not self._drag[2]:
                self.app.stack.pop()
            self._drag = None
        elif kind in (Act.DOWN, Act.UP):
            self._scroll_to(self.scroll + 60 * s * (1 if kind == Act.DOWN else -1))
        return True

    def update(self, dt: float) -> None:
        """The round goes on underneath (the clock runs); when it ends, the sheet gives way to the board."""
        if self.board.game.over:
            self.app.stack.pop()
            return
        self.board.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Shade, the card with its title, the scrolled entries and the how-to line."""
        board = self.board
        L = board.layout
        s = L.s
        shade_s = pygame.Surface(L.size, pygame.SRCALPHA)
        shade_s.fill((0, 0, 0, 150))
        surface.blit(shade_s, (0, 0))
        r, view = lay.history_sheet(L)
        surface.blit(art.card(r.size, board.night), (r.x - 8, r.y - 8))
        t = text(Face.GARAMOND_BOLD, 20 * s, "VERLAUF", (60, 44, 30), tracking=2 * s)
        surface.blit(t, (r.x + 22 * s, r.y + 16 * s))
        key = (len(board.game.log), r.w, board.night)
        if self._body is None or self._body[0] != key:
            full = int(protocol_height(board.game.log, s)) + 4
            self._body = (key, render_protocol(board.game.log, r.w, full, s, board.night))
        clip = surface.get_clip()
        surface.set_clip(view)
        surface.blit(self._body[1], (r.x, view.y - int(self.scroll)))
        surface.set_clip(clip)
        hint = text(Face.JOST, 13 * s, "Ziehen oder Mausrad blättert · Tippen schließt", (110, 96, 80))
        surface.blit(hint, hint.get_rect(midbottom=(r.centerx, r.bottom - 8 * s)))
