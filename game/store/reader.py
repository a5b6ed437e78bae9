"""The store's reader: a worker thread with its own read-only SQLite connection for reads the frame must not wait for.

The frame thread hands a read (a function that calls the store's areas, e.g. ``boards.top``) to
``ReadQueue.submit`` and polls the future in a later frame.  Before each read the worker waits a little
(``settle``) for the writer to commit what is queued at that moment, so a list asked for after a round was
stored shows that round; a write still waiting after that moves the store's write count again when it lands,
so the answer is not kept as current.  Each read runs in one read transaction: a consistent snapshot.
Pure Python, no pygame.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from game.store.worker import ConnectionWorker
from game.store.writer import BUSY_TIMEOUT_MS

Read = Callable[[], Any]


def _read_only(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")  # a brief lock (WAL recovery): wait, not fail
    return conn


class ReadQueue(ConnectionWorker):
    """A worker thread owning a read-only connection; reads run one after another, each in one transaction."""

    def __init__(self, path: Path, setup: Callable[[sqlite3.Connection], None], settle: Callable[[], None]) -> None:
        self._settle = settle
        super().__init__(lambda: _read_only(path), setup, "spielstand-leser", "Der Leser ist geschlossen")

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
