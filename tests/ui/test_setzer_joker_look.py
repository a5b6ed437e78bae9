"""The Joker on the sheet: a wooden tile with a hollow red letter that hides the premium square under it."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.render.theme import Setzer
from game.scenes.setzer import driver
from game.scenes.setzer.table import TableScene
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.game import MoveKind

SOLO = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)


@pytest.fixture()
def app():
    return App(Options(headless=True, size=(1280, 800)))


def _near(c, ref, tol: int) -> bool:
    return all(abs(int(c[i]) - ref[i]) <= tol for i in range(3))


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, int, int]]:
    return [tuple(surface.get_at((x, y)))[:3] for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)]


def test_joker_on_a_premium_square_is_a_wooden_tile_with_a_hollow_red_letter(app):
    scene = TableScene(app, SOLO, seed=7)
    app.start(scene)
    scene.game.racks[0] = "?ASTENU"
    scene.s.slots = [None] * 7
    scene._sync_rack()  # noqa: SLF001 - the test deals the rack
    driver.frames(app, 1)
    assert scene.game.layout[7][3].label == "2B"  # the Joker will lie on a premium square
    # R is not in the rack: typing it takes the Joker
    driver.tap(app, scene.lay.cell_rect(7, 3).center)
    driver.type_text(app, "RASTE")
    assert scene.placement()[0] == (7, 3, "r")
    driver.key(app, pygame.K_RETURN)
    rec = scene.game.history[0]
    assert rec.kind is MoveKind.PLACE and scene.game.board.get(7, 3) == "r"
    driver.frames(app, 2)
    app.draw()
    tile = scene.lay.tile_rect(7, 3)
    inner = tile.inflate(-tile.width // 5, -tile.width // 5)
    px = _pixels(app.screen, inner)
    wood = sum(_near(p, Setzer.WOOD, 38) for p in px)
    red = sum(_near(p, Setzer.VERMILION, 45) for p in px)
    premium = sum(_near(p, Setzer.DL, 20) for p in px)
    label = sum(_near(p, Setzer.DL_LABEL, 40) for p in px)
    assert wood > len(px) * 0.5, "the Joker lies on a wooden tile"
    assert red > len(px) * 0.03, "its letter is drawn in red"
    assert premium == 0 and label == 0, "the tile hides the premium square and its 2B label"
    # hollow: the middle of the R's stem is wood, not red (a filled letter would be red there)
    plain = scene.lay.tile_rect(7, 4)  # the A beside it: a normal tile in ink, no red
    assert sum(_near(p, Setzer.VERMILION, 45) for p in _pixels(app.screen, plain.inflate(-8, -8))) == 0


def test_joker_tile_surface_hollow_letter_and_no_value():
    from game.render.setzer_tiles import TileState, blank_tile_surface, tile_margin, tile_surface

    size = 60
    m = tile_margin(size)
    joker = pygame.Surface((size + 2 * m, size + 2 * m))
    joker.fill(Setzer.PAPER)
    joker.blit(blank_tile_surface(size, "I"), (0, 0))
    normal = tile_surface(size, "I", 1)
    face = pygame.Rect(m, m, size, size)
    red = [p for p in _pixels(joker, face) if _near(p, Setzer.VERMILION, 45)]
    assert red, "the Joker's letter is red"
    assert not [p for p in _pixels(joker, face) if _near(p, Setzer.INK, 30)], "no value printed in ink"
    # the middle of the I's stem: hollow on the Joker (wood), solid ink on a printed I
    xs = [x for x in range(face.left, face.right) if _near(tuple(normal.get_at((x, face.centery)))[:3], Setzer.INK, 40)]
    mid = (min(xs) + max(xs)) // 2
    assert _near(tuple(joker.get_at((mid, face.centery)))[:3], Setzer.WOOD, 45)
    assert blank_tile_surface(size, "I", TileState.PENDING).get_size() == normal.get_size()
