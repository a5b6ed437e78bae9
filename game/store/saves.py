"""Games in progress: several Speedsetzer games, a paused Tagesbrett and one Speedbuch endless game per profile.

A save holds the game's record (seed plus actions) as JSON; the caller writes
it again after every completed move, together with the move number the engine
reports.  Lists read the rows' kind, title, move number and day only, never the
records.  With the store's writer the writes are queued (the frame goes on) and
committed in order on the writer thread.
"""
from __future__ import annotations

import datetime
import json
import logging
import sqlite3
from concurrent.futures import Future
from dataclasses import dataclass
from enum import Enum

from game.store.db import Db, StoreError

log = logging.getLogger(__name__)


class SaveKind(Enum):
    """What a save holds."""

    SETZER = "setzer"  # a Speedsetzer Partie
    TAGESBRETT = "tagesbrett"  # today's solo Speedsetzer board, left before its last move
    BUCH_ENDLOS = "buch_endlos"


@dataclass(frozen=True)
class SaveInfo:
    """A save without its record, for lists."""

    id: int
    kind: SaveKind
    title: str
    profile_id: int | None
    created: str
    updated: str
    move_number: int | None = None  # the turn the game goes on with (1-based); None: saved before it was kept
    day: datetime.date | None = None  # the Tagesbrett's date


# every column but the record: lists never read it
_INFO_COLUMNS = "id, kind, title, profile_id, created, updated, move_number, day"


@dataclass(frozen=True)
class Save:
    """A save with its record JSON."""

    info: SaveInfo
    record_json: str


def _day(text: str | None, save_id: int) -> datetime.date | None:
    if text is None:
        return None
    try:
        return datetime.date.fromisoformat(text)
    except (TypeError, ValueError):  # a hand-edited row: that board never matches a day and makes way for a new one
        log.warning("Spielstand %s: Datum %r unlesbar", save_id, text)
        return None


def _info(row: sqlite3.Row) -> SaveInfo:
    return SaveInfo(row["id"], SaveKind(row["kind"]), row["title"], row["profile_id"], row["created"], row["updated"],
                    row["move_number"], _day(row["day"], row["id"]))


def _checked(record_json: str) -> str:
    try:
        json.loads(record_json)
    except (TypeError, ValueError):
        raise StoreError("Der Spielstand ließ sich nicht speichern: die Aufzeichnung ist unlesbar.") from None
    return record_json


