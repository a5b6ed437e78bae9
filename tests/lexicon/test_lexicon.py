"""The built lexicon: figures, examples, normalisation, operator lists."""
import subprocess
import sys
from pathlib import Path

import pytest

from game.lexicon import NormalizeError, load_lexicon, normalize_word

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def lex():
    return load_lexicon()


def test_figures_match_the_sources(lex):
    assert lex.stats["all_2_15"] == 590380
    assert lex.stats["common_2_15"] == 64167
    assert lex.stats["all"] == 675391
    assert lex.stats["common"] == 66293
    assert lex.stats["all"] >= lex.stats["all_2_15"]


@pytest.mark.parametrize("word", ["ZU", "JA", "ES", "ER", "DU", "IN", "AN", "AM", "IM", "UM", "DA", "AB", "OB", "OH",
                                  "AA", "QI", "XI", "ÖL", "ÄH"])
def test_a_new_player_can_lay_the_two_letter_words(lex, word):
    assert lex.is_word(word)


@pytest.mark.parametrize("word", ["DVD", "DVDS", "SMS", "EDV", "CDS", "WLAN"])
def test_abbreviations_are_not_words(lex, word):
    assert not lex.is_word(word)


@pytest.mark.parametrize("word", ["UFO", "AIDS", "ABC"])
def test_a_form_with_a_normal_spelling_stays(lex, word):
    assert lex.is_word(word)


@pytest.mark.parametrize("word", ["HÄUSERN", "GING", "GEGANGEN", "SCHÖNSTEN", "STRASSE", "SPASS"])
def test_valid_and_common(lex, word):
    assert lex.is_word(word) and lex.is_common(word)


@pytest.mark.parametrize("word", ["LENGS", "FLEETS"])
def test_valid_but_rare(lex, word):
    assert lex.is_word(word) and not lex.is_common(word)


def test_names_are_not_words(lex):
    assert not lex.is_word("BERLIN")
    assert not lex.is_common("BERLIN")


def test_long_words_beyond_the_board_are_kept(lex):
    assert lex.stats["longest"] > 15
    long_words = [w for w in lex.with_prefix("AUSGESCHMÜCKTEST") if len(w) > 15]
    assert long_words, "Speedbuch accepts words longer than 15 letters"


def test_prefix_queries(lex):
    assert lex.has_prefix("HÄUS")
    assert not lex.has_prefix("QXZ")
    assert "HAUS" in lex.with_prefix("HAU")
    assert all(w.startswith("SPASS") for w in lex.with_prefix("SPASS"))
    common = lex.with_prefix("HAUS", common_only=True)
    assert "HAUS" in common and set(common) <= set(lex.with_prefix("HAUS"))


def test_dawgs_agree_with_the_tries(lex):
    dawg = lex.dawg()
    for w in ["HÄUSERN", "GING", "SPASS", "LENGS", "AA"]:
        assert dawg.contains(w) == (w in lex.words)
    assert not dawg.contains("BERLIN")
    common = lex.dawg(common_only=True)
    assert common.contains("GING") and not common.contains("LENGS")
    nodes, terminal = common.to_lists()
    assert len(nodes) == common.node_count == len(terminal)


@pytest.mark.parametrize("raw, form", [
    ("Spaß", "SPASS"), ("häusern", "HÄUSERN"), ("  Stra ße ", "STRASSE"), ("ÄRGER", "ÄRGER"), ("GROẞ", "GROSS"),
])
def test_normalisation(raw, form):
    assert normalize_word(raw) == form


@pytest.mark.parametrize("raw, reason", [
    ("abc1", "Ziffern"), ("E-Mail", "Bindestrich"), ("O'Neil", "Apostroph"), ("a", "zwei Buchstaben"),
    ("", "Wort eingeben"), ("café", "„É“"),
])
def test_normalisation_reasons(raw, reason):
    with pytest.raises(NormalizeError) as err:
        normalize_word(raw)
    assert reason in str(err.value)


def test_operator_lists(lex):
    op = lex.with_operator_lists(blocked={"HAUS"}, extra={"SPEEDSETZER"})
    assert not op.is_word("HAUS") and not op.is_common("HAUS")
    assert op.is_word("SPEEDSETZER") and op.is_common("SPEEDSETZER")
    assert op.has_prefix("SPEEDSETZ")
    assert "SPEEDSETZER" in op.with_prefix("SPEEDS")
    assert "HAUS" not in op.with_prefix("HAU")
    assert lex.is_word("HAUS")  # the original is untouched


def _run_lookup(*args):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "lookup", *args],
                          capture_output=True, text=True, encoding="utf-8", cwd=ROOT)


def test_lookup_command_lines():
    proc = _run_lookup("HÄUSERN", "Spaß", "LENGS", "FLEETS")
    assert proc.returncode == 0
    assert proc.stdout.splitlines() == [
        "HÄUSERN\tgültig\tgängig", "SPASS\tgültig\tgängig", "LENGS\tgültig\tselten", "FLEETS\tgültig\tselten"]


def test_lookup_command_invalid_word_fails():
    proc = _run_lookup("GING", "BERLIN")
    assert proc.returncode == 1
    assert proc.stdout.splitlines()[1] == "BERLIN\tungültig\t-"


def test_lookup_stats_json():
    import json
    proc = _run_lookup("--stats")
    assert proc.returncode == 0
    stats = json.loads(proc.stdout)
    assert stats["all_2_15"] == 590380 and stats["common_2_15"] == 64167 and stats["all"] == 675391
    assert stats["common"] == 66293


def test_lookup_command_judges_two_letter_words_and_abbreviations():
    proc = _run_lookup("ZU", "JA", "ES", "DU", "AB", "OB", "UM", "IN", "AA", "QI", "XI")
    assert proc.returncode == 0
    assert all(line.split("\t")[1] == "gültig" for line in proc.stdout.splitlines())
    proc = _run_lookup("DVD", "SMS", "EDV", "CDS", "WLAN")
    assert proc.returncode == 1
    assert [line.split("\t")[1] for line in proc.stdout.splitlines()] == ["ungültig"] * 5


def test_lookup_says_a_long_word_does_not_fit_the_sheet_but_keeps_its_columns():
    proc = _run_lookup("WAHRSCHEINLICHKEITEN")
    assert proc.returncode == 0
    assert proc.stdout.splitlines() == ["WAHRSCHEINLICHKEITEN\tgültig\tgängig"]
    assert "zu lang für das Speedsetzer-Blatt" in proc.stderr and "Speedbuch" in proc.stderr


def test_lookup_command_applies_the_operator_lists(tmp_path):
    from game.store import Store

    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    store.settings.block_word("HAUS")
    store.settings.allow_word("SPEEDSETZER")
    store.close()
    proc = _run_lookup("HAUS", "SPEEDSETZER", "--data-dir", str(tmp_path))
    assert proc.stdout.splitlines() == ["HAUS\tungültig\t-", "SPEEDSETZER\tgültig\tgängig"]
    assert proc.returncode == 1


def test_app_lexicon_carries_the_operator_lists(tmp_path):
    from game.app import App, Options
    from game.store import Store

    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    app = App(Options(headless=True), store)
    try:
        assert app.lexicon.is_word("HAUS")
        store.settings.block_word("HAUS")
        store.settings.allow_word("QUIZSHOWS")
        app.on_operator_lists_changed()
        assert not app.lexicon.is_word("HAUS") and app.lexicon.is_word("QUIZSHOWS")
    finally:
        store.close()
