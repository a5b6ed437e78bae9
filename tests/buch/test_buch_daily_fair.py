"""Tagesrätsel fair play: the same refill for everyone, no +500 after the reveal, one entry per play."""
from __future__ import annotations

import datetime
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.buch.actions import EndRound, FreeShuffle, Submit
from game.buch.bot import play_hint_bot
from game.buch.daily import REPLAY_NOTICE, bonus_open
from game.buch.events import DailyWordFound, TilesSpawned
from game.buch.game import BuchGame
from game.buch.record import BuchRecord, play_key, record_to_text
from game.buch.replay import replay
from game.buch.refill import (
    HEAVY_WINDOW,
    MAX_WINDOW_VOWELS,
    MIN_WINDOW_VOWELS,
    VOWEL_WINDOW,
    ColumnSequence,
    column_seed,
    refill_letters,
)
from game.buch.rules import DAILY_BONUS, BuchMode
from game.buch.tiles import HEAVY_VALUE, LETTER_VALUES, VOWELS
from game.lexicon import load_lexicon

ROOT = Path(__file__).resolve().parents[2]
DAY = datetime.date(2026, 12, 1)


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon()


def _play(game: BuchGame, choose) -> dict[int, list[str]]:
    """Play the round with ``choose(words) -> word``; returns per column the letters that fell in, in order."""
    fell: dict[int, list[str]] = {c: [] for c in range(7)}
    for _ in range(200):
        if game.over:
            break
        words = list(game._current_search().words.values())
        if not words:
            game.apply(FreeShuffle(), 0.0)
            continue
        for ev in game.apply(Submit(choose(words).path), 0.0):
            if isinstance(ev, TilesSpawned):
                # the lowest new tile of a column fell in first
                for tile, col, _row in sorted(ev.tiles, key=lambda t: (t[1], -t[2])):
                    fell[col].append(tile.token)
    return fell


def test_two_different_plays_of_the_same_day_see_the_same_refill_sequence_per_column(lexicon):
    # Anna always lays the best word, Ben the shortest, cheapest one: their boards go different ways
    anna = BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=DAY)
    ben = BuchGame(BuchMode.TAGESRAETSEL, 99, lexicon, date=DAY)
    assert anna.board.snapshot() == ben.board.snapshot()  # the same start board
    anna_fell = _play(anna, lambda ws: max(ws, key=lambda w: (w.score, w.word)))
    ben_fell = _play(ben, lambda ws: min(ws, key=lambda w: (w.letters, w.score, w.word)))
    assert anna.words_played != ben.words_played
    expected = refill_letters(DAY, 80)
    for col in range(7):
        assert anna_fell[col] == expected[col][:len(anna_fell[col])], col
        assert ben_fell[col] == expected[col][:len(ben_fell[col])], col
    assert sum(map(len, anna_fell.values())) > 40 and sum(map(len, ben_fell.values())) > 40
    assert anna_fell != ben_fell  # ... each read their columns as far as their own words took them


def test_the_tool_prints_the_first_20_refill_letters_per_column_whatever_is_played(lexicon):
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "daily_refill.py"), "--date", DAY.isoformat()],
                          check=False, cwd=ROOT, text=True, capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert lines[0] == "Tagesrätsel 2026-12-01: die ersten 20 Nachschub-Buchstaben je Spalte"
    printed = [line.split(": ", 1)[1].replace("Qu", "QU").split() for line in lines[1:]]
    assert len(printed) == 7 and all(len(p) == 20 for p in printed)
    # two different plays: each column's first letters are exactly the printed ones
    for choose in (lambda ws: max(ws, key=lambda w: (w.score, w.word)),
                   lambda ws: min(ws, key=lambda w: (w.letters, w.word))):
        fell = _play(BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=DAY), choose)
        for col in range(7):
            n = min(20, len(fell[col]))
            assert fell[col][:n] == printed[col][:n]
    other = subprocess.run([sys.executable, str(ROOT / "tools" / "daily_refill.py"), "--date", "2026-12-02"],
                           check=False, cwd=ROOT, text=True, capture_output=True, timeout=120)
    assert other.returncode == 0 and other.stdout != proc.stdout  # a new sequence at midnight


