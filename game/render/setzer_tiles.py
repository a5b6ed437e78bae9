"""Pre-rendered wooden type tiles (end-grain maple) for the Speedsetzer table, cached by size and state."""
from __future__ import annotations

import math
import random
from enum import Enum

import pygame

from game.render.fonts import Face, font
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Setzer

SS = 2  # supersampling factor: tiles are drawn twice as large, then smooth-scaled (anti-aliasing)
BLANK_CHAR = "?"


class TileState(Enum):
    """How a tile is shown."""

    NORMAL = "normal"
    LAST = "last"  # part of the last opponent move: thin Prussian inner ring
    PENDING = "pending"  # placed this turn, not yet scored: lighter face, vermilion ring
    SELECTED = "selected"  # picked up in the rack: 3 px vermilion ring (the view lifts it)
    GHOST = "ghost"  # a translucent tile (hint preview, drop target)


def _lerp(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))  # type: ignore[return-value]


def _lighten(c: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    return _lerp(c, (255, 255, 255), amount)


@surface_cache(maxsize=32, max_bytes=16 * MB)
def _grain(size: int, seed: int) -> pygame.Surface:
    """A square of maple end grain: warm gradient, faint growth rings and pores."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rng = random.Random(seed)
    top = _lighten(Setzer.WOOD, 0.10)
    bottom = _lerp(Setzer.WOOD, Setzer.WOOD_GRAIN, 0.35)
    for y in range(size):
        pygame.draw.line(surf, _lerp(top, bottom, y / max(1, size - 1)), (0, y), (size, y))
    # growth rings: arcs of circles whose centre lies far outside the tile
    cx = rng.uniform(-1.4, -0.6) * size if rng.random() < 0.5 else rng.uniform(1.6, 2.4) * size
    cy = rng.uniform(1.3, 2.2) * size
    base_r = math.hypot(cx - size / 2, cy - size / 2)
    step = size * rng.uniform(0.075, 0.11)
    ring = (*Setzer.WOOD_GRAIN, 46)
    for k in range(-9, 10):
        r = base_r + k * step + rng.uniform(-0.2, 0.2) * step
        if r <= 0:
            continue
        rect = pygame.Rect(0, 0, int(2 * r), int(2 * r))
        rect.center = (int(cx), int(cy))
        pygame.draw.ellipse(surf, ring, rect, max(1, size // 60))
    # pores: small darker flecks
    pores = pygame.Surface((size, size), pygame.SRCALPHA)
    for _ in range(size // 2):
        x, y = rng.randrange(size), rng.randrange(size)
        pores.fill((*Setzer.WOOD_GRAIN, rng.randrange(30, 80)), (x, y, max(1, size // 90), max(1, size // 70)))
    surf.blit(pores, (0, 0))
    return surf


def _rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    return mask


def tile_margin(size: int) -> int:
    """Extra pixels around a tile surface (room for the shadow) on each side."""
    return max(2, int(size * 0.12))


GRAIN_VARIANTS = 5


@surface_cache(maxsize=32, max_bytes=24 * MB)
def _tile_shadow(size: int, lift: float, alpha: int) -> pygame.Surface:
    """The blurred shadow under a tile at 2x (the slow part of a tile: one blur shared by every grain and state)."""
    m = tile_margin(size)
    big = size * SS
    bm = m * SS
    shadow = pygame.Surface((big + 2 * bm, big + 2 * bm), pygame.SRCALPHA)
    radius = max(2, int(0.12 * big))
    off = int(0.05 * big * lift)
    pygame.draw.rect(shadow, (8, 10, 14, alpha), pygame.Rect(bm, bm + off, big, big).inflate(int(0.02 * big * lift), 0),
                     border_radius=radius)
    return pygame.transform.gaussian_blur(shadow, max(1, int(0.06 * big * lift)))


@surface_cache(maxsize=256, max_bytes=48 * MB)
def _tile_base(size: int, state: TileState, variant: int) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
    """The blank wooden body of a tile at 2x (shadow, side band, grained face, ring), without letter or value."""
    m = tile_margin(size)
    big = size * SS
    bm = m * SS
    canvas = pygame.Surface((big + 2 * bm, big + 2 * bm), pygame.SRCALPHA)
    radius = max(2, int(0.12 * big))
    band = max(2, int(0.07 * big))
    # shadow: a blurred dark rounded rect, a little lower
    lift = 1.6 if state in (TileState.PENDING, TileState.SELECTED) else 1.0
    alpha = 110 if state is not TileState.GHOST else 40
    canvas.blit(_tile_shadow(size, lift, alpha), (0, 0))
    # body: side band (thickness) under the face
    body = pygame.Rect(bm, bm, big, big)
    pygame.draw.rect(canvas, Setzer.WOOD_SIDE, body, border_radius=radius)
    face_rect = pygame.Rect(bm, bm, big, big - band)
    face = _grain(big, 1000 + variant).subsurface((0, 0, big, big - band)).copy()
    if state is TileState.PENDING:
        face.fill((18, 18, 18, 0), special_flags=pygame.BLEND_RGB_ADD)
    face.blit(_rounded_mask(face.get_size(), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    canvas.blit(face, face_rect)
    # a light top edge and a darker lower edge give the face a slight bevel
    pygame.draw.rect(canvas, (*_lighten(Setzer.WOOD, 0.45), 140), face_rect, max(1, big // 40), border_radius=radius)
    pygame.draw.line(canvas, (*Setzer.WOOD_SIDE, 120), (face_rect.left + radius, face_rect.bottom - 1),
                     (face_rect.right - radius, face_rect.bottom - 1), max(1, big // 50))
    if state is TileState.PENDING:
        pygame.draw.rect(canvas, Setzer.VERMILION, body.inflate(SS, SS), 2 * SS + 1, border_radius=radius)
    elif state is TileState.SELECTED:
        pygame.draw.rect(canvas, Setzer.VERMILION, body.inflate(SS * 2, SS * 2), 3 * SS + 1, border_radius=radius)
    elif state is TileState.LAST:
        # hugging the face edge, so the letter and its value number stay clear of the ring
        pygame.draw.rect(canvas, Setzer.PRUSSIAN, face_rect.inflate(-int(0.05 * big), -int(0.05 * big)),
                         max(2, SS), border_radius=max(2, radius - int(0.025 * big)))
    return canvas, face_rect, body


def _blank_wood(size: int, letter: str, state: TileState) -> tuple[pygame.Surface, pygame.Rect]:
    """A fresh copy of the supersampled wooden tile for ``letter`` (grain chosen by the letter) and its face."""
    variant = (ord(letter[0]) * 7) % GRAIN_VARIANTS if letter else 0
    base, face_rect, _body = _tile_base(size, state, variant)
    return base.copy(), face_rect


@surface_cache(maxsize=4096, max_bytes=64 * MB)
def tile_surface(size: int, letter: str, value: int | None, state: TileState = TileState.NORMAL) -> pygame.Surface:
    """A wooden type tile of ``size`` px with letter and value; ``letter == '?'`` is a blank (star, no value).

    The surface is larger than ``size`` by ``tile_margin(size)`` on every side (for the shadow):
    blit it at ``(x - margin, y - margin)``.
    """
    size = max(8, int(size))
    m = tile_margin(size)
    big = size * SS
    canvas, face_rect = _blank_wood(size, letter, state)
    if letter == BLANK_CHAR:
        _draw_star(canvas, face_rect.center, big * 0.26, Setzer.INK)
    else:
        f = font(Face.SPARTAN, int(0.60 * big))
        glyph = f.render(letter, True, Setzer.INK)
        # Ä Ö Ü get a surface grown at the top for their dots: place by the font's height, so every
        # capital stands on the same line and only the dots rise above it
        above = max(0, glyph.get_height() - f.get_height())
        gx = face_rect.centerx - glyph.get_width() // 2 - int(0.04 * big)
        gy = face_rect.centery - f.get_height() // 2 + int(0.045 * big) - above
        canvas.blit(glyph, (gx, gy))
        if value is not None:
            num = font(Face.JOST_SEMI, int(0.22 * big)).render(str(value), True, Setzer.INK)
            canvas.blit(num, (face_rect.right - num.get_width() - int(0.08 * big),
                              face_rect.bottom - num.get_height() + int(0.02 * big)))
    out = pygame.transform.smoothscale(canvas, (size + 2 * m, size + 2 * m))
    if state is TileState.GHOST:
        out.set_alpha(150)
    return out


def warm_tiles(sizes_states: list[tuple[int, TileState]], letters: str, values: dict[str, int]) -> None:
    """Render tiles ahead of time (so the first appearance of a letter never stalls a frame)."""
    for size, state in sizes_states:
        tile_surface(size, BLANK_CHAR, None, state)
        for letter in letters:
            tile_surface(size, letter, values.get(letter), state)


def _draw_star(surface: pygame.Surface, centre: tuple[int, int], radius: float, colour) -> None:
    cx, cy = centre
    pts = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


def _hollow_big(big: int, letter: str, colour: tuple[int, int, int]) -> tuple[pygame.Surface, int]:
    """The letter drawn hollow at supersampled size ``big`` (outline 3.5 %); returns it and its padding."""
    f = font(Face.SPARTAN, int(0.60 * big))
    fill = f.render(letter, True, (255, 255, 255))
    w = max(2, int(0.035 * big))
    pad = w + 2
    canvas = pygame.Surface((fill.get_width() + 2 * pad, fill.get_height() + 2 * pad), pygame.SRCALPHA)
    solid = f.render(letter, True, colour)
    for k in range(24):
        a = 2 * math.pi * k / 24
        canvas.blit(solid, (pad + round(w * math.cos(a)), pad + round(w * math.sin(a))))
    # punch out the inside so what lies beneath (the wood of the tile) shows through
    hole = pygame.mask.from_surface(fill).to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
    canvas.blit(hole, (pad, pad), special_flags=pygame.BLEND_RGBA_SUB)
    return canvas, pad


@surface_cache(maxsize=512, max_bytes=16 * MB)
def hollow_letter(size: int, letter: str, colour: tuple[int, int, int] = Setzer.VERMILION) -> pygame.Surface:
    """The letter drawn hollow (outline 3.5 % of the size) in vermilion, on a transparent ground."""
    size = max(8, int(size))
    big = size * SS
    canvas, _pad = _hollow_big(big, letter, colour)
    scale = size / big
    return pygame.transform.smoothscale(canvas, (max(1, int(canvas.get_width() * scale)), max(1, int(canvas.get_height() * scale))))


@surface_cache(maxsize=1024, max_bytes=32 * MB)
def blank_tile_surface(size: int, letter: str, state: TileState = TileState.NORMAL) -> pygame.Surface:
    """A Joker that stands for ``letter``: a wooden tile like the others with the letter hollow and red, no value.

    Same margins as ``tile_surface`` (blit at ``(x - margin, y - margin)``); the tile covers a premium label.
    """
    size = max(8, int(size))
    m = tile_margin(size)
    big = size * SS
    canvas, face_rect = _blank_wood(size, letter, state)
    f = font(Face.SPARTAN, int(0.60 * big))
    glyph, pad = _hollow_big(big, letter, Setzer.VERMILION)
    # placed exactly like a printed capital (see tile_surface), so the Joker's letter stands on the same line
    above = max(0, glyph.get_height() - 2 * pad - f.get_height())
    gx = face_rect.centerx - (glyph.get_width() - 2 * pad) // 2 - int(0.04 * big) - pad
    gy = face_rect.centery - f.get_height() // 2 + int(0.045 * big) - above - pad
    canvas.blit(glyph, (gx, gy))
    out = pygame.transform.smoothscale(canvas, (size + 2 * m, size + 2 * m))
    if state is TileState.GHOST:
        out.set_alpha(150)
    return out


def blit_tile(surface: pygame.Surface, rect: pygame.Rect, letter: str, value: int | None,
              state: TileState = TileState.NORMAL) -> None:
    """Draw a tile into ``rect`` (its square face area, shadow spills outside)."""
    tile = tile_surface(rect.width, letter, value, state)
    m = tile_margin(rect.width)
    surface.blit(tile, (rect.x - m, rect.y - m))


def blit_tile_pressed(surface: pygame.Surface, rect: pygame.Rect, scale: float, letter: str, value: int | None) -> None:
    """A freshly printed tile pressed to ``scale`` (0.96..1) of ``rect``: the full-size tile scaled down.

    Rendering a tile at every in-between size would build (and blur) a new wooden body each frame.
    """
    tile = tile_surface(rect.width, letter, value)
    if scale >= 1.0:
        blit_tile(surface, rect, letter, value)
        return
    w, h = tile.get_size()
    small = pygame.transform.smoothscale(tile, (max(1, round(w * scale)), max(1, round(h * scale))))
    surface.blit(small, small.get_rect(center=rect.center))


def blit_blank_on_sheet(surface: pygame.Surface, rect: pygame.Rect, letter: str, state: TileState = TileState.NORMAL) -> None:
    """A Joker lying on the sheet (or on its way there): a wooden tile with the hollow red letter, no value."""
    tile = blank_tile_surface(rect.width, letter, state)
    m = tile_margin(rect.width)
    surface.blit(tile, (rect.x - m, rect.y - m))
