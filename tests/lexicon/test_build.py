"""The lexicon build: deterministic, normalised as the rules say."""
import gzip
import hashlib
import sys
from pathlib import Path

from game.lexicon import load_lexicon

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures"
sys.path.insert(0, str(ROOT / "tools"))
import build_lexicon  # noqa: E402


def _digest(directory: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(directory.iterdir())}


def test_build_is_deterministic_and_normalised(tmp_path):
    words = tmp_path / "words"
    with gzip.open(words, "wt", encoding="utf-8") as fh:
        fh.write((FIX / "words_small.txt").read_text(encoding="utf-8"))
    out1, out2 = tmp_path / "a", tmp_path / "b"
    two = FIX / "two_letter_small.txt"
    stats = build_lexicon.build(words, FIX / "freq_small.txt", two, out1)
    build_lexicon.build(words, FIX / "freq_small.txt", two, out2)
    assert _digest(out1) == _digest(out2)
    lex = load_lexicon(out1)
    # umlauts kept, ß folded, hyphen/apostrophe/one-letter forms dropped
    assert lex.is_word("HÄUSERN") and lex.is_word("STRASSE") and lex.is_word("GEHEN")
    assert not lex.is_word("HAEUSERN") and not lex.is_word("EMAIL") and not lex.is_word("X")
    # counts summed over spellings: straße 15 + strasse 10 >= 20; zwei 19 is rare
    assert lex.is_common("STRASSE") and lex.is_common("HAUS") and lex.is_common("GING")
    assert not lex.is_common("ZWEI") and not lex.is_common("BAUM")
    # the two-letter file adds its words (aß -> ASS); abbreviations leave, UFO stays beside Ufo
    assert lex.is_word("ZU") and lex.is_word("JA") and lex.is_word("ASS") and lex.is_common("ZU")
    assert not lex.is_word("DVD") and not lex.is_word("CDS") and lex.is_word("UFO")
    assert stats["all"] == 16 and stats["common"] == 6
    assert lex.dawg().contains("BÄUME") and lex.dawg(common_only=True).contains("HÄUSER")


def test_the_daily_base_nouns_leave_out_inflected_nouns_and_nominalised_verbs():
    spellings = {
        "FEHLER": {"Fehler"}, "FEHLERN": {"Fehlern"}, "ABSATZ": {"Absatz"}, "ABSÄTZE": {"Absätze"},
        "ABHEBEN": {"abheben", "Abheben"}, "ELEMENT": {"Element"}, "NORDPOL": {"Nordpol"},
        "MACHTET": {"machtet"}, "FINGERS": {"Fingers"}, "FINGER": {"Finger"},
    }
    common = set(spellings)
    assert build_lexicon.daily_base_nouns(spellings, common) == ["ELEMENT", "NORDPOL"]
    assert build_lexicon.is_inflected_noun("ABSÄTZE", {"ABSATZ"}) and not build_lexicon.is_inflected_noun("ELEMENT", {"FEHLER"})
