"""German counts read right: "1 Wort", "2 Wörter" – in the helper and where the games print counts."""
from __future__ import annotations

import pytest

from game.plural import PLURALS, count, plural


@pytest.mark.parametrize("one, many", [
    ("Wort", "Wörter"), ("Punkt", "Punkte"), ("Zug", "Züge"), ("Runde", "Runden"), ("Stern", "Sterne"),
    ("Letter", "Lettern"), ("Spiel", "Spiele"), ("Funke", "Funken"), ("Tag", "Tage"), ("Minute", "Minuten"),
    ("Partie", "Partien"), ("Hinweis", "Hinweise"), ("Versuch", "Versuche"), ("Eintrag", "Einträge"),
])
def test_one_and_many(one, many):
    assert count(1, one) == f"1 {one}"
    assert count(0, one) == f"0 {many}"
    assert count(2, one) == f"2 {many}"
    assert count(21, one) == f"21 {many}"
    assert PLURALS[one] == many


def test_other_cases_are_given_and_unknown_nouns_are_refused():
    assert f"nach {count(1, 'Wort', 'Wörtern')}" == "nach 1 Wort"
    assert f"nach {count(4, 'Wort', 'Wörtern')}" == "nach 4 Wörtern"
    assert plural(1, "Buchstabe", "Buchstaben") == "Buchstabe"
    with pytest.raises(KeyError):
        count(2, "Gurke")


def test_counts_where_the_games_print_them():
    from game.buch.levels import Goal, GoalKind
    from game.scenes.partien.wording import turn_time_text
    from game.scenes.setzer.wording import lettern

    assert Goal(GoalKind.UMLAUT_WORDS, 1).text == "1 Wort mit Ä, Ö oder Ü"
    assert Goal(GoalKind.POINTS, 1).text == "1 Punkt erreichen"
    assert Goal(GoalKind.LONG_WORDS, 1, 7).text == "1 Wort mit mindestens 7 Buchstaben"
    assert Goal(GoalKind.LONG_WORDS, 3, 7).text == "3 Wörter mit mindestens 7 Buchstaben"
    assert turn_time_text(86400) == "1 Tag je Zug" and turn_time_text(3 * 86400) == "3 Tage je Zug"
    assert lettern(1) == "1 Letter" and lettern(5) == "5 Lettern"


def test_speedbuch_results_say_one_word(tmp_path):
    """A 3-minute round with a single word: the results say "1 Wort gelegt", not "1 Wörter gelegt"."""
    from game.app import App, Options
    from game.buch.actions import EndRound, Submit
    from game.buch.rules import BuchMode
    from game.scenes.buch.results import ResultsScene
    from tests.buch.buch_engine_helpers import board, column_path, game_with

    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path))
    game = game_with(board({0: "HAUS"}), BuchMode.DREI_MINUTEN)
    (ev,) = game.apply(Submit(column_path(0, 0, 4)), 0.0)[:1]
    assert ev.eval.valid, ev.eval.reason
    game.apply(EndRound(), 1.0)
    assert game.word_count == 1
    lines = ResultsScene(app, game)._summary_lines()  # noqa: SLF001 - the lines the results screen prints
    assert "1 Wort gelegt" in lines
