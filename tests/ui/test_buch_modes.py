"""A round of every Speedbuch mode played through the real scenes with synthetic drags, taps and keys."""
from __future__ import annotations

import datetime

import pytest

from game.app import App, Options
from game.buch import BuchMode, verify
from game.buch.events import EndReason
from game.buch.geometry import cell_index
from game.buch.log import LogKind
from game.buch.tiles import TileKind
from game.input.actions import Act
from game.scenes.buch import FACTORIES
from game.scenes.buch.board import BoardScene
from game.scenes.buch.calendar import CalendarScene
from game.scenes.buch.common import lexicon
from game.scenes.buch.history import HistoryScene
from game.scenes.buch.journey import JourneyScene
from game.scenes.buch.progress import progress_for
from game.scenes.buch.results import ResultsScene
from game.widgets.book_button import BookStyle
from tests.ui.buch_helpers import button, click_button, click_menu, drag, frames, key, overlay, pause_menu, start, tap, tap_cell

DAY = datetime.date(2026, 11, 29)


@pytest.fixture()
def app(tmp_path):
    application = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path))
    yield application


def _shortest_word(game):
    words = game._current_search().words.values()  # noqa: SLF001
    return min(words, key=lambda w: (w.letters, -w.score, w.word), default=None)


def _ember_word(game):
    """A common word through an ember, if one lies on the board."""
    mask = 0
    for _, (c, r) in game.embers:
        mask |= 1 << cell_index(c, r)
    result = game.finder.search(game.board.flat(), mask)
    return max(result.focus.values(), key=lambda w: (w.score, w.word), default=None)


def test_three_minutes_round_with_an_ember_word_by_drags(app):
    scene = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=4))
    g = scene.game
    # short words fill the spark counter until an ember falls in
    for _ in range(12):
        if g.embers:
            break
        w = _shortest_word(g)
        before = g.score
        drag(app, scene, w.path)
        assert g.words_played[-1] == w.word
        assert g.score == before + w.score
        frames(app, 30)
    assert g.embers, "three-letter words bring 2 sparks each: an ember must have fallen in"
    ember_word = None
    for _ in range(6):
        ember_word = _ember_word(g)
        if ember_word is not None:
            break
        click_button(app, scene, "shuffle")
        frames(app, 30)
    assert ember_word is not None
    out_before = g.embers_out
    ev = g.evaluate(ember_word.path)
    assert ev.valid and ev.embers_used == 1 and ev.ember_bonus == 50
    before = g.score
    drag(app, scene, ember_word.path)
    assert g.embers_out == out_before + 1
    assert g.score == before + ev.score
    last_word = [e for e in g.log if e.kind is LogKind.WORD][-1]
    assert (last_word.word, last_word.points, last_word.working) == (ev.word, ev.score, ev.working)
    assert "+ 50 Glut" in ev.working
    # the clock runs out: fast-forward the game clock
    app.options.time_scale = 60
    frames(app, 200)
    assert g.over and g.end_reason is EndReason.TIME
    frames(app, 60)
    assert isinstance(app.stack.top, ResultsScene)
    assert app.result == {"mode": "3min", "score": g.score, "words": g.word_count}
    assert verify(g.record, lexicon(app), g.score).score == g.score
    assert progress_for(app).best["3min"] == [g.score]


def test_tap_input_cut_back_enter_word_bar_and_invalid_shake(app):
    scene = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=9))
    g = scene.game
    w = g.best_word()
    path = list(w.path)
    for cell in path:
        tap_cell(app, scene, cell)
    assert scene.state.path == path
    assert scene.eval.valid and scene.eval.word == w.word
    tap_cell(app, scene, path[1])  # a tile inside the path cuts it back there
    assert scene.state.path == path[:2]
    for cell in path[2:]:
        tap_cell(app, scene, cell)
    tap_cell(app, scene, path[-1])  # the last tile again: hand in
    assert g.word_count == 1 and g.words_played == [w.word]
    frames(app, 30)
    # Enter submits
    w2 = g.best_word()
    for cell in w2.path:
        tap_cell(app, scene, cell)
    key(app, Act.CONFIRM)
    assert g.words_played[-1] == w2.word and g.word_count == 2
    frames(app, 30)
    # a tap on the word bar submits
    w3 = g.best_word()
    for cell in w3.path:
        tap_cell(app, scene, cell)
    tap(app, scene.layout.word_bar.center)
    assert g.words_played[-1] == w3.word and g.word_count == 3
    frames(app, 30)
    # releasing a drag on a non-word shakes the bar and changes nothing
    bad = None
    for c in range(7):
        cand = [(c, 0), (c, 1), (c, 2)]
        if not g.evaluate(cand).valid:
            bad = cand
            break
    assert bad is not None
    score = g.score
    drag(app, scene, bad)
    assert g.score == score and g.word_count == 3
    assert scene.state.shake_at == scene.t and scene.state.path == []
    # Backspace takes the last tile off
    for cell in bad:
        tap_cell(app, scene, cell)
    key(app, Act.DELETE)
    assert scene.state.path == bad[:2]
    key(app, Act.BACK)
    assert scene.state.path == []


