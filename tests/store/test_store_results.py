"""Finished games into the store: statistics, Elo, lists, calendar and stars, with real engines."""
from __future__ import annotations

import datetime

import pytest

from game.buch.bot import play_hint_bot
from game.buch.game import BuchGame
from game.buch.levels import load_level
from game.buch.rules import BuchMode
from game.lexicon import load_lexicon
from game.scenes.profile.results import record_setzer_game, submit_buch_round
from game.session import Session
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.game import SetzerGame
from game.setzer.record import GameRecord
from game.setzer.replay import replay
from game.store import Board, GameKind
from tests.setzer.rules_helpers import play_out


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon()


def test_setzer_game_gives_stats_elo_and_a_verified_list_entry(store, lexicon):
    anna = store.profiles.create("Anna")
    session = Session(store, anna.id)
    cfg = TableConfig((Seat("Anna"), Seat("Rechner", SeatKind.COMPUTER, Level.NORMAL)))
    game = SetzerGame(cfg, 2, lexicon)
    play_out(game)
    assert game.result is not None
    notes = record_setzer_game(session, game)
    stats = store.profiles.stats(anna.id, GameKind.SETZER)
    won = 0 in game.result.winners
    assert (stats.games, stats.wins) == (1, int(won))
    assert stats.best_move_points == max(m.score for m in game.history if m.player == 0)
    after = store.profiles.get(anna.id)
    a, b = game.result.scores
    # against normal (1400): E = 0.240253, K = 40 -> win +30, draw +10, loss -10
    assert after.rating == 1200 + (30 if a > b else 10 if a == b else -10)
    assert notes == [f"Anna: Elo 1200 → {after.rating} ({after.rating - 1200:+d})"]
    points = game.result.leaderboard_points[0]
    outcome = store.boards.submit_setzer_result(
        game.record.to_json(), points,
        lambda r: replay(GameRecord.from_json(r), lexicon).result.leaderboard_points[0], profile_id=anna.id)
    assert outcome.accepted
    assert [(e.name, e.score) for e in store.boards.top(Board.SETZER)] == [("Anna", points)]


def test_buch_rounds_enter_lists_calendar_and_journey(store, lexicon):
    anna = store.profiles.create("Anna")
    session = Session(store, anna.id)
    day = datetime.date(2026, 3, 14)
    daily = play_hint_bot(BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=day))
    assert submit_buch_round(session, daily, lexicon).accepted
    assert store.boards.top(Board.BUCH_RAETSEL, day=day)[0].score == daily.score
    assert (day in store.boards.calendar(anna.id, today=day).days) == daily.daily_found

    level = load_level(1)
    journey = play_hint_bot(BuchGame(BuchMode.REISE, 5, lexicon, level=level))
    outcome = submit_buch_round(session, journey, lexicon)
    if journey.stars:
        assert outcome.accepted and store.boards.journey(anna.id).stars == {1: journey.stars}
    else:
        assert not outcome.accepted

    endless = BuchGame(BuchMode.ENDLOS, 3, lexicon)
    play_hint_bot(endless, max_actions=12)
    store.saves.save_endless(anna.id, '{"x": 1}')
    assert submit_buch_round(session, endless, lexicon).accepted
    assert store.saves.load_endless(anna.id) is None
    stats = store.profiles.all_stats(anna.id)
    assert stats[GameKind.BUCH_RAETSEL].games == 1 and stats[GameKind.BUCH_ENDLOS].games == 1
    assert stats[GameKind.BUCH_RAETSEL].best_move_points > 0
