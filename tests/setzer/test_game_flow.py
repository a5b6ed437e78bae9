"""The table engine: word-check modes, exchange rules, clock, challenges, game ends, Tagesbrett."""
from __future__ import annotations

import datetime

import pytest

from game.lexicon import load_lexicon
from game.setzer.actions import Challenge, Exchange, Pass, Place, Resign, Tick
from game.setzer.config import CheckMode, ConfigError, ExchangeRule, Level, PremiumMode, Seat, SeatKind, TableConfig, WordList
from game.setzer.daily import daily_seed
from game.setzer.events import (
    ChallengeClosed,
    ChallengeOpened,
    ChallengeResolved,
    EndReason,
    Exchanged,
    GameEnded,
    GraceStarted,
    MoveInvalidLost,
    MovePlayed,
    MoveRejected,
    Passed,
    Resigned,
    TilesDrawn,
    TimedOut,
    TurnStarted,
)
from game.setzer.game import MoveKind, Phase, RuleError, SetzerGame
from game.setzer.leaderboard import leaderboard_points
from game.setzer.premiums import CLASSIC, random_layout
from game.setzer.scoring import WordScore
from tests.setzer.rules_helpers import rows_with, set_position

LEX = load_lexicon()
HAUS = ((7, 4, "H"), (7, 5, "A"), (7, 6, "U"), (7, 7, "S"))
HXUS = ((7, 4, "H"), (7, 5, "X"), (7, 6, "U"), (7, 7, "S"))
HAUS_WORD = (WordScore("HAUS", 10, 7, 4, True),)


def table(n: int = 2, check: CheckMode = CheckMode.HILFSBEREIT, clock: int | None = 120,
          exchange: ExchangeRule = ExchangeRule.AB_7, words: WordList = WordList.ALLE, computers: int = 0,
          rated: bool = True, premiums: PremiumMode = PremiumMode.KLASSISCH) -> TableConfig:
    seats = [Seat(f"Mensch{i + 1}") for i in range(n - computers)]
    seats += [Seat(f"Computer{i + 1}", SeatKind.COMPUTER, Level.STARK) for i in range(computers)]
    return TableConfig(tuple(seats), clock_seconds=clock, exchange=exchange, premiums=premiums, words=words,
                       check=check, rated=rated)


def new_game(config: TableConfig | None = None, seed: int = 5, start: float = 0.0) -> SetzerGame:
    return SetzerGame(config or table(), seed, LEX, start_time=start)


# ------------------------------------------------------------------ start
def test_start_deals_seven_each_and_seat_zero_begins():
    game = new_game(table(4))
    assert [len(r) for r in game.racks] == [7, 7, 7, 7]
    assert game.bag_count == 102 - 28
    assert game.current == 0 and game.move_number == 1 and game.phase is Phase.PLAYING
    assert game.layout is CLASSIC
    assert sorted("".join(game.racks) + "".join(game.bag_order())) == sorted(
        __import__("game.setzer.tiles", fromlist=["full_bag"]).full_bag())


def test_random_premiums_come_from_the_seed():
    game = new_game(table(premiums=PremiumMode.ZUFALL), seed=77)
    assert game.layout == random_layout(77)
    assert game.layout != CLASSIC


# ------------------------------------------------------------------ word check modes
def test_helpful_names_bad_word_and_nothing_is_lost():
    game = new_game()
    set_position(game, racks=["HXUSAEN", "EEEEEEE"], bag="ERNTE")
    before = game.snapshot()
    events = game.apply(Place(0, HXUS), 1.0)
    assert events == [MoveRejected(0, "„HXUS“ steht nicht in der Wortliste.", ("HXUS",))]
    assert game.snapshot() == before
    events = game.apply(Place(0, HAUS), 2.0)
    assert events == [MovePlayed(0, HAUS, HAUS_WORD, 0, 10), TilesDrawn(0, "ERNT"), TurnStarted(1)]
    assert game.racks[0] == "XENERNT" and game.scores == [10, 0]
    assert game.history[-1].kind is MoveKind.PLACE and game.history[-1].score == 10
    assert game.move_number == 2


