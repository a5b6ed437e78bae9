"""Embers: burning, using, crystal clearing, warnings, fire, sparks, stages and escalation."""
import pytest
from buch_engine_helpers import board, column_path, game_with

from game.buch.actions import Shuffle, Submit
from game.buch.events import (
    BonusCreated,
    EmberBurned,
    EmberCreated,
    EmbersCleared,
    EmberWarning,
    EndReason,
    RoundEnded,
    ShelfOnFire,
    SparksChanged,
    StageChanged,
    TilesFell,
    TilesRemoved,
    TilesSpawned,
    WordScored,
)
from game.buch.rules import BuchMode, ember_rows, embers_per_fill, spark_capacity, word_sparks
from game.buch.tiles import TileKind

HAUS = column_path(0, 0, 4)


def test_ember_burns_the_tile_below_after_a_word_without_it():
    b = board({0: "XXXXHAUS"}, cells={(2, 3): "E", (2, 4): "N"}, embers=[(2, 3)])
    g = game_with(b)
    ember_id, below_id = b[(2, 3)].id, b[(2, 4)].id
    above = [b[(2, r)].id for r in range(3)]
    events = g.apply(Submit(column_path(0, 4, 4)), 0.0)
    assert [type(e) for e in events] == [WordScored, TilesRemoved, TilesFell, TilesSpawned,
                                         EmberBurned, TilesRemoved, TilesFell, TilesSpawned, SparksChanged]
    burned = events[4]
    assert burned == EmberBurned(ember_id, below_id, "N", 2, 4)
    assert events[5] == TilesRemoved((below_id,))
    assert set(events[6].moves) == {(ember_id, (2, 3), (2, 4))} | {(i, (2, r), (2, r + 1)) for r, i in enumerate(above)}
    (spawned,) = events[7].tiles
    assert spawned[1:] == (2, 0)
    assert g.board[(2, 4)].id == ember_id and g.board[(2, 4)].is_ember
    assert g.ember_words_left(ember_id) == 3
    assert g.score == 75 and g.sparks == 1 and events[-1] == SparksChanged(1, 8)
    assert any(e.text == "Glut frisst das N · Spalte 3, jetzt Reihe 5" for e in g.log)


def test_using_an_ember_puts_it_out_for_50_points():
    b = board({0: "HAUS"}, cells={(1, 3): "E"}, embers=[(1, 3)])
    g = game_with(b)
    events = g.apply(Submit(HAUS + ((1, 3),)), 0.0)
    scored = events[0]
    assert scored.word == "HAUSE" and scored.eval.score == 60 * 2 + 50
    assert not any(isinstance(e, EmberBurned) for e in events)
    assert g.embers == [] and g.embers_out == 1
    assert any(isinstance(e, BonusCreated) and e.kind is TileKind.LEINEN for e in events)
    assert g.sparks == 0  # 5 letters: -1, never below zero


def test_kristall_clears_all_embers_in_its_column():
    b = board({0: "HAUS"}, bonus={"0,0": "kristall"}, embers=[(0, 5), (0, 6), (3, 2)])
    g = game_with(b)
    ids = (b[(0, 5)].id, b[(0, 6)].id)
    word_ids = {b[p].id for p in HAUS}
    events = g.apply(Submit(HAUS), 0.0)
    assert events[0].eval.score == 150  # 50 x 1.5 x 2
    cleared = next(e for e in events if isinstance(e, EmbersCleared))
    assert cleared == EmbersCleared(ids, 0)
    removed = next(e for e in events if isinstance(e, TilesRemoved))
    assert set(removed.tile_ids) == word_ids | set(ids)
    assert g.embers_out == 2
    assert [p for _, p in g.embers] == [(3, 3)]  # the other column's ember still burns


def test_warnings_and_fire():
    b = board({0: "HAUS", 4: "RAT", 5: "HAUS", 6: "HAUS"}, embers=[(2, 4)])
    g = game_with(b)
    assert g.ember_warning == (0, None)
    ev = g.apply(Submit(HAUS), 0.0)
    assert EmberWarning(1, 2) in ev and g.ember_warning == (1, 2)
    ev = g.apply(Submit(column_path(5, 0, 4)), 0.0)
    assert EmberWarning(2, 2) in ev
    ev = g.apply(Submit(column_path(6, 0, 4)), 0.0)
    assert EmberWarning(3, 2) in ev and g.ember_words_left(g.embers[0][0].id) == 0
    ev = g.apply(Submit(column_path(4, 0, 3)), 0.0)
    assert isinstance(ev[-2], ShelfOnFire) and ev[-2].col == 2 and ev[-2].row == 7
    assert isinstance(ev[-1], RoundEnded) and ev[-1].reason is EndReason.FIRE and ev[-1].score == g.score
    assert g.over and g.end_reason is EndReason.FIRE


def test_using_the_bottom_ember_saves_the_shelf():
    b = board({2: "XXXXHAUS"}, embers=[(2, 7)])
    g = game_with(b)
    ev = g.apply(Submit(column_path(2, 4, 4)), 0.0)
    assert not g.over and ev[0].eval.score == 75 + 50


