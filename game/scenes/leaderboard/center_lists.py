"""The lists screen's Spielcenter side: "Alle Spieler" / "Diese Halle" from the server, "Dieses Gerät" from the store.

The server's answers arrive on the client's worker thread; the scene asks for a list and
picks it up in a later frame (nothing here waits for the network). Rows of this device carry
the Spielcenter's verdict from the outbox: checked, still waiting, or refused with the reason.
"""
from __future__ import annotations

import datetime
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from game.center.outbox import REFUSED, SENT, WAITING
from game.plural import count
from game.scenes.leaderboard.provider import Row, Seal
from game.scenes.leaderboard.standing import points_text
from game.scenes.leaderboard.when import day_range, long_day, when_from_stamp

if TYPE_CHECKING:
    from game.center.service import CenterService

#: board key (the store's, or the empty provider's) -> the Spielcenter's list
SERVER_BOARDS = {"setzer": "bestenliste", "tagesbrett": "tagesbrett", "buch_3min": "3min",
                 "buch_raetsel": "tagesraetsel", "buch_endlos": "endlos", "setzer.daily": "tagesbrett",
                 "buch.drei_minuten": "3min", "buch.daily": "tagesraetsel", "buch.endless": "endlos"}
PERIODS = [("heute", "Heute"), ("woche", "Woche"), ("immer", "Immer")]
DEVICE = "geraet"
HOME = "Zuhause"  # the Halle column of a player who belongs to no venue


@dataclass(frozen=True)
class ListInfo:
    """What the side panel says about the list shown: how many players, which days, the own line."""

    players: int
    days: str  # "14.–20. Dezember 2026", "Samstag, 19. Dezember 2026", "seit Beginn"
    period: str  # caption: "Woche 51", "Heute", "Alle Zeit"
    own: Row | None
    halls: int = 0  # the venues whose players have a line (older servers do not say: 0)

    @property
    def header(self) -> str:
        """The header's caps line: "Spielcenter · 1 284 Spieler in 6 Hallen"."""
        players = f"Spielcenter · {points_text(self.players)} Spieler"
        if not self.halls:
            return players
        return f"{players} in {count(self.halls, 'Halle', 'Hallen')}"


def _period_caption(period: str, first: datetime.date) -> str:
    if period == "heute":
        return "Heute"
    if period == "woche":
        return f"Woche {first.isocalendar().week}"
    return "Alle Zeit"


