"""Benchmark set-ups of the smaller screens for tools/bench_frames.py: each with what moves most on it.

Profile, the Partien list and a Partie table, the operator page and its PIN pad, the Speedbuch calendar, hall
card and pause menu, the Speedsetzer set-up screen and a card over the table, the message and error screens.
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


def click(app, pos: tuple[int, int]) -> None:
    """A left click at ``pos``."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        _event(app, kind, pos=pos, button=1, touch=False, window=None)


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
    "message": message_setup,
    "error": error_setup,
    "partien": partien_list_setup,
    "partien.table": partien_table_setup,
    "buch.calendar": buch_calendar_setup,
    "buch.hall_intro": buch_hall_intro_setup,
    "buch.pause": buch_pause_setup,
    "setzer.setup": setzer_setup_setup,
}
