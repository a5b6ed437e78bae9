"""The journey's hall rules on the tiles: bookmark, chain, map, dust, fuse, rare seal and the dark.

Every overlay is a cached surface the size of a tile image (``tile_pad`` margin
included), blitted at the same place as the tile.  ``draw_tile_marks`` is the
one call a board view makes per tile; it reads the engine's state (marks, dark
rows, rare goal) and draws nothing for tiles without a rule.
"""
from __future__ import annotations

import math

import pygame

from game.buch.hall_rules import MarkKind, TileMark, is_rare
from game.render import buch_art as art
from game.render.buch_draw import aa_circle, aa_round_rect, shade, text, vgradient
from game.render.buch_tiles import tile_pad, tile_side
from game.render.fonts import Face
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Buch

CHAIN_DARK = (58, 56, 60)
CHAIN_LIGHT = (170, 168, 176)
DUST = (196, 190, 178)
SEAL = (120, 36, 92)
FUSE_CORD = (122, 92, 52)


def _canvas(size: int) -> tuple[pygame.Surface, int]:
    pad = tile_pad(size)
    side = tile_side(size)
    return pygame.Surface((size + 2 * pad, size + 2 * pad + side), pygame.SRCALPHA), pad


def mark_overlay(mark: TileMark, size: int, night: bool) -> pygame.Surface:
    """The overlay for a mark (cached per kind, fuse count, size and theme)."""
    return _mark_overlay(mark.kind, mark.count, int(size), bool(night))


@surface_cache(maxsize=256, max_bytes=16 * MB)
def _mark_overlay(kind: MarkKind, count: int, size: int, night: bool) -> pygame.Surface:
    out, pad = _canvas(size)
    if kind is MarkKind.BOOKMARK:
        _bookmark(out, pad, size)
    elif kind is MarkKind.CHAIN:
        _chains(out, pad, size)
    elif kind is MarkKind.MAP:
        _map(out, pad, size, night)
    elif kind is MarkKind.DUST:
        _dust(out, pad, size)
    elif kind is MarkKind.FUSE:
        _fuse(out, pad, size, count)
    return out


def _bookmark(out: pygame.Surface, pad: int, size: int) -> None:
    """A red silk bookmark hanging over the top edge on the right, with "×2"."""
    w, h = size * 0.2, size * 0.46
    x0 = pad + size * 0.72
    y0 = pad - size * 0.06
    pts = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0 + w / 2, y0 + h - w * 0.55), (x0, y0 + h)]
    pygame.draw.polygon(out, shade(Buch.RIBBON, -0.35), [(x + 1, y + 1) for x, y in pts])
    pygame.draw.polygon(out, Buch.RIBBON, pts)
    pygame.draw.line(out, shade(Buch.RIBBON, 0.25), (x0 + w * 0.3, y0), (x0 + w * 0.3, y0 + h - w * 0.3), 1)
    label = text(Face.JOST_BOLD, max(9, size * 0.15), "×2", (255, 236, 220))
    out.blit(label, label.get_rect(center=(x0 + w / 2, y0 + h * 0.42)))


def _chains(out: pygame.Surface, pad: int, size: int) -> None:
    """Two iron chains crossing the face and a padlock at the bottom left; the letter stays readable."""
    link_w, link_h = size * 0.2, size * 0.12
    for (ax, ay), (bx, by) in (((0.02, 0.2), (0.98, 0.92)), ((0.02, 0.92), (0.98, 0.2))):
        n = 6
        ang = math.degrees(math.atan2((by - ay), (bx - ax)))
        for i in range(n):
            t = (i + 0.5) / n
            cx = pad + size * (ax + (bx - ax) * t)
            cy = pad + size * (ay + (by - ay) * t)
            link = pygame.Surface((int(link_w) + 4, int(link_h) + 4), pygame.SRCALPHA)
            r = pygame.Rect(2, 2, int(link_w), int(link_h))
            pygame.draw.ellipse(link, (*CHAIN_DARK, 245), r, max(3, int(size * 0.05)))
            pygame.draw.ellipse(link, (*CHAIN_LIGHT, 220), r.inflate(-2, -2), 1)
            link = pygame.transform.rotate(link, -ang + (90 if i % 2 else 0) * 0)
            if i % 2:
                link = pygame.transform.scale(link, (max(1, int(link.get_width() * 0.8)), max(1, int(link.get_height() * 0.8))))
            out.blit(link, link.get_rect(center=(cx, cy)))
    # padlock
    lw, lh = size * 0.26, size * 0.2
    lx, ly = pad + size * 0.06, pad + size * 0.7
    pygame.draw.arc(out, CHAIN_DARK, (lx + lw * 0.18, ly - lh * 0.55, lw * 0.64, lh * 1.0), 0, math.pi, max(2, int(size * 0.04)))
    body = aa_round_rect((int(lw), int(lh)), (0, 0, 0, 0), size * 0.04,
                         fill=vgradient((int(lw), int(lh)), (214, 176, 86), (150, 112, 40)))
    out.blit(body, (lx, ly))
    aa_circle(out, (60, 40, 20), (lx + lw / 2, ly + lh * 0.45), max(1.5, size * 0.025))


