"""The journey's hall rules: each applies, is saved and replayed from the record, and is drawn on its tile."""
import random

import pytest
from buch_engine_helpers import board, column_path, lexicon

from game.buch.actions import Shuffle, Submit
from game.buch.bot import Player, choose_action, play_as
from game.buch.events import EmberCreated, EndReason, WordRejected
from game.buch.game import BuchGame
from game.buch.hall_rules import HALL_RULES, MAP_FLOOR_ROW, MarkKind, TileMark
from game.buch.levels import HALLS, GoalKind, LevelError, load_level, parse_level
from game.buch.record import BuchRecord
from game.buch.replay import replay, verify
from game.buch.rules import BuchMode
from game.buch.tiles import TileKind

HAUS = column_path(0, 0, 4)


def level(**extra) -> dict:
    """A Kuppelsaal level dict with ``extra`` fields (goals default to a far points goal)."""
    data = {"id": 36, "hall": "Kuppelsaal", "name": "Probe", "goals": [{"type": "points", "target": 99999}], "moves": 30}
    data.update(extra)
    return data


def rule_game(b, marks=None, **extra) -> BuchGame:
    """A Reise game on board ``b`` with ``marks`` ({(col, row): TileMark}) and level fields ``extra``."""
    g = BuchGame(BuchMode.REISE, 1, lexicon(), level=parse_level(level(**extra)))
    g.load_position(b)
    for pos, mark in (marks or {}).items():
        g.marks[b[pos].id] = mark
    g._refresh_search()
    return g


# ---------------------------------------------------------------- Eingangshalle: Lesezeichen
def test_bookmark_doubles_its_letter_in_the_word_bar_the_score_and_the_search():
    b = board({0: "HAUS"})
    plain = rule_game(board({0: "HAUS"}))
    g = rule_game(b, {(0, 0): TileMark(MarkKind.BOOKMARK)}, bookmarks=1)
    ev = g.evaluate(HAUS)
    assert ev.values == (30, 10, 15, 10) and ev.letter_sum == 65 and ev.score == plain.evaluate(HAUS).score + 23
    assert g.words_on_board().words["HAUS"].score == ev.score
    g.apply(Submit(HAUS), 0.0)
    assert g.score == ev.score


# ---------------------------------------------------------------- Lesesaal: Kettenbücher
def test_chained_tile_cannot_be_laid_until_a_word_next_to_it_breaks_the_chain():
    b = board({0: "HAUS", 1: "HAUS", 3: "XXXXHAUS"})
    g = rule_game(b, {(0, 1): TileMark(MarkKind.CHAIN)}, chains=1, goals=[{"type": "chains", "target": 2}])
    chained = b[(0, 1)].id
    (rejected,) = g.apply(Submit(HAUS), 0.0)
    assert isinstance(rejected, WordRejected) and rejected.eval.reason == "Angekettet"
    assert not any((0, 1) in w.path for w in g.words_on_board().words.values())
    g.apply(Submit(column_path(3, 4, 4)), 0.0)  # HAUS in column 4 does not touch the chained tile
    assert chained in g.marks and g.chains_freed == 0
    assert g.chains_touched(column_path(1, 0, 4)) == 1
    g.apply(Submit(column_path(1, 0, 4)), 0.0)  # HAUS in column 2 runs along it: the chain breaks
    assert chained not in g.marks and g.chains_freed == 1 and g.goals[0].value == 1
    assert any(e.text == "Kette gesprengt · A in Spalte 1" for e in g.log)
    g.apply(Submit(HAUS), 0.0)
    assert g.words_played[-1] == "HAUS"


def test_chains_goal_needs_chains_on_the_board():
    with pytest.raises(LevelError, match="36.json: Feld „goals\\[0\\].type“: Ziel „chains“ braucht Ketten"):
        parse_level(level(goals=[{"type": "chains", "target": 3}]), "36.json")


# ---------------------------------------------------------------- Kartenzimmer: Landkarten
def test_map_is_no_letter_sinks_under_words_and_is_collected_in_the_lowest_rows():
    b = board({0: "XXXHAUS"})
    g = rule_game(b, {(0, 2): TileMark(MarkKind.MAP)}, goals=[{"type": "maps", "target": 1}, {"type": "points", "target": 99999}])
    the_map = b[(0, 2)].id
    assert g.evaluate(((0, 2), (0, 3), (0, 4))).reason == "Landkarte ist kein Buchstabe"
    assert g.maps_lowered(column_path(0, 3, 4)) == 4
    g.apply(Submit(column_path(0, 3, 4)), 0.0)  # HAUS below the map: it sinks four rows to row 7 of 8
    assert g.board.find(the_map) is None and the_map not in g.marks
    assert g.maps_done == 1 and g.goals[0].done
    assert any(e.text == "Landkarte unten angekommen · 1 gesammelt" for e in g.log)
    assert MAP_FLOOR_ROW == 6


