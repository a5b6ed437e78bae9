"""Checklist gaps found in the audit of issues 6-8, covered through the real scenes."""
from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.app import App, Options
from game.buch import BuchMode
from game.buch.actions import EndRound
from game.scenes.buch.board import BoardScene
from game.scenes.buch.results import ResultsScene
from game.scenes.setzer import driver
from game.scenes.setzer.layout import tab_body
from game.scenes.setzer.table import TableScene
from game.scenes.setzer.table_commands import TableTab
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.tiles import TILE_COUNTS
from game.store.boards import BOARD_TITLES
from tests.ui.buch_helpers import drag, frames, start, tap

SOLO = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)


@pytest.fixture()
def app(tmp_path):
    return App(Options(headless=True, size=(1280, 800), data_dir=tmp_path))


def test_unseen_tiles_tab_counts_box_and_opponents_rack(app):
    scene = TableScene(app, SOLO, seed=11)
    app.start(scene)
    driver.frames(app, 1)
    body = tab_body(scene.lay, scene.s.drawer)
    before = app.screen.subsurface(body).copy()
    driver.tap(app, scene.lay.tab_buttons[TableTab.LETTERN].center)
    driver.frames(app, 1)
    assert scene.s.tab is TableTab.LETTERN
    unseen = Counter(scene.game.unseen_tiles(scene.viewer))
    own = Counter(scene.game.racks[scene.viewer])
    assert sum(unseen.values()) == sum(TILE_COUNTS.values()) - 7  # everything but my own rack
    assert all(unseen[letter] == TILE_COUNTS[letter] - own[letter] for letter in TILE_COUNTS)
    after = app.screen.subsurface(body)
    changed = sum(1 for x in range(0, body.w, 7) for y in range(0, body.h, 7)
                  if after.get_at((x, y)) != before.get_at((x, y)))
    assert changed > 50  # the panel shows the letter grid instead of the (empty) history


def test_missed_words_are_listed_and_tappable_after_a_round(app):
    scene = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=9))
    g = scene.game
    for _ in range(3):
        words = g._current_search().words.values()  # noqa: SLF001
        shortest = min(words, key=lambda w: (w.letters, -w.score, w.word))
        drag(app, scene, shortest.path)
        frames(app, 30)
    g.apply(EndRound(), 60.0)
    results = start(app, ResultsScene(app, g))
    frames(app, 2)
    assert len(results.missed) >= 2 and results.selected == 0
    assert all(m.word not in g.words_played for m in results.missed)
    assert results.missed[0].score >= results.missed[1].score
    tap(app, results.rows[1].center)
    frames(app, 1)
    assert results.selected == 1


def test_every_leaderboard_of_the_issue_has_a_german_title():
    titles = set(BOARD_TITLES.values())
    for expected in ("Bestenliste", "Tagesbrett", "3 Minuten", "Endlos-Rekorde", "Tagesrätsel"):
        assert any(expected in t for t in titles), (expected, titles)


def test_blank_on_the_sheet_is_a_hollow_vermilion_letter():
    from game.render.setzer_tiles import hollow_letter
    from game.render.theme import Setzer

    glyph = hollow_letter(96, "I")  # a filled I would be solid in the middle
    w, h = glyph.get_size()
    opaque = [(x, y) for x in range(w) for y in range(h) if glyph.get_at((x, y)).a > 200]
    assert opaque, "the outline is drawn"
    assert all(abs(glyph.get_at(p).r - Setzer.VERMILION[0]) < 40 and abs(glyph.get_at(p).g - Setzer.VERMILION[1]) < 40
               for p in opaque)
    xs, ys = [p[0] for p in opaque], [p[1] for p in opaque]
    row = (min(ys) + max(ys)) // 2
    alphas = [glyph.get_at((x, row)).a for x in range(min(xs), max(xs) + 1)]
    assert alphas[0] > 200 and alphas[-1] > 200  # outline left and right of the stem
    assert sum(1 for a in alphas if a < 30) >= 3  # the stem itself is hollow: paper shows through


