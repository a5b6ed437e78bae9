"""``--autoplay partien`` (with ``--center URL``): the computer plays a game against a person through the real screens.

It looks for "irgendwen" on the Meine-Partien screen, opens the game once the Spielcenter paired it, and makes
each move with taps on the rack, the sheet and the buttons. A restarted process finds its running game on the
server and continues it. At the end ``app.result`` holds the server's final score and Elo change.
"""
from __future__ import annotations

import logging
import random

from game.center.remote_view import computer_action
from game.input.actions import Act, Action
from game.scenes.partien.scene import PartienScene
from game.scenes.partien.table import RemoteTableScene
from game.setzer.actions import Exchange, Pass, Place
from game.setzer.config import Level
from game.setzer.tiles import BLANK

log = logging.getLogger(__name__)

POLL_S = 0.3  # a headless demo polls quickly; a player's game polls every few seconds


def tap(app, pos: tuple[int, int]) -> None:
    """A tap straight into the scene stack (the demo's input, not a visitor's)."""
    app.stack.handle(Action(Act.POINTER_DOWN, pos=pos))
    app.stack.handle(Action(Act.POINTER_UP, pos=pos))


def centre(rect) -> tuple[int, int]:
    """Centre of an (x, y, w, h) rectangle."""
    x, y, w, h = rect
    return (int(x + w / 2), int(y + h / 2))


class AutoPartie:
    """Frame hook: search, open, move by taps, report the end."""

    def __init__(self, app, seed: int) -> None:
        self.app = app
        self.remote = app.remote
        self.rng = random.Random(seed)
        self.list_scene = PartienScene(app, app.remote)
        self.searched = False
        self.game_id: int | None = None
        self.acted_version: int | None = None

    def __call__(self, app) -> None:
        remote = self.remote
        if remote.identity() is None or remote.games is None:
            return
        top = app.stack.top
        if isinstance(top, RemoteTableScene):
            self._at_table(top)
            return
        if top is not self.list_scene:
            return
        running = [g for g in remote.games if g["status"] == "laeuft"]
        waiting = [g for g in remote.games if g["status"] == "sucht"]
        finished = [g for g in remote.games if g["status"] == "beendet"]
        if running:
            self.game_id = running[0]["id"]
            log.info("Partie %s gegen einen Menschen: geöffnet", self.game_id)
            for entry, rect in self.list_scene.card_rects():
                if entry.game["id"] == self.game_id:
                    tap(app, rect.center)
                    return
        elif finished and (self.searched or not waiting):
            self.game_id = finished[0]["id"]
            app.stack.push(RemoteTableScene(app, remote, self.game_id))
        elif not waiting and not self.searched and not remote.busy:
            self.searched = True
            log.info("Suche irgendwen ähnlicher Stärke")
            tap(app, self.list_scene.anyone.rect.center)

    def _at_table(self, scene: RemoteTableScene) -> None:
        state = scene.state
        if state.get("status") == "beendet" and "result" in state:
            self._finish(state)
            return
        if "board" not in state:
            return  # only the list's summary so far: the game itself is on its way
        if not state.get("my_turn") or scene.sent is not None or self.acted_version == state.get("version"):
            return
        action = computer_action(state, self.app.lexicon, Level.NORMAL, self.rng)
        self.acted_version = state["version"]
        lay = scene.lay
        if isinstance(action, Place):
            free = list(range(len(scene.hand.rack)))
            for row, col, letter in action.placement:
                tile = BLANK if letter.islower() else letter
                slot = next(i for i in free if scene.hand.rack[i] == tile)
                free.remove(slot)
                tap(self.app, centre(lay.rack[slot]))
                tap(self.app, centre(lay.square_rect(row, col)))
                if letter.islower():
                    self.app.stack.handle(Action(Act.TEXT, text=letter.upper()))
            scene.update(0.0)
            tap(self.app, scene.buttons["setzen"].rect.center)
        elif isinstance(action, Exchange):
            free = list(range(len(scene.hand.rack)))
            for tile in action.tiles:
                slot = next(i for i in free if scene.hand.rack[i] == tile)
                free.remove(slot)
                tap(self.app, centre(lay.rack[slot]))
            scene.update(0.0)
            tap(self.app, scene.buttons["tauschen"].rect.center)
        elif isinstance(action, Pass):
            scene.update(0.0)
            tap(self.app, scene.buttons["passen"].rect.center)
        if scene.sent is None:
            log.warning("Autoplay: der Zug %r ließ sich nicht setzen; es passt", action)
            scene.hand.clear()
            scene.update(0.0)
            tap(self.app, scene.buttons["passen"].rect.center)
        log.info("Zug gesendet (Partie %s, Stand %s)", self.game_id, state["version"])

    def _finish(self, state: dict) -> None:
        seat = state["seat"]
        players = state["players"]
        self.app.result = {"game": state["id"], "player_id": players[seat]["id"], "seat": seat,
                           "scores": state["result"]["scores"], "elo": state["elo"],
                           "end_reason": state["end_reason"], "moves": len(state["moves"])}
        log.info("Partie %s beendet: %s", state["id"], state["result"]["scores"])
        self.app.quit(0)


def start(app, seed: int) -> None:
    """Open Meine Partien and let the computer play (needs ``--center``)."""
    if app.remote is None:
        app.result = {"error": "--autoplay partien braucht --center URL"}
        app.quit(2)
        return
    app.remote.list_poll_s = app.remote.game_poll_s = POLL_S
    player = AutoPartie(app, seed)
    app.stack.push(player.list_scene)
    app.frame_hooks.append(player)
