"""Records: JSON round trip, replay equality for every mode, verification against tampering."""
import datetime
import json

import pytest
from buch_engine_helpers import lexicon

from game.buch.actions import EndRound, FreeShuffle, Hint, Shuffle, Submit, Tick
from game.buch.game import BuchGame
from game.buch.levels import load_level
from game.buch.record import BuchRecord, RecordError
from game.buch.replay import replay, verify
from game.buch.rules import BuchMode


def _play(game, steps, dt=1.0):
    now = game.start
    for i in range(steps):
        if game.over:
            break
        now += dt
        if i == 3 and game.mode is not BuchMode.TAGESRAETSEL:
            game.apply(Shuffle(), now)
            continue
        if i == 5 and game.hints_left:
            game.apply(Hint(), now)
            continue
        word = game.best_word()
        game.apply(FreeShuffle() if word is None else Submit(word.path), now)
    if not game.over:
        game.apply(EndRound(), now + 1)
    return game


GAMES = [
    lambda lx: BuchGame(BuchMode.DREI_MINUTEN, 77, lx, now=10.0),
    lambda lx: BuchGame(BuchMode.TAGESRAETSEL, 0, lx, date=datetime.date(2026, 5, 17)),
    lambda lx: BuchGame(BuchMode.ENDLOS, 78, lx),
    lambda lx: BuchGame(BuchMode.REISE, 79, lx, level=load_level(26)),
]


@pytest.mark.parametrize("make", GAMES)
def test_replay_reproduces_every_mode(make):
    lx = lexicon()
    g = _play(make(lx), 30)
    data = json.loads(json.dumps(g.record.to_json()))
    again = replay(BuchRecord.from_json(data), lx)
    assert again.score == g.score and again.board.snapshot() == g.board.snapshot()
    assert [e.text for e in again.log] == [e.text for e in g.log]
    assert again.end_reason is g.end_reason and again.stars == g.stars
    assert verify(g.record, lx, g.score).score == g.score


def test_three_minutes_record_ends_by_time():
    lx = lexicon()
    g = BuchGame(BuchMode.DREI_MINUTEN, 5, lx)
    g.apply(Submit(g.best_word().path), 30.0)
    g.apply(Tick(), 181.0)
    rec = g.record
    assert rec.actions[-1] == (Tick(), 181.0)
    assert replay(rec, lx).end_reason is g.end_reason


def test_verify_rejects_tampering():
    lx = lexicon()
    g = _play(BuchGame(BuchMode.ENDLOS, 80, lx), 12)
    rec = g.record
    with pytest.raises(RecordError, match="Punktzahl stimmt nicht"):
        verify(rec, lx, g.score + 10)
    data = rec.to_json()
    first_submit = next(a for a in data["actions"] if a["t"] == "submit")
    first_submit["path"] = first_submit["path"][:2]
    with pytest.raises(RecordError, match="gilt nicht"):
        verify(BuchRecord.from_json(data), lx, g.score)
    data = rec.to_json()
    data["seed"] = 81
    with pytest.raises(RecordError):
        verify(BuchRecord.from_json(data), lx, g.score)
    data = rec.to_json()
    data["actions"].insert(0, {"t": "free_shuffle", "now": 0.0})
    with pytest.raises(RecordError, match="nicht erlaubt"):
        replay(BuchRecord.from_json(data), lx)
    with pytest.raises(RecordError, match="Version"):
        BuchRecord.from_json({**rec.to_json(), "version": 99})
    with pytest.raises(RecordError, match="beschädigt"):
        BuchRecord.from_json({"version": 1, "mode": "endlos"})


def test_verify_rejects_time_going_backwards():
    lx = lexicon()
    g = BuchGame(BuchMode.DREI_MINUTEN, 6, lx)
    g.apply(Submit(g.best_word().path), 50.0)
    g.apply(Submit(g.best_word().path), 60.0)
    data = g.record.to_json()
    data["actions"][1]["now"] = 10.0
    with pytest.raises(RecordError, match="rückwärts"):
        replay(BuchRecord.from_json(data), lx)


def test_missed_words_remember_where_they_were():
    lx = lexicon()
    g = BuchGame(BuchMode.ENDLOS, 12, lx)
    start = g.board.snapshot()
    first_best = max(g._current_search().words.values(), key=lambda w: w.score)
    # play the shortest words only, so the best ones are missed
    for _ in range(5):
        words = sorted(g._current_search().words.values(), key=lambda w: (w.letters, w.word))
        g.apply(Submit(words[0].path), 0.0)
    missed = g.missed_words(3)
    assert len(missed) == 3 and missed[0].score >= missed[1].score >= missed[2].score
    assert all(m.word not in g.words_played for m in missed)
    top = next(m for m in g.missed_words(50) if m.word == first_best.word)
    assert top.board == start and top.path == first_best.path and top.after_words == 0


def test_record_text_helpers():
    from game.buch.record import record_from_text, record_to_text
    from game.buch.replay import replay_text

    lx = lexicon()
    g = _play(BuchGame(BuchMode.REISE, 3, lx, level=load_level(2)), 10)
    text = record_to_text(g.record)
    assert record_from_text(text) == g.record
    again = replay_text(text, lx)
    assert (again.score, again.stars, again.end_reason) == (g.score, g.stars, g.end_reason)
    assert again.record.level_id == 2
    with pytest.raises(RecordError, match="kein gültiges JSON"):
        record_from_text("{")


def test_a_word_inside_the_played_word_is_not_missed():
    """ANTIGEN lay inside ANTIGENE: playing the long word means the short one was not missed."""
    lx = lexicon()
    for seed in range(1, 40):
        g = BuchGame(BuchMode.ENDLOS, seed, lx)
        words = g._current_search().words.values()  # noqa: SLF001
        candidates = [m for m in g._missed.values()]  # noqa: SLF001 - the round's missed-word candidates
        pair = next(((w, m) for m in candidates for w in words
                     if len(m.path) < len(w.path) and set(m.path) <= set(w.path)), None)
        if pair is not None:
            break
    assert pair is not None
    long_word, short = pair
    g.apply(Submit(long_word.path), 1.0)
    assert short.word not in [m.word for m in g.missed_words(50)]
    assert long_word.word in g.words_played
