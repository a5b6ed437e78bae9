"""A worker thread owning one SQLite connection: the store's writer and reader are both one of these.

The opening thread waits until the worker has its connection (or hands on the error that stopped it); items
queued with ``submit`` then run one after another on the worker, each through ``_carry_out``. ``close`` lets
what is queued run, then stops the worker. Pure Python, no pygame.
"""
from __future__ import annotations

import queue
import sqlite3
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any


class ConnectionWorker:
    """One thread, one connection, a queue of items with futures."""

    def __init__(self, connect: Callable[[], sqlite3.Connection], setup: Callable[[sqlite3.Connection], None],
                 name: str, closed_message: str) -> None:
        self._connect = connect
        self._setup = setup
        self._closed_message = closed_message
        self._jobs: queue.Queue[tuple[Callable[..., Any], Future] | None] = queue.Queue()
        self._conn: sqlite3.Connection | None = None
        self._opened = threading.Event()
        self._open_error: BaseException | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()
        self._opened.wait()
        if self._open_error is not None:
            raise self._open_error
        if self._conn is None:  # the worker died opening its connection (its error is in the log)
            raise RuntimeError(f"{name} konnte nicht starten")

    def submit(self, job: Callable[..., Any]) -> Future:
        """Queue ``job``; its future holds the result (or the error) once the worker has carried it out."""
        if self._closed:
            raise RuntimeError(self._closed_message)
        future: Future = Future()
        self._jobs.put((job, future))
        return future

    def on_worker(self) -> bool:
        """True when called from inside a job (on the worker thread)."""
        return threading.current_thread() is self._thread

    @property
    def conn(self) -> sqlite3.Connection:
        """The worker's connection (only to be used inside a job)."""
        assert self._conn is not None and self.on_worker()
        return self._conn

    def close(self) -> None:
        """Carry out everything still queued, then stop the worker."""
        if self._closed:
            return
        self._closed = True
        self._jobs.put(None)
        self._thread.join()

    def _run(self) -> None:
        try:
            conn = self._connect()
            conn.row_factory = sqlite3.Row
            self._setup(conn)
            self._conn = conn
        except (sqlite3.Error, OSError) as err:
            self._open_error = err
            return
        finally:
            self._opened.set()  # (whatever happened: the opening thread must not wait forever)
        try:
            while (item := self._jobs.get()) is not None:
                job, future = item
                if future.set_running_or_notify_cancel():
                    self._carry_out(job, future)
                self._done()
        finally:
            conn.close()

    def _carry_out(self, job: Callable[..., Any], future: Future) -> None:
        """Run one job and settle its future (on the worker thread)."""
        raise NotImplementedError

    def _done(self) -> None:
        """After each job (on the worker thread)."""
