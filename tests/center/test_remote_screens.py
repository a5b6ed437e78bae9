"""The screens of games against people, driven by synthetic taps and typing against a real Spielcenter."""
from __future__ import annotations

import random
import subprocess
import sys
import time
import uuid

import httpx
import pygame

from game.app import App, Options
from game.center.client import CenterClient
from game.center.outbox import Identity
from game.center.remote_games import RemoteGames
from game.center.remote_view import computer_action
from game.scenes import registry
from game.scenes.operator.reports import open_reports
from game.scenes.partien import PartienScene, RemoteTableScene
from game.scenes.setzer.driver import tap, type_text
from game.setzer.actions import Place
from game.setzer.config import Level
from tests.center.center_helpers import ROOT
from tests.center.remote_helpers import Person


def app_for(url: str, person: Person | None, tmp_path, size=(1280, 800), venue_token: str | None = None) -> App:
    """A headless game whose Spielcenter identity is ``person``."""
    registry.import_game_packages()
    registry.register_shell_scenes()
    app = App(Options(headless=True, size=size, data_dir=tmp_path, center_url=url, center_venue_token=venue_token))
    if person is not None:
        identity = Identity(person.id, person.name, person.player["token"])
        app.remote = remote = RemoteGames(CenterClient(url), lambda: identity)
        remote.list_poll_s = remote.game_poll_s = 0.2
        app.frame_hooks.append(lambda _app: remote.update())
    app.start(registry.create(app, "menu"))
    return app


def run_until(app: App, until, timeout: float = 30.0) -> None:
    """Frames until ``until()`` holds (the network answers on the worker thread meanwhile)."""
    deadline = time.monotonic() + timeout
    while not until():
        assert time.monotonic() < deadline, "das Spielcenter hat nicht rechtzeitig geantwortet"
        app.advance(1 / 60)
        time.sleep(0.01)
    app.advance(1 / 60)


def lay_a_word_by_taps(app: App, table: RemoteTableScene) -> bool:
    """The player on turn lays the computer's word by taps and taps Setzen; with no word to lay, Tauschen.

    True when a word was laid. The server deals a random rack: the first computer choice that lays tiles
    is taken (Normal may prefer to exchange a weak rack); a rack that forms no word at all is exchanged
    whole (nothing picked), as a player would.
    """
    rack = table.hand.rack
    choices = (computer_action(table.state, app.lexicon, level, random.Random(seed))
               for level in (Level.NORMAL, Level.LEICHT) for seed in range(1, 8))
    action = next((a for a in choices if isinstance(a, Place)), None)
    if action is None:
        app.advance(1 / 60)
        assert table.buttons["tauschen"].enabled
        tap(app, table.buttons["tauschen"].rect.center)  # nothing picked: the whole rack goes back
        return False
    used: list[int] = []
    for row, col, letter in action.placement:
        tile = "?" if letter.islower() else letter
        slot = next(i for i, t in enumerate(rack) if t == tile and i not in used)
        used.append(slot)
        x, y, w, h = table.lay.rack[slot]
        tap(app, (x + w // 2, y + h // 2))
        x, y, w, h = table.lay.square_rect(row, col)
        tap(app, (x + w // 2, y + h // 2))
        if letter.islower():
            type_text(app, letter.upper())
    app.advance(1 / 60)
    laid = [(t.row, t.col, t.letter) for t in table.hand.laid]
    assert sorted(laid) == sorted(action.placement), (rack, action.placement, laid)
    assert table.buttons["setzen"].enabled, (rack, laid, table.state.get("version"), table.sent)
    tap(app, table.buttons["setzen"].rect.center)
    return True


def test_an_invitation_by_name_is_accepted_with_a_tap_and_the_first_move_is_laid_by_taps(center, tmp_path):
    anna, bruno = Person(center.url, "Anna"), Person(center.url, "Bruno")
    app_a = app_for(center.url, anna, tmp_path / "a")
    app_b = app_for(center.url, bruno, tmp_path / "b", size=(800, 1280))
    try:
        list_a = PartienScene(app_a, app_a.remote)
        app_a.stack.push(list_a)
        run_until(app_a, lambda: app_a.remote.games is not None)
        type_text(app_a, bruno.name)
        run_until(app_a, lambda: list_a.invite.enabled)
        tap(app_a, list_a.invite.rect.center)
        run_until(app_a, lambda: any(g["status"] == "eingeladen" for g in app_a.remote.games or []))
        # Bruno, on his phone, sees the invitation and taps "Annehmen"
        list_b = PartienScene(app_b, app_b.remote)
        app_b.stack.push(list_b)
        run_until(app_b, lambda: bool(list_b.entries))
        entry, rect = list_b.card_rects()[0]
        assert entry.section == "einladung"
        tap(app_b, rect.center)
        run_until(app_b, lambda: any(g["status"] == "laeuft" for g in app_b.remote.games or []))
        game_id = entry.game["id"]
        # whoever is on turn lays a word through the table's rack and sheet; a dealt rack may hold no word at
        # all (e.g. LSNDRKF: no vowel, no blank), and then that player exchanges it with a tap, as anyone would
        app_a.remote.refresh()
        run_until(app_a, lambda: any(g["status"] == "laeuft" for g in app_a.remote.games or []))
        for _turn in range(4):
            mover = next(a for a in (app_a, app_b) if app_a.remote.states[game_id].get("my_turn") == (a is app_a))
            table = RemoteTableScene(mover, mover.remote, game_id)
            mover.stack.push(table)
            run_until(mover, lambda: "rack" in table.state and table.state.get("my_turn"))
            before = table.state["version"]
            # a tile the player does not hold cannot even be picked: the rack offers only its own seven
            assert len(table.hand.rack) == 7
            laid = lay_a_word_by_taps(mover, table)
            run_until(mover, lambda: table.state.get("version", 0) > before)
            assert not table.state["my_turn"]
            if laid:
                break
            assert table.state["moves"][-1]["kind"] == "exchange"
            mover.stack.pop()
            for app in (app_a, app_b):
                app.remote.refresh()
            run_until(app_a, lambda: app_a.remote.states[game_id].get("version", 0) > before)
        moves = table.state["moves"]
        assert moves[-1]["kind"] == "place" and moves[-1]["score"] > 0
    finally:
        for app in (app_a, app_b):
            app.remote.close()
        pygame.quit()


def test_the_operator_allows_a_reported_word_from_the_reports_screen(center, tmp_path):
    out = subprocess.run([sys.executable, "-m", "spielcenter", "venue", "Halle " + uuid.uuid4().hex[:6], "--db",
                          center.db_url], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    token = out.strip().splitlines()[-1]
    clara = Person(center.url, "Clara", operator_token=token)
    assert clara.call("POST", "/v1/meldungen", json={"wort": "Schnurzpieps", "art": "fehlt"}).status_code == 201
    app = app_for(center.url, None, tmp_path, venue_token=token)
    try:
        open_reports(app)
        app.advance(1 / 60)
        scene = app.stack.top
        run_until(app, lambda: scene.reports.reports)
        assert scene.reports.reports[0]["wort"] == "SCHNURZPIEPS"
        tap(app, scene.row_buttons[0][0].rect.center)  # Erlauben
        run_until(app, lambda: scene.reports.reports == [])
        words = httpx.get(center.url + "/v1/halle/woerter", headers={"Authorization": "Bearer " + clara.player["token"]})
        assert "SCHNURZPIEPS" in words.json()["allow"]
    finally:
        pygame.quit()
