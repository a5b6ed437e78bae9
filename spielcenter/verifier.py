"""A submission's whole check and storage, run in verifier processes so the request loop stays free.

The request process only reads the body and the token; a verifier process parses the record, checks
seed and clock against the database, replays the round with the engines and the venue's word lists,
and stores the answer. Each server process has its own small pool of verifiers (``serve --verifiers``).
"""
from __future__ import annotations

import datetime
import json
import logging
import os
import threading
import time
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from game.result_fields import ResultFields
from spielcenter.config import Limits
from spielcenter.days import daily_date_open
from spielcenter.storage import PlayerRow, SeedProblem, Storage, StoredResult
from spielcenter.tuning import lower_priority, settle_heap
from spielcenter.verify import BOARD_SEED_MODE, Claim, Outcome, Refused, read_claim, replay_claim

log = logging.getLogger(__name__)

PARENT_CHECK_S = 1.0


@dataclass(frozen=True)
class Submission(ResultFields):
    """A validated request body (the game's ``ResultFields``) with its player and the server's clock.

    Pickled to a verifier. Use ``submission()``: a record nested too deeply to be pickled is refused before it is sent.
    """

    player: PlayerRow
    today: datetime.date
    now: float
    refused: str | None = None  # refused before it left the request process (the record is not sent along)


class VerifierTrouble(Exception):
    """The verifier could not reach the database (German message; the game sends again later)."""


def submission(limits: Limits, player: PlayerRow, id: str, game: str, score: int, seat: int,
               seed_id: str | None, record: dict[str, Any], today: datetime.date, now: float) -> Submission:
    """A Submission for a verifier; a record nested deeper than the limit goes as an empty, refused one."""
    refused = None
    if not json_depth(record, limits.max_json_depth):
        record, refused = {}, "Der Spielverlauf ist zu tief verschachtelt."
    return Submission(id, game, score, seat, seed_id, record, player, today, now, refused)


@dataclass(frozen=True)
class Verdict:
    """The stored answer; ``entered`` = (board, day, score, points, time) when the result entered a list."""

    stored: StoredResult
    entered: tuple[str, datetime.date, int, int, float] | None = None


def json_depth(value: object, limit: int) -> bool:
    """Whether ``value`` nests at most ``limit`` levels (checked without recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return False
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return True


class Verifier:
    """Checks and stores submissions with one Storage (in a verifier process, or on a thread in tests)."""

    def __init__(self, storage: Storage, limits: Limits) -> None:
        self.storage = storage
        self.limits = limits
        self._venue_lists: dict[int, tuple[int, tuple[frozenset[str], frozenset[str]]]] = {}

    def venue_lists(self, venue_id: int | None, conn: sa.Connection) -> tuple[frozenset[str], frozenset[str]] | None:
        """The venue's (blocked, allowed) words its rounds are checked with; None without a venue."""
        if venue_id is None:
            return None
        version = self.storage.words_version(venue_id, conn)
        hit = self._venue_lists.get(venue_id)
        if hit is None or hit[0] != version:
            _name, version, block, allow = self.storage.venue_words(venue_id, conn)
            hit = (version, (frozenset(block), frozenset(allow)))
            self._venue_lists[venue_id] = hit
        return hit[1]

    def _precheck(self, sub: Submission, conn: sa.Connection) -> Claim:
        """Shape, board, clock and seed: everything before the replay (raises Refused)."""
        if sub.refused is not None:
            raise Refused(sub.refused)
        claim = read_claim(sub.game, sub.record, self.limits.max_actions)
        seed_mode = BOARD_SEED_MODE[claim.board]
        if seed_mode is None:
            assert claim.date is not None
            if not daily_date_open(claim.date, sub.today):
                raise Refused(f"Das Brett vom {claim.date:%d.%m.%Y} gibt das Spielcenter nicht (mehr) aus.")
        else:
            try:
                self.storage.check_seed(sub.seed_id, sub.player.id, seed_mode, claim.seed, sub.now, conn)
            except SeedProblem as err:
                raise Refused(str(err)) from None
        return claim

    def _replay(self, sub: Submission, claim: Claim, conn: sa.Connection) -> Outcome:
        from game.lexicon import load_lexicon

        lexicon = load_lexicon()
        lists = self.venue_lists(sub.player.venue_id, conn)
        if lists is not None:
            lexicon = lexicon.with_operator_lists(blocked=lists[0], extra=lists[1])
        return replay_claim(claim, lexicon, sub.score, sub.seat)

    def check(self, sub: Submission) -> Verdict:
        """Check, replay and store a submission once; a retry gets the first answer back.

        One connection serves the whole check (reads, then the write in the same transaction on
        PostgreSQL): a round trip to the database costs more wall time here than most replays.
        """
        with self.storage.engine.connect() as conn:
            return self._check(sub, conn)

    def _check(self, sub: Submission, conn: sa.Connection) -> Verdict:
        seen = self.storage.find_result(sub.player.id, sub.id, conn)
        if seen is not None:
            return Verdict(seen)
        record_text = json.dumps(sub.record, ensure_ascii=False, separators=(",", ":"))
        try:
            claim = self._precheck(sub, conn)
            outcome = self._replay(sub, claim, conn)
        except Refused as err:
            stored = self.storage.store_result(
                player=sub.player, client_id=sub.id, board="", day=sub.today, score=sub.score, points=0, words=0,
                daily_found=False, accepted=False, reason=str(err), seed_id=sub.seed_id, record=record_text, conn=conn)
            return Verdict(stored)
        daily = BOARD_SEED_MODE[claim.board] is None
        day = claim.date if daily and claim.date else sub.today
        stored = self.storage.store_result(
            player=sub.player, client_id=sub.id, board=claim.board, day=day, score=outcome.score,
            points=outcome.points, words=outcome.words, daily_found=outcome.daily_found, accepted=True, reason=None,
            seed_id=None if daily else sub.seed_id, record=record_text, conn=conn)
        if not stored.accepted:
            return Verdict(stored)
        return Verdict(stored, (claim.board, day, outcome.score, outcome.points, stored.at))


_WORKER: Verifier | None = None


def worker_start(db_url: str, limits: Limits) -> None:
    """Start of a verifier process: its own database connection, the word list loaded once, a parent watch."""
    global _WORKER
    from game.lexicon import load_lexicon
    from spielcenter.db import make_engine

    lower_priority()
    load_lexicon()
    _WORKER = Verifier(Storage(make_engine(db_url)), limits)
    settle_heap()
    parent = os.getppid()
    threading.Thread(target=_follow_parent, args=(parent,), daemon=True, name="parent-watch").start()


def _follow_parent(parent: int) -> None:
    """A verifier whose server process died (SIGKILL leaves no goodbye) ends too, instead of lingering."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_S)
    os._exit(0)


def worker_check(sub: Submission) -> Verdict:
    """The job a verifier process runs for one submission."""
    assert _WORKER is not None, "worker_start did not run"
    try:
        return _WORKER.check(sub)
    except sa.exc.SQLAlchemyError as err:  # database errors do not cross the process boundary intact
        log.warning("Prüfung ohne Datenbank: %s", err)
        raise VerifierTrouble("Die Datenbank ist gerade nicht erreichbar – bitte gleich noch einmal senden.") from None


def worker_ready() -> bool:
    """A no-op job: the pool is started and warm."""
    return _WORKER is not None
