"""Results waiting for the Spielcenter, seeds in stock and the player's token, in the local SQLite file.

The outbox takes a ``sqlite3.Connection`` and creates its own tables when missing, so it
works with whatever database the game's store uses.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
import time
import uuid
from dataclasses import dataclass
from typing import Any

from game.result_fields import ResultFields

SCHEMA = """
CREATE TABLE IF NOT EXISTS center_outbox (
    id TEXT PRIMARY KEY,
    server TEXT NOT NULL,
    game TEXT NOT NULL,
    score INTEGER NOT NULL,
    seat INTEGER NOT NULL DEFAULT 0,
    seed_id TEXT,
    record TEXT NOT NULL,
    created_at REAL NOT NULL,
    state TEXT NOT NULL DEFAULT 'wartet',
    reason TEXT,
    attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS center_seeds (
    id TEXT PRIMARY KEY,
    server TEXT NOT NULL,
    mode TEXT NOT NULL,
    seed INTEGER NOT NULL,
    expires_at REAL NOT NULL,
    taken_at REAL
);
CREATE TABLE IF NOT EXISTS center_identity (
    server TEXT PRIMARY KEY,
    player_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    token TEXT NOT NULL,
    venue_id INTEGER
);
"""

WAITING, SENT, REFUSED = "wartet", "angenommen", "abgelehnt"


def record_key(record: dict[str, Any] | str) -> str:
    """A short digest of a round's record, the same for the store's copy and the outbox's (key order and spacing aside)."""
    data = json.loads(record) if isinstance(record, str) else record
    canonical = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True)
class Check:
    """What the Spielcenter made of a result sent from this device."""

    state: str  # WAITING, SENT (accepted) or REFUSED
    reason: str | None


@dataclass(frozen=True)
class PendingResult(ResultFields):
    """A finished round on its way to the Spielcenter (its fields and body: ``game.result_fields``)."""

    state: str
    reason: str | None


@dataclass(frozen=True)
class Identity:
    """The player's id and secret token on one server."""

    player_id: int
    name: str
    token: str
    venue_id: int | None = None
    venue_name: str | None = None  # the venue's name, for the lists screen ("Diese Halle: …")


@dataclass(frozen=True)
class StockSeed:
    """A seed the server issued, kept for a round (also one played offline)."""

    id: str
    mode: str
    seed: int


