"""Leaderboards, the Tagesrätsel calendar and journey stars.

Every result enters through a ``submit_*`` method that first replays the
record with a verifier passed in by the caller (the store imports no engine),
e.g. ``verify=lambda record: setzer_replay_points(record, seat=0)``. A record
that does not replay to the claimed score is refused, logged, and the reason
returned.
"""
from __future__ import annotations

import csv
import hashlib
import hmac
import json
import logging
import numbers
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, timedelta
from enum import Enum
from pathlib import Path

from game.store.db import Db
from game.store.profiles import MAX_NAME_LENGTH

log = logging.getLogger(__name__)

JOURNEY_LEVELS = 40

Verifier = Callable[[str], int]
# what a verifier raises for a record that does not replay (the engines' RecordError is a ValueError)
REPLAY_ERRORS = (ValueError, KeyError, TypeError, IndexError)
#: SQL condition: the row's signature matches (``row_ok`` is registered on the connection by ``RowSigner``)
ROW_OK = "row_ok(l.board, l.profile_id, l.name, l.score, l.day, l.played, l.record, l.sig)"
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_text(value: str) -> str:
    """A name for a spreadsheet: text that would start a formula (``=HYPERLINK(...)``) gets a leading apostrophe."""
    return "'" + value if value.startswith(_FORMULA_START) else value


def typed_name(name: str | None) -> str:
    """A name typed for one result, single-spaced and at most ``MAX_NAME_LENGTH`` long; a cut name ends in "…"."""
    typed = " ".join((name or "").split())
    return typed if len(typed) <= MAX_NAME_LENGTH else typed[:MAX_NAME_LENGTH - 1].rstrip() + "…"


class RowSigner:
    """Signs leaderboard rows when they are written and checks them on every read (HMAC-SHA256).

    A row raised or forged in the file by hand fails the check and is neither shown nor exported.
    """

    def __init__(self, key: bytes) -> None:
        self._key = key

    def sign(self, board: str, profile_id: int | None, name: str, score: int, day: str | None, played: str,
             record: str) -> str:
        """The signature of one row (not of its profile id, which a deleted profile sets to NULL)."""
        text = json.dumps([board, name, score, day, played, record], ensure_ascii=False)
        return hmac.new(self._key, text.encode("utf-8"), hashlib.sha256).hexdigest()

    def check(self, board, profile_id, name, score, day, played, record, sig) -> bool:
        """True when ``sig`` belongs to the row (the SQL function ``row_ok``)."""
        if not isinstance(sig, str) or not isinstance(score, int):
            return False
        return hmac.compare_digest(self.sign(board, profile_id, name, score, day, played, record), sig)

    def install(self, conn: sqlite3.Connection) -> None:
        """Register ``row_ok`` on the connection."""
        conn.create_function("row_ok", 8, self.check, deterministic=True)

    def sign_unsigned(self, conn: sqlite3.Connection) -> int:
        """Sign the rows written before signatures existed (once, when the file is upgraded)."""
        rows = conn.execute(
            "SELECT id, board, profile_id, name, score, day, played, record FROM leaderboard WHERE sig IS NULL"
        ).fetchall()
        for r in rows:
            conn.execute("UPDATE leaderboard SET sig = ? WHERE id = ?", (self.sign(*tuple(r)[1:]), r[0]))
        return len(rows)


class Board(Enum):
    """The leaderboards."""

    SETZER = "setzer"  # Speedsetzer Bestenliste: sum of leaderboard points per player
    TAGESBRETT = "tagesbrett"  # daily list: best score of the day per player
    BUCH_3MIN = "buch_3min"  # Speedbuch 3 Minuten: best round per player
    BUCH_ENDLOS = "buch_endlos"  # Endlos-Rekorde: the best games (each game its own entry)
    BUCH_RAETSEL = "buch_raetsel"  # Tagesrätsel daily list: best round of the day per player


BOARD_TITLES: dict[Board, str] = {
    Board.SETZER: "Speedsetzer-Bestenliste",
    Board.TAGESBRETT: "Tagesbrett",
    Board.BUCH_3MIN: "Speedbuch 3 Minuten",
    Board.BUCH_ENDLOS: "Endlos-Rekorde",
    Board.BUCH_RAETSEL: "Tagesrätsel",
}
DAILY_BOARDS = frozenset({Board.TAGESBRETT, Board.BUCH_RAETSEL})


