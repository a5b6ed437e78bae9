"""Database engine (SQLite embedded or PostgreSQL via psycopg 3) and migrations at start-up."""
from __future__ import annotations

import contextlib
import fcntl
import logging
import threading
from collections.abc import Iterator
from pathlib import Path

import sqlalchemy as sa
from alembic import command
from alembic.config import Config as AlembicConfig

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
#: key of the PostgreSQL advisory lock that serialises migrations of several server processes
MIGRATION_LOCK_KEY = 0x5FE1_CE17


class DatabaseError(RuntimeError):
    """The database cannot be opened or migrated (German message)."""


def is_sqlite(engine: sa.Engine) -> bool:
    """Whether the engine talks to SQLite (one writer at a time)."""
    return engine.dialect.name == "sqlite"


def make_engine(url: str) -> sa.Engine:
    """An engine for ``url``: SQLite with WAL and a busy timeout, or a pooled PostgreSQL connection."""
    try:
        parsed = sa.make_url(url)
    except sa.exc.ArgumentError as err:
        raise DatabaseError(f"Datenbank-Adresse nicht lesbar: {url!r}") from err
    if parsed.get_backend_name() == "sqlite":
        if parsed.database in (None, "", ":memory:"):
            raise DatabaseError("SQLite braucht eine Datei (kein :memory:), damit alle Verbindungen dieselben Daten sehen.")
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(parsed, connect_args={"timeout": 30, "check_same_thread": False},
                                  pool_size=8, max_overflow=8)

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn, _record) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    if parsed.get_backend_name() == "postgresql":
        if parsed.drivername == "postgresql":
            parsed = parsed.set(drivername="postgresql+psycopg")
        return sa.create_engine(parsed, pool_size=10, max_overflow=20, pool_pre_ping=True, pool_timeout=10)
    raise DatabaseError(f"Nur SQLite und PostgreSQL werden unterstützt, nicht {parsed.get_backend_name()!r}.")


class EngineStorage:
    """Base of the server's storages: reads on pooled connections, each write in one transaction.

    SQLite allows one writer: this process's writes are serialised instead of failing on a busy lock.
    """

    def __init__(self, engine: sa.Engine) -> None:
        self.engine = engine
        self._write_lock = threading.Lock() if is_sqlite(engine) else None

    @contextlib.contextmanager
    def _writing(self, conn: sa.Connection | None = None) -> Iterator[sa.Connection]:
        """One write transaction, on its own connection or on ``conn`` (a verifier's, with its reads before)."""
        lock = self._write_lock or contextlib.nullcontext()
        if conn is None:
            with lock, self.engine.begin() as own:
                yield own
            return
        if self._write_lock is not None and conn.in_transaction():
            conn.rollback()  # SQLite: a read transaction cannot always turn into a write one; start afresh
        with lock:
            if not conn.in_transaction():
                with conn.begin():
                    yield conn
                return
            try:  # PostgreSQL: the reads' transaction goes on and commits with the writes (fewer round trips)
                yield conn
            except BaseException:
                conn.rollback()
                raise
            conn.commit()

    @contextlib.contextmanager
    def _reading(self, conn: sa.Connection | None = None) -> Iterator[sa.Connection]:
        """A connection for reads: ``conn`` when given, else one from the pool for this block."""
        if conn is not None:
            yield conn
            return
        with self.engine.connect() as own:
            yield own


@contextlib.contextmanager
def _file_lock(engine: sa.Engine) -> Iterator[None]:
    """SQLite: several processes on one file migrate one after the other (a lock file beside it)."""
    lock_path = Path(str(engine.url.database) + ".migrate.lock")
    with open(lock_path, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def migrate(engine: sa.Engine) -> None:
    """Bring the schema to the newest revision; safe when several server processes start at once."""
    cfg = AlembicConfig()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    lock = _file_lock(engine) if is_sqlite(engine) else contextlib.nullcontext()
    try:
        with lock, engine.begin() as conn:
            if not is_sqlite(engine):
                # held until this transaction ends: the other processes wait, then find the schema current
                conn.execute(sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")
    except sa.exc.OperationalError as err:
        raise DatabaseError(f"Datenbank nicht erreichbar: {err.orig}") from err
    log.info("Datenbank-Schema aktuell (%s)", engine.url.render_as_string(hide_password=True))