def test_stage_capacities():
    assert [spark_capacity(s) for s in range(1, 8)] == [8, 7, 6, 5, 4, 4, 4]


def test_word_sparks_and_escalation_tables():
    assert [word_sparks(n) for n in (3, 4, 5, 9)] == [2, 1, -1, -1]
    assert word_sparks(3, 12, escalation=True) == 3 and word_sparks(5, 24, escalation=True) == 1
    assert word_sparks(3, 30, escalation=False) == 2
    assert [embers_per_fill(s, True) for s in (9, 10, 19, 20)] == [1, 2, 2, 3]
    assert embers_per_fill(25, False) == 1
    assert ember_rows(15, True) == (0,) and ember_rows(16, True) == (2, 3, 4) and ember_rows(16, False) == (0,)


def test_stage_changes_every_eight_words():
    g = game_with(board({c: "HAUS" for c in range(7)}), BuchMode.DREI_MINUTEN)
    events = []
    for i in range(8):
        word = g.best_word()
        events = g.apply(Submit(word.path), float(i))
        assert g.stage == (1 if i < 7 else 2)
    assert StageChanged(2, 7) in events and g.spark_capacity == 7 and g.words_in_stage == 0
    assert [e.text for e in g.log if e.kind.name == "STAGE"] == ["Stufe 2 · Glut bei 7 Funken"]


def test_full_counter_drops_an_ember_into_the_top_row():
    g = game_with(board({0: "HAUS"}), BuchMode.DREI_MINUTEN)
    g.sparks = 7
    events = g.apply(Submit(HAUS), 0.0)
    created = [e for e in events if isinstance(e, EmberCreated)]
    assert len(created) == 1 and created[0].row == 0
    assert g.board[(created[0].col, 0)].is_ember and g.sparks == 0
    assert events[-1] == SparksChanged(0, 8)


@pytest.mark.parametrize("stage,count,rows", [(10, 2, {0}), (16, 2, {2, 3, 4}), (20, 3, {2, 3, 4})])
def test_endless_escalation_more_embers_and_deeper(stage, count, rows):
    g = game_with(board({0: "HAUS"}), BuchMode.ENDLOS)
    g.stage = stage
    g.sparks = 3
    events = g.apply(Submit(HAUS), 0.0)
    created = [e for e in events if isinstance(e, EmberCreated)]
    assert len(created) == count and {e.row for e in created} <= rows
    assert len({e.col for e in created}) == count  # different columns while possible


def test_endless_words_bring_extra_sparks_from_stage_12():
    g = game_with(board({0: "HAUS"}), BuchMode.ENDLOS)
    g.stage = 12
    g.apply(Submit(HAUS), 0.0)
    assert g.sparks == 2
    g = game_with(board({0: "HAUS"}), BuchMode.REISE.__class__.DREI_MINUTEN)
    g.stage = 12
    g.apply(Submit(HAUS), 0.0)
    assert g.sparks == 1  # no escalation outside Endlos


def test_paid_shuffle_adds_three_sparks_and_keeps_embers():
    b = board({0: "HAUS", 4: "RATEN"}, embers=[(3, 3)])
    g = game_with(b, BuchMode.DREI_MINUTEN)
    before = sorted(t.token for t in g.board.tiles())
    ember_id = b[(3, 3)].id
    events = g.apply(Shuffle(), 0.0)
    assert events[0].free is False and g.sparks == 3 and SparksChanged(3, 8) in events
    assert g.board[(3, 3)].id == ember_id
    assert sorted(t.token for t in g.board.tiles()) == before
    assert all(m[1] != (3, 3) and m[2] != (3, 3) for m in events[0].moves)
    g.sparks = 6
    events = g.apply(Shuffle(), 1.0)
    assert any(isinstance(e, EmberCreated) for e in events) and g.sparks == 1


def test_ember_that_falls_to_the_floor_waits_for_the_next_word():
    # the word takes the tiles below the ember: it drops to the bottom row, no fire yet
    b = board({2: "XXXXHAUS", 5: "HAUS"}, embers=[(2, 3)])
    g = game_with(b)
    ev = g.apply(Submit(column_path(2, 4, 4)), 0.0)
    assert not g.over and g.embers[0][1] == (2, 7) and EmberWarning(3, 2) in ev
    ev = g.apply(Submit(column_path(5, 0, 4)), 0.0)
    assert g.end_reason is EndReason.FIRE and isinstance(ev[-2], ShelfOnFire)


def test_smaller_counter_of_the_next_stage_can_be_full_at_once():
    g = game_with(board({c: "HAUS" for c in range(7)}), BuchMode.DREI_MINUTEN)
    g.words_in_stage = 7
    g.sparks = 6
    events = g.apply(Submit(column_path(0, 0, 4)), 0.0)  # +1 spark -> 7 of 8, then stage 2 holds 7
    kinds = [type(e) for e in events]
    assert StageChanged in kinds and EmberCreated in kinds
    assert kinds.index(StageChanged) < kinds.index(EmberCreated)
    assert g.sparks == 0 and g.spark_capacity == 7