def test_a_refused_word_stays_in_the_bar_instead_of_the_word_before(app):
    scene = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=9))
    g = scene.game
    drag(app, scene, g.best_word().path)
    assert scene.state.last_scored is not None
    frames(app, 10)
    bad = next([(c, 0), (c, 1), (c, 2)] for c in range(7) if not g.evaluate([(c, 0), (c, 1), (c, 2)]).valid)
    letters = "".join(g.board[c].token for c in bad)
    drag(app, scene, bad)
    assert scene.state.last_rejected == (letters, "kein Wort", scene.t)
    assert scene.state.last_scored is None  # the bar no longer shows the previous word's points
    frames(app, 5)  # drawn while shaking
    drag(app, scene, g.best_word().path)
    assert scene.state.last_rejected is None and scene.state.last_scored is not None


def test_brunos_bubble_follows_the_latest_word(app):
    scene = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=4242))
    g = scene.game
    long_word = g.best_word()
    assert len(long_word.word) >= 7
    drag(app, scene, long_word.path)
    assert long_word.word in scene.state.bubble
    frames(app, 30)
    short = min(g._current_search().words.values(), key=lambda w: (len(w.word), w.word))  # noqa: SLF001
    drag(app, scene, short.path)
    assert long_word.word not in scene.state.bubble
    assert scene.state.bubble.startswith(short.word) or scene.state.bubble_warn


def test_typing_letters_highlights_a_matching_path(app):
    scene = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=12))
    g = scene.game
    w = g.best_word()
    key(app, Act.TEXT, w.word.lower())
    assert "".join(g.board[c].token for c in scene.state.path) == w.word
    assert scene.eval.valid
    key(app, Act.CONFIRM)
    assert g.words_played == [w.word]


def test_endless_hint_shuffle_save_resume_and_end(app):
    scene = start(app, FACTORIES["buch.endless"](app, {"seed": 21}))
    g = scene.game
    assert button(scene, "hint").enabled and button(scene, "hint").badge == "3"
    click_button(app, scene, "hint")
    assert g.hints_left == 2 and scene.state.hint_path
    hint_word = [e for e in g.log if e.kind is LogKind.HINT][-1].word
    frames(app, 40)
    drag(app, scene, scene.state.hint_path)
    assert g.words_played[-1] == hint_word
    assert scene.state.hint_path == ()
    frames(app, 30)
    sparks = g.sparks
    embers = len(g.embers)
    click_button(app, scene, "shuffle")
    assert g.log[-1].kind is LogKind.SHUFFLE or any(e.kind is LogKind.SHUFFLE for e in g.log[-3:])
    if len(g.embers) == embers:
        assert g.sparks == sparks + 3
    assert any(s.motion is not None and s.motion.kind == "move" for s in scene.sprites.values())
    frames(app, 60)
    assert not scene.animating()
    for _ in range(3):
        drag(app, scene, g.best_word().path)
        frames(app, 30)
    score, words = g.score, g.word_count
    key(app, Act.BACK)
    assert pause_menu(app) is not None
    click_menu(app, scene, "later")
    frames(app, 2)
    prog = progress_for(app)
    assert prog.endless_save is not None
    again = start(app, FACTORIES["buch.endless"](app, {}))
    assert (again.game.score, again.game.word_count) == (score, words)
    key(app, Act.BACK)
    click_menu(app, again, "end")
    assert again.game.over and again.game.end_reason is EndReason.QUIT
    frames(app, 100)
    assert isinstance(app.stack.top, ResultsScene)
    assert prog.endless_save is None


def test_a_hint_taken_before_playing_later_shows_again_on_resume(app):
    scene = start(app, FACTORIES["buch.endless"](app, {"seed": 21}))
    g = scene.game
    drag(app, scene, g.best_word().path)
    frames(app, 30)
    click_button(app, scene, "hint")
    path = scene.state.hint_path
    assert path and g.hints_left == 2
    key(app, Act.BACK)
    click_menu(app, scene, "later")
    frames(app, 2)
    again = start(app, FACTORIES["buch.endless"](app, {}))
    assert again.game.hints_left == 2
    assert again.state.hint_path == path  # the paid hint is not lost
    assert "Hinweis gilt noch" in again.state.bubble


