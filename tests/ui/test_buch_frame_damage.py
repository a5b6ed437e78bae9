"""Frame damage on the Speedbuch screens: each frame redraws only what changed, and looks exactly like a whole redraw."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.buch import BuchMode
from game.input.actions import Act, Action
from game.scenes.buch import shots
from game.scenes.buch.board import BoardScene
from tests.ui.damage_check import run_and_compare

SIZES = [(1280, 800), (800, 1280)]


def _app(size) -> App:
    return App(Options(headless=True, size=size))


def _board(app: App, mode: BuchMode = BuchMode.ENDLOS, seed: int = 7) -> BoardScene:
    scene = BoardScene(app, mode, seed=seed)
    app.start(scene)
    app.advance(1 / 60)
    app.advance(1 / 60)
    return scene


def _finger(app: App, board: BoardScene, path, start: int):
    """A driver: a finger presses on the first tile at frame ``start``, moves one tile every 4 frames, lets go."""
    pts = [board.cell_centre(c) for c in path]

    def drive(app_: App, i: int) -> None:
        k = i - start
        if k == 0:
            app_.dispatch(Action(Act.POINTER_DOWN, pos=pts[0]))
        elif 0 < k and k % 4 == 0 and k // 4 < len(pts):
            app_.dispatch(Action(Act.POINTER_MOVE, pos=pts[k // 4], button=1))
        elif k == 4 * len(pts):
            app_.dispatch(Action(Act.POINTER_UP, pos=pts[-1]))
    return drive


@pytest.mark.parametrize("size", SIZES)
def test_a_player_drags_a_word_and_the_tiles_fall_redrawing_only_what_moves(size):
    """A player drags the best word tile by tile and lets go; the word scores, its tiles fly off and new ones
    fall in while Bruno bobs and the candle flickers: every frame equals a whole redraw, most are partial."""
    app = _app(size)
    board = _board(app)
    found = board.game.best_word()
    assert found is not None
    words = board.game.word_count
    counts = run_and_compare(app, 150, _finger(app, board, list(found.path), 10))
    assert board.game.word_count == words + 1, "the dragged word counted"
    assert counts["partial"] >= 100, counts
    w, h = size
    assert counts["area"] / counts["partial"] < 0.35 * w * h


@pytest.mark.parametrize("size", SIZES)
def test_embers_glow_on_a_three_minute_board_drawing_only_the_light_clock_and_flame(size):
    """A three-minute round with a deep ember: its light pulses, the clock runs, the flame flickers; nobody
    touches the board. Each frame is partial and small and matches a whole redraw."""
    app = _app(size)
    scene = shots._board(BuchMode.DREI_MINUTEN, 4, embers=True, select=False)(app)  # noqa: SLF001
    app.advance(1 / 60)
    app.advance(1 / 60)
    assert any(s.tile.kind.value == "glut" for s in scene.sprites.values())
    counts = run_and_compare(app, 90)
    assert counts["partial"] >= 85, counts
    w, h = size
    assert counts["area"] / counts["partial"] < 0.2 * w * h


@pytest.mark.parametrize("size", SIZES)
def test_words_keep_cascading_and_every_damaged_frame_is_exact(size):
    """A quick player lays the best word every 12 frames (the benchmark's cascade): the frames that are drawn
    in pieces look exactly like whole ones, and some are drawn in pieces even then."""
    from game.scenes.buch.bench import SETUPS

    app = _app(size)
    scene, driver = SETUPS["buch_cascade"](app)
    app.start(scene)
    counts = run_and_compare(app, 120, driver)
    assert counts["partial"] >= 20, counts


@pytest.mark.parametrize("size", SIZES)
def test_results_count_up_and_the_player_picks_missed_words(size):
    """On the results the score counts up while the player walks through the missed words with the arrow keys
    and hovers the buttons: only the score, the rows and the board picture are redrawn."""
    app = _app(size)
    res = shots._results(BuchMode.DREI_MINUTEN, 8)(app)  # noqa: SLF001
    res.t = 0.0
    assert len(res.missed) >= 2

    def drive(app_: App, i: int) -> None:
        if i % 15 == 7 and i < 60:  # four times down
            app_.dispatch(Action(Act.DOWN))
        if i % 20 == 3:
            b = res.buttons[(i // 20) % len(res.buttons)]
            app_.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(1, 1), buttons=(0, 0, 0),
                                                  touch=False, window=None))

    counts = run_and_compare(app, 90, drive)
    assert res.selected == 4 % len(res.missed)
    assert counts["partial"] + counts["nothing"] >= 85, counts
    assert counts["nothing"] >= 10, "once the score stands still, quiet frames draw nothing"
    w, h = size
    assert counts["area"] / max(1, counts["partial"]) < 0.3 * w * h


@pytest.mark.parametrize("size", SIZES)
def test_the_journey_map_pulses_and_a_tap_picks_another_level(size):
    """On the journey map the current seal pulses and Bruno bobs; the player taps another seal and the card and
    hall list change: small partial frames, each exact."""
    app = _app(size)
    journey = shots._journey(app)  # noqa: SLF001
    app.advance(1 / 60)
    app.advance(1 / 60)
    target = 3 if journey.selected != 3 else 4

    def drive(app_: App, i: int) -> None:
        if i == 30:
            hit = dict(journey.hits)[target]
            app_.dispatch(Action(Act.POINTER_DOWN, pos=hit.center))
            app_.dispatch(Action(Act.POINTER_UP, pos=hit.center))

    counts = run_and_compare(app, 60, drive)
    assert journey.selected == target
    assert counts["partial"] >= 58, counts
    w, h = size
    assert counts["area"] / counts["partial"] < 0.1 * w * h


def _player(every: int, first: int = 5):
    """A driver: the player lays the board's best word (or mixes) every ``every`` frames from frame ``first``."""
    from game.scenes.buch.bench import _play_best_word

    def drive(app_: App, i: int) -> None:
        board = app_.stack.top
        if i >= first and (i - first) % every == 0 and isinstance(board, BoardScene) and not board.game.over:
            _play_best_word(board)
    return drive


@pytest.mark.parametrize("size", SIZES)
def test_a_cascade_at_a_players_pace_is_drawn_in_pieces(size):
    """A player lays a word about every two thirds of a second on an endless board: the tiles fly off, new ones
    fall, the protocol slides its new entry in, Bruno hops. Every frame equals a whole redraw and most frames
    redraw only the falling columns, the protocol and what else moved."""
    app = _app(size)
    board = _board(app)
    words = board.game.word_count
    counts = run_and_compare(app, 160, _player(40))
    assert board.game.word_count >= words + 3, "the words counted"
    assert counts["partial"] >= 0.6 * 160, counts
    w, h = size
    assert counts["area"] / counts["partial"] < 0.4 * w * h


@pytest.mark.parametrize("size", SIZES)
def test_embers_glow_while_words_land_and_most_frames_are_partial(size):
    """A three-minute round with a deep ember: the player keeps laying words while its light pulses and the clock
    runs; each frame equals a whole redraw and most are drawn in pieces."""
    app = _app(size)
    scene = shots._board(BuchMode.DREI_MINUTEN, 4, embers=True, select=False)(app)  # noqa: SLF001
    app.advance(1 / 60)
    assert any(s.tile.kind.value == "glut" for s in scene.sprites.values())
    counts = run_and_compare(app, 160, _player(40))
    assert counts["partial"] >= 0.6 * 160, counts
    w, h = size
    assert counts["area"] / counts["partial"] < 0.4 * w * h


@pytest.mark.parametrize("level", [38, 40, None])
def test_the_marked_journey_halls_and_the_daily_puzzle_cascade_exactly(level):
    """In the last halls of the journey (bookmarks, chains, dust and fuses on the tiles, dark rows), and in
    the daily puzzle with the first letter's red frame and bookmark, the player lays words at a quick pace: marked
    tiles fall with their marks, plain ones beside them, embers burn tiles away; every partial frame equals a
    whole redraw."""
    from game.scenes.buch.shots import DAY

    app = _app((1280, 800))
    if level is None:
        board = BoardScene(app, BuchMode.TAGESRAETSEL, seed=11, date=DAY)
    else:
        board = BoardScene(app, BuchMode.REISE, seed=11, level_id=level)
    app.start(board)
    app.advance(1 / 60)
    assert board.game.marks or board.game.daily_hint_tile_id is not None
    counts = run_and_compare(app, 120, _player(30, first=3))
    assert board.game.word_count >= 2
    assert counts["partial"] >= 60, counts


def test_a_4k_cascade_frame_by_frame_matches_whole_redraws():
    """At 3840x2160 the falling tiles and the sliding protocol are drawn exactly as a whole redraw would."""
    app = _app((3840, 2160))
    board = _board(app)
    counts = run_and_compare(app, 40, _player(40, first=2))
    assert board.game.word_count >= 1
    assert counts["partial"] >= 20, counts


def test_in_a_small_window_the_level_card_keeps_its_text_inside():
    """In a 600x600 window the player taps level 11, whose goals are longer than the card is wide, then level 12:
    every line ends inside the card (shortened with "…"), so the frames that redraw only the card are exact."""
    app = _app((1280, 800))
    journey = shots._journey(app)  # noqa: SLF001
    app.set_window_size((600, 600))
    app.advance(1 / 60)
    app.advance(1 / 60)
    assert app.size == (600, 600)
    hits = dict(journey.hits)

    def drive(app_: App, i: int) -> None:
        for frame, level in ((10, 11), (30, 12)):
            if i == frame:
                app_.dispatch(Action(Act.POINTER_DOWN, pos=hits[level].center))
                app_.dispatch(Action(Act.POINTER_UP, pos=hits[level].center))

    counts = run_and_compare(app, 50, drive)
    assert journey.selected == 12
    assert counts["partial"] >= 45, counts
    assert journey._fit("2 Landkarten nach unten bringen", 16.5, journey.card.x).endswith("…")  # noqa: SLF001


def test_a_level_picked_right_after_the_window_changes_leaves_no_old_ring():
    """The player picks level 12, the window changes size (one whole frame), and in the very next frame they pick
    level 3: the ring around level 12, drawn by the whole frame, is erased too (tools/monkey.py --seed 5 found it
    left on the map, because the frame after a whole one knew nothing of what that frame had drawn)."""
    app = _app((1280, 800))
    journey = shots._journey(app)  # noqa: SLF001
    app.advance(1 / 60)
    app.advance(1 / 60)

    def tap(app_: App, level: int) -> None:
        hit = dict(journey.hits)[level]
        app_.dispatch(Action(Act.POINTER_DOWN, pos=hit.center))
        app_.dispatch(Action(Act.POINTER_UP, pos=hit.center))

    def drive(app_: App, i: int) -> None:
        if i == 5:
            tap(app_, 12)
        elif i == 10:
            app_.set_window_size((1366, 768))
        elif i == 11:
            tap(app_, 3)

    counts = run_and_compare(app, 20, drive)
    assert journey.selected == 3 and app.size == (1366, 768)
    assert counts["partial"] >= 15, counts


def test_a_player_asks_for_a_hint_and_presses_mix_while_the_buttons_lie_in_the_still_picture():
    """The Hinweis and Mischen buttons are baked into the board's still picture with the resting tiles. The player
    asks for a hint (its badge counts down), lays a word, then holds Mischen down (it sinks) and lets go (all tiles
    move): every frame equals a whole redraw, the buttons' changes included."""
    from game.scenes.buch import board_layers
    from game.scenes.buch.bench import _play_best_word
    from game.scenes.buch.board_state import BoardCommand

    app = _app((1280, 800))
    board = _board(app)
    shuffle = next(b for b in board.buttons if b.command is BoardCommand.SHUFFLE)
    assert id(shuffle) in board_layers.baked_button_ids(board), "Mischen liegt im Standbild"
    hints, words = board.game.hints_left, board.game.word_count

    def unbaked_equal() -> bool:
        """The still picture as drawn equals the board drawn without any baked picture."""
        baked = pygame.Surface(app.screen.get_size())
        board.draw(baked)
        plain = pygame.Surface(app.screen.get_size())
        with board_layers.unbaked():
            board.draw(plain)
        return pygame.image.tobytes(baked, "RGB") == pygame.image.tobytes(plain, "RGB")

    checked = []

    def drive(app_: App, i: int) -> None:
        if i in (6, 32, 74, 80):
            checked.append(unbaked_equal())
        if i == 4:
            board.do_hint()
        elif i == 30:
            _play_best_word(board)
        elif i == 70:
            mix = next(b for b in board.buttons if b.command is BoardCommand.SHUFFLE)
            app_.dispatch(Action(Act.POINTER_DOWN, pos=mix.rect.center))
        elif i == 76:
            mix = next(b for b in board.buttons if b.command is BoardCommand.SHUFFLE)
            app_.dispatch(Action(Act.POINTER_UP, pos=mix.rect.center))

    counts = run_and_compare(app, 120, drive)
    assert board.game.hints_left == hints - 1, "der Hinweis wurde genommen"
    assert board.game.word_count == words + 1
    assert any(e.kind.value == "shuffle" for e in board.game.log), "gemischt"
    assert counts["partial"] >= 60, counts
    assert checked == [True] * 4, "Standbild mit Knöpfen weicht vom ungebackenen Bild ab"


def test_after_the_window_changes_size_the_board_goes_on_drawing_in_pieces():
    """Words cascade; the player drags the window to another size (one whole frame) and then lays a word: the
    frames after the whole one compare with what it drew, so they stay exact and partial (before, the board forgot
    its parts with the whole frame, and the next frame redrew every part: a second whole frame)."""
    from game.scenes.buch.bench import _play_best_word

    app = _app((1280, 800))
    board = _board(app)

    def drive(app_: App, i: int) -> None:
        if i == 10:
            app_.set_window_size((1366, 768))
        elif i == 14:
            _play_best_word(board)

    counts = run_and_compare(app, 40, drive)
    assert app.size == (1366, 768)
    assert counts["whole"] <= 2, counts  # the new size and the word's landing frame; not the frame after the first