@dataclass(frozen=True)
class BoardEntry:
    """One line of a leaderboard (``games``: how many results the line sums up)."""

    rank: int | None  # None: the line is made of results that do not count (``top(refused=...)``)
    name: str
    score: int
    profile_id: int | None
    day: str | None
    played: str
    games: int = 1
    records: tuple[str, ...] = ()  # with ``top(with_records=True)``: the records behind the line (JSON text)

    @property
    def counts(self) -> bool:
        """The line holds a place in the list (its results were not refused)."""
        return self.rank is not None


@dataclass(frozen=True)
class SubmitOutcome:
    """Whether a result was accepted; ``reason`` is a German message when refused."""

    accepted: bool
    reason: str | None = None
    entry_id: int | None = None


@dataclass(frozen=True)
class CalendarInfo:
    """Tagesrätsel bookmarks: the days the word of the day was found, and the streaks."""

    days: frozenset[date]
    current_streak: int
    best_streak: int


@dataclass(frozen=True)
class JourneyProgress:
    """Best stars per journey level and which levels are open."""

    stars: dict[int, int]
    next_level: int  # the first open level without stars (JOURNEY_LEVELS + 1 when all are done)

    @property
    def total_stars(self) -> int:
        """All stars collected."""
        return sum(self.stars.values())

    def is_unlocked(self, level: int) -> bool:
        """Level 1 is always open; every other opens once its predecessor has stars."""
        return level == 1 or (level - 1) in self.stars


def streaks(days: Iterable[date], today: date) -> tuple[int, int]:
    """(current, best) runs of consecutive days; the current run may end today or yesterday."""
    found = set(days)
    best = 0
    for day in found:
        if day - timedelta(days=1) in found:
            continue  # not the start of a run
        length = 1
        while day + timedelta(days=length) in found:
            length += 1
        best = max(best, length)
    end = today if today in found else today - timedelta(days=1)
    current = 0
    while end - timedelta(days=current) in found:
        current += 1
    return current, best


def _next_level(stars: dict[int, int]) -> int:
    level = 1
    while level in stars:
        level += 1
    return level


