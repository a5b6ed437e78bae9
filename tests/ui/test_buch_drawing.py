"""What the Speedbuch board shows: a bottom-row ember's red ring, the red floor, the ember countdown."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.buch import BuchMode
from game.buch.tiles import Tile, TileKind
from game.scenes.buch.board import BoardScene
from game.scenes.buch.board_view import banner_box
from tests.ui.buch_helpers import drag, frames, start


@pytest.fixture()
def app(tmp_path):
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path))
    yield app


def _redness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """Share of clearly red pixels (warm, saturated) in ``rect``."""
    rect = rect.clip(surface.get_rect())
    red = total = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            r, g, b, *_ = surface.get_at((x, y))
            total += 1
            if r > 150 and r > g * 1.8 and r > b * 1.8:
                red += 1
    return red / max(1, total)


def _board_with(app, ember_at: tuple[int, int] | None) -> BoardScene:
    scene = start(app, BoardScene(app, BuchMode.ENDLOS, seed=5))
    g = scene.game
    if ember_at is not None:
        t = g.board[ember_at]
        g.board.replace(ember_at, Tile(t.id, t.token, TileKind.GLUT))
        g._refresh_search()  # noqa: SLF001 - a position set up for the test
        scene.sprites[t.id].tile = g.board[ember_at]
        scene._warn(g.ember_warning[0])  # noqa: SLF001
    frames(app, 30)
    return scene


def _ring_rect(scene: BoardScene, pos: tuple[int, int]) -> pygame.Rect:
    size = scene.layout.tile
    rect = pygame.Rect(0, 0, int(size * 1.3), int(size * 1.3))
    rect.center = scene.cell_centre(pos)
    return rect


def test_bottom_row_ember_has_a_red_ring_and_the_floor_glows(app):
    pos = (2, 7)
    plain = _board_with(app, None)
    ring_plain = _redness(app.screen, _ring_rect(plain, pos))
    floor = pygame.Rect(0, 0, plain.layout.tile * 5, plain.layout.tile // 3)
    floor.center = plain.cell_centre((3, 7))
    floor_plain = _redness(app.screen, floor.move(0, plain.layout.tile // 2))
    ember = _board_with(app, pos)
    assert ember.game.ember_words_left(ember.game.board[pos].id) == 0
    assert _redness(app.screen, _ring_rect(ember, pos)) > ring_plain + 0.05
    assert _redness(app.screen, floor.move(0, ember.layout.tile // 2)) >= floor_plain


def test_an_ember_higher_up_shows_no_floor_alarm_but_counts_down(app):
    scene = _board_with(app, (4, 2))
    g = scene.game
    ember_id = g.board[(4, 2)].id
    assert g.ember_words_left(ember_id) == 5  # rows 2 -> 7: five more words before it reaches the floor
    assert g.ember_warning[0] == 0


def test_autoplay_buch_command_plays_a_round_and_prints_json(tmp_path):
    """``main.py --headless --autoplay buch --seed N``: a whole 3-minute round through the real scene."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    cmd = [sys.executable, str(root / "main.py"), "--headless", "--autoplay", "buch", "--seed", "3", "--data-dir", str(tmp_path)]
    first = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=root)
    assert first.returncode == 0, first.stderr[-2000:]
    result = json.loads(first.stdout.strip().splitlines()[-1])
    assert result["mode"] == "3min" and result["words"] >= 10 and result["score"] > 1000


def test_selected_letters_get_a_face_coloured_outline_over_the_ribbon(app):
    from game.render.buch_draw import tile_letter
    from game.scenes.buch.board_view import _haloed_letter

    plain = tile_letter("I", 38, (42, 32, 24))
    haloed = _haloed_letter("I", 38, (42, 32, 24), (243, 232, 207), 2)
    assert haloed.get_size() == (plain.get_width() + 4, plain.get_height() + 4)
    # left of the stem there is now a light rim where the ribbon would show through
    y = haloed.get_height() // 2
    row = [haloed.get_at((x, y)) for x in range(haloed.get_width())]
    first = next(i for i, c in enumerate(row) if c.a > 200)
    assert row[first][:3] == (243, 232, 207)
    assert any(c[:3] == (42, 32, 24) for c in row)
    # drawing a selected word keeps working
    scene = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=4242))
    scene._set_path(list(scene.game.best_word().path))  # noqa: SLF001
    frames(app, 3)


def test_daily_start_line_names_the_first_letter_without_being_cut(app):
    import datetime

    from game.render.fonts import Face, font
    from game.scenes.buch.board_protocol import short_log_text

    scene = start(app, BoardScene(app, BuchMode.TAGESRAETSEL, date=datetime.date(2026, 11, 29)))
    info = [e for e in scene.game.log if e.text.startswith("Heute:")][0]
    short = short_log_text(info.text)
    from game.buch.tiles import display_token

    first = display_token(next(s.tile for s in scene.sprites.values() if s.id == scene.game.daily_hint_tile_id).token)
    assert short == f"Heute: 7 Buchstaben, beginnt mit „{first}“"
    width = font(Face.JOST, round(13.5 * scene.layout.s)).size(short)[0]
    assert width <= scene.layout.protocol.w - 70 * scene.layout.s


