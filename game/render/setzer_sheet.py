"""The paper sheet (grid, A–O / 1–15, premium squares) and the steel composing stick, pre-rendered."""
from __future__ import annotations

import math
import random

import pygame

from game.render.fonts import Face, font
from game.render.setzer_tiles import _draw_star, hollow_letter
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Setzer

COLUMNS = "ABCDEFGHIJKLMNO"
N = 15

_PREMIUM_STYLE = {
    "2B": (Setzer.DL, Setzer.DL_LABEL),
    "3B": (Setzer.TL, Setzer.TL_LABEL),
    "2W": (Setzer.DW, Setzer.DW_LABEL),
    "3W": (Setzer.TW, Setzer.TW_LABEL),
}


def _paper(size: tuple[int, int], seed: int = 7) -> pygame.Surface:
    """Paper with faint fibres and speckles."""
    surf = pygame.Surface(size)
    surf.fill(Setzer.PAPER)
    rng = random.Random(seed)
    w, h = size
    speck = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(w * h // 90):
        x, y = rng.randrange(w), rng.randrange(h)
        shade = rng.choice(((120, 100, 70, 22), (255, 255, 255, 40), (150, 130, 100, 16)))
        speck.fill(shade, (x, y, 1 + rng.random() * 1.5, 1))
    for _ in range(w * h // 2500):
        x, y = rng.randrange(w), rng.randrange(h)
        a = rng.uniform(0, math.pi)
        ln = rng.uniform(3, 10)
        pygame.draw.aaline(speck, (140, 120, 90, 26), (x, y), (x + ln * math.cos(a), y + ln * math.sin(a)))
    surf.blit(speck, (0, 0))
    return surf


def premium_square(cell: int, label: str, centre_star: bool = False) -> pygame.Surface:
    """One coloured premium square with its short label (2B, 3B, 2W, 3W) or the centre star."""
    return _premium_square(int(cell), label, centre_star)


@surface_cache(maxsize=32, max_bytes=4 * MB)
def _premium_square(cell: int, label: str, centre_star: bool) -> pygame.Surface:
    fill, ink = _PREMIUM_STYLE[label]
    inset = max(2, int(cell * 0.06))
    surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
    rect = pygame.Rect(inset, inset, cell - 2 * inset, cell - 2 * inset)
    pygame.draw.rect(surf, fill, rect, border_radius=max(2, int(cell * 0.06)))
    if label == "3W":
        pygame.draw.rect(surf, Setzer.TW_EDGE, rect, 1, border_radius=max(2, int(cell * 0.06)))
    if centre_star:
        _draw_star(surf, rect.center, cell * 0.28, ink)
    else:
        text = font(Face.SPARTAN, int(cell * 0.30)).render(label, True, ink)
        surf.blit(text, text.get_rect(center=(rect.centerx, rect.centery + int(cell * 0.03))))
    return surf


def sheet_margin(cell: int) -> int:
    """Paper margin around the 15x15 grid for a given cell size (holds the coordinates)."""
    return max(14, int(round(cell * 0.45)))


def render_sheet(cell: int, labels: tuple[tuple[str, ...], ...], margin: int | None = None) -> pygame.Surface:
    """The empty sheet: paper, premiums with labels, grid, coordinates and register marks.

    ``labels`` is 15 rows of 15 premium labels ("" for a plain square).
    """
    return _render_sheet(int(cell), labels, int(margin if margin is not None else sheet_margin(cell)))


@surface_cache(maxsize=4, max_bytes=48 * MB, window_sized=True)
def _render_sheet(cell: int, labels: tuple[tuple[str, ...], ...], margin: int) -> pygame.Surface:
    side = N * cell + 2 * margin
    surf = _paper((side, side))
    grid = pygame.Rect(margin, margin, N * cell, N * cell)
    for r in range(N):
        for c in range(N):
            label = labels[r][c]
            if label:
                surf.blit(premium_square(cell, label, (r, c) == (7, 7)), (margin + c * cell, margin + r * cell))
    for i in range(N + 1):
        x = margin + i * cell
        pygame.draw.line(surf, Setzer.GRID, (x, grid.top), (x, grid.bottom - 1))
        pygame.draw.line(surf, Setzer.GRID, (grid.left, x), (grid.right - 1, x))
    pygame.draw.rect(surf, _darker(Setzer.GRID, 0.25), grid, 1)
    cf = font(Face.JOST_MEDIUM, max(11, int(margin * 0.62)))
    for i in range(N):
        t = cf.render(COLUMNS[i], True, Setzer.MUTED)
        surf.blit(t, t.get_rect(center=(margin + i * cell + cell // 2, margin // 2)))
        t = cf.render(str(i + 1), True, Setzer.MUTED)
        surf.blit(t, t.get_rect(center=(margin // 2, margin + i * cell + cell // 2)))
    # register marks (crosshair circles) in the corners, as on a printer's proof
    for x, y in ((margin, margin), (side - margin, margin), (margin, side - margin), (side - margin, side - margin)):
        rr = max(4, margin // 3)
        pygame.draw.circle(surf, Setzer.INK, (x, y), rr, 1)
        pygame.draw.line(surf, Setzer.INK, (x - rr - 3, y), (x + rr + 3, y))
        pygame.draw.line(surf, Setzer.INK, (x, y - rr - 3), (x, y + rr + 3))
    # a soft edge so the paper lies on the table
    pygame.draw.rect(surf, _darker(Setzer.PAPER, 0.18), surf.get_rect(), 1)
    return surf


def _darker(c, amount: float):
    return tuple(int(v * (1 - amount)) for v in c)


@surface_cache(maxsize=8, max_bytes=16 * MB, window_sized=True)
def render_stick(width: int, height: int, slot: int, slots: int = 7) -> pygame.Surface:
    """The steel composing stick (Winkelhaken): knee on the left, channel with slots, screw knob on the right."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    body = pygame.Rect(0, int(height * 0.06), width, int(height * 0.88))
    radius = max(3, height // 14)
    # steel body with a vertical gradient
    grad = pygame.Surface(body.size, pygame.SRCALPHA)
    for y in range(body.height):
        t = y / max(1, body.height - 1)
        col = _steel(t)
        pygame.draw.line(grad, col, (0, y), (body.width, y))
    mask = pygame.Surface(body.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(grad, body)
    pygame.draw.rect(surf, Setzer.STEEL_DARK, body, 1, border_radius=radius)
    # brushed-steel streaks: drawn on their own layer and blended (drawing a translucent colour straight
    # onto the stick would replace its pixels and leave see-through dark scratches)
    streaks = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    rng = random.Random(3)
    for _ in range(width // 6):
        y = rng.randrange(body.top + 2, body.bottom - 2)
        x = rng.randrange(radius, width - radius)
        ln = rng.randrange(10, 60)
        pygame.draw.line(streaks, (255, 255, 255, 18), (x, y), (min(width - radius, x + ln), y))
    surf.blit(streaks, (0, 0))
    # knee (the fixed end) on the left
    knee = pygame.Rect(int(height * 0.08), 0, int(height * 0.30), height)
    for x in range(knee.width):
        t = x / max(1, knee.width - 1)
        pygame.draw.line(surf, _steel(0.15 + 0.7 * abs(t - 0.35)), (knee.x + x, 2), (knee.x + x, height - 3))
    pygame.draw.rect(surf, Setzer.STEEL_DARK, knee.inflate(0, -2), 1, border_radius=3)
    # the channel where type sits
    channel = channel_rect(width, height)
    pygame.draw.rect(surf, (52, 58, 63), channel, border_radius=max(2, radius - 1))
    inner = pygame.Surface(channel.size, pygame.SRCALPHA)
    for y in range(channel.height):
        a = int(90 * (1 - y / max(1, channel.height - 1)))
        pygame.draw.line(inner, (0, 0, 0, a), (0, y), (channel.width, y))
    surf.blit(inner, channel)
    pygame.draw.rect(surf, (30, 34, 38), channel, 1, border_radius=max(2, radius - 1))
    pygame.draw.line(surf, (235, 240, 242), (channel.left + 2, channel.bottom), (channel.right - 2, channel.bottom))
    # knurled screw knob on the right
    kx = width - int(height * 0.30)
    ky = height // 2
    kr = int(height * 0.22)
    pygame.draw.circle(surf, Setzer.STEEL_DARK, (kx, ky), kr + 1)
    pygame.draw.circle(surf, _steel(0.2), (kx, ky), kr)
    for k in range(12):
        a = 2 * math.pi * k / 12
        pygame.draw.line(surf, Setzer.STEEL_DARK, (kx + kr * 0.45 * math.cos(a), ky + kr * 0.45 * math.sin(a)),
                         (kx + kr * 0.95 * math.cos(a), ky + kr * 0.95 * math.sin(a)))
    pygame.draw.circle(surf, _steel(0.05), (kx, ky), max(2, kr // 3))
    return surf


def channel_rect(width: int, height: int) -> pygame.Rect:
    """Where the type sits inside a stick surface of this size."""
    left = int(height * 0.50)
    right = width - int(height * 0.60)
    return pygame.Rect(left, int(height * 0.14), right - left, int(height * 0.74))


def _steel(t: float) -> tuple[int, int, int]:
    a, b = Setzer.STEEL_LIGHT, Setzer.STEEL_DARK
    t = max(0.0, min(1.0, t))
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


@surface_cache(maxsize=64, max_bytes=4 * MB)
def slot_gap(size: int) -> pygame.Surface:
    """An empty rack slot: a dark pocket with a dashed outline where a tile left."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (40, 46, 51, 220), rect, border_radius=max(2, int(size * 0.12)))
    dash = max(3, size // 10)
    col = (120, 130, 136)
    inner = rect.inflate(-3, -3)
    for x in range(inner.left + 3, inner.right - 3, dash * 2):
        pygame.draw.line(surf, col, (x, inner.top), (min(x + dash, inner.right - 3), inner.top))
        pygame.draw.line(surf, col, (x, inner.bottom - 1), (min(x + dash, inner.right - 3), inner.bottom - 1))
    for y in range(inner.top + 3, inner.bottom - 3, dash * 2):
        pygame.draw.line(surf, col, (inner.left, y), (inner.left, min(y + dash, inner.bottom - 3)))
        pygame.draw.line(surf, col, (inner.right - 1, y), (inner.right - 1, min(y + dash, inner.bottom - 3)))
    return surf


def render_mini_sheet(cell: int, labels: tuple[tuple[str, ...], ...], tiles: tuple[tuple[int, int, str], ...],
                      marked: tuple[tuple[int, int, str], ...] = (), mark_colour=Setzer.VALID,
                      played: tuple[tuple[int, int, str], ...] = ()) -> pygame.Surface:
    """A small sheet (no coordinates): tiles as little type, ``marked`` tiles ringed green, ``played`` ones red."""
    pad = max(3, cell // 3)
    side = N * cell + 2 * pad
    surf = _paper((side, side), seed=3)
    for r in range(N):
        for c in range(N):
            label = labels[r][c]
            rect = pygame.Rect(pad + c * cell, pad + r * cell, cell, cell)
            if label:
                pygame.draw.rect(surf, _PREMIUM_STYLE[label][0], rect.inflate(-2, -2), border_radius=2)
    for i in range(N + 1):
        pygame.draw.line(surf, Setzer.GRID, (pad + i * cell, pad), (pad + i * cell, pad + N * cell))
        pygame.draw.line(surf, Setzer.GRID, (pad, pad + i * cell), (pad + N * cell, pad + i * cell))
    f = font(Face.SPARTAN, max(11, int(cell * 0.72)))
    marked_cells = {(r, c) for r, c, _ in marked}
    played = tuple(t for t in played if (t[0], t[1]) not in marked_cells)
    for group, ring in ((tiles, None), (played, Setzer.VERMILION), (marked, mark_colour)):
        for r, c, letter in group:
            rect = pygame.Rect(pad + c * cell + 1, pad + r * cell + 1, cell - 2, cell - 2)
            blank = letter.islower()
            face = Setzer.WOOD if ring is None else (250, 240, 214)
            pygame.draw.rect(surf, Setzer.WOOD_SIDE, rect.move(0, 1), border_radius=2)
            pygame.draw.rect(surf, face, rect, border_radius=2)
            if ring is not None:
                pygame.draw.rect(surf, ring, rect.inflate(2, 2), 2, border_radius=3)
            if blank:  # the Joker as on the big sheet: its letter hollow and red
                g = hollow_letter(round(cell * 1.2), letter.upper())
            else:
                g = f.render(letter.upper(), True, Setzer.INK)
            surf.blit(g, g.get_rect(center=(rect.centerx, rect.centery + 1)))
    pygame.draw.rect(surf, _darker(Setzer.PAPER, 0.18), surf.get_rect(), 1)
    return surf