class Outbox:
    """The game's side of the Spielcenter in the local database (one server URL at a time)."""

    def __init__(self, conn: sqlite3.Connection, server: str) -> None:
        self.conn = conn
        self.server = server
        with conn:
            conn.executescript(SCHEMA)
            columns = {row[1] for row in conn.execute("PRAGMA table_info(center_outbox)")}
            if "record_key" not in columns:  # outboxes written before the lists showed each row's check
                conn.execute("ALTER TABLE center_outbox ADD COLUMN record_key TEXT")
            old = conn.execute("SELECT id, record FROM center_outbox WHERE record_key IS NULL").fetchall()
            conn.executemany("UPDATE center_outbox SET record_key = ? WHERE id = ?",
                             [(record_key(record), result_id) for result_id, record in old])
            conn.execute("CREATE INDEX IF NOT EXISTS center_outbox_record ON center_outbox (record_key)")
            if "venue_name" not in {row[1] for row in conn.execute("PRAGMA table_info(center_identity)")}:
                conn.execute("ALTER TABLE center_identity ADD COLUMN venue_name TEXT")

    # ------------------------------------------------------------------ identity
    def identity(self) -> Identity | None:
        """The player's token for this server, if registered."""
        row = self.conn.execute("SELECT player_id, name, token, venue_id, venue_name FROM center_identity"
                                " WHERE server = ?", (self.server,)).fetchone()
        return Identity(*row) if row else None

    def save_identity(self, player_id: int, name: str, token: str, venue_id: int | None = None,
                      venue_name: str | None = None) -> None:
        """Keep the token the server issued (it is never shown again) and the venue the install belongs to."""
        with self.conn:
            self.conn.execute("INSERT OR REPLACE INTO center_identity (server, player_id, name, token, venue_id,"
                              " venue_name) VALUES (?, ?, ?, ?, ?, ?)",
                              (self.server, player_id, name, token, venue_id, venue_name))

    def forget_identity(self) -> None:
        """The server no longer knows the token (its database was reset): register again."""
        with self.conn:
            self.conn.execute("DELETE FROM center_identity WHERE server = ?", (self.server,))
            self.conn.execute("DELETE FROM center_seeds WHERE server = ?", (self.server,))

    # ------------------------------------------------------------------ results
    def add(self, game: str, score: int, record: dict[str, Any], seed_id: str | None, seat: int = 0) -> PendingResult:
        """Queue a finished round with a fresh unique id (retries reuse it, so the server counts it once)."""
        result_id = uuid.uuid4().hex
        with self.conn:
            self.conn.execute(
                "INSERT INTO center_outbox (id, server, game, score, seat, seed_id, record, created_at, record_key)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (result_id, self.server, game, score, seat, seed_id,
                 json.dumps(record, ensure_ascii=False, separators=(",", ":")), time.time(), record_key(record)))
        return PendingResult(result_id, game, score, seat, seed_id, record, WAITING, None)

    def waiting(self, limit: int = 50) -> list[PendingResult]:
        """Results not yet answered by the server, oldest first."""
        rows = self.conn.execute(
            "SELECT id, game, score, seat, seed_id, record, state, reason FROM center_outbox"
            " WHERE server = ? AND state = ? ORDER BY created_at LIMIT ?", (self.server, WAITING, limit)).fetchall()
        return [PendingResult(r[0], r[1], r[2], r[3], r[4], json.loads(r[5]), r[6], r[7]) for r in rows]

    def result_for_seed(self, seed_id: str) -> PendingResult | None:
        """The result queued for the round with this server seed."""
        row = self.conn.execute(
            "SELECT id, game, score, seat, seed_id, record, state, reason FROM center_outbox"
            " WHERE server = ? AND seed_id = ? ORDER BY created_at DESC LIMIT 1", (self.server, seed_id)).fetchone()
        return PendingResult(row[0], row[1], row[2], row[3], row[4], json.loads(row[5]), row[6], row[7]) if row else None

    def waiting_count(self) -> int:
        """How many results wait for a connection."""
        return int(self.conn.execute("SELECT COUNT(*) FROM center_outbox WHERE server = ? AND state = ?",
                                     (self.server, WAITING)).fetchone()[0])

    def answered(self, result_id: str, accepted: bool, reason: str | None) -> None:
        """The server checked the result (accepted, or refused with a reason): it no longer waits."""
        with self.conn:
            self.conn.execute("UPDATE center_outbox SET state = ?, reason = ?, attempts = attempts + 1 WHERE id = ?",
                              (SENT if accepted else REFUSED, reason, result_id))

    def checks(self, keys: list[str]) -> dict[str, Check]:
        """The Spielcenter's verdict on the results with these record keys (results never sent are missing)."""
        found: dict[str, Check] = {}
        unique = sorted(set(keys))
        for start in range(0, len(unique), 500):  # SQLite's bound-parameter limit
            chunk = unique[start:start + 500]
            found.update(self._latest(f"record_key IN ({','.join('?' * len(chunk))})", chunk))
        return found

    def refused(self) -> dict[str, str]:
        """Record key -> the server's reason, for every result whose latest verdict is a refusal (as ``checks``)."""
        latest = self._latest("record_key IN (SELECT record_key FROM center_outbox WHERE server = ? AND state = ?)",
                              [self.server, REFUSED])
        return {key: check.reason or "" for key, check in latest.items() if check.state == REFUSED}

    def _latest(self, which: str, params: list[str]) -> dict[str, Check]:
        """The latest verdict per record key among this server's results that ``which`` (SQL) picks out."""
        found: dict[str, Check] = {}
        for key, state, reason in self.conn.execute(
                f"SELECT record_key, state, reason FROM center_outbox WHERE server = ? AND {which} ORDER BY created_at",
                (self.server, *params)):
            found[key] = Check(state, reason)
        return found

    def state_of(self, result_id: str) -> tuple[str, str | None] | None:
        """State and reason of one result."""
        row = self.conn.execute("SELECT state, reason FROM center_outbox WHERE id = ?", (result_id,)).fetchone()
        return (row[0], row[1]) if row else None

    # ------------------------------------------------------------------ seeds in stock
    def stock(self, mode: str, now: float | None = None) -> int:
        """Usable seeds in stock for ``mode``."""
        now = time.time() if now is None else now
        return int(self.conn.execute(
            "SELECT COUNT(*) FROM center_seeds WHERE server = ? AND mode = ? AND expires_at > ? AND taken_at IS NULL",
            (self.server, mode, now + 600)).fetchone()[0])

    def add_seeds(self, seeds: list[dict[str, Any]]) -> None:
        """Keep seeds the server issued."""
        with self.conn:
            self.conn.executemany("INSERT OR IGNORE INTO center_seeds VALUES (?, ?, ?, ?, ?, NULL)",
                                  [(s["id"], self.server, s["mode"], int(s["seed"]), float(s["expires_at"]))
                                   for s in seeds])

    def take_seed(self, mode: str, now: float | None = None) -> StockSeed | None:
        """Take the oldest usable seed for a round (it leaves the stock, its id is kept for the result), or None."""
        now = time.time() if now is None else now
        with self.conn:
            row = self.conn.execute(
                "SELECT id, mode, seed FROM center_seeds WHERE server = ? AND mode = ? AND expires_at > ?"
                " AND taken_at IS NULL ORDER BY expires_at LIMIT 1", (self.server, mode, now + 600)).fetchone()
            if row is None:
                return None
            self.conn.execute("UPDATE center_seeds SET taken_at = ? WHERE id = ?", (now, row[0]))
        return StockSeed(*row)

    def seed_id_for(self, mode: str, seed: int) -> str | None:
        """The id of a taken seed with this value (a round's record names only the value)."""
        row = self.conn.execute("SELECT id FROM center_seeds WHERE server = ? AND mode = ? AND seed = ?"
                                " AND taken_at IS NOT NULL", (self.server, mode, seed)).fetchone()
        return row[0] if row else None
