"""Leaderboard provider backed by the SQLite store (``game.store.Store.boards``)."""
from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from datetime import date
from functools import lru_cache

from game.center.outbox import record_key
from game.plural import count
from game.scenes.leaderboard.provider import Board, Row
from game.scenes.leaderboard.when import when_from_text

log = logging.getLogger(__name__)

#: store board value -> (tab title, caption); order = tab order (the Speedsetzer lists, then the Speedbuch ones)
TABS = (
    ("setzer", "Bestenliste", "Summe der Bestenlistenpunkte: ein Drittel der Spielpunkte plus Platzbonus"),
    ("tagesbrett", "Tagesbrett", "Heute: beste Runde je Spieler"),
    ("buch_3min", "3 Minuten", "Beste Runde je Spieler"),
    ("buch_endlos", "Endlos", "Die besten Partien"),
    ("buch_raetsel", "Tagesrätsel", "Heute: beste Runde je Spieler"),
)
DEVICE = "Dieses Gerät"


def _keys(records: tuple[str, ...]) -> tuple[str, ...]:
    """Record keys of the results behind a row (a damaged record has none: it was never sent)."""
    keys = []
    for text in records:
        try:
            keys.append(record_key(text))
        except ValueError:
            log.info("Eintrag ohne lesbaren Spielverlauf: kein Abgleich mit dem Spielcenter")
    return tuple(keys)


@lru_cache(maxsize=4096)
def _key_of(text: str) -> str | None:
    """A record's key, kept for the next list (the same rows come back on every tab switch)."""
    try:
        return record_key(text)
    except ValueError:
        return None


class StoreLeaderboardProvider:
    """Reads ``store.boards.top``; daily lists show today; ``player_name`` marks the own lines."""

    def __init__(self, store, today: Callable[[], date] = date.today, player_name: Callable[[], str] = lambda: "") -> None:
        self.store = store
        self.today = today
        self.player_name = player_name

    def boards(self) -> list[Board]:
        """The five lists."""
        return [Board(key, title, caption) for key, title, caption in TABS]

    def rows(self, board_key: str, limit: int = 100, refused: Mapping[str, str] | None = None) -> list[Row]:
        """Entries of one list, best first, with the record keys the Spielcenter's outbox knows them by.

        ``refused`` (record key -> reason): results the Spielcenter refused; they do not count (rank None, after
        the ranked rows; ``Boards.top``).
        """
        from game.store.boards import DAILY_BOARDS
        from game.store.boards import Board as StoreBoard

        board = StoreBoard(board_key)
        day = self.today() if board in DAILY_BOARDS else None
        me = (self.player_name() or "").casefold()
        rows = []
        out = (lambda text: _key_of(text) in refused) if refused else None
        for e in self.store.boards.top(board, day=day, limit=limit, with_records=True, refused=out):
            mine = bool(me) and e.name.casefold() == me
            detail = count(e.games, "Partie") if board is StoreBoard.SETZER else ""
            rows.append(Row(e.rank, e.name, int(e.score), detail, highlight=mine, venue=DEVICE,
                            when=when_from_text(e.played), checks=_keys(e.records)))
        return rows