@pytest.mark.parametrize("size", [(800, 1280), (1280, 800)])
def test_results_summary_lines_and_stars_sit_above_the_buttons(tmp_path, size):
    from game.render.buch_draw import text
    from game.render.fonts import Face
    from game.scenes.buch.results import ResultsScene
    from game.scenes.buch.shots import SCREENS

    app = App(Options(headless=True, size=size, data_dir=tmp_path))
    for name in ("buch_results_journey", "buch_results_daily"):
        SCREENS[name](app)
        scene = app.stack.top
        assert isinstance(scene, ResultsScene)
        s = scene.s
        rows = len(scene._summary_lines()) + (2 if scene.game.stars else 0)  # noqa: SLF001
        score_h = text(Face.JOST_SEMI, 64 * s, str(scene.game.score), (0, 0, 0)).get_height()
        text_bottom = scene.left.y + 60 * s + score_h + 28 * s * rows
        assert min(b.rect.top for b in scene.buttons) >= text_bottom
        assert all(scene.left.contains(b.rect) for b in scene.buttons)
    if size[0] > size[1]:
        assert scene.mid.w > scene.left.w  # the board picture gets the widest column


def test_end_banner_of_a_won_level_holds_its_stars_and_the_tap_line(app):
    scene = start(app, BoardScene(app, BuchMode.REISE, seed=4242, level_id=1))
    while not scene.game.over:  # level 1 takes a few words now
        drag(app, scene, scene.game.best_word().path)
        frames(app, 30)
    assert scene.game.over and scene.game.stars == 3
    box = banner_box(scene)
    assert scene.layout.folio.contains(box)
    # three gold stars inside the banner, between the title and the tap line
    golds = 0
    for x in range(box.left, box.right, 2):
        for y in range(box.top, box.bottom, 2):
            r, g, b, *_ = app.screen.get_at((x, y))
            if abs(r - 0xD9) < 12 and abs(g - 0xAE) < 12 and abs(b - 0x52) < 12:
                golds += 1
    assert golds > 60


def test_landscape_journey_top_bar_shows_a_single_goal_as_a_progress_bar(app):
    scene = start(app, BoardScene(app, BuchMode.REISE, seed=4242, level_id=26))
    g = scene.game
    w = min(g._current_search().words.values(), key=lambda w: (len(w.word), w.word))  # noqa: SLF001
    drag(app, scene, w.path)
    frames(app, 30)
    assert len(g.goals) == 1 and 0 < g.goals[0].value < g.goals[0].goal.target
    s = scene.layout.s
    y = int(scene.layout.top_bar.y + 32 * s)
    gold = [x for x in range(scene.layout.word_bar.x, scene.layout.word_bar.right)
            if tuple(app.screen.get_at((x, y)))[:3] == (0xD9, 0xAE, 0x52)]
    assert gold, "the filled part of the goal bar"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (800, 1280)])
def test_journey_hall_names_fit_between_their_walls(tmp_path, size):
    from game.buch.levels import HALLS
    from game.render.buch_map import hall_labels, hall_rects
    from game.scenes.buch.journey import JourneyScene

    app = App(Options(headless=True, size=size, data_dir=tmp_path))
    scene = start(app, JourneyScene(app))
    frames(app, 1)
    rect = scene.map_rect
    s = round(scene.s * min(1.0, rect.w / 864), 3)
    wall = max(3, int(5 * s))
    rooms = hall_rects(pygame.Rect(0, 0, rect.w, rect.h))
    for i, (room, label) in enumerate(zip(rooms, hall_labels(rect, s))):
        assert label.rect.w <= room.w - 2 * wall - 14 * s, HALLS[i]
        assert not label.text.endswith("…"), HALLS[i]  # from 1024x600 up the names are whole


@pytest.mark.parametrize("day", [3, 8, 29])  # path in the middle, low, high
def test_daily_reveal_is_not_covered_by_the_end_banner(tmp_path, day):
    import datetime

    from tests.ui.buch_helpers import click_menu

    for size in ((1280, 800), (800, 1280)):
        app = App(Options(headless=True, size=size, data_dir=tmp_path / f"{size[0]}"))
        scene = start(app, BoardScene(app, BuchMode.TAGESRAETSEL, date=datetime.date(2026, 11, day)))
        drag(app, scene, scene.game.best_word().path)
        frames(app, 30)
        scene.open_menu()
        click_menu(app, scene, "end")
        frames(app, 5)
        path = scene.game.daily_path
        assert path
        half = scene.layout.tile / 2
        for cell in path:
            x, y = scene.cell_centre(cell)
            tile = pygame.Rect(int(x - half), int(y - half), int(2 * half), int(2 * half))
            assert not banner_box(scene).colliderect(tile), (size, cell)


def test_daily_first_letter_has_a_red_frame(app):
    import datetime

    from game.render.theme import Buch

    scene = start(app, BoardScene(app, BuchMode.TAGESRAETSEL, date=datetime.date(2026, 11, 3)))
    frames(app, 40)
    spr = next(sp for sp in scene.sprites.values() if sp.id == scene.game.daily_hint_tile_id)
    half = scene.layout.tile / 2
    # along the tile's right edge (away from the bookmark) the frame shows in ribbon red
    x = int(spr.x + half + 1)
    reds = [y for y in range(int(spr.y - half / 2), int(spr.y + half / 2))
            if tuple(app.screen.get_at((x, y)))[:3] == Buch.RIBBON]
    assert reds
