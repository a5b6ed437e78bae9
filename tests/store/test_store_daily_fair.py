"""Tagesrätsel list in the store: a player's best round counts, a replayed round is one entry, no late bookmark."""
from __future__ import annotations

import datetime

import pytest

from game.buch.actions import EndRound, Submit
from game.buch.bot import play_hint_bot
from game.buch.game import BuchGame
from game.buch.rules import BuchMode
from game.lexicon import load_lexicon
from game.session import Session
from game.scenes.profile.results import submit_buch_round
from game.store import Board

DAY = datetime.date(2026, 3, 14)


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon()


def _round(lexicon, bonus: bool, path=None, step: float = 1.0) -> BuchGame:
    game = BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=DAY, daily_bonus=bonus)
    if path is not None:
        game.apply(Submit(path), step)
    game.apply(EndRound(), 2 * step)
    return game


def test_a_replayed_round_is_one_entry_and_the_list_shows_the_best_round(store, lexicon):
    anna = store.profiles.create("Anna")
    session = Session(store, anna.id)
    # round 1: Anna ends at once (0 points); the word of the day is revealed
    first = _round(lexicon, True)
    assert submit_buch_round(session, first, lexicon).accepted
    # round 2: she lays the revealed word: points for the list, but no +500 and no bookmark
    second = _round(lexicon, False, first.daily_path)
    assert second.daily_found and not second.daily_counts
    assert submit_buch_round(session, second, lexicon).accepted
    assert DAY not in store.boards.calendar(anna.id, today=DAY).days
    # round 3: the same play again, only slower: one entry, not a new record
    again = _round(lexicon, False, first.daily_path, step=7.0)
    out = submit_buch_round(session, again, lexicon)
    assert not out.accepted and "nur einmal" in (out.reason or "")
    # a better round of her own counts; the list shows one line per player: her best
    better = play_hint_bot(BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon, date=DAY, daily_bonus=False))
    assert submit_buch_round(session, better, lexicon).accepted
    top = store.boards.top(Board.BUCH_RAETSEL, day=DAY)
    assert [(e.name, e.score) for e in top] == [("Anna", max(better.score, second.score))]


def test_only_the_first_round_of_a_day_can_set_the_bookmark(store, lexicon):
    ben = store.profiles.create("Ben")
    session = Session(store, ben.id)
    first = _round(lexicon, True)
    assert submit_buch_round(session, first, lexicon).accepted
    # a record that claims the bonus was still open (a tampered or stale client) sets no bookmark either
    late = _round(lexicon, True, first.daily_path)
    assert late.daily_counts
    assert submit_buch_round(session, late, lexicon).accepted
    assert DAY not in store.boards.calendar(ben.id, today=DAY).days
    # Clara lays it in her first round: bookmark and streak
    clara = store.profiles.create("Clara")
    found = _round(lexicon, True, first.daily_path)
    assert submit_buch_round(Session(store, clara.id), found, lexicon).accepted
    info = store.boards.calendar(clara.id, today=DAY)
    assert DAY in info.days and info.current_streak == 1
