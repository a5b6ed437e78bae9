"""The per-process services the routers share: storage, limits, word lists, caches."""
from __future__ import annotations

import threading
import time
from typing import Any

from game.lexicon import Lexicon, load_lexicon
from spielcenter.config import CenterConfig
from spielcenter.days import today
from spielcenter.security import RateLimiter, token_hash
from spielcenter.storage import PlayerRow, Storage

AUTH_CACHE_S = 30.0


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
        self._lists: dict[tuple, tuple[float, Any]] = {}
        self._lock = threading.Lock()

    def today(self):
        """The server's date now."""
        return today(self.config.timezone, time.time())

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
        """A result entered a list: this process answers from the database again (others within a second)."""
        with self._lock:
            self._lists.clear()

    def cached_list(self, key: tuple, compute):
        """A list answer reused for ``list_cache_s`` (many kiosks ask for the same list)."""
        now = time.monotonic()
        hit = self._lists.get(key)
        if hit is not None and now - hit[0] < self.config.limits.list_cache_s:
            return hit[1]
        value = compute()
        with self._lock:
            if len(self._lists) > 10_000:
                self._lists.clear()
            self._lists[key] = (now, value)
        return value
