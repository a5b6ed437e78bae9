"""The Wortprotokoll card drawn word by word equals the card rendered afresh, at every scale."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.buch import BuchMode
from game.scenes.buch.bench import _play_best_word
from game.scenes.buch.board import BoardScene
from game.scenes.buch.board_protocol import ProtocolCard, render_protocol


@pytest.mark.parametrize("s", [1.0, 1.35, 2.7])
def test_words_added_one_by_one_give_the_card_a_fresh_render_gives(s):
    """A player lays 30 words (events in between); after each, the card that only drew the new rows above the
    older ones moved down shows exactly the pixels of a fresh render, and its ink rectangles cover every inked pixel."""
    app = App(Options(headless=True, size=(1280, 800)))
    board = BoardScene(app, BuchMode.ENDLOS, seed=11)
    app.start(board)
    app.advance(1 / 60)
    w, h = int(320 * s), int(630 * s)
    card = ProtocolCard(w, h, s, False)
    card.update(board.game.log)
    for _ in range(30):
        _play_best_word(board)
        card.update(board.game.log)
        fresh = render_protocol(board.game.log, w, h, s, False)
        assert pygame.image.tobytes(card.picture(), "RGBA") == pygame.image.tobytes(fresh, "RGBA"), len(board.game.log)
        uncovered = pygame.mask.from_surface(fresh, 0)  # every pixel with some ink
        for r in card.inked:
            uncovered.erase(pygame.mask.Mask(r.size, fill=True), r.topleft)
        assert uncovered.count() == 0
        for _ in range(30):
            app.advance(1 / 60)


def test_the_older_entries_stay_put_in_the_frame_a_word_lands_then_the_new_one_slides_in():
    """A player lays a second word after the first has settled: in the word's own frame the Wortprotokoll shows
    exactly what it showed before (the older entries do not jump up), in the next frame the new entry starts to
    slide in from above, and 0.25 s later the card rests with the new word on top."""
    from game.scenes.buch import board_view

    app = App(Options(headless=True, size=(1280, 800), time_scale=1.0))
    board = BoardScene(app, BuchMode.ENDLOS, seed=11)
    app.start(board)
    app.advance(1 / 60)
    _play_best_word(board)
    for _ in range(40):
        app.advance(1 / 60)
    area = board_view.protocol_area(board.layout)
    before = app.screen.subsurface(area).copy()
    entries = len(board.game.log)
    _play_best_word(board)
    app.advance(1 / 60)  # the word's own frame
    assert len(board.game.log) > entries
    assert board_view.protocol_frame(board) == (entries, 0)
    same = pygame.image.tobytes(app.screen.subsurface(area), "RGB") == pygame.image.tobytes(before, "RGB")
    assert same, "the older entries moved in the frame the word landed"
    app.advance(1 / 60)
    shown, off = board_view.protocol_frame(board)
    assert shown == len(board.game.log) and off < 0, "the new entry slides in from above"
    for _ in range(15):
        app.advance(1 / 60)
    assert board_view.protocol_frame(board) == (len(board.game.log), 0)
