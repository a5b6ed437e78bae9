"""Elo numbers, checked against hand computations."""
from game.rating import ComputerLevel, PlayerRating, Seat, expected_score, k_factor, rate_game, round_half_away


def test_k_factor_follows_fide():
    assert k_factor(PlayerRating(1500, 0, 1500)) == 40
    assert k_factor(PlayerRating(1500, 29, 1500)) == 40
    assert k_factor(PlayerRating(1500, 30, 1500)) == 20
    assert k_factor(PlayerRating(2350, 100, 2410)) == 10  # once 2400, always 10
    assert k_factor(PlayerRating(2400, 3, 2400)) == 10


def test_expected_score_and_400_point_cap():
    assert round(expected_score(1200, 1400), 6) == 0.240253
    assert round(expected_score(1000, 1800), 6) == round(expected_score(1000, 1400), 6) == 0.090909
    assert round_half_away(2.5) == 3 and round_half_away(-2.5) == -3 and round_half_away(-2.49) == -2


def test_new_player_beats_normal_computer():
    # E = 0.240253; 40 * (1 - E) = 30.39 -> +30
    [change] = rate_game([Seat("anna", 320, player=PlayerRating()), Seat("cpu", 280, computer=ComputerLevel.NORMAL)])
    assert (change.old, change.new, change.delta, change.games, change.peak) == (1200, 1230, 30, 1, 1230)


def test_established_player_loses_to_strong_computer():
    # E = 0.150979; 20 * (0 - E) = -3.02 -> -3
    [change] = rate_game([Seat("b", 200, player=PlayerRating(1500, 40, 1550)), Seat("c", 380, computer=ComputerLevel.STARK)])
    assert (change.new, change.delta, change.peak) == (1497, -3, 1550)


def test_gap_cap_and_top_player_draw():
    [win] = rate_game([Seat("x", 300, player=PlayerRating(1000, 0, 1000)), Seat("c", 100, computer=ComputerLevel.STARK)])
    assert win.delta == 36  # 40 * (1 - 1/11) = 36.36
    [draw] = rate_game([Seat("t", 250, player=PlayerRating(2350, 100, 2410)), Seat("c", 250, computer=ComputerLevel.STARK)])
    assert draw.delta == -4  # 10 * (0.5 - 10/11) = -4.09


def test_hot_seat_rates_humans_pairwise_and_skips_the_guest():
    seats = [
        Seat("a", 300, player=PlayerRating(1200, 0, 1200)),
        Seat("b", 250, player=PlayerRating(1300, 50, 1300)),
        Seat("c", 250, player=PlayerRating(1250, 10, 1250)),
        Seat("guest", 400),  # the guest is unrated: no pairings with it
    ]
    changes = {c.key: c for c in rate_game(seats)}
    # a: 40*(1-0.359935) + 40*(1-0.428537) = 48.46 -> +48
    # b: 20*(0-0.640065) + 20*(0.5-0.571463) = -14.23 -> -14
    # c: 40*(0-0.571463) + 40*(0.5-0.428537) = -20.00 -> -20
    assert {k: (c.new, c.games) for k, c in changes.items()} == {"a": (1248, 2), "b": (1286, 2), "c": (1230, 2)}
