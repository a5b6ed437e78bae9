"""All SQL of the server (SQLAlchemy Core, parameterised): players, venues, seeds, results, lists, words."""
from __future__ import annotations

import datetime
import secrets
import time
from dataclasses import dataclass

import sqlalchemy as sa

from spielcenter.db import EngineStorage
from spielcenter.security import new_token, token_hash
from spielcenter.tables import players, results, seeds, venue_words, venues

SEED_LIFETIME_S = {"3min": 7 * 86400.0, "endlos": 30 * 86400.0, "partie": 30 * 86400.0}
#: boards whose list holds every game, not each player's best
GAME_BOARDS = {"endlos"}
#: boards whose list sums each player's points of the period
SUM_BOARDS = {"bestenliste"}


@dataclass(frozen=True)
class PlayerRow:
    """A player with their venue."""

    id: int
    name: str
    venue_id: int | None
    venue_name: str | None


@dataclass(frozen=True)
class SeedRow:
    """An issued seed."""

    id: str
    player_id: int
    mode: str
    seed: int
    issued_at: float
    expires_at: float
    used_at: float | None


@dataclass(frozen=True)
class StoredResult:
    """A submission as stored (accepted or refused)."""

    client_id: str
    accepted: bool
    board: str
    score: int
    reason: str | None
    at: float = 0.0  # when it was stored (the time its list line carries)


@dataclass(frozen=True)
class ListRow:
    """One line of a list."""

    rank: int
    player_id: int
    player: str
    venue: str | None
    score: int
    day: datetime.date
    at: float


class SeedProblem(Exception):
    """The seed was not issued to this player, is used or expired (German reason)."""