# ---------------------------------------------------------------- Archiv: Staub
def test_dusty_tile_only_goes_into_words_of_five_letters_or_more():
    b = board({0: "HAUSE"})
    g = rule_game(b, {(0, 0): TileMark(MarkKind.DUST)}, dust=1)
    assert g.evaluate(HAUS).reason == "Staub: erst ab 5 Buchstaben"
    words = g.words_on_board().words
    assert "HAUS" not in words and "HAUSE" in words
    g.apply(Submit(column_path(0, 0, 5)), 0.0)
    assert g.words_played == ["HAUSE"]


# ---------------------------------------------------------------- Turmzimmer: Lunten
def test_fuse_counts_down_with_every_move_and_turns_into_glut_at_zero():
    b = board({0: "HAUS", 2: "HAUS", 4: "HAUS"}, cells={(6, 3): "E"})
    g = rule_game(b, {(6, 3): TileMark(MarkKind.FUSE, 2)}, fuses=1, fuse_moves=2)
    fuse = b[(6, 3)].id
    g.apply(Submit(column_path(0, 0, 4)), 0.0)
    assert g.marks[fuse] == TileMark(MarkKind.FUSE, 1)
    events = g.apply(Shuffle(), 0.0)  # a paid shuffle is a move too
    assert any(isinstance(e, EmberCreated) and e.tile_id == fuse for e in events)
    pos = g.board.find(fuse)
    assert g.board[pos].kind is TileKind.GLUT and fuse not in g.marks
    assert any("Lunte abgebrannt" in e.text for e in g.log)


def test_fuse_laid_in_a_word_is_defused():
    b = board({0: "HAUS"})
    g = rule_game(b, {(0, 3): TileMark(MarkKind.FUSE, 1)}, fuses=1, fuse_moves=3)
    fuse = b[(0, 3)].id
    g.apply(Submit(HAUS), 0.0)
    assert fuse not in g.marks and not g.embers
    assert [m.count for m in g.marks.values()] == [3]  # a new fuse came with the refill


# ---------------------------------------------------------------- Kellergewölbe: Kerzenlicht
def test_tiles_in_the_dark_rows_cannot_be_laid_or_found():
    b = board({0: "HAUS", 2: "XXXXHAUS"})
    g = rule_game(b, dark_rows=2)
    assert g.is_dark((0, 0)) and g.is_dark((0, 1)) and not g.is_dark((0, 2))
    assert g.evaluate(HAUS).reason == "Im Dunkeln"
    assert all(r >= 2 for w in g.words_on_board().words.values() for _, r in w.path)
    g.apply(Submit(column_path(2, 4, 4)), 0.0)
    assert g.words_played == ["HAUS"]


# ---------------------------------------------------------------- Rara-Kabinett: Rara
def test_rare_letters_count_for_their_goal_and_come_more_often():
    b = board({0: "XXXXPELZ"})
    g = rule_game(b, goals=[{"type": "rare_letters", "target": 2}])
    g.apply(Submit(column_path(0, 4, 4)), 0.0)
    assert g.rare_used == 2 and g.end_reason is EndReason.GOALS_MET
    rare = parse_level(level(goals=[{"type": "rare_letters", "target": 5}]))
    plain = parse_level(level())
    count = {True: 0, False: 0}
    for spec, key in ((rare, True), (plain, False)):
        for seed in range(20):
            count[key] += sum(1 for t in BuchGame(BuchMode.REISE, seed, lexicon(), level=spec).board.tiles() if t.value >= 25)
    assert count[True] > count[False] * 1.3


# ---------------------------------------------------------------- records
@pytest.mark.parametrize("hall", range(8))
def test_every_halls_first_level_is_saved_and_replayed_with_its_rule(hall):
    spec = load_level(hall * 5 + 1)
    assert HALL_RULES[hall].title in spec.rule_titles or hall == 7
    g = BuchGame(BuchMode.REISE, 7, lexicon(), level=spec)
    rng = random.Random(3)
    for _ in range(6):
        if g.over:
            break
        g.apply(choose_action(g, Player.TYPICAL, rng), 0.0)
    data = g.to_save()
    assert data["level"] == spec.to_json()
    again = BuchGame.from_save(data, lexicon())
    assert again.score == g.score and again.marks == g.marks and again.board.snapshot() == g.board.snapshot()
    assert verify(BuchRecord.from_json(data), lexicon(), g.score).moves_used == g.moves_used


