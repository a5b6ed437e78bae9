"""The lists screen's Spielcenter side: "Alle Spieler" / "Diese Halle" from the server, "Dieses Gerät" from the store.

The server's answers arrive on the client's worker thread; the scene asks for a list and
picks it up in a later frame (nothing here waits for the network).
"""
from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from game.scenes.leaderboard.provider import Row

if TYPE_CHECKING:
    from game.center.service import CenterService

#: board key (the store's, or the empty provider's) -> the Spielcenter's list
SERVER_BOARDS = {"setzer": "bestenliste", "tagesbrett": "tagesbrett", "buch_3min": "3min",
                 "buch_raetsel": "tagesraetsel", "buch_endlos": "endlos", "setzer.daily": "tagesbrett",
                 "buch.drei_minuten": "3min", "buch.daily": "tagesraetsel", "buch.endless": "endlos"}
PERIODS = [("heute", "Heute"), ("woche", "Woche"), ("immer", "Immer")]
DEVICE = "geraet"


def _german_day(iso: str) -> str:
    day = datetime.date.fromisoformat(iso)
    return f"{day.day:02d}.{day.month:02d}.{day.year}"


class CenterLists:
    """Which list the screen shows (scope and period) and the server's rows for it."""

    def __init__(self, center: CenterService) -> None:
        self.center = center
        self.scope = DEVICE if center.online is False else "alle"
        self.period = "woche"

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

    def _key(self, board_key: str) -> tuple[str, str, str] | None:
        board = SERVER_BOARDS.get(board_key)
        return (board, self.period, self.scope) if board and self.from_server else None

    def request(self, board_key: str) -> None:
        """Ask the server for the list (the answer comes in a later frame)."""
        key = self._key(board_key)
        if key is not None:
            self.center.fetch_list(*key)

    def rows(self, board_key: str) -> list[Row] | None:
        """The server's rows, the own line pinned under the top ten; None until the answer is there."""
        key = self._key(board_key)
        data = self.center.lists.get(key) if key else None
        if data is None:
            return None
        identity = self.center.outbox.identity()
        me = identity.player_id if identity is not None else None
        rows = [self._row(r, me) for r in data["rows"]]
        own = data.get("me")
        if own is not None and all(r["player_id"] != own["player_id"] for r in data["rows"]):
            rows.append(self._row(own, me))
        return rows

    @staticmethod
    def _row(r: dict, me: int | None) -> Row:
        detail = " · ".join(part for part in (r.get("venue"), _german_day(r["day"])) if part)
        return Row(int(r["rank"]), str(r["player"]), int(r["score"]), detail, highlight=r["player_id"] == me,
                   verified=bool(r.get("verified", True)))

    def status_line(self) -> str:
        """The connection chip as one line ("Spielcenter verbunden · alle Ergebnisse abgeglichen")."""
        status = self.center.status()
        return f"{status.title} · {status.detail}"
