"""The shared SQLite connection of the store: transactions, the read-only guard, the clock."""
from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

Clock = Callable[[], datetime]


class StoreError(Exception):
    """A store operation that cannot be done; ``str(err)`` is a German message for the player."""


READ_ONLY_MESSAGE = (
    "Dieser Spielstand gehört zu einer neueren Version des Spiels und wird nur gelesen. "
    "Neue Ergebnisse und Einstellungen werden nicht gespeichert."
)


@dataclass
class Db:
    """One connection plus what every store area needs from it."""

    conn: sqlite3.Connection
    clock: Clock
    read_only: bool = False

    def now_text(self) -> str:
        """The current local time as ISO text (seconds)."""
        return self.clock().isoformat(timespec="seconds")

    def today(self) -> date:
        """Today's local date."""
        return self.clock().date()

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """A write transaction, committed (durably) when the block ends, rolled back on error."""
        if self.read_only:
            raise StoreError(READ_ONLY_MESSAGE)
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """All rows of a query."""
        return self.conn.execute(sql, params).fetchall()

    def row(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        """The first row of a query, or None."""
        return self.conn.execute(sql, params).fetchone()