class CenterLists:
    """Which list the screen shows (scope and period) and the server's rows for it."""

    def __init__(self, center: CenterService) -> None:
        self.center = center
        self.scope = DEVICE if center.online is False else "alle"
        self.period = "woche"
        self.fetched: dict[tuple[str, str, str], datetime.datetime] = {}  # when each answer arrived
        self._seen: dict[tuple[str, str, str], int] = {}

    def scopes(self) -> list[tuple[str, str]]:
        """The scope switch: "Alle Spieler", "Diese Halle" (installs of a venue only), "Dieses Gerät"."""
        identity = self.center.outbox.identity()
        options = [("alle", "Alle Spieler")]
        if identity is not None and identity.venue_id is not None:
            options.append(("halle", "Diese Halle"))
        return options + [(DEVICE, "Dieses Gerät")]

    @property
    def from_server(self) -> bool:
        """Whether the rows come from the Spielcenter (else from this device's store)."""
        return self.scope != DEVICE

    def venue_name(self) -> str | None:
        """The name of the venue this install belongs to (None at home)."""
        identity = self.center.outbox.identity()
        return identity.venue_name if identity is not None else None

    def _key(self, board_key: str) -> tuple[str, str, str] | None:
        board = SERVER_BOARDS.get(board_key)
        return (board, self.period, self.scope) if board and self.from_server else None

    def request(self, board_key: str) -> None:
        """Ask the server for the list (the answer comes in a later frame)."""
        key = self._key(board_key)
        if key is not None:
            self.center.fetch_list(*key)

    def fetching(self, board_key: str) -> bool:
        """The list shown was asked for and the answer is still under way."""
        key = self._key(board_key)
        return key is not None and self.center.fetching(*key)

    def version(self, board_key: str) -> int | None:
        """Changes whenever a new answer for the list shown has arrived (None before the first)."""
        key = self._key(board_key)
        data = self.center.lists.get(key) if key else None
        return id(data) if data is not None else None

    def _answer(self, board_key: str) -> dict[str, Any] | None:
        key = self._key(board_key)
        data = self.center.lists.get(key) if key else None
        if key is not None and data is not None and self._seen.get(key) != id(data):
            self._seen[key] = id(data)
            self.fetched[key] = datetime.datetime.now()
        return data

    def rows(self, board_key: str) -> list[Row] | None:
        """The server's rows, the own line after the top ten when it is not among them; None until the answer is there."""
        data = self._answer(board_key)
        if data is None:
            return None
        me = self._me()
        rows = [self._row(r, me) for r in data["rows"]]
        own = data.get("me")
        if own is not None and all(r["player_id"] != own["player_id"] for r in data["rows"]):
            rows.append(self._row(own, me))
        return rows

    def info(self, board_key: str) -> ListInfo | None:
        """Players, days and the own line of the server's list (None until it is there)."""
        data = self._answer(board_key)
        if data is None:
            return None
        first = datetime.date.fromisoformat(str(data["first_day"]))
        last = datetime.date.fromisoformat(str(data["last_day"]))
        if self.period == "immer":
            days = "seit Beginn des Spielcenters"
        elif first == last:
            days = long_day(first)
        else:
            days = day_range(first, last)
        own = data.get("me")
        return ListInfo(int(data["players"]), days, _period_caption(self.period, first),
                        self._row(own, self._me()) if own is not None else None, int(data.get("halls", 0)))

    def last_fetch(self, board_key: str) -> datetime.datetime | None:
        """When the list shown last came from the server."""
        key = self._key(board_key)
        return self.fetched.get(key) if key else None

    def _me(self) -> int | None:
        identity = self.center.outbox.identity()
        return identity.player_id if identity is not None else None

    @staticmethod
    def _row(r: dict, me: int | None) -> Row:
        return Row(int(r["rank"]), str(r["player"]), int(r["score"]), highlight=r["player_id"] == me,
                   seal=Seal.CHECKED if r.get("verified", True) else Seal.WAITING,
                   venue=str(r.get("venue") or HOME), when=when_from_stamp(r.get("at")), player_id=int(r["player_id"]))

    def refused(self) -> dict[str, str]:
        """Record key -> reason of this device's results the Spielcenter refused (they do not count)."""
        return self.center.outbox.refused()

    def mark_device(self, rows: list[Row]) -> list[Row]:
        """This device's rows with the Spielcenter's verdict: checked, waiting (grey seal) or refused (and why)."""
        keys = [k for r in rows for k in r.checks]
        checks = self.center.outbox.checks(keys) if keys else {}
        venue = self.venue_name()
        marked = []
        for row in rows:
            found = [checks[k] for k in row.checks if k in checks]
            seal, reason = Seal.NONE, ""
            refused = next((c for c in found if c.state == REFUSED), None)
            if any(c.state == WAITING for c in found):
                seal = Seal.WAITING
            elif refused is not None:
                seal, reason = Seal.REFUSED, refused.reason or "vom Spielcenter abgelehnt"
            elif found and len(found) == len(row.checks) and all(c.state == SENT for c in found):
                seal = Seal.CHECKED
            marked.append(replace(row, seal=seal, reason=reason, venue=venue or row.venue))
        return marked

    def status_line(self) -> str:
        """The connection chip as one line ("Spielcenter verbunden · alle Ergebnisse abgeglichen")."""
        status = self.center.status()
        return f"{status.title} · {status.detail}"
