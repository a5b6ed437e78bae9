"""Where leaderboard rows come from: a provider object set by the store (default: empty boards)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Board:
    """One list (tab) in Bestenliste."""

    key: str
    title: str
    subtitle: str = ""  # shown above the rows, e.g. "Heute, 29.11." or "Punkte = ⅓ Spielpunkte + Platzbonus"


@dataclass(frozen=True)
class Row:
    """One entry of a list."""

    rank: int
    name: str
    score: int
    detail: str = ""  # e.g. date or "3 Spieler · stark"
    highlight: bool = False  # the current profile
    verified: bool = False  # the Spielcenter replayed the record (its seal is drawn)


class LeaderboardProvider(Protocol):
    """Implemented by the store: the boards and their rows."""

    def boards(self) -> list[Board]:
        """The lists, in tab order."""

    def rows(self, board_key: str, limit: int = 100) -> list[Row]:
        """Entries of one list, best first."""


class EmptyProvider:
    """Boards without entries (used until the store provides data)."""

    def boards(self) -> list[Board]:
        """The standard lists."""
        return [
            Board("setzer", "Speedsetzer", "Ein Drittel der Spielpunkte plus Platzbonus"),
            Board("setzer.daily", "Tagesbrett", "Beste Runde des Tages"),
            Board("buch.drei_minuten", "3 Minuten", "Beste Runde auf Zeit"),
            Board("buch.daily", "Tagesrätsel", "Beste Runde des Tages"),
            Board("buch.endless", "Endlos", "Längste Partien"),
        ]

    def rows(self, board_key: str, limit: int = 100) -> list[Row]:
        """No entries yet."""
        return []


_provider: LeaderboardProvider = EmptyProvider()


def set_provider(provider: LeaderboardProvider) -> None:
    """Install the data source (the store calls this at start-up)."""
    global _provider
    _provider = provider


def get_provider() -> LeaderboardProvider:
    """The current data source."""
    return _provider
