"""Benchmark set-ups of the smaller screens for tools/bench_frames.py: each with what moves most on it.

Profile and a new profile's name entry, the Partien list, a Partie table and another player's profile, the operator
page, its PIN pad, Spielcenter page and word reports, the Speedbuch calendar, hall card and pause menu, the
Speedsetzer set-up screen and a card over the table, the message and error screens.
A set-up returns ``(scene, driver)``; ``driver(app, frame)`` runs before every frame (pointer sweeps, taps,
scrolling), like the ``SETUPS`` of ``game/scenes/<pkg>/bench.py``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

Driver = Callable[[Any, int], None]


def _event(app, kind: int, **attrs) -> None:
    app.process_event(pygame.event.Event(kind, **attrs))


def move_to(app, pos: tuple[int, int]) -> None:
    """A mouse move to ``pos``."""
    _event(app, pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False, window=None)


def click(app, pos: tuple[int, int], touch: bool = False) -> None:
    """A left click at ``pos`` (``touch``: a finger's tap, as SDL reports it)."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        _event(app, kind, pos=pos, button=1, touch=touch, window=None)


def wheel(app, y: int) -> None:
    """A mouse-wheel notch (negative: down)."""
    _event(app, pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y), touch=False, window=None)


def sweep(app, frame: int, rows: int = 9, step: int = 23) -> tuple[int, int]:
    """Where a pointer sweeping the window row by row is at ``frame`` (hovering over everything in turn)."""
    w, h = app.size
    per_row = max(1, w // step)
    row = (frame // per_row) % rows
    x = (frame % per_row) * step + step // 2
    y = int(h * (row + 0.5) / rows)
    return x, y


def hover_driver(wheel_every: int = 0) -> Driver:
    """Sweep the pointer over the screen; with ``wheel_every`` a wheel notch (down, later up) that often."""
    def driver(app, frame: int) -> None:
        move_to(app, sweep(app, frame))
        if wheel_every and frame % wheel_every == wheel_every - 1:
            wheel(app, -1 if (frame // (wheel_every * 8)) % 2 == 0 else 1)
    return driver


def type_key(app, chars: str = "", keycode: int | None = None) -> None:
    """Typed characters (TEXTINPUT), or one key (e.g. Backspace) pressed and let go."""
    if chars:
        _event(app, pygame.TEXTINPUT, text=chars, window=None)
    if keycode is not None:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            _event(app, kind, key=keycode, mod=0, unicode="", scancode=0, window=None)


def typing_driver(full: Callable[[], bool], word: str = "Ronja Lindqvist", every: int = 10) -> Driver:
    """Sweep the pointer and type ``word`` a letter every ``every`` frames; Backspace empties it when ``full()``."""
    state = {"n": 0, "erasing": False}

    def driver(app, frame: int) -> None:
        move_to(app, sweep(app, frame))
        if frame % every != every // 2:
            return
        if state["erasing"] or full():
            state["erasing"] = state["n"] > 0
            state["n"] = max(0, state["n"] - 1)
            type_key(app, keycode=pygame.K_BACKSPACE)
        else:
            type_key(app, word[state["n"] % len(word)])
            state["n"] += 1
    return driver


def _on_stack(app, scene):
    app.stack.reset(scene)
    app.stack.apply_pending()
    return scene


# ---------------------------------------------------------------------------------------------- shell pages
def profile_setup(app):
    """The profile page; the pointer sweeps over its buttons."""
    from game.scenes import registry

    return registry.create(app, "profile"), hover_driver()


def operator_setup(app):
    """The operator panel; the pointer sweeps over buttons, keyboard and tabs."""
    from game.scenes.operator.panel import OperatorScene

    return OperatorScene(app, app.store), hover_driver()


def pin_pad_setup(app):
    """The operator's PIN pad: the pointer sweeps, a digit is tapped every 20 frames (a wrong PIN clears it)."""
    from game.scenes.operator.pin_pad import PinPad

    pad = PinPad(app, lambda _pin: None, lambda: None, "Betreiber-PIN eingeben")

    def driver(app, frame: int) -> None:
        move_to(app, sweep(app, frame))
        if frame % 20 == 10:
            keys = list(pad.keys.values())
            click(app, keys[(frame // 20) % len(keys)].rect.center)

    return pad, driver


def new_profile_setup(app):
    """The new-profile page: the pointer sweeps over the on-screen keys; a name is typed letter by letter, then
    erased."""
    from game.scenes.profile.store_scene import NewProfileScene

    scene = NewProfileScene(app, app.session, lambda _profile: None)
    return scene, typing_driver(lambda: len(scene.text) >= 15)


def operator_center_setup(app):
    """The operator's Spielcenter page: the address field is tapped, an address typed and erased; the pointer sweeps."""
    from game.scenes.operator.center_page import OperatorCenterScene

    scene = OperatorCenterScene(app, app.store)
    typing = typing_driver(lambda: len(scene.address.value) >= 20, "http://halle.example:8765")

    def driver(app, frame: int) -> None:
        if frame == 0:
            click(app, scene.address.rect.center)
        typing(app, frame)

    return scene, driver


def _reports_transport():
    """An HTTP transport answering as the Spielcenter does: six open word reports of the venue; a decision takes
    one away and names its word and new state."""
    import json

    import httpx

    from game.center.remote_reports import DECISIONS

    words = ["Schnurzpieps", "Quarkbällchen", "Zwiebelmett", "Fisimatenten", "Kladderadatsch", "Tohuwabohu"]
    reports = [{"id": 1 + i, "wort": w, "art": "fehlt" if i % 2 == 0 else "zuviel", "spieler": f"Spieler {i + 1}",
                "status": "offen"} for i, w in enumerate(words)]

    def answer(request: httpx.Request) -> httpx.Response:
        if request.method == "POST":
            report_id = int(request.url.path.rsplit("/", 1)[1])
            word = next(r["wort"] for r in reports if r["id"] == report_id)
            reports[:] = [r for r in reports if r["id"] != report_id]
            status = DECISIONS[json.loads(request.content)["entscheidung"]]
            return httpx.Response(200, json={"id": report_id, "wort": word, "status": status})
        return httpx.Response(200, json={"meldungen": list(reports)})

    return httpx.MockTransport(answer)


def operator_reports_setup(app):
    """The operator's word reports (six open ones, from a stand-in server); the pointer sweeps over the buttons."""
    from game.center.client import CenterClient
    from game.center.remote_reports import OperatorReports
    from game.scenes.operator.reports import ReportsScene

    reports = OperatorReports(CenterClient("http://halle.invalid", transport=_reports_transport()), "betrieb")
    return ReportsScene(app, reports), hover_driver()


def message_setup(app):
    """A message over the main menu; the pointer sweeps over its buttons."""
    from game.scenes import registry
    from game.scenes.message import MessageScene
    from game.widgets.style import Style

    _on_stack(app, registry.create(app, "menu"))
    msg = MessageScene(app, "Spielstand nicht gespeichert",
                       "Der Spielstand konnte nicht geschrieben werden. Das Spiel läuft weiter; "
                       "bitte den freien Speicherplatz prüfen.",
                       [("Abbrechen", None, Style.CARD), ("Nochmal", None, Style.PRIMARY)])
    app.stack.push(msg)
    app.stack.apply_pending()

    def driver(app, frame: int) -> None:
        p = msg.panel
        move_to(app, (p.x + (frame * 9) % max(1, p.w), p.bottom - p.h // 6))

    return msg, driver


def error_setup(app):
    """The plain error screen (nothing moves; the pointer does)."""
    from game.scenes.error import ErrorScene

    return ErrorScene(app, "Ein unerwarteter Fehler ist aufgetreten. Tippe, um es noch einmal zu versuchen."), hover_driver()


# ---------------------------------------------------------------------------------------------- Partien
def _demo_games() -> list[dict]:
    """Open-games summaries in every section, more than a screen holds."""
    names = ["Jörg", "Anna", "Bruno", "Clara", "Dieter", "Emine", "Frieda", "Gustav", "Hanna", "Ilse", "Jonas", "Karla"]
    status = ["laeuft", "laeuft", "eingeladen", "laeuft", "eingeladen", "beendet", "sucht", "beendet"]
    games = []
    for i, name in enumerate(names):
        st = status[i % len(status)]
        games.append({"id": 100 + i, "status": st, "version": 3 + i, "seat": 0,
                      "players": [{"id": 1, "name": "Du", "rating": 1500}, {"id": 2 + i, "name": name, "rating": 1400 + 17 * i}],
                      "invited_by_me": st == "eingeladen" and i % 2 == 0, "turn_deadline": 1_900_000_000 + 3600 * i,
                      "end_reason": "normal" if st == "beendet" else None, "elo": None, "my_turn": i % 3 == 0,
                      "scores": [120 + 7 * i, 98 + 5 * i], "current": 0, "turn_seconds": 86400,
                      "settings": {"words": "alle", "check": "hilfsbereit", "premiums": "klassisch", "exchange": "ab_7"},
                      "result": None})
    return games


def _offline_remote(app):
    """A ``RemoteGames`` whose answers are already in (no server: nothing is sent without an identity)."""
    from game.center.client import CenterClient
    from game.center.remote_games import RemoteGames

    remote = RemoteGames(CenterClient("http://127.0.0.1:9"), lambda: None)
    remote.games = _demo_games()
    remote.online = True
    app.remote = remote
    return remote


def partien_list_setup(app):
    """The open-games list (longer than the screen): the pointer sweeps, the wheel scrolls down and up."""
    from game.scenes.partien.scene import PartienScene

    return PartienScene(app, _offline_remote(app)), hover_driver(wheel_every=6)


def _demo_profile(player_id: int) -> dict:
    """Another player's profile as the Spielcenter sends it: thirty rated games, recent results, best move."""
    ratings = [1500 + round(40 * ((i * 7) % 11 - 5) / 5) + 3 * i for i in range(30)]
    return {"id": player_id, "name": "Jörg", "rating": ratings[-1], "peak": max(ratings), "start": 1500,
            "partien": 30, "siege": 17, "punkte_pro_zug": 23.4,
            "verlauf": [{"rating": r} for r in ratings],
            "letzte": [{"ergebnis": ["Sieg", "Niederlage", "Remis"][i % 3], "gegner": name, "punkte": [300 + i, 280 - i],
                        "elo": [12, -9, 0][i % 3]} for i, name in enumerate(["Anna", "Bruno", "Clara", "Dieter", "Emine"])],
            "bester_zug": {"punkte": 98, "woerter": ["QUARK", "AB"]}, "bestes_wort": {"wort": "ZWIEBELMETT", "punkte": 61}}


def partien_profile_setup(app):
    """Another player's profile (Elo chart, recent games, stat cards); the pointer sweeps over its buttons."""
    from game.scenes.partien.profile import RemoteProfileScene

    remote = _offline_remote(app)
    remote.profiles[7] = _demo_profile(7)
    return RemoteProfileScene(app, remote, 7), hover_driver()


def _table_state(app) -> dict:
    """A running game's state as the Spielcenter sends it: a few moves laid, our turn."""
    import random

    from game.center.remote_view import computer_action
    from game.setzer.config import Level
    from spielcenter.referee import Referee, Settings

    settings = Settings()
    ref = Referee(11, settings, ("Du", "Jörg"), "[]", 0.0, app.lexicon)
    rng = random.Random(3)
    for n in range(6):
        state = ref.view(ref.game.current) | {"version": n, "seat": ref.game.current, "settings": settings.__dict__,
                                              "players": [{"name": "Du"}, {"name": "Jörg"}]}
        ref.game.apply(computer_action(state, app.lexicon, Level.NORMAL, rng), float(n))
    seat = ref.game.current
    return ref.view(seat) | {"id": 100, "status": "laeuft", "version": 6, "seat": seat, "settings": settings.__dict__,
                             "players": [{"id": 1, "name": "Du", "rating": 1500}, {"id": 2, "name": "Jörg", "rating": 1450}],
                             "my_turn": True, "turn_seconds": 86400, "turn_deadline": 1_900_000_000,
                             "invited_by_me": False, "end_reason": None, "elo": None}


def partien_table_setup(app):
    """A Partie table on our turn: the pointer sweeps; rack letters are picked and laid, then taken back."""
    from game.scenes.partien.table import RemoteTableScene

    remote = _offline_remote(app)
    remote.states[100] = _table_state(app)
    table = RemoteTableScene(app, remote, 100)

    def driver(app, frame: int) -> None:
        move_to(app, sweep(app, frame))
        step = frame % 40
        if step == 5:
            table.hand.tap_slot(frame // 40 % 7)
        elif step == 15:
            rows = table.hand.state["board"]
            r, c = next(((r, c + 1) for r, row in enumerate(rows) for c, ch in enumerate(row)
                         if ch != "." and c + 1 < 15 and row[c + 1] == "."), (7, 7))
            table.hand.tap_square(r, c)
        elif step == 35:
            table.hand.clear()

    return table, driver


# ---------------------------------------------------------------------------------------------- Speedbuch
def buch_calendar_setup(app):
    """The Speedbuch calendar with played days; the pointer sweeps over the days."""
    from game.scenes.buch import shots

    return shots._calendar(app), hover_driver()  # noqa: SLF001 - the screenshot set-up


def buch_hall_intro_setup(app):
    """The card before hall 2's first level; the pointer sweeps over its buttons."""
    from game.scenes.buch import shots

    return shots._hall_intro(11)(app), hover_driver()  # noqa: SLF001


def buch_pause_setup(app):
    """The pause menu over a three-minute board (the board's animations go on); the pointer sweeps the entries."""
    from game.buch import BuchMode
    from game.scenes.buch import shots
    from game.scenes.buch.pause import PauseScene

    board = shots._board(BuchMode.DREI_MINUTEN, 4, embers=True, select=False)(app)  # noqa: SLF001
    pause = PauseScene(app, board)
    app.stack.push(pause)
    app.stack.apply_pending()

    def driver(app, frame: int) -> None:
        b = pause.buttons
        top, bottom = b[0].rect.top, b[-1].rect.bottom
        move_to(app, (b[0].rect.centerx + (frame * 5) % 40 - 20, top + (frame * 7) % max(1, bottom - top)))

    return pause, driver


# ---------------------------------------------------------------------------------------------- Speedsetzer
def setzer_setup_setup(app):
    """The Speedsetzer set-up screen: the pointer sweeps; every 20 frames a choice is pressed, then let go beside it."""
    from game.scenes import registry

    scene = registry.create(app, "setzer.setup")

    def driver(app, frame: int) -> None:
        targets = [r for key, r in sorted(scene.hits.items()) if key.startswith(("opt:", "kind:", "level:"))]
        step = frame % 20
        if step == 5 and targets:
            pos = targets[(frame // 20) % len(targets)].center
            _event(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False, window=None)
        elif step == 15:
            _event(app, pygame.MOUSEBUTTONUP, pos=(2, 2), button=1, touch=False, window=None)
        else:
            move_to(app, sweep(app, frame))

    return scene, driver


SETUPS: dict[str, Callable] = {
    "profile": profile_setup,
    "operator": operator_setup,
    "operator.pin": pin_pad_setup,
    "operator.center": operator_center_setup,
    "operator.reports": operator_reports_setup,
    "profile.new": new_profile_setup,
    "partien.profile": partien_profile_setup,
    "message": message_setup,
    "error": error_setup,
    "partien": partien_list_setup,
    "partien.table": partien_table_setup,
    "buch.calendar": buch_calendar_setup,
    "buch.hall_intro": buch_hall_intro_setup,
    "buch.pause": buch_pause_setup,
    "setzer.setup": setzer_setup_setup,
}
