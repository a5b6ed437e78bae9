"""Games in progress: autosave after every action, resume exactly, several at once, delete, broken saves, clock."""
from __future__ import annotations

import json

import pygame
import pytest

from game.app import App, Options
from game.scenes.message import MessageScene
from game.scenes.setzer import autosave, bridge, driver
from game.scenes.setzer.dialogs import DialogCommand, ModalKind
from game.scenes.setzer.results import ResultsScene
from game.scenes.setzer.resume import ResumeScene, delete_rect
from game.scenes.setzer.setup import SetupScene
from game.scenes.setzer.table import TableScene
from game.setzer.actions import Pass
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.game import MoveKind, Phase
from game.setzer.record import GameRecord
from game.setzer.replay import replay
from game.store import Store
from tests.ui.setzer_helpers import modal, tap_button

SOLO = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)
TRIO = TableConfig(seats=(Seat("Ida"), Seat("Frieda", SeatKind.COMPUTER, Level.LEICHT),
                          Seat("Anton", SeatKind.COMPUTER, Level.LEICHT)), clock_seconds=90)
TWO_HUMANS = TableConfig(seats=(Seat("Anna"), Seat("Ben")), clock_seconds=60)


@pytest.fixture()
def store(tmp_path):
    opened, notice = Store.open(tmp_path / "spielstand.sqlite3")
    assert notice is None
    yield opened
    opened.close()


@pytest.fixture()
def app(store, tmp_path):
    return App(Options(headless=True, size=(1280, 800), data_dir=tmp_path), store)


def _table(app, cfg=SOLO, seed=7) -> TableScene:
    scene = TableScene(app, cfg, seed=seed, turbo=True)
    scene.think_budget = 0.05
    scene.calm = True
    app.start(scene)
    driver.frames(app, 1)
    return scene


def _saved(store, save_id) -> GameRecord:
    return GameRecord.from_json(store.saves.load(save_id).record_json)


def _human_move(scene) -> None:
    """The human plays the bulb's move (or passes) through the table."""
    g = scene.game
    action = bridge.hint_job(g, scene.viewer).run() or Pass(scene.viewer)
    scene._apply(action)  # noqa: SLF001


def _play(app, scene, turns: int) -> None:
    """Play until ``turns`` more turns are in the history (humans via the bulb, computers by themselves)."""
    target = len(scene.game.history) + turns
    for _ in range(20000):
        g = scene.game
        if len(g.history) >= target or g.phase is Phase.OVER:
            return
        if scene.my_turn and modal(app) is None:
            _human_move(scene)
        driver.frames(app, 1)
    pytest.fail("the computers did not move")


def _leave(app, scene) -> None:
    driver.key(app, pygame.K_ESCAPE)
    assert modal(app).kind is ModalKind.MENU
    tap_button(app, DialogCommand.LEAVE)
    driver.frames(app, 1)
    assert app.stack.top is not scene


def test_every_action_is_committed_at_once(app, store):
    scene = _table(app)
    saves = store.saves.list_setzer_games()
    assert len(saves) == 1 and saves[0].title.startswith("Partie · 2 Spieler · ")
    save_id = scene.saver.save_id
    assert saves[0].id == save_id and _saved(store, save_id).actions == []
    _human_move(scene)  # committed inside the call, before any further frame
    assert _saved(store, save_id).to_json() == scene.game.record.to_json()
    assert len(_saved(store, save_id).actions) == 1
    _play(app, scene, 1)  # the computer's answer
    record = _saved(store, save_id)
    assert len(record.actions) == 2 and record.to_json() == scene.game.record.to_json()
    assert replay(record, scene.lexicon).snapshot() == scene.game.snapshot()


def test_autoplay_and_demo_tables_are_not_saved(app, store):
    TableScene(app, SOLO, seed=3, autoplay=True)
    TableScene(app, SOLO, seed=3, autosave=False)
    assert store.saves.list_setzer_games() == []