def test_laying_rule_break_is_rejected_in_every_mode():
    for check in (CheckMode.HILFSBEREIT, CheckMode.STRENG, CheckMode.OHNE):
        game = new_game(table(check=check))
        set_position(game, racks=["HAUSXYZ", "EEEEEEE"])
        events = game.apply(Place(0, ((0, 0, "H"), (0, 1, "A"))), 1.0)
        assert events == [MoveRejected(0, "Das erste Wort muss über das Mittelfeld mit dem Stern laufen.", ())]
        assert game.current == 0 and not game.history


def test_strict_invalid_costs_the_turn():
    game = new_game(table(check=CheckMode.STRENG))
    set_position(game, racks=["HXUSAEN", "EEEEEEE"])
    events = game.apply(Place(0, HXUS), 1.0)
    assert events == [MoveInvalidLost(0, ("HXUS",)), TurnStarted(1)]
    assert game.racks[0] == "HXUSAEN" and game.scores == [0, 0] and game.board.is_empty()
    assert game.history[-1].kind is MoveKind.INVALID and game.current == 1


def test_without_check_every_word_counts():
    game = new_game(table(check=CheckMode.OHNE))
    set_position(game, racks=["HXUSAEN", "EEEEEEE"])
    events = game.apply(Place(0, HXUS), 1.0)
    # H2 X8 U1 S1 = 12, star x2
    assert isinstance(events[0], MovePlayed) and events[0].score == 24
    assert game.scores == [24, 0]


def test_common_word_list_refuses_rare_words():
    lengs = tuple((7, 3 + i, ch) for i, ch in enumerate("LENGS"))
    # L2 on 2B = 4, E1 N1 G2 S1 -> 9, star x2 = 18
    game = new_game(table(words=WordList.ALLE))
    set_position(game, racks=["LENGSAB", "EEEEEEE"])
    assert game.apply(Place(0, lengs), 1.0)[0] == MovePlayed(0, lengs, (WordScore("LENGS", 18, 7, 3, True),), 0, 18)
    game = new_game(table(words=WordList.GAENGIG))
    set_position(game, racks=["LENGSAB", "EEEEEEE"])
    assert game.apply(Place(0, lengs), 1.0) == [MoveRejected(0, "„LENGS“ steht nicht in der Wortliste.", ("LENGS",))]


def test_operator_lists_apply():
    blocked = LEX.with_operator_lists(blocked=["HAUS"])
    game = SetzerGame(table(), 5, blocked)
    set_position(game, racks=["HAUSXYZ", "EEEEEEE"])
    assert isinstance(game.apply(Place(0, HAUS), 1.0)[0], MoveRejected)


def test_preview_names_words_and_points_and_never_raises():
    game = new_game()
    set_position(game, racks=["HXUSAEN", "EEEEEEE"])
    ok = game.preview(HAUS[:0] + ((7, 5, "A"), (7, 6, "U"), (7, 7, "S"), (7, 4, "H")))
    assert ok.ok and ok.reason is None and ok.total == 10 and ok.words == HAUS_WORD
    bad = game.preview(HXUS)
    assert not bad.ok and bad.invalid_words == ("HXUS",) and bad.total == 24
    gap = game.preview(((7, 5, "A"), (7, 7, "S")))
    assert not gap.ok and "Lücke" in gap.reason
    for junk in (None, [("x",)], [(99, 99, "A")], [(7, 7, 5)], "HAUS"):
        result = game.preview(junk)
        assert not result.ok and result.reason
    strict = new_game(table(check=CheckMode.STRENG))
    set_position(strict, racks=["HXUSAEN", "EEEEEEE"])
    hidden = strict.preview(HXUS)  # strict checking must not reveal invalid words
    assert hidden.ok and hidden.invalid_words == () and hidden.total == 24