def _map(out: pygame.Surface, pad: int, size: int, night: bool) -> None:
    """A rolled map covering the whole face: parchment, coast line, compass dot; no letter."""
    radius = size * 0.16
    face = aa_round_rect((size, size), Buch.PARCHMENT, radius,
                         fill=vgradient((size, size), shade(Buch.PARCHMENT, 0.12), shade(Buch.PARCHMENT, -0.12)))
    ink = Buch.PARCHMENT_INK
    # rolled ends
    for y in (size * 0.1, size * 0.9):
        pygame.draw.line(face, shade(Buch.PARCHMENT, -0.35), (size * 0.08, y), (size * 0.92, y), max(2, int(size * 0.06)))
    # coast line and a dotted route
    pts = [(size * (0.18 + 0.64 * i / 8), size * (0.5 + 0.16 * math.sin(i * 1.3))) for i in range(9)]
    pygame.draw.lines(face, (70, 110, 140), False, pts, max(1, int(size * 0.035)))
    for i in range(4):
        pygame.draw.circle(face, Buch.RIBBON, (size * (0.3 + 0.12 * i), size * 0.32 + i * size * 0.02), max(1, size * 0.018))
    pygame.draw.line(face, Buch.RIBBON, (size * 0.64, size * 0.64), (size * 0.74, size * 0.74), max(2, int(size * 0.035)))
    pygame.draw.line(face, Buch.RIBBON, (size * 0.74, size * 0.64), (size * 0.64, size * 0.74), max(2, int(size * 0.035)))
    rim = aa_round_rect((size, size), (0, 0, 0, 0), radius, border=max(1.5, size * 0.03), border_color=ink)
    face.blit(rim, (0, 0))
    out.blit(face, (pad, pad))
    arrow = art.icon_surface("forward", max(10, int(size * 0.24)), ink)
    arrow = pygame.transform.rotate(arrow, -90)
    out.blit(arrow, arrow.get_rect(midbottom=(pad + size / 2, pad + size * 0.98)))


def _dust(out: pygame.Surface, pad: int, size: int) -> None:
    """A grey veil of dust with a few specks and a "5+" tag top left."""
    veil = aa_round_rect((size, size), (*DUST, 120), size * 0.16)
    out.blit(veil, (pad, pad))
    rng = [((i * 37) % 97 / 97, (i * 61) % 89 / 89) for i in range(26)]
    for fx, fy in rng:
        pygame.draw.circle(out, (120, 114, 104, 170), (pad + size * (0.08 + 0.84 * fx), pad + size * (0.08 + 0.84 * fy)),
                           max(1, size * 0.018))
    tag = aa_round_rect((int(size * 0.36), int(size * 0.24)), (92, 86, 78), size * 0.06)
    out.blit(tag, (pad + size * 0.04, pad + size * 0.04))
    label = text(Face.JOST_BOLD, max(9, size * 0.17), "5+", (245, 240, 228))
    out.blit(label, label.get_rect(center=(pad + size * 0.22, pad + size * 0.16)))


def _fuse(out: pygame.Surface, pad: int, size: int, count: int) -> None:
    """A fuse cord curling from the top left with a spark, and the moves left in a round badge."""
    pts = [(pad + size * (0.06 + 0.05 * i), pad + size * (0.5 - 0.4 * i / 6) + math.sin(i * 1.7) * size * 0.03) for i in range(7)]
    pygame.draw.lines(out, FUSE_CORD, False, pts, max(2, int(size * 0.05)))
    spark = pts[-1]
    for k in range(6):
        a = k / 6 * math.tau
        pygame.draw.line(out, (255, 210, 90), spark, (spark[0] + math.cos(a) * size * 0.08, spark[1] + math.sin(a) * size * 0.08), 1)
    aa_circle(out, (255, 170, 60), spark, max(2.0, size * 0.035))
    d = max(16, int(size * 0.34))
    cx, cy = pad + size * 0.04 + d / 2, pad + size - d / 2 - size * 0.02
    urgent = count <= 2
    aa_circle(out, (255, 255, 255), (cx, cy), d / 2 + 1.5)
    aa_circle(out, (200, 60, 30) if urgent else (150, 96, 30), (cx, cy), d / 2 - 0.5)
    num = text(Face.JOST_BOLD, d * 0.62, str(count), (255, 255, 255))
    out.blit(num, num.get_rect(center=(cx, cy)))


