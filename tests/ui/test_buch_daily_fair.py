"""Tagesrätsel on screen: after the reveal "Nochmal" says there is no +500, and the next round keeps to it."""
from __future__ import annotations

import datetime

import pytest

from game.app import App, Options
from game.buch import BuchMode
from game.buch.actions import Submit
from game.buch.daily import REPLAY_NOTICE, REPLAY_SHORT
from game.buch.events import DailyWordFound
from game.scenes.buch import FACTORIES
from game.scenes.buch.board import BoardScene
from game.scenes.buch.calendar import CalendarScene
from game.scenes.buch.progress import progress_for
from game.scenes.buch.results import ResultsScene
from tests.ui.buch_helpers import button, click_button, click_menu, drag, frames, start

DAY = datetime.date(2026, 11, 30)


@pytest.fixture()
def app(tmp_path):
    return App(Options(headless=True, size=(1280, 800), data_dir=tmp_path))


def test_after_the_reveal_nochmal_says_no_500_and_the_daily_word_scores_no_500(app):
    scene = start(app, FACTORIES["buch.daily"](app, {"date": DAY}))
    assert scene.game.daily_bonus_open
    # Dora gives up without the word: it is revealed with its path
    scene.open_menu()
    click_menu(app, scene, "end")
    word, path = scene.game.daily_word, scene.game.daily_path
    assert word and path
    frames(app, 200)
    res = app.stack.top
    assert isinstance(res, ResultsScene)
    # before the next round starts, the button and the summary say what is left to win
    assert button(res, "again").label == "Nochmal (ohne +500)"
    assert REPLAY_SHORT in res._summary_lines()
    prog = progress_for(app)
    assert not prog.daily_bonus_open(DAY) and DAY.isoformat() not in prog.daily_found
    click_button(app, res, "again")
    frames(app, 2)
    again = app.stack.top
    assert isinstance(again, BoardScene) and again.game is not scene.game
    g = again.game
    assert not g.daily_bonus_open and any(e.text == REPLAY_NOTICE for e in g.log)
    # she lays the revealed word: its points, but no +500, no bookmark, no streak
    drag(app, again, path)
    assert g.daily_found and not g.daily_counts and g.score < 500
    again.open_menu()
    click_menu(app, again, "end")
    frames(app, 200)
    assert DAY.isoformat() not in prog.daily_found and prog.streak(DAY) == 0
    cal = start(app, CalendarScene(app, today=DAY))
    assert button(cal, "play").label == "Heute nochmal (ohne +500)"
    cal.draw(app.screen)


def test_a_first_round_that_finds_the_word_still_earns_the_500(app):
    scene = start(app, BoardScene(app, BuchMode.TAGESRAETSEL, date=DAY))
    events = scene.game.apply(Submit(scene.game._daily_path), 1.0)
    assert any(isinstance(e, DailyWordFound) for e in events) and scene.game.daily_counts