def test_resume_restores_board_scores_racks_and_clock(app, store):
    scene = _table(app, TRIO, seed=21)
    _play(app, scene, 6)
    g = scene.game
    assert g.current == 0 and not g.is_over  # Ida to move
    expected = g.snapshot()
    rack = g.racks[0]
    save_id = scene.saver.save_id
    used = g.last_time - g.turn_start  # Ida's clock had run this long at the last action
    driver.frames(app, 120)  # two more seconds of thinking, then the app is left (or killed)
    _leave(app, scene)
    assert [s.id for s in store.saves.list_setzer_games()] == [save_id]

    app.now += 5000  # much later
    listing = ResumeScene(app)
    app.start(listing)
    driver.frames(app, 1)
    row = listing.list.row_rect(0)
    driver.tap(app, (row.x + row.w // 3, row.centery))
    driver.frames(app, 1)
    table = app.stack.top
    assert isinstance(table, TableScene) and table is not scene and table.resumed
    assert table.game.snapshot() == expected
    assert sorted(t for t in table.s.slots if t) == sorted(rack)
    assert table.game.scores == list(expected["scores"])
    # the clock continues from the last recorded action: the time after it (and the break) does not count
    clock = table.game.clock_at(table.now)
    assert clock.remaining == pytest.approx(90 - used, abs=0.1)
    assert table.snapshots and table.snapshots[-1].move_number == table.game.move_number
    # and it plays on, saving into the same row
    _human_move(table)
    assert [s.id for s in store.saves.list_setzer_games()] == [save_id]
    assert _saved(store, save_id).to_json() == table.game.record.to_json()


def test_several_games_at_once(app, store):
    first = _table(app, SOLO, seed=11)
    _play(app, first, 2)
    _leave(app, first)
    snap_first = first.game.snapshot()
    second = _table(app, TRIO, seed=12)
    _play(app, second, 4)  # a computer may still finish its move before the pause menu is open
    _leave(app, second)
    snap_second = second.game.snapshot()
    games = autosave.list_games(app, first.lexicon)
    assert [g.id for g in games] == [second.saver.save_id, first.saver.save_id]
    assert games[0].players == ("Ida", "Frieda", "Anton") and games[0].scores == snap_second["scores"]
    assert games[1].move_number == 3 and games[1].ok and not games[1].over
    assert autosave.resume_table(app, first.saver.save_id).game.snapshot() == snap_first
    assert autosave.resume_table(app, second.saver.save_id).game.snapshot() == snap_second
    assert autosave.badge(app) == "2 Partien offen"


def test_delete_asks_first(app, store):
    for seed in (1, 2):
        scene = _table(app, SOLO, seed=seed)
        _human_move(scene)
        _leave(app, scene)
    listing = ResumeScene(app)
    app.start(listing)
    driver.frames(app, 1)
    newest = listing.games[0]
    cross = delete_rect(listing.list.row_rect(0), listing.frame.s).center
    driver.tap(app, cross)
    driver.frames(app, 1)
    question = app.stack.top
    assert isinstance(question, MessageScene) and question.title == "Partie löschen?"
    driver.tap(app, question.buttons[0].rect.center)  # Behalten
    driver.frames(app, 1)
    assert app.stack.top is listing and len(store.saves.list_setzer_games()) == 2
    driver.tap(app, cross)
    driver.frames(app, 1)
    driver.tap(app, app.stack.top.buttons[1].rect.center)  # Löschen
    driver.frames(app, 2)
    assert app.stack.top is listing
    assert [s.id for s in store.saves.list_setzer_games()] == [g.id for g in listing.games] != [newest.id]
    assert len(listing.games) == 1 and "gelöscht" in listing.message


def test_broken_saves_are_explained_and_kept(app, store):
    good = _table(app, SOLO, seed=5)
    _human_move(good)
    _leave(app, good)
    record = json.loads(store.saves.load(good.saver.save_id).record_json)
    record["actions"].insert(0, {"t": 0.0, "type": "pass", "player": 1})  # not Gustav's turn
    pid = app.session.profile_id
    illegal = store.saves.create_setzer_game("Falsch", json.dumps(record), pid)
    garbled = store.saves.create_setzer_game("Zerfetzt", "{}", pid)
    store._db.conn.execute("UPDATE saves SET record = ? WHERE id = ?", ("{\"version\": 1, kaputt", garbled))  # noqa: SLF001
    listing = ResumeScene(app)
    app.start(listing)
    driver.frames(app, 2)
    by_title = {g.title: g for g in listing.games}
    assert "nicht erlaubt" in by_title["Falsch"].error and "JSON" in by_title["Zerfetzt"].error
    assert by_title[store.saves.load(good.saver.save_id).info.title].ok
    for title in ("Falsch", "Zerfetzt"):
        index = listing.games.index(by_title[title])
        row = listing.list.row_rect(index)
        driver.tap(app, (row.x + row.w // 3, row.centery))
        driver.frames(app, 1)
        message = app.stack.top
        assert isinstance(message, MessageScene) and message.title == "Spielstand beschädigt"
        assert "aufbewahrt" in message.body
        driver.key(app, pygame.K_RETURN)
        driver.frames(app, 1)
        assert app.stack.top is listing
    assert len(store.saves.list_setzer_games()) == 3  # nothing deleted silently
    with pytest.raises(Exception) as err:
        autosave.resume_table(app, illegal)
    assert "nicht erlaubt" in str(err.value)


def test_finished_game_removes_its_save(app, store):
    scene = _table(app, SOLO, seed=9)
    _human_move(scene)
    save_id = scene.saver.save_id
    driver.key(app, pygame.K_ESCAPE)
    tap_button(app, DialogCommand.RESIGN)
    tap_button(app, DialogCommand.OK)  # "Wirklich aufgeben?"
    assert scene.game.is_over
    assert _saved(store, save_id).to_json() == scene.game.record.to_json()  # the end is saved too ...
    for _ in range(300):
        if isinstance(app.stack.top, ResultsScene):
            break
        driver.frames(app, 1)
    assert isinstance(app.stack.top, ResultsScene)
    assert store.saves.list_setzer_games() == []  # ... and gone once the result is entered


def test_leaving_before_any_move_keeps_no_save(app, store):
    scene = _table(app, TWO_HUMANS)
    driver.key(app, pygame.K_RETURN)  # Anna takes the device
    _leave(app, scene)
    assert store.saves.list_setzer_games() == []


def test_clock_stands_during_hand_over_and_pause(app, store):
    scene = _table(app, TWO_HUMANS)
    g = scene.game
    assert modal(app).kind is ModalKind.HANDOVER
    driver.frames(app, 600)  # ten seconds in front of the hand-over card
    assert g.clock_at(scene.now).remaining == pytest.approx(60.0)
    driver.key(app, pygame.K_RETURN)  # Anna confirms
    driver.frames(app, 300)
    assert g.clock_at(scene.now).remaining == pytest.approx(55.0, abs=0.1)
    driver.key(app, pygame.K_ESCAPE)  # pause
    assert modal(app).kind is ModalKind.MENU and "Uhr steht" in modal(app).card.text
    driver.frames(app, 1200)
    assert g.clock_at(scene.now).remaining == pytest.approx(55.0, abs=0.1)
    driver.key(app, pygame.K_ESCAPE)  # weiter
    driver.frames(app, 60)
    assert g.clock_at(scene.now).remaining == pytest.approx(54.0, abs=0.1)
    _human_move(scene)  # Anna passes or places; Ben's hand-over: his clock waits too
    driver.frames(app, 1)
    assert modal(app).kind is ModalKind.HANDOVER and g.current == 1
    driver.frames(app, 600)
    assert g.clock_at(scene.now).remaining == pytest.approx(60.0)
    assert len(g.history) == 1 and g.history[0].kind is not MoveKind.TIMEOUT


def test_setup_offers_fortsetzen(app, store):
    scene = _table(app, SOLO, seed=4)
    _human_move(scene)
    _leave(app, scene)
    setup = SetupScene(app)
    app.start(setup)
    driver.frames(app, 1)
    assert setup.open_games == 1 and "saves" in setup.hits
    driver.tap(app, setup.hits["saves"].center)
    driver.frames(app, 1)
    listing = app.stack.top
    assert isinstance(listing, ResumeScene) and len(listing.games) == 1
    driver.key(app, pygame.K_RETURN)  # Enter continues the newest game
    driver.frames(app, 1)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.game.snapshot() == scene.game.snapshot()


def test_table_waits_for_the_word_graph_without_blocking(app, store, monkeypatch):
    monkeypatch.setattr(bridge, "graphs_ready", lambda lexicon, config=None: False)
    cfg = TableConfig(seats=(Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL), Seat("Du")), clock_seconds=None)
    scene = _table(app, cfg)
    driver.frames(app, 30)
    assert scene.s.thinking == 0 and scene.game.history == [] and scene._job is None  # noqa: SLF001
    monkeypatch.undo()
    _play(app, scene, 1)
    assert scene.game.history[0].player == 0


def test_monkey_on_the_list(app, store):
    from tests.ui.monkey import run_monkey

    for seed in (1, 2):
        scene = TableScene(app, SOLO, seed=seed)
        _human_move(scene)
    store.saves.create_setzer_game("Kaputt", '{"version": 1, "seed": 1, "config": {}, "actions": []}',
                                   app.session.profile_id)
    report = run_monkey(app, lambda a: ResumeScene(a), n_events=2500, seed=8)
    assert report.events >= 2500 and "setzer.saves" in report.scenes_seen


def test_titles_and_times():
    import datetime

    when = datetime.datetime(2026, 11, 29, 14, 5)
    assert autosave.game_title(TRIO, when) == "Partie · 3 Spieler · 29.11. 14:05"
    assert autosave.game_title(TableConfig.tagesbrett("Du"), when) == "Tagesbrett · 29.11. 14:05"
    today = datetime.date(2026, 11, 29)
    assert autosave.when_text("2026-11-29T09:07:00", today) == "heute 09:07"
    assert autosave.when_text("2026-11-28T23:59:00", today) == "gestern 23:59"
    assert autosave.when_text("2026-10-03T18:40:00", today) == "03.10. 18:40"
    assert autosave.when_text("2025-12-24T18:00:00", today) == "24.12.2025 18:00"


def test_menu_badge_counts_open_games(app, store):
    from game.scenes.menu.badges import badge_for

    assert badge_for(app, "setzer.setup") is None
    _human_move(_table(app, SOLO, seed=2))
    assert badge_for(app, "setzer.setup") == "1 Partie offen"


def test_operator_default_table_is_the_kiosk_start_and_the_fallback(tmp_path):
    """The operator's default table: what a kiosk guest starts from, and the fallback elsewhere."""
    from types import SimpleNamespace

    from game.scenes.setzer import prefs
    from game.session import Session
    from game.setzer.config import Level, Seat, SeatKind, TableConfig, WordList
    from game.store import Store

    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    try:
        default = TableConfig(seats=(Seat("Gast"), Seat("Frieda", SeatKind.COMPUTER, Level.LEICHT)),
                              clock_seconds=60, words=WordList.GAENGIG)
        last = TableConfig(seats=(Seat("Ida"), Seat("Gustav", SeatKind.COMPUTER, Level.STARK)))
        session = Session(store)
        kiosk_app = SimpleNamespace(store=store, session=session, options=SimpleNamespace(kiosk=True))
        home_app = SimpleNamespace(store=store, session=session, options=SimpleNamespace(kiosk=False))
        store.settings.set_default_table(default.to_dict())
        assert prefs.load_last(home_app) == default  # nothing played yet: the operator's choice
        store.settings.set_last_table(last.to_dict(), session.profile_id)
        assert prefs.load_last(home_app) == last  # at home the last table wins
        assert prefs.load_last(kiosk_app) == default  # a kiosk guest always starts from the operator's table
    finally:
        store.close()
