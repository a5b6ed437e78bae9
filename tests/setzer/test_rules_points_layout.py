"""Leaderboard points, table settings and the Zufallsprämien layout."""
from __future__ import annotations

import pytest

from game.setzer.config import CheckMode, ConfigError, ExchangeRule, GameMode, Level, PremiumMode, Seat, SeatKind, TableConfig, WordList
from game.setzer.leaderboard import leaderboard_points, places_for, third_rounded
from game.setzer.premiums import CENTRE, CLASSIC, SIZE, Premium, layout_text, premium_counts, random_layout


# ------------------------------------------------------------------ leaderboard points
@pytest.mark.parametrize("score, third", [
    (0, 0), (1, 0), (2, 1), (3, 1), (4, 1), (5, 2), (300, 100), (301, 100), (302, 101),
    (-1, 0), (-2, -1), (-4, -1), (-5, -2), (-6, -2),
])
def test_third_rounds_to_nearest(score, third):
    assert third_rounded(score) == third


def test_places_and_bonus_without_ties():
    assert places_for([120, 300, 200, 50]) == (3, 1, 2, 4)
    # 40+5, 100+30, 67+15, 17+0
    assert leaderboard_points([120, 300, 200, 50]) == (45, 130, 82, 17)


def test_tied_players_share_the_better_place_and_its_bonus():
    assert places_for([200, 200, 100]) == (1, 1, 3)
    assert leaderboard_points([200, 200, 100]) == (67 + 30, 67 + 30, 33 + 5)
    assert places_for([90, 150, 90, 90]) == (2, 1, 2, 2)
    assert leaderboard_points([90, 150, 90, 90]) == (45, 80, 45, 45)


def test_resigned_player_is_last_without_bonus():
    assert places_for([300, 100], last=[0]) == (2, 1)
    assert leaderboard_points([300, 100], resigned=[0]) == (100, 33 + 30)


def test_negative_game_points():
    assert leaderboard_points([-10, 20]) == (-3 + 15, 7 + 30)


# ------------------------------------------------------------------ settings
def test_config_defaults_and_roundtrip():
    cfg = TableConfig((Seat("Anna"), Seat("Rechner", SeatKind.COMPUTER, Level.NORMAL)))
    assert cfg.clock_seconds == 120 and cfg.exchange is ExchangeRule.AB_7
    assert cfg.premiums is PremiumMode.KLASSISCH and cfg.words is WordList.ALLE
    assert cfg.check is CheckMode.HILFSBEREIT and cfg.rated and cfg.mode is GameMode.PARTIE
    data = cfg.to_dict()
    assert data["seats"][1] == {"name": "Rechner", "kind": "computer", "level": "normal"}
    assert TableConfig.from_dict(data) == cfg
    full = TableConfig((Seat("A"), Seat("B")), clock_seconds=None, exchange=ExchangeRule.NIE,
                       premiums=PremiumMode.ZUFALL, words=WordList.GAENGIG, check=CheckMode.ANFECHTEN, rated=False)
    assert TableConfig.from_dict(full.to_dict()) == full


@pytest.mark.parametrize("data, field", [
    ({"seats": []}, "seats"),
    ({"seats": [{"name": "A"}] * 5}, "seats"),
    ({"seats": [{"name": "A"}], "clock_seconds": 45}, "clock_seconds"),
    ({"seats": [{"name": "A"}], "clock_seconds": "120"}, "clock_seconds"),
    ({"seats": [{"name": "A"}], "exchange": "manchmal"}, "exchange"),
    ({"seats": [{"name": "A"}], "premiums": "bunt"}, "premiums"),
    ({"seats": [{"name": "A"}], "words": "viele"}, "words"),
    ({"seats": [{"name": "A"}, {"name": "B", "kind": "computer", "level": "stark"}], "check": "anfechten"}, "check"),
    ({"seats": [{"name": "A"}], "rated": "ja"}, "rated"),
    ({"seats": [{"name": "A"}], "farbe": "rot"}, "farbe"),
    ({"seats": [{"name": ""}]}, "name"),
    ({"seats": [{"name": "C", "kind": "computer"}]}, "level"),
    ({"seats": [{"name": "C", "kind": "mensch", "level": "stark"}]}, "level"),
    ({"seats": [{"name": "C", "kind": "computer", "level": "mittel"}]}, "level"),
    ({"seats": [{"name": "A"}, {"name": "B"}], "mode": "tagesbrett"}, "seats"),
])
def test_config_errors_name_the_field(data, field):
    with pytest.raises(ConfigError, match=f"„{field}“"):
        TableConfig.from_dict(data)


# ------------------------------------------------------------------ Zufallsprämien
def mirror_images(layout):
    m = SIZE - 1
    return (
        tuple(tuple(layout[r][m - c] for c in range(SIZE)) for r in range(SIZE)),
        tuple(tuple(layout[m - r][c] for c in range(SIZE)) for r in range(SIZE)),
        tuple(tuple(layout[c][r] for c in range(SIZE)) for r in range(SIZE)),
    )


def test_classic_layout_has_the_symmetry_we_copy():
    assert all(image == CLASSIC for image in mirror_images(CLASSIC))
    assert all(CLASSIC[7][i].word == 1 and CLASSIC[i][7].word == 1 for i in range(1, SIZE - 1) if i != 7)
    assert premium_counts(CLASSIC) == {Premium.NONE: 164, Premium.DL: 24, Premium.TL: 12, Premium.DW: 17,
                                       Premium.TW: 8}


@pytest.mark.parametrize("seed", range(0, 400, 7))
def test_random_layout_counts_symmetry_and_centre(seed):
    layout = random_layout(seed)
    assert premium_counts(layout) == premium_counts(CLASSIC)
    assert layout[CENTRE[0]][CENTRE[1]] is Premium.DW
    assert all(image == layout for image in mirror_images(layout))
    for i in range(1, SIZE - 1):  # like the classic: no word premium within reach of the first move
        if i != CENTRE[0]:
            assert layout[CENTRE[0]][i].word == 1 and layout[i][CENTRE[1]].word == 1
    for r in range(SIZE):  # like the classic: no two premium squares side by side
        for c in range(SIZE - 1):
            assert layout[r][c] is Premium.NONE or layout[r][c + 1] is Premium.NONE
            assert layout[c][r] is Premium.NONE or layout[c + 1][r] is Premium.NONE


def test_random_layout_is_reproducible_and_varies():
    assert random_layout(12345) == random_layout(12345)
    layouts = {layout_text(random_layout(seed)) for seed in range(30)}
    assert len(layouts) >= 25
    assert layout_text(CLASSIC) not in layouts
