"""Games in progress: several Speedsetzer games and one Speedbuch endless game per profile.

A save holds the game's record (seed plus actions) as JSON; the caller writes
it again after every completed move.  With the store's writer the writes are
queued (the frame goes on) and committed in order on the writer thread.
"""
from __future__ import annotations

import json
import sqlite3
from concurrent.futures import Future
from dataclasses import dataclass
from enum import Enum

from game.store.db import Db, StoreError


class SaveKind(Enum):
    """What a save holds."""

    SETZER = "setzer"
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


@dataclass(frozen=True)
class Save:
    """A save with its record JSON."""

    info: SaveInfo
    record_json: str


def _info(row: sqlite3.Row) -> SaveInfo:
    return SaveInfo(row["id"], SaveKind(row["kind"]), row["title"], row["profile_id"], row["created"], row["updated"])


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

    def create_setzer_game(self, title: str, record_json: str, profile_id: int | None = None) -> int:
        """Store a new Speedsetzer game in progress; returns its id (waits for the writer)."""
        return self._db.run(self._create_job(title, record_json, profile_id))  # type: ignore[return-value]

    def create_setzer_game_later(self, title: str, record_json: str, profile_id: int | None = None) -> Future:
        """Like ``create_setzer_game``, but returns at once: the future holds the id once the row is written."""
        return self._db.submit(self._create_job(title, record_json, profile_id))

    def _create_job(self, title: str, record_json: str, profile_id: int | None):
        now = self._db.now_text()
        row = (SaveKind.SETZER.value, profile_id, title.strip() or "Partie", now, now, _checked(record_json))

        def job(conn: sqlite3.Connection) -> int:
            cursor = conn.execute(
                "INSERT INTO saves(kind, profile_id, title, created, updated, record) VALUES (?, ?, ?, ?, ?, ?)", row)
            return cursor.lastrowid  # type: ignore[return-value]
        return job

    def update(self, save_id: int, record_json: str) -> None:
        """Replace a save's record after a completed move (StoreError when the row is gone; waits for the writer)."""
        self._db.run(self._update_job(save_id, record_json, None))

    def update_later(self, save: "int | Future", record_json: str, title: str, profile_id: int | None) -> Future:
        """Queue the new record of a save (its id, or the future of its id); returns at once.

        The future holds the save's id, a new one when the row was gone (removed elsewhere): the game
        is kept under a fresh row with ``title``.
        """
        return self._db.submit(self._update_job(save, record_json, (title, profile_id)))

    def _update_job(self, save: "int | Future", record_json: str, fallback: tuple[str, int | None] | None):
        text, now = _checked(record_json), self._db.now_text()

        def job(conn: sqlite3.Connection) -> int:
            save_id = save.result() if isinstance(save, Future) else save  # done: jobs run in order
            cursor = conn.execute("UPDATE saves SET record = ?, updated = ? WHERE id = ?", (text, now, save_id))
            if cursor.rowcount == 1:
                return save_id
            if fallback is None:
                raise StoreError("Diesen Spielstand gibt es nicht mehr.")
            return self._create_job(fallback[0], text, fallback[1])(conn)
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
        """The Speedsetzer games in progress (of one profile, or all), most recently played first."""
        if profile_id is None:
            rows = self._db.rows(
                "SELECT * FROM saves WHERE kind = ? ORDER BY updated DESC, id DESC", (SaveKind.SETZER.value,)
            )
        else:
            rows = self._db.rows(
                "SELECT * FROM saves WHERE kind = ? AND profile_id = ? ORDER BY updated DESC, id DESC",
                (SaveKind.SETZER.value, profile_id),
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
