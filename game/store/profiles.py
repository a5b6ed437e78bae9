"""Profiles, per-game statistics computed from stored results, and Speedsetzer ratings."""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from game.rating import ComputerLevel, PlayerRating, RatingChange, Seat, rate_game
from game.store.db import Db, StoreError

log = logging.getLogger(__name__)

GUEST_NAME = "Gast"
MAX_NAME_LENGTH = 20


class GameKind(Enum):
    """The games and modes that keep statistics."""

    SETZER = "setzer"
    TAGESBRETT = "tagesbrett"
    BUCH_3MIN = "buch_3min"
    BUCH_ENDLOS = "buch_endlos"
    BUCH_RAETSEL = "buch_raetsel"
    BUCH_REISE = "buch_reise"


@dataclass(frozen=True)
class Profile:
    """A player (or the shared guest) with the Speedsetzer rating."""

    id: int
    name: str
    is_guest: bool
    created: str
    rating: int
    rated_games: int
    peak_rating: int


@dataclass(frozen=True)
class GameResult:
    """One finished game of one profile, as the statistics need it.

    ``moves`` counts scoring turns (Speedsetzer moves, Speedbuch words);
    ``best_move_*`` is the highest-scoring single move or word, ``longest_word``
    the longest word laid.
    """

    profile_id: int
    game: GameKind
    won: bool
    points: int
    moves: int
    best_move_points: int = 0
    best_move_word: str = ""
    longest_word: str = ""


@dataclass(frozen=True)
class GameStats:
    """Statistics of one profile in one game, computed from all its stored results.

    ``best_word`` is the longest word ever laid (the earlier one on a tie);
    ``average_points_per_move`` is total points over total moves (0.0 without moves).
    """

    game: GameKind
    games: int
    wins: int
    best_move_points: int
    best_move_word: str
    best_word: str
    average_points_per_move: float


@dataclass(frozen=True)
class SetzerSeat:
    """A seat of a finished Speedsetzer game for rating: a profile or a computer level."""

    score: int
    profile_id: int | None = None
    computer: ComputerLevel | None = None


def _profile(row: sqlite3.Row) -> Profile:
    return Profile(
        row["id"], row["name"], bool(row["is_guest"]), row["created"], row["rating"], row["rated_games"],
        row["peak_rating"],
    )


def clean_name(text: str) -> str:
    """A profile name with outer spaces removed; StoreError with a German reason if unusable."""
    name = " ".join(text.split())
    if not name:
        raise StoreError("Bitte einen Namen eingeben.")
    if len(name) > MAX_NAME_LENGTH:
        raise StoreError(f"Der Name darf höchstens {MAX_NAME_LENGTH} Zeichen lang sein.")
    if not name.isprintable():
        raise StoreError("Der Name enthält Zeichen, die sich nicht anzeigen lassen.")
    return name


