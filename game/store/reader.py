"""The store's reader: a worker thread with its own read-only SQLite connection for reads the frame must not wait for.

The frame thread hands a read (a function that calls the store's areas, e.g. ``boards.top``) to
``ReadQueue.submit`` and polls the future in a later frame.  Before each read the worker lets the
writer finish what was queued before it (``settle``), so a list asked for after a round was stored
shows that round.  Each read runs in one read transaction: a consistent snapshot.  Pure Python, no pygame.
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
            self._setup(conn)
        except (sqlite3.Error, OSError) as err:
            self._open_error = err
            self._opened.set()
            return
        self._conn = conn
        self._opened.set()
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
        self._settle()  # the writes queued before this read are committed first (read your own writes)
        try:
            conn.execute("BEGIN")
            try:
                result = read()
            finally:
                conn.execute("COMMIT")
        except BaseException as err:  # noqa: BLE001 - handed to whoever polls the future
            future.set_exception(err)
            return
        future.set_result(result)