def test_the_refill_sequence_keeps_vowels_and_hard_letters_in_balance():
    for day in (DAY + datetime.timedelta(days=i) for i in range(30)):
        for col in range(7):
            seq = ColumnSequence(column_seed(day, col)).upto(200)
            assert "Q" not in seq
            for i in range(len(seq) - VOWEL_WINDOW + 1):
                window = seq[i:i + VOWEL_WINDOW]
                assert MIN_WINDOW_VOWELS <= sum(t in VOWELS for t in window) <= MAX_WINDOW_VOWELS
                assert all(n <= (3 if t == "E" else 2) for t, n in Counter(window).items())
            for i in range(len(seq) - HEAVY_WINDOW + 1):
                assert sum(LETTER_VALUES[t] >= HEAVY_VALUE for t in seq[i:i + HEAVY_WINDOW]) <= 1
    # reading further never changes what was read before
    assert ColumnSequence(column_seed(DAY, 3)).upto(5) == ColumnSequence(column_seed(DAY, 3)).upto(50)[:5]


def test_a_daily_board_stays_playable_after_a_whole_round(lexicon):
    for i in range(6):
        day = DAY + datetime.timedelta(days=i)
        game = play_hint_bot(BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=day))
        tokens = [t.token for _, t in game.board.items()]
        vowels = sum(t in VOWELS for t in tokens)
        assert 14 <= vowels <= 32, (day, vowels)
        assert sum(LETTER_VALUES[t] >= HEAVY_VALUE for t in tokens) <= 7


def _lay_the_daily_word(game: BuchGame, path) -> list:
    return game.apply(Submit(path), 1.0)


def test_after_the_reveal_the_daily_word_scores_no_500_and_no_bookmark(lexicon):
    # round 1: Clara gives up at once; the word is revealed with its path
    first = BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=DAY, daily_bonus=bonus_open(DAY, []))
    first.apply(EndRound(), 1.0)
    word, path = first.daily_word, first.daily_path
    assert word and path and not first.daily_counts
    # round 2 the same day: the day is taken, she knows where the word lies
    assert not bonus_open(DAY, [DAY])
    second = BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=DAY, daily_bonus=bonus_open(DAY, [DAY]))
    assert any(e.text == REPLAY_NOTICE for e in second.log)  # said before the first word
    events = _lay_the_daily_word(second, path)
    assert not any(isinstance(e, DailyWordFound) for e in events)
    assert second.daily_found and not second.daily_counts  # no bookmark, no streak
    assert second.score == events[0].eval.score  # just the word's points, no +500
    # the record keeps the rule: a replay gives the same score and no bonus
    again = replay(BuchRecord.from_json(json.loads(record_to_text(second.record))), lexicon)
    assert again.score == second.score and not again.daily_counts
    # whereas a first round that lays it earns +500
    fresh = BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=DAY)
    events = _lay_the_daily_word(fresh, path)
    assert any(isinstance(e, DailyWordFound) for e in events) and fresh.daily_counts
    assert fresh.score == events[0].eval.score + DAILY_BONUS


def test_the_same_play_replayed_has_the_same_key_and_another_play_not(lexicon):
    a = play_hint_bot(BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=DAY), now=0.0, step=2.0)
    b = play_hint_bot(BuchGame(BuchMode.TAGESRAETSEL, 7, lexicon, date=DAY), now=5.0, step=3.5)  # other times
    assert play_key(a.record) == play_key(b.record)
    c = BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=DAY)
    c.apply(EndRound(), 1.0)
    assert play_key(c.record) != play_key(a.record)


def test_a_saved_endless_round_resumes_after_the_operator_blocked_a_word_played_in_it(lexicon):
    game = play_hint_bot(BuchGame(BuchMode.ENDLOS, 5, lexicon), max_actions=4)
    word = game.words_played[0]
    saved = json.loads(json.dumps(game.to_save()))
    assert saved["words"] == {"blocked": [], "extra": []}
    blocked = lexicon.with_operator_lists(blocked={word})
    resumed = BuchGame.from_save(saved, blocked)
    assert resumed.score == game.score and resumed.words_played == game.words_played
    assert resumed.board.snapshot() == game.board.snapshot()
    # an older save without word decisions is not broken by the block either
    del saved["words"]
    assert BuchGame.from_save(saved, blocked).score == game.score
