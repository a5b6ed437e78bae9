"""The table's still picture, cached: background, the sheet with its printed tiles and the card bodies.

``SheetTiles`` keeps the sheet with its tiles and, when tiles come, go or change their look, redraws only the
cells concerned (restoring the paper there and re-printing the tiles that reach into them, clipped, in the
board's order), so the pixels equal a sheet drawn from scratch. ``TableLayers`` composes the window-sized layer
from the background, that sheet and the card bodies of the panel (``game.render.layer_cache``); the card bodies
are then marked as baked, so ``draw_card`` does not draw them a second time.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.render import layer_cache
from game.render.setzer_panels import card_image, card_key, table_background
from game.render.setzer_sheet import render_sheet
from game.render.setzer_tiles import TileState, blit_blank_on_sheet, blit_tile, tile_margin
from game.scenes.setzer.layout import drawer_lifted, drawer_rect
from game.setzer.tiles import TILE_VALUES

if TYPE_CHECKING:
    from game.scenes.setzer.table import TableScene

Cell = tuple[int, int]


class SheetTiles:
    """The sheet with its printed tiles; a change redraws only the cells it touches."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None
        self._tiles: dict[Cell, tuple[str, TileState]] = {}

    @property
    def surface(self) -> pygame.Surface | None:
        """The sheet as last drawn (None before the first ``get``)."""
        return self._surface

    def get(self, cell: int, labels: tuple, margin: int,
            tiles: list[tuple[int, int, str, TileState]]) -> tuple[pygame.Surface, list[pygame.Rect]]:
        """The sheet showing ``tiles`` (in the board's order) and the rectangles (sheet coordinates) that changed."""
        key = (cell, labels, margin)
        wanted = {(r, c): (tile, state) for r, c, tile, state in tiles}
        if self._surface is None or key != self._key:
            surf = render_sheet(cell, labels, margin).copy()
            self._key = key
            for r, c, tile, state in tiles:
                self._print(surf, r, c, tile, state)
            self._surface, self._tiles = surf, wanted
            return surf, [surf.get_rect()]
        changed = [pos for pos in wanted.keys() | self._tiles.keys() if wanted.get(pos) != self._tiles.get(pos)]
        if not changed:
            return self._surface, []
        surf = self._surface
        base = render_sheet(cell, labels, margin)
        order = {(r, c): i for i, (r, c, _tile, _state) in enumerate(tiles)}  # the board's order of printing
        near = (self._reach(0, 0).width - 1) // cell  # how many cells apart two tiles' reaches may still meet
        regions = []
        for r, c in changed:
            region = self._reach(r, c)
            regions.append(region)
            surf.blit(base, region, region)
            surf.set_clip(region)
            around = sorted(order[(r + dr, c + dc)] for dr in range(-near, near + 1) for dc in range(-near, near + 1)
                            if (r + dr, c + dc) in order)
            for i in around:
                tr, tc, tile, state = tiles[i]
                if self._reach(tr, tc).colliderect(region):
                    self._print(surf, tr, tc, tile, state)
            surf.set_clip(None)
        self._tiles = wanted
        return surf, regions

    def _face(self, r: int, c: int) -> pygame.Rect:
        cell, _labels, margin = self._key
        inset = max(1, round(cell * 0.05))
        size = cell - 2 * inset
        return pygame.Rect(margin + c * cell + inset, margin + r * cell + inset, size, size)

    def _reach(self, r: int, c: int) -> pygame.Rect:
        """Every pixel a tile in this cell may touch (face, shadow, a blank's hollow letter)."""
        face = self._face(r, c)
        m = tile_margin(face.width) + 2
        return face.inflate(2 * m, 2 * m)

    def _print(self, surf: pygame.Surface, r: int, c: int, tile: str, state: TileState) -> None:
        rect = self._face(r, c)
        if tile.islower():
            blit_blank_on_sheet(surf, rect, tile.upper(), state)
        else:
            blit_tile(surf, rect, tile, TILE_VALUES.get(tile), state)


