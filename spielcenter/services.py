"""The per-process services the routers share: storage, limits, word lists, caches."""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from fastapi import HTTPException

from spielcenter.config import CenterConfig
from spielcenter.days import today
from spielcenter.list_cache import ListCache, ListKey, Ranking
from spielcenter.security import RateLimiter, token_hash
from spielcenter.storage import GAME_BOARDS, SUM_BOARDS, PlayerRow, Storage
from spielcenter.verifier import Submission, Verdict, Verifier, VerifierTrouble, worker_check, worker_ready, worker_start

log = logging.getLogger(__name__)

AUTH_CACHE_S = 30.0
RANKING_CAP = 5000  # lines kept per list; a player further down gets their rank from the database
TOP_LINES = 100  # lines with names (the longest list a client may ask for)


class Center:
    """One per server process; created at start-up and kept on ``app.state.center``."""

    def __init__(self, config: CenterConfig, storage: Storage) -> None:
        self.config = config
        self.storage = storage
        limits = config.limits
        self.requests = RateLimiter(limits.requests_per_s, limits.request_burst)
        self.registrations = RateLimiter(limits.registrations_per_s, limits.registration_burst)
        self.verifier = Verifier(storage, limits)  # on a thread when no verifier processes run (tests)
        self.verifiers: ProcessPoolExecutor | None = None
        self._players: dict[str, tuple[float, PlayerRow]] = {}
        self._lock = threading.Lock()
        self.lists = ListCache(limits.list_cache_s)

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

    async def verify(self, sub: Submission) -> Verdict:
        """Check and store a submission in a verifier process (503 with a German reason if none can)."""
        loop = asyncio.get_running_loop()
        if self.verifiers is None:  # no verifier processes (tests of the pieces): on a thread
            verdict = await loop.run_in_executor(None, self.verifier.check, sub)
        else:
            try:
                verdict = await loop.run_in_executor(self.verifiers, worker_check, sub)
            except BrokenProcessPool:
                log.error("Prüfprozess ausgefallen: wird neu gestartet")
                self.verifiers.shutdown(wait=False, cancel_futures=True)
                self.start_verifiers(self.config.verifiers, wait=False)
                raise HTTPException(503, "Die Prüfung war kurz nicht verfügbar – bitte gleich noch einmal senden.",
                                    headers={"Retry-After": "2"}) from None
            except VerifierTrouble as err:
                raise HTTPException(503, str(err), headers={"Retry-After": "2"}) from None
        if verdict.entered is not None:
            board, day, score, points, at = verdict.entered
            kind = "sum" if board in SUM_BOARDS else "game" if board in GAME_BOARDS else "best"
            line = (sub.player.id, points if kind == "sum" else score, day, at)
            self.lists.enter(board, day, sub.player.venue_id, line, sub.player.name, sub.player.venue_name, kind)
        return verdict

    def start_verifiers(self, count: int, wait: bool = True) -> None:
        """``count`` verifier processes for this server process (spawned: no forked threads); ``wait``: warm on return."""
        self.verifiers = ProcessPoolExecutor(max_workers=max(1, count),
                                             mp_context=multiprocessing.get_context("spawn"),
                                             initializer=worker_start, initargs=(self.config.db_url, self.config.limits))
        started = [self.verifiers.submit(worker_ready) for _ in range(max(1, count))]
        if wait:
            for ready in started:
                ready.result()

    def close(self) -> None:
        """Stop the verifier processes."""
        if self.verifiers is not None:
            self.verifiers.shutdown(cancel_futures=True)

    def compute_ranking(self, key: ListKey) -> Ranking:
        """A list's ranking from the database: all lines as bare numbers (up to RANKING_CAP), names for the top."""
        board, _period, _scope, venue_id, first, last = key
        standings, halls = self.storage.standings(board, first, last, venue_id, RANKING_CAP)
        complete = len(standings) < RANKING_CAP
        players = len({s[0] for s in standings}) if complete else self.storage.player_count(board, first, last,
                                                                                             venue_id)
        names = self.storage.names(sorted({s[0] for s in standings[:TOP_LINES]}))
        return Ranking.of(standings, names, TOP_LINES, players, complete, halls)
