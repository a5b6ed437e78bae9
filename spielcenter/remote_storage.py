"""SQL of games between people (SQLAlchemy Core, parameterised): games, ratings, blocks, suspensions, reports."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass

import sqlalchemy as sa

from spielcenter.db import EngineStorage
from spielcenter.elo import Standing
from spielcenter.remote_tables import (
    player_blocks,
    rating_history,
    remote_games,
    remote_ratings,
    suspensions,
    word_reports,
)
from spielcenter.tables import players

ACTIVE = ("eingeladen", "sucht", "laeuft")


@dataclass(frozen=True)
class GameRow:
    """A stored game between people."""

    id: int
    status: str
    host_id: int
    guest_id: int | None
    seat0_id: int | None
    seed: int
    settings: str
    turn_seconds: int
    actions: str
    move_ids: list[str]
    version: int
    host_rating: int | None
    created_at: float
    started_at: float | None
    turn_started_at: float | None
    ended_at: float | None
    end_reason: str | None
    scores: list[int] | None
    elo: dict[str, list[int]] | None

    @property
    def seat_ids(self) -> tuple[int, int]:
        """Player ids by seat (seat 0 begins)."""
        assert self.guest_id is not None and self.seat0_id is not None
        other = self.guest_id if self.seat0_id == self.host_id else self.host_id
        return (self.seat0_id, other)

    def seat_of(self, player_id: int) -> int | None:
        """The seat of a player in a started game."""
        if self.seat0_id is None:
            return None
        ids = self.seat_ids
        return ids.index(player_id) if player_id in ids else None


@dataclass(frozen=True)
class Finish:
    """What ending a game writes: scores, reason and both players' new standings."""

    scores: list[int]
    reason: str
    new: dict[int, Standing]
    old: dict[int, int]


@dataclass(frozen=True)
class ReportRow:
    """A word report."""

    id: int
    player_id: int
    player: str
    venue_id: int | None
    word: str
    kind: str
    note: str
    game_id: int | None
    status: str
    at: float


def _game(row) -> GameRow:
    return GameRow(row.id, row.status, row.host_id, row.guest_id, row.seat0_id, row.seed, row.settings,
                   row.turn_seconds, row.actions, json.loads(row.move_ids), row.version, row.host_rating,
                   row.created_at, row.started_at, row.turn_started_at, row.ended_at, row.end_reason,
                   json.loads(row.scores) if row.scores else None, json.loads(row.elo) if row.elo else None)


