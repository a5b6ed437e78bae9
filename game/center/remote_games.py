"""The game's side of games against people: the open-games list, one game's state, moves, reports, profiles.

``update()`` runs once per frame and only polls the worker thread and queues requests, so no frame
waits for the server. The player's token comes from the Spielcenter connection (``CenterService``):
the same player on any device with that token sees the same games. A move is sent with its own id;
when the answer is lost it is sent again with the same id, and the server takes it once.
"""
from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.center.client import CenterClient, Reply, Request
from game.center.outbox import Identity
from game.center.remote_view import move_body
from game.setzer.actions import Action

log = logging.getLogger(__name__)

LIST_POLL_S = 20.0  # the open-games list, while a screen with it is shown
GAME_POLL_S = 5.0  # the game on screen, while waiting for the other player
RETRY_S = (2.0, 5.0, 15.0, 30.0)


@dataclass
class PendingMove:
    """A move on its way to the server (kept until it is answered)."""

    game_id: int
    body: dict[str, Any]


class RemoteGames:
    """One per running game with a Spielcenter; lives on the app (``app.remote``)."""

    def __init__(self, client: CenterClient, identity: Callable[[], Identity | None],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.client = client
        self._identity_source = identity
        self._identity: Identity | None = None
        self.clock = clock
        self.list_poll_s = LIST_POLL_S
        self.game_poll_s = GAME_POLL_S
        self.games: list[dict[str, Any]] | None = None  # the list; None until the first answer
        self.states: dict[int, dict[str, Any]] = {}
        self.profiles: dict[int, dict[str, Any]] = {}
        self.fresh: set[int] = set()  # games with a move not yet looked at ("neuer Zug")
        self.watching: int | None = None  # the game on screen (polled more often)
        self.online: bool | None = None
        self.message: str | None = None  # the last refusal or problem, in German, for the screen
        self.listed_at: float | None = None  # wall-clock time of the last list
        self.moves: dict[str, PendingMove] = {}
        self._in_flight: set[str] = set()
        self._next_list = 0.0
        self._next_game = 0.0
        self._failures = 0
        self._versions: dict[int, int] = {}

    def identity(self) -> Identity | None:
        """The player's token on this server (read from the store until it exists, then kept)."""
        if self._identity is None:
            self._identity = self._identity_source()
        return self._identity

    # ------------------------------------------------------------------ asked by scenes
    def refresh(self) -> None:
        """Fetch the list (and the watched game) at the next frame."""
        self._next_list = self._next_game = 0.0

    def watch(self, game_id: int | None) -> None:
        """The game on screen: fetched now and polled while shown."""
        self.watching = game_id
        if game_id is not None:
            self.fresh.discard(game_id)
            self._next_game = 0.0

    def new_game(self, opponent: str | None, settings: dict[str, str] | None = None,
                 turn_seconds: int = 24 * 3600, opponent_id: int | None = None) -> None:
        """Invite a player by id (``opponent_id``, when known) or by name, or (neither) anyone of similar rating.

        The id names exactly one player even where several share the name; the name alone is for typing.
        """
        body: dict[str, Any] = {"settings": settings or {}, "turn_seconds": turn_seconds}
        if opponent_id is not None:
            body["gegner_id"] = opponent_id
        else:
            body["gegner"] = opponent
        self._send("new", "POST", "/v1/partien", body)

    def answer(self, game_id: int, accept: bool) -> None:
        """Accept or decline an invitation."""
        self._send(f"answer:{game_id}", "POST", f"/v1/partien/{game_id}/antwort", {"annehmen": accept})

    def play(self, game_id: int, action: Action) -> str:
        """Send a move for the game as last fetched; returns the move id."""
        state = self.states[game_id]
        move_id = uuid.uuid4().hex
        self.moves[move_id] = PendingMove(game_id, move_body(action, move_id, state["version"]))
        self._send_move(move_id)
        return move_id

    def report_word(self, word: str, kind: str, game_id: int | None = None) -> None:
        """"Wort melden": the word should count (``fehlt``) or should not (``falsch``)."""
        self._send(f"report:{word}", "POST", "/v1/meldungen", {"wort": word, "art": kind, "partie": game_id})

    def block(self, player_id: int, on: bool = True) -> None:
        """Block (or unblock) a player: no more invitations from them."""
        self._send(f"block:{player_id}", "POST", "/v1/sperrliste", {"spieler": player_id, "sperren": on})

    def fetch_profile(self, player_id: int) -> None:
        """A player's profile; the answer lands in ``profiles``."""
        self._send(f"profile:{player_id}", "GET", f"/v1/profil/{player_id}")

    @property
    def busy(self) -> bool:
        """Requests are under way."""
        return bool(self._in_flight)

    def close(self) -> None:
        """Stop the worker thread."""
        self.client.close()

    # ------------------------------------------------------------------ per frame
    def update(self) -> None:
        """Handle finished replies and queue what is due (never waits)."""
        for reply in self.client.poll():
            self._in_flight.discard(reply.request.tag)
            self._handle(reply)
        if self.identity() is None:
            return
        now = self.clock()
        if now >= self._next_list:
            self._send("list", "GET", "/v1/partien")
            self._next_list = now + self.list_poll_s
        if self.watching is not None and now >= self._next_game:
            self._send(f"game:{self.watching}", "GET", f"/v1/partien/{self.watching}")
            self._next_game = now + self.game_poll_s
        for move_id in list(self.moves):
            self._send_move(move_id)

    def _send_move(self, move_id: str) -> None:
        pending = self.moves[move_id]
        self._send(f"move:{move_id}", "POST", f"/v1/partien/{pending.game_id}/zug", pending.body)

    def _send(self, tag: str, method: str, path: str, body: dict[str, Any] | None = None) -> None:
        identity = self.identity()
        if identity is None or tag in self._in_flight:
            return
        self._in_flight.add(tag)
        self.client.send(Request(tag, method, path, body, token=identity.token))

    def _take_state(self, state: dict[str, Any]) -> None:
        game_id = state["id"]
        old = self._versions.get(game_id)
        if old is not None and state["version"] > old and game_id != self.watching:
            self.fresh.add(game_id)
        self._versions[game_id] = state["version"]
        known = self.states.get(game_id)
        if "moves" in state or known is None or "moves" not in known or known.get("version", -1) < state["version"]:
            self.states[game_id] = state  # a summary never hides a full view of the same version

    def _handle(self, reply: Reply) -> None:
        tag = reply.request.tag
        if reply.offline or reply.status == 429 or reply.status >= 500:
            self.online = False if reply.offline else self.online
            self.message = reply.error
            wait = RETRY_S[min(self._failures, len(RETRY_S) - 1)]
            self._failures += 1
            self._next_list = max(self._next_list, self.clock() + wait)
            if tag.startswith("move:"):
                return  # kept in ``moves``: sent again with the same id
            return
        self.online = True
        self._failures = 0
        if reply.status == 401:
            self._identity = None  # the Spielcenter connection registers anew; take its new token then
            return
        if tag == "list" and reply.ok:
            self.listed_at = time.time()
            self.games = reply.data["games"]
            for line in self.games:
                self._take_state(line)
        elif tag.startswith("game:") and reply.ok:
            self._take_state(reply.data)
        elif tag.startswith("move:"):
            move_id = tag.split(":", 1)[1]
            pending = self.moves.pop(move_id, None)
            if reply.ok:
                self.message = None
                self._take_state(reply.data)
                self._next_list = 0.0
            else:
                self.message = reply.error or "Der Zug wurde nicht angenommen."
                if pending is not None:
                    self._next_game = 0.0  # the game changed (409) or the move was refused (422): look again
        elif tag in ("new",) or tag.startswith("answer:"):
            if reply.ok:
                self.message = None
                self._take_state(reply.data)
                self.watching = self.watching if tag == "new" else reply.data["id"]
            else:
                self.message = reply.error
            self._next_list = 0.0
        elif tag.startswith("profile:") and reply.ok:
            self.profiles[int(tag.split(":", 1)[1])] = reply.data
        elif tag.startswith("report:"):
            self.message = ("Danke! Die Meldung ist beim Betreiber angekommen." if reply.ok else reply.error)
        elif not reply.ok:
            self.message = reply.error
            log.warning("Spielcenter-Anfrage %s: %s", tag, reply.error)
