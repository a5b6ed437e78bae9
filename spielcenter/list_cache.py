"""Ready JSON of the lists, per (board, period, scope, venue), kept in the server process.

A list read costs the database nothing while its entry is fresh. An entry lives at most ``ttl``
seconds, so that several server processes over one PostgreSQL database show each other's results
within that time (1 s by default, Limits.list_cache_s). When a result enters a board in this
process, that board's entries are refreshed: the player who sent the result waits for the new
list (they see their own result at once); everyone else gets the previous list (never older than
``ttl``) while one query runs in the background. Readers of a list without a usable entry wait
for that one query together (single flight).
"""
from __future__ import annotations

import asyncio
import datetime
import json
import logging
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field

from fastapi.concurrency import run_in_threadpool

from spielcenter.storage import ListRow

log = logging.getLogger(__name__)

MAX_ENTRIES = 1000
#: (board, period, scope, venue id, first day, last day)
ListKey = tuple[str, str, str, "int | None", datetime.date, datetime.date]


@dataclass(frozen=True)
class Ranking:
    """A list's lines best first, the number of players, and each player's best line."""

    rows: list[ListRow]
    players: int
    complete: bool
    best: dict[int, ListRow]


@dataclass
class Entry:
    """One cached list: its ranking and the JSON of its head per requested length."""

    key: ListKey
    ranking: Ranking
    version: int
    made_at: float
    heads: dict[int, bytes] = field(default_factory=dict)

    def head(self, limit: int) -> bytes:
        """The answer's JSON up to ``"me":`` (the caller's own line and ``}`` follow)."""
        head = self.heads.get(limit)
        if head is None:
            board, period, scope, _venue, first, last = self.key
            body = {"board": board, "period": period, "scope": scope, "first_day": first.isoformat(),
                    "last_day": last.isoformat(), "players": self.ranking.players,
                    "rows": [row_json(r) for r in self.ranking.rows[:limit]]}
            head = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()[:-1] + b',"me":'
            self.heads[limit] = head
        return head


def row_json(r: ListRow) -> dict:
    """One line as the API sends it (the fields of models.Row)."""
    return {"rank": r.rank, "player_id": r.player_id, "player": r.player, "venue": r.venue, "score": r.score,
            "day": r.day.isoformat(), "at": r.at, "verified": True}


def answer_body(head: bytes, me: ListRow | None) -> bytes:
    """The whole answer: the shared head and the caller's own line."""
    mine = b"null" if me is None else json.dumps(row_json(me), ensure_ascii=False, separators=(",", ":")).encode()
    return head + mine + b"}"


def etag(body: bytes) -> str:
    """A weak validator of an answer (cheap: a checksum of the bytes)."""
    return f'W/"{zlib.crc32(body):08x}-{len(body):x}"'


class ListCache:
    """The lists of one server process; all methods run on the event loop."""

    def __init__(self, ttl: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.ttl = ttl
        self.clock = clock
        self._versions: dict[str, int] = {}
        self._entries: dict[ListKey, Entry] = {}
        self._inflight: dict[ListKey, asyncio.Future[Entry]] = {}
        self.computed = 0  # how many times a list was read from the database (tests, tools)

    def invalidate(self, board: str) -> None:
        """A result entered ``board``: its lists are computed afresh on the next read."""
        self._versions[board] = self._versions.get(board, 0) + 1

    def fresh(self, key: ListKey) -> Entry | None:
        """The entry if no result entered its board since and it is younger than the TTL."""
        entry = self._entries.get(key)
        if entry is None or entry.version != self._versions.get(key[0], 0) or self.clock() - entry.made_at >= self.ttl:
            return None
        return entry

    async def get(self, key: ListKey, compute: Callable[[], Ranking], newer_than: float | None = None) -> Entry:
        """The list for ``key``; ``compute`` reads it from the database on a thread.

        ``newer_than`` (a time of ``clock``): the caller sent a result then and must see a list made after it.
        """
        entry = self.fresh(key)
        if entry is not None and (newer_than is None or entry.made_at > newer_than):
            return entry
        entry = self._entries.get(key)
        if entry is not None and self.clock() - entry.made_at < self.ttl and (
                newer_than is None or entry.made_at > newer_than):
            if key not in self._inflight:  # outdated by a result of this process: refresh behind the scenes
                refresh = asyncio.ensure_future(self._compute(key, compute))
                refresh.add_done_callback(_log_failure)
            return entry
        entry = await self._computed(key, compute)
        if newer_than is not None and entry.made_at <= newer_than:  # that query began before the caller's result
            entry = await self._computed(key, compute)
        return entry

    async def _computed(self, key: ListKey, compute: Callable[[], Ranking]) -> Entry:
        waiting = self._inflight.get(key)
        if waiting is not None:
            return await asyncio.shield(waiting)
        return await self._compute(key, compute)

    async def _compute(self, key: ListKey, compute: Callable[[], Ranking]) -> Entry:
        future: asyncio.Future[Entry] = asyncio.get_running_loop().create_future()
        self._inflight[key] = future
        version, made_at = self._versions.get(key[0], 0), self.clock()
        try:
            ranking = await run_in_threadpool(compute)
        except asyncio.CancelledError:
            future.cancel()
            raise
        except BaseException as err:
            future.set_exception(err)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            self._inflight.pop(key, None)
        entry = Entry(key, ranking, version, made_at)
        if len(self._entries) >= MAX_ENTRIES:
            self._entries.clear()
        self._entries[key] = entry
        self.computed += 1
        future.set_result(entry)
        return entry


def _log_failure(task: asyncio.Future) -> None:
    """A background refresh that failed is only logged (the next reader tries again)."""
    if not task.cancelled() and task.exception() is not None:
        log.warning("Liste ließ sich nicht auffrischen: %r", task.exception())