class RemoteStorage(EngineStorage):
    """Database access for games between people; one per process, thread-safe."""

    # ------------------------------------------------------------------ players
    def players_named(self, name: str) -> list[tuple[int, str]]:
        """Players with this name (any case), at most three."""
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(players.c.id, players.c.name)
                                .where(sa.func.lower(players.c.name) == name.lower()).limit(3)).all()
        return [(r.id, r.name) for r in rows]

    def names(self, ids: list[int]) -> dict[int, str]:
        """Names of players by id."""
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(players.c.id, players.c.name).where(players.c.id.in_(ids))).all()
        return {r.id: r.name for r in rows}

    def standings(self, ids: list[int]) -> dict[int, Standing]:
        """Ratings between people (the start rating for a player without games)."""
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(remote_ratings).where(remote_ratings.c.player_id.in_(ids))).all()
        found = {r.player_id: Standing(r.rating, r.games, r.peak) for r in rows}
        return {i: found.get(i, Standing()) for i in ids}

    def rating_history(self, player_id: int, limit: int = 200) -> list[tuple[float, int]]:
        """The player's rating after each rated game, oldest first."""
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(rating_history.c.at, rating_history.c.rating)
                                .where(rating_history.c.player_id == player_id)
                                .order_by(rating_history.c.at.desc()).limit(limit)).all()
        return [(r.at, r.rating) for r in reversed(rows)]

    # ------------------------------------------------------------------ games
    def create_game(self, *, status: str, host_id: int, guest_id: int | None, seed: int, settings: str,
                    turn_seconds: int, host_rating: int) -> int:
        """A new invitation or open search; returns its id."""
        with self._writing() as conn:
            return conn.execute(sa.insert(remote_games).values(
                status=status, host_id=host_id, guest_id=guest_id, seed=seed, settings=settings,
                turn_seconds=turn_seconds, actions="[]", move_ids="[]", version=0, host_rating=host_rating,
                created_at=time.time()).returning(remote_games.c.id)).scalar_one()

    def game(self, game_id: int) -> GameRow | None:
        """A game by id."""
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(remote_games).where(remote_games.c.id == game_id)).first()
        return _game(row) if row else None

    def games_of(self, player_id: int, finished_limit: int = 20) -> list[GameRow]:
        """A player's open games and the latest finished ones."""
        mine = sa.or_(remote_games.c.host_id == player_id, remote_games.c.guest_id == player_id)
        with self.engine.connect() as conn:
            active = conn.execute(sa.select(remote_games).where(mine, remote_games.c.status.in_(ACTIVE))
                                  .order_by(remote_games.c.id)).all()
            done = conn.execute(sa.select(remote_games).where(mine, remote_games.c.status == "beendet")
                                .order_by(remote_games.c.ended_at.desc()).limit(finished_limit)).all()
        return [_game(r) for r in active] + [_game(r) for r in done]

    def open_searches(self, exclude_player: int) -> list[GameRow]:
        """Open "irgendwer" searches of other players, oldest first."""
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(remote_games).where(remote_games.c.status == "sucht",
                                                              remote_games.c.host_id != exclude_player)
                                .order_by(remote_games.c.created_at).limit(200)).all()
        return [_game(r) for r in rows]

    def start(self, game: GameRow, guest_id: int, seat0_id: int, from_status: str) -> bool:
        """Start an invitation or take a search (False if someone else was quicker)."""
        now = time.time()
        with self._writing() as conn:
            done = conn.execute(sa.update(remote_games).where(
                remote_games.c.id == game.id, remote_games.c.status == from_status,
                remote_games.c.version == game.version,
            ).values(status="laeuft", guest_id=guest_id, seat0_id=seat0_id, started_at=now, turn_started_at=now,
                     version=game.version + 1)).rowcount
        return done == 1

    def close(self, game: GameRow, status: str) -> bool:
        """An invitation declined or withdrawn, a search cancelled."""
        with self._writing() as conn:
            done = conn.execute(sa.update(remote_games).where(
                remote_games.c.id == game.id, remote_games.c.version == game.version,
                remote_games.c.status.in_(("eingeladen", "sucht")),
            ).values(status=status, ended_at=time.time(), version=game.version + 1)).rowcount
        return done == 1

    def save_turn(self, game: GameRow, actions: str, move_ids: list[str], turn_started_at: float,
                  finish: Finish | None) -> bool:
        """Store a move (and the end with its Elo) if nobody changed the game meanwhile."""
        values: dict = {"actions": actions, "move_ids": json.dumps(move_ids), "version": game.version + 1,
                        "turn_started_at": turn_started_at}
        now = time.time()
        if finish is not None:
            values |= {"status": "beendet", "ended_at": now, "end_reason": finish.reason,
                       "scores": json.dumps(finish.scores),
                       "elo": json.dumps({str(pid): [finish.old[pid], s.rating] for pid, s in finish.new.items()})}
        with self._writing() as conn:
            done = conn.execute(sa.update(remote_games).where(
                remote_games.c.id == game.id, remote_games.c.version == game.version,
                remote_games.c.status == "laeuft").values(**values)).rowcount
            if done != 1:
                return False
            if finish is not None:
                for pid, standing in finish.new.items():
                    self._store_standing(conn, pid, standing)
                    conn.execute(sa.insert(rating_history).values(player_id=pid, game_id=game.id,
                                                                  rating=standing.rating, at=now))
        return True

    def _store_standing(self, conn: sa.Connection, player_id: int, standing: Standing) -> None:
        changed = conn.execute(sa.update(remote_ratings).where(remote_ratings.c.player_id == player_id).values(
            rating=standing.rating, games=standing.games, peak=standing.peak)).rowcount
        if changed == 0:
            conn.execute(sa.insert(remote_ratings).values(player_id=player_id, rating=standing.rating,
                                                          games=standing.games, peak=standing.peak))

    def finished_games(self, player_id: int, limit: int = 200) -> list[GameRow]:
        """A player's finished games, newest first."""
        mine = sa.or_(remote_games.c.host_id == player_id, remote_games.c.guest_id == player_id)
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(remote_games).where(mine, remote_games.c.status == "beendet")
                                .order_by(remote_games.c.ended_at.desc()).limit(limit)).all()
        return [_game(r) for r in rows]

    # ------------------------------------------------------------------ blocks and suspensions
    def set_block(self, player_id: int, blocked_id: int, on: bool) -> None:
        """Block (or unblock) another player: no more invitations or pairings from them."""
        with self._writing() as conn:
            conn.execute(sa.delete(player_blocks).where(player_blocks.c.player_id == player_id,
                                                        player_blocks.c.blocked_id == blocked_id))
            if on:
                conn.execute(sa.insert(player_blocks).values(player_id=player_id, blocked_id=blocked_id,
                                                             at=time.time()))

    def blocked_between(self, a: int, b: int) -> bool:
        """Whether either player blocked the other."""
        with self.engine.connect() as conn:
            return conn.execute(sa.select(player_blocks.c.player_id).where(sa.or_(
                sa.and_(player_blocks.c.player_id == a, player_blocks.c.blocked_id == b),
                sa.and_(player_blocks.c.player_id == b, player_blocks.c.blocked_id == a))).limit(1)).first() is not None

    def blocked_by(self, player_id: int) -> list[int]:
        """The players this one blocked."""
        with self.engine.connect() as conn:
            return list(conn.execute(sa.select(player_blocks.c.blocked_id)
                                     .where(player_blocks.c.player_id == player_id)).scalars())

    def suspend(self, player_id: int, venue_id: int | None, reason: str, on: bool) -> None:
        """Suspend a player (or lift it)."""
        with self._writing() as conn:
            conn.execute(sa.delete(suspensions).where(suspensions.c.player_id == player_id))
            if on:
                conn.execute(sa.insert(suspensions).values(player_id=player_id, venue_id=venue_id, reason=reason,
                                                           at=time.time()))

    def suspension(self, player_id: int) -> str | None:
        """The reason a player is suspended, or None."""
        with self.engine.connect() as conn:
            return conn.execute(sa.select(suspensions.c.reason)
                                .where(suspensions.c.player_id == player_id)).scalar_one_or_none()

    # ------------------------------------------------------------------ word reports
    def add_report(self, player_id: int, venue_id: int | None, word: str, kind: str, note: str,
                   game_id: int | None) -> int:
        """Store a word report; returns its id."""
        with self._writing() as conn:
            return conn.execute(sa.insert(word_reports).values(
                player_id=player_id, venue_id=venue_id, word=word, kind=kind, note=note, game_id=game_id,
                status="offen", at=time.time()).returning(word_reports.c.id)).scalar_one()

    def reports(self, venue_id: int | None, status: str = "offen", limit: int = 200) -> list[ReportRow]:
        """Reports for a venue (None: from players without a venue), oldest first."""
        where = word_reports.c.venue_id.is_(None) if venue_id is None else word_reports.c.venue_id == venue_id
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(word_reports, players.c.name.label("player"))
                                .select_from(word_reports.join(players, players.c.id == word_reports.c.player_id))
                                .where(where, word_reports.c.status == status)
                                .order_by(word_reports.c.at).limit(limit)).all()
        return [ReportRow(r.id, r.player_id, r.player, r.venue_id, r.word, r.kind, r.note, r.game_id, r.status,
                          r.at) for r in rows]

    def report(self, report_id: int) -> ReportRow | None:
        """One report."""
        with self.engine.connect() as conn:
            r = conn.execute(sa.select(word_reports, players.c.name.label("player"))
                             .select_from(word_reports.join(players, players.c.id == word_reports.c.player_id))
                             .where(word_reports.c.id == report_id)).first()
        return ReportRow(r.id, r.player_id, r.player, r.venue_id, r.word, r.kind, r.note, r.game_id, r.status,
                         r.at) if r else None

    def set_report_status(self, report_id: int, status: str) -> None:
        """Mark a report as handled."""
        with self._writing() as conn:
            conn.execute(sa.update(word_reports).where(word_reports.c.id == report_id).values(status=status))
