"""The game's persistence: one SQLite file behind this module (nothing else touches it).

``Store.open(path)`` returns the store and, when something was wrong with the
file, a German notice for the UI:

* a corrupt or foreign file is moved aside (renamed with a timestamp, never
  deleted) and a fresh one started;
* a file from a newer program version is opened read-only: every write raises
  ``StoreError`` with a German message, reading works, the game stays playable;
* an older file is copied to ``<name>.v<N>-sicherung`` and migrated.

The areas hang off the store: ``store.profiles``, ``store.boards``,
``store.saves``, ``store.settings``. Every write is its own transaction,
committed (WAL, ``synchronous=FULL``) before the call returns.
"""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import TypeVar

from game.paths import database_path, ensure_data_dir, user_data_dir
from game.store.boards import Board, BoardEntry, Boards, CalendarInfo, JourneyProgress, RowSigner, SubmitOutcome
from game.store.db import Clock, Db, StoreError, StoreLate
from game.store.operator_file import OperatorFile
from game.store.profiles import GameKind, GameResult, GameStats, Profile, Profiles, SetzerSeat
from game.store.reader import ReadQueue
from game.store.saves import Save, SaveInfo, SaveKind, Saves
from game.store.schema import APPLICATION_ID, REQUIRED_TABLES, SCHEMA_VERSION, migrate, table_names
from game.store.settings import IdleTimes, OperatorLists, Settings
from game.store.writer import BUSY_TIMEOUT_MS, WriteQueue

__all__ = [
    "Board", "BoardEntry", "CalendarInfo", "GameKind", "GameResult", "GameStats", "IdleTimes", "JourneyProgress",
    "OperatorLists", "Profile", "Save", "SaveInfo", "SaveKind", "SetzerSeat", "Store", "StoreError",
    "StoreLate", "SubmitOutcome", "read_operator_lists_readonly",
]

log = logging.getLogger(__name__)
T = TypeVar("T")

SQLITE_MAGIC = b"SQLite format 3\x00"


class FileState(Enum):
    """What ``Store.open`` found at the path."""

    FRESH = "fresh"
    CURRENT = "current"
    OLDER = "older"
    NEWER = "newer"
    NOT_SQLITE = "not_sqlite"
    CORRUPT = "corrupt"
    FOREIGN = "foreign"
    INCOMPLETE = "incomplete"


_MOVE_ASIDE = frozenset({FileState.NOT_SQLITE, FileState.CORRUPT, FileState.FOREIGN, FileState.INCOMPLETE})


def _connect(path: Path) -> sqlite3.Connection:
    # autocommit mode: transactions are explicit in Db.write()
    conn = sqlite3.connect(path, isolation_level=None, timeout=5.0)
    conn.row_factory = sqlite3.Row
    return conn


def _inspect(path: Path) -> tuple[FileState, int]:
    """Classify the file without changing it; returns the state and its schema version."""
    if not path.exists() or path.stat().st_size == 0:
        return FileState.FRESH, 0
    with open(path, "rb") as handle:
        if handle.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
            return FileState.NOT_SQLITE, 0
    conn = _connect(path)
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = table_names(conn)
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        log.warning("Spielstand %s unlesbar: %s", path, exc)
        return FileState.CORRUPT, 0
    finally:
        conn.close()
    if check != "ok":
        log.warning("Spielstand %s fehlerhaft: %s", path, check)
        return FileState.CORRUPT, version
    if app_id == 0 and version == 0 and not tables:
        return FileState.FRESH, 0
    if app_id != APPLICATION_ID:
        return FileState.FOREIGN, version
    if version > SCHEMA_VERSION:
        return FileState.NEWER, version
    if version < SCHEMA_VERSION:
        return FileState.OLDER, version
    if not REQUIRED_TABLES <= tables:
        return FileState.INCOMPLETE, version
    return FileState.CURRENT, version


def _free_name(path: Path, label: str, clock: Clock) -> Path:
    stamp = clock().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 2
    while target.exists():
        target = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
        counter += 1
    return target


