"""What the game proposes on its own: a known noun as the word of the day, nothing offensive."""
import datetime

from buch_engine_helpers import board, game_with, lexicon

from game.buch.daily import BASE_NOUNS_FROM, daily_candidates, daily_nouns, daily_word
from game.buch.game import MissedWord
from game.buch.rules import BuchMode

DAY = datetime.date(2026, 12, 1)


def test_the_word_of_the_day_is_a_gaengig_noun_of_seven_letters_not_an_inflected_verb():
    lx = lexicon()
    nouns = set(daily_nouns(lx.directory))
    assert "MACHTET" not in nouns and "MACHTET" not in daily_candidates(lx)
    for offset in range(60):
        word = daily_word(DAY + datetime.timedelta(days=offset), lx)
        assert len(word) == 7 and word in nouns and lx.is_common(word) and lx.is_decent(word)


def test_from_the_third_of_december_the_word_of_the_day_is_a_noun_in_its_base_form():
    lx = lexicon()
    base = set(daily_nouns(lx.directory, "daily_base_nouns.txt"))
    old = set(daily_nouns(lx.directory))
    # inflected nouns (dative plural, genitive, plural with umlaut) and nominalised verbs left the choice
    for word in ("VÖLKERN", "FEHLERN", "FINGERS", "ABSÄTZE", "ABHEBEN", "KRÄNKEN", "PORTALE"):
        assert word in old and word not in base, word
    for word in ("ELEMENT", "MALHEUR", "NOTFALL", "NORDPOL", "SAMOWAR"):
        assert word in base, word
    for offset in range(90):
        word = daily_word(BASE_NOUNS_FROM + datetime.timedelta(days=offset), lx)
        assert word in base and lx.is_common(word) and lx.is_decent(word)


def test_earlier_days_keep_the_word_they_had_so_their_rounds_replay():
    lx = lexicon()
    # pinned with the rule of word list 2 before base forms (VÖLKERN was the word of 29 November, KRÄNKEN of 2 December 2026)
    days = [datetime.date(2026, 11, 28) + datetime.timedelta(days=d) for d in range(5)]
    assert [daily_word(day, lx) for day in days] == ["GRÖSSEN", "VÖLKERN", "MALHEUR", "PORTALE", "KRÄNKEN"]
    assert BASE_NOUNS_FROM == days[-1] + datetime.timedelta(days=1)


def test_the_word_of_the_day_is_the_same_whatever_the_venue_blocks_or_avoids():
    lx = lexicon()
    venue = lx.with_operator_lists(blocked=["HAUS"], extra=["SPEEDSETZER"], avoid=["REIBUNG"])
    assert [daily_word(DAY + datetime.timedelta(days=d), venue) for d in range(20)] == \
        [daily_word(DAY + datetime.timedelta(days=d), lx) for d in range(20)]


def test_a_round_recorded_under_list_1_keeps_its_old_word_of_the_day():
    old = lexicon().as_version(1)
    # pinned with the code and word list of list version 1
    assert [daily_word(DAY + datetime.timedelta(days=d), old) for d in range(4)] == ["REIBUNG", "KRANKEN", "ERDBALL", "KOFFEIN"]


def test_offensive_and_sexual_words_are_never_proposed_but_may_be_laid():
    lx = lexicon()
    for word in ("VAGINALEN", "FICKEN", "NIGGERS", "WICHSER", "PORNOS"):
        assert lx.is_word(word) and not lx.is_decent(word) and not lx.is_proposable(word)
    for word in ("HAUS", "MARSCH", "ANALYSE", "SEXTETT", "KONDOMINIUM"):
        assert lx.is_decent(word), word
    assert not all(lx.is_decent(w) for w in daily_nouns(lx.directory))  # the filter has work to do


def test_the_operator_adds_words_the_game_must_not_suggest():
    lx = lexicon().with_operator_lists(avoid=["HAUSTIER"])
    assert lx.is_decent("HAUSTIER") and not lx.is_proposable("HAUSTIER")


def test_a_hint_never_shows_an_offensive_word_and_missed_words_skip_it():
    game = game_with(board({0: "PENIS", 1: "HAUS"}), BuchMode.ENDLOS)
    hint = game.best_word()
    assert hint is not None and lexicon().is_decent(hint.word)
    game._missed["PENIS"] = MissedWord("PENIS", 999, ((0, 0),), (), 0)
    game._missed["HAUS"] = MissedWord("HAUS", 10, ((1, 0),), (), 0)
    shown = [m.word for m in game.missed_words(limit=50)]
    assert "HAUS" in shown and "PENIS" not in shown
