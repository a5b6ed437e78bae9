"""Opening the store file: fresh, corrupt, foreign, incomplete, newer schema, migration from v1."""
import json
import sqlite3

import pytest

from game.store import Store, StoreError
from game.store.schema import APPLICATION_ID, SCHEMA_VERSION, migrate


def _pragma(path, name):
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


def test_fresh_file_has_schema_wal_and_guest(tmp_path, clock):
    path = tmp_path / "neu" / "spielstand.sqlite3"
    store, notice = Store.open(path, clock=clock)
    assert notice is None and not store.read_only
    assert [p.name for p in store.profiles.all()] == ["Gast"]
    assert store._db.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store._db.conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    store.close()
    assert _pragma(path, "user_version") == SCHEMA_VERSION
    assert _pragma(path, "application_id") == APPLICATION_ID
    again, notice = Store.open(path, clock=clock)
    assert notice is None and len(again.profiles.all()) == 1
    again.close()


def test_garbage_file_is_moved_aside_not_deleted(tmp_path, clock):
    path = tmp_path / "spielstand.sqlite3"
    path.write_bytes(b"Dies ist kein Spielstand.\n" * 100)
    store, notice = Store.open(path, clock=clock)
    aside = tmp_path / "spielstand.sqlite3.defekt-20260314-100000"
    assert notice == (
        "Die Spielstand-Datei war beschädigt (keine Datenbank). Sie wurde unter dem Namen "
        "„spielstand.sqlite3.defekt-20260314-100000“ aufbewahrt, und das Spiel beginnt mit einem neuen, leeren Spielstand."
    )
    assert aside.read_bytes() == b"Dies ist kein Spielstand.\n" * 100
    store.profiles.create("Ida")
    store.close()
    # a second broken file in the same second gets its own name
    path.write_bytes(b"\x00" * 10)
    Store.open(path, clock=clock)[0].close()
    assert (tmp_path / "spielstand.sqlite3.defekt-20260314-100000-2").exists()


def test_damaged_sqlite_file_is_moved_aside(tmp_path, clock):
    path = tmp_path / "spielstand.sqlite3"
    store, _ = Store.open(path, clock=clock)
    for n in range(200):
        store.profiles.create(f"Spieler {n}")
    store.close()
    data = bytearray(path.read_bytes())
    data[100:] = b"\xff" * (len(data) - 100)  # keep the header, wreck every page
    path.write_bytes(bytes(data))
    store, notice = Store.open(path, clock=clock)
    assert notice.startswith("Die Spielstand-Datei war beschädigt.")
    assert [p.name for p in store.profiles.all()] == ["Gast"]
    assert (tmp_path / "spielstand.sqlite3.defekt-20260314-100000").read_bytes() == bytes(data)
    store.close()


def test_foreign_sqlite_file_is_moved_aside(tmp_path, clock):
    path = tmp_path / "spielstand.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE rezepte (name TEXT)")
    conn.execute("INSERT INTO rezepte VALUES ('Kartoffelsuppe')")
    conn.commit()
    conn.close()
    store, notice = Store.open(path, clock=clock)
    assert "gehört nicht zu diesem Spiel" in notice and "spielstand.sqlite3.fremd-20260314-100000" in notice
    moved = sqlite3.connect(tmp_path / "spielstand.sqlite3.fremd-20260314-100000")
    assert moved.execute("SELECT name FROM rezepte").fetchall() == [("Kartoffelsuppe",)]
    moved.close()
    store.close()


def test_file_of_ours_with_missing_tables_is_moved_aside(tmp_path, clock):
    path = tmp_path / "spielstand.sqlite3"
    Store.open(path, clock=clock)[0].close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE journey")
    conn.commit()
    conn.close()
    store, notice = Store.open(path, clock=clock)
    assert "unvollständig" in notice
    assert store.boards.journey(1).next_level == 1
    store.close()


def test_newer_schema_is_read_only_with_a_german_message(tmp_path, clock):
    path = tmp_path / "spielstand.sqlite3"
    store, _ = Store.open(path, clock=clock)
    store.profiles.create("Ida")
    store.settings.set_sound_enabled(False)
    store.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 7")
    conn.commit()
    conn.close()
    before = path.read_bytes()

    store, notice = Store.open(path, clock=clock)
    assert store.read_only
    assert "neueren Version" in notice and "Schema 7" in notice and "nur gelesen" in notice
    assert [p.name for p in store.profiles.all()] == ["Gast", "Ida"]  # still readable
    assert store.settings.sound_enabled() is False
    with pytest.raises(StoreError, match="neueren Version des Spiels"):
        store.settings.set_sound_enabled(True)
    with pytest.raises(StoreError):
        store.saves.create_setzer_game("x", "{}")
    store.close()
    assert _pragma(path, "user_version") == 7
    assert not list(tmp_path.glob("*.defekt-*")) and not list(tmp_path.glob("*.fremd-*"))
    assert path.read_bytes() == before