def move_aside(path: Path, label: str, clock: Clock) -> Path:
    """Rename the file (and its -wal/-shm companions) to ``<name>.<label>-<timestamp>``; returns the new path."""
    target = _free_name(path, label, clock)
    path.rename(target)
    for suffix in ("-wal", "-shm", "-journal"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(target.with_name(target.name + suffix))
    log.warning("Spielstand %s beiseitegelegt als %s", path, target)
    return target


def _aside_notice(state: FileState, moved: Path) -> str:
    what = {
        FileState.NOT_SQLITE: "war beschädigt (keine Datenbank)",
        FileState.CORRUPT: "war beschädigt",
        FileState.FOREIGN: "gehört nicht zu diesem Spiel",
        FileState.INCOMPLETE: "war unvollständig",
    }[state]
    return (
        f"Die Spielstand-Datei {what}. Sie wurde unter dem Namen „{moved.name}“ aufbewahrt, "
        "und das Spiel beginnt mit einem neuen, leeren Spielstand."
    )


def read_operator_lists_readonly(data_dir: str | Path | None = None) -> OperatorLists:
    """The operator's word lists straight from the file, read-only (for command-line tools).

    Nothing is created or changed; a missing, foreign or unreadable file gives empty lists.
    """
    path = database_path(user_data_dir(data_dir))
    empty = OperatorLists(frozenset(), frozenset())
    if not path.exists():
        return empty
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                return empty
            rows = conn.execute("SELECT word, list FROM operator_words").fetchall()
        finally:
            conn.close()
    except sqlite3.Error as exc:
        log.warning("Betreiberlisten nicht lesbar: %s", exc)
        return empty
    return OperatorLists(
        frozenset(w for w, which in rows if which == "blocked"), frozenset(w for w, which in rows if which == "extra")
    )


class Store:
    """Profiles, leaderboards, saves and settings in one SQLite file."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None, clock: Clock, read_only: bool = False) -> None:
        self.path = path
        self._db = Db(conn, clock, read_only)
        self.operator = OperatorFile.beside(path)
        self.profiles = Profiles(self._db)
        self.boards = Boards(self._db, RowSigner(self.operator.signing_key()))
        self.saves = Saves(self._db)
        self.settings = Settings(self._db, self.operator)
        self._sign_old_rows()

    def _sign_old_rows(self) -> None:
        """Rows from before signatures (schema 2) are signed once; afterwards an unsigned row is a forged one."""
        if self.read_only or self.operator.get("rows_signed"):
            return
        count: int = self._db.run(self.boards.signer.sign_unsigned)  # type: ignore[assignment]
        try:
            self.operator.update(rows_signed=True)
        except OSError as err:
            log.warning("Betreiberdatei nicht geschrieben: %s", err)
        if count:
            log.info("%d ältere Bestenlisten-Einträge signiert", count)

    @classmethod
    def open(cls, path: str | Path, *, clock: Clock | None = None) -> tuple["Store", str | None]:
        """Open (or create) the store at ``path``; returns it and a German notice for the player or None."""
        path = Path(path)
        clock = clock or datetime.now
        path.parent.mkdir(parents=True, exist_ok=True)
        state, version = _inspect(path)
        notice: str | None = None
        if state is FileState.OLDER:
            try:
                cls._upgrade(path, version, clock)
                state, version = _inspect(path)
            except sqlite3.DatabaseError as exc:
                log.warning("Migration von %s gescheitert: %s", path, exc)
                state = FileState.CORRUPT
            if state is FileState.OLDER:  # the migration did not take: treat the file as broken
                state = FileState.INCOMPLETE
        if state in _MOVE_ASIDE:
            moved = move_aside(path, "fremd" if state is FileState.FOREIGN else "defekt", clock)
            notice = _aside_notice(state, moved)
        conn = _connect(path)
        if state is FileState.NEWER:
            conn.execute("PRAGMA query_only = ON")
            notice = (
                f"Dieser Spielstand wurde mit einer neueren Version des Spiels angelegt (Schema {version}, "
                f"diese Version kennt {SCHEMA_VERSION}). Er wird nur gelesen; neue Ergebnisse und "
                "Einstellungen werden nicht gespeichert."
            )
            store = cls(conn, path, clock, read_only=True)
        else:
            cls._prepare(conn)
            migrate(conn)
            store = cls(conn, path, clock)
            store.profiles.ensure_guest()
        if notice:
            log.warning(notice)
        return store, notice

    @classmethod
    def open_default(
        cls, data_dir: str | Path | None = None, *, clock: Clock | None = None
    ) -> tuple["Store", str | None]:
        """Open the store in the user data folder (or ``--data-dir``), creating the folder.

        When the folder or file cannot be used at all, the game still runs on an
        in-memory store and the notice says that nothing will be kept.
        """
        folder = user_data_dir(data_dir)
        try:
            return cls.open(database_path(ensure_data_dir(folder)), clock=clock)
        except (OSError, sqlite3.Error) as exc:
            log.error("Spielstand in %s nicht nutzbar: %s", folder, exc)
            notice = (
                f"Im Ordner „{folder}“ lässt sich kein Spielstand anlegen. Das Spiel läuft, "
                "aber Ergebnisse und Einstellungen gehen beim Beenden verloren."
            )
            return cls.in_memory(clock=clock), notice

    @classmethod
    def in_memory(cls, *, clock: Clock | None = None) -> "Store":
        """A throw-away store (tests, or when no data folder is usable)."""
        conn = _connect(Path(":memory:"))
        cls._prepare(conn)
        migrate(conn)
        store = cls(conn, None, clock or datetime.now)
        store.profiles.ensure_guest()
        return store

    def enter_once(self, game_key: str | Callable[[], str | None], enter: Callable[[], T]) -> T:
        """One transaction for a finished game or round: ``enter()`` writes its result, statistics, lists and
        removes its save; returns what ``enter`` returns.

        ``game_key`` names the game (or is a function giving the name inside the transaction, None: the
        game is gone); a game already entered raises StoreError and nothing is written, so two processes or
        a second try after a crash never count it twice.  With the writer the whole job runs on its thread;
        StoreLate when another program holds the file (the job lands later, still once).
        """
        def job(conn: sqlite3.Connection) -> T:
            key = game_key() if callable(game_key) else game_key
            if key is None:
                raise StoreError("Diese Partie ist schon eingetragen.")
            self._db.enter_once(conn, key)
            return enter()
        return self._db.run(job)  # type: ignore[return-value]

    @contextmanager
    def finishing(self, game_key: str) -> Iterator[None]:
        """``enter_once`` as a block, for stores without a writer (tools, tests): the block is the transaction."""
        if self._db.writer is not None:
            raise RuntimeError("finishing() braucht einen Spielstand ohne Schreiber; enter_once benutzen")
        with self._db.write() as conn:
            self._db.enter_once(conn, game_key)
            yield

    @property
    def late(self) -> bool:
        """True while writes wait for a lock another program holds (the UI shows a quiet note)."""
        return self._db.late

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued write is committed (at exit; tools); True when nothing is left."""
        return self._db.writer is None or self._db.writer.wait_idle(timeout)

    def start_writer(self) -> None:
        """From now on writes are queued for one worker thread with its own connection, and ``read`` runs on a
        reader thread with a read-only one (the game does this; a file from a newer version gets the reader only)."""
        if self._db.reader is not None or self.path is None:
            return
        signer = self.boards.signer

        def setup(conn: sqlite3.Connection) -> None:
            self._prepare(conn)
            signer.install(conn)
        if not self.read_only:
            self._db.conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            self._db.writer = WriteQueue(self.path, setup)
        self._db.reader = ReadQueue(self.path, signer.install, self._db.settle)

    def read(self, job: Callable[[], T]) -> "Future[T]":
        """Run ``job`` (reads of the store's areas, e.g. ``boards.top``) off the frame thread; the future is polled
        in later frames (without a reader, as in tools and tests, it runs here and is done at once)."""
        return self._db.read(job)

    @property
    def changes(self) -> int:
        """Counts the writes handed to the store: an answer read before the count moved may be stale."""
        return self._db.changes

    def save_key(self, save_id: int) -> str | None:
        """The key of the game kept in a save row (its id and creation time), None when the row is gone."""
        row = self._db.row("SELECT created FROM saves WHERE id = ?", (save_id,))
        return None if row is None else f"save:{save_id}:{row['created']}"

    @property
    def read_only(self) -> bool:
        """True when the file is from a newer version and nothing may be written."""
        return self._db.read_only

    def close(self) -> None:
        """Commit what is still queued, stop the writer and close the file."""
        if self._db.reader is not None:
            self._db.reader.close()
        if self._db.writer is not None:
            self._db.writer.close()
        self._db.conn.close()

    @staticmethod
    def _prepare(conn: sqlite3.Connection) -> None:
        conn.execute("PRAGMA journal_mode = WAL")
        # FULL: a commit survives power loss too, not just a killed process
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")

    @classmethod
    def _upgrade(cls, path: Path, version: int, clock: Clock) -> None:
        conn = _connect(path)
        try:
            backup_path = _free_name(path, f"v{version}-sicherung", clock)
            backup = sqlite3.connect(backup_path)
            try:
                conn.backup(backup)
            finally:
                backup.close()
            cls._prepare(conn)
            migrate(conn)
        finally:
            conn.close()
