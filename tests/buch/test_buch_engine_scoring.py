"""Word scores: letter values, length multipliers, bonus tiles, embers, rounding half up."""
import pytest
from buch_engine_helpers import board

from game.buch.scoring import evaluate_path, multiplier, word_score
from game.buch.tiles import LETTER_VALUES, Tile, TileKind


def test_letter_values():
    assert [LETTER_VALUES[c] for c in "ENRTSIA"] == [10] * 7
    assert [LETTER_VALUES[c] for c in "LHGUDO"] == [15] * 6
    assert [LETTER_VALUES[c] for c in "CBMKF"] == [20] * 5
    assert [LETTER_VALUES[c] for c in "PZW"] == [25] * 3
    assert [LETTER_VALUES[c] for c in "VÄÜ"] == [30] * 3
    assert [LETTER_VALUES[c] for c in "ÖYJ"] == [40] * 3
    assert LETTER_VALUES["X"] == 50 and LETTER_VALUES["QU"] == 50
    assert "Q" not in LETTER_VALUES


@pytest.mark.parametrize("letters,mult", [(3, 1), (4, 1.5), (5, 2), (6, 2.5), (7, 3), (8, 4), (9, 5), (10, 6),
                                          (11, 7), (12, 8), (15, 8)])
def test_length_multipliers(letters, mult):
    assert multiplier(letters) == mult


def test_word_score_rounds_half_up():
    assert word_score(75, 4, 0, 0) == 113  # 112.5 -> 113
    assert word_score(55, 4, 0, 0) == 83  # 82.5
    assert word_score(50, 4, 25, 0) == 94  # 93.75
    assert word_score(45, 3, 50, 0) == 68  # 67.5
    assert word_score(50, 6, 25, 0) == 156  # 156.25
    assert word_score(70, 5, 75, 2) == 245 + 100
    assert word_score(100, 9, 100, 0) == 1000


def _eval(b, path, words=("HAUS", "QUAL", "QUALM", "RATEN", "HAUSE", "TIERE")):
    return evaluate_path(path, b.tile_at, lambda w: w in words)


def test_plain_word_and_working():
    b = board({0: "HAUS"})
    ev = _eval(b, [(0, 0), (0, 1), (0, 2), (0, 3)])
    assert ev.valid and ev.word == "HAUS" and ev.letters == 4
    assert (ev.letter_sum, ev.multiplier, ev.bonus_percent, ev.ember_bonus, ev.score) == (50, 1.5, 0, 0, 75)
    assert ev.working == "50 × 1,5 (4 Buchstaben)"


def test_qu_counts_two_letters():
    b = board({1: "QAL"})
    ev = _eval(b, [(1, 0), (1, 1), (1, 2)])
    assert ev.word == "QUAL" and ev.letters == 4 and ev.letter_sum == 75
    assert ev.score == 113  # 75 x 1.5 = 112.5 rounds up
    b = board({1: "QALM"})
    ev = _eval(b, [(1, 0), (1, 1), (1, 2), (1, 3)])
    assert ev.letters == 5 and ev.letter_sum == 95 and ev.score == 190


def test_bonus_tiles_add_up():
    b = board({0: "RATEN"}, bonus={"0,1": "leinen", "0,3": "gold"})
    ev = _eval(b, [(0, r) for r in range(5)])
    assert ev.letter_sum == 50 and ev.bonus_percent == 75
    assert ev.score == 175  # 50 x 2 x 1.75
    assert ev.working == "50 × 2 (5 Buchstaben) + 25 % Leinen + 50 % Goldschnitt"
    assert ev.short_working == "50 × 2 + 75 % = 175" and ev.values == (10, 10, 10, 10, 10)
    assert ev.bonus_tiles_used == 2


def test_kristall_and_embers():
    b = board({0: "HAUSE"}, bonus={"0,0": "kristall"}, embers=[(0, 2), (0, 4)])
    ev = _eval(b, [(0, r) for r in range(5)])
    # 60 x 2 x 2 = 240, plus 2 embers x 50
    assert (ev.letter_sum, ev.bonus_percent, ev.ember_bonus, ev.score) == (60, 100, 100, 340)
    assert ev.working == "60 × 2 (5 Buchstaben) + 100 % Bergkristall + 2 × 50 Glut"
    assert ev.embers_used == 2 and ev.short_working == "60 × 2 + 100 % + 100 = 340"


def test_invalid_paths_give_reasons_and_never_raise():
    b = board({0: "HAUS"})
    assert _eval(b, [(0, 0), (0, 1)]).reason == "Zu kurz"
    assert _eval(b, [(0, 0), (0, 2), (0, 3)]).reason == "Nicht benachbart"
    assert _eval(b, [(0, 0), (0, 1), (0, 0)]).reason == "Stein doppelt"
    ev = _eval(b, [(0, 1), (0, 2), (0, 3)])
    assert ev.word == "AUS" and ev.reason == "Kein Wort" and not ev.valid and ev.score == 35
    assert _eval(b, [(9, 9)]).reason == "Außerhalb des Bretts"
    assert _eval(b, None).valid is False
    assert _eval(b, [("a", 1)]).valid is False
    assert _eval(b, []).reason == "Zu kurz"


def test_tile_properties():
    t = Tile(1, "QU", TileKind.GOLD)
    assert t.letters == 2 and t.value == 50 and t.bonus_percent == 50 and not t.is_ember
