"""Scoring and placement validation on hand-computed positions (classic layout)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.lexicon import load_lexicon
from game.setzer.board import Board
from game.setzer.config import WordList
from game.setzer.premiums import CLASSIC, Premium
from game.setzer.scoring import WordScore, rest_value, score_placement
from game.setzer.validate import invalid_words, missing_from_rack, validate_placement, words_not_in_list
from tests.setzer.rules_helpers import EMPTY_ROWS, rows_with

EMPTY = Board.empty()
POSITIONS = Path(__file__).resolve().parents[1] / "fixtures" / "positions"  # copied from shared/positions


def test_classic_layout_squares_used_below():
    assert CLASSIC[7][7] is Premium.DW
    assert CLASSIC[6][6] is Premium.DL and CLASSIC[7][3] is Premium.DL
    assert CLASSIC[4][4] is Premium.DW and CLASSIC[4][10] is Premium.DW
    assert CLASSIC[0][0] is Premium.TW and CLASSIC[0][7] is Premium.TW and CLASSIC[0][3] is Premium.DL


def test_first_word_on_the_star_doubles():
    # H2 A1 U1 S1 = 5, S on the centre star (Wort x2) -> 10
    move = score_placement(EMPTY, CLASSIC, ((7, 4, "H"), (7, 5, "A"), (7, 6, "U"), (7, 7, "S")))
    assert move.words == (WordScore("HAUS", 10, 7, 4, True),)
    assert move.bingo == 0 and move.total == 10


def test_vertical_first_word():
    move = score_placement(EMPTY, CLASSIC, ((5, 7, "O"), (6, 7, "H"), (7, 7, "R")))
    # O2 H2 R1 = 5, x2 = 10
    assert move.words == (WordScore("OHR", 10, 5, 7, False),)


def test_blank_on_a_letter_premium_counts_zero():
    # blank h on 2B (7,3): 0; A U S E = 4; star x2 -> 8 (a real H there would give 16)
    blank = score_placement(EMPTY, CLASSIC, ((7, 3, "h"), (7, 4, "A"), (7, 5, "U"), (7, 6, "S"), (7, 7, "E")))
    real = score_placement(EMPTY, CLASSIC, ((7, 3, "H"), (7, 4, "A"), (7, 5, "U"), (7, 6, "S"), (7, 7, "E")))
    assert blank.words == (WordScore("HAUSE", 8, 7, 3, True),)
    assert real.total == 16


def test_cross_words_on_premiums_and_used_premium_not_counted_again():
    board = Board.from_rows(rows_with((7, 4, True, "HAUS")))
    # Z (3) on 2B (6,6), U (1) at (6,7): main ZU = 6 + 1 = 7
    # cross at col 6: Z on 2B + U = 7; cross at col 7: U + S (star already used) = 2
    move = score_placement(board, CLASSIC, ((6, 6, "Z"), (6, 7, "U")))
    assert move.words == (
        WordScore("ZU", 7, 6, 6, True),
        WordScore("ZU", 7, 6, 6, False),
        WordScore("US", 2, 6, 7, False),
    )
    assert move.total == 16


def test_single_tile_on_word_premium_doubles_both_words():
    board = Board.from_rows(rows_with((5, 4, False, "ROT"), (4, 5, True, "E")))
    # B on 2W (4,4): BROT = (3+1+2+1) x2 = 14; BE = (3+1) x2 = 8 -> 22; horizontal word first
    move = score_placement(board, CLASSIC, ((4, 4, "B"),))
    assert move.words == (WordScore("BE", 8, 4, 4, True), WordScore("BROT", 14, 4, 4, False))
    assert move.total == 22


def test_two_triple_word_premiums_and_bingo():
    board = Board.from_rows(rows_with((0, 3, False, "ES")))
    tiles = ((0, 0, "G"), (0, 1, "E"), (0, 2, "R"), (0, 4, "G"), (0, 5, "E"), (0, 6, "L"), (0, 7, "T"))
    # GEREGELT: 2+1+1+1+2+1+2+1 = 11 (the old E keeps no 2B), x3 x3 = 99, + 50 for seven tiles
    move = score_placement(board, CLASSIC, tiles)
    assert move.words == (WordScore("GEREGELT", 99, 0, 0, True),)
    assert move.bingo == 50 and move.total == 149


def test_two_double_word_premiums_with_cross_word_and_bingo():
    board = Board.from_rows(rows_with((5, 7, False, "OHR")))
    tiles = tuple((4, 4 + i, ch) for i, ch in enumerate("SCHÖNER"))
    # S1 C4 H2 Ö8 N1 E1 R1 = 18 on 2W (4,4) and 2W (4,10): x4 = 72
    # cross ÖOHR: 8+2+2+1 = 13 (no premium at (4,7)); + 50
    move = score_placement(board, CLASSIC, tiles)
    assert [(w.word, w.score) for w in move.words] == [("SCHÖNER", 72), ("ÖOHR", 13)]
    assert move.total == 135


def test_seven_tile_first_move_bingo():
    tiles = tuple((7, 1 + i, ch) for i, ch in enumerate("SCHÖNER"))
    # S1 C4 H2x2 Ö8 N1 E1 R1 = 20, star x2 = 40, + 50
    move = score_placement(EMPTY, CLASSIC, tiles)
    assert move.words[0] == WordScore("SCHÖNER", 40, 7, 1, True)
    assert move.bingo == 50 and move.total == 90


def test_extending_a_word_scores_old_letters_without_premiums():
    board = Board.from_rows(rows_with((7, 4, True, "HAUS")))
    # HAUSE: E on (7,8) no premium; 2+1+1+1+1 = 6
    move = score_placement(board, CLASSIC, ((7, 8, "E"),))
    assert move.words == (WordScore("HAUSE", 6, 7, 4, True),)


def test_old_blank_stays_zero():
    board = Board.from_rows(rows_with((7, 4, True, "hAUS")))
    move = score_placement(board, CLASSIC, ((7, 8, "E"),))
    assert move.total == 4


def test_rest_value():
    assert rest_value("QX?E") == 19
    assert rest_value("") == 0


def test_reference_positions_score_exactly():
    checked = 0
    for path in sorted(POSITIONS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            data = json.loads(line)
            board = Board.from_rows(data["board"])
            for move in data.get("best_moves", []):
                placement = tuple(tuple(t) for t in move["tiles"])
                assert validate_placement(board, placement, data["rack"], board.is_empty()) is None
                assert score_placement(board, CLASSIC, placement).total == move["score"], (data["id"], move)
                checked += 1
    assert checked >= 40


# ------------------------------------------------------------------ validation
HAUS = Board.from_rows(rows_with((7, 4, True, "HAUS")))


@pytest.mark.parametrize("board, tiles, rack, first, expected", [
    (EMPTY, (), None, True, "keine Letter"),
    (EMPTY, ((7, 7, "A"), (8, 8, "B")), None, True, "einer Zeile oder in einer Spalte"),
    (EMPTY, ((7, 6, "A"), (7, 8, "B")), None, True, "Lücke"),
    (EMPTY, ((6, 1, "E"), (6, 2, "S")), None, True, "Mittelfeld"),
    (EMPTY, ((7, 7, "A"),), None, True, "mindestens zwei"),
    (HAUS, ((0, 0, "A"), (0, 1, "B")), None, False, "anschließen"),
    (HAUS, ((7, 7, "E"),), None, False, "schon belegt"),
    (HAUS, ((8, 4, "E"), (9, 4, "R")), "EXY", False, "nicht im Winkelhaken: R"),
    (HAUS, ((8, 4, "e"), (9, 4, "R")), "ER", False, "nicht im Winkelhaken: Joker"),
    (HAUS, ((8, 4, "?"),), "?", False, "Joker"),
    (HAUS, ((15, 4, "E"),), None, False, "nicht auf dem Bogen"),
    (HAUS, ((8, 4, "ß"),), None, False, "gibt es nicht"),
    (HAUS, ((8, 4, "E"), (8, 4, "N")), None, False, "zwei Lettern"),
])
def test_each_laying_rule_has_a_german_reason(board, tiles, rack, first, expected):
    reason = validate_placement(board, tiles, rack, first)
    assert reason is not None and expected in reason


def test_valid_placements_pass():
    assert validate_placement(EMPTY, ((7, 6, "E"), (7, 7, "S")), "ES", True) is None
    # gap filled by a board tile is fine
    assert validate_placement(HAUS, ((6, 5, "E"), (8, 5, "N")), "EN", False) is None
    # blank (lower case) uses a '?' on the rack
    assert validate_placement(HAUS, ((7, 8, "e"),), "?", False) is None
    assert missing_from_rack("AB?", ((0, 0, "a"), (0, 1, "x"))) == "?"


def test_invalid_words_respect_list_and_operator_lists():
    lex = load_lexicon()
    assert invalid_words(["HAUS", "HXUS", "HXUS"], lex, False) == ("HXUS",)
    # LENGS is in the full list but not a common word
    assert invalid_words(["LENGS"], lex, False) == ()
    assert invalid_words(["LENGS"], lex, True) == ("LENGS",)
    op = lex.with_operator_lists(blocked=["HAUS"], extra=["HXUS"])
    assert invalid_words(["HAUS", "HXUS"], op, False) == ("HAUS",)
    lengs = tuple((7, 3 + i, ch) for i, ch in enumerate("LENGS"))
    assert words_not_in_list(EMPTY, lengs, lex, WordList.ALLE) == ()
    assert words_not_in_list(EMPTY, lengs, lex, WordList.GAENGIG) == ("LENGS",)
    assert words_not_in_list(HAUS, ((6, 6, "X"), (6, 7, "U")), lex, WordList.ALLE) == ("XU", "US")
    assert words_not_in_list(HAUS, ((6, 6, "Z"), (6, 7, "U")), lex, WordList.ALLE) == ("US",)  # ZU is a word


def test_board_rows_roundtrip_and_access():
    rows = rows_with((7, 4, True, "HAuS"))
    board = Board.from_rows(rows)
    assert board.to_rows() == rows
    assert board[7, 6] == "u" and board.get(7, 6) == "u" and board.letter(7, 6) == "U"
    assert board.get(-1, 0) is None and board.get(7, 3) is None
    assert not board.is_empty() and Board.from_rows(EMPTY_ROWS).is_empty()
    bigger = board.with_tiles(((7, 8, "E"),))
    assert board.get(7, 8) is None and bigger.get(7, 8) == "E"  # copy-on-apply
    assert bigger.without_tiles([(7, 8)]) == board
    with pytest.raises(IndexError):
        board[15, 0]
