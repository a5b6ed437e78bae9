"""The per-process services the routers share: storage, limits, word lists, caches."""
from __future__ import annotations

import asyncio
import datetime
import threading
import time
from dataclasses import dataclass

from game.lexicon import Lexicon, load_lexicon
from spielcenter.config import CenterConfig
from spielcenter.days import today
from spielcenter.security import RateLimiter, token_hash
from spielcenter.storage import ListRow, PlayerRow, Storage

AUTH_CACHE_S = 30.0
REPLAY_SLOTS = 2  # submissions checked at once per process (one replays while the other waits for the database)
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
        self._lexicons: dict[tuple[int | None, int], Lexicon] = {}
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

    def lexicon_for(self, venue_id: int | None) -> Lexicon:
        """The word list a venue's rounds are checked with (its operator lists included)."""
        base = load_lexicon()
        if venue_id is None:
            return base
        version = self.storage.words_version(venue_id)
        key = (venue_id, version)
        lexicon = self._lexicons.get(key)
        if lexicon is None:
            _name, _version, block, allow = self.storage.venue_words(venue_id)
            lexicon = base.with_operator_lists(blocked=block, extra=allow)
            with self._lock:
                self._lexicons = {k: v for k, v in self._lexicons.items() if k[0] != venue_id}
                self._lexicons[key] = lexicon
        return lexicon

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