class Profiles:
    """Players, their statistics and ratings."""

    def __init__(self, db: Db) -> None:
        self._db = db

    def ensure_guest(self) -> None:
        """Create the guest profile if it is missing (done when the store opens)."""
        if self._db.read_only or self._db.row("SELECT 1 FROM profiles WHERE is_guest = 1"):
            return
        now = self._db.now_text()
        self._db.run(lambda conn: conn.execute(
            "INSERT INTO profiles(name, is_guest, created) VALUES (?, 1, ?)", (GUEST_NAME, now)))

    def guest(self) -> Profile:
        """The shared guest profile."""
        row = self._db.row("SELECT * FROM profiles WHERE is_guest = 1 ORDER BY id LIMIT 1")
        if row is None:
            raise StoreError("Das Gastprofil fehlt im Spielstand.")
        return _profile(row)

    def create(self, name: str) -> Profile:
        """Add a player; StoreError (German) for an empty, too long or taken name."""
        name = clean_name(name)
        self._require_free(name)
        now = self._db.now_text()
        try:
            new_id = self._db.run(lambda conn: conn.execute(
                "INSERT INTO profiles(name, is_guest, created) VALUES (?, 0, ?)", (name, now)).lastrowid)
        except sqlite3.IntegrityError:
            raise StoreError(f"Den Namen „{name}“ gibt es schon.") from None
        return self.get(new_id)  # type: ignore[return-value, arg-type]

    def rename(self, profile_id: int, name: str) -> Profile:
        """Give a player a new name (not the guest)."""
        name = clean_name(name)
        self._require_player(profile_id)
        self._require_free(name, profile_id)
        try:
            self._db.run(lambda conn: conn.execute("UPDATE profiles SET name = ? WHERE id = ?", (name, profile_id)))
        except sqlite3.IntegrityError:
            raise StoreError(f"Den Namen „{name}“ gibt es schon.") from None
        return self.get(profile_id)  # type: ignore[return-value]

    def delete(self, profile_id: int) -> None:
        """Remove a player with results and saves; leaderboard entries keep the name."""
        self._require_player(profile_id)
        self._db.run(lambda conn: conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,)))

    def get(self, profile_id: int) -> Profile | None:
        """One profile by id."""
        row = self._db.row("SELECT * FROM profiles WHERE id = ?", (profile_id,))
        return _profile(row) if row else None

    def by_name(self, name: str) -> Profile | None:
        """One profile by name (case-insensitive)."""
        key = " ".join(name.split()).casefold()
        return next((p for p in self.all() if p.name.casefold() == key), None)

    def all(self) -> list[Profile]:
        """Every profile: the guest first, then players by name."""
        return [_profile(r) for r in self._db.rows("SELECT * FROM profiles ORDER BY is_guest DESC, name")]

    def add_result(self, result: GameResult) -> None:
        """Store one finished game for the statistics (queued; inside ``Store.enter_once`` part of its transaction)."""
        row = (result.profile_id, result.game.value, self._db.now_text(), int(result.won), result.points,
               result.moves, result.best_move_points, result.best_move_word, result.longest_word)
        self._db.run(lambda conn: conn.execute(
            "INSERT INTO game_results(profile_id, game, played, won, points, moves, best_move_points,"
            " best_move_word, longest_word) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", row), wait=False)

    def stats(self, profile_id: int, game: GameKind) -> GameStats:
        """Statistics of one profile in one game."""
        totals = self._db.row(
            "SELECT COUNT(*) AS games, COALESCE(SUM(won), 0) AS wins, COALESCE(SUM(points), 0) AS points,"
            " COALESCE(SUM(moves), 0) AS moves FROM game_results WHERE profile_id = ? AND game = ?",
            (profile_id, game.value),
        )
        best = self._db.row(
            "SELECT best_move_points, best_move_word FROM game_results WHERE profile_id = ? AND game = ?"
            " ORDER BY best_move_points DESC, id LIMIT 1",
            (profile_id, game.value),
        )
        longest = self._db.row(
            "SELECT longest_word FROM game_results WHERE profile_id = ? AND game = ?"
            " ORDER BY LENGTH(longest_word) DESC, id LIMIT 1",
            (profile_id, game.value),
        )
        moves = totals["moves"]
        return GameStats(
            game,
            totals["games"],
            totals["wins"],
            best["best_move_points"] if best else 0,
            best["best_move_word"] if best else "",
            longest["longest_word"] if longest else "",
            round(totals["points"] / moves, 2) if moves else 0.0,
        )

    def all_stats(self, profile_id: int) -> dict[GameKind, GameStats]:
        """Statistics of one profile for every game."""
        return {game: self.stats(profile_id, game) for game in GameKind}

    def rate_setzer_game(self, seats: Sequence[SetzerSeat]) -> list[RatingChange]:
        """Apply the Elo changes of a finished Speedsetzer game; returns them (keys are profile ids).

        Read and written in one job of the writer, so two games ending at once both count.
        """
        return self._db.run(lambda conn: self._rate(conn, seats))  # type: ignore[return-value]

    def _rate(self, conn: sqlite3.Connection, seats: Sequence[SetzerSeat]) -> list[RatingChange]:
        rating_seats = []
        for index, seat in enumerate(seats):
            profile = self.get(seat.profile_id) if seat.profile_id is not None else None
            if profile is not None and not profile.is_guest:
                player = PlayerRating(profile.rating, profile.rated_games, profile.peak_rating)
                rating_seats.append(Seat(profile.id, seat.score, player=player))
            else:
                # computers keep their level's rating; the guest (or an unknown seat) is unrated
                rating_seats.append(Seat(("seat", index), seat.score, computer=seat.computer))
        changes = [c for c in rate_game(rating_seats) if c.games]
        for change in changes:
            conn.execute(
                "UPDATE profiles SET rating = ?, rated_games = rated_games + ?, peak_rating = ? WHERE id = ?",
                (change.new, change.games, change.peak, change.key),
            )
        log.info("Elo nach Partie: %s", [(c.key, c.old, c.new) for c in changes])
        return changes

    def _require_free(self, name: str, own_id: int | None = None) -> None:
        # SQLite's NOCASE folds ASCII only; names like "Jörg" need Python's casefold
        other = self.by_name(name)
        if other is not None and other.id != own_id:
            raise StoreError(f"Den Namen „{name}“ gibt es schon.")

    def _require_player(self, profile_id: int) -> Profile:
        profile = self.get(profile_id)
        if profile is None:
            raise StoreError("Dieses Profil gibt es nicht mehr.")
        if profile.is_guest:
            raise StoreError("Das Gastprofil lässt sich nicht ändern.")
        return profile
