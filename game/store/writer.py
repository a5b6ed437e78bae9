"""The store's one writer: a worker thread with its own SQLite connection that carries out write jobs in order.

The frame thread hands a job (a function of the connection) to ``WriteQueue.submit`` and goes on; the
worker runs each job in its own ``BEGIN IMMEDIATE`` transaction with a short busy timeout.  When another
program holds the database lock, the worker marks itself ``late`` and tries again after a short pause,
for as long as it takes: nothing is dropped.  ``close`` carries out what is still queued, then stops.
Pure Python, no pygame.
"""
from __future__ import annotations

import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from game.store.worker import ConnectionWorker

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 200  # one attempt waits at most this long for another program's lock
RETRY_PAUSE_S = 0.05
Job = Callable[[sqlite3.Connection], Any]


def is_busy(err: sqlite3.Error) -> bool:
    """True when the error means another connection holds the lock (worth another try)."""
    code = err.sqlite_errorcode if isinstance(err, sqlite3.OperationalError) else None
    return code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or (
        code is None and "locked" in str(err))


class WriteQueue(ConnectionWorker):
    """A worker thread owning the write connection; jobs run one after another, each in one transaction."""

    def __init__(self, path: Path, setup: Callable[[sqlite3.Connection], None]) -> None:
        self._pending = 0
        self._idle = threading.Condition()
        self._late = threading.Event()
        super().__init__(lambda: sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000), setup,
                         "spielstand-schreiber", "Der Schreiber ist geschlossen")

    # --- the frame thread's side ------------------------------------------------------------
    def submit(self, job: Job) -> Future:
        """Queue a job; the future holds its result (or its error) once the worker has committed it."""
        with self._idle:
            self._pending += 1
        try:
            return super().submit(job)
        except RuntimeError:
            self._done()
            raise

    @property
    def late(self) -> bool:
        """True while a write waits for a lock another program holds."""
        return self._late.is_set()

    @property
    def pending(self) -> int:
        """Jobs queued or running."""
        with self._idle:
            return self._pending

    def wait_idle(self, timeout: float | None = None, *, unless_late: bool = False) -> bool:
        """Wait until every queued job is done; True when the queue is empty.

        ``unless_late``: give up at once when a write is waiting for another program's lock.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._idle:
            while self._pending:
                if unless_late and self.late:
                    return False
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._idle.wait(0.02 if left is None else min(0.02, left))
            return True

    # --- the worker ---------------------------------------------------------------------------
    def _done(self) -> None:
        with self._idle:
            self._pending -= 1
            self._idle.notify_all()

    def _carry_out(self, job: Job, future: Future) -> None:
        conn = self._conn
        assert conn is not None
        while True:
            try:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    result = job(conn)
                except BaseException:
                    conn.execute("ROLLBACK")
                    raise
                conn.execute("COMMIT")
            except sqlite3.OperationalError as err:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                if is_busy(err):
                    if not self._late.is_set():
                        log.warning("Spielstand belegt (%s): Schreiben wird wiederholt", err)
                    self._late.set()
                    time.sleep(RETRY_PAUSE_S)
                    continue
                self._late.clear()
                future.set_exception(err)
                return
            except BaseException as err:  # noqa: BLE001 - handed to whoever waits on the future
                self._late.clear()
                future.set_exception(err)
                return
            if self._late.is_set():
                log.info("Spielstand wieder frei: verspätetes Schreiben erledigt")
            self._late.clear()
            future.set_result(result)
            return
