"""Issue 14, data: rows changed in the file by hand are neither shown nor exported; CSV names are not formulas."""
from __future__ import annotations

import csv
import sqlite3

from game.store import Board, Store


def _open(tmp_path):
    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    return store


def test_a_raised_score_and_a_forged_row_are_not_shown_or_exported(tmp_path):
    store = _open(tmp_path)
    ida = store.profiles.create("Ida").id
    store.boards.submit_buch_3min_result('{"s": 1}', 700, lambda r: 700, profile_id=ida)
    store.boards.submit_buch_3min_result('{"s": 2}', 300, lambda r: 300, profile_id=store.profiles.guest().id,
                                         name="Bo")
    store.close()
    conn = sqlite3.connect(tmp_path / "spielstand.sqlite3")  # someone edits the file by hand
    conn.execute("UPDATE leaderboard SET score = 99999 WHERE name = 'Bo'")
    conn.execute("INSERT INTO leaderboard(board, profile_id, name, score, day, played, record) "
                 "VALUES ('buch_3min', NULL, 'Mallory', 50000, NULL, '2026-12-01T10:00:00', '{}')")
    conn.commit()
    conn.close()
    store = _open(tmp_path)
    try:
        assert [(e.name, e.score) for e in store.boards.top(Board.BUCH_3MIN)] == [("Ida", 700)]
        out = tmp_path / "liste.csv"
        assert store.boards.export_csv(Board.BUCH_3MIN, out) == 1
        assert "Mallory" not in out.read_text(encoding="utf-8-sig") and "99999" not in out.read_text(encoding="utf-8-sig")
    finally:
        store.close()


def test_a_name_that_looks_like_a_formula_is_text_in_the_csv(tmp_path):
    store = _open(tmp_path)
    try:
        guest = store.profiles.guest().id
        store.boards.submit_buch_3min_result('{"s": 1}', 70, lambda r: 70, profile_id=guest,
                                             name='=HYPERLINK("http://x","klick")')
        store.boards.submit_buch_3min_result('{"s": 2}', 60, lambda r: 60, profile_id=guest, name="+1")
        out = tmp_path / "liste.csv"
        store.boards.export_csv(Board.BUCH_3MIN, out)
        rows = list(csv.reader(out.open(encoding="utf-8-sig"), delimiter=";"))[1:]
        assert rows[0][1].startswith("'=HYPERLINK(") and rows[1][1] == "'+1"  # (names are cut to 24 letters)
    finally:
        store.close()


def test_rows_from_before_signatures_stay_visible_after_the_upgrade(tmp_path):
    store = _open(tmp_path)
    guest = store.profiles.guest().id
    store.boards.submit_buch_3min_result('{"s": 1}', 70, lambda r: 70, profile_id=guest, name="Alt")
    store.close()
    conn = sqlite3.connect(tmp_path / "spielstand.sqlite3")  # as written by schema 2: no signature
    conn.execute("UPDATE leaderboard SET sig = NULL")
    conn.commit()
    conn.close()
    (tmp_path / "betrieb.json").unlink()  # a fresh operator file: the old rows are signed once
    store = _open(tmp_path)
    try:
        assert [e.name for e in store.boards.top(Board.BUCH_3MIN)] == ["Alt"]
    finally:
        store.close()
