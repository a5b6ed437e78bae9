#!/usr/bin/env python3
"""Load test of a running Spielcenter on this machine (loopback only, bounded in time).

    python3 tools/load_center.py --url http://127.0.0.1:8765 --clients 200 --seconds 30 [--kill-restart]

Before the timed phase every client registers and fetches seeds, and valid Speedbuch rounds
are played for those seeds (a hint bot, ``--words`` words each, on all cores). In the timed
phase each client reads a list about every ``--read-every`` seconds and submits a round about
every ``--submit-every`` seconds. Unanswered submissions are retried with the same id, as the
game does, until the server answers. ``--kill-restart`` kills the server process (SIGKILL)
halfway and starts it again with the same command line.

The last line is JSON: verified_per_s, read_p50_ms, read_p99_ms, submit_p50_ms, submit_p99_ms,
lost, duplicated (and a few more facts: client_lag_p99_ms is this tool's own event-loop lag, which
the measured latencies include; load_avg_1m the machine's load average at the end).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
import uuid
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

LOOPBACK = {"127.0.0.1", "localhost", "::1"}
MAX_SECONDS = 600
MAX_CLIENTS = 2000
DRAIN_S = 60.0
LAG_TICK_S = 0.005


def _find_word(game, rng) -> tuple | None:
    """Some valid word on the board (depth-first from random cells, pruned by the word list's prefixes)."""
    from game.buch.geometry import NEIGHBOURS

    lexicon = game.lexicon

    def dfs(path: list, word: str):
        if len(path) >= 3 and lexicon.is_word(word) and game.evaluate(tuple(path)).valid:
            return tuple(path)
        if len(path) >= 6:
            return None
        for nxt in NEIGHBOURS[path[-1]]:
            tile = game.board[nxt]
            if nxt in path or tile is None or not lexicon.has_prefix(word + tile.token):
                continue
            found = dfs(path + [nxt], word + tile.token)
            if found:
                return found
        return None

    cells = list(NEIGHBOURS)
    rng.shuffle(cells)
    for cell in cells:
        tile = game.board[cell]
        if tile is not None and lexicon.has_prefix(tile.token):
            found = dfs([cell], tile.token)
            if found:
                return found
    return None


def play_round(args: tuple[int, int]) -> tuple[dict, int]:
    """A finished 3-minute round for ``seed``: ``words`` words a quick player might find, then the end."""
    import random as _random

    from game.buch.actions import EndRound, FreeShuffle, Shuffle, Submit
    from game.buch.game import BuchGame
    from game.buch.rules import BuchMode
    from game.lexicon import load_lexicon

    seed, words = args
    rng = _random.Random(seed)
    game = BuchGame(BuchMode.DREI_MINUTEN, seed, load_lexicon(), now=0.0, track_missed=False)
    now = 2.0
    laid = 0
    while laid < words and not game.over and now < 170.0:
        path = _find_word(game, rng)
        if path is None:
            game.apply(FreeShuffle() if game.free_shuffle_available else Shuffle(), now)
        else:
            game.apply(Submit(path), now)
            laid += 1
        now += 6.0
    if not game.over:
        game.apply(EndRound(), now)
    return game.record.to_json(), game.score


class HttpError(Exception):
    """No answer: the connection failed or broke (the server is down or restarting)."""


class Connection:
    """One keep-alive HTTP/1.1 connection with a tiny client (httpx would cost more CPU than the server's work)."""

    def __init__(self, host: str, port: int, token: str | None = None) -> None:
        self.host, self.port, self.token = host, port, token
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: object = None) -> tuple[int, object]:
        """Send a request and read the JSON answer; raises HttpError when there is none.

        A kept-alive connection the server has closed meanwhile is opened again once (as browsers
        do; a submission may be repeated safely, its id makes it count once).
        """
        reused = self.writer is not None
        try:
            return await self._request(method, path, body)
        except HttpError:
            if not reused:
                raise
            return await self._request(method, path, body)

    async def _request(self, method: str, path: str, body: object) -> tuple[int, object]:
        payload = b"" if body is None else json.dumps(body, separators=(",", ":")).encode()
        head = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}", f"Content-Length: {len(payload)}"]
        if body is not None:
            head.append("Content-Type: application/json")
        if self.token:
            head.append(f"Authorization: Bearer {self.token}")
        try:
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
            self.writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + payload)
            await self.writer.drain()
            status = int((await self.reader.readline()).split()[1])
            length, close = 0, False
            while True:
                line = await self.reader.readline()
                if line in (b"\r\n", b""):
                    break
                name, _, value = line.decode("latin-1").partition(":")
                if name.lower() == "content-length":
                    length = int(value)
                elif name.lower() == "connection" and "close" in value.lower():
                    close = True
            data = await self.reader.readexactly(length) if length else b""
        except (OSError, IndexError, ValueError, asyncio.IncompleteReadError) as err:
            self.close()
            raise HttpError(str(err) or type(err).__name__) from None
        if close:
            self.close()
        return status, (json.loads(data) if data else None)

    def close(self) -> None:
        """Drop the connection (the next request opens a new one)."""
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


