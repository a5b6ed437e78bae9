"""Ready JSON of the lists, per (board, period, scope, venue), kept in the server process.

A list read costs the database nothing while its entry is fresh. When a result enters a board in
this process, every cached list it belongs to takes the new line at once (``enter``: the sender
sees their result in the next read, no query needed). An entry is read from the database again
when it is older than ``ttl`` (1 s by default, Limits.list_cache_s), so several server processes
over one PostgreSQL database show each other's results within about that time; while that one
query runs, readers get the previous entry. Readers of a list not cached yet wait for one query
together (single flight).
"""
from __future__ import annotations

import asyncio
import bisect
import datetime
import json
import logging
import time
import zlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from fastapi.concurrency import run_in_threadpool

from spielcenter.storage import ListRow

log = logging.getLogger(__name__)

MAX_ENTRIES = 1000
RECENT = 1000  # results entered lately, for a list read from the database meanwhile
#: (board, period, scope, venue id, first day, last day)
ListKey = tuple[str, str, str, "int | None", datetime.date, datetime.date]


#: one line of a list without names: (player id, score, day, time of the result)
Standing = tuple[int, int, datetime.date, float]


#: a line's place in the order of a list: (-score, time, player id, day); best first when sorted
_Key = tuple[int, float, int, datetime.date]


class Ranking:
    """A list: its lines best first, the number of players, names for the top lines, everyone's best line.

    The lines are kept as sorted keys, so a new result goes in with a binary search (``with_line``)
    and a player's rank is another one (``own``); the first ``top`` rows are built when asked for.
    Only the event loop changes a ranking that is in the cache (a new one is built on a thread).
    """

    def __init__(self, keys: list[_Key], names: dict[int, tuple[str, str | None]], top: int, players: int,
                 complete: bool, halls: set[int] | None = None) -> None:
        self._keys = keys
        self.names = names
        self.top = top
        self.players = players
        self.complete = complete  # all lines of the list were read (a player not in it has none)
        self.halls = set(halls or ())  # the venues whose players have a line (the header's "in 6 Hallen")
        self._best: dict[int, _Key] = {}
        for key in keys:
            self._best.setdefault(key[2], key)
        self._rows: list[ListRow] | None = None

    @classmethod
    def of(cls, standings: list[Standing], names: dict[int, tuple[str, str | None]], top: int, players: int,
           complete: bool, halls: set[int] | None = None) -> Ranking:
        """The ranking of ``standings`` (player, score, day, time); ties share a rank; names for the first ``top``."""
        keys = sorted((-score, at, player, day) for player, score, day, at in standings)
        return cls(keys, dict(names), top, players, complete, halls)

    @property
    def rows(self) -> list[ListRow]:
        """The first ``top`` lines with ranks and names."""
        if self._rows is None:
            rows: list[ListRow] = []
            rank, last = 0, None
            for i, (neg, at, player, day) in enumerate(self._keys[:self.top]):
                if neg != last:
                    rank, last = i + 1, neg
                name, venue = self.names.get(player, ("?", None))
                rows.append(ListRow(rank, player, name, venue, -neg, day, at))
            self._rows = rows
        return self._rows

    def with_line(self, line: Standing, name: str, venue: str | None, kind: str, venue_id: int | None = None) -> Ranking:
        """Take a new result in place and return the ranking: ``kind`` "best" (a player's best counts),
        "sum" (points add up) or "game" (every game is a line); ``venue_id``: the player's hall, if any.

        A result the ranking already holds (read from the database after it was stored) changes
        nothing: the same game line, a best line not better, a sum line not newer than the sum.
        """
        player, score, day, at = line
        if venue_id is not None:
            self.halls.add(venue_id)
        key: _Key = (-score, at, player, day)
        old = self._best.get(player)
        if kind == "game":
            i = bisect.bisect_left(self._keys, key)
            if i < len(self._keys) and self._keys[i] == key:
                return self
            self._keys.insert(i, key)
            if old is None or key < old:
                self._best[player] = key
        else:
            if old is not None:
                if kind == "sum":
                    if at <= old[1]:
                        return self
                    key = (old[0] - score, at, player, max(old[3], day))
                elif key[0] >= old[0]:
                    return self
                del self._keys[bisect.bisect_left(self._keys, old)]
            bisect.insort(self._keys, key)
            self._best[player] = key
        if old is None:
            self.players += 1
        self.names.setdefault(player, (name, venue))
        self._rows = None
        return self

    def own(self, player_id: int, name: str, venue: str | None) -> ListRow | None:
        """The player's best line with its rank (None when it is not among the lines read)."""
        key = self._best.get(player_id)
        if key is None:
            return None
        neg, at, _player, day = key
        rank = bisect.bisect_left(self._keys, (neg,)) + 1  # one more than the lines with a higher score
        return ListRow(rank, player_id, name, venue, -neg, day, at)


