"""Pre-rendered Speedbuch tile surfaces, cached per (token, kind, state, size, theme).

A tile image is the face plus its darker side band and a soft shadow; ``TILE_PAD``
px of margin surround the face so the shadow fits.  Blit it at
``(x - pad, y - pad)`` where (x, y) is the face's top-left corner.
"""
from __future__ import annotations

import math
import random
import zlib
from enum import Enum
from functools import lru_cache

import pygame

from game.buch.tiles import TileKind, display_token, token_value
from game.render.buch_draw import (
    SS,
    aa_round_rect,
    ellipse_glow,
    lerp_color,
    radial_glow,
    shade,
    soft_shadow,
    tile_letter,
    vgradient,
)
from game.render.fonts import Face, font
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Buch, BuchDay, BuchNight


class TileLook(Enum):
    """Visual state of a tile."""

    NORMAL = "normal"
    SELECTED = "selected"
    HINT = "hint"
    TYPED = "typed"  # matches typed letters (keyboard play)


def tile_pad(size: int) -> int:
    """Margin around the face inside a tile image."""
    return max(4, int(size * 0.14))


def tile_side(size: int) -> int:
    """Height of a tile's side below its face (the image is that much taller than wide)."""
    return max(2, int(round(size * 0.07)))


def tile_reach(x: float, y: float, size: int) -> pygame.Rect:
    """Every pixel a plain tile centred at (x, y) draws: its picture with rounding slack, reaching side/2 higher
    (a scaled or fading tile is centred on its face, not on its picture)."""
    pad = tile_pad(size)
    side = tile_side(size)
    return pygame.Rect(int(x - size / 2 - pad) - 2, int(y - size / 2 - pad) - 2 - side // 2,
                       size + 2 * pad + 4, size + 2 * pad + side + side // 2 + 4)


def palette(night: bool):
    """The theme class for night or day."""
    return BuchNight if night else BuchDay


def tile_image(token: str, kind: TileKind, look: TileLook, size: int, night: bool) -> pygame.Surface:
    """The cached tile image (face + side + shadow)."""
    return _tile_image(token, kind, look, int(size), bool(night))


@surface_cache(maxsize=4096, max_bytes=48 * MB)
def _tile_image(token: str, kind: TileKind, look: TileLook, size: int, night: bool) -> pygame.Surface:
    pad = tile_pad(size)
    out = _tile_base(kind, size, night).copy()
    face = _face(token, kind, size, palette(night))
    out.blit(face, (pad, pad))
    for overlay in _look_overlays(look, size):
        out.blit(overlay, (pad, pad))
    return out


@surface_cache(maxsize=32, max_bytes=8 * MB)
def _tile_base(kind: TileKind, size: int, night: bool) -> pygame.Surface:
    """Shadow and side of a tile (the same for every letter of a kind): each tile image starts as a copy."""
    pal = palette(night)
    pad = tile_pad(size)
    side = tile_side(size)
    radius = size * 0.16
    out = pygame.Surface((size + 2 * pad, size + 2 * pad + side), pygame.SRCALPHA)
    shadow = soft_shadow((size, size + side), radius, pad // 2 + 2, 150 if night else 95)
    out.blit(shadow, (pad - (pad // 2 + 2), pad - (pad // 2 + 2) + max(1, side // 2)))
    side_col = _side_color(kind, pal)
    out.blit(aa_round_rect((size, size), side_col, radius), (pad, pad + side))
    return out


@lru_cache(maxsize=16)
def _look_overlays(look: TileLook, size: int) -> tuple[pygame.Surface, ...]:
    """What a look lays over the face, in order (tint, ring); blitted, never drawn on."""
    radius = size * 0.16
    if look is TileLook.SELECTED:
        warm = aa_round_rect((size, size), (255, 214, 120), radius)
        warm.set_alpha(58)
        ring = aa_round_rect((size, size), (0, 0, 0, 0), radius, border=max(2.0, size * 0.042), border_color=Buch.GOLD_MID)
        return warm, ring
    if look is TileLook.HINT:
        tint = aa_round_rect((size, size), Buch.HINT, radius)
        tint.set_alpha(30)
        ring = aa_round_rect((size, size), (0, 0, 0, 0), radius, border=max(2.0, size * 0.04), border_color=Buch.HINT)
        return tint, ring
    if look is TileLook.TYPED:
        return (aa_round_rect((size, size), (0, 0, 0, 0), radius, border=max(2.0, size * 0.035), border_color=(90, 140, 200)),)
    return ()


def _side_color(kind: TileKind, pal) -> tuple[int, int, int]:
    if kind is TileKind.LEINEN:
        return shade(Buch.LEINEN, -0.4)
    if kind is TileKind.GOLD:
        return Buch.GOLD_DARK
    if kind is TileKind.KRISTALL:
        return shade(Buch.CRYSTAL_DARK, -0.3)
    if kind is TileKind.GLUT:
        return (24, 8, 4)
    return pal.TILE_SIDE


def _face(token: str, kind: TileKind, size: int, pal) -> pygame.Surface:
    rng = random.Random(zlib.crc32(f"{token}|{kind.value}|{size}".encode()) & 0xFFFF)  # not hash(): it changes per run
    letter_col, value_col = pal.LETTER, pal.VALUE
    if kind in (TileKind.LEINEN, TileKind.GOLD, TileKind.NORMAL):
        face = _face_ground(kind, size, pal is BuchNight).copy()  # the same for every letter
        if kind is TileKind.LEINEN:
            letter_col, value_col = Buch.LEINEN_LETTER, (222, 205, 150)
    elif kind is TileKind.KRISTALL:
        face = _face_ground(kind, size, False).copy()
        _facets(face, size, rng)
        face.blit(_face_extra(kind, size), (0, 0))  # the white rim
        letter_col, value_col = Buch.CRYSTAL_LETTER, shade(Buch.CRYSTAL_LETTER, 0.25)
    elif kind is TileKind.GLUT:
        face = _face_ground(kind, size, False).copy()
        _cracks(face, size, rng)
        face.blit(_face_extra(kind, size), (size * 0.05, size * 0.05))  # the inner glow
        letter_col, value_col = Buch.EMBER_LETTER, (255, 170, 90)
    # letter and value: on small tiles the 11 px value would run into the letter, so the letter moves up or shrinks
    shown = display_token(token)
    gold = kind is TileKind.GOLD
    (lsize, centre), (val_text, corner) = face_text_places(token, size, gold)
    if kind is TileKind.GLUT:
        glow = tile_letter(shown, lsize, (255, 120, 40))
        glow = pygame.transform.gaussian_blur(_pad_surface(glow, 6), 3)
        r = glow.get_rect(center=(centre[0], centre[1] - size * 0.02))
        face.blit(glow, r)
    glyph = tile_letter(shown, lsize, letter_col)
    r = glyph.get_rect(center=centre)
    if kind is TileKind.LEINEN:
        emb = tile_letter(shown, lsize, shade(Buch.LEINEN, -0.5))
        face.blit(emb, r.move(1, 1))
    face.blit(glyph, r)
    val = _value_font(size).render(val_text, True, value_col)
    face.blit(val, val.get_rect(bottomright=corner))
    return face


@surface_cache(maxsize=32, max_bytes=8 * MB)
def _face_extra(kind: TileKind, size: int) -> pygame.Surface:
    """What a Kristall (its rim) or Glut face (its inner glow) gets over its letter-bound marks."""
    if kind is TileKind.KRISTALL:
        return aa_round_rect((size, size), (0, 0, 0, 0), size * 0.16, border=max(1.5, size * 0.035), border_color=(255, 255, 255))
    return ellipse_glow((int(size * 0.9), int(size * 0.9)), Buch.GLOW, 70)


@surface_cache(maxsize=32, max_bytes=8 * MB)
def _face_ground(kind: TileKind, size: int, night: bool) -> pygame.Surface:
    """A face before anything that depends on its letter (copied, never drawn on); Kristall and Glut ignore ``night``."""
    pal = palette(night)
    radius = size * 0.16
    if kind is TileKind.KRISTALL:
        return aa_round_rect((size, size), Buch.CRYSTAL_LIGHT, radius,
                             fill=vgradient((size, size), Buch.CRYSTAL_LIGHT, Buch.CRYSTAL_DARK))
    if kind is TileKind.GLUT:
        return aa_round_rect((size, size), Buch.EMBER_TOP, radius, fill=vgradient((size, size), Buch.EMBER_TOP, Buch.EMBER_BOTTOM))
    if kind is TileKind.LEINEN:
        fill = _linen(size)
        face = aa_round_rect((size, size), Buch.LEINEN, radius, fill=fill)
        inset = size * 0.08
        frame = aa_round_rect((size - 2 * inset, size - 2 * inset), (0, 0, 0, 0), radius * 0.6, border=max(1.2, size * 0.022),
                              border_color=(214, 186, 112))
        face.blit(frame, (inset, inset))
    elif kind is TileKind.GOLD:
        face = aa_round_rect((size, size), pal.TILE_FACE, radius,
                             fill=vgradient((size, size), shade(pal.TILE_FACE, 0.3), shade(pal.TILE_FACE, -0.04)))
        gilt = _gilt_ring(size, radius)
        face.blit(gilt, (0, 0))
    else:
        face = aa_round_rect((size, size), pal.TILE_FACE, radius,
                             fill=vgradient((size, size), shade(pal.TILE_FACE, 0.35), shade(pal.TILE_FACE, -0.045)))
        hl = aa_round_rect((int(size * 0.84), max(1, int(size * 0.05))), (255, 255, 255), size * 0.025)
        hl.set_alpha(110)
        face.blit(hl, (size * 0.08, size * 0.035))
    return face


def face_text_places(token: str, size: int, gold: bool = False) -> tuple[tuple[float, tuple[float, float]], tuple[str, tuple[float, float]]]:
    """Where a tile face's letter and value go: ((letter px, letter centre), (value text, value bottom-right))."""
    scale, cx, cy = letter_fit(size, gold, token if token in DESCENDERS else "")
    lsize = size * (0.50 if token == "QU" else 0.60) * scale
    return (lsize, (cx, cy)), (str(token_value(token)), _value_corner(size, gold))


def _value_font(size: int) -> pygame.font.Font:
    return font(Face.JOST_SEMI, max(11, int(size * 0.17)))  # DESIGN.md: 0.17 x tile, never below 11 px


def _value_corner(size: int, gold: bool) -> tuple[float, float]:
    return (size * 0.84, size * 0.87) if gold else (size * 0.91, size * 0.96)


DESCENDERS = frozenset({"J", "QU"})  # their tails reach below the line: placed on their own if they must


@lru_cache(maxsize=512)
def letter_fit(size: int, gold: bool = False, token: str = "") -> tuple[float, float, float]:
    """(letter scale, centre x, centre y) on a tile face of ``size``: no letter comes within 2 px of the value.

    All letters of one size share a place, so a row of tiles reads evenly: first they move up (as far as the
    umlaut dots allow), then they shrink a little. Only J and Qu, whose tails hang low, may get less
    (Qu may also move left: the Q's tail sweeps right).
    """
    from game.buch.tiles import TOKENS

    if token in DESCENDERS:
        scale, _, cy = letter_fit(size, gold)
        tokens: tuple[str, ...] = (token,)
    else:
        scale, cy = 1.0, size * 0.49
        tokens = tuple(t for t in TOKENS if t not in DESCENDERS)
    value_mask = _value_zone(size, gold)
    top_room = size * (0.13 if gold else 0.08)  # the umlaut dots stay on the face (on Goldschnitt, by the gilt)
    shifts = range(0, int(size * 0.1) + 1) if token == "QU" else (0,)
    while True:
        glyphs = [tile_letter(display_token(t), size * (0.50 if t == "QU" else 0.60) * scale, (0, 0, 0)) for t in tokens]
        masks = [(pygame.mask.from_surface(g), g.get_rect()) for g in glyphs]
        dots = tile_letter("Ü", size * 0.60 * scale, (0, 0, 0))
        highest = min(dots.get_bounding_rect().top - dots.get_height() / 2, 0)  # the dots' top, above the centre
        for shift in shifts:
            cx = size * 0.47 - shift
            for lift in range(0, max(0, int(cy + highest - top_room)) + 1):
                y = cy - lift
                if all(value_mask.overlap(m, _offset(r.move_to(center=(cx, y)).topleft)) is None for m, r in masks):
                    return scale, cx, y
        if scale <= 0.6:
            return scale, size * 0.47, cy
        px = round(size * 0.60 * scale)
        while scale > 0.6 and round(size * 0.60 * scale) == px:  # the next step that changes the letters' pixel size
            scale = round(scale - 0.02, 2)


_GAP = 2  # px of paper at least between a letter and the value


def _offset(pos: tuple[int, int]) -> tuple[int, int]:
    return pos[0] + _GAP, pos[1] + _GAP  # the value zone starts the gap before the face


@lru_cache(maxsize=64)
def _value_zone(size: int, gold: bool) -> pygame.mask.Mask:
    """Where the values of a face of ``size`` are drawn, grown by the gap (offset by the gap)."""
    from game.buch.tiles import TOKENS

    vf = _value_font(size)
    near = pygame.Surface((size + 2 * _GAP, size + 2 * _GAP), pygame.SRCALPHA)
    corner = _value_corner(size, gold)
    for v in sorted({token_value(t) for t in TOKENS}):
        img = vf.render(str(v), True, (0, 0, 0))
        x, y = img.get_rect(bottomright=corner).topleft
        for dx in range(0, 2 * _GAP + 1):
            for dy in range(0, 2 * _GAP + 1):
                near.blit(img, (x + dx, y + dy))
    return pygame.mask.from_surface(near)


def _pad_surface(s: pygame.Surface, pad: int) -> pygame.Surface:
    out = pygame.Surface((s.get_width() + 2 * pad, s.get_height() + 2 * pad), pygame.SRCALPHA)
    out.blit(s, (pad, pad))
    return out


def _linen(size: int) -> pygame.Surface:
    surf = vgradient((size, size), shade(Buch.LEINEN, 0.12), shade(Buch.LEINEN, -0.12))
    light = shade(Buch.LEINEN, 0.2)
    dark = shade(Buch.LEINEN, -0.2)
    for i in range(0, size, 2):
        pygame.draw.line(surf, light if i % 4 == 0 else dark, (0, i), (size, i))
    lines = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(0, size, 3):
        pygame.draw.line(lines, (*shade(Buch.LEINEN, -0.25), 70), (i, 0), (i, size))
    surf.blit(lines, (0, 0))
    return surf


def _gilt_ring(size: int, radius: float) -> pygame.Surface:
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    inset = int(size * 0.12 * SS)
    grad = vgradient((size * SS, size * SS), Buch.GOLD_LIGHT, Buch.GOLD_DARK)
    mid = vgradient((size * SS, size * SS), Buch.GOLD_MID, Buch.GOLD_DARK)
    pygame.draw.rect(big, (255, 255, 255), big.get_rect(), border_radius=int(radius * SS))
    big.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    hole = big.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(big, (0, 0, 0, 0), hole, border_radius=int(radius * SS * 0.45))
    # page-edge lines along the gilt border
    for k in range(1, 4):
        off = int(inset * k / 4)
        r = big.get_rect().inflate(-2 * off, -2 * off)
        pygame.draw.rect(big, (*Buch.GOLD_DARK, 120), r, width=max(1, SS // 2 + 1), border_radius=int(radius * SS * (1 - k / 6)))
    pygame.draw.rect(big, (*shade(Buch.GOLD_DARK, -0.2), 255), hole, width=SS, border_radius=int(radius * SS * 0.45))
    del mid
    return pygame.transform.smoothscale(big, (size, size))


def _facets(face: pygame.Surface, size: int, rng: random.Random) -> None:
    over = pygame.Surface((size, size), pygame.SRCALPHA)
    pts = [(0, 0), (size * 0.55, 0), (size, size * 0.4), (size, size), (size * 0.35, size), (0, size * 0.6)]
    c = (size * (0.45 + rng.random() * 0.1), size * (0.45 + rng.random() * 0.1))
    for i in range(len(pts)):
        a, b = pts[i], pts[(i + 1) % len(pts)]
        light = (i % 2 == 0)
        col = (255, 255, 255, 70) if light else (80, 120, 170, 45)
        pygame.draw.polygon(over, col, [c, a, b])
        pygame.draw.line(over, (255, 255, 255, 110), c, a, 1)
    over.blit(_face_mask(size), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    face.blit(over, (0, 0))


@surface_cache(maxsize=8, max_bytes=4 * MB)
def _face_mask(size: int) -> pygame.Surface:
    """A face's rounded shape in white (a mask, blitted with BLEND_RGBA_MIN)."""
    return aa_round_rect((size, size), (255, 255, 255), size * 0.16)


def _cracks(face: pygame.Surface, size: int, rng: random.Random) -> None:
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    s = size * SS
    for _ in range(5):
        x, y = rng.uniform(0.15, 0.85) * s, rng.uniform(0.15, 0.85) * s
        ang = rng.uniform(0, math.tau)
        pts = [(x, y)]
        for _ in range(rng.randint(3, 5)):
            ang += rng.uniform(-0.9, 0.9)
            step = rng.uniform(0.08, 0.16) * s
            x = min(s * 0.95, max(s * 0.05, x + math.cos(ang) * step))
            y = min(s * 0.95, max(s * 0.05, y + math.sin(ang) * step))
            pts.append((x, y))
        pygame.draw.lines(big, (*Buch.CRACK, 200), False, pts, max(2, int(SS * size * 0.035)))
        pygame.draw.lines(big, (*Buch.CRACK_HOT, 255), False, pts, max(1, int(SS * size * 0.014)))
    small = pygame.transform.smoothscale(big, (size, size))
    glow = pygame.transform.gaussian_blur(small, max(1, size // 22))
    face.blit(glow, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    face.blit(small, (0, 0))


@surface_cache(maxsize=64, max_bytes=16 * MB)
def ember_glow(size: int, level: int) -> pygame.Surface:
    """Light an ember spills on its neighbours; ``level`` 0..7 is its row (deeper = stronger)."""
    intensity = 0.18 + 0.42 * level / 7
    return radial_glow(int(size * 1.25), Buch.GLOW, int(255 * min(1.0, intensity * 1.25)), falloff=1.8)


@surface_cache(maxsize=16, max_bytes=8 * MB)
def warn_ring(size: int, red: bool) -> pygame.Surface:
    """Amber (rows 6–7) or red (row 8) outline around an ember, with a dashed halo."""
    pad = tile_pad(size)
    out = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    col = (226, 52, 40) if red else (240, 160, 50)
    ring = aa_round_rect((size + 6, size + 6), (0, 0, 0, 0), size * 0.18, border=3 if red else 2.2, border_color=col)
    out.blit(ring, (pad - 3, pad - 3))
    # dashed halo
    cx = cy = (size + 2 * pad) / 2
    r = size * 0.5 + pad * 0.8
    for i in range(24):
        if i % 2:
            continue
        a0, a1 = i / 24 * math.tau, (i + 0.8) / 24 * math.tau
        p0 = (cx + math.cos(a0) * r, cy + math.sin(a0) * r)
        p1 = (cx + math.cos(a1) * r, cy + math.sin(a1) * r)
        pygame.draw.line(out, (*col, 170), p0, p1, 2)
    return out


@surface_cache(maxsize=64, max_bytes=4 * MB)
def hint_badge(size: int, number: int) -> pygame.Surface:
    """Green round number badge for hint steps."""
    d = max(18, int(size * 0.34))
    surf = pygame.Surface((d + 4, d + 4), pygame.SRCALPHA)
    from game.render.buch_draw import aa_circle
    aa_circle(surf, (255, 255, 255), ((d + 4) / 2, (d + 4) / 2), d / 2 + 1.5)
    aa_circle(surf, Buch.HINT, ((d + 4) / 2, (d + 4) / 2), d / 2 - 0.5)
    g = font(Face.JOST_SEMI, int(d * 0.62)).render(str(number), True, (255, 255, 255))
    surf.blit(g, g.get_rect(center=((d + 4) / 2, (d + 4) / 2)))
    return surf


@surface_cache(maxsize=2048, max_bytes=32 * MB)
def tile_scaled(token: str, kind: TileKind, look: TileLook, size: int, night: bool, step: int) -> pygame.Surface:
    """A tile image scaled to ``step``/20 of its size (cached for shrink and shuffle animations)."""
    img = tile_image(token, kind, look, size, night)
    f = step / 20
    return pygame.transform.smoothscale(img, (max(1, int(img.get_width() * f)), max(1, int(img.get_height() * f))))


def warm_jobs(size: int, night: bool):
    """Yield once per tile image rendered into the cache: plain and selected ivory tiles, then embers."""
    from game.buch.tiles import TOKENS

    for kind, look in ((TileKind.NORMAL, TileLook.NORMAL), (TileKind.NORMAL, TileLook.SELECTED),
                       (TileKind.GLUT, TileLook.NORMAL), (TileKind.LEINEN, TileLook.NORMAL),
                       (TileKind.GOLD, TileLook.NORMAL), (TileKind.NORMAL, TileLook.HINT),
                       (TileKind.KRISTALL, TileLook.NORMAL)):
        for tok in TOKENS:
            tile_image(tok, kind, look, size, night)
            yield


def scaled(surf: pygame.Surface, factor: float) -> pygame.Surface:
    """A scaled copy (used for shrink/pop animations; not cached)."""
    w = max(1, int(surf.get_width() * factor))
    h = max(1, int(surf.get_height() * factor))
    return pygame.transform.smoothscale(surf, (w, h))


def lerp_col(a, b, t):
    """Re-export for views."""
    return lerp_color(a, b, t)
