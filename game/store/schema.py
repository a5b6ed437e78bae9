"""The database layout: application id, schema version and the migrations that build it.

A fresh file runs every migration from version 0, so the upgrade path of old
files is exercised by every new installation too.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Callable

APPLICATION_ID = 0x53505354  # "SPST": marks the file as ours
SCHEMA_VERSION = 4

# Tables the current schema must have; a file of ours without them is broken.
REQUIRED_TABLES = frozenset(
    {"profiles", "game_results", "leaderboard", "saves", "settings", "operator_words", "raetsel_calendar", "journey",
     "finished_games"}
)


def _run(conn: sqlite3.Connection, script: str) -> None:
    # not executescript(): it would commit the migration's transaction half-way
    for statement in script.split(";"):
        if statement.strip():
            conn.execute(statement)


def _v1(conn: sqlite3.Connection) -> None:
    """Version 1: profiles, results, one leaderboard table, saves, settings, operator words."""
    _run(
        conn,
        """
        CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            is_guest INTEGER NOT NULL DEFAULT 0,
            created TEXT NOT NULL
        );
        CREATE TABLE game_results (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            game TEXT NOT NULL,
            played TEXT NOT NULL,
            won INTEGER NOT NULL,
            points INTEGER NOT NULL,
            moves INTEGER NOT NULL,
            best_move_points INTEGER NOT NULL,
            best_move_word TEXT NOT NULL,
            longest_word TEXT NOT NULL
        );
        CREATE INDEX game_results_profile ON game_results(profile_id, game);
        CREATE TABLE leaderboard (
            id INTEGER PRIMARY KEY,
            board TEXT NOT NULL,
            profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
            name TEXT NOT NULL,
            score INTEGER NOT NULL,
            day TEXT,
            played TEXT NOT NULL,
            record TEXT NOT NULL
        );
        CREATE INDEX leaderboard_board ON leaderboard(board, day, score DESC);
        CREATE TABLE saves (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            profile_id INTEGER REFERENCES profiles(id) ON DELETE CASCADE,
            updated TEXT NOT NULL,
            record TEXT NOT NULL
        );
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE operator_words (
            word TEXT PRIMARY KEY,
            list TEXT NOT NULL CHECK (list IN ('blocked', 'extra')),
            added TEXT NOT NULL
        );
        """
    )


def _v2(conn: sqlite3.Connection) -> None:
    """Version 2: Elo columns, save titles, Tagesrätsel calendar, journey stars."""
    _run(
        conn,
        """
        ALTER TABLE profiles ADD COLUMN rating INTEGER NOT NULL DEFAULT 1200;
        ALTER TABLE profiles ADD COLUMN rated_games INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE profiles ADD COLUMN peak_rating INTEGER NOT NULL DEFAULT 1200;
        ALTER TABLE saves ADD COLUMN title TEXT NOT NULL DEFAULT '';
        ALTER TABLE saves ADD COLUMN created TEXT NOT NULL DEFAULT '';
        UPDATE saves SET created = updated;
        UPDATE saves SET title = 'Partie ' || id WHERE kind = 'setzer';
        CREATE TABLE raetsel_calendar (
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            PRIMARY KEY (profile_id, day)
        );
        CREATE TABLE journey (
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            level INTEGER NOT NULL,
            stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 3),
            PRIMARY KEY (profile_id, level)
        );
        """
    )
    # v1 kept one idle time; v2 splits it into the return to the title and the attract delay
    row = conn.execute("SELECT value FROM settings WHERE key = 'idle_seconds'").fetchone()
    if row is not None:
        conn.execute("INSERT OR REPLACE INTO settings(key, value) VALUES ('idle_to_title_s', ?)", (row[0],))
        conn.execute("DELETE FROM settings WHERE key = 'idle_seconds'")


def _v3(conn: sqlite3.Connection) -> None:
    """Version 3: signed leaderboard rows (HMAC, key in the operator file); finished games, each entered once."""
    _run(conn, """
        ALTER TABLE leaderboard ADD COLUMN sig TEXT;
        CREATE TABLE finished_games (game_key TEXT PRIMARY KEY, entered TEXT NOT NULL)
        """)


def _v4(conn: sqlite3.Connection) -> None:
    """Version 4: the Tagesbrett is its own kind of save; a save row carries its move number and day.

    A paused Tagesbrett used to be a 'setzer' save told apart by the date in its record: such rows are
    re-tagged, so players' paused boards survive the update.  Their move number is unknown (NULL) until the
    board's next move is saved; only the engine counts turns.
    """
    _run(conn, """
        ALTER TABLE saves ADD COLUMN move_number INTEGER;
        ALTER TABLE saves ADD COLUMN day TEXT;
        UPDATE saves SET kind = 'tagesbrett', day = json_extract(record, '$.date')
            WHERE kind = 'setzer'
              AND CASE WHEN json_valid(record) THEN json_type(record, '$.date') = 'text' ELSE 0 END;
        CREATE INDEX saves_profile_kind ON saves(profile_id, kind, updated)
        """)


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1, 2: _v2, 3: _v3, 4: _v4}


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring an open database up to ``target`` inside one transaction; returns the old version."""
    old = conn.execute("PRAGMA user_version").fetchone()[0]
    if old >= target:
        return old
    conn.execute("BEGIN IMMEDIATE")
    try:
        if old == 0:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        for version in range(old + 1, target + 1):
            MIGRATIONS[version](conn)
            conn.execute(f"PRAGMA user_version = {version}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return old


def table_names(conn: sqlite3.Connection) -> set[str]:
    """Names of the tables in the file."""
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