@dataclass
class Submission:
    """One round on its way: the same id on every retry."""

    id: str
    seed_id: str
    record: dict
    score: int
    answered: bool = False
    accepted: bool = False


@dataclass
class LoadClient:
    """One simulated install with its own connection."""

    conn: Connection
    todo: list[Submission]
    sent: list[Submission] = field(default_factory=list)


@dataclass
class Figures:
    """Measurements of the timed phase."""

    reads: list[float] = field(default_factory=list)
    submits: list[float] = field(default_factory=list)
    verified: int = 0
    refused: int = 0
    errors: int = 0
    unreachable: int = 0
    refusals: dict[str, int] = field(default_factory=dict)
    problems: dict[str, int] = field(default_factory=dict)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) in milliseconds, rounded."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(1000.0 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


class ServerProcess:
    """The server behind the URL's port, found through /proc, so it can be killed and started again."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.pids = self._listening_pids()
        if not self.pids:
            raise SystemExit(f"Kein Prozess lauscht auf Port {port} (für --kill-restart nötig).")
        main = min(self.pids)
        self.cmdline = Path(f"/proc/{main}/cmdline").read_bytes().split(b"\0")[:-1]
        self.cwd = os.readlink(f"/proc/{main}/cwd")
        raw_env = Path(f"/proc/{main}/environ").read_bytes().split(b"\0")
        self.env = dict(item.decode(errors="replace").split("=", 1) for item in raw_env if b"=" in item)

    def _listening_pids(self) -> list[int]:
        inodes = set()
        for table in ("/proc/net/tcp", "/proc/net/tcp6"):
            try:
                lines = Path(table).read_text().splitlines()[1:]
            except OSError:
                continue
            for line in lines:
                parts = line.split()
                if int(parts[1].rsplit(":", 1)[1], 16) == self.port and parts[3] == "0A":  # LISTEN
                    inodes.add(parts[9])
        pids = []
        for proc in Path("/proc").iterdir():
            if not proc.name.isdigit():
                continue
            try:
                links = {os.readlink(fd) for fd in (proc / "fd").iterdir()}
            except OSError:
                continue
            if any(f"socket:[{i}]" in links for i in inodes):
                pids.append(int(proc.name))
        return sorted(pids)

    def kill(self) -> None:
        """SIGKILL every process of the server (the supervisor and its workers): a crash."""
        for pid in self.pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def restart(self) -> int:
        """Start the same command again (detached, it outlives this tool like the original); returns its pid."""
        proc = subprocess.Popen([c.decode() for c in self.cmdline], cwd=self.cwd, env=self.env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        self.pids = [proc.pid]
        return proc.pid


async def setup(host: str, port: int, clients: int, rounds_each: int, words: int) -> list[LoadClient]:
    """Register the clients, fetch their seeds, play the rounds (before the clock starts)."""
    async def one(i: int) -> tuple[Connection, list[dict]]:
        conn = Connection(host, port)
        status, data = await conn.request("POST", "/v1/players", {"name": f"Last {i + 1}"})
        if status != 201:
            raise SystemExit(f"Anmeldung abgelehnt ({status}): {data}")
        conn.token = data["token"]
        seeds: list[dict] = []
        while len(seeds) < rounds_each:
            status, data = await conn.request("POST", "/v1/seeds",
                                              {"mode": "3min", "count": min(5, rounds_each - len(seeds))})
            if status != 200:
                raise SystemExit(f"Startwerte abgelehnt ({status}): {data}")
            seeds.extend(data)
        return conn, seeds

    registered = []
    for start in range(0, clients, 50):
        registered += await asyncio.gather(*(one(i) for i in range(start, min(clients, start + 50))))
    jobs = [(s["seed"], words) for _, seeds in registered for s in seeds]
    loop = asyncio.get_running_loop()
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        rounds = await asyncio.gather(*(loop.run_in_executor(pool, play_round, job) for job in jobs))
    out, k = [], 0
    for conn, seeds in registered:
        todo = []
        for s in seeds:
            record, score = rounds[k]
            k += 1
            todo.append(Submission(uuid.uuid4().hex, s["id"], record, score))
        out.append(LoadClient(conn, todo))
    return out


async def submit(client: LoadClient, sub: Submission, figures: Figures | None) -> None:
    """Send one submission; a missing answer leaves it unanswered (it is retried with the same id)."""
    body = {"id": sub.id, "game": "buch", "score": sub.score, "seed_id": sub.seed_id, "record": sub.record}
    started = time.perf_counter()
    try:
        status, data = await client.conn.request("POST", "/v1/results", body)
    except HttpError as err:
        if figures:
            figures.unreachable += 1
            figures.problems[str(err)[:80]] = figures.problems.get(str(err)[:80], 0) + 1
        return
    if status != 200:
        if figures:
            figures.errors += 1
        return
    sub.answered, sub.accepted = True, bool(data["accepted"])
    if figures is not None:
        figures.submits.append(time.perf_counter() - started)
        if sub.accepted:
            figures.verified += 1
        else:
            figures.refused += 1
            figures.refusals[data["reason"]] = figures.refusals.get(data["reason"], 0) + 1


async def drive(client: LoadClient, deadline: float, read_every: float,
                submit_every: float, figures: Figures) -> None:
    """One client's timed phase: reads and submissions at its own pace (random phase)."""
    rng = random.Random(client.conn.token)
    next_read = time.monotonic() + rng.uniform(0, read_every)
    next_submit = time.monotonic() + rng.uniform(0, submit_every)
    while True:
        now = time.monotonic()
        wake = min(next_read, next_submit)
        if wake >= deadline:
            return
        if wake > now:
            await asyncio.sleep(wake - now)
        if next_read <= next_submit:
            next_read += read_every
            started = time.perf_counter()
            try:
                status, _data = await client.conn.request("GET", "/v1/lists/3min?period=heute")
            except HttpError as err:
                figures.unreachable += 1
                figures.problems[str(err)[:80]] = figures.problems.get(str(err)[:80], 0) + 1
                continue
            if status == 200:
                figures.reads.append(time.perf_counter() - started)
            else:
                figures.errors += 1
        else:
            next_submit += submit_every
            retry = next((s for s in client.sent if not s.answered), None)
            if retry is None and client.todo:
                retry = client.todo.pop()
                client.sent.append(retry)
            if retry is not None:
                await submit(client, retry, figures)


