"""Leaderboard provider backed by the SQLite store (``game.store.Store.boards``)."""
from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import date

from game.plural import count
from game.scenes.leaderboard.provider import Board, Row

log = logging.getLogger(__name__)

#: store board value -> (tab title, caption); order = tab order
TABS = (
    ("setzer", "Speedsetzer", "Summe der Bestenlistenpunkte: ein Drittel der Spielpunkte plus Platzbonus"),
    ("tagesbrett", "Tagesbrett", "Heute: beste Runde je Spieler"),
    ("buch_3min", "3 Minuten", "Beste Runde je Spieler"),
    ("buch_raetsel", "Tagesrätsel", "Heute: beste Runde je Spieler"),
    ("buch_endlos", "Endlos", "Die besten Partien"),
)


class StoreLeaderboardProvider:
    """Reads ``store.boards.top``; daily lists show today; ``player_name`` marks the own lines."""

    def __init__(self, store, today: Callable[[], date] = date.today, player_name: Callable[[], str] = lambda: "") -> None:
        self.store = store
        self.today = today
        self.player_name = player_name

    def boards(self) -> list[Board]:
        """The five lists."""
        return [Board(key, title, caption) for key, title, caption in TABS]

    def rows(self, board_key: str, limit: int = 100) -> list[Row]:
        """Entries of one list, best first."""
        from game.store.boards import DAILY_BOARDS
        from game.store.boards import Board as StoreBoard

        board = StoreBoard(board_key)
        day = self.today() if board in DAILY_BOARDS else None
        me = (self.player_name() or "").casefold()
        rows = []
        for e in self.store.boards.top(board, day=day, limit=limit):
            if board is StoreBoard.SETZER:
                detail = count(e.games, "Partie")
            else:
                detail = _german_date(e.played)
            rows.append(Row(e.rank, e.name, int(e.score), detail, highlight=bool(me) and e.name.casefold() == me))
        return rows


def _german_date(stamp: str | None) -> str:
    """ISO timestamp -> "29.11.2026"."""
    if not stamp:
        return ""
    try:
        d = date.fromisoformat(stamp[:10])
    except ValueError:
        return ""
    return f"{d.day:02d}.{d.month:02d}.{d.year}"
