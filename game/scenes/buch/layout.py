"""Screen regions of the Speedbuch board for landscape and portrait (DESIGN.md grids)."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.buch.geometry import COLS, ROWS
from game.render.layout import scale_for
from game.scenes.buch.board_state import BoardCommand

MIN_TARGET = 44  # DESIGN.md touch targets: the smallest tap area


@dataclass
class BoardLayout:
    """Every rectangle the board scene draws into, plus the tile grid."""

    size: tuple[int, int]
    portrait: bool
    s: float
    top_bar: pygame.Rect
    status: pygame.Rect  # portrait strip (goals / status); zero-size in landscape
    bubble: pygame.Rect
    bruno: pygame.Rect  # Bruno on his books
    candle: pygame.Rect
    word_bar: pygame.Rect
    folio: pygame.Rect
    page: pygame.Rect
    buttons: dict[BoardCommand, pygame.Rect]  # Abgeben, Mischen, Hinweis
    protocol: pygame.Rect
    history_bar: pygame.Rect  # portrait "Verlauf"; zero-size in landscape
    caption: pygame.Rect  # small text under the buttons (landscape)
    pitch: float
    tile: int
    origin: tuple[float, float]  # top-left of the tile grid (column 0, row 0 cell)
    top_buttons: dict[BoardCommand, pygame.Rect] = field(default_factory=dict)  # menu, theme (and sound) icons

    def centre(self, col: int, row: float) -> tuple[float, float]:
        """Screen centre of a cell; ``row`` may be fractional (during falls)."""
        p = self.pitch
        return (self.origin[0] + col * p + p / 2, self.origin[1] + (row + 0.5 * (col % 2)) * p + p / 2)

    def cell_at(self, pos: tuple[int, int], strict: float = 0.5) -> tuple[int, int] | None:
        """The cell under ``pos``; ``strict`` < 0.5 only accepts points near the centre (drags)."""
        p = self.pitch
        x, y = pos
        col = int((x - self.origin[0]) // p)
        if not 0 <= col < COLS:
            return None
        row_f = (y - self.origin[1] - 0.5 * (col % 2) * p) / p
        row = int(row_f // 1)
        if not 0 <= row < ROWS:
            return None
        cx, cy = self.centre(col, row)
        if strict < 0.5:
            if (x - cx) ** 2 + (y - cy) ** 2 > (strict * p) ** 2:
                return None
        return col, row


def compute(size: tuple[int, int]) -> BoardLayout:
    """Lay the board screen out for ``size``."""
    w, h = size
    s = scale_for(size)
    lay = _portrait(size, s) if h > w else _landscape(size, s)
    tb = lay.top_bar
    edge = max(MIN_TARGET, int(48 * s))  # DESIGN.md touch targets: at least 44 px
    y = tb.centery - edge // 2
    lay.top_buttons = {BoardCommand.MENU: pygame.Rect(tb.x, y, edge, edge),
                       BoardCommand.THEME: pygame.Rect(tb.right - edge, y, edge, edge)}
    if not lay.portrait:
        lay.top_buttons[BoardCommand.SOUND] = pygame.Rect(tb.right - 2 * edge - int(12 * s), y, edge, edge)
    return lay


def pause_menu(L: BoardLayout, count: int) -> list[pygame.Rect]:
    """The pause menu's ``count`` buttons, one under the other in the middle of the screen."""
    s = L.s
    w, h = int(380 * s), int(64 * s)
    cx = L.size[0] // 2
    top = L.size[1] // 2 - (count * (h + 14 * s)) // 2 + int(30 * s)
    return [pygame.Rect(cx - w // 2, int(top + i * (h + 14 * s)), w, h) for i in range(count)]


def history_sheet(L: BoardLayout) -> tuple[pygame.Rect, pygame.Rect]:
    """The full history's card and the scrolling area inside it."""
    s = L.s
    card = pygame.Rect(0, 0, int(min(L.size[0] - 40 * s, 620 * s)), int(L.size[1] - 120 * s))
    card.center = (L.size[0] // 2, L.size[1] // 2)
    view = pygame.Rect(card.x, int(card.y + 58 * s), card.w, int(card.h - 70 * s - 20 * s))
    return card, view


def _grid(page: pygame.Rect, s: float) -> tuple[float, int, tuple[float, float]]:
    p = min((page.h - 28 * s) / 8.5, (page.w - 48 * s) / 7)
    tile = int(p - 6 * s)
    gw = COLS * p
    gh = (ROWS + 0.5) * p
    ox = page.x + (page.w - gw) / 2
    oy = page.y + (page.h - gh) / 2
    return p, tile, (ox, oy)


def _landscape(size: tuple[int, int], s: float) -> BoardLayout:
    w, h = size
    m = int(20 * s)
    g = int(20 * s)
    avail = w - 2 * m - 2 * g
    lw = int(avail * 25 / 94)
    cw = avail - 2 * lw
    lx, cx = m, m + lw + g
    rx = cx + cw + g
    top_h = int(64 * s)
    top = pygame.Rect(m, int(12 * s), w - 2 * m, top_h)
    y0 = top.bottom + int(12 * s)
    word_bar = pygame.Rect(cx, y0, cw, int(80 * s))
    folio = pygame.Rect(cx, word_bar.bottom + int(18 * s), cw, h - word_bar.bottom - int(18 * s) - int(12 * s))
    page = folio.inflate(-int(16 * s), -int(16 * s))
    p, tile, origin = _grid(page, s)
    bubble = pygame.Rect(lx + 4, y0 + int(8 * s), lw - 8, int(96 * s))
    bh = int(62 * s)
    caption = pygame.Rect(lx, h - int(40 * s), lw, int(24 * s))
    hint = pygame.Rect(lx, caption.y - int(6 * s) - bh, lw, bh)
    shuffle = pygame.Rect(lx, hint.y - int(12 * s) - bh, lw, bh)
    # Abgeben heads the stack (as the rules name it: tap the last tile again, Enter, the word bar or this button)
    submit = pygame.Rect(lx, shuffle.y - int(12 * s) - bh, lw, bh)
    bruno = pygame.Rect(lx, bubble.bottom + int(30 * s), int(lw * 0.68), submit.y - bubble.bottom - int(40 * s))
    candle = pygame.Rect(bruno.right, bruno.y, lw - bruno.w, bruno.h)
    protocol = pygame.Rect(rx, y0, lw, h - y0 - int(20 * s))
    return BoardLayout(size, False, s, top, pygame.Rect(0, 0, 0, 0), bubble, bruno, candle, word_bar, folio, page,
                       {BoardCommand.SUBMIT: submit, BoardCommand.SHUFFLE: shuffle, BoardCommand.HINT: hint}, protocol,
                       pygame.Rect(0, 0, 0, 0), caption, p, tile, origin)


def _portrait(size: tuple[int, int], s: float) -> BoardLayout:
    w, h = size
    m = int(16 * s)
    gap = int(10 * s)
    top = pygame.Rect(m, int(10 * s), w - 2 * m, int(60 * s))
    status = pygame.Rect(m, top.bottom + gap, w - 2 * m, int(52 * s))
    row = pygame.Rect(m, status.bottom + gap, w - 2 * m, int(110 * s))
    bruno = pygame.Rect(row.x, row.y, int(row.w * 0.22), row.h)
    candle = pygame.Rect(row.right - int(row.w * 0.16), row.y, int(row.w * 0.16), row.h)
    bubble = pygame.Rect(bruno.right + int(14 * s), row.y + int(6 * s), candle.x - bruno.right - int(28 * s), int(76 * s))
    word_bar = pygame.Rect(m, row.bottom + gap, w - 2 * m, int(70 * s))
    history_h = max(MIN_TARGET, int(42 * s))  # a tap target: never below 44 px
    history = pygame.Rect(m, h - int(10 * s) - history_h, w - 2 * m, history_h)
    p_target = 68 * s
    folio_h = int(p_target * 8.5 + 28 * s + 16 * s)
    bh = max(MIN_TARGET, int(56 * s))
    protocol_min = int(150 * s)
    spare = history.y - gap - protocol_min - gap - bh - gap - (word_bar.bottom + gap)
    folio_h = min(folio_h, spare)
    folio_w = min(w - 2 * m, int(folio_h * 0.9))
    folio = pygame.Rect((w - folio_w) // 2, word_bar.bottom + gap + int(4 * s), folio_w, folio_h)
    page = folio.inflate(-int(16 * s), -int(16 * s))
    p, tile, origin = _grid(page, s)
    by = folio.bottom + gap + int(6 * s)
    bw = (w - 2 * m - 2 * gap) // 3
    buttons = {
        BoardCommand.SHUFFLE: pygame.Rect(m, by, bw, bh),
        BoardCommand.HINT: pygame.Rect(m + bw + gap, by, bw, bh),
        BoardCommand.SUBMIT: pygame.Rect(m + 2 * (bw + gap), by, w - 2 * m - 2 * (bw + gap), bh),
    }
    protocol = pygame.Rect(m, by + bh + gap + int(4 * s), w - 2 * m, history.y - gap - (by + bh + gap + int(4 * s)))
    return BoardLayout(size, True, s, top, status, bubble, bruno, candle, word_bar, folio, page, buttons, protocol,
                       history, pygame.Rect(0, 0, 0, 0), p, tile, origin)