class Saves:
    """Resumable games."""

    def __init__(self, db: Db) -> None:
        self._db = db

    def create_setzer_game(self, title: str, record_json: str, profile_id: int | None = None, *,
                           move_number: int = 1, day: datetime.date | None = None) -> int:
        """Store a new Speedsetzer game in progress (with ``day``: a Tagesbrett); returns its id (waits for the writer)."""
        return self._db.run(self._create_job(title, record_json, profile_id, move_number, day))  # type: ignore[return-value]

    def create_setzer_game_later(self, title: str, record_json: str, profile_id: int | None = None, *,
                                 move_number: int = 1, day: datetime.date | None = None) -> Future:
        """Like ``create_setzer_game``, but returns at once: the future holds the id once the row is written."""
        return self._db.submit(self._create_job(title, record_json, profile_id, move_number, day))

    def _create_job(self, title: str, record_json: str, profile_id: int | None, move_number: int,
                    day: datetime.date | None):
        now = self._db.now_text()
        kind = SaveKind.SETZER if day is None else SaveKind.TAGESBRETT
        row = (kind.value, profile_id, title.strip() or "Partie", now, now, _checked(record_json), move_number,
               None if day is None else day.isoformat())

        def job(conn: sqlite3.Connection) -> int:
            cursor = conn.execute(
                "INSERT INTO saves(kind, profile_id, title, created, updated, record, move_number, day)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row)
            return cursor.lastrowid  # type: ignore[return-value]
        return job

    def update(self, save_id: int, record_json: str, move_number: int | None = None) -> None:
        """Replace a save's record (and move number) after a completed move (StoreError when the row is gone;
        waits for the writer)."""
        self._db.run(self._update_job(save_id, record_json, move_number, None))

    def update_later(self, save: "int | Future", record_json: str, title: str, profile_id: int | None, *,
                     move_number: int, day: datetime.date | None = None) -> Future:
        """Queue the new record and move number of a save (its id, or the future of its id); returns at once.

        The future holds the save's id, a new one when the row was gone (removed elsewhere): the game
        is kept under a fresh row with ``title`` (and ``day`` for a Tagesbrett).
        """
        return self._db.submit(self._update_job(save, record_json, move_number, (title, profile_id, day)))

    def _update_job(self, save: "int | Future", record_json: str, move_number: int | None,
                    fallback: tuple[str, int | None, datetime.date | None] | None):
        text, now = _checked(record_json), self._db.now_text()

        def job(conn: sqlite3.Connection) -> int:
            save_id = save.result() if isinstance(save, Future) else save  # done: jobs run in order
            cursor = conn.execute(
                "UPDATE saves SET record = ?, updated = ?, move_number = coalesce(?, move_number) WHERE id = ?",
                (text, now, move_number, save_id))
            if cursor.rowcount == 1:
                return save_id
            if fallback is None:
                raise StoreError("Diesen Spielstand gibt es nicht mehr.")
            title, profile_id, day = fallback
            return self._create_job(title, text, profile_id, move_number or 1, day)(conn)
        return job

    def rename(self, save_id: int, title: str) -> None:
        """Give a saved game a new title."""
        self._db.run(lambda conn: conn.execute("UPDATE saves SET title = ? WHERE id = ?",
                                               (title.strip() or "Partie", save_id)), wait=False)

    def load(self, save_id: int) -> Save | None:
        """A save with its record, or None."""
        row = self._db.row("SELECT * FROM saves WHERE id = ?", (save_id,))
        return Save(_info(row), row["record"]) if row else None

    def list_setzer_games(self, profile_id: int | None = None) -> list[SaveInfo]:
        """The Speedsetzer Partien in progress (of one profile, or all), most recently played first (no Tagesbrett)."""
        return self._list(SaveKind.SETZER, profile_id)

    def list_tagesbretter(self, profile_id: int | None = None) -> list[SaveInfo]:
        """The paused Tagesbretter (of one profile, or all), most recently played first."""
        return self._list(SaveKind.TAGESBRETT, profile_id)

    def count_setzer_games(self, profile_id: int | None = None) -> int:
        """How many Speedsetzer Partien are in progress (of one profile, or all); reads no record."""
        if profile_id is None:
            row = self._db.row("SELECT count(*) FROM saves WHERE kind = ?", (SaveKind.SETZER.value,))
        else:
            row = self._db.row("SELECT count(*) FROM saves WHERE kind = ? AND profile_id = ?",
                               (SaveKind.SETZER.value, profile_id))
        return row[0] if row else 0

    def _list(self, kind: SaveKind, profile_id: int | None) -> list[SaveInfo]:
        if profile_id is None:
            rows = self._db.rows(
                f"SELECT {_INFO_COLUMNS} FROM saves WHERE kind = ? ORDER BY updated DESC, id DESC", (kind.value,)
            )
        else:
            rows = self._db.rows(
                f"SELECT {_INFO_COLUMNS} FROM saves WHERE kind = ? AND profile_id = ? ORDER BY updated DESC, id DESC",
                (kind.value, profile_id),
            )
        return [_info(r) for r in rows]

    def delete(self, save_id: int) -> None:
        """Remove a save (e.g. when its game has ended); queued, returns at once."""
        self.delete_later(save_id)

    def delete_later(self, save: "int | Future") -> None:
        """Queue the removal of a save given by its id or the future of its id."""
        def job(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM saves WHERE id = ?", (save.result() if isinstance(save, Future) else save,))
        self._db.run(job, wait=False)

    def save_endless(self, profile_id: int, record_json: str) -> None:
        """Store (or replace) the profile's Speedbuch endless game; queued, returns at once."""
        text, now = _checked(record_json), self._db.now_text()

        def job(conn: sqlite3.Connection) -> None:
            row = conn.execute(
                "SELECT id FROM saves WHERE kind = ? AND profile_id = ?", (SaveKind.BUCH_ENDLOS.value, profile_id)
            ).fetchone()
            if row:
                conn.execute("UPDATE saves SET record = ?, updated = ? WHERE id = ?", (text, now, row[0]))
            else:
                conn.execute(
                    "INSERT INTO saves(kind, profile_id, title, created, updated, record) VALUES (?, ?, ?, ?, ?, ?)",
                    (SaveKind.BUCH_ENDLOS.value, profile_id, "Endlos", now, now, text),
                )
        self._db.run(job, wait=False)

    def load_endless(self, profile_id: int) -> Save | None:
        """The profile's Speedbuch endless game, or None."""
        row = self._db.row(
            "SELECT * FROM saves WHERE kind = ? AND profile_id = ?", (SaveKind.BUCH_ENDLOS.value, profile_id)
        )
        return Save(_info(row), row["record"]) if row else None

    def clear_endless(self, profile_id: int) -> None:
        """Drop the profile's endless game (it ended)."""
        self._db.run(lambda conn: conn.execute("DELETE FROM saves WHERE kind = ? AND profile_id = ?",
                                               (SaveKind.BUCH_ENDLOS.value, profile_id)), wait=False)
