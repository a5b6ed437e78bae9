"""Games in progress: several Speedsetzer games and one Speedbuch endless game per profile.

A save holds the game's record (seed plus actions) as JSON; the caller writes
it again after every completed move, and each write is committed at once.
"""
from __future__ import annotations

import json
import sqlite3
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
        """Store a new Speedsetzer game in progress; returns its id."""
        now = self._db.now_text()
        with self._db.write() as conn:
            cursor = conn.execute(
                "INSERT INTO saves(kind, profile_id, title, created, updated, record) VALUES (?, ?, ?, ?, ?, ?)",
                (SaveKind.SETZER.value, profile_id, title.strip() or "Partie", now, now, _checked(record_json)),
            )
        return cursor.lastrowid  # type: ignore[return-value]

    def update(self, save_id: int, record_json: str) -> None:
        """Replace a save's record after a completed move (committed before returning)."""
        with self._db.write() as conn:
            cursor = conn.execute(
                "UPDATE saves SET record = ?, updated = ? WHERE id = ?",
                (_checked(record_json), self._db.now_text(), save_id),
            )
            if cursor.rowcount != 1:
                raise StoreError("Diesen Spielstand gibt es nicht mehr.")

    def rename(self, save_id: int, title: str) -> None:
        """Give a saved game a new title."""
        with self._db.write() as conn:
            conn.execute("UPDATE saves SET title = ? WHERE id = ?", (title.strip() or "Partie", save_id))

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
        """Remove a save (e.g. when its game has ended)."""
        with self._db.write() as conn:
            conn.execute("DELETE FROM saves WHERE id = ?", (save_id,))

    def save_endless(self, profile_id: int, record_json: str) -> int:
        """Store (or replace) the profile's Speedbuch endless game; returns the save id."""
        now = self._db.now_text()
        with self._db.write() as conn:
            row = conn.execute(
                "SELECT id FROM saves WHERE kind = ? AND profile_id = ?", (SaveKind.BUCH_ENDLOS.value, profile_id)
            ).fetchone()
            if row:
                conn.execute("UPDATE saves SET record = ?, updated = ? WHERE id = ?", (_checked(record_json), now, row[0]))
                return row[0]
            cursor = conn.execute(
                "INSERT INTO saves(kind, profile_id, title, created, updated, record) VALUES (?, ?, ?, ?, ?, ?)",
                (SaveKind.BUCH_ENDLOS.value, profile_id, "Endlos", now, now, _checked(record_json)),
            )
            return cursor.lastrowid  # type: ignore[return-value]

    def load_endless(self, profile_id: int) -> Save | None:
        """The profile's Speedbuch endless game, or None."""
        row = self._db.row(
            "SELECT * FROM saves WHERE kind = ? AND profile_id = ?", (SaveKind.BUCH_ENDLOS.value, profile_id)
        )
        return Save(_info(row), row["record"]) if row else None

    def clear_endless(self, profile_id: int) -> None:
        """Drop the profile's endless game (it ended)."""
        with self._db.write() as conn:
            conn.execute("DELETE FROM saves WHERE kind = ? AND profile_id = ?", (SaveKind.BUCH_ENDLOS.value, profile_id))
