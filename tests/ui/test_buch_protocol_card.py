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
