"""Leaderboard page: one tab per board, ranked rows, an empty state."""
from __future__ import annotations

import logging
import sqlite3
import zlib

import pygame

from game.render import art, text
from game.render.center_seal import seal
from game.render.fonts import Face
from game.render.setzer_panels import avatar
from game.render.theme import Setzer, hex_rgb
from game.scenes.leaderboard.center_lists import DEVICE, PERIODS, CenterLists
from game.scenes.leaderboard.provider import Board, Row, get_provider
from game.store import StoreError
from game.widgets.page import PageScene
from game.widgets.scroll import RowList
from game.widgets.segmented import Segmented

log = logging.getLogger(__name__)

#: avatar colours (design: the players' colours and a few more), picked by the name so a player keeps theirs
AVATARS = (hex_rgb("#2F5E86"), hex_rgb("#6F7F3E"), hex_rgb("#8A5A1E"), hex_rgb("#2E6E64"), hex_rgb("#5B4A8A"),
           hex_rgb("#9A3A2E"), hex_rgb("#3A6A9A"), hex_rgb("#7A6A2E"))
MEDALS = {1: (hex_rgb("#F3D98A"), hex_rgb("#B5852B")), 2: (hex_rgb("#E6E9EC"), hex_rgb("#8E979E")), 3: (hex_rgb("#E9B98A"), hex_rgb("#9A5F2E"))}


def format_points(value: int) -> str:
    """German thousands grouping with a space: 6120 -> "6 120"."""
    return f"{value:,}".replace(",", " ")


