"""Fair competition at the Speedsetzer table: only earned results count (opponent, word check, no bulb)."""
from __future__ import annotations

import pytest

from game.lexicon import load_lexicon
from game.setzer.actions import Pass, Place, Resign
from game.setzer.config import (
    CheckMode,
    Level,
    Seat,
    SeatKind,
    TableConfig,
    unrated_reason,
)
from game.setzer.game import MoveKind, RuleError, SetzerGame
from game.setzer.leaderboard import leaderboard_points
from game.setzer.record import GameRecord
from game.setzer.replay import replay
from tests.setzer.rules_helpers import set_position

LEX = load_lexicon()
GUSTAV = Seat("Gustav", SeatKind.COMPUTER, Level.STARK)
HAUS = ((7, 4, "H"), (7, 5, "A"), (7, 6, "U"), (7, 7, "S"))


def test_a_solo_rated_game_with_nobody_else_is_unrated_and_earns_no_points():
    # Du sits alone and asks for a rated game: the table knows there is nothing to earn
    alone = TableConfig(seats=(Seat("Du"),), rated=True)
    assert not alone.rated
    assert unrated_reason(alone.seats, alone.check) == "Gewertet wird nur mit mindestens einem Gegner (Computer oder Mensch)."
    game = SetzerGame(alone, 3, LEX)
    game.apply(Pass(0), 1.0)
    events = game.apply(Pass(0), 2.0)
    result = events[-1].result
    # two passes end the game; first place, but no Bestenliste points and no bonus
    assert result.places == (1,) and result.leaderboard_points == (0,)
    # an older saved table that still says "rated" is read as unrated as well
    assert not TableConfig.from_dict({"seats": [{"name": "Du"}], "rated": True}).rated


def test_a_game_against_the_computer_is_rated_and_earns_its_points():
    duel = TableConfig(seats=(Seat("Du"), GUSTAV), rated=True)
    assert duel.rated and unrated_reason(duel.seats, duel.check) is None
    game = SetzerGame(duel, 3, LEX)
    set_position(game, racks=["HAUSEEN", "EEEEEEE"], bag="ERNTEAB" * 4)
    game.apply(Place(0, HAUS), 1.0)
    result = game.apply(Resign(1), 2.0)[-1].result
    assert result.leaderboard_points == leaderboard_points(result.scores, (1,))  # a third of the points + bonus
    assert result.leaderboard_points[0] > 30


def test_without_word_check_a_nonsense_word_scores_but_never_for_the_list():
    table = TableConfig(seats=(Seat("Du"), GUSTAV), check=CheckMode.OHNE, rated=True)
    assert not table.rated
    assert unrated_reason(table.seats, table.check) == "Ohne Wortprüfung wird nicht gewertet."
    game = SetzerGame(table, 3, LEX)
    set_position(game, racks=["ÜRCNYGA", "EEEEEEE"], bag="ERNTEAB" * 4)
    word = tuple((7, 4 + i, letter) for i, letter in enumerate("ÜRCNYGA"))
    game.apply(Place(0, word), 1.0)
    assert game.history[0].kind is MoveKind.PLACE and game.scores[0] > 0  # the word stands ...
    result = game.apply(Resign(1), 2.0)[-1].result
    assert result.leaderboard_points == (0, 0)  # ... but earns nothing for the Bestenliste


def test_the_bulb_is_off_in_rated_games_and_on_the_tagesbrett():
    rated = TableConfig(seats=(Seat("Du"), GUSTAV), rated=True)
    practice = TableConfig(seats=(Seat("Du"), GUSTAV), rated=False)
    assert not rated.hint_allowed and not rated.bulb_offered
    assert practice.hint_allowed and practice.bulb_offered
    assert not TableConfig.tagesbrett("Du").hint_allowed
    # hot seat: the bulb would show one player's help to everybody
    assert not TableConfig(seats=(Seat("Anna"), Seat("Ben")), rated=False).bulb_offered
    game = SetzerGame(rated, 3, LEX)
    set_position(game, racks=["HAUSEEN", "EEEEEEE"], bag="ERNTEAB" * 4)
    with pytest.raises(RuleError, match="Glühbirne"):
        game.apply(Place(0, HAUS, hinted=True), 1.0)
    assert game.history == [] and game.scores == [0, 0]


def test_a_move_laid_by_the_bulb_is_marked_in_history_and_record():
    from game.scenes.setzer.table_panel import move_label

    practice = TableConfig(seats=(Seat("Du"), GUSTAV), rated=False)
    game = SetzerGame(practice, 3, LEX)
    set_position(game, racks=["HAUSEEN", "EEEEEEE"], bag="ERNTEAB" * 4)
    game.apply(Place(0, HAUS, hinted=True), 1.0)
    move = game.history[0]
    assert move.hinted and move_label(move) == ("HAUS", "8E · Tipp", "")
    # the record keeps the mark; an own move stays without it
    record = GameRecord.from_json(game.record.to_json())
    assert record.actions[0][1] == Place(0, HAUS, hinted=True)
    assert '"hinted"' in game.record.to_json()
    again = SetzerGame(practice, 3, LEX)
    set_position(again, racks=["HAUSEEN", "EEEEEEE"], bag="ERNTEAB" * 4)
    again.apply(Place(0, HAUS), 1.0)
    assert not again.history[0].hinted and '"hinted"' not in again.record.to_json()
    assert move_label(again.history[0])[1] == "8E"


def test_a_replayed_record_keeps_the_bulb_mark():
    practice = TableConfig(seats=(Seat("Du"), GUSTAV), rated=False)
    game = SetzerGame(practice, 3, LEX)
    rack = game.racks[0]
    from game.scenes.setzer import bridge

    action = bridge.hint_job(game, 0).run()
    assert isinstance(action, Place), rack
    game.apply(Place(0, action.placement, hinted=True), 1.0)
    replayed = replay(GameRecord.from_json(game.record.to_json()), LEX)
    assert replayed.history[0].hinted and replayed.snapshot() == game.snapshot()
