"""Procedural art of the title screen: print-shop table, night library shelves, mini sheet, Bruno, candle."""
from __future__ import annotations

import math
import random

import pygame

from game.lazy_numpy import np  # numpy loads on first use, not before the title
from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.theme import Buch, BuchDay, BuchNight, Setzer, hex_rgb
from game.render.tiles import BuchKind, buch_tile, setzer_tile, tile_margin

BOOK_COLOURS = [hex_rgb(c) for c in ("#5A1F1A", "#6E2A1E", "#2E3F2A", "#37452E", "#4A3420", "#6B4A22", "#243447",
                                     "#3B2A4A", "#7A5A2A", "#5C3A1E", "#2A2A2A", "#803A26", "#41522F", "#8A6A3A")]


def print_shop(size: tuple[int, int]) -> pygame.Surface:
    """Ink-navy table: gradient, faint noise, vignette."""
    def build() -> pygame.Surface:
        surf = art.gradient_v(size, Setzer.TABLE_TOP, Setzer.TABLE_BOTTOM)
        art.add_grain(surf, 5, seed=21)
        surf.blit(art.vignette(size, 120, 0.45), (0, 0))
        return surf
    return cached(("menu-print", size), build)


def library(size: tuple[int, int], s: float, day: bool = False, seed: int = 4) -> pygame.Surface:
    """Blurred book shelves (drawn small, scaled up = depth of field), darkened for night."""
    def build() -> pygame.Surface:
        w, h = max(2, size[0]), max(2, size[1])
        k = 3  # drawn at a third of the size, then scaled up (soft focus)
        sw, sh = max(2, w // k), max(2, h // k)
        small = pygame.Surface((sw, sh))
        wall = (24, 16, 11) if not day else (190, 160, 120)
        small.fill(wall)
        rng = random.Random(seed)
        u = s / k  # design px -> small px
        shelf_gap = 150 * u
        board = max(2, int(16 * u))
        y = -30 * u
        while y < sh:
            bottom = int(y + shelf_gap)
            x = -rng.uniform(0, 20) * u
            while x < sw:
                bw = rng.uniform(11, 24) * u
                bh = rng.uniform(0.62, 0.9) * (shelf_gap - board)
                col = rng.choice(BOOK_COLOURS)
                col = art.shade(col, rng.uniform(0.75, 1.15))
                if day:
                    col = art.lerp_color(col, (200, 170, 130), 0.35)
                rect = pygame.Rect(int(x), int(bottom - board - bh), max(1, int(bw) - 1), int(bh))
                if rng.random() < 0.08:  # a leaning book
                    pts = [(rect.x, rect.bottom), (rect.right, rect.bottom), (rect.right + rect.w * 0.8, rect.y + 4 * u), (rect.x + rect.w * 0.8, rect.y)]
                    pygame.draw.polygon(small, col, pts)
                    x += bw * 1.6
                    continue
                pygame.draw.rect(small, col, rect)
                band = art.shade(col, 1.35)
                for by in (0.12, 0.8):
                    pygame.draw.line(small, band, (rect.x, rect.y + rect.h * by), (rect.right - 1, rect.y + rect.h * by), max(1, int(2 * u)))
                if rng.random() < 0.5:
                    pygame.draw.rect(small, art.shade(col, 1.5), (rect.x + rect.w // 4, rect.y + rect.h * 0.3, max(1, rect.w // 2), max(1, int(10 * u))))
                pygame.draw.line(small, art.shade(col, 0.6), (rect.right, rect.y), (rect.right, rect.bottom))
                x += bw
                if rng.random() < 0.06:
                    x += rng.uniform(8, 30) * u
            plank = pygame.Rect(0, bottom - board, sw, board)
            pygame.draw.rect(small, BuchNight.SHELF if not day else BuchDay.SHELF, plank)
            pygame.draw.line(small, art.shade(BuchNight.SHELF if not day else BuchDay.SHELF, 1.4), plank.topleft, plank.topright)
            pygame.draw.rect(small, (10, 6, 4) if not day else (120, 90, 60), (0, plank.bottom, sw, max(1, int(6 * u))))
            y += shelf_gap
        big = pygame.transform.smoothscale(small, (w, h))
        big = art.blur(big, max(2, int(5 * s)))
        if not day:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            veil.fill((8, 5, 3, 120))
            big.blit(veil, (0, 0))
        else:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            veil.fill((*BuchDay.BACKGROUND, 120))
            big.blit(veil, (0, 0))
        big.blit(art.vignette((w, h), 150 if not day else 60, 0.3), (0, 0))
        return big
    return cached(("menu-library", size, round(s, 3), day, seed), build)


# --- mini sheet (Setzer) ------------------------------------------------------------------------
SHEET_COLS, SHEET_ROWS = 7, 5
SHEET_PREMIUMS = {(0, 1): "2B", (5, 1): "3B", (3, 2): "2W", (6, 2): "2B", (3, 3): "★", (6, 3): "3W", (0, 4): "3W", (2, 4): "3B", (4, 4): "2B"}
SHEET_TILES = {(1, 0): ("S", 1), (2, 0): ("E", 1), (3, 0): ("T", 1), (4, 0): ("Z", 3), (5, 0): ("E", 1), (6, 0): ("R", 1),
               (1, 1): ("P", 4), (1, 2): ("E", 1), (1, 3): ("E", 1), (1, 4): ("D", 1)}
PREMIUM_COLOURS = {"2B": (Setzer.DL, Setzer.DL_LABEL), "3B": (Setzer.TL, Setzer.TL_LABEL), "2W": (Setzer.DW, Setzer.DW_LABEL),
                   "★": (Setzer.DW, Setzer.DW_LABEL), "3W": (Setzer.TW, Setzer.TW_LABEL)}


def mini_sheet(size: tuple[int, int], s: float) -> pygame.Surface:
    """A corner of the Druckbogen with SETZER / SPEED set in wood type (design 340 x 248)."""
    def build() -> pygame.Surface:
        w, h = size
        pad = int(14 * s)
        out = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
        out.blit(art.shadow((w, h), int(3 * s), pad, 150), (0, int(6 * s)))
        sheet = art.paper((w, h), Setzer.PAPER, seed=8, grain=8)
        cell = (w - 30 * s) / SHEET_COLS
        gx, gy = 16 * s, 12 * s
        for (c, r), label in SHEET_PREMIUMS.items():
            rect = pygame.Rect(round(gx + c * cell + 1), round(gy + r * cell + 1), round(cell - 2), round(cell - 2))
            fill, ink = PREMIUM_COLOURS[label]
            pygame.draw.rect(sheet, fill, rect, border_radius=max(1, int(2 * s)))
            if label == "★":
                _star(sheet, Setzer.DW_LABEL, rect.center, cell * 0.26)
            else:
                text.blit(sheet, label, Face.SPARTAN, max(8, int(cell * 0.3)), ink, (rect.centerx, rect.centery + int(s)), "center")
        for i in range(SHEET_COLS + 1):
            x = round(gx + i * cell)
            pygame.draw.line(sheet, Setzer.GRID, (x, gy), (x, gy + SHEET_ROWS * cell))
        for j in range(SHEET_ROWS + 1):
            y = round(gy + j * cell)
            pygame.draw.line(sheet, Setzer.GRID, (gx, y), (gx + SHEET_COLS * cell, y))
        _crosshair(sheet, (int(8 * s), int(8 * s)), int(6 * s))
        out.blit(sheet, (pad, pad))
        t = int(cell * 0.9)
        m = tile_margin(t)
        for (c, r), (ch, v) in SHEET_TILES.items():
            cx = pad + gx + c * cell + cell / 2
            cy = pad + gy + r * cell + cell / 2
            out.blit(setzer_tile(t, ch, v), (round(cx - t / 2 - m), round(cy - t / 2 - m)))
        return out
    return cached(("menu-sheet", size, round(s, 3)), build)


def _star(surface: pygame.Surface, color, center, radius: float) -> None:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = radius if i % 2 == 0 else radius * 0.45
        pts.append((center[0] + math.cos(a) * r, center[1] + math.sin(a) * r))
    pygame.draw.polygon(surface, color, pts)


def _crosshair(surface: pygame.Surface, center, r: int) -> None:
    pygame.draw.circle(surface, Setzer.MUTED, center, max(2, r // 2), 1)
    pygame.draw.line(surface, Setzer.MUTED, (center[0] - r, center[1]), (center[0] + r, center[1]))
    pygame.draw.line(surface, Setzer.MUTED, (center[0], center[1] - r), (center[0], center[1] + r))


# --- library still life (Buch) -------------------------------------------------------------------
def bruno(height: int, blink: bool = False, worried: bool = False) -> pygame.Surface:
    """Bruno the bookworm from shaded circles, facing right (height in px)."""
    def build() -> pygame.Surface:
        k = 2
        H = height * k
        W = int(H * 1.45)
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        u = H / 100.0
        segs = [(10, 78, 9), (20, 72, 10.5), (31, 69, 11.5), (43, 70, 12), (55, 72, 12.5), (66, 68, 12.5)]
        for (x, y, r) in segs:
            for fx in (-0.45, 0.35):  # little feet
                _dot(surf, Buch.BRUNO_SHADE, 255, ((x + fx * r) * u, (y + r * 0.92) * u), r * u * 0.26)
        for (x, y, r) in segs:
            body = art.circle_surface(int(r * u), art.shade(Buch.BRUNO, 1.12), Buch.BRUNO_SHADE)
            surf.blit(body, (x * u - r * u, y * u - r * u))
            _dot(surf, Buch.BRUNO_BELLY, 150, (x * u, (y + r * 0.55) * u), r * u * 0.42)
            _dot(surf, art.shade(Buch.BRUNO, 1.45), 170, (x * u - r * u * 0.32, y * u - r * u * 0.45), r * u * 0.26)
        # scarf
        pygame.draw.ellipse(surf, Buch.BRUNO_SCARF, pygame.Rect(68 * u, 56 * u, 22 * u, 10 * u))
        pygame.draw.polygon(surf, Buch.BRUNO_SCARF, [(80 * u, 62 * u), (86 * u, 62 * u), (84 * u, 80 * u), (77 * u, 78 * u)])
        # head
        hx, hy, hr = 86, 40, 20
        head = art.circle_surface(int(hr * u), art.shade(Buch.BRUNO, 1.15), Buch.BRUNO_SHADE)
        surf.blit(head, (hx * u - hr * u, hy * u - hr * u))
        _dot(surf, art.shade(Buch.BRUNO, 1.45), 170, (hx * u - 8 * u, hy * u - 10 * u), 5 * u)
        # antennae
        for ax, tip in ((78, (70, 8)), (92, (98, 6))):
            pygame.draw.line(surf, Buch.BRUNO_SHADE, (ax * u, 24 * u), (tip[0] * u, tip[1] * u), max(2, int(2.2 * u)))
            pygame.draw.circle(surf, Buch.BRUNO_SHADE, (tip[0] * u, tip[1] * u), 3.4 * u)
        # glasses and eyes
        for ex in (79, 95):
            pygame.draw.circle(surf, (250, 248, 240), (ex * u, 40 * u), 6.6 * u)
            if blink:
                pygame.draw.line(surf, (30, 30, 20), ((ex - 4) * u, 41 * u), ((ex + 4) * u, 41 * u), max(2, int(1.6 * u)))
            else:
                pygame.draw.circle(surf, (25, 22, 18), ((ex + 1.5) * u, 41 * u), 2.8 * u)
                pygame.draw.circle(surf, (255, 255, 255), ((ex + 2.4) * u, 39.6 * u), 1.0 * u)
            pygame.draw.circle(surf, Buch.BRUNO_GLASSES, (ex * u, 40 * u), 7.2 * u, max(2, int(2 * u)))
        pygame.draw.line(surf, Buch.BRUNO_GLASSES, (86 * u, 39 * u), (88 * u, 39 * u), max(2, int(2 * u)))
        if worried:
            pygame.draw.circle(surf, (60, 30, 20), (88 * u, 52 * u), 2.6 * u)
        else:
            pygame.draw.arc(surf, (60, 40, 25), pygame.Rect(82 * u, 44 * u, 12 * u, 9 * u), math.pi * 1.1, math.pi * 1.9, max(2, int(1.8 * u)))
        _dot(surf, hex_rgb("#E89A7A"), 140, (99 * u, 49 * u), 3.4 * u)
        _dot(surf, hex_rgb("#E89A7A"), 110, (74 * u, 49 * u), 3.0 * u)
        return pygame.transform.smoothscale(surf, (W // k, H // k))
    return cached(("bruno", height, blink, worried), build)


def _dot(surface: pygame.Surface, color, alpha: int, center, radius: float) -> None:
    """A blended translucent disc (pygame.draw would overwrite the alpha instead of blending)."""
    r = max(1, int(radius))
    dot = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    pygame.draw.circle(dot, (*color, alpha), (r + 1, r + 1), r)
    surface.blit(dot, (center[0] - r - 1, center[1] - r - 1))


def book_stack(width: int, s: float) -> pygame.Surface:
    """Three books lying on top of each other."""
    def build() -> pygame.Surface:
        bh = int(13 * s)
        specs = [(0.0, 0.92, hex_rgb("#1F2F44")), (0.08, 0.86, hex_rgb("#6E2A1E")), (0.02, 0.96, hex_rgb("#2B3A52"))]
        h = bh * 3 + int(4 * s)
        surf = pygame.Surface((width, h), pygame.SRCALPHA)
        for i, (off, frac, col) in enumerate(specs):
            y = i * bh
            x = int(width * off)
            w = int(width * frac)
            rect = pygame.Rect(x, y, w, bh - max(1, int(s)))
            pygame.draw.rect(surf, col, rect, border_radius=max(1, int(2 * s)))
            pages = rect.inflate(-int(10 * s), -int(6 * s))
            pages.x = rect.x + int(8 * s)
            pygame.draw.rect(surf, hex_rgb("#EDE3CC"), pages)
            for ly in range(pages.y + 2, pages.bottom, max(2, int(2 * s))):
                pygame.draw.line(surf, hex_rgb("#CFC2A6"), (pages.x, ly), (pages.right - 1, ly))
            pygame.draw.rect(surf, art.shade(col, 1.3), (rect.x + int(2 * s), rect.y + int(3 * s), int(5 * s), max(1, int(2 * s))))
        return surf
    return cached(("bookstack", width, round(s, 3)), build)


def candle_body(s: float) -> pygame.Surface:
    """Brass holder with a cream candle (flame drawn separately); design 70 x 160."""
    def build() -> pygame.Surface:
        w, h = int(70 * s), int(160 * s)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        wax = pygame.Rect(int(20 * s), int(30 * s), int(26 * s), int(112 * s))
        body = art.gradient_v(wax.size, hex_rgb("#F7EEDB"), hex_rgb("#E2D2B2"))
        # cylinder shading: darker at the sides
        arr = pygame.surfarray.pixels3d(body)
        xs = np.linspace(-1, 1, wax.w)[:, None, None]
        arr[:] = np.clip(arr * (1 - 0.28 * xs ** 2), 0, 255).astype(np.uint8)
        del arr
        surf.blit(body, wax)
        pygame.draw.ellipse(surf, hex_rgb("#FBF5E8"), (wax.x, wax.y - int(4 * s), wax.w, int(8 * s)))
        for dx, dl in ((4, 18), (17, 30)):
            pygame.draw.rect(surf, hex_rgb("#F4EAD5"), (wax.x + int(dx * s), wax.y, int(4 * s), int(dl * s)), border_radius=int(2 * s))
        pygame.draw.line(surf, (40, 30, 20), (wax.centerx, wax.y - int(3 * s)), (wax.centerx, wax.y - int(11 * s)), max(1, int(2 * s)))
        gold = (Buch.GOLD_LIGHT, Buch.GOLD_DARK)
        dish = pygame.Rect(int(2 * s), int(138 * s), int(62 * s), int(14 * s))
        surf.blit(art.clip_rounded(art.gradient_v(dish.size, *gold), dish.h // 2), dish)
        cup = pygame.Rect(int(14 * s), int(130 * s), int(38 * s), int(14 * s))
        surf.blit(art.clip_rounded(art.gradient_v(cup.size, *gold), int(5 * s)), cup)
        ring = pygame.Rect(int(58 * s), int(130 * s), int(12 * s), int(14 * s))
        pygame.draw.arc(surf, Buch.GOLD_DARK, ring, -math.pi / 2, math.pi / 2, max(2, int(3 * s)))
        return surf
    return cached(("candle", round(s, 3)), build)


def flame(s: float, flicker: float) -> pygame.Surface:
    """The candle flame; ``flicker`` in 0.95..1.05 scales it (quantised for caching)."""
    q = round(flicker, 2)

    def build() -> pygame.Surface:
        k = 3
        w, h = int(16 * s * k), int(34 * s * k * q)
        surf = pygame.Surface((max(2, w), max(2, h)), pygame.SRCALPHA)
        pygame.draw.ellipse(surf, (255, 150, 40, 220), (0, h * 0.25, w, h * 0.75))
        pygame.draw.polygon(surf, (255, 150, 40, 220), [(w * 0.5, 0), (w * 0.08, h * 0.6), (w * 0.92, h * 0.6)])
        pygame.draw.ellipse(surf, (255, 226, 140, 255), (w * 0.22, h * 0.42, w * 0.56, h * 0.5))
        pygame.draw.ellipse(surf, (255, 250, 225, 255), (w * 0.36, h * 0.6, w * 0.28, h * 0.3))
        return pygame.transform.smoothscale(surf, (max(1, w // k), max(1, h // k)))
    return cached(("flame", round(s, 3), q), build)


def shelf_board(width: int, s: float) -> pygame.Surface:
    """The small wooden shelf carrying Bruno, the BUCH stones and the candle."""
    def build() -> pygame.Surface:
        h = int(18 * s)
        surf = pygame.Surface((width, h + int(10 * s)), pygame.SRCALPHA)
        surf.blit(art.shadow((width, h), int(2 * s), int(8 * s), 160), (-int(8 * s), -int(2 * s)))
        plank = art.wood((width, h), hex_rgb("#5A3A22"), hex_rgb("#3A2414"), seed=9, rings=0.3)
        pygame.draw.line(plank, hex_rgb("#7A5434"), (0, 0), (width, 0), max(1, int(2 * s)))
        surf.blit(plank, (0, 0))
        return surf
    return cached(("shelfboard", width, round(s, 3)), build)


BUCH_WORD = (("B", 20, BuchKind.NORMAL), ("U", 15, BuchKind.NORMAL), ("C", 20, BuchKind.LEINEN), ("H", 15, BuchKind.GOLD))


def buch_word_tiles(size: int) -> list[pygame.Surface]:
    """The four stones B U C H (C in Leinen, H with Goldschnitt)."""
    return [buch_tile(size, ch, v, kind) for ch, v, kind in BUCH_WORD]
