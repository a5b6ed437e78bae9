"""The store's reader: a worker thread with its own read-only SQLite connection for reads the frame must not wait for.

The frame thread hands a read (a function that calls the store's areas, e.g. ``boards.top``) to
``ReadQueue.submit`` and polls the future in a later frame.  Before each read the worker waits a little
(``settle``) for the writer to commit what is queued at that moment, so a list asked for after a round was
stored shows that round; a write still waiting after that moves the store's write count again when it lands,
so the answer is not kept as current.  Each read runs in one read transaction: a consistent snapshot.
Pure Python, no pygame.
"""
from __future__ import annotations

import logging
import queue
import sqlite3
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from game.store.writer import BUSY_TIMEOUT_MS

log = logging.getLogger(__name__)

Read = Callable[[], Any]


class ReadQueue:
    """A worker thread owning a read-only connection; reads run one after another, each in one transaction."""

    def __init__(self, path: Path, setup: Callable[[sqlite3.Connection], None], settle: Callable[[], None]) -> None:
        self.path = path
        self._setup = setup
        self._settle = settle
        self._jobs: queue.Queue[tuple[Read, Future] | None] = queue.Queue()
        self._conn: sqlite3.Connection | None = None
        self._opened = threading.Event()
        self._open_error: BaseException | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="spielstand-leser", daemon=True)
        self._thread.start()
        self._opened.wait()
        if self._open_error is not None:
            raise self._open_error
        if self._conn is None:  # the worker died opening its connection (its error is in the log)
            raise RuntimeError("Der Leser des Spielstands konnte nicht starten")

    # --- the frame thread's side ------------------------------------------------------------
    def submit(self, read: Read) -> Future:
        """Queue a read; the future holds its result (or its error) once the worker has run it."""
        if self._closed:
            raise RuntimeError("Der Leser ist geschlossen")
        future: Future = Future()
        self._jobs.put((read, future))
        return future

    def on_worker(self) -> bool:
        """True when called from inside a read (on the worker thread)."""
        return threading.current_thread() is self._thread

    @property
    def conn(self) -> sqlite3.Connection:
        """The worker's connection (only to be used inside a read)."""
        assert self._conn is not None and self.on_worker()
        return self._conn

    def close(self) -> None:
        """Let the reads still queued run, then stop the worker."""
        if self._closed:
            return
        self._closed = True
        self._jobs.put(None)
        self._thread.join()

    # --- the worker ---------------------------------------------------------------------------
    def _run(self) -> None:
        try:
            conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
            conn.row_factory = sqlite3.Row
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")  # a brief lock (WAL recovery): wait, not fail
            self._setup(conn)
            self._conn = conn
        except (sqlite3.Error, OSError) as err:
            self._open_error = err
            return
        finally:
            self._opened.set()  # (whatever happened: the opening thread must not wait forever)
        try:
            while (item := self._jobs.get()) is not None:
                read, future = item
                if future.set_running_or_notify_cancel():
                    self._carry_out(read, future)
        finally:
            conn.close()

    def _carry_out(self, read: Read, future: Future) -> None:
        conn = self._conn
        assert conn is not None
        try:
            self._settle()  # the writes queued so far are committed first (read your own writes)
            conn.execute("BEGIN")
            try:
                result = read()
            finally:
                if conn.in_transaction:  # a read-only snapshot: nothing to keep, and never left open
                    conn.execute("ROLLBACK")
        except BaseException as err:  # noqa: BLE001 - handed to whoever polls the future
            future.set_exception(err)
            return
        future.set_result(result)