def test_kuppelsaal_combines_every_rule_and_replays_a_whole_round():
    kuppel = [load_level(i) for i in range(36, 41)]
    used = set().union(*(lv.rule_titles for lv in kuppel))
    assert used == {r.title for r in HALL_RULES[:7]}
    g = play_as(BuchGame(BuchMode.REISE, 2, lexicon(), level=kuppel[-1]), Player.EXPERT, random.Random(0))
    assert g.over
    assert replay(g.record, lexicon()).score == g.score


def test_each_hall_introduces_its_rule_and_later_halls_keep_it():
    levels = [load_level(i) for i in range(1, 41)]
    for h, rule in enumerate(HALL_RULES[:7]):
        first = min(lv.id for lv in levels if rule.title in lv.rule_titles)
        assert (first - 1) // 5 == h, (rule.title, first)
        later = {(lv.id - 1) // 5 for lv in levels if rule.title in lv.rule_titles}
        assert later & set(range(h + 1, 8)), f"{rule.title} kommt nach {HALLS[h]} nicht mehr vor"
    assert {g.kind for lv in levels for g in lv.goals} == set(GoalKind)


# ---------------------------------------------------------------- drawing
def _tile_pixels(mark=None, dark=False, rare=False, token="E"):
    import pygame

    from game.render.buch_marks import draw_tile_marks
    from game.render.buch_tiles import TileLook, tile_image, tile_pad

    b = board(cells={(3, 5): token})
    extra = {"dark_rows": 3} if dark else {}
    if rare:
        extra["goals"] = [{"type": "rare_letters", "target": 9}]
    g = rule_game(b, {(3, 5): mark} if mark else {}, **extra)
    cell = (3, 1) if dark else (3, 5)
    tile = g.board[cell]
    size = 64
    surf = pygame.Surface((120, 120), pygame.SRCALPHA)
    pad = tile_pad(size)
    surf.blit(tile_image(tile.token, tile.kind, TileLook.NORMAL, size, True), (60 - size / 2 - pad, 60 - size / 2 - pad))
    draw_tile_marks(surf, g, tile, cell, (60, 60), size, True)
    return pygame.surfarray.array3d(surf)


@pytest.mark.parametrize("mark", [TileMark(MarkKind.BOOKMARK), TileMark(MarkKind.CHAIN), TileMark(MarkKind.MAP),
                                  TileMark(MarkKind.DUST), TileMark(MarkKind.FUSE, 4)])
def test_each_mark_is_drawn_on_its_tile(mark):
    plain = _tile_pixels()
    marked = _tile_pixels(mark)
    changed = (abs(marked.astype(int) - plain.astype(int)).sum(axis=2) > 40).sum()
    assert changed > 150, f"{mark.kind.value}: only {changed} pixels changed"


def test_fuse_badge_shows_the_moves_left_and_rare_seal_is_drawn():
    four = _tile_pixels(TileMark(MarkKind.FUSE, 4))
    two = _tile_pixels(TileMark(MarkKind.FUSE, 2))
    assert (four != two).any()
    assert (_tile_pixels(rare=True, token="Z") != _tile_pixels(token="Z")).any()


def test_a_tile_in_the_dark_hides_its_letter():
    import numpy as np

    dark = _tile_pixels(dark=True)
    centre = dark[40:80, 40:80]
    assert centre.mean() < 45 and np.ptp(centre.mean(axis=2)) < 40  # dark and even: no letter to read


def test_board_scene_draws_the_marks_of_a_rule_level(monkeypatch):
    import pygame

    from game.app import App, Options
    from game.scenes.buch import board_view
    from game.scenes.buch.board import BoardScene

    calls = []
    real = board_view.draw_tile_marks
    def spy(surf, g, tile, cell, *rest):
        calls.append((tile.id, cell))
        real(surf, g, tile, cell, *rest)

    monkeypatch.setattr(board_view, "draw_tile_marks", spy)
    app = App(Options(headless=True, size=(1280, 800)))
    scene = BoardScene(app, BuchMode.REISE, seed=3, level_id=36)
    app.stack.reset(scene)
    app.stack.apply_pending()
    for _ in range(40):
        app.advance(1 / 60)
    marked = set(scene.game.marks)
    assert marked and marked <= {tid for tid, _ in calls}
    assert isinstance(app.screen, pygame.Surface)
