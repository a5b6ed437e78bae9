"""Screens of games against people (open-games list, table, profile) in landscape and portrait, as PNGs.

    python3 tools/partien_shots.py [--out DIR]

Starts a Spielcenter on a free loopback port with a throwaway SQLite file, lets computer players set up
games in every state (your turn, an invitation, their turn, finished), then renders the real scenes
headless with the game's own client.
"""
from __future__ import annotations

import argparse
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from game.center.remote_view import computer_action, move_body  # noqa: E402
from game.lexicon import load_lexicon  # noqa: E402
from game.setzer.config import Level  # noqa: E402

SIZES = ((1280, 800), (800, 1280))


class Player:
    """A registered player talking HTTP."""

    def __init__(self, url: str, name: str) -> None:
        self.http = httpx.Client(base_url=url, timeout=30)
        data = self.http.post("/v1/players", json={"name": name}).json()
        self.id, self.name, self.token = data["id"], data["name"], data["token"]
        self.http.headers["Authorization"] = f"Bearer {self.token}"

    def move(self, game_id: int, rng: random.Random) -> dict:
        """The computer's move for this player."""
        state = self.http.get(f"/v1/partien/{game_id}").json()
        action = computer_action(state, load_lexicon(), Level.NORMAL, rng)
        return self.http.post(f"/v1/partien/{game_id}/zug", json=move_body(action, uuid.uuid4().hex,
                                                                             state["version"])).json()


def game_between(host: Player, guest: Player) -> int:
    """An accepted invitation."""
    game_id = host.http.post("/v1/partien", json={"gegner": guest.name}).json()["id"]
    guest.http.post(f"/v1/partien/{game_id}/antwort", json={"annehmen": True})
    return game_id


def play(players: dict[int, Player], game_id: int, rng: random.Random, until) -> dict:
    """Computer moves until ``until(state)`` holds."""
    any_player = next(iter(players.values()))
    for _ in range(300):
        state = any_player.http.get(f"/v1/partien/{game_id}").json()
        if until(state) or state["status"] != "laeuft":
            return state
        players[state["players"][state["current"]]["id"]].move(game_id, rng)
    return state


def stage(url: str) -> tuple[Player, dict[str, int]]:
    """Games in every state for the player "Paulina"."""
    rng = random.Random(4)
    me = Player(url, "Paulina")
    others = {n: Player(url, n) for n in ("Jörg", "Gustav", "Frieda", "Lena", "Mareike")}
    games = {}
    for name in ("Mareike",):
        game_id = game_between(others[name], me)
        play({me.id: me, others[name].id: others[name]}, game_id, rng, lambda s: False)
        games[name] = game_id
    for name, moves in (("Jörg", 6), ("Lena", 5), ("Gustav", 3)):
        game_id = game_between(me, others[name])
        pair = {me.id: me, others[name].id: others[name]}
        mine = name != "Lena"
        play(pair, game_id, rng, lambda s, m=moves, mine=mine: len(s.get("moves", [])) >= m and (
            (s["players"][s["current"]]["id"] == me.id) == mine))
        games[name] = game_id
    others["Frieda"].http.post("/v1/partien", json={"gegner": "Paulina", "turn_seconds": 3 * 86400})
    return me, games


def main() -> int:
    """Render the screens."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("screenshots/partien"))
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    tmp = Path(tempfile.mkdtemp(prefix="partien-shots-"))
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([sys.executable, "-m", "spielcenter", "serve", "--db",
                               f"sqlite+pysqlite:///{tmp / 'center.sqlite3'}", "--port", str(port)], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(200):
            try:
                if httpx.get(url + "/health", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.2)
        me, games = stage(url)
        for path in render(url, me, games, args.out, tmp):
            print(path)
    finally:
        server.terminate()
        server.wait(timeout=20)
    return 0


def render_size(size: tuple[int, int], url: str, me: Player, games: dict[str, int], out: Path,
                tmp: Path) -> list[Path]:
    """The three screens at one window size."""
    import pygame

    from game.app import App, Options
    from game.center.client import CenterClient
    from game.center.outbox import Identity
    from game.center.remote_games import RemoteGames
    from game.scenes import registry
    from game.scenes.partien import PartienScene, RemoteProfileScene, RemoteTableScene

    registry.import_game_packages()
    registry.register_shell_scenes()
    written: list[Path] = []
    app = App(Options(headless=True, size=size, data_dir=tmp / "data"))
    remote = RemoteGames(CenterClient(url), lambda: Identity(me.id, me.name, me.token))
    app.remote = remote
    app.frame_hooks.append(lambda _app: remote.update())

    def settle(until, frames: int = 600) -> None:
        for _ in range(frames):
            app.advance(1 / 60)
            if until():
                break
            time.sleep(0.005)
        for _ in range(6):
            app.advance(1 / 60)

    def shot(name: str) -> None:
        path = out / f"{name}_{size[0]}x{size[1]}.png"
        pygame.image.save(app.screen, str(path))
        written.append(path)

    app.start(registry.create(app, "menu"))
    app.stack.push(PartienScene(app, remote))
    settle(lambda: remote.games is not None and len(remote.games) >= 5)
    shot("partien")
    table = RemoteTableScene(app, remote, games["Jörg"])
    app.stack.push(table)
    settle(lambda: "moves" in (remote.states.get(games["Jörg"]) or {}) and "rack" in table.state)
    table.hand.tap_slot(0)
    table.hand.tap_slot(1)
    table.hand.tap_square(*table_free_square(table.hand.state["board"]))
    settle(lambda: False, 3)
    shot("partie_gegen_joerg")
    app.stack.pop()
    app.stack.push(RemoteProfileScene(app, remote, me.id))
    settle(lambda: me.id in remote.profiles)
    shot("profil")
    app.stack.pop()
    app.open("lookup", word="Quarkbällchen")
    settle(lambda: False, 3)
    shot("nachschlagen_wort_melden")
    app.stack.pop()
    app.stack.pop()
    settle(lambda: False, 3)
    shot("menu_mit_partien")
    remote.close()
    return written


def table_free_square(rows: list[str]) -> tuple[int, int]:
    """An empty square next to a tile (where a player would lay one)."""
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch != "." and c + 1 < 15 and row[c + 1] == ".":
                return (r, c + 1)
    return (7, 7)


def render(url: str, me: Player, games: dict[str, int], out: Path, tmp: Path) -> list[Path]:
    """The three screens in both orientations."""
    written: list[Path] = []
    for size in SIZES:
        written += render_size(size, url, me, games, out, tmp)
    return written


if __name__ == "__main__":
    raise SystemExit(main())
