"""Where leaderboard rows come from: a provider object set by the store (default: empty boards)."""
from __future__ import annotations

from collections.abc import Mapping
from concurrent.futures import Future
from dataclasses import dataclass
from enum import Enum
from typing import Protocol


@dataclass(frozen=True)
class Board:
    """One list (tab) in Bestenliste."""

    key: str
    title: str
    subtitle: str = ""  # shown above the rows, e.g. "Heute, 29.11." or "Punkte = ⅓ Spielpunkte + Platzbonus"


class Seal(Enum):
    """The Spielcenter's mark on a row."""

    NONE = "none"  # stays on this device (played without a Spielcenter)
    CHECKED = "checked"  # the server replayed the record: green seal
    WAITING = "waiting"  # sent or waiting to be sent, not checked yet: hollow grey seal with a clock
    REFUSED = "refused"  # the server refused it; ``Row.reason`` says why


@dataclass(frozen=True)
class Row:
    """One entry of a list."""

    rank: int | None  # None: a result that does not count (refused by the Spielcenter) holds no place
    name: str
    score: int
    detail: str = ""  # a small note after the name, e.g. "12 Partien" or the own name after "Du"
    highlight: bool = False  # the current profile
    seal: Seal = Seal.NONE
    venue: str = ""  # the Halle column: the venue, "Zuhause" or "Dieses Gerät"
    when: str = ""  # the Datum column, e.g. "Sa 19.12. · 20:05"
    reason: str = ""  # why the Spielcenter refused the result (German)
    checks: tuple[str, ...] = ()  # record keys of the results behind the row (see game.center.outbox.record_key)
    player_id: int | None = None  # the Spielcenter's id of the player (server rows only): a tap opens their card

    @property
    def verified(self) -> bool:
        """The Spielcenter replayed the record (its green seal is drawn)."""
        return self.seal is Seal.CHECKED


class LeaderboardProvider(Protocol):
    """Implemented by the store: the boards and their rows."""

    def boards(self) -> list[Board]:
        """The lists, in tab order."""

    def rows(self, board_key: str, limit: int = 100, refused: Mapping[str, str] | None = None) -> list[Row]:
        """Entries of one list, best first; results with a key in ``refused`` get no rank and come last."""

    def ask(self, board_key: str, refused: Mapping[str, str] | None = None) -> Future[list[Row]]:
        """``rows`` off the frame thread: the future is done at once when the answer is known, else in a later frame."""


def answered(rows: list[Row]) -> Future[list[Row]]:
    """A future that already holds ``rows``."""
    future: Future[list[Row]] = Future()
    future.set_result(rows)
    return future


class EmptyProvider:
    """Boards without entries (used until the store provides data)."""

    def boards(self) -> list[Board]:
        """The standard lists."""
        return [
            Board("setzer", "Bestenliste", "Ein Drittel der Spielpunkte plus Platzbonus"),
            Board("setzer.daily", "Tagesbrett", "Beste Runde des Tages"),
            Board("buch.drei_minuten", "3 Minuten", "Beste Runde auf Zeit"),
            Board("buch.endless", "Endlos", "Längste Partien"),
            Board("buch.daily", "Tagesrätsel", "Beste Runde des Tages"),
        ]

    def rows(self, board_key: str, limit: int = 100, refused: Mapping[str, str] | None = None) -> list[Row]:
        """No entries yet."""
        return []

    def ask(self, board_key: str, refused: Mapping[str, str] | None = None) -> Future[list[Row]]:
        """No entries, at once."""
        return answered([])


_provider: LeaderboardProvider = EmptyProvider()


def set_provider(provider: LeaderboardProvider) -> None:
    """Install the data source (the store calls this at start-up)."""
    global _provider
    _provider = provider


def get_provider() -> LeaderboardProvider:
    """The current data source."""
    return _provider
