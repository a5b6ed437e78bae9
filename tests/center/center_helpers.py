"""Helpers for the Spielcenter tests: a real server process on a free loopback port, fresh databases, rounds."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]
PG_ENV = "SPEEDSETZER_TEST_PG"


def free_port() -> int:
    """A free TCP port on the loopback interface."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fresh_pg_database(admin_url: str) -> str:
    """Create an empty PostgreSQL database next to ``admin_url``'s and return its URL."""
    import sqlalchemy as sa

    name = "sc_" + uuid.uuid4().hex[:12]
    engine = sa.create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))  # name is ours, not input
    engine.dispose()
    return sa.make_url(admin_url).set(database=name).render_as_string(hide_password=False)


def drop_pg_database(admin_url: str, url: str) -> None:
    """Drop a database made by ``fresh_pg_database``."""
    import sqlalchemy as sa

    name = sa.make_url(url).database
    engine = sa.create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    engine.dispose()


@dataclass
class CenterProcess:
    """``speedsetzer-center serve`` in a subprocess; ``url`` is its loopback address."""

    db_url: str
    port: int = field(default_factory=free_port)
    workers: int = 1
    verifiers: int = 1
    proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        """Base URL."""
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 90.0) -> CenterProcess:
        """Start and wait until ``/health`` answers 200."""
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "spielcenter", "serve", "--db", self.db_url, "--port", str(self.port),
             "--workers", str(self.workers), "--verifiers", str(self.verifiers)], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("Spielcenter beendet: " + self.proc.stderr.read().decode(errors="replace"))
            try:
                if httpx.get(self.url + "/health", timeout=1.0).status_code == 200:
                    return self
            except httpx.TransportError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError("Spielcenter antwortet nicht auf /health")

    def stop(self, kill: bool = False) -> None:
        """Stop the process (``kill``: SIGKILL, as a crash)."""
        if self.proc is None:
            return
        if kill:
            self.proc.kill()
        else:
            self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        if self.proc.stderr:
            self.proc.stderr.close()
        self.proc = None


def buch_round(seed: int, words: int = 6, mode=None, date=None) -> tuple[dict, int]:
    """A finished Speedbuch round (3 Minuten unless ``mode``) played by the hint bot: (record JSON, score)."""
    from game.buch.actions import EndRound
    from game.buch.bot import play_hint_bot
    from game.buch.game import BuchGame
    from game.buch.rules import BuchMode
    from game.lexicon import load_lexicon

    game = BuchGame(mode or BuchMode.DREI_MINUTEN, seed, load_lexicon(), date=date, now=0.0)
    play_hint_bot(game, max_actions=words, now=1.0, step=2.5)
    if not game.over:
        game.apply(EndRound(), 1.0 + 2.5 * words)
    return game.record.to_json(), game.score


class Client:
    """A player talking to the server over HTTP."""

    def __init__(self, url: str, name: str = "Emre", operator_token: str | None = None) -> None:
        self.http = httpx.Client(base_url=url, timeout=30.0)
        body = {"name": name} | ({"operator_token": operator_token} if operator_token else {})
        answer = self.http.post("/v1/players", json=body)
        answer.raise_for_status()
        self.player = answer.json()
        self.http.headers["Authorization"] = f"Bearer {self.player['token']}"

    def seed(self, mode: str = "3min") -> dict:
        """One issued seed."""
        answer = self.http.post("/v1/seeds", json={"mode": mode})
        answer.raise_for_status()
        return answer.json()[0]

    def submit(self, record: dict, score: int, seed_id: str | None, game: str = "buch",
               client_id: str | None = None) -> dict:
        """Submit a result; returns the answer JSON."""
        body = {"id": client_id or uuid.uuid4().hex, "game": game, "score": score, "seed_id": seed_id,
                "record": record}
        answer = self.http.post("/v1/results", json=body)
        answer.raise_for_status()
        return answer.json()

    def board(self, board: str, **params) -> dict:
        """A list."""
        answer = self.http.get(f"/v1/lists/{board}", params=params)
        answer.raise_for_status()
        return answer.json()


# ------------------------------------------------------------ no frame waits for the network
_frame_thread: list[int | None] = [None]  # the thread running a game frame right now


def play_3min(player: Client, words: int = 5) -> int:
    """One checked 3 Minuten round of ``player`` (so the lists show them); returns its score."""
    seed = player.seed("3min")
    record, score = buch_round(seed["seed"], words=words)
    assert player.submit(record, score, seed["id"])["accepted"]
    return score


def row_centre(scene, index: int) -> tuple[int, int]:
    """Where a finger taps row ``index`` of the lists scene's list (on the name)."""
    lst = scene.list
    h = int(lst.row_height * lst.s)
    return (lst.rect.x + lst.rect.w // 3, lst.rect.y - lst.offset + index * h + h // 2)


def close_center_app(app) -> None:
    """After a story: the lists' provider back to empty, the app's Spielcenter and Partien clients closed."""
    from game.scenes.leaderboard.provider import EmptyProvider, set_provider

    set_provider(EmptyProvider())
    for client in (app.center, app.remote):
        if client is not None:
            client.close()


def guard_frames_against_network(monkeypatch) -> None:
    """From now on an HTTP request sent by the thread that runs a frame (see ``in_frame``) fails the test."""
    import threading

    import httpx

    send = httpx.Client.send

    def checked(self, request, *args, **kwargs):
        assert threading.get_ident() != _frame_thread[0], f"ein Bild wartet auf das Netz: {request.method} {request.url.path}"
        return send(self, request, *args, **kwargs)

    monkeypatch.setattr(httpx.Client, "send", checked)


@contextmanager
def in_frame():
    """Mark the code inside as a game frame: it must only queue network work, never do it."""
    import threading

    _frame_thread[0] = threading.get_ident()
    try:
        yield
    finally:
        _frame_thread[0] = None


def frames_until(app, condition, timeout: float = 60.0) -> None:
    """Run the app's frames (each marked ``in_frame``: it must not wait for the network) until ``condition()``."""
    import time

    from tests.ui.shell_helpers import frames

    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "keine Antwort vom Spielcenter"
        with in_frame():
            frames(app, 1)
        time.sleep(0.02)