async def drain(clients: list[LoadClient], figures: Figures) -> int:
    """After the clock: resend what got no answer (same ids) until answered; returns how many never were."""
    deadline = time.monotonic() + DRAIN_S
    while time.monotonic() < deadline:
        open_ones = [(c, s) for c in clients for s in c.sent if not s.answered]
        if not open_ones:
            return 0
        await asyncio.gather(*(submit(c, s, figures) for c, s in open_ones))
        await asyncio.sleep(0.5)
    return sum(1 for c in clients for s in c.sent if not s.answered)


async def audit(clients: list[LoadClient]) -> tuple[int, int]:
    """Compare each client's answered submissions with what the server stored: (lost, duplicated)."""
    lost = duplicated = 0
    for c in clients:
        status, data = await c.conn.request("GET", "/v1/players/me/ergebnisse")
        if status != 200:
            raise SystemExit(f"Abgleich fehlgeschlagen ({status}): {data}")
        stored = [r["id"] for r in data if r["accepted"]]
        mine = {s.id for s in c.sent if s.accepted}
        lost += len(mine - set(stored))
        duplicated += len(stored) - len(set(stored)) + len(set(stored) - {s.id for s in c.sent})
    return lost, duplicated


async def wait_healthy(host: str, port: int, timeout: float) -> None:
    """Until /health answers 200."""
    deadline = time.monotonic() + timeout
    conn = Connection(host, port)
    while time.monotonic() < deadline:
        try:
            if (await conn.request("GET", "/health"))[0] == 200:
                conn.close()
                return
        except HttpError:
            pass
        await asyncio.sleep(0.2)
    raise SystemExit("Der Server antwortet nicht auf /health.")