class TableLayers:
    """The window-sized still picture of a table scene, composed by ``game.render.layer_cache.Layer``."""

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.sheet = SheetTiles()
        self.layer = layer_cache.Layer("setzer.table")
        self._board: object | None = None  # the board and marks the sheet shows now (see sheet_surface)
        self._sig: tuple | None = None
        self._labels = tuple(tuple(p.label for p in row) for row in scene.game.layout)

    def sheet_surface(self) -> tuple[pygame.Surface, list[pygame.Rect]]:
        """The sheet with the tiles on the board (hidden ones left out, the last move marked)."""
        sc = self.scene
        lay = sc.lay
        # the board is immutable (a move makes a new one): same board, same hidden and marked tiles, same sheet
        sig = (frozenset(sc.s.hidden), sc.s.last_move, lay.cell, lay.paper_margin)
        if self.sheet.surface is not None and sc.game.board is self._board and sig == self._sig:
            return self.sheet.surface, []
        self._board, self._sig = sc.game.board, sig
        hidden = sc.s.hidden
        last = set(sc.s.last_move)
        tiles = [(r, c, t, TileState.LAST if (r, c) in last else TileState.NORMAL)
                 for r, c, t in sc.game.board.tiles() if (r, c) not in hidden]
        return self.sheet.get(lay.cell, self._labels, lay.paper_margin, tiles)

    def _cards(self) -> list[tuple[pygame.Rect, int, bool]]:
        """(rect, radius, shadow) of the card bodies nothing else is drawn under, in drawing order."""
        sc = self.scene
        lay = sc.lay
        k = lay.k
        cards = [(lay.preview, round(6 * k), False)]
        if lay.portrait:
            cards += [(chip, round(10 * k), True) for chip in lay.player_rows]
            if not drawer_lifted(lay, sc.s.drawer) and drawer_rect(lay, sc.s.drawer) == lay.drawer:
                cards.append((lay.drawer, round(14 * k), True))  # the closed drawer (a lifted one moves and veils)
        else:
            cards += [(lay.players, round(10 * k), True), (lay.clock_card, round(10 * k), True),
                      (lay.box_card, round(10 * k), True), (lay.tabs_card, round(10 * k), True)]
        return [c for c in cards if c[0].width > 0 and c[0].height > 0]

    def draw_static(self, surface: pygame.Surface, covered: pygame.Rect | None = None) -> None:
        """Blit the still picture (composing what changed) and mark its card bodies as drawn for this frame;
        ``covered`` is left out (an opaque picture made from the layer's pixels is drawn there later)."""
        lay = self.scene.lay
        size = surface.get_size()
        sheet, sheet_dirty = self.sheet_surface()
        parts = [(table_background(size), (0, 0)), (sheet, lay.sheet.topleft)]
        cards = self._cards()
        parts += [card_image(rect, radius, shadow=shadow) for rect, radius, shadow in cards]
        dirty = [r.move(lay.sheet.topleft) for r in sheet_dirty]
        layer = self.layer.compose(size, parts, dirty)
        clip = surface.get_clip()
        if covered is None or not clip.colliderect(covered):
            surface.blit(layer, (0, 0))
        else:
            for piece in _minus(clip, covered):
                surface.blit(layer, piece, piece)
        layer_cache.bake(surface, [card_key(rect, radius, shadow=shadow) for rect, radius, shadow in cards])

    def end_frame(self) -> None:
        """The frame is drawn: forget the baked marks."""
        layer_cache.end_frame()

    def release(self) -> None:
        """Free the window-sized layer and the sheet copy (the scene left)."""
        self.layer.release()
        self.sheet = SheetTiles()
        self._board = self._sig = None


def _minus(rect: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``rect`` without ``hole``: up to four rectangles (above, below, left, right of it)."""
    inner = rect.clip(hole)
    if inner.width <= 0 or inner.height <= 0:
        return [rect]
    pieces = [pygame.Rect(rect.x, rect.y, rect.width, inner.y - rect.y),
              pygame.Rect(rect.x, inner.bottom, rect.width, rect.bottom - inner.bottom),
              pygame.Rect(rect.x, inner.y, inner.x - rect.x, inner.height),
              pygame.Rect(inner.right, inner.y, rect.right - inner.right, inner.height)]
    return [p for p in pieces if p.width > 0 and p.height > 0]