@dataclass
class Entry:
    """One cached list: its ranking and the JSON of its head per requested length."""

    key: ListKey
    ranking: Ranking
    made_at: float
    heads: dict[int, bytes] = field(default_factory=dict)

    def head(self, limit: int) -> bytes:
        """The answer's JSON up to ``"me":`` (the caller's own line and ``}`` follow)."""
        head = self.heads.get(limit)
        if head is None:
            board, period, scope, _venue, first, last = self.key
            body = {"board": board, "period": period, "scope": scope, "first_day": first.isoformat(),
                    "last_day": last.isoformat(), "players": self.ranking.players,
                    "halls": len(self.ranking.halls),
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
        self._entries: dict[ListKey, Entry] = {}
        self._inflight: dict[ListKey, asyncio.Future[Entry]] = {}
        self._entered = 0  # results entered in this process (a query that ran meanwhile may lack them)
        self._recent: deque[tuple[int, str, datetime.date, int | None, Standing, str, str | None, str]] = deque(
            maxlen=RECENT)
        self.computed = 0  # how many times a list was read from the database (tests, tools)

    def enter(self, board: str, day: datetime.date, venue_id: int | None, line: Standing, name: str,
              venue: str | None, kind: str) -> None:
        """A result entered ``board`` in this process: every cached list it belongs to takes the line now."""
        self._entered += 1
        self._recent.append((self._entered, board, day, venue_id, line, name, venue, kind))
        for key, entry in self._entries.items():
            if _belongs(key, board, day, venue_id):
                entry.ranking.with_line(line, name, venue, kind, venue_id)
                entry.heads.clear()

    def fresh(self, key: ListKey) -> Entry | None:
        """The entry if it is younger than the TTL."""
        entry = self._entries.get(key)
        if entry is None or self.clock() - entry.made_at >= self.ttl:
            return None
        return entry

    async def get(self, key: ListKey, compute: Callable[[], Ranking]) -> Entry:
        """The list for ``key``; ``compute`` reads it from the database on a thread.

        An entry older than the TTL is still answered (up to twice the TTL) while one query refreshes it.
        """
        entry = self._entries.get(key)
        if entry is not None:
            age = self.clock() - entry.made_at
            if age < self.ttl:
                return entry
            if age < 2 * self.ttl:
                if key not in self._inflight:
                    refresh = asyncio.ensure_future(self._compute(key, compute))
                    refresh.add_done_callback(_log_failure)
                return entry
        waiting = self._inflight.get(key)
        if waiting is not None:
            return await asyncio.shield(waiting)
        return await self._compute(key, compute)

    async def _compute(self, key: ListKey, compute: Callable[[], Ranking]) -> Entry:
        future: asyncio.Future[Entry] = asyncio.get_running_loop().create_future()
        self._inflight[key] = future
        entered, made_at = self._entered, self.clock()
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
        if self._entered != entered:  # results entered while the query ran: it may lack them (a line counts once)
            for seq, board, day, venue_id, line, name, venue, kind in self._recent:
                if seq > entered and _belongs(key, board, day, venue_id):
                    ranking.with_line(line, name, venue, kind, venue_id)
        entry = Entry(key, ranking, made_at)
        if len(self._entries) >= MAX_ENTRIES:
            self._entries.clear()
        self._entries[key] = entry
        self.computed += 1
        future.set_result(entry)
        return entry


def _belongs(key: ListKey, board: str, day: datetime.date, venue_id: int | None) -> bool:
    """Whether a result of ``board`` on ``day`` by a player of ``venue_id`` is in the list ``key``."""
    key_board, _period, _scope, key_venue, first, last = key
    return key_board == board and first <= day <= last and key_venue in (None, venue_id)


def _log_failure(task: asyncio.Future) -> None:
    """A background refresh that failed is only logged (the next reader tries again)."""
    if not task.cancelled() and task.exception() is not None:
        log.warning("Liste ließ sich nicht auffrischen: %r", task.exception())
