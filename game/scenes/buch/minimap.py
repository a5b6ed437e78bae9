"""A small board picture (start board, missed word) with a highlighted path."""
from __future__ import annotations

import pygame

from game.buch.geometry import COLS, ROWS
from game.buch.tiles import TileKind
from game.render import buch_art as art
from game.render.buch_tiles import TileLook, hint_badge, tile_image, tile_pad
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Buch


def draw_minimap(surface: pygame.Surface, rect: pygame.Rect, snapshot, path, night: bool, folio: bool = True) -> None:
    """Draw ``snapshot`` (columns of (token, kind) top to bottom) into ``rect``; ``path`` glows in order.

    ``folio=False`` leaves out the open book under the tiles (a caller that has it in its background already)."""
    if folio:
        surface.blit(art.folio(rect.size, night), (rect.x - art.FOLIO_PAD, rect.y - art.FOLIO_PAD))
    page = rect.inflate(-12, -12)
    p = min((page.h - 10) / (ROWS + 0.5), (page.w - 10) / COLS)
    size = max(12, int(p - 3))
    ox = page.x + (page.w - COLS * p) / 2
    oy = page.y + (page.h - (ROWS + 0.5) * p) / 2
    pad = tile_pad(size)
    steps = {tuple(c): i + 1 for i, c in enumerate(path or ())}

    def centre(c: int, r: int) -> tuple[float, float]:
        return ox + c * p + p / 2, oy + (r + 0.5 * (c % 2)) * p + p / 2

    for c in range(COLS):
        for r in range(ROWS):
            token, kind = snapshot[c][r]
            if not token:
                continue
            x, y = centre(c, r)
            if steps and (c, r) not in steps:
                img = _faded(token, TileKind(kind), size, night)
            else:
                img = tile_image(token, TileKind(kind), TileLook.SELECTED if (c, r) in steps else TileLook.NORMAL, size, night)
            surface.blit(img, (x - size / 2 - pad, y - size / 2 - pad))
    pts = [centre(*c) for c in (path or ())]
    if len(pts) >= 2:
        pygame.draw.lines(surface, Buch.RIBBON, False, pts, max(2, size // 9))
        from game.scenes.buch.board_view import letter_over_ribbon

        for c, (x, y) in zip(path, pts):
            token, kind = snapshot[c[0]][c[1]]
            if token:
                letter_over_ribbon(surface, token, TileKind(kind), (x, y), size, night)
    for i, (x, y) in enumerate(pts):
        b = hint_badge(size, i + 1)
        surface.blit(b, b.get_rect(center=(x - size / 2 + 3, y - size / 2 + 3)))


@surface_cache(maxsize=512, max_bytes=8 * MB)
def _faded(token: str, kind: TileKind, size: int, night: bool) -> pygame.Surface:
    """A tile off the word's path, see-through (alpha 110), made once instead of copied every frame."""
    img = tile_image(token, kind, TileLook.NORMAL, size, night).copy()
    img.set_alpha(110)
    return img