async def watch_lag(deadline: float, lags: list[float]) -> None:
    """This tool's own event-loop lag (how late a 5 ms sleep wakes up): when it is large, the latencies
    measured here include the tool's own waiting, not only the server's."""
    while time.monotonic() < deadline:
        started = time.perf_counter()
        await asyncio.sleep(LAG_TICK_S)
        lags.append(time.perf_counter() - started - LAG_TICK_S)


async def run(args: argparse.Namespace) -> dict:
    """Set up, drive, (kill and restart), drain, audit."""
    parts = urlsplit(args.url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    await wait_healthy(host, port, 30)
    server = ServerProcess(port) if args.kill_restart else None
    rounds_each = int(args.seconds / args.submit_every) + 2
    t0 = time.monotonic()
    clients = await setup(host, port, args.clients, rounds_each, args.words)
    print(f"Vorbereitet: {args.clients} Spieler, {rounds_each * args.clients} Runden in "
          f"{time.monotonic() - t0:.0f} s", file=sys.stderr)
    figures = Figures()
    start = time.monotonic()
    deadline = start + args.seconds
    tasks = [asyncio.create_task(drive(c, deadline, args.read_every, args.submit_every, figures)) for c in clients]
    lags: list[float] = []
    tasks.append(asyncio.create_task(watch_lag(deadline, lags)))
    killed_at = None
    if server is not None:
        await asyncio.sleep(args.seconds / 2)
        server.kill()
        killed_at = time.monotonic() - start
        print(f"Server nach {killed_at:.0f} s beendet (SIGKILL), startet neu …", file=sys.stderr)
        pid = server.restart()
        print(f"Server neu gestartet (pid {pid})", file=sys.stderr)
    await asyncio.gather(*tasks)
    elapsed = time.monotonic() - start
    unanswered = await drain(clients, figures)
    lost, duplicated = await audit(clients)
    for c in clients:
        c.conn.close()
    return {
        "verified_per_s": round(figures.verified / elapsed, 1),
        "read_p50_ms": percentile(figures.reads, 0.50),
        "read_p99_ms": percentile(figures.reads, 0.99),
        "submit_p50_ms": percentile(figures.submits, 0.50),
        "submit_p99_ms": percentile(figures.submits, 0.99),
        "lost": lost + unanswered,
        "duplicated": duplicated,
        "clients": args.clients,
        "seconds": round(elapsed, 1),
        "reads": len(figures.reads),
        "verified": figures.verified,
        "refused": figures.refused,
        "refusals": figures.refusals,
        "errors": figures.errors,
        "unreachable": figures.unreachable,
        "connection_problems": figures.problems,
        "killed_at_s": round(killed_at, 1) if killed_at is not None else None,
        "client_lag_p99_ms": percentile(lags, 0.99),
        "load_avg_1m": round(os.getloadavg()[0], 2),
        "words_per_round": args.words,
        "read_every_s": args.read_every,
        "submit_every_s": args.submit_every,
    }


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, check they are safe (loopback, bounded), run."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--url", required=True)
    p.add_argument("--clients", type=int, default=50)
    p.add_argument("--seconds", type=float, default=30.0)
    p.add_argument("--kill-restart", action="store_true", help="den Server mittendrin abschießen und neu starten")
    p.add_argument("--words", type=int, default=20, help="Wörter je Runde (Aufwand der Prüfung)")
    p.add_argument("--read-every", type=float, default=1.0, help="Sekunden zwischen zwei Listenabrufen je Spieler")
    p.add_argument("--submit-every", type=float, default=8.0, help="Sekunden zwischen zwei Runden je Spieler")
    args = p.parse_args(argv)
    host = urlsplit(args.url).hostname
    if host not in LOOPBACK:
        p.error(f"nur gegen einen Server auf diesem Rechner (127.0.0.1), nicht {host!r}")
    if not 1 <= args.clients <= MAX_CLIENTS or not 1 <= args.seconds <= MAX_SECONDS:
        p.error(f"--clients 1..{MAX_CLIENTS}, --seconds 1..{MAX_SECONDS}")
    result = asyncio.run(run(args))
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