class Storage(EngineStorage):
    """The server's database access; one per process, thread-safe."""

    # ------------------------------------------------------------------ venues and players
    def create_venue(self, name: str) -> tuple[int, str]:
        """A new venue; returns its id and the operator token (shown once)."""
        token = new_token()
        with self._writing() as conn:
            venue_id = conn.execute(sa.insert(venues).values(
                name=name, operator_hash=token_hash(token), words_version=0, created_at=time.time(),
            ).returning(venues.c.id)).scalar_one()
        return venue_id, token

    def venue_named(self, name: str) -> int | None:
        """The id of the venue with this name."""
        with self.engine.connect() as conn:
            return conn.execute(sa.select(venues.c.id).where(venues.c.name == name).limit(1)).scalar_one_or_none()

    def venue_by_operator(self, token: str) -> tuple[int, str] | None:
        """The venue an operator token belongs to."""
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(venues.c.id, venues.c.name)
                               .where(venues.c.operator_hash == token_hash(token))).first()
        return (row.id, row.name) if row else None

    def create_player(self, name: str, venue_id: int | None) -> tuple[PlayerRow, str]:
        """A new player; returns the row and the secret token (shown once)."""
        token = new_token()
        with self._writing() as conn:
            player_id = conn.execute(sa.insert(players).values(
                name=name, token_hash=token_hash(token), venue_id=venue_id, created_at=time.time(),
            ).returning(players.c.id)).scalar_one()
        player = self.player(player_id)
        assert player is not None
        return player, token

    def _player_query(self) -> sa.Select:
        return (sa.select(players.c.id, players.c.name, players.c.venue_id, venues.c.name.label("venue_name"))
                .select_from(players.outerjoin(venues, players.c.venue_id == venues.c.id)))

    def player(self, player_id: int) -> PlayerRow | None:
        """A player by id."""
        with self.engine.connect() as conn:
            row = conn.execute(self._player_query().where(players.c.id == player_id)).first()
        return PlayerRow(row.id, row.name, row.venue_id, row.venue_name) if row else None

    def player_by_token(self, token: str) -> PlayerRow | None:
        """The player a secret token belongs to."""
        with self.engine.connect() as conn:
            row = conn.execute(self._player_query().where(players.c.token_hash == token_hash(token))).first()
        return PlayerRow(row.id, row.name, row.venue_id, row.venue_name) if row else None

    # ------------------------------------------------------------------ seeds
    def issue_seeds(self, player_id: int, mode: str, count: int, keep_open: int) -> list[SeedRow]:
        """New seeds for rounds; beyond ``keep_open`` unused ones the oldest expire (no hoarding of boards)."""
        now = time.time()
        rows = [SeedRow(secrets.token_hex(16), player_id, mode, secrets.randbits(62), now,
                        now + SEED_LIFETIME_S[mode], None) for _ in range(count)]
        with self._writing() as conn:
            conn.execute(sa.insert(seeds), [r.__dict__ for r in rows])
            open_ids = conn.execute(
                sa.select(seeds.c.id).where(seeds.c.player_id == player_id, seeds.c.mode == mode,
                                            seeds.c.used_at.is_(None), seeds.c.expires_at > now)
                .order_by(seeds.c.issued_at.desc(), seeds.c.id)).scalars().all()
            stale = [i for i in open_ids if i not in {r.id for r in rows}][max(0, keep_open - count):]
            if stale:
                conn.execute(sa.update(seeds).where(seeds.c.id.in_(stale)).values(expires_at=now))
        return rows

    def check_seed(self, seed_id: str | None, player_id: int, mode: str, seed: int, now: float,
                   conn: sa.Connection | None = None) -> None:
        """Raises SeedProblem unless this open seed was issued to this player for this mode."""
        if seed_id is None:
            raise SeedProblem("Diesen Startwert hat das Spielcenter nicht ausgegeben.")
        with self._reading(conn) as conn:
            row = conn.execute(sa.select(seeds).where(seeds.c.id == seed_id)).first()
        if row is None or row.player_id != player_id or row.mode != mode or row.seed != seed:
            raise SeedProblem("Diesen Startwert hat das Spielcenter nicht ausgegeben.")
        if row.used_at is not None:
            raise SeedProblem("Dieser Startwert wurde schon für eine Runde verwendet.")
        if row.expires_at <= now:
            raise SeedProblem("Dieser Startwert ist abgelaufen.")

    # ------------------------------------------------------------------ results
    def find_result(self, player_id: int, client_id: str, conn: sa.Connection | None = None) -> StoredResult | None:
        """A submission seen before (idempotent retries)."""
        with self._reading(conn) as conn:
            row = conn.execute(sa.select(results.c.client_id, results.c.accepted, results.c.board, results.c.score,
                                         results.c.reason, results.c.created_at)
                               .where(results.c.player_id == player_id, results.c.client_id == client_id)).first()
        return StoredResult(row.client_id, row.accepted, row.board, row.score, row.reason, row.created_at) if row else None

    def public_bests(self, player_id: int) -> list[tuple[str, int, int, datetime.date]]:
        """A player's accepted results per list as (board, best score, how many, last day); one grouped query."""
        query = (sa.select(results.c.board, sa.func.max(results.c.score), sa.func.count(), sa.func.max(results.c.day))
                 .where(results.c.player_id == player_id, results.c.accepted.is_(True))
                 .group_by(results.c.board).order_by(results.c.board))
        with self.engine.connect() as conn:
            rows = conn.execute(query).all()
        return [(str(r[0]), int(r[1]), int(r[2]), _as_date(r[3])) for r in rows]

    def results_of(self, player_id: int, limit: int) -> list[StoredResult]:
        """A player's submissions, newest first."""
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(results.c.client_id, results.c.accepted, results.c.board, results.c.score,
                                          results.c.reason).where(results.c.player_id == player_id)
                                .order_by(results.c.created_at.desc()).limit(limit)).all()
        return [StoredResult(r.client_id, r.accepted, r.board, r.score, r.reason) for r in rows]

    def store_result(self, *, player: PlayerRow, client_id: str, board: str, day: datetime.date, score: int,
                     points: int, words: int, daily_found: bool, accepted: bool, reason: str | None,
                     seed_id: str | None, record: str, conn: sa.Connection | None = None) -> StoredResult:
        """Store a submission once; an accepted one uses its seed up. A retry returns the first answer.

        ``conn``: the caller's connection (a verifier's, whose reads for this submission came before)."""
        now = time.time()
        try:
            with self._writing(conn) as db:
                if accepted and seed_id is not None:
                    used = db.execute(sa.update(seeds).where(seeds.c.id == seed_id, seeds.c.used_at.is_(None))
                                      .values(used_at=now)).rowcount
                    if used != 1:
                        # another submission took the seed a moment ago: this one is refused
                        accepted, reason = False, "Dieser Startwert wurde schon für eine Runde verwendet."
                        raise _Retry
                db.execute(sa.insert(results).values(
                    player_id=player.id, client_id=client_id, venue_id=player.venue_id, board=board, day=day,
                    score=score, points=points, words=words, daily_found=daily_found, accepted=accepted,
                    reason=reason, seed_id=seed_id, record=record, created_at=now))
        except _Retry:
            return self.store_result(player=player, client_id=client_id, board=board, day=day, score=score,
                                     points=points, words=words, daily_found=daily_found, accepted=False,
                                     reason=reason, seed_id=seed_id, record=record, conn=conn)
        except sa.exc.IntegrityError:
            existing = self.find_result(player.id, client_id, conn)
            if existing is None:
                raise
            return existing
        return StoredResult(client_id, accepted, board, score, reason, now)

    # ------------------------------------------------------------------ lists
    def _filtered(self, board: str, first: datetime.date, last: datetime.date, venue_id: int | None) -> list:
        cond = [results.c.board == board, results.c.accepted.is_(True), results.c.day >= first,
                results.c.day <= last]
        if venue_id is not None:
            cond.append(results.c.venue_id == venue_id)
        return cond

    def _ranked(self, board: str, cond: list) -> sa.Subquery:
        """Per player (or per game) one line with its score, ordered best first."""
        if board in SUM_BOARDS:
            return (sa.select(results.c.player_id, sa.func.sum(results.c.points).label("score"),
                              sa.func.max(results.c.day).label("day"),
                              sa.func.max(results.c.created_at).label("at"))
                    .where(*cond).group_by(results.c.player_id).subquery())
        if board in GAME_BOARDS:
            return (sa.select(results.c.player_id, results.c.score, results.c.day,
                              results.c.created_at.label("at"), sa.literal(1).label("rn"))
                    .where(*cond).subquery())
        inner = (sa.select(results.c.player_id, results.c.score, results.c.day, results.c.created_at.label("at"),
                           sa.func.row_number().over(partition_by=results.c.player_id,
                                                     order_by=(results.c.score.desc(), results.c.created_at))
                           .label("rn"))
                 .where(*cond).subquery())
        return sa.select(inner).where(inner.c.rn == 1).subquery()

    def standings(self, board: str, first: datetime.date, last: datetime.date, venue_id: int | None,
                  limit: int) -> tuple[list[tuple[int, int, datetime.date, float]], set[int]]:
        """The list's first ``limit`` lines best first as (player id, score, day, time): no names, few bytes; and
        the halls (venues) whose players have a line in the list. Two selects on one connection; one hall's list
        (``venue_id``) holds that hall alone, once it has a line."""
        cond = self._filtered(board, first, last, venue_id)
        ranked = self._ranked(board, cond)
        top = (sa.select(ranked.c.player_id, ranked.c.score, ranked.c.day, ranked.c.at)
               .order_by(ranked.c.score.desc(), ranked.c.at).limit(limit))
        with self.engine.connect() as conn:
            lines = [(int(r[0]), int(r[1]), _as_date(r[2]), float(r[3])) for r in conn.execute(top).all()]
            if venue_id is None:
                halls_q = sa.select(results.c.venue_id).where(*cond, results.c.venue_id.is_not(None)).distinct()
                return lines, {int(v) for v in conn.execute(halls_q).scalars().all()}
        return lines, {venue_id} if lines else set()

    def names(self, player_ids: list[int]) -> dict[int, tuple[str, str | None]]:
        """Name and venue name of each player."""
        if not player_ids:
            return {}
        query = (sa.select(players.c.id, players.c.name, venues.c.name.label("venue"))
                 .select_from(players.outerjoin(venues, venues.c.id == players.c.venue_id))
                 .where(players.c.id.in_(player_ids)))
        with self.engine.connect() as conn:
            return {r.id: (r.name, r.venue) for r in conn.execute(query).all()}

    def player_count(self, board: str, first: datetime.date, last: datetime.date, venue_id: int | None) -> int:
        """How many players have a line in the list."""
        cond = self._filtered(board, first, last, venue_id)
        with self.engine.connect() as conn:
            return int(conn.execute(sa.select(sa.func.count(sa.distinct(results.c.player_id))).where(*cond)).scalar_one())

    def own_row(self, board: str, first: datetime.date, last: datetime.date, venue_id: int | None,
                player: PlayerRow) -> ListRow | None:
        """The player's own best line and rank in the list (None without a result)."""
        cond = self._filtered(board, first, last, venue_id)
        ranked = self._ranked(board, cond)
        mine_q = (sa.select(ranked.c.score, ranked.c.day, ranked.c.at).where(ranked.c.player_id == player.id)
                  .order_by(ranked.c.score.desc(), ranked.c.at).limit(1))
        with self.engine.connect() as conn:
            mine = conn.execute(mine_q).first()
            if mine is None:
                return None
            better = conn.execute(sa.select(sa.func.count()).select_from(ranked)
                                  .where(ranked.c.score > mine.score)).scalar_one()
        return ListRow(int(better) + 1, player.id, player.name, player.venue_name, int(mine.score),
                       _as_date(mine.day), float(mine.at))

    def days_found(self, player_id: int) -> list[datetime.date]:
        """Tagesrätsel days on which the player found the word of the day (sorted)."""
        with self.engine.connect() as conn:
            days = conn.execute(sa.select(sa.distinct(results.c.day)).where(
                results.c.player_id == player_id, results.c.board == "tagesraetsel",
                results.c.accepted.is_(True), results.c.daily_found.is_(True))).scalars().all()
        return sorted(_as_date(d) for d in days)

    # ------------------------------------------------------------------ venue word lists
    def venue_words(self, venue_id: int, conn: sa.Connection | None = None) -> tuple[str, int, list[str], list[str]]:
        """Name, version, blocked and allowed words of a venue."""
        with self._reading(conn) as conn:
            venue = conn.execute(sa.select(venues.c.name, venues.c.words_version)
                                 .where(venues.c.id == venue_id)).one()
            rows = conn.execute(sa.select(venue_words.c.word, venue_words.c.kind)
                                .where(venue_words.c.venue_id == venue_id).order_by(venue_words.c.word)).all()
        return (venue.name, int(venue.words_version), [r.word for r in rows if r.kind == "block"],
                [r.word for r in rows if r.kind == "allow"])

    def words_version(self, venue_id: int, conn: sa.Connection | None = None) -> int:
        """The venue's word-list version (changes with every operator edit)."""
        with self._reading(conn) as conn:
            return int(conn.execute(sa.select(venues.c.words_version).where(venues.c.id == venue_id)).scalar_one())

    def set_venue_words(self, venue_id: int, block: list[str], allow: list[str]) -> int:
        """Replace the venue's lists; returns the new version."""
        with self._writing() as conn:
            conn.execute(sa.delete(venue_words).where(venue_words.c.venue_id == venue_id))
            entries = [{"venue_id": venue_id, "word": w, "kind": "block"} for w in block]
            entries += [{"venue_id": venue_id, "word": w, "kind": "allow"} for w in allow if w not in set(block)]
            if entries:
                conn.execute(sa.insert(venue_words), entries)
            return int(conn.execute(sa.update(venues).where(venues.c.id == venue_id)
                                    .values(words_version=venues.c.words_version + 1)
                                    .returning(venues.c.words_version)).scalar_one())


class _Retry(Exception):
    """Internal: roll the transaction back and store the submission as refused."""


def _as_date(value: datetime.date | str) -> datetime.date:
    return value if isinstance(value, datetime.date) else datetime.date.fromisoformat(str(value))
