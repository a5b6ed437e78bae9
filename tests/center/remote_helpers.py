"""Helpers for the tests of games between people: players over HTTP, the server's true state, computer moves."""
from __future__ import annotations

import random
import time
import uuid

import sqlalchemy as sa

from game.center.remote_view import ScoreBook, computer_action, move_body
from game.lexicon import load_lexicon
from game.setzer.config import Level
from spielcenter.referee import Referee, Settings
from tests.center.center_helpers import Client


def unique(name: str) -> str:
    """A player name no other test uses (the session's server is shared)."""
    return f"{name}-{uuid.uuid4().hex[:8]}"


class Person(Client):
    """A player of games between people; every answer is kept (to look for racks that are not theirs)."""

    def __init__(self, url: str, name: str, operator_token: str | None = None) -> None:
        super().__init__(url, unique(name), operator_token)
        self.answers: list = []
        self.book: dict[int, ScoreBook] = {}

    @property
    def id(self) -> int:
        """Player id."""
        return self.player["id"]

    @property
    def name(self) -> str:
        """Player name."""
        return self.player["name"]

    def call(self, method: str, path: str, **kwargs):
        """One request (waits out a rate limit); the JSON is kept."""
        for _ in range(20):
            answer = self.http.request(method, path, **kwargs)
            if answer.status_code != 429:
                break
            time.sleep(float(answer.headers.get("Retry-After", "1")))
        self.answers.append(answer.json())
        return answer

    def game(self, game_id: int) -> dict:
        """The game as this player sees it."""
        answer = self.call("GET", f"/v1/partien/{game_id}")
        assert answer.status_code == 200, answer.text
        state = answer.json()
        if state["status"] in ("laeuft", "beendet") and state.get("moves") is not None:
            self.book.setdefault(game_id, ScoreBook()).follow(state)
        return state

    def play_turn(self, game_id: int, rng: random.Random, level: Level = Level.NORMAL) -> dict:
        """The computer's move for this player, sent to the server."""
        state = self.game(game_id)
        action = computer_action(state, load_lexicon(), level, rng)
        answer = self.call("POST", f"/v1/partien/{game_id}/zug",
                           json=move_body(action, uuid.uuid4().hex, state["version"]))
        assert answer.status_code == 200, answer.text
        return answer.json()


def start_game(host: Person, guest: Person, **settings) -> int:
    """Host invites guest by name, guest accepts; returns the game id."""
    invite = host.call("POST", "/v1/partien", json={"gegner": guest.name} | settings)
    assert invite.status_code == 201, invite.text
    game_id = invite.json()["id"]
    accepted = guest.call("POST", f"/v1/partien/{game_id}/antwort", json={"annehmen": True})
    assert accepted.status_code == 200, accepted.text
    return game_id


def play_out(players: dict[int, Person], game_id: int, seed: int = 1, max_turns: int = 200) -> dict:
    """Both players make their computer moves until the game ends; returns the final state of the first."""
    rng = random.Random(seed)
    any_player = next(iter(players.values()))
    for _ in range(max_turns):
        state = any_player.game(game_id)
        if state["status"] != "laeuft":
            return state
        to_move = next(p for p in players.values() if p.id == state["players"][state["current"]]["id"])
        to_move.play_turn(game_id, rng)
    raise AssertionError("Die Partie endet nicht")


def true_state(db_url: str, game_id: int) -> Referee:
    """The server's own game (racks and bag included), read straight from the database."""
    engine = sa.create_engine(db_url)
    try:
        with engine.connect() as conn:
            row = conn.execute(sa.text("SELECT * FROM remote_games WHERE id = :id"), {"id": game_id}).one()
            names = dict(conn.execute(sa.text("SELECT id, name FROM players")).all())
    finally:
        engine.dispose()
    other = row.guest_id if row.seat0_id == row.host_id else row.host_id
    return Referee(row.seed, Settings.from_json(row.settings), (names[row.seat0_id], names[other]), row.actions,
                   row.started_at, load_lexicon())


def db_execute(db_url: str, sql: str, **params) -> None:
    """Change the database directly (a test standing in for time passing)."""
    engine = sa.create_engine(db_url)
    try:
        with engine.begin() as conn:
            conn.execute(sa.text(sql), params)
    finally:
        engine.dispose()