class LeaderboardScene(PageScene):
    """Shows the provider's boards; ``params["board"]`` picks the first tab."""

    name = "leaderboard"
    title = "Bestenliste"
    card_width = 940

    def __init__(self, app, board: str | None = None) -> None:
        super().__init__(app)
        try:
            self.boards: list[Board] = list(get_provider().boards())
        except (StoreError, sqlite3.Error) as err:  # a damaged store: an empty page that says so
            log.warning("Bestenlisten nicht lesbar: %s", err)
            self.boards = []
        options = [(b.key, b.title) for b in self.boards] or [("none", "Bestenliste")]
        start = board if board in {k for k, _ in options} else options[0][0]
        self.tabs = Segmented(options, start, self._load, tabs=True)
        self.list = RowList(self._draw_row, 58, bar_color=(170, 155, 130))
        self.group.add(self.tabs, self.list)
        self.rows: list[Row] = []
        # with --center: scope ("Alle Spieler" / "Diese Halle" / "Dieses Gerät") and period switches
        self.center = CenterLists(app.center) if app.center is not None else None
        if self.center is not None:
            self.scope = Segmented(self.center.scopes(), self.center.scope, self._switch_scope)
            self.period = Segmented(PERIODS, self.center.period, self._switch_period)
            self.group.add(self.scope, self.period)
        self._load(start)

    def _switch_scope(self, scope: str) -> None:
        self.center.scope = scope
        self._load(self.tabs.value)

    def _switch_period(self, period: str) -> None:
        self.center.period = period
        self._load(self.tabs.value)

    def update(self, dt: float) -> None:
        """Pick up the Spielcenter's answer once it has arrived; offline the list shows this device."""
        super().update(dt)
        if self.center is None or not self.center.from_server:
            return
        if self.center.center.online is False:
            self.scope.select(DEVICE)  # "Offline · nur dieses Gerät"
            return
        rows = self.center.rows(self.tabs.value)
        if rows is not None and rows != self.rows:
            self.rows = rows
            self.list.set_items(rows)

    def _load(self, key) -> None:
        if self.center is not None and self.center.from_server:
            self.center.request(key)
            self.rows = self.center.rows(key) or []
            self.list.offset = 0
            self.list.set_items(self.rows)
            return
        try:
            self.rows = list(get_provider().rows(key)) if self.boards else []
        except (StoreError, sqlite3.Error) as err:  # a damaged store: an empty list
            log.warning("Bestenliste %s nicht lesbar: %s", key, err)
            self.rows = []
        self.list.offset = 0
        self.list.set_items(self.rows)

    @property
    def board(self) -> Board | None:
        """The board of the active tab."""
        return next((b for b in self.boards if b.key == self.tabs.value), None)

    def layout_content(self, card: pygame.Rect) -> None:
        """Tabs, caption line, rows."""
        f = self.frame
        pad = f.px(28)
        self.tabs.layout(pygame.Rect(card.x + pad, card.y + f.px(22), card.w - 2 * pad, f.px(52)), f.s)
        top = f.px(124)
        if self.center is not None:
            top += f.px(58)
            y = card.y + f.px(86)
            self.scope.layout(pygame.Rect(card.x + pad, y, f.px(148) * len(self.scope.options), f.px(44)), f.s)
            self.period.layout(pygame.Rect(card.right - pad - f.px(282), y, f.px(282), f.px(44)), f.s)
        self.list.layout(pygame.Rect(card.x + pad, card.y + top, card.w - pad - f.px(14), card.h - top - f.px(16)), f.s)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Board caption, column heads, empty state."""
        f = self.frame
        b = self.board
        x = self.list.rect.x
        y = self.list.rect.y - f.px(34)
        if self.center is not None:
            text.blit(surface, self.center.status_line(), Face.JOST, f.font_px(15), Setzer.MUTED, (x, y))
        elif b and b.subtitle:
            text.blit(surface, b.subtitle, Face.JOST, f.font_px(15), Setzer.MUTED, (x, y))
        seal_col = self._seal_column()
        points_right = self.list.rect.right - f.px(24) - (seal_col if seal_col else 0)
        text.blit(surface, "PUNKTE", Face.SPARTAN, f.font_px(12), Setzer.MUTED, (points_right, y + f.px(2)), "topright",
                  tracking=f.s * 1.5)
        if seal_col:  # the seal's column head: "vom Spielcenter nachgerechnet"
            head = seal(f.px(16), colour=hex_rgb("#9C8F7E"))
            surface.blit(head, head.get_rect(center=(self.list.rect.right - f.px(14) - seal_col // 2, y + f.px(9))))
        if not self.rows:
            r = self.list.rect
            text.blit(surface, "Noch keine Einträge", Face.GARAMOND_BOLD, f.font_px(28), Setzer.INK, (r.centerx, r.y + r.h // 3), "center")
            text.blit(surface, "Spiel eine Runde – dann steht dein Name hier.", Face.JOST, f.font_px(17), Setzer.MUTED,
                      (r.centerx, r.y + r.h // 3 + f.px(40)), "center")

    def _seal_column(self) -> int:
        """Width of the seal column (0 when no row carries the Spielcenter's seal)."""
        return self.frame.px(40) if any(r.verified for r in self.rows) else 0

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, row: Row, index: int, selected: bool) -> None:
        f = self.frame
        inner = rect.inflate(0, -f.px(6))
        if row.highlight:
            band = pygame.Surface(inner.size, pygame.SRCALPHA)
            pygame.draw.rect(band, (*Setzer.DW, 110), band.get_rect(), border_radius=f.px(8))
            surface.blit(band, inner)
            pygame.draw.rect(surface, Setzer.VERMILION, (inner.x, inner.y + f.px(6), f.px(4), inner.h - f.px(12)))
        elif index % 2 == 0:
            band = pygame.Surface(inner.size, pygame.SRCALPHA)
            pygame.draw.rect(band, (120, 100, 70, 20), band.get_rect(), border_radius=f.px(8))
            surface.blit(band, inner)
        cx = inner.x + f.px(30)
        if row.rank in MEDALS:
            top, bottom = MEDALS[row.rank]
            disc = art.circle_surface(f.px(16), top, bottom)
            surface.blit(disc, disc.get_rect(center=(cx, inner.centery)))
            text.blit(surface, str(row.rank), Face.JOST_BOLD, f.font_px(16), hex_rgb("#3A2A10"), (cx, inner.centery), "center")
        else:
            text.blit(surface, str(row.rank), Face.JOST_SEMI, f.font_px(17), Setzer.MUTED, (cx, inner.centery), "center")
        ax = inner.x + f.px(78)
        colour = Setzer.VERMILION if row.highlight else AVATARS[zlib.crc32(row.name.encode()) % len(AVATARS)]
        avatar(surface, (ax, inner.centery), f.px(15), colour, row.name or "?")
        nx = ax + f.px(26)
        name = text.ellipsize(row.name, Face.JOST_SEMI, f.font_px(19), inner.w // 2)
        if row.detail:
            text.blit(surface, name, Face.JOST_SEMI, f.font_px(19), Setzer.INK, (nx, inner.centery + f.px(2)), "bottomleft")
            text.blit(surface, row.detail, Face.JOST, f.font_px(13.5), Setzer.MUTED, (nx, inner.centery + f.px(1)), "topleft")
        else:
            text.blit(surface, name, Face.JOST_SEMI, f.font_px(19), Setzer.INK, (nx, inner.centery), "midleft")
        seal_col = self._seal_column()
        right = inner.right - f.px(12) - seal_col
        text.blit(surface, format_points(row.score), Face.SPARTAN_HEAVY, f.font_px(24),
                  Setzer.VERMILION if row.highlight else Setzer.INK, (right, inner.centery + f.px(2)), "midright")
        if row.verified:
            mark = seal(f.px(22))
            surface.blit(mark, mark.get_rect(center=(inner.right - f.px(2) - seal_col // 2, inner.centery)))
