"""The game's Spielcenter connection: registers once, keeps seeds in stock, sends waiting results, fetches lists.

``update()`` runs once per frame: it only polls the worker thread's replies and queues new
requests, so no frame waits for the network. Results made offline stay in the outbox until
the server answers.
"""
from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.center.client import CenterClient, Reply, Request
from game.center.outbox import Outbox, PendingResult, StockSeed

log = logging.getLogger(__name__)

STOCK_TARGET = {"3min": 3, "endlos": 1, "partie": 2}  # seeds kept for rounds without a connection
REFRESH_S = 30.0
BACKOFF_S = (2.0, 5.0, 15.0, 30.0, 60.0)
SEND_AT_ONCE = 5


@dataclass(frozen=True)
class CenterStatus:
    """What the chip on the lists screen shows."""

    online: bool | None  # None: no answer yet
    waiting: int
    title: str
    detail: str


def _plural(n: int) -> str:
    return "1 Ergebnis wartet" if n == 1 else f"{n} Ergebnisse warten"


NO_CARD = "Ohne Verbindung zum Spielcenter lässt sich dieses Profil nicht laden."


class CenterService:
    """One per running game with ``--center URL``; lives on ``app.center``."""

    def __init__(self, outbox: Outbox, client: CenterClient, player_name: Callable[[], str],
                 clock: Callable[[], float] = time.monotonic, operator_token: str | None = None,
                 on_words: Callable[[], None] | None = None) -> None:
        self.outbox = outbox
        self.client = client
        self.player_name = player_name
        self.clock = clock
        self.operator_token = operator_token  # a kiosk joins its venue (Halle) with the operator's token
        self.on_words = on_words
        self.venue_words: tuple[frozenset[str], frozenset[str]] | None = None  # the venue's (blocked, allowed)
        self._words_version: int | None = None
        self.online: bool | None = None
        self.day: dict[str, Any] | None = None
        self.lists: dict[tuple[str, str, str], dict[str, Any]] = {}
        self.players: dict[int, dict[str, Any]] = {}  # other players' public cards (``fetch_player``)
        self.player_problems: dict[int, str] = {}  # why a card could not be fetched (German)
        self.last_error: str | None = None
        self._in_flight: set[str] = set()
        self._next_step = 0.0
        self._failures = 0

    @classmethod
    def open(cls, url: str, database: Path, player_name: Callable[[], str], operator_token: str | None = None,
             on_words: Callable[[], None] | None = None) -> CenterService:
        """Connect the outbox in the game's database file and start the worker thread."""
        conn = sqlite3.connect(str(database), timeout=5.0)
        return cls(Outbox(conn, url.rstrip("/")), CenterClient(url), player_name, operator_token=operator_token,
                   on_words=on_words)

    # ------------------------------------------------------------------ for the game
    def take_seed(self, mode: str) -> StockSeed | None:
        """A server-issued seed for a new round (None while the stock is empty)."""
        seed = self.outbox.take_seed(mode)
        self._next_step = min(self._next_step, self.clock())  # refill soon
        return seed

    def submit(self, game: str, score: int, record: dict[str, Any], seed_id: str | None,
               seat: int = 0) -> PendingResult:
        """Queue a finished round; it is sent now, or as soon as the server is reachable."""
        pending = self.outbox.add(game, score, record, seed_id, seat)
        self._next_step = self.clock()
        return pending

    def fetch_list(self, board: str, period: str = "heute", scope: str = "alle") -> None:
        """Ask for a list; the answer lands in ``lists[(board, period, scope)]``."""
        identity = self.outbox.identity()
        self._send(Request(f"list:{board}:{period}:{scope}", "GET", f"/v1/lists/{board}",
                           token=identity.token if identity else None,
                           params={"period": period, "scope": scope, "limit": 10}))

    def fetch_player(self, player_id: int) -> None:
        """Ask for another player's public card; it lands in ``players[player_id]`` (or why not in ``player_problems``)."""
        identity = self.outbox.identity()
        self.player_problems.pop(player_id, None)
        self._send(Request(f"player:{player_id}", "GET", f"/v1/players/{player_id}",
                           token=identity.token if identity else None))

    def note_block(self, player_id: int, on: bool) -> None:
        """The player blocked (or unblocked) another one: the kept card says so until it is fetched again."""
        card = self.players.get(player_id)
        if card is not None:
            self.players[player_id] = {**card, "blocked": on}

    def retry_now(self) -> None:
        """Try the server again at the next frame instead of after the back-off (the player tapped the chip)."""
        self._next_step = 0.0

    def fetching(self, board: str, period: str, scope: str) -> bool:
        """Whether that list was asked for and its answer is still under way."""
        return f"list:{board}:{period}:{scope}" in self._in_flight

    @property
    def busy(self) -> bool:
        """Requests are under way, or results wait while the server answers."""
        return bool(self._in_flight) or (self.online is not False and self.outbox.waiting_count() > 0)

    def status(self) -> CenterStatus:
        """Connection and queue for the chip ("Spielcenter verbunden" / "Offline · nur dieses Gerät")."""
        waiting = self.outbox.waiting_count()
        if self.online:
            detail = f"{_plural(waiting)} auf Versand" if waiting else "alle Ergebnisse abgeglichen"
            return CenterStatus(True, waiting, "Spielcenter verbunden", detail)
        detail = f"{_plural(waiting)} auf Verbindung" if waiting else "keine Ergebnisse in der Warteschlange"
        title = "Verbinde mit dem Spielcenter …" if self.online is None else "Offline · nur dieses Gerät"
        return CenterStatus(self.online, waiting, title, detail)

    def close(self) -> None:
        """Stop the worker thread and close the outbox's connection."""
        self.client.close()
        self.outbox.conn.close()

    # ------------------------------------------------------------------ per frame
    def update(self) -> None:
        """Handle finished replies and queue what is due (never waits)."""
        for reply in self.client.poll():
            self._in_flight.discard(reply.request.tag)
            self._handle(reply)
        if not self._in_flight and self.clock() >= self._next_step:
            self._step()

    def _send(self, request: Request) -> None:
        if request.tag in self._in_flight:
            return
        self._in_flight.add(request.tag)
        self.client.send(request)

    def _step(self) -> None:
        identity = self.outbox.identity()
        if identity is None:
            name = (self.player_name() or "Gast").strip()[:24] or "Gast"
            body = {"name": name} | ({"operator_token": self.operator_token} if self.operator_token else {})
            self._send(Request("register", "POST", "/v1/players", body))
            return
        if identity.venue_id is not None:
            self._send(Request("words", "GET", "/v1/halle/woerter", token=identity.token))
        if self.day is None:
            self._send(Request("day", "GET", "/v1/tag", token=identity.token))
        for mode, target in STOCK_TARGET.items():
            missing = target - self.outbox.stock(mode)
            if missing > 0:
                self._send(Request(f"seeds:{mode}", "POST", "/v1/seeds", {"mode": mode, "count": missing},
                                   token=identity.token))
        for pending in self.outbox.waiting(SEND_AT_ONCE):
            self._send(Request(f"result:{pending.id}", "POST", "/v1/results", pending.body(), token=identity.token))
        self._next_step = self.clock() + REFRESH_S

    def _handle(self, reply: Reply) -> None:
        tag = reply.request.tag
        if reply.offline or reply.status == 429 or reply.status >= 500:
            if tag.startswith("player:"):
                self.player_problems[int(tag.split(":", 1)[1])] = NO_CARD
            if self.online is not False:
                log.warning("Spielcenter offline: %s", reply.error)
            self.online = False if reply.offline else self.online
            self.last_error = reply.error
            self._next_step = self.clock() + BACKOFF_S[min(self._failures, len(BACKOFF_S) - 1)]
            self._failures += 1
            return
        self.online = True
        self._failures = 0
        self._next_step = min(self._next_step, self.clock())
        if reply.status == 401 and tag != "register":
            log.warning("Spielcenter kennt den Spieler-Token nicht mehr: neu anmelden")
            self.outbox.forget_identity()
            return
        if tag == "register" and reply.ok:
            data = reply.data
            venue = data.get("venue")
            self.outbox.save_identity(int(data["id"]), str(data["name"]), str(data["token"]),
                                      int(venue["id"]) if venue else None, str(venue["name"]) if venue else None)
            log.info("Beim Spielcenter angemeldet als %s", data["name"])
        elif tag == "words" and reply.ok:
            if reply.data["version"] != self._words_version:
                self._words_version = reply.data["version"]
                self.venue_words = (frozenset(reply.data["block"]), frozenset(reply.data["allow"]))
                log.info("Wortlisten der Halle: %d gesperrt, %d erlaubt", len(reply.data["block"]),
                         len(reply.data["allow"]))
                if self.on_words is not None:
                    self.on_words()
        elif tag == "day" and reply.ok:
            self.day = reply.data
        elif tag.startswith("seeds:") and reply.ok:
            self.outbox.add_seeds(reply.data)
        elif tag.startswith("result:"):
            result_id = tag.split(":", 1)[1]
            if reply.ok:
                self.outbox.answered(result_id, bool(reply.data["accepted"]), reply.data.get("reason"))
                if not reply.data["accepted"]:
                    log.warning("Spielcenter lehnt ein Ergebnis ab: %s", reply.data.get("reason"))
            else:  # the server will never take this body (422, 413 …): keep it, marked, with the reason
                self.outbox.answered(result_id, False, reply.error)
        elif tag.startswith("player:"):
            player_id = int(tag.split(":", 1)[1])
            if reply.ok:
                self.players[player_id] = reply.data
            else:
                self.player_problems[player_id] = reply.error or NO_CARD
        elif tag.startswith("list:") and reply.ok:
            _, board, period, scope = tag.split(":")
            self.lists[(board, period, scope)] = reply.data
        elif not reply.ok:
            self.last_error = reply.error
            log.warning("Spielcenter-Anfrage %s: %s", tag, reply.error)
