"""Rendering of the table: cached tiles, sheet colours where they belong, drawing never changes state."""
from __future__ import annotations

import copy

import pygame
import pytest

from game.app import App, Options
from game.render.setzer_sheet import channel_rect, render_mini_sheet, render_sheet, render_stick, sheet_margin
from game.render.setzer_tiles import TileState, tile_margin, tile_surface
from game.render.theme import Setzer
from game.scenes.setzer import demo, driver
from game.setzer.premiums import CLASSIC


def _close(c1, c2, tol=40) -> bool:
    return all(abs(int(a) - int(b)) <= tol for a, b in zip(c1[:3], c2[:3]))


def _mean(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    px = [surface.get_at((x, y)) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]
    return tuple(sum(p[i] for p in px) // len(px) for i in range(3))


@pytest.fixture()
def app():
    # no pygame.quit() afterwards: cached fonts would die with the font module
    return App(Options(headless=True, size=(1280, 800)))


def test_tiles_are_cached_and_sized(app):
    a = tile_surface(40, "Ä", 6)
    assert tile_surface(40, "Ä", 6) is a
    m = tile_margin(40)
    assert a.get_size() == (40 + 2 * m, 40 + 2 * m)
    # the face centre-left is maple, not ink or shadow
    assert _close(_mean(a, pygame.Rect(m + 3, m + 12, 6, 14)), Setzer.WOOD, 45)
    pending = tile_surface(40, "Ä", 6, TileState.PENDING)
    assert pending is not a
    # the pending ring is vermilion on the tile's edge
    ring = [pending.get_at((m + x, m)) for x in range(10, 30)]
    assert any(_close(px, Setzer.VERMILION, 50) for px in ring)


def test_stick_steel_is_opaque_without_see_through_scratches(app):
    w, h = 490, 80
    stick = render_stick(w, h, 50)
    channel = channel_rect(w, h)
    body_rows = range(int(h * 0.06) + 3, int(h * 0.94) - 3)
    for y in body_rows:
        for x in range(h // 2, w - h // 2):
            if channel.inflate(2, 2).collidepoint(x, y) or abs(x - (w - int(h * 0.30))) < h * 0.25:
                continue  # the channel and the screw knob have their own art
            assert stick.get_at((x, y)).a == 255, (x, y)


def test_last_move_ring_keeps_the_value_number_clear(app):
    size = 40
    m = tile_margin(size)
    normal = tile_surface(size, "Q", 10)
    last = tile_surface(size, "Q", 10, TileState.LAST)
    # the value "10" sits in the lower right quarter: the ring must not run through its ink
    for x in range(m + size // 2, m + size):
        for y in range(m + size // 2, m + size - 4):
            ink = normal.get_at((x, y))
            if sum(ink[:3]) < 250:
                assert _close(ink, last.get_at((x, y)), 30), (x - m, y - m)


def _ink_rect(surf: pygame.Surface) -> pygame.Rect:
    """Bounding box of the bright pixels on a black surface."""
    mask = pygame.mask.from_threshold(surf, (255, 255, 255), (120, 120, 120, 255))
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def test_umlaut_tiles_stand_on_the_same_line(app):
    def ink_bottom(letter: str) -> int:
        tile = tile_surface(48, letter, None)
        rows = [y for y in range(tile.get_height()) for x in range(tile.get_width())
                if tile.get_at((x, y)).a == 255 and sum(tile.get_at((x, y))[:3]) < 200]
        return max(rows)

    assert ink_bottom("Ä") == ink_bottom("A") and ink_bottom("Ü") == ink_bottom("U")


def test_umlaut_words_line_up_with_their_neighbours(app):
    from game.render.fonts import Face
    from game.render.setzer_panels import blit_text

    for anchor in ("midleft", "topleft", "center", "midright"):
        bottoms = []
        for word in ("MOGE", "MÖGE"):
            surf = pygame.Surface((200, 80))
            blit_text(surf, Face.SPARTAN, 16, word, (255, 255, 255), (100, 40), anchor)
            bottoms.append(_ink_rect(surf).bottom)
        assert bottoms[0] == bottoms[1], (anchor, bottoms)


def test_hollow_umlaut_blank_stands_like_the_others(app):
    from game.render.setzer_tiles import blit_blank_on_sheet

    def red_bottom(letter: str) -> int:
        surf = pygame.Surface((60, 60))
        surf.fill((255, 255, 255))
        blit_blank_on_sheet(surf, pygame.Rect(10, 10, 40, 40), letter)
        return max(y for y in range(60) for x in range(60) if _close(surf.get_at((x, y)), Setzer.VERMILION, 60))

    assert red_bottom("Ä") == red_bottom("A") and red_bottom("Ö") == red_bottom("O")


def test_preview_runs_share_one_baseline(app):
    from game.render.fonts import Face
    from game.render.setzer_panels import blit_baseline

    runs = [(Face.SPARTAN, 17, "ZOFE"), (Face.SPARTAN, 17, "MÖGE"), (Face.JOST_SEMI, 17, "20"),
            (Face.SPARTAN_HEAVY, 20, "20"), (Face.JOST_SEMI, 15, "Punkte")]
    bottoms = {}
    for face, size, label in runs:
        surf = pygame.Surface((200, 80))
        blit_baseline(surf, face, size, label, (255, 255, 255), (4, 50))
        bottoms[label + str(size)] = _ink_rect(surf).bottom
    # every run's capitals stand on the same line (umlauts must not push "MÖGE" down)
    assert max(bottoms.values()) - min(bottoms.values()) <= 1, bottoms


def test_sheet_colours_and_labels():
    labels = tuple(tuple(p.label for p in row) for row in CLASSIC)
    sheet = render_sheet(40, labels)
    margin = sheet_margin(40)

    def centre(r, c):
        return margin + c * 40 + 6, margin + r * 40 + 6  # off the label, inside the coloured square

    assert _close(sheet.get_at(centre(0, 0)), Setzer.TW, 20)  # 3W in the corner
    assert _close(sheet.get_at(centre(1, 5)), Setzer.TL, 20)  # 3B
    assert _close(sheet.get_at(centre(0, 3)), Setzer.DL, 20)  # 2B
    assert _close(sheet.get_at(centre(1, 1)), Setzer.DW, 20)  # 2W
    assert _close(sheet.get_at(centre(0, 1)), Setzer.PAPER, 25)  # plain paper
    mini = render_mini_sheet(12, labels, ((7, 7, "A"),), ((7, 8, "B"),))
    assert mini.get_width() == 15 * 12 + 2 * max(3, 12 // 3)


def test_table_pixels_match_the_game(app):
    scene = demo.mid_game(app, moves=6, pending=True)
    app.start(scene)
    driver.frames(app, 2)
    screen = app.screen
    lay = scene.lay
    g = scene.game
    # a placed tile shows maple, a pending tile its vermilion ring, an empty 3W corner its colour
    placed = next((r, c) for r, c, t in g.board.tiles() if t.isupper())
    rect = lay.tile_rect(*placed)
    assert _close(_mean(screen, pygame.Rect(rect.x + 3, rect.y + 8, 5, rect.height // 2)), Setzer.WOOD, 50)
    p = scene.s.pending[0]
    prect = lay.tile_rect(p.row, p.col)
    edge = [screen.get_at((prect.x + x, prect.y)) for x in range(4, prect.width - 4)]
    assert any(_close(px, Setzer.VERMILION, 60) for px in edge)
    if g.board.get(0, 0) is None:
        corner = lay.cell_rect(0, 0)
        assert _close(screen.get_at((corner.x + 6, corner.y + 6)), Setzer.TW, 25)


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_draw_never_changes_the_state(app, size):
    app.set_size(size)
    scene = demo.mid_game(app, moves=6, pending=True)
    app.start(scene)
    driver.frames(app, 2)
    before = copy.deepcopy(scene.s)
    history = list(scene.game.history)
    for _ in range(3):
        scene.draw(app.screen)
    assert scene.s == before
    assert scene.game.history == history


def test_sheet_layer_is_reused_until_the_board_changes(app):
    scene = demo.mid_game(app, moves=4, pending=False)
    app.start(scene)
    driver.frames(app, 2)
    view = scene.view
    first = view._sheet_layer()  # noqa: SLF001
    corner = scene.lay.tile_rect(0, 0).move(-scene.lay.sheet.x, -scene.lay.sheet.y).center
    paper = first.get_at(corner)
    driver.frames(app, 3)
    assert view.layers.sheet_surface()[1] == []  # nothing changed: nothing redrawn
    scene.game.board = scene.game.board.with_tiles(((0, 0, "Q"),))
    sheet, dirty = view.layers.sheet_surface()
    assert len(dirty) == 1 and dirty[0].collidepoint(corner)  # only the new tile's cell is redrawn
    assert sheet.get_at(corner) != paper
