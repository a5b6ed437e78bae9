"""Secret tokens (issued once, stored only as a hash) and per-token rate limits."""
from __future__ import annotations

import hashlib
import secrets
import threading
import time


def new_token() -> str:
    """A random secret token for a player or an operator."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """The stored form of a token (SHA-256: tokens are long random strings, no salt or stretching needed)."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


class RateLimiter:
    """Token buckets per key (a token's hash or an address), in this process."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def allow(self, key: str) -> float:
        """0 when the request may go ahead, else the seconds to wait."""
        now = self.clock()
        with self._lock:
            level, last = self._buckets.get(key, (float(self.burst), now))
            level = min(float(self.burst), level + (now - last) * self.rate)
            if level >= 1.0:
                self._buckets[key] = (level - 1.0, now)
                wait = 0.0
            else:
                self._buckets[key] = (level, now)
                wait = (1.0 - level) / self.rate
            if len(self._buckets) > 100_000:  # forget idle keys rather than grow without bound
                self._buckets = {k: v for k, v in self._buckets.items() if now - v[1] < 60}
        return wait
