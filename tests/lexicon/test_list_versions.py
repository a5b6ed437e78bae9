"""A rebuilt word list never turns an honest old game into a broken or "tampered" one."""
import json
from pathlib import Path

import pytest

from game.lexicon import LexiconError, load_lexicon
from game.setzer.actions import Place
from game.setzer.config import Seat, TableConfig
from game.setzer.events import MoveRejected
from game.setzer.game import SetzerGame
from game.setzer.record import GameRecord, RecordError
from game.setzer.replay import replay, verify

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "setzer_save_list_v1.json"


@pytest.fixture(scope="module")
def lex():
    return load_lexicon()


def test_the_current_list_is_version_2_with_two_letter_words_and_without_abbreviations(lex):
    assert lex.list_version == 2
    old = lex.as_version(1)
    assert old.list_version == 1
    assert lex.is_word("ZU") and not old.is_word("ZU")
    assert not lex.is_word("SMS") and old.is_word("SMS") and old.is_common("SMS")
    assert old.is_word("HAUS") and not old.is_word("XYZQ")


def test_an_old_save_with_a_word_that_left_the_list_resumes_and_goes_on(lex):
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert "word_list" not in data["record"]  # written before records carried the list version
    record = GameRecord.from_dict(data["record"])
    assert record.word_list == 1
    game = replay(record, lex)  # Anna laid SMS under the old list
    assert game.scores == data["scores"]
    assert game.record.word_list == 1  # the resumed game stays on the list it was started with
    again = replay(GameRecord.from_json(game.record.to_json()), lex)
    assert again.scores == game.scores


def test_an_old_finished_record_still_verifies_but_a_new_game_refuses_the_abbreviation(lex):
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    record = GameRecord.from_dict(data["record"])
    with pytest.raises(RecordError, match="noch nicht zu Ende"):
        verify(record, lex, data["scores"])  # judged by list 1, only unfinished; never "ungültiges Wort"
    fresh = SetzerGame(TableConfig(seats=(Seat("Anna"), Seat("Bernd"))), record.seed, lex)
    assert fresh.record.word_list == 2
    events = fresh.apply(Place(0, ((7, 6, "S"), (7, 7, "M"), (7, 8, "S"))), 1.0)
    assert isinstance(events[0], MoveRejected) and "SMS" in str(events[0])
    assert fresh.scores == [0, 0]


def test_a_record_claiming_an_unknown_list_version_is_refused(lex):
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    with pytest.raises(RecordError):
        replay(GameRecord.from_dict({**data["record"], "word_list": 99}), lex)
    with pytest.raises(RecordError):
        GameRecord.from_dict({**data["record"], "word_list": "2"})
    with pytest.raises(LexiconError):
        lex.as_version(0)


def test_a_buch_record_keeps_its_list_version(lex):
    from game.buch import BuchGame, BuchMode
    from game.buch.record import BuchRecord
    from game.buch.replay import replay as buch_replay

    game = BuchGame(BuchMode.DREI_MINUTEN, 7, lex)
    record = game.record
    assert record.word_list == 2
    old = BuchRecord.from_json({k: v for k, v in record.to_json().items() if k != "word_list"})
    assert old.word_list == 1
    assert buch_replay(old, lex).lexicon.list_version == 1