# ------------------------------------------------------------------ illegal actions
def test_illegal_actions_raise_and_change_nothing():
    game = new_game()
    set_position(game, racks=["HAUSXYZ", "EEEEEEE"])
    before = game.snapshot()
    for action in (Place(1, HAUS), Pass(1), Exchange(1, "E"), Pass(7), Challenge(1), Exchange(0, "QQ")):
        with pytest.raises(RuleError):
            game.apply(action, 1.0)
        assert game.snapshot() == before
    game.apply(Pass(0), 5.0)
    with pytest.raises(RuleError, match="zurücklaufen"):
        game.apply(Pass(1), 4.0)


# ------------------------------------------------------------------ exchange
def test_exchange_draws_first_then_returns_tiles():
    game = new_game()
    set_position(game, racks=["QXYAEEN", "EEEEEEE"])
    game._bag._tiles = list(reversed("ABCDEFGHIJ"))
    events = game.apply(Exchange(0, "QXY"), 1.0)
    assert events == [Exchanged(0, 3), TilesDrawn(0, "ABC"), TurnStarted(1)]
    assert game.racks[0] == "AEENABC"
    assert game.bag_count == 10 and sorted(game.bag_order()) == sorted("DEFGHIJQXY")
    assert game.history[-1].kind is MoveKind.EXCHANGE and game.history[-1].count == 3


def test_exchange_rules():
    game = new_game(table(exchange=ExchangeRule.NIE))
    with pytest.raises(RuleError, match="nicht getauscht"):
        game.apply(Exchange(0, game.racks[0][0]), 1.0)
    assert not game.exchange_allowed()

    game = new_game(table(exchange=ExchangeRule.AB_7))
    set_position(game, racks=["QXYAEEN", "EEEEEEE"], bag="ABCDEF")
    assert not game.exchange_allowed()
    with pytest.raises(RuleError, match="sieben Lettern"):
        game.apply(Exchange(0, "Q"), 1.0)
    set_position(game, bag="ABCDEFG")
    assert game.exchange_allowed()
    assert game.apply(Exchange(0, "QXYAEEN"), 1.0)[1] == TilesDrawn(0, "ABCDEFG")

    game = new_game(table(exchange=ExchangeRule.IMMER))
    set_position(game, racks=["QXYAEEN", "EEEEEEE"], bag="ABC")
    with pytest.raises(RuleError, match="nicht genug"):
        game.apply(Exchange(0, "QXYA"), 1.0)
    assert game.apply(Exchange(0, "QXY"), 1.0)[1] == TilesDrawn(0, "ABC")
    with pytest.raises(RuleError, match="Winkelhaken"):
        game.apply(Exchange(1, "Z"), 2.0)


# ------------------------------------------------------------------ clock
def test_clock_grace_and_automatic_pass():
    game = new_game(table(clock=30), start=100.0)
    assert game.clock_at(110.0).remaining == 20.0 and not game.clock_at(110.0).in_grace
    assert game.apply(Tick(), 129.9) == []
    assert game.apply(Tick(), 130.0) == [GraceStarted(0, 140.0)]
    assert game.clock.in_grace and game.clock.grace_remaining == 10.0
    assert game.apply(Tick(), 135.0) == []
    assert game.clock.grace_remaining == 5.0
    assert game.apply(Tick(), 140.0) == [TimedOut(0), TurnStarted(1)]
    assert game.history[-1].kind is MoveKind.TIMEOUT and game.turn_start == 140.0 and game.current == 1
    # an action in grace is fine; at the automatic-pass time it is too late
    assert game.apply(Tick(), 170.0) == [GraceStarted(1, 180.0)]
    assert game.apply(Pass(1), 179.0) == [Passed(1), TurnStarted(0)]
    with pytest.raises(RuleError, match="abgelaufen"):
        game.apply(Pass(0), 219.0)
    # a long gap: grace and automatic pass in one tick
    assert game.apply(Tick(), 500.0) == [GraceStarted(0, 219.0), TimedOut(0), TurnStarted(1)]


def test_no_clock_never_times_out():
    game = new_game(table(clock=None))
    assert game.apply(Tick(), 1e7) == []
    assert game.clock.limit is None and game.clock.remaining is None
    assert game.apply(Pass(0), 2e7) == [Passed(0), TurnStarted(1)]


