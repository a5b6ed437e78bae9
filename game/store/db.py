"""The shared SQLite connection of the store: transactions, the read-only guard, the clock."""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, TypeVar

from game.store.reader import ReadQueue
from game.store.writer import WriteQueue

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
T = TypeVar("T")
#: how long a read waits for the writer to commit what was queued before it (read your own writes)
SETTLE_WAIT_S = 2.0


class StoreError(Exception):
    """A store operation that cannot be done; ``str(err)`` is a German message for the player."""


class StoreLate(StoreError):
    """The write is queued but another program holds the file: it lands later, nothing is lost."""


LATE_MESSAGE = ("Speichern dauert … Der Spielstand ist gerade von einem anderen Programm belegt. "
                "Gespeichert wird, sobald er wieder frei ist; nichts geht verloren.")


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
    writer: WriteQueue | None = None  # with a writer, every write runs on its thread (``run``)
    reader: ReadQueue | None = None  # with a reader, ``read`` runs on its thread (the lists screen's reads)
    changes: int = 0  # writes handed to the store so far: an answer read at an older count may be stale

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
        self.changes += 1
        if self.conn.in_transaction:  # inside an outer write: one transaction, committed by the outer block
            yield self.conn
            return
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def run(self, job: Callable[[sqlite3.Connection], T], *, wait: bool = True) -> T | None:
        """Carry out a write job in one transaction.

        Without a writer (in-memory stores, tools) the job runs here.  With one, it is queued; ``wait=False``
        returns at once (a failure is logged), ``wait=True`` returns the job's result, or raises StoreLate
        as soon as the writer waits for another program's lock (the job still lands later).  Called from
        inside a job, it joins that job's transaction.
        """
        if self.read_only:
            raise StoreError(READ_ONLY_MESSAGE)
        writer = self.writer
        if writer is None:
            with self.write() as conn:
                return job(conn)
        if writer.on_worker():
            return job(writer.conn)
        future = self._queue(job)
        if not wait:
            future.add_done_callback(_log_failure)
            return None
        return self._answer(future)

    def submit(self, job: Callable[[sqlite3.Connection], T]) -> "Future[T]":
        """Queue a write job and return its future at once (without a writer it runs here and the future is done)."""
        if self.read_only:
            raise StoreError(READ_ONLY_MESSAGE)
        writer = self.writer
        if writer is None or writer.on_worker():
            return _done_now(lambda: self.run(job))
        future = self._queue(job)
        future.add_done_callback(_log_failure)
        return future

    def _queue(self, job: Callable[[sqlite3.Connection], T]) -> "Future[T]":
        """Hand a write job to the writer: the write count moves now, and again when it lands (``_landed``)."""
        assert self.writer is not None
        self.changes += 1
        future = self.writer.submit(job)
        future.add_done_callback(self._landed)
        return future

    def _landed(self, _future: Future) -> None:
        """A queued write was committed (or failed) on the writer's thread: the count moves again, so an answer read
        while it still waited (``settle`` gives up after a while or while another program holds the lock) is not
        kept as current."""
        self.changes += 1

    def _answer(self, future: Future) -> Any:
        assert self.writer is not None
        while True:  # a working writer is waited for (it replays a result); one blocked by a lock is not
            try:
                return future.result(timeout=0.02)
            except FutureTimeout:
                if self.writer.late:
                    future.add_done_callback(_log_failure)
                    raise StoreLate(LATE_MESSAGE) from None

    @property
    def late(self) -> bool:
        """True while queued writes wait for a lock another program holds."""
        return self.writer is not None and self.writer.late

    def read(self, job: Callable[[], T]) -> "Future[T]":
        """Run a read (a function calling the store's areas) off the frame thread; poll the future in later frames.

        With a reader it is queued on the reader's thread (after the writes queued before it); without one
        (in-memory stores, tools) it runs here and the future is done at once, holding the result or the error.
        """
        reader = self.reader
        if reader is not None and not reader.on_worker():
            return reader.submit(job)
        return _done_now(job)

    def settle(self) -> None:
        """Wait (a little) until the writes queued so far are committed; a late writer: read what is committed."""
        writer = self.writer
        if writer is not None and writer.pending:
            writer.wait_idle(SETTLE_WAIT_S, unless_late=True)

    def _reader(self) -> sqlite3.Connection:
        """The connection for a read: inside a job the writer's or the reader's, else the frame thread's (after the
        queue settled)."""
        reader = self.reader
        if reader is not None and reader.on_worker():
            return reader.conn
        writer = self.writer
        if writer is None:
            return self.conn
        if writer.on_worker():
            return writer.conn
        self.settle()
        return self.conn

    def enter_once(self, conn: sqlite3.Connection, game_key: str) -> None:
        """Mark a finished game as entered (inside a write); StoreError when it was entered before."""
        try:
            conn.execute("INSERT INTO finished_games(game_key, entered) VALUES (?, ?)", (game_key, self.now_text()))
        except sqlite3.IntegrityError as err:
            raise StoreError("Diese Partie ist schon eingetragen.") from err

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """All rows of a query."""
        return self._reader().execute(sql, params).fetchall()

    def row(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        """The first row of a query, or None."""
        return self._reader().execute(sql, params).fetchone()


def _done_now(work: Callable[[], T]) -> "Future[T]":
    """``work`` run here: a finished future holding its result, or the store's error it raised."""
    future: Future = Future()
    try:
        future.set_result(work())
    except (StoreError, sqlite3.Error) as err:
        future.set_exception(err)
    return future


def _log_failure(future: Future) -> None:
    """A queued write nobody waits for failed: log why (the player's data stays as it was)."""
    if not future.cancelled() and future.exception() is not None:
        log.warning("Schreiben in den Spielstand gescheitert: %s", future.exception())
