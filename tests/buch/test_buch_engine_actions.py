"""Shuffles, free shuffles, hints and rejected words."""
import pytest
from buch_engine_helpers import board, column_path, game_with

from game.buch.actions import FreeShuffle, Hint, Shuffle, Submit, Tick
from game.buch.events import BonusCreated, HintGiven, HintsChanged, Shuffled, TilesSpawned, WordRejected
from game.buch.game import RuleError
from game.buch.rules import BuchMode


def test_invalid_word_is_an_event_without_state_change():
    g = game_with(board({0: "HAUS"}))
    snap = g.board.snapshot()
    (ev,) = g.apply(Submit(((0, 3), (0, 2), (0, 1))), 0.0)
    assert isinstance(ev, WordRejected) and ev.eval.reason == "Kein Wort"
    assert g.apply(Submit(((0, 0), (0, 2), (0, 3))), 0.0)[0].eval.reason == "Nicht benachbart"
    assert g.apply(Submit(((0, 0), (0, 1))), 0.0)[0].eval.reason == "Zu kurz"
    assert g.board.snapshot() == snap and g.score == 0 and g.record.actions == ()


def test_free_shuffle_only_without_common_word():
    g = game_with(board({0: "HAUS"}))
    assert not g.free_shuffle_available
    with pytest.raises(RuleError, match="gängiges Wort"):
        g.apply(FreeShuffle(), 0.0)
    assert g.record.actions == ()
    g = game_with(board())  # only X tiles: no word, no arrangement helps
    assert g.free_shuffle_available and g.common_words_on_board() == 0
    events = g.apply(FreeShuffle(), 0.0)
    assert isinstance(events[0], Shuffled) and events[0].free
    assert any(isinstance(e, TilesSpawned) for e in events)  # new letters as the last resort
    assert not g.free_shuffle_available and g.sparks == 0
    assert g.log[-1].text == "Gratis gemischt"


def test_daily_has_two_shuffles_and_free_shuffle_beyond():
    g = game_with(board({0: "HAUS"}), BuchMode.TAGESRAETSEL, date=__import__("datetime").date(2026, 3, 1))
    assert g.shuffles_left == 2 and g.shuffle_cost == 0
    g.apply(Shuffle(), 0.0)
    g.apply(Shuffle(), 0.0)
    assert g.shuffles_left == 0 and g.sparks == 0
    if g.free_shuffle_available:
        g.apply(FreeShuffle(), 0.0)
    with pytest.raises(RuleError, match="Kein Mischen mehr"):
        g.apply(Shuffle(), 0.0)
    g.load_position(board())
    ev = g.apply(FreeShuffle(), 0.0)
    assert ev[0].free and g.shuffles_left == 0


def test_shuffle_counts_as_a_journey_move():
    from game.buch.levels import parse_level

    level = parse_level({"id": 3, "hall": "Eingangshalle", "name": "t", "goals": [{"type": "points", "target": 999}],
                         "moves": 5})
    g = game_with(board({0: "HAUS"}), BuchMode.REISE, level=level)
    g.apply(Shuffle(), 0.0)
    assert g.moves_left == 4 and g.sparks == 3


def test_hints():
    g = game_with(board({0: "RATEN", 6: "RATEN", 3: "XXXXHAUS"}))
    best = g.best_word()
    events = g.apply(Hint(), 0.0)
    assert events == [HintGiven(best.word, best.path), HintsChanged(2)]
    assert g.hints_left == 2 and g.log[-1].text == "Hinweis: Bruno zeigt ein Wort · noch 2 Hinweise"
    assert g.log[-1].word == best.word
    # the word after a hint makes no bonus tile, the next one does
    events = g.apply(Submit(column_path(0, 0, 5)), 0.0)
    assert not any(isinstance(e, BonusCreated) for e in events)
    events = g.apply(Submit(column_path(6, 0, 5)), 0.0)
    assert any(isinstance(e, BonusCreated) for e in events)
    g.apply(Hint(), 0.0)
    g.apply(Hint(), 0.0)
    with pytest.raises(RuleError, match="Keine Hinweise"):
        g.apply(Hint(), 0.0)


def test_no_hints_in_three_minutes_and_daily():
    g = game_with(board({0: "HAUS"}), BuchMode.DREI_MINUTEN)
    assert g.hints_left == 0
    with pytest.raises(RuleError, match="nur in Endlos und Reise"):
        g.apply(Hint(), 0.0)


def test_endless_gives_a_hint_every_15_words_up_to_three():
    g = game_with(board({c: "HAUS" for c in range(7)}))
    g.apply(Hint(), 0.0)
    g.apply(Hint(), 0.0)
    assert g.hints_left == 1
    changed = []
    for _ in range(30):
        events = g.apply(Submit(g.best_word().path), 0.0)
        changed += [e for e in events if isinstance(e, HintsChanged)]
    assert changed == [HintsChanged(2), HintsChanged(3)] and g.hints_left == 3
    for _ in range(15):
        g.apply(Submit(g.best_word().path), 0.0)
    assert g.hints_left == 3


def test_tick_does_nothing_without_clock():
    g = game_with(board({0: "HAUS"}))
    assert g.apply(Tick(), 1000.0) == [] and g.time_left(5.0) is None