def test_timeouts_count_as_scoreless_turns():
    game = new_game(table(clock=60))
    set_position(game, racks=["QXAE", "EN?"])
    events = []
    for t in (70.0, 140.0, 210.0, 280.0):
        events += game.apply(Tick(), t)
    assert isinstance(events[-1], GameEnded) and events[-1].result.reason is EndReason.SCORELESS
    assert game.result.rest_deductions == (20, 2)


# ------------------------------------------------------------------ end of game
def test_going_out_with_empty_bag():
    game = new_game()
    set_position(game, rows=rows_with((7, 4, True, "HAUS")), racks=["E", "QX"], bag="", scores=[50, 40])
    events = game.apply(Place(0, ((7, 8, "E"),)), 1.0)
    assert events[0] == MovePlayed(0, ((7, 8, "E"),), (WordScore("HAUSE", 6, 7, 4, True),), 0, 6)
    result = events[-1].result
    assert result.reason is EndReason.OUT and result.out_player == 0
    assert result.move_points == (56, 40) and result.rest_deductions == (0, 18) and result.out_bonus == 18
    assert result.scores == (74, 22) and game.scores == [74, 22]
    assert result.places == (1, 2) and result.winners == (0,) and result.ranking == (0, 1)
    # 74/3 = 24.7 -> 25 + 30; 22/3 = 7.3 -> 7 + 15
    assert result.leaderboard_points == (55, 22)
    assert game.phase is Phase.OVER
    with pytest.raises(RuleError, match="zu Ende"):
        game.apply(Pass(1), 2.0)
    assert game.apply(Tick(), 3.0) == []


def test_everyone_scoreless_twice_ends_and_all_lose_their_rest():
    game = new_game(table(2, exchange=ExchangeRule.IMMER))
    set_position(game, racks=["QXA", "EN?"], bag="ABCDEFGHIJK")
    events = []
    for t, action in enumerate((Pass(0), Exchange(1, "E"), Pass(0), Pass(1)), start=1):
        events += game.apply(action, float(t))
    assert isinstance(events[-1], GameEnded) and events[-1].result.reason is EndReason.SCORELESS
    game = new_game(table(3, check=CheckMode.OHNE, exchange=ExchangeRule.IMMER))
    set_position(game, racks=["QXA", "EN?", "ÄÖ"], scores=[30, 30, 10], bag="")
    t = 0.0
    for action in (Pass(0), Pass(1), Pass(2), Place(0, ((7, 7, "Q"), (7, 8, "X"))), Pass(1), Pass(2), Pass(0),
                   Pass(1), Pass(2)):
        t += 1
        game.apply(action, t)
    assert game.phase is Phase.PLAYING  # streak reset by the placement: 5 scoreless turns so far
    events = game.apply(Pass(0), 20.0)
    result = events[-1].result
    assert result.reason is EndReason.SCORELESS and result.out_player is None
    # Q10 X8 on the star: 36; rests A1, E1+N1, Ä6+Ö8
    assert result.move_points == (66, 30, 10) and result.rest_deductions == (1, 2, 14)
    assert result.scores == (65, 28, -4)
    # 65/3 -> 22 + 30; 28/3 -> 9 + 15; -4/3 -> -1 + 5 -- but a game without word check earns nothing
    assert leaderboard_points(result.scores) == (52, 24, 4)
    assert not game.config.rated and result.leaderboard_points == (0, 0, 0)


def test_resign_places_the_player_last():
    game = new_game()
    set_position(game, racks=["QX", "E"], scores=[10, 50])
    events = game.apply(Resign(1), 1.0)
    assert events[0] == Resigned(1)
    result = events[-1].result
    assert result.reason is EndReason.RESIGNED and result.scores == (-8, 49)
    assert result.places == (1, 2) and result.winners == (0,)
    assert result.leaderboard_points == (-3 + 30, 16)


# ------------------------------------------------------------------ challenge
def challenge_game() -> SetzerGame:
    game = new_game(table(3, check=CheckMode.ANFECHTEN, computers=1, rated=False))
    set_position(game, racks=["HXUSAEN", "HAUSERN", "EEEEEEE"], bag="ABCDEFGHIJKLMNOP")
    return game


