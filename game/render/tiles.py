"""Pre-rendered letter tiles: Setzer wood type (maple) and Speedbuch ivory stones (normal, Leinen, Goldschnitt).

Surfaces are cached by (kind, letter, size, state); draw them, never rebuild per frame.
"""
from __future__ import annotations

import zlib

import pygame

from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.setzer_tiles import _draw_star
from game.render.theme import Buch, BuchNight, Setzer


def setzer_tile(size: int, letter: str, value: int | None, pending: bool = False, blank: bool = False) -> pygame.Surface:
    """Maple wood type with letter and value; ``pending`` adds the vermilion ring. Includes a soft shadow margin."""
    size = max(8, int(size))
    return cached(("stile", size, letter, value, pending, blank), lambda: _setzer_tile(size, letter, value, pending, blank))


def tile_margin(size: int) -> int:
    """Extra pixels on each side of a tile surface (room for the shadow)."""
    return max(2, int(size * 0.12))


def _setzer_tile(size: int, letter: str, value: int | None, pending: bool, blank: bool) -> pygame.Surface:
    m = tile_margin(size)
    out = pygame.Surface((size + 2 * m, size + 2 * m), pygame.SRCALPHA)
    r = max(2, int(size * 0.12))
    sh = art.shadow((size, size), r, m, 120 if not pending else 150)
    out.blit(sh, (0, int(size * 0.05)))
    side = max(1, int(size * 0.07))
    seed = zlib.crc32(letter.encode()) & 0xFFFF  # not hash(): a str's hash changes from run to run
    body = art.wood((size, size), Setzer.WOOD, Setzer.WOOD_GRAIN, seed=seed, rings=0.7)
    if pending:
        body.fill((18, 18, 18), special_flags=pygame.BLEND_RGB_ADD)
    # side band: the thickness of the type, darker at the bottom
    band = art.gradient_v((size, side), art.shade(Setzer.WOOD_SIDE, 1.15), Setzer.WOOD_SIDE)
    body.blit(band, (0, size - side))
    pygame.draw.line(body, art.shade(Setzer.WOOD, 1.12), (r, 1), (size - r, 1), max(1, size // 40))
    face = art.clip_rounded(body, r)
    out.blit(face, (m, m))
    cx, cy = m + size / 2, m + (size - side) / 2
    if blank and letter in ("", "?"):
        _draw_star(out, (int(cx), int(cy)), size * 0.26, Setzer.INK)  # no face has a ★ glyph: drawn as a shape
    else:
        col = Setzer.VERMILION if blank else Setzer.INK
        glyph = text.render(letter, Face.SPARTAN, int(size * 0.6), col)
        gr = glyph.get_rect(center=(int(cx - size * 0.04), int(cy + size * 0.06)))
        out.blit(glyph, gr)
    if value is not None and not blank:
        text.blit(out, str(value), Face.JOST_SEMI, max(8, int(size * 0.22)), Setzer.INK,
                  (int(m + size * 0.9), int(m + size - side - size * 0.04)), "bottomright")
    if pending:
        k = 3
        ring = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
        pygame.draw.rect(ring, (*Setzer.VERMILION, 255), ring.get_rect(), width=max(2, size // 22) * k, border_radius=r * k)
        out.blit(pygame.transform.smoothscale(ring, (size, size)), (m, m))
    return out


class BuchKind:
    """Stone kinds drawn here (the game's own enum lives in game.buch)."""

    NORMAL = "normal"
    LEINEN = "leinen"
    GOLD = "gold"


def buch_tile(size: int, letter: str, value: int | None, kind: str = BuchKind.NORMAL, day: bool = False) -> pygame.Surface:
    """An ivory letter stone (or Leinen / Goldschnitt) with its value; includes a shadow margin."""
    size = max(8, int(size))
    return cached(("btile", size, letter, value, kind, day), lambda: _buch_tile(size, letter, value, kind, day))


def _buch_tile(size: int, letter: str, value: int | None, kind: str, day: bool) -> pygame.Surface:
    m = tile_margin(size)
    out = pygame.Surface((size + 2 * m, size + 2 * m), pygame.SRCALPHA)
    r = max(2, int(size * 0.16))
    out.blit(art.shadow((size, size), r, m, 140), (0, int(size * 0.06)))
    side = max(1, int(size * 0.08))
    face_col = (255, 249, 236) if day else BuchNight.TILE_FACE
    side_col = (189, 162, 122) if day else BuchNight.TILE_SIDE
    letter_col, value_col = BuchNight.LETTER, BuchNight.VALUE
    if kind == BuchKind.LEINEN:
        top, bottom = art.shade(Buch.LEINEN, 1.1), art.shade(Buch.LEINEN, 0.85)
        side_col = art.shade(Buch.LEINEN, 0.6)
        letter_col, value_col = Buch.LEINEN_LETTER, art.shade(Buch.LEINEN_LETTER, 0.85)
    elif kind == BuchKind.GOLD:
        top, bottom = art.shade(face_col, 1.02), art.shade(face_col, 0.94)
    else:
        top, bottom = art.shade(face_col, 1.03), art.shade(face_col, 0.93)
    body = art.gradient_v((size, size), top, bottom)
    if kind == BuchKind.LEINEN:
        # linen weave: fine crossing threads
        for i in range(0, size, max(2, size // 24)):
            pygame.draw.line(body, art.shade(Buch.LEINEN, 0.92), (i, 0), (i, size))
            pygame.draw.line(body, art.shade(Buch.LEINEN, 1.05), (0, i), (size, i))
    else:
        art.add_grain(body, 5, seed=len(letter) * 7 + size)
    band = art.gradient_v((size, side), art.shade(side_col, 1.1), side_col)
    body.blit(band, (0, size - side))
    face = art.clip_rounded(body, r)
    out.blit(face, (m, m))
    inner = pygame.Rect(m, m, size, size - side)
    if kind == BuchKind.LEINEN:
        pygame.draw.rect(out, (*Buch.GOLD_MID, 255), inner.inflate(-int(size * 0.16), -int(size * 0.16)), max(1, size // 40), border_radius=max(1, r // 2))
    elif kind == BuchKind.GOLD:
        frame = inner.inflate(-int(size * 0.18), -int(size * 0.18))
        pygame.draw.rect(out, Buch.GOLD_DARK, frame, max(2, size // 16), border_radius=max(1, r // 2))
        pygame.draw.rect(out, Buch.GOLD_LIGHT, frame.inflate(-max(2, size // 16), -max(2, size // 16)), max(1, size // 40), border_radius=max(1, r // 2))
        pygame.draw.rect(out, Buch.GOLD_MID, inner, max(2, size // 20), border_radius=r)
    fs = int(size * (0.50 if len(letter) > 1 else 0.60))
    text.blit(out, letter, Face.GARAMOND_BOLD, fs, letter_col, (m + size // 2 - int(size * 0.03), m + (size - side) // 2 + int(size * 0.02)), "center")
    if value is not None:
        text.blit(out, str(value), Face.JOST_SEMI, max(8, int(size * 0.17)), value_col,
                  (int(m + size * 0.9), int(m + size - side - size * 0.05)), "bottomright")
    return out
