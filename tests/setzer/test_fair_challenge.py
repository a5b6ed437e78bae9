"""Anfechten with three or four humans: the window stays open for every other human until it runs out or all declined."""
from __future__ import annotations

import pytest

from game.lexicon import load_lexicon
from game.setzer.actions import Challenge, Decline, Pass, Place, Tick
from game.setzer.config import CheckMode, Seat, TableConfig
from game.setzer.events import (
    ChallengeClosed,
    ChallengeResolved,
    ChallengeWaived,
    MovePlayed,
    TilesDrawn,
)
from game.setzer.game import MoveKind, Phase, RuleError, SetzerGame
from game.setzer.record import GameRecord
from game.setzer.replay import replay
from tests.setzer.rules_helpers import set_position

LEX = load_lexicon()
HXUS = ((7, 4, "H"), (7, 5, "X"), (7, 6, "U"), (7, 7, "S"))
HAUS = ((7, 4, "H"), (7, 5, "A"), (7, 6, "U"), (7, 7, "S"))
NAMES = ("Anna", "Ben", "Carla", "Dana")


def _table(humans: int) -> SetzerGame:
    cfg = TableConfig(tuple(Seat(n) for n in NAMES[:humans]), clock_seconds=60, check=CheckMode.ANFECHTEN, rated=False)
    game = SetzerGame(cfg, 4, LEX)
    set_position(game, racks=["HXUSAEN", "HAUSERN", "EEEEEEE", "TTTTTTT"][:humans], bag="ABCDEFGHIJKLMNOP")
    return game


def test_the_next_players_move_does_not_close_the_window_for_the_third_human():
    game = _table(3)
    game.apply(Place(0, HXUS), 10.0)  # Anna lays HXUS; Ben is next, Carla watches
    assert game.phase is Phase.CHALLENGE and game.current == 1
    with pytest.raises(RuleError, match="Carla kann noch Einspruch erheben"):
        game.apply(Place(1, ((8, 5, "A"), (9, 5, "U"))), 11.0)
    assert game.apply(Decline(1), 12.0) == [ChallengeWaived(1, (2,))]
    assert game.phase is Phase.CHALLENGE  # still open for Carla ...
    events = game.apply(Challenge(2), 19.0)  # ... who objects just in time
    assert events == [ChallengeResolved(2, 0, False, ("HXUS",), 24, 0)]
    assert game.history[0].kind is MoveKind.WITHDRAWN and game.scores == [0, 0, 0]
    # Ben's clock only started when the window closed: he has his full minute
    assert game.current == 1 and game.clock_at(19.0).remaining == 60.0


def test_the_window_closes_once_every_other_human_declined():
    game = _table(3)
    game.apply(Place(0, HAUS), 10.0)
    assert game.clock_at(12.0).remaining == 60.0  # Ben waits for the others: his clock has not begun
    game.apply(Decline(2), 12.0)  # Carla first
    assert game.phase is Phase.CHALLENGE
    events = game.apply(Decline(1), 14.0)
    assert events == [ChallengeWaived(1, ()), ChallengeClosed(0), TilesDrawn(0, "ABCD")]
    assert game.phase is Phase.PLAYING and game.clock_at(20.0).remaining == 54.0
    with pytest.raises(RuleError, match="keinen Zug"):
        game.apply(Challenge(2), 15.0)


def test_the_next_players_own_move_is_their_decline_once_the_others_declined():
    game = _table(3)
    game.apply(Place(0, HAUS), 10.0)
    game.apply(Decline(2), 11.0)
    with pytest.raises(RuleError, match="schon gelten lassen"):
        game.apply(Challenge(2), 11.5)  # Carla let it stand: no objection afterwards
    events = game.apply(Pass(1), 12.0)
    assert events[:2] == [ChallengeClosed(0), TilesDrawn(0, "ABCD")] and game.current == 2


def test_with_four_humans_the_last_one_keeps_the_full_ten_seconds():
    game = _table(4)
    game.apply(Place(0, HXUS), 10.0)
    game.apply(Decline(1), 10.5)
    game.apply(Decline(2), 11.0)
    assert game.apply(Tick(), 19.5) == []  # Dana still thinks
    events = game.apply(Challenge(3), 19.9)
    assert isinstance(events[0], ChallengeResolved) and not events[0].words_valid


def test_nobody_objects_the_window_runs_out_and_the_record_replays():
    game = _table(3)
    game.apply(Place(0, HAUS), 10.0)
    assert game.apply(Tick(), 20.0) == [ChallengeClosed(0), TilesDrawn(0, "ABCD")]
    assert game.clock_at(30.0).remaining == 50.0  # Ben's minute began at the end of the window
    events = game.apply(Place(1, ((8, 5, "A"), (9, 5, "U"))), 31.0)
    assert isinstance(events[0], MovePlayed)
    game.apply(Decline(2), 32.0)
    record = GameRecord.from_json(game.record.to_json())
    assert (32.0, Decline(2)) in record.actions


def test_two_humans_keep_the_old_rule_the_next_move_closes_the_window():
    game = _table(2)
    game.apply(Place(0, HAUS), 10.0)
    assert game.clock_at(12.0).remaining == 58.0  # Ben's clock runs from the move, as before
    events = game.apply(Pass(1), 12.0)
    assert events[:2] == [ChallengeClosed(0), TilesDrawn(0, "ABCD")]


def test_a_replay_of_a_three_human_challenge_gives_the_same_game():
    cfg = TableConfig(tuple(Seat(n) for n in NAMES[:3]), clock_seconds=60, check=CheckMode.ANFECHTEN, rated=False)
    game = SetzerGame(cfg, 4, LEX)
    from game.scenes.setzer import bridge

    game.apply(bridge.hint_job(game, 0).run(), 5.0)
    game.apply(Decline(2), 6.0)
    game.apply(Decline(1), 7.0)
    game.apply(Pass(1), 9.0)
    assert replay(GameRecord.from_json(game.record.to_json()), LEX).snapshot() == game.snapshot()
