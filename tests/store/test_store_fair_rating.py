"""Elo and Bestenliste only for earned results: a solo table or one without word check changes nothing."""
from __future__ import annotations

import pytest

from game.lexicon import load_lexicon
from game.session import Session
from game.scenes.profile.results import record_setzer_game
from game.setzer.actions import Pass
from game.setzer.config import CheckMode, Level, Seat, SeatKind, TableConfig
from game.setzer.game import SetzerGame
from game.store import GameKind


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon()


def test_two_passes_alone_earn_no_elo_and_no_rated_game(store, lexicon):
    anna = store.profiles.create("Anna")
    game = SetzerGame(TableConfig((Seat("Anna"),), rated=True), 2, lexicon)
    game.apply(Pass(0), 1.0)
    game.apply(Pass(0), 2.0)
    assert game.result is not None and game.result.leaderboard_points == (0,)
    notes = record_setzer_game(Session(store, anna.id), game)
    after = store.profiles.get(anna.id)
    assert notes == [] and after.rating == 1200 and after.rated_games == 0
    assert store.profiles.stats(anna.id, GameKind.SETZER).games == 1  # the statistics still count the game


def test_a_game_without_word_check_against_the_computer_earns_no_elo(store, lexicon):
    ben = store.profiles.create("Ben")
    cfg = TableConfig((Seat("Ben"), Seat("Rechner", SeatKind.COMPUTER, Level.LEICHT)), check=CheckMode.OHNE)
    game = SetzerGame(cfg, 2, lexicon)
    for t in range(1, 5):
        game.apply(Pass(game.current), float(t))
    assert game.result is not None
    assert record_setzer_game(Session(store, ben.id), game) == []
    assert store.profiles.get(ben.id).rating == 1200