@surface_cache(maxsize=16, max_bytes=4 * MB)
def rare_seal(size: int) -> pygame.Surface:
    """A small wax seal for rare letters (levels with a rare-letter goal), top left of the face."""
    out, pad = _canvas(size)
    r = max(5.0, size * 0.12)
    c = (pad + size * 0.05 + r, pad + size * 0.05 + r)
    for k in range(10):
        a = k / 10 * math.tau
        aa_circle(out, shade(SEAL, -0.2), (c[0] + math.cos(a) * r * 0.8, c[1] + math.sin(a) * r * 0.8), r * 0.35)
    aa_circle(out, SEAL, c, r)
    aa_circle(out, shade(SEAL, 0.25), (c[0] - r * 0.25, c[1] - r * 0.25), r * 0.35)
    glyph = text(Face.GARAMOND_BOLD, r * 1.3, "R", (250, 226, 236))
    out.blit(glyph, glyph.get_rect(center=c))
    return out


@surface_cache(maxsize=16, max_bytes=8 * MB)
def dark_cover(size: int, night: bool) -> pygame.Surface:
    """A tile lying in the dark: its letter is hidden under a near-black veil with a faint outline."""
    out, pad = _canvas(size)
    for i in range(size):  # an opaque veil, lighter at the bottom where the candle light begins
        k = i / max(1, size - 1)
        col = (int(14 + 20 * k), int(10 + 16 * k), int(8 + 11 * k))
        inset = max(0.0, size * 0.16 - min(i, size - 1 - i)) if min(i, size - 1 - i) < size * 0.16 else 0.0
        cut = size * 0.16 - math.sqrt(max(0.0, (size * 0.16) ** 2 - inset ** 2)) if inset else 0.0
        pygame.draw.line(out, (*col, 255), (pad + cut, pad + i), (pad + size - 1 - cut, pad + i))
    rim = aa_round_rect((size, size), (0, 0, 0, 0), size * 0.16, border=max(1.0, size * 0.02),
                        border_color=(90, 70, 50) if night else (120, 100, 80))
    out.blit(rim, (pad, pad))
    return out


def draw_tile_marks(surface: pygame.Surface, game, tile, cell: tuple[int, int], centre: tuple[float, float],
                    size: int, night: bool) -> None:
    """Draw the hall-rule overlays of one tile centred at ``centre`` (nothing for a tile without rules)."""
    marks = game.marks
    dark = game.dark_rows and game.is_dark(cell)
    rare = game.level is not None and game.level.rare_goal and is_rare(tile.token)
    mark = marks.get(tile.id) if marks else None
    if mark is None and not dark and not rare:
        return
    pad = tile_pad(size)
    at = (centre[0] - size / 2 - pad, centre[1] - size / 2 - pad)
    if dark:
        surface.blit(dark_cover(size, night), at)
        return
    if mark is not None:
        surface.blit(mark_overlay(mark, size, night), at)
    if rare and (mark is None or mark.kind is not MarkKind.MAP):
        surface.blit(rare_seal(size), at)


@surface_cache(maxsize=64, max_bytes=4 * MB)
def rule_icon(name: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    """A small icon for a hall rule on the map card (map, dust, candle, seal; others from the art set)."""
    if name not in ("map", "dust", "candle", "seal"):
        return art.icon_surface(name, size, color)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    if name == "map":
        pts = [(s * 0.1, s * 0.2), (s * 0.37, s * 0.1), (s * 0.63, s * 0.2), (s * 0.9, s * 0.1), (s * 0.9, s * 0.8),
               (s * 0.63, s * 0.9), (s * 0.37, s * 0.8), (s * 0.1, s * 0.9)]
        pygame.draw.polygon(out, color, pts, max(1, s // 10))
        pygame.draw.line(out, color, (s * 0.37, s * 0.1), (s * 0.37, s * 0.8), max(1, s // 14))
        pygame.draw.line(out, color, (s * 0.63, s * 0.2), (s * 0.63, s * 0.9), max(1, s // 14))
    elif name == "dust":
        for i, (fx, fy) in enumerate(((0.3, 0.3), (0.65, 0.25), (0.5, 0.55), (0.25, 0.7), (0.75, 0.7), (0.5, 0.85))):
            aa_circle(out, color, (s * fx, s * fy), s * (0.1 if i % 2 else 0.07))
    elif name == "candle":
        pygame.draw.rect(out, color, (s * 0.36, s * 0.42, s * 0.28, s * 0.5), border_radius=max(1, s // 12))
        pygame.draw.polygon(out, color, [(s * 0.5, s * 0.05), (s * 0.64, s * 0.3), (s * 0.5, s * 0.38), (s * 0.36, s * 0.3)])
    else:  # seal
        aa_circle(out, color, (s / 2, s / 2), s * 0.42)
        glyph = text(Face.GARAMOND_BOLD, s * 0.6, "R", (30, 20, 16))
        out.blit(glyph, glyph.get_rect(center=(s / 2, s / 2)))
    return out