def test_challenge_needs_two_humans():
    with pytest.raises(ConfigError, match="zwei Menschen"):
        table(2, check=CheckMode.ANFECHTEN, computers=1)


def test_successful_challenge_withdraws_the_move():
    game = challenge_game()
    events = game.apply(Place(0, HXUS), 10.0)
    assert events == [MovePlayed(0, HXUS, (WordScore("HXUS", 24, 7, 4, True),), 0, 24),
                      ChallengeOpened(0, 20.0), TurnStarted(1)]
    assert game.phase is Phase.CHALLENGE and game.current == 1 and game.scores[0] == 24
    assert game.racks[0] == "AEN"  # no new tiles until the move is final
    with pytest.raises(RuleError, match="eigenen"):
        game.apply(Challenge(0), 11.0)
    with pytest.raises(RuleError, match="Menschen"):
        game.apply(Challenge(2), 11.0)
    events = game.apply(Challenge(1), 15.0)
    assert events == [ChallengeResolved(1, 0, False, ("HXUS",), 24, 0)]
    assert game.board.is_empty() and sorted(game.racks[0]) == sorted("HXUSAEN")
    assert game.scores == [0, 0, 0] and game.history[0].kind is MoveKind.WITHDRAWN
    assert game.phase is Phase.PLAYING and game.current == 1 and game.bag_count == 16


def test_failed_challenge_costs_the_challenger_five():
    game = challenge_game()
    game.apply(Place(0, HAUS), 10.0)
    events = game.apply(Challenge(1), 19.0)
    assert events == [ChallengeResolved(1, 0, True, (), 0, 5), TilesDrawn(0, "ABCD")]
    assert game.scores == [10, -5, 0] and game.phase is Phase.PLAYING
    assert game.history[-1].kind is MoveKind.CHALLENGE_FAILED and game.move_number == 2


def test_unchallenged_invalid_word_counts_after_ten_seconds():
    game = challenge_game()
    game.apply(Place(0, HXUS), 10.0)
    assert game.apply(Tick(), 19.9) == []
    assert game.apply(Tick(), 20.0) == [ChallengeClosed(0), TilesDrawn(0, "ABCD")]
    assert game.scores[0] == 24 and game.phase is Phase.PLAYING
    with pytest.raises(RuleError, match="keinen Zug"):
        game.apply(Challenge(1), 20.0)
    late = challenge_game()
    late.apply(Place(0, HXUS), 10.0)
    with pytest.raises(RuleError, match="Einspruchsfrist ist vorbei"):
        late.apply(Challenge(1), 20.0)


def test_next_players_action_closes_the_window():
    game = challenge_game()
    game.apply(Place(0, HAUS), 10.0)
    with pytest.raises(RuleError):
        game.apply(Pass(0), 11.0)
    events = game.apply(Pass(1), 12.0)
    assert events == [ChallengeClosed(0), TilesDrawn(0, "ABCD"), Passed(1), TurnStarted(2)]
    # computer moves are not open to challenge
    game.apply(Exchange(2, "E"), 13.0)
    set_position(game, racks=[game.racks[0], game.racks[1], "ERNTEAB"])
    game.apply(Pass(0), 14.0)
    game.apply(Pass(1), 15.0)
    events = game.apply(Place(2, ((8, 4, "E"), (9, 4, "R"))), 16.0)
    assert not any(isinstance(e, ChallengeOpened) for e in events)


def test_going_out_under_challenge_waits_for_the_window():
    game = challenge_game()
    set_position(game, rows=rows_with((7, 4, True, "HAUS")), racks=["E", "QX", "ÄÖ"], bag="")
    events = game.apply(Place(0, ((7, 8, "E"),)), 10.0)
    assert events == [MovePlayed(0, ((7, 8, "E"),), (WordScore("HAUSE", 6, 7, 4, True),), 0, 6),
                      ChallengeOpened(0, 20.0)]
    with pytest.raises(RuleError, match="Einspruchsfrist"):
        game.apply(Pass(1), 11.0)
    events = game.apply(Tick(), 20.0)
    assert events[0] == ChallengeClosed(0) and isinstance(events[-1], GameEnded)
    assert events[-1].result.reason is EndReason.OUT and events[-1].result.out_bonus == 32


