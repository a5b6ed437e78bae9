"""The per-process services the routers share: storage, limits, word lists, caches."""
from __future__ import annotations

import asyncio
import datetime
import logging
import multiprocessing
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from functools import partial

from fastapi import HTTPException

from game.lexicon import load_lexicon
from spielcenter.config import CenterConfig
from spielcenter.days import today
from spielcenter.security import RateLimiter, token_hash
from spielcenter.storage import ListRow, PlayerRow, Storage
from spielcenter.verify import Outcome, replay_job, replay_worker_start

log = logging.getLogger(__name__)

AUTH_CACHE_S = 30.0
REPLAY_SLOTS = 4  # submissions under way at once per process (one replays, the others use the database)
REPLAY_NICE = 0  # a higher value lets list reads go first, but starves the checks on a busy shared machine
RANKING_CAP = 5000  # lines kept per list; a player further down gets their rank from the database
RankingKey = tuple[str, datetime.date, datetime.date, "int | None"]


@dataclass(frozen=True)
class Ranking:
    """A list's lines best first, the number of players, and each player's best line."""

    rows: list[ListRow]
    players: int
    complete: bool
    best: dict[int, ListRow]


class Center:
    """One per server process; created at start-up and kept on ``app.state.center``."""

    def __init__(self, config: CenterConfig, storage: Storage) -> None:
        self.config = config
        self.storage = storage
        limits = config.limits
        self.requests = RateLimiter(limits.requests_per_s, limits.request_burst)
        self.registrations = RateLimiter(limits.registrations_per_s, limits.registration_burst)
        self._venue_lists: dict[tuple[int, int], tuple[frozenset[str], frozenset[str]]] = {}
        self.replayer: ProcessPoolExecutor | None = None
        self._players: dict[str, tuple[float, PlayerRow]] = {}
        self._rankings: dict[RankingKey, tuple[float, int, Ranking]] = {}
        self._generation = 0
        self._lock = threading.Lock()
        self._compute_lock = threading.Lock()
        self.replay_slots = asyncio.Semaphore(REPLAY_SLOTS)

    def today(self):
        """The server's date now."""
        return today(self.config.timezone, time.time())

    def cached_player(self, token: str) -> PlayerRow | None:
        """The player of a token if seen recently (no database access)."""
        hit = self._players.get(token_hash(token))
        if hit is not None and time.monotonic() - hit[0] < AUTH_CACHE_S:
            return hit[1]
        return None

    def player_for(self, token: str) -> PlayerRow | None:
        """The player of a token (cached for a short while: every request needs it)."""
        key = token_hash(token)
        now = time.monotonic()
        hit = self._players.get(key)
        if hit is not None and now - hit[0] < AUTH_CACHE_S:
            return hit[1]
        player = self.storage.player_by_token(token)
        if player is not None:
            with self._lock:
                if len(self._players) > 50_000:
                    self._players.clear()
                self._players[key] = (now, player)
        return player

    def venue_lists(self, venue_id: int | None) -> tuple[frozenset[str], frozenset[str]] | None:
        """The venue's (blocked, allowed) words its rounds are checked with; None without a venue."""
        if venue_id is None:
            return None
        version = self.storage.words_version(venue_id)
        key = (venue_id, version)
        lists = self._venue_lists.get(key)
        if lists is None:
            _name, _version, block, allow = self.storage.venue_words(venue_id)
            lists = (frozenset(block), frozenset(allow))
            with self._lock:
                self._venue_lists = {k: v for k, v in self._venue_lists.items() if k[0] != venue_id}
                self._venue_lists[key] = lists
        return lists

    async def replay(self, game: str, record: dict, score: int, seat: int,
                     lists: tuple[frozenset[str], frozenset[str]] | None) -> Outcome:
        """Replay a record in the replay worker (raises Refused)."""
        loop = asyncio.get_running_loop()
        job = partial(replay_job, game, record, score, seat, self.config.limits.max_actions, lists)
        if self.replayer is None:  # no worker process (tests of the pieces): on a thread
            return await loop.run_in_executor(None, job)
        try:
            return await loop.run_in_executor(self.replayer, job)
        except BrokenProcessPool:
            log.error("Prüfprozess ausgefallen: wird neu gestartet")
            self.replayer.shutdown(wait=False, cancel_futures=True)
            self.start_replayer()
            raise HTTPException(503, "Die Prüfung war kurz nicht verfügbar – bitte gleich noch einmal senden.",
                                headers={"Retry-After": "2"}) from None

    def start_replayer(self) -> None:
        """One low-priority replay process for this server process (spawned: no forked threads)."""
        self.replayer = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                            initializer=replay_worker_start, initargs=(REPLAY_NICE,))
        self.replayer.submit(load_lexicon).result()  # started and warm before the first round arrives

    def close(self) -> None:
        """Stop the replay worker."""
        if self.replayer is not None:
            self.replayer.shutdown(cancel_futures=True)

    def lists_changed(self) -> None:
        """A result entered a list: this process computes its lists afresh (other processes within a second)."""
        with self._lock:
            self._generation += 1

    def fresh_ranking(self, key: RankingKey) -> Ranking | None:
        """The cached ranking if it is recent and no result arrived since (no database access)."""
        hit = self._rankings.get(key)
        if hit is not None and hit[1] == self._generation and time.monotonic() - hit[0] < self.config.limits.list_cache_s:
            return hit[2]
        return None

    def ranking(self, key: RankingKey) -> Ranking:
        """The ranking of a list (its first RANKING_CAP lines); computed once for all waiting requests."""
        with self._compute_lock:  # single flight: a burst of readers waits for one query, not many
            hit = self.fresh_ranking(key)
            if hit is not None:
                return hit
            generation = self._generation
            board, first, last, venue_id = key
            rows, count = self.storage.board_rows(board, first, last, venue_id, RANKING_CAP)
            best: dict[int, ListRow] = {}
            for row in rows:
                best.setdefault(row.player_id, row)
            ranking = Ranking(rows, count, len(rows) < RANKING_CAP, best)
            with self._lock:
                if len(self._rankings) > 1000:
                    self._rankings.clear()
                self._rankings[key] = (time.monotonic(), generation, ranking)
            return ranking
