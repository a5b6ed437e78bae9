"""Fair competition on screen: the set-up says what counts, the bulb only helps in unrated games."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.scenes.setzer import driver
from game.scenes.setzer.dialogs import DialogCommand, ModalKind
from game.scenes.setzer.setup import SetupScene
from game.scenes.setzer.table import TableScene
from game.scenes.setzer.table_commands import Press, TableCommand
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from tests.ui.setzer_helpers import modal, tap_button

GUSTAV = Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)


@pytest.fixture()
def app():
    return App(Options(headless=True, size=(1280, 800)))


def _setup(app, tmp_path, monkeypatch) -> SetupScene:
    setup = SetupScene(app)  # a fresh app's store: the default table, Du against Gustav, rated
    app.start(setup)
    driver.frames(app, 1)
    return setup


def test_a_solo_table_without_opponent_cannot_be_rated_and_says_why(app, tmp_path, monkeypatch):
    setup = _setup(app, tmp_path, monkeypatch)
    assert setup.st.values["rated"] is True
    assert "die Glühbirne (Tipp) ist aus" in setup.rating_note()
    driver.tap(app, setup.hits["remove:1"].center)  # Gustav leaves: Du sits alone
    assert len(setup.st.seats) == 1 and setup.st.values["rated"] is False
    assert setup.rating_note() == "Ungewertet: Gewertet wird nur mit mindestens einem Gegner (Computer oder Mensch)."
    driver.tap(app, setup.hits["opt:rated:0"].center)  # "ja" is refused with the reason
    assert setup.st.values["rated"] is False and "Gegner" in (setup.st.message or "")
    driver.tap(app, setup.hits["start"].center)
    driver.frames(app, 1)
    table = app.stack.top
    assert isinstance(table, TableScene) and not table.config.rated


def test_choosing_no_word_check_makes_the_game_unrated(app, tmp_path, monkeypatch):
    setup = _setup(app, tmp_path, monkeypatch)
    driver.tap(app, setup.hits["opt:check:3"].center)  # ohne Prüfung
    assert setup.st.values["rated"] is False
    assert setup.rating_note() == "Ungewertet: Ohne Wortprüfung wird nicht gewertet."
    driver.tap(app, setup.hits["opt:check:0"].center)  # back to hilfsbereit: the player may ask again
    driver.tap(app, setup.hits["opt:rated:0"].center)
    assert setup.st.values["rated"] is True and setup.config().rated
    driver.tap(app, setup.hits["opt:rated:1"].center)
    assert setup.rating_note() == "Ungewertet: Die Glühbirne (Tipp) hilft, ihre Züge sind im Verlauf markiert."
    setup.draw(app.screen)  # the note is drawn inside the table card
    assert setup.note_rect.bottom <= setup.hits["card:table"].bottom


def _table(app, cfg: TableConfig) -> TableScene:
    scene = TableScene(app, cfg, seed=7)
    scene.think_budget = 0.05
    app.start(scene)
    driver.frames(app, 1)
    return scene


def test_no_bulb_in_a_rated_game(app):
    scene = _table(app, TableConfig(seats=(Seat("Du"), GUSTAV), clock_seconds=None, rated=True))
    assert not scene.controls.tipp.visible
    assert scene.lay.buttons[TableCommand.TIPP].width == 0  # Tauschen, Passen, Setzen share the row
    scene.start_hint()
    assert scene._hint is None and not scene.s.hint_running


def test_in_an_unrated_game_the_bulbs_move_is_marked_in_the_history(app):
    scene = _table(app, TableConfig(seats=(Seat("Du"), GUSTAV), clock_seconds=None, rated=False))
    driver.tap(app, scene.lay.buttons[TableCommand.TIPP].center)
    for _ in range(5000):
        if not scene.s.hint_running:
            break
        driver.frames(app, 1)
    assert scene.s.pending
    driver.key(app, pygame.K_RETURN)
    move = scene.game.history[0]
    assert move.hinted
    # the next own move, found alone, carries no mark
    for _ in range(5000):
        if scene.my_turn:
            break
        driver.frames(app, 1)
    driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    assert [m.hinted for m in scene.game.history if m.player == 0] == [True, False]


def test_a_saved_game_resumes_after_the_operator_blocked_a_word_played_in_it(tmp_path):
    from game.scenes.setzer import bridge
    from game.scenes.setzer.resume import ResumeScene
    from game.setzer.actions import WordDecisions
    from game.store import Store

    store, notice = Store.open(tmp_path / "spielstand.sqlite3")
    assert notice is None
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path))
    app.store = store
    try:
        scene = _table(app, TableConfig(seats=(Seat("Du"), GUSTAV), clock_seconds=None))
        scene.calm = True
        scene._apply(bridge.hint_job(scene.game, 0).run())  # Du lays a good word
        word = scene.game.history[0].words[0].word
        expected = scene.game.snapshot()
        driver.key(app, pygame.K_ESCAPE)
        tap_button(app, DialogCommand.LEAVE)
        driver.frames(app, 1)
        # the operator blocks that word for every game from now on
        store.settings.block_word(word)
        app.on_operator_lists_changed()
        assert not bridge.lexicon_for(app).is_word(word)
        listing = ResumeScene(app)
        app.start(listing)
        driver.frames(app, 1)
        assert listing.games and listing.games[0].ok, listing.games
        row = listing.list.row_rect(0)
        driver.tap(app, (row.x + row.w // 3, row.centery))
        driver.frames(app, 1)
        table = app.stack.top
        assert isinstance(table, TableScene) and table.resumed
        g = table.game
        assert g.history[0].words[0].word == word and g.scores == list(expected["scores"])
        # the block is recorded in the game and counts for the moves still to come
        assert g.record.actions[-1][1] == WordDecisions((word,), ())
        assert not g.lexicon.is_word(word)
    finally:
        store.close()


def test_three_humans_anfechten_the_third_keeps_the_window_after_ben_lets_it_stand(app):
    from game.setzer.config import CheckMode
    from game.setzer.game import MoveKind

    cfg = TableConfig(seats=(Seat("Anna"), Seat("Ben"), Seat("Carla")), clock_seconds=60, check=CheckMode.ANFECHTEN,
                      rated=False)
    scene = _table(app, cfg)
    driver.key(app, pygame.K_RETURN)  # Anna takes the device
    scene.game.racks[0] = "XQHAUST"
    scene.s.slots = [None] * 7
    scene._sync_rack()
    driver.tap(app, scene.lay.cell_rect(7, 7).center)
    driver.type_text(app, "XQ")
    driver.key(app, pygame.K_RETURN)
    g = scene.game
    driver.frames(app, 1)
    assert g.pending is not None and modal(app).kind is ModalKind.HANDOVER
    buttons = scene.view.challenge_buttons()
    assert set(buttons) == {Press(TableCommand.CHALLENGE, 1), Press(TableCommand.DECLINE, 1), Press(TableCommand.CHALLENGE, 2), Press(TableCommand.DECLINE, 2)}
    assert all(r.height >= 44 for r in buttons.values())
    driver.tap(app, buttons[Press(TableCommand.DECLINE, 1)].center)  # Ben lets it stand ...
    assert g.pending is not None and set(scene.view.challenge_buttons()) == {Press(TableCommand.CHALLENGE, 2), Press(TableCommand.DECLINE, 2)}
    driver.key(app, pygame.K_RETURN)  # ... takes the device and would like to pass: not yet
    driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    assert g.current == 1 and g.pending is not None and "Carla" in scene.s.toast.text
    driver.frames(app, 5 * 60)  # five seconds later Carla objects
    driver.tap(app, scene.view.challenge_buttons()[Press(TableCommand.CHALLENGE, 2)].center)
    assert g.pending is None and g.history[0].kind is MoveKind.WITHDRAWN
    assert g.clock_at(scene.now).remaining == pytest.approx(60, abs=0.1)  # Ben's minute starts now
    scene.draw(app.screen)


def test_settings_and_pause_stop_the_move_clock_dialogs_of_the_move_show_it_running(app):
    from game.scenes import registry

    registry.register_shell_scenes()  # as the launcher does
    scene = _table(app, TableConfig(seats=(Seat("Du"), GUSTAV), clock_seconds=60))
    left = scene.game.clock_at(scene.now).remaining
    # eleven seconds on the settings page, back with Esc: not a second lost
    driver.tap(app, scene.lay.buttons[TableCommand.SETTINGS].center)
    driver.frames(app, 1)
    assert app.stack.top.name == "settings"
    driver.frames(app, 11 * 60)
    driver.key(app, pygame.K_ESCAPE)
    driver.frames(app, 1)
    assert app.stack.top is scene
    assert scene.game.clock_at(scene.now).remaining == pytest.approx(left, abs=0.1)
    # the pause menu: the clock stands as well, and no dialog clock is shown there
    driver.key(app, pygame.K_ESCAPE)
    assert modal(app).kind is ModalKind.MENU and not modal(app).card.part_of_move  # no move clock on the card
    driver.frames(app, 11 * 60)
    driver.key(app, pygame.K_ESCAPE)
    assert modal(app) is None
    assert scene.game.clock_at(scene.now).remaining == pytest.approx(left, abs=0.1)
    # Tauschen is part of the move: the clock runs on and the dialog shows it
    driver.tap(app, scene.lay.buttons[TableCommand.TAUSCHEN].center)
    assert modal(app).kind is ModalKind.EXCHANGE and modal(app).card.part_of_move
    driver.frames(app, 5 * 60)
    label, urgent = scene.view.move_clock()
    assert label == "0:55" and not urgent
    scene.draw(app.screen)
    driver.key(app, pygame.K_ESCAPE)
    # the joker letter too: when the time is nearly up, the dialog says so in red
    scene.game.racks[0] = "?AUSTEN"
    scene.s.slots = [None] * 7
    scene._sync_rack()
    scene.place_from_slot(scene.s.slots.index("?"), 7, 7)
    driver.frames(app, 1)
    assert modal(app).kind is ModalKind.BLANK and modal(app).card.part_of_move
    driver.frames(app, 48 * 60 - 1)
    label, urgent = scene.view.move_clock()
    assert urgent and label == "0:07"
    driver.frames(app, 8 * 60)
    label, urgent = scene.view.move_clock()
    assert urgent and label.startswith("Nachfrist 0:0")
    scene.draw(app.screen)