def test_bruno_thinks_along_with_a_hint_and_cheers_a_long_word(app):
    from game.render.buch_bruno import Mood
    from tests.ui.buch_helpers import click_button

    scene = start(app, BoardScene(app, BuchMode.ENDLOS, seed=21))
    g = scene.game
    click_button(app, scene, "hint")
    frames(app, 1)
    hinted = g.log[-1].word
    assert scene.state.bubble.startswith("Hmm … folg den grünen Zahlen: ") and hinted in scene.state.bubble
    assert scene.state.mood is Mood.THINKING
    for _ in range(30):  # play until a word of 5+ letters lies on the board and is played
        words = list(g._current_search().words.values())  # noqa: SLF001
        longest = max(words, key=lambda w: (w.letters, w.score, w.word))
        drag(app, scene, longest.path)
        frames(app, 2)
        if longest.letters >= 5:
            break
    assert longest.letters >= 5 and g.words_played[-1] == longest.word
    expected = (f"{longest.word}! Ein Festmahl" if longest.letters >= 7 else f"Lecker, {longest.word}!")
    assert scene.state.bubble.startswith(expected) and scene.state.mood is Mood.HAPPY


def test_one_input_layer_maps_mouse_touch_and_keys_alike():
    from game.input.actions import Act
    from game.input.mapper import translate

    mouse = translate(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=1, touch=False))
    touch = translate(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=1, touch=True))
    assert [a.kind for a in mouse] == [a.kind for a in touch] == [Act.POINTER_DOWN]
    assert mouse[0].pos == touch[0].pos == (10, 20) and touch[0].touch and not mouse[0].touch
    assert translate(pygame.event.Event(pygame.FINGERDOWN, x=0.5, y=0.5, finger_id=1, touch_id=1)) == []  # no double taps
    up = translate(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(11, 21), button=1, touch=True))
    assert up[0].kind is Act.POINTER_UP
    keys = {k: translate(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))[0].kind
            for k in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_F11)}
    assert keys == {pygame.K_RETURN: Act.CONFIRM, pygame.K_ESCAPE: Act.BACK, pygame.K_BACKSPACE: Act.DELETE,
                    pygame.K_F11: Act.TOGGLE_FULLSCREEN}
    text = translate(pygame.event.Event(pygame.TEXTINPUT, text="ß"))
    assert text[0].kind is Act.TEXT and text[0].text == "ß"


def test_kiosk_option_means_fullscreen():
    assert App(Options(headless=True, size=(1280, 800), kiosk=True)).fullscreen
    assert not App(Options(headless=True, size=(1280, 800))).fullscreen


def test_operator_word_lists_reach_the_games_lexicon_at_once(tmp_path):
    from game.scenes.buch.common import lexicon as buch_lexicon
    from game.scenes.setzer.bridge import lexicon_for
    from game.store import Store

    store, _ = Store.open_default(tmp_path)
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path), store)
    try:
        assert app.lexicon.is_word("HAUS") and not app.lexicon.is_word("BRUNOWURM")
        app.store.settings.block_word("Haus")
        app.store.settings.allow_word("Brunowurm")
        app.on_operator_lists_changed(app.store.settings.operator_lists())
        for lex in (app.lexicon, lexicon_for(app), buch_lexicon(app)):
            assert not lex.is_word("HAUS") and lex.is_word("BRUNOWURM") and lex.is_common("BRUNOWURM")
    finally:
        app.store.close()


def test_tapping_a_placed_unscored_tile_takes_it_back(app):
    scene = TableScene(app, SOLO, seed=7)
    scene.think_budget = 0.05
    app.start(scene)
    scene.game.racks[scene.game.current] = "HAUSTEN"
    scene.s.slots = [None] * 7
    scene._sync_rack()  # noqa: SLF001
    driver.frames(app, 1)
    lay = scene.lay
    driver.drag(app, lay.slots[0].center, lay.cell_rect(7, 7).center)
    driver.drag(app, lay.slots[1].center, lay.cell_rect(7, 8).center)
    assert scene.placement() == ((7, 7, "H"), (7, 8, "A"))
    driver.tap(app, lay.cell_rect(7, 7).center)
    assert scene.placement() == ((7, 8, "A"),)
    assert sorted(ch for ch in scene.s.slots if ch) == sorted("HUSTEN")
    assert scene.game.history == []  # nothing was scored


def test_no_nachschlagen_tab_in_a_rated_strict_game(app):
    from game.setzer.config import CheckMode

    cfg = TableConfig(seats=SOLO.seats, clock_seconds=None, check=CheckMode.STRENG)
    scene = TableScene(app, cfg, seed=7)
    app.start(scene)
    driver.frames(app, 1)
    assert not scene.game.lookup_allowed()
    assert not any(b.visible and b.press.arg is TableTab.NACHSCHLAGEN for b in scene.controls.tabs)
    driver.tap(app, scene.lay.tab_buttons[TableTab.NACHSCHLAGEN].center)  # where the tab would be
    driver.type_text(app, "haus")
    assert scene.s.tab is not TableTab.NACHSCHLAGEN and scene.s.lookup_text == ""
