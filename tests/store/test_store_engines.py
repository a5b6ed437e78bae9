"""The store with a real engine as verifier: a Tagesrätsel round replayed before it is listed."""
import datetime
import json

import pytest

from game.buch.bot import play_hint_bot
from game.buch.game import BuchGame
from game.buch.record import BuchRecord
from game.buch.replay import replay
from game.buch.rules import BuchMode
from game.lexicon import load_lexicon
from game.store import Board


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon()


def test_real_raetsel_round_is_verified_and_a_tampered_one_refused(store, lexicon):
    day = datetime.date(2026, 3, 14)
    game = play_hint_bot(BuchGame(BuchMode.TAGESRAETSEL, 11, lexicon, date=day))
    assert game.over
    record_json = json.dumps(game.record.to_json())

    def replayed(text: str):
        return replay(BuchRecord.from_json(json.loads(text)), lexicon)

    anna = store.profiles.create("Anna")
    outcome = store.boards.submit_raetsel_result(
        record_json, game.score, lambda r: replayed(r).score, profile_id=anna.id, day=day,
        word_found=game.daily_found, verify_found=lambda r: replayed(r).daily_found,
    )
    assert outcome.accepted
    assert [(e.name, e.score) for e in store.boards.top(Board.BUCH_RAETSEL, day=day)] == [("Anna", game.score)]
    assert (day in store.boards.calendar(anna.id).days) == game.daily_found

    data = json.loads(record_json)
    first = next(a for a in data["actions"] if "path" in a)
    first["path"] = first["path"][::-1]  # the first word laid backwards
    refused = store.boards.submit_raetsel_result(
        json.dumps(data), game.score, lambda r: replayed(r).score, profile_id=anna.id, day=day,
        word_found=False, verify_found=lambda r: False,
    )
    assert not refused.accepted and refused.reason.startswith("Die Partie lässt sich nicht nachspielen: ")
    inflated = store.boards.submit_buch_3min_result(
        record_json, game.score + 50, lambda r: replayed(r).score, profile_id=anna.id
    )
    assert not inflated.accepted and "nachgespielt" in inflated.reason