# ------------------------------------------------------------------ lookup, unseen tiles
def test_lookup_allowed():
    assert new_game(table(check=CheckMode.HILFSBEREIT)).lookup_allowed()
    assert new_game(table(check=CheckMode.OHNE)).lookup_allowed()
    assert not new_game(table(check=CheckMode.STRENG)).lookup_allowed()
    assert new_game(table(check=CheckMode.STRENG, rated=False)).lookup_allowed()
    assert not new_game(table(check=CheckMode.ANFECHTEN)).lookup_allowed()
    assert new_game(table(check=CheckMode.ANFECHTEN, rated=False)).lookup_allowed()


def test_unseen_tiles_are_box_plus_other_racks():
    game = new_game(table(3))
    unseen = game.unseen_tiles(0)
    assert len(unseen) == 95
    assert unseen == "".join(sorted("".join(game.bag_order()) + game.racks[1] + game.racks[2]))


# ------------------------------------------------------------------ Tagesbrett
def test_tagesbrett_same_tiles_for_everyone_on_a_date():
    day = datetime.date(2026, 11, 29)
    a = SetzerGame(TableConfig.tagesbrett("Anna"), 1, LEX, date=day)
    b = SetzerGame(TableConfig.tagesbrett("Bruno"), 999, LEX, date=day)
    c = SetzerGame(TableConfig.tagesbrett("Anna"), 1, LEX, date=day + datetime.timedelta(days=1))
    assert a.racks == b.racks and a.bag_order() == b.bag_order()
    assert (a.racks, a.bag_order()) != (c.racks, c.bag_order())
    # pinned: the order must not change between versions or machines
    assert daily_seed(day) == 15633885925188827093
    assert a.racks == ["SEPUOII"] and "".join(a.bag_order()[:5]) == "EEETE"
    with pytest.raises(ValueError):
        SetzerGame(TableConfig.tagesbrett("Anna"), 1, LEX)


def test_tagesbrett_ten_moves_no_rest_deduction():
    game = SetzerGame(TableConfig.tagesbrett("Anna"), 1, LEX, date=datetime.date(2026, 11, 29))
    set_position(game, racks=["HAUSQXY"])
    events = game.apply(Place(0, HAUS), 1.0)
    assert events[0].score == 10
    for t in range(2, 10):
        assert not any(isinstance(e, GameEnded) for e in game.apply(Pass(0), float(t)))
    events = game.apply(Exchange(0, "Q"), 10.0)
    result = events[-1].result
    assert result.reason is EndReason.MOVES_DONE and result.scores == (10,)
    assert result.rest_deductions == (0,) and result.leaderboard_points == (0,)


def test_tagesbrett_settings_are_fixed():
    with pytest.raises(ConfigError):
        TableConfig((Seat("A"), Seat("B")), mode=TableConfig.tagesbrett("A").mode)
    with pytest.raises(ConfigError, match="hilfsbereit"):
        TableConfig((Seat("A"),), check=CheckMode.STRENG, mode=TableConfig.tagesbrett("A").mode)


def test_tagesbrett_random_premiums_follow_the_date_and_local_date():
    from game.setzer.daily import local_date

    day = datetime.date(2026, 5, 4)
    cfg = TableConfig(TableConfig.tagesbrett("A").seats, premiums=PremiumMode.ZUFALL,
                      mode=TableConfig.tagesbrett("A").mode)
    a = SetzerGame(cfg, 1, LEX, date=day)
    b = SetzerGame(cfg, 2, LEX, date=day)
    assert a.layout == b.layout == random_layout(daily_seed(day))
    stamp = datetime.datetime(2026, 5, 4, 23, 59).timestamp()
    assert local_date(stamp) == day and local_date(stamp + 120) == day + datetime.timedelta(days=1)