def _write_v1_file(path):
    """A file as version 1 of the game left it."""
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=1)
    conn.execute("INSERT INTO profiles(name, is_guest, created) VALUES ('Gast', 1, '2025-01-01T10:00:00')")
    conn.execute("INSERT INTO profiles(name, is_guest, created) VALUES ('Anna', 0, '2025-01-02T10:00:00')")
    conn.execute(
        "INSERT INTO saves(kind, profile_id, updated, record) VALUES ('setzer', 2, '2025-02-01T18:00:00', ?)",
        (json.dumps({"seed": 5, "actions": [{"pass": True}]}),),
    )
    conn.execute("INSERT INTO settings(key, value) VALUES ('idle_seconds', '120')")
    conn.execute("INSERT INTO settings(key, value) VALUES ('sound', 'false')")
    conn.execute(
        "INSERT INTO game_results(profile_id, game, played, won, points, moves, best_move_points, best_move_word,"
        " longest_word) VALUES (2, 'setzer', '2025-02-01', 1, 310, 12, 64, 'QUARZ', 'STRASSE')"
    )
    conn.execute(
        "INSERT INTO leaderboard(board, profile_id, name, score, day, played, record)"
        " VALUES ('setzer', 2, 'Anna', 133, NULL, '2025-02-01T19:00:00', '{}')"
    )
    conn.close()


def test_migration_from_v1_keeps_data_and_leaves_a_backup(tmp_path, clock):
    path = tmp_path / "spielstand.sqlite3"
    _write_v1_file(path)
    assert _pragma(path, "user_version") == 1
    store, notice = Store.open(path, clock=clock)
    assert notice is None and not store.read_only
    anna = store.profiles.by_name("anna")
    assert (anna.name, anna.rating, anna.rated_games, anna.peak_rating) == ("Anna", 1200, 0, 1200)
    [info] = store.saves.list_setzer_games()
    assert (info.title, info.created, info.updated) == ("Partie 1", "2025-02-01T18:00:00", "2025-02-01T18:00:00")
    assert json.loads(store.saves.load(info.id).record_json) == {"seed": 5, "actions": [{"pass": True}]}
    assert store.settings.idle_times().idle_to_title_s == 120.0
    assert store.settings.get("idle_seconds") is None
    assert store.settings.sound_enabled() is False
    assert store.profiles.stats(anna.id, store_kind("setzer")).best_move_word == "QUARZ"
    assert store.boards.calendar(anna.id).days == frozenset()
    store.close()
    assert _pragma(path, "user_version") == SCHEMA_VERSION
    backup = tmp_path / "spielstand.sqlite3.v1-sicherung-20260314-100000"
    assert _pragma(backup, "user_version") == 1


def store_kind(value):
    from game.store import GameKind

    return GameKind(value)


def test_open_default_uses_the_data_dir_and_survives_an_unusable_one(tmp_path, clock):
    store, notice = Store.open_default(tmp_path / "daten", clock=clock)
    assert notice is None and store.path == tmp_path / "daten" / "spielstand.sqlite3"
    store.close()
    blocker = tmp_path / "datei"
    blocker.write_text("kein Ordner")
    store, notice = Store.open_default(blocker / "unter", clock=clock)
    assert store.path is None and "gehen beim Beenden verloren" in notice
    store.profiles.create("Ida")  # still playable, in memory
    assert [p.name for p in store.profiles.all()] == ["Gast", "Ida"]


def test_migration_to_v4_tags_dated_setzer_saves_as_tagesbrett(tmp_path, clock):
    from datetime import date

    from game.store import SaveKind

    path = tmp_path / "spielstand.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=3)
    conn.execute("INSERT INTO profiles(name, is_guest, created) VALUES ('Gast', 1, '2026-01-01T10:00:00')")
    for kind, title, record in (("setzer", "Brett", '{"date": "2026-03-14", "actions": []}'),
                                ("setzer", "Partie", '{"seed": 5, "actions": []}'),
                                ("setzer", "Seltsam", '{"date": 5}'),
                                ("setzer", "Kaputt", "{nicht json"),
                                ("buch_endlos", "Endlos", '{"date": "2026-03-14"}')):
        conn.execute("INSERT INTO saves(kind, profile_id, title, created, updated, record)"
                     " VALUES (?, 1, ?, '2026-03-14T09:00:00', '2026-03-14T09:00:00', ?)", (kind, title, record))
    conn.close()
    store, notice = Store.open(path, clock=clock)
    assert notice is None
    [board] = store.saves.list_tagesbretter(1)
    assert (board.title, board.kind, board.day, board.move_number) == ("Brett", SaveKind.TAGESBRETT, date(2026, 3, 14), None)
    assert sorted(i.title for i in store.saves.list_setzer_games(1)) == ["Kaputt", "Partie", "Seltsam"]
    assert store.saves.count_setzer_games(1) == 3
    assert store.saves.load_endless(1).info.kind is SaveKind.BUCH_ENDLOS
    store.close()