class Boards:
    """Leaderboards, calendar and journey."""

    def __init__(self, db: Db, signer: RowSigner | None = None) -> None:
        self._db = db
        self.signer = signer if signer is not None else RowSigner(b"ohne-schluessel")
        self.signer.install(db.conn)

    # --- submitting -------------------------------------------------------------------------
    def submit_setzer_result(
        self, record_json: str, claimed_points: int, verify: Verifier, *, profile_id: int, name: str | None = None
    ) -> SubmitOutcome:
        """Speedsetzer Bestenliste: leaderboard points of one seat (a third of the game points + place bonus)."""
        return self._submit(Board.SETZER, record_json, claimed_points, verify, profile_id, None, name)

    def submit_tagesbrett_result(
        self, record_json: str, claimed_score: int, verify: Verifier, *, profile_id: int, day: date,
        name: str | None = None,
    ) -> SubmitOutcome:
        """Tagesbrett daily list for ``day``."""
        return self._submit(Board.TAGESBRETT, record_json, claimed_score, verify, profile_id, day, name)

    def submit_buch_3min_result(
        self, record_json: str, claimed_score: int, verify: Verifier, *, profile_id: int, name: str | None = None
    ) -> SubmitOutcome:
        """Speedbuch 3 Minuten."""
        return self._submit(Board.BUCH_3MIN, record_json, claimed_score, verify, profile_id, None, name)

    def submit_endlos_result(
        self, record_json: str, claimed_score: int, verify: Verifier, *, profile_id: int, name: str | None = None
    ) -> SubmitOutcome:
        """Endlos-Rekorde."""
        return self._submit(Board.BUCH_ENDLOS, record_json, claimed_score, verify, profile_id, None, name)

    def submit_raetsel_result(
        self, record_json: str, claimed_score: int, verify: Verifier, *, profile_id: int, day: date,
        word_found: bool, verify_found: Callable[[str], bool], name: str | None = None,
        play_key: Callable[[str], str | None] | None = None,
    ) -> SubmitOutcome:
        """Tagesrätsel daily list, plus the calendar bookmark when the word of the day was found.

        The list shows a player's best round of the day (``top``). A round that ``play_key`` finds
        already entered for this profile and day (the same play replayed) is refused: one entry.
        Only the day's first round can set the bookmark: every finished round reveals the word.
        """
        earlier = [r["record"] for r in self._db.rows(
            "SELECT record FROM leaderboard WHERE board = ? AND profile_id = ? AND day = ?",
            (Board.BUCH_RAETSEL.value, profile_id, day.isoformat()))]
        if play_key is not None:
            key = play_key(record_json)
            if key is not None and any(play_key(text) == key for text in earlier):
                return self._refuse(Board.BUCH_RAETSEL, "Diese Runde steht schon in der Tagesliste – "
                                                        "eine nachgespielte Runde zählt nur einmal.")
        word_found = word_found and not earlier
        if word_found:
            try:
                found = verify_found(record_json)
            except REPLAY_ERRORS as exc:  # the verifier's own reason for a broken record
                return self._refuse(Board.BUCH_RAETSEL, f"Die Partie lässt sich nicht nachspielen: {exc}")
            if found is not True:
                return self._refuse(
                    Board.BUCH_RAETSEL, "Nachgespielt wurde das Tageswort nicht gefunden: das Ergebnis wird nicht eingetragen."
                )

        def bookmark(conn: sqlite3.Connection) -> None:
            if word_found:  # in the same transaction as the list entry
                conn.execute(
                    "INSERT OR IGNORE INTO raetsel_calendar(profile_id, day) VALUES (?, ?)",
                    (profile_id, day.isoformat()),
                )

        return self._submit(Board.BUCH_RAETSEL, record_json, claimed_score, verify, profile_id, day, name, bookmark)

    def submit_journey_result(
        self, record_json: str, claimed_stars: int, verify: Verifier, *, profile_id: int, level: int
    ) -> SubmitOutcome:
        """Journey: keep the best stars (1-3) of a won level; ``verify`` replays the record to stars."""
        if not 1 <= level <= JOURNEY_LEVELS or not 1 <= claimed_stars <= 3:
            return self._refuse(None, f"Level {level} mit {claimed_stars} Sternen gibt es nicht.")
        reason = self._check(record_json, lambda: verify(record_json), claimed_stars, "Sternzahl")
        if reason:
            return self._refuse(None, reason)
        self._db.run(lambda conn: conn.execute(
            "INSERT INTO journey(profile_id, level, stars) VALUES (?, ?, ?) ON CONFLICT(profile_id, level)"
            " DO UPDATE SET stars = MAX(stars, excluded.stars)",
            (profile_id, level, claimed_stars),
        ))
        return SubmitOutcome(True)

    # --- reading ----------------------------------------------------------------------------
    def top(self, board: Board, *, day: date | None = None, limit: int | None = 10,
            with_records: bool = False, refused: Callable[[str], bool] | None = None) -> list[BoardEntry]:
        """The leaderboard, best first; daily boards need ``day``. Equal scores share a rank.

        ``with_records``: each entry carries the records it is made of (the lists screen asks the
        Spielcenter's outbox whether they were checked). ``refused``: a test on a record's text for
        results refused elsewhere (by the Spielcenter). They do not count: a player's lines are made of
        the results that count, ranked; refused results follow after all of them in lines of their own
        (rank None, at most ``limit`` of them), so they neither take a place nor push others down.
        """
        if board in DAILY_BOARDS and day is None:
            raise ValueError(f"{board} is a daily list: pass the day")
        lines, params = "l.board = ?", [board.value]
        if board in DAILY_BOARDS:
            lines += " AND l.day = ?"
            params.append(day.isoformat())  # type: ignore[union-attr]
        out = self._refused_ids(lines, params, refused) if refused is not None else []  # signatures: checked below
        where = f"{lines} AND {ROW_OK}"
        # 1 for a result that counts, 0 for a refused one (the ids are integers from the database)
        counted = f"(l.id NOT IN ({','.join(str(i) for i in out)}))" if out else "1"
        # a profile's line shows its current name; guests and deleted profiles group by the stored name
        player = "CASE WHEN p.id IS NULL OR p.is_guest THEN 'n:' || l.name ELSE 'p:' || p.id END"
        lines_of = f"{player}, {counted}" if out else player  # a player's refused results: a line of their own
        shown = "CASE WHEN p.id IS NULL OR p.is_guest THEN l.name ELSE p.name END"
        if board is Board.SETZER:
            sql = (
                f"SELECT {shown} AS name, SUM(l.score) AS score, MAX(l.profile_id) AS profile_id, NULL AS day,"
                f" MAX(l.played) AS played, COUNT(*) AS games,"
                f" {'GROUP_CONCAT(l.record, char(30))' if with_records else 'NULL'} AS records, {counted} AS counted"
                f" FROM leaderboard l LEFT JOIN profiles p ON p.id = l.profile_id WHERE {where}"
                f" GROUP BY {lines_of} ORDER BY counted DESC, score DESC, MIN(l.played)"
            )
        elif board is Board.BUCH_ENDLOS:
            sql = (
                f"SELECT {shown} AS name, l.score, l.profile_id, l.day, l.played, 1 AS games,"
                f" {'l.record' if with_records else 'NULL'} AS records, {counted} AS counted FROM leaderboard l"
                f" LEFT JOIN profiles p ON p.id = l.profile_id WHERE {where}"
                f" ORDER BY counted DESC, l.score DESC, l.played, l.id"
            )
        else:
            sql = (
                f"SELECT name, score, profile_id, day, played, 1 AS games, records, counted FROM (SELECT {shown} AS name,"
                f" l.score, l.profile_id, l.day, l.played, l.id, {'l.record' if with_records else 'NULL'} AS records,"
                f" {counted} AS counted, ROW_NUMBER() OVER (PARTITION BY {lines_of}"
                f" ORDER BY l.score DESC, l.played, l.id) AS nth FROM leaderboard l LEFT JOIN profiles p"
                f" ON p.id = l.profile_id WHERE {where}) WHERE nth = 1 ORDER BY counted DESC, score DESC, played, id"
            )
        if limit is not None and not out:
            sql += f" LIMIT {int(limit)}"
        entries: list[BoardEntry] = []
        others: list[BoardEntry] = []
        for row in self._db.rows(sql, params):
            records = tuple(row["records"].split("\x1e")) if row["records"] else ()
            rank: int | None = None
            if row["counted"]:
                tied = entries and entries[-1].score == row["score"]
                rank = entries[-1].rank if tied else len(entries) + 1
            line = BoardEntry(rank, row["name"], row["score"], row["profile_id"], row["day"], row["played"],
                              row["games"], records)
            (entries if line.counts else others).append(line)
        if limit is not None:
            return entries[:limit] + others[:limit]
        return entries + others

    def _refused_ids(self, where: str, params: list, refused: Callable[[str], bool]) -> list[int]:
        """The ids of the list's rows whose record ``refused`` picks out."""
        rows = self._db.rows(f"SELECT l.id, l.record FROM leaderboard l WHERE {where}", params)
        return [int(r["id"]) for r in rows if refused(r["record"])]

    def own_scores(self, board: Board, profile_id: int, *, limit: int = 10) -> list[int]:
        """One profile's own results on a board, best first (its personal list)."""
        rows = self._db.rows(
            f"SELECT score FROM leaderboard l WHERE board = ? AND profile_id = ? AND {ROW_OK}"
            " ORDER BY score DESC, played, id LIMIT ?",
            (board.value, profile_id, int(limit)),
        )
        return [r["score"] for r in rows]

    def own_best_by_day(self, board: Board, profile_id: int) -> dict[date, int]:
        """A profile's best result per day on a daily board."""
        rows = self._db.rows(
            "SELECT day, MAX(score) AS score FROM leaderboard l WHERE board = ? AND profile_id = ? AND day IS NOT NULL"
            f" AND {ROW_OK} GROUP BY day",
            (board.value, profile_id),
        )
        return {date.fromisoformat(r["day"]): r["score"] for r in rows}

    def calendar(self, profile_id: int, today: date | None = None) -> CalendarInfo:
        """The Tagesrätsel bookmarks and streaks of a profile."""
        days = frozenset(
            date.fromisoformat(r["day"])
            for r in self._db.rows("SELECT day FROM raetsel_calendar WHERE profile_id = ?", (profile_id,))
        )
        current, best = streaks(days, today or self._db.today())
        return CalendarInfo(days, current, best)

    def journey(self, profile_id: int) -> JourneyProgress:
        """Best stars per level and the next open level."""
        stars = {
            r["level"]: r["stars"]
            for r in self._db.rows("SELECT level, stars FROM journey WHERE profile_id = ?", (profile_id,))
        }
        return JourneyProgress(stars, _next_level(stars))

    # --- operator -----------------------------------------------------------------------------
    def export_csv(self, board: Board, path: str | Path, *, day: date | None = None) -> int:
        """Write the whole leaderboard as CSV (semicolons, UTF-8 with BOM for spreadsheets); returns lines."""
        entries = self.top(board, day=day, limit=None)
        with open(path, "w", newline="", encoding="utf-8-sig") as handle:
            writer = csv.writer(handle, delimiter=";")
            header = ["Platz", "Name", "Punkte", "Datum"] + (["Partien"] if board is Board.SETZER else [])
            writer.writerow(header)
            for entry in entries:
                line = [entry.rank, csv_text(entry.name), entry.score, entry.day or entry.played[:10]]
                writer.writerow(line + ([entry.games] if board is Board.SETZER else []))
        return len(entries)

    def reset(self, board: Board, *, day: date | None = None) -> int:
        """Delete a leaderboard (a daily board: one day, or all days without ``day``); returns rows removed."""
        def job(conn: sqlite3.Connection) -> int:
            if day is None:
                return conn.execute("DELETE FROM leaderboard WHERE board = ?", (board.value,)).rowcount
            return conn.execute("DELETE FROM leaderboard WHERE board = ? AND day = ?",
                                (board.value, day.isoformat())).rowcount
        count: int = self._db.run(job)  # type: ignore[assignment]
        log.info("Bestenliste %s zurückgesetzt (%d Einträge)", board.value, count)
        return count

    # --- internals ----------------------------------------------------------------------------
    def _submit(
        self, board: Board, record_json: str, claimed: int, verify: Verifier, profile_id: int, day: date | None,
        name: str | None, also: Callable[[sqlite3.Connection], None] | None = None,
    ) -> SubmitOutcome:
        reason = self._check(record_json, lambda: verify(record_json), claimed, "Punktzahl")
        if reason:
            return self._refuse(board, reason)
        played = self._db.now_text()

        def job(conn: sqlite3.Connection) -> SubmitOutcome:
            # read and written in one transaction of the writer: a second copy of the same result sees the first
            profile = conn.execute("SELECT name, is_guest FROM profiles WHERE id = ?", (profile_id,)).fetchone()
            if profile is None:
                return self._refuse(board, "Dieses Profil gibt es nicht mehr.")
            typed = typed_name(name)
            shown = typed if profile["is_guest"] and typed else profile["name"]
            if conn.execute(
                "SELECT 1 FROM leaderboard WHERE board = ? AND profile_id = ? AND record = ?",
                (board.value, profile_id, record_json),
            ).fetchone():
                return self._refuse(board, "Dieses Ergebnis steht schon in der Liste.")
            row = (board.value, profile_id, shown, claimed, day.isoformat() if day else None, played, record_json)
            cursor = conn.execute(
                "INSERT INTO leaderboard(board, profile_id, name, score, day, played, record, sig)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (*row, self.signer.sign(*row)),
            )
            if also is not None:
                also(conn)
            return SubmitOutcome(True, entry_id=cursor.lastrowid)
        return self._db.run(job)  # type: ignore[return-value]

    @staticmethod
    def _check(record_json: str, replay: Callable[[], object], claimed: object, what: str) -> str | None:
        """None when the replay confirms ``claimed``, else the German reason."""
        try:
            json.loads(record_json)
        except (TypeError, ValueError):
            return "Die Aufzeichnung der Partie ist unlesbar."
        try:
            replayed = replay()
        except REPLAY_ERRORS as exc:  # the verifier's own reason for a broken record
            return f"Die Partie lässt sich nicht nachspielen: {exc}"
        if not isinstance(replayed, numbers.Integral) or replayed != claimed:
            return f"Gemeldete {what} {claimed!r}, nachgespielt {replayed!r}: das Ergebnis wird nicht eingetragen."
        return None

    @staticmethod
    def _refuse(board: Board | None, reason: str) -> SubmitOutcome:
        log.warning("Ergebnis abgelehnt (%s): %s", board.value if board else "reise", reason)
        return SubmitOutcome(False, reason)
