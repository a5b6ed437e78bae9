"""A whole Speedsetzer game driven by synthetic mouse drags, taps and typed keys against a computer."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.scenes.setzer import bridge, driver
from game.scenes.setzer.dialogs import DialogCommand, ModalKind
from game.scenes.setzer.results import ResultsScene
from game.scenes.setzer.table import TableScene
from game.scenes.setzer.table_commands import TableCommand
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.game import MoveKind, Phase
from game.setzer.tiles import BLANK, LETTERS
from tests.ui.setzer_helpers import modal, tap_button


@pytest.fixture()
def app():
    # no pygame.quit() afterwards: cached fonts would die with the font module
    a = App(Options(headless=True, size=(1280, 800)))
    return a


def _slot_of(scene: TableScene, letter: str) -> int:
    want = BLANK if letter.islower() else letter
    return next(i for i, t in enumerate(scene.s.slots) if t == want)


def _choose_blank(app, scene: TableScene, letter: str) -> None:
    m = modal(app)
    assert m is not None and m.kind is ModalKind.BLANK
    driver.tap(app, m.card.letter_rects[LETTERS.index(letter.upper())].center)


def _place_by_drag(app, scene: TableScene, tiles, touch: bool) -> None:
    lay = scene.lay
    for r, c, letter in tiles:
        slot = _slot_of(scene, letter)
        end = lay.cell_rect(r, c).center
        if touch:  # the tile floats above the finger: the finger ends below the square
            end = (end[0], end[1] + round(lay.tile * 0.9))
        driver.drag(app, lay.slots[slot].center, end, touch=touch)
        if letter.islower():
            _choose_blank(app, scene, letter)


def _place_by_taps(app, scene: TableScene, tiles) -> None:
    lay = scene.lay
    for r, c, letter in tiles:
        driver.tap(app, lay.slots[_slot_of(scene, letter)].center)
        assert scene.s.selected is not None
        driver.tap(app, lay.cell_rect(r, c).center)
        if letter.islower():
            _choose_blank(app, scene, letter)


def _place_by_keys(app, scene: TableScene, tiles) -> None:
    lay = scene.lay
    first = tiles[0]
    horizontal = len({t[0] for t in tiles}) == 1 and len(tiles) > 1
    driver.tap(app, lay.cell_rect(first[0], first[1]).center)
    assert scene.s.cursor == (first[0], first[1], True)
    if not horizontal:
        driver.tap(app, lay.cell_rect(first[0], first[1]).center)  # again: switch to ↓
        assert scene.s.cursor == (first[0], first[1], False)
    driver.type_text(app, "".join(t[2].upper() for t in tiles))


def _human_turn(app, scene: TableScene, turn: int) -> int | None:
    """Play stark's move for the human with one of the input styles; returns its expected score."""
    hint = bridge.hint_job(scene.game, 0).run()
    if hint is None:
        driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
        assert modal(app).kind is ModalKind.PASS
        tap_button(app, DialogCommand.OK)
        return None
    tiles = sorted(hint.placement)
    expected = scene.game.preview(tiles, 0)
    assert expected.ok, expected.reason
    style = turn % 4
    has_blank = any(t[2].islower() for t in tiles)
    if style == 0:
        _place_by_drag(app, scene, tiles, touch=False)
    elif style == 1:
        _place_by_taps(app, scene, tiles)
    elif style == 2 and not has_blank:
        _place_by_keys(app, scene, tiles)
    else:
        _place_by_drag(app, scene, tiles, touch=True)
    assert sorted(scene.placement()) == tiles
    assert scene.s.preview is not None and scene.s.preview.ok and scene.s.preview.total == expected.total
    if turn % 2:
        driver.key(app, pygame.K_RETURN)
    else:
        driver.tap(app, scene.lay.buttons[TableCommand.SETZEN].center)
    return expected.total


def test_full_game_against_the_computer(app):
    cfg = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)
    scene = TableScene(app, cfg, seed=4242, turbo=True)
    scene.think_budget = 0.05
    app.start(scene)
    turn = 0
    played = 0
    for _ in range(30000):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        g = scene.game
        if g.phase is Phase.PLAYING and g.current == 0 and scene.my_turn and modal(app) is None:
            before = len(g.history)
            expected = _human_turn(app, scene, turn)
            rec = g.history[before]
            assert rec.player == 0
            if expected is None:
                assert rec.kind is MoveKind.PASS
            else:
                assert rec.kind is MoveKind.PLACE and rec.score == expected
                played += 1
            turn += 1
        driver.frames(app, 1)
    else:
        pytest.fail("the game did not end")
    res = scene.game.result
    assert res is not None and played >= 5
    assert sum(1 for m in scene.game.history if m.player == 1 and m.kind is MoveKind.PLACE) >= 5
    assert list(res.scores) == [res.move_points[i] - res.rest_deductions[i] + (res.out_bonus if res.out_player == i else 0)
                                for i in range(2)]
    results = app.stack.top
    for _ in range(3000):
        if not results.analysing:
            break
        driver.frames(app, 1)
    assert not results.analysing
    # stark plays the human's moves here, so "Drei Momente" holds only real shortfalls (by points), never more than three
    assert len(results.moments) <= 3 and all(m.loss > 0 for m in results.moments)
    driver.frames(app, 2)  # draws the results screen


def test_drei_momente_lists_the_biggest_shortfalls(app):
    from game.scenes.setzer import demo

    table = demo.finished(app, seed=9)  # the human plays like "leicht": there is something to learn
    results = ResultsScene(app, table)
    app.start(results)
    for _ in range(5000):
        if not results.analysing:
            break
        driver.frames(app, 1)
    moments = results.moments
    assert 1 <= len(moments) <= 3
    losses = [m.loss for m in moments]
    assert losses == sorted(losses, reverse=True) and all(x > 0 for x in losses)
    for m in moments:
        assert m.loss == m.best_score - m.played_score
        assert m.snapshot.player == 0 and m.best_tiles
    # every other analysed human turn lost no more than the third moment
    assert all(c.loss <= losses[-1] for c in results._candidates if c not in moments)  # noqa: SLF001
    driver.tap(app, results.hits[f"moment:{len(moments) - 1}"].center)
    assert results.selected == len(moments) - 1