def test_endless_pause_menu_has_one_way_out_that_keeps_the_round(app):
    scene = start(app, FACTORIES["buch.endless"](app, {"seed": 21}))
    scene.open_menu()
    menu = pause_menu(app)
    assert [b.command.value for b in menu.buttons] == ["resume", "end", "later"]
    labels = [b.label for b in menu.buttons]
    assert "Später weiterspielen" in labels and "Verlassen" not in labels
    menu.close()
    three = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=4))
    three.open_menu()
    assert [b.command.value for b in pause_menu(app).buttons] == ["resume", "end", "restart", "leave"]


def test_bruno_has_a_last_word_on_the_round(app):
    daily = start(app, BoardScene(app, BuchMode.TAGESRAETSEL, date=DAY))
    hidden = daily.game._daily_word  # the best word may be the word of the day itself: play another one
    other = max((w for w in daily.game._current_search().words.values() if w.word != hidden), key=lambda w: w.score)
    drag(app, daily, other.path)
    frames(app, 30)
    daily.open_menu()
    click_menu(app, daily, "end")
    word = daily.game.daily_word
    assert daily.state.bubble == f"Das Tageswort war {word} – {daily.game.score} Punkte."
    journey = start(app, BoardScene(app, BuchMode.REISE, seed=4242, level_id=1))
    while True:  # level 1 takes a few words now (its goal grew with the hall rules)
        drag(app, journey, journey.game.best_word().path)
        if journey.game.over:
            break
        frames(app, 30)
    assert journey.game.stars == 3 and journey.state.bubble == "Geschafft – 3 Sterne!"


def test_daily_word_found_reveal_calendar_and_streak(app):
    scene = start(app, FACTORIES["buch.daily"](app, {"date": DAY}))
    g = scene.game
    assert g.daily_hint_tile_id in scene.sprites
    assert button(scene, "hint").enabled is False
    path = g._daily_path  # noqa: SLF001 - the test knows where the word lies
    drag(app, scene, path)
    assert g.daily_found
    word_score = [e for e in g.log if e.kind is LogKind.WORD][-1].points
    assert g.score == word_score + 500
    frames(app, 30)
    assert button(scene, "shuffle").badge == "2"
    click_button(app, scene, "shuffle")
    frames(app, 30)
    if not g.free_shuffle_available:
        assert button(scene, "shuffle").badge == "1"
    key(app, Act.BACK)
    click_menu(app, scene, "end")
    assert g.over and g.daily_path == path and g.daily_word
    frames(app, 200)
    res = app.stack.top
    assert isinstance(res, ResultsScene)
    prog = progress_for(app)
    assert DAY.isoformat() in prog.daily_found
    assert prog.daily_best[DAY.isoformat()] == g.score
    cal = start(app, CalendarScene(app, today=DAY))
    assert prog.streak(DAY) == 1
    frames(app, 2)
    assert not prog.daily_bonus_open(DAY)
    replay = FACTORIES["buch.daily"](app, {"date": DAY})
    assert replay.game.daily_bonus_open is False
    del cal


def test_journey_level_one_won_with_stars_then_level_two_unlocks(app):
    scene = start(app, FACTORIES["buch.board"](app, {"mode": "reise", "level": 1}))
    g = scene.game
    assert g.level.id == 1
    for _ in range(g.level.moves + 5):
        if g.over:
            break
        w = g.best_word()
        if w is None:
            click_button(app, scene, "shuffle")
        else:
            drag(app, scene, w.path)
        frames(app, 20)
    assert g.over and g.end_reason is EndReason.GOALS_MET
    assert 1 <= g.stars <= 3
    frames(app, 120)
    res = app.stack.top
    assert isinstance(res, ResultsScene)
    prog = progress_for(app)
    assert prog.stars[1] == g.stars and prog.unlocked(2)
    assert prog.current_level() == 2
    click_button(app, res, "map")
    frames(app, 2)
    jm = app.stack.top
    assert isinstance(jm, JourneyScene)
    frames(app, 1)
    hit = dict(jm.hits)[2]
    tap(app, hit.center)
    assert jm.selected == 2 and button(jm, "play").enabled
    click_button(app, jm, "play")
    frames(app, 2)
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.game.level.id == 2


def test_bottom_row_ember_warns_with_brunos_line(app):
    scene = start(app, BoardScene(app, BuchMode.ENDLOS, seed=5))
    g = scene.game
    from game.buch.tiles import Tile

    pos = (2, 7)
    t = g.board[pos]
    g.board.replace(pos, Tile(t.id, t.token, TileKind.GLUT))
    g._refresh_search()  # noqa: SLF001
    scene.sprites[t.id].tile = g.board[pos]
    scene._warn(g.ember_warning[0])  # noqa: SLF001
    assert scene.state.bubble == "Noch ein Wort ohne sie, und es brennt."
    assert scene.state.bubble_warn
    assert g.ember_words_left(t.id) == 0
    frames(app, 3)


