"""The journey's halls as a player meets them: the rule card before a hall's first level, the rule on the map card,
a rule refusing a word on the board, and every journey screen drawn in day and night."""
from __future__ import annotations

import pytest

from game.app import App, Options
from game.buch.hall_rules import HALL_RULES, MarkKind
from game.scenes.buch.board import BoardScene
from game.scenes.buch.common import set_night
from game.scenes.buch.hall_intro import HallIntroScene
from game.scenes.buch.journey import JourneyScene
from tests.ui.buch_helpers import button, click_button, drag, frames, start


@pytest.fixture()
def app(tmp_path):
    return App(Options(headless=True, size=(1280, 800), data_dir=tmp_path))


def _won(app, levels) -> None:
    """Levels already won (two stars) in the app's store, as the verified journey results put them there."""
    pid = app.session.profile_id
    for i in levels:
        app.store.boards.submit_journey_result(f'{{"won": {i}}}', 2, lambda _r: 2, profile_id=pid, level=i)


def test_a_halls_first_level_opens_with_its_rule_then_the_board(app):
    _won(app, range(1, 6))
    jm = start(app, JourneyScene(app))
    jm.select(6)
    click_button(app, jm, "play")
    frames(app, 2)
    intro = app.stack.top
    assert isinstance(intro, HallIntroScene) and intro.rule is HALL_RULES[1]
    frames(app, 2)
    click_button(app, intro, "play")
    frames(app, 2)
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.game.level.id == 6
    assert sum(1 for m in board.game.marks.values() if m.kind is MarkKind.CHAIN) == board.game.level.chains


def test_a_level_inside_a_hall_starts_without_the_card(app):
    _won(app, range(1, 7))
    jm = start(app, JourneyScene(app))
    jm.select(7)
    click_button(app, jm, "play")
    frames(app, 2)
    assert isinstance(app.stack.top, BoardScene)


def test_a_chained_tile_refuses_the_drag_and_says_why(app):
    scene = start(app, BoardScene(app, app_mode(), seed=5, level_id=6))
    g = scene.game
    chained = next(tid for tid, m in g.marks.items() if m.kind is MarkKind.CHAIN)
    pos = g.board.find(chained)
    word = next((w for w in g.finder.search(g.board.flat()).words.values() if pos in w.path), None)
    if word is None:
        pytest.skip("no word through the chained tile on this board")
    drag(app, scene, word.path)
    assert word.word not in g.words_played
    assert scene.last_rejected is not None or "Angekettet" in (scene.message or "")


def app_mode():
    from game.buch.rules import BuchMode

    return BuchMode.REISE


@pytest.mark.parametrize("night", [True, False])
def test_every_journey_screen_draws_in_day_and_night(app, night):
    from game.scenes.buch.shots import SCREENS

    names = ["buch_journey_map", "buch_journey_card", "buch_results_journey"]
    names += [f"buch_hall_intro_{h}" for h in range(1, 9)] + [f"buch_hall_board_{h}" for h in (2, 5, 8)]
    for name in names:
        set_night(app, night)
        SCREENS[name](app)
        app.advance(1 / 60)
        surf = app.screen
        colours = {tuple(surf.get_at((x, y)))[:3] for x in range(0, surf.get_width(), 37) for y in range(0, surf.get_height(), 37)}
        assert len(colours) > 40, name  # a drawn screen, not a blank one
    assert button(app.stack.top, "shuffle") is not None
