"""Leaderboard provider backed by the SQLite store (``game.store.Store.boards``).

``ask`` reads a list on the store's reader thread (no frame waits for the disk) and keeps the last answer
per list until the store writes again, so a tab shown before comes back at once.
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from datetime import date
from functools import lru_cache
from typing import NamedTuple

from game.center.outbox import record_key
from game.plural import count
from game.scenes.leaderboard.provider import Board, Row
from game.scenes.leaderboard.when import when_from_text
from game.store.boards import DAILY_BOARDS
from game.store.boards import Board as StoreBoard

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
        key = _key_of(text)
        if key is None:
            log.info("Eintrag ohne lesbaren Spielverlauf: kein Abgleich mit dem Spielcenter")
        else:
            keys.append(key)
    return tuple(keys)


@lru_cache(maxsize=4096)
def _key_of(text: str) -> str | None:
    """A record's key, kept for the next list (the same rows come back on every tab switch)."""
    try:
        return record_key(text)
    except ValueError:
        return None


class Question(NamedTuple):
    """What a list's answer depends on (worked out on the frame thread: the day, the current player)."""

    board: StoreBoard
    day: date | None  # the daily lists: today
    me: str  # the current player's name, casefolded: their lines are highlighted
    limit: int
    refused: frozenset[str]  # record keys of results the Spielcenter refused


class StoreLeaderboardProvider:
    """Reads ``store.boards.top``; daily lists show today; ``player_name`` marks the own lines."""

    def __init__(self, store, today: Callable[[], date] = date.today, player_name: Callable[[], str] = lambda: "") -> None:
        self.store = store
        self.today = today
        self.player_name = player_name
        #: the last answer per list: the question, the store's write count when it was asked, the answer
        self._answers: dict[StoreBoard, tuple[Question, int, Future[list[Row]]]] = {}

    def boards(self) -> list[Board]:
        """The five lists."""
        return [Board(key, title, caption) for key, title, caption in TABS]

    def rows(self, board_key: str, limit: int = 100, refused: Mapping[str, str] | None = None) -> list[Row]:
        """Entries of one list, best first, with the record keys the Spielcenter's outbox knows them by (read on the
        calling thread, for tools; the lists screen uses ``ask``).

        ``refused`` (record key -> reason): results the Spielcenter refused; they do not count (rank None, after
        the ranked rows; ``Boards.top``).
        """
        return self._read(self._question(board_key, limit, refused))

    def ask(self, board_key: str, refused: Mapping[str, str] | None = None) -> Future[list[Row]]:
        """``rows`` on the store's reader thread; a list read since the store last wrote is answered at once."""
        question = self._question(board_key, 100, refused)
        changes = self.store.changes
        kept = self._answers.get(question.board)
        if kept is not None and kept[:2] == (question, changes) and not _failed(kept[2]):
            return kept[2]
        future = self.store.read(lambda: self._read(question))
        self._answers[question.board] = (question, changes, future)
        return future

    def _question(self, board_key: str, limit: int, refused: Mapping[str, str] | None) -> Question:
        board = StoreBoard(board_key)
        day = self.today() if board in DAILY_BOARDS else None
        return Question(board, day, (self.player_name() or "").casefold(), limit, frozenset((refused or {}).keys()))

    def _read(self, q: Question) -> list[Row]:
        """The rows (on the reader thread when asked through ``ask``)."""
        rows = []
        out = (lambda text: _key_of(text) in q.refused) if q.refused else None
        for e in self.store.boards.top(q.board, day=q.day, limit=q.limit, with_records=True, refused=out):
            mine = bool(q.me) and e.name.casefold() == q.me
            detail = count(e.games, "Partie") if q.board is StoreBoard.SETZER else ""
            rows.append(Row(e.rank, e.name, int(e.score), detail, highlight=mine, venue=DEVICE,
                            when=when_from_text(e.played), checks=_keys(e.records)))
        return rows


def _failed(future: Future) -> bool:
    """A finished read that raised: asked again rather than kept."""
    return future.done() and future.exception() is not None