def test_results_go_into_the_store_when_the_app_has_a_session(tmp_path):
    from game.store import Board, Store

    store, _ = Store.open_default(tmp_path / "store")
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path), store)
    scene = start(app, FACTORIES["buch.endless"](app, {"seed": 8, "resume": False}))
    g = scene.game
    for _ in range(3):
        drag(app, scene, g.best_word().path)
        frames(app, 20)
    key(app, Act.BACK)
    click_menu(app, scene, "later")
    assert app.session.store.saves.load_endless(app.session.profile_id) is not None
    again = start(app, FACTORIES["buch.endless"](app, {}))
    assert again.game.word_count == 3
    key(app, Act.BACK)
    click_menu(app, again, "end")
    assert again.store_notice is None
    top = app.session.store.boards.top(Board.BUCH_ENDLOS)
    assert [e.score for e in top] == [again.game.score]
    assert app.session.store.saves.load_endless(app.session.profile_id) is None


def test_app_store_without_session_uses_the_guest_and_restores_the_endless_round(tmp_path):
    from game.store import Board, Store

    store, _ = Store.open_default(tmp_path / "s")
    first = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path), store)
    scene = start(first, FACTORIES["buch.endless"](first, {"seed": 13, "resume": False}))
    for _ in range(2):
        drag(first, scene, scene.game.best_word().path)
        frames(first, 20)
    score = scene.game.score
    # a new run of the program: the round comes back from the store
    second = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path / "other"), first.store)
    again = start(second, FACTORIES["buch.endless"](second, {}))
    assert again.game.score == score and again.game.word_count == 2
    key(second, Act.BACK)
    click_menu(second, again, "end")
    assert [e.score for e in second.store.boards.top(Board.BUCH_ENDLOS)] == [score]


def test_free_shuffle_when_no_common_word_lies_on_the_board(app):
    from game.buch.wordsearch import SearchResult

    scene = start(app, BoardScene(app, BuchMode.TAGESRAETSEL, date=DAY))
    g = scene.game
    click_button(app, scene, "shuffle")
    click_button(app, scene, "shuffle")
    frames(app, 50)
    assert g.shuffles_left == 0 and not button(scene, "shuffle").enabled
    g._search = SearchResult({}, {})  # noqa: SLF001 - pretend Bruno finds no common word
    scene._build_buttons()  # noqa: SLF001
    b = button(scene, "shuffle")
    assert (b.label, b.badge, b.style, b.enabled) == ("Gratis mischen", "gratis", BookStyle.GOLD, True)
    click_button(app, scene, "shuffle")
    assert [e.text for e in g.log if e.kind is LogKind.SHUFFLE][-1] == "Gratis gemischt"
    assert g.shuffles_left == 0 and g.common_words_on_board() > 0


def test_day_night_switch_cross_fades_and_is_remembered(app):
    scene = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=1))
    assert scene.night
    click_button(app, scene, "theme")
    assert not scene.night and scene.state.fade_from is not None
    assert app.settings.settings.buch_theme.value == "day"
    assert scene.state.bubble == "Lesesaal am Tag"
    frames(app, 30)
    other = start(app, BoardScene(app, BuchMode.ENDLOS, seed=2))
    assert other.night is False


def test_reduced_motion_turns_falls_into_short_fades(app):
    app.settings.update(calm=True)
    scene = start(app, BoardScene(app, BuchMode.DREI_MINUTEN, seed=6))
    assert scene.reduced
    drag(app, scene, scene.game.best_word().path)
    kinds = {s.motion.kind for s in scene.sprites.values() if s.motion is not None}
    assert kinds == {"fade_in"}
    frames(app, 10)
    assert not scene.animating()


def test_history_opens_from_the_protocol_scrolls_and_closes(app):
    scene = start(app, BoardScene(app, BuchMode.ENDLOS, seed=14))
    g = scene.game
    for _ in range(12):
        drag(app, scene, g.best_word().path)
        frames(app, 25)
    tap(app, scene.layout.protocol.center)
    history = overlay(app)
    assert isinstance(history, HistoryScene) and history.board is scene and history.scroll == 0
    frames(app, 2)
    from game.input.actions import Action

    app.dispatch(Action(Act.WHEEL, pos=(640, 400), wheel=-3))
    assert history.scroll > 0
    app.dispatch(Action(Act.WHEEL, pos=(640, 400), wheel=30))
    assert history.scroll == 0
    tap(app, (640, 400))
    assert overlay(app) is scene
