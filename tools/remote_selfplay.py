"""Two computer players, each its own client process, play N games against each other through a Spielcenter.

    python3 tools/remote_selfplay.py --url http://127.0.0.1:8765 --games 4

The parent starts a guest and a host process. The host invites the guest by name to all N games at once
(several games at the same time, as the players like it); both poll their open games and make their
computer moves through the API only. Each client recounts every move on its own sheet (``ScoreBook``).
The last line is JSON: ``games``, ``finished``, ``score_mismatch`` (a client's count, or the two clients'
views, differing from the server's result: must be 0), ``refused_moves``, ``seconds``.
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from game.center.remote_view import ScoreBook, computer_action, move_body  # noqa: E402
from game.lexicon import load_lexicon  # noqa: E402
from game.setzer.config import Level  # noqa: E402

POLL_S = 0.1


class Bot:
    """One client: a registered player with its own HTTP connection."""

    def __init__(self, url: str, name: str, level: Level, seed: int) -> None:
        self.http = httpx.Client(base_url=url, timeout=30.0)
        self.level = level
        self.rng = random.Random(seed)
        self.lexicon = load_lexicon()
        self.refused = 0
        self.books: dict[int, ScoreBook] = {}
        answer = self.call("POST", "/v1/players", json={"name": name})
        answer.raise_for_status()
        self.http.headers["Authorization"] = f"Bearer {answer.json()['token']}"

    def call(self, method: str, path: str, **kwargs) -> httpx.Response:
        """A request; a rate limit or a restarting server is waited out."""
        for _ in range(200):
            try:
                answer = self.http.request(method, path, **kwargs)
            except httpx.TransportError:
                time.sleep(0.5)
                continue
            if answer.status_code not in (429, 503):
                return answer
            time.sleep(float(answer.headers.get("Retry-After", "1")))
        raise RuntimeError(f"keine Antwort auf {method} {path}")

    def step(self, line: dict) -> None:
        """Act on one line of the open-games list."""
        game_id = line["id"]
        if line["status"] == "eingeladen" and not line["invited_by_me"]:
            self.call("POST", f"/v1/partien/{game_id}/antwort", json={"annehmen": True})
            return
        if line["status"] != "laeuft" or not line["my_turn"]:
            return
        state = self.call("GET", f"/v1/partien/{game_id}").json()
        self.books.setdefault(game_id, ScoreBook()).follow(state)
        if not state["my_turn"]:
            return
        action = computer_action(state, self.lexicon, self.level, self.rng)
        answer = self.call("POST", f"/v1/partien/{game_id}/zug",
                           json=move_body(action, uuid.uuid4().hex, state["version"]))
        if answer.status_code == 422:
            self.refused += 1
            print(f"abgelehnt: {answer.json()['detail']}", file=sys.stderr)

    def finish(self, game_ids: list[int]) -> dict:
        """The client's and the server's view of every finished game."""
        out = {}
        for game_id in game_ids:
            state = self.call("GET", f"/v1/partien/{game_id}").json()
            book = self.books.setdefault(game_id, ScoreBook())
            book.follow(state)
            result = state["result"]
            out[str(game_id)] = {"status": state["status"], "server": result["scores"] if result else None,
                                 "client": book.final_scores(result) if result else None,
                                 "disagreements": book.disagreements, "elo": state["elo"]}
        return out


def child(args: argparse.Namespace) -> int:
    """A client process: register, (host) invite, then play until N games are over."""
    bot = Bot(args.url, args.name, Level(args.level), args.seed)
    mine: set[int] = set()
    if args.child == "host":
        for _ in range(args.games):
            for _try in range(100):
                answer = bot.call("POST", "/v1/partien", json={"gegner": args.opponent, "turn_seconds": 86400})
                if answer.status_code == 201:
                    mine.add(answer.json()["id"])
                    break
                time.sleep(0.2)  # the guest is not registered yet
    deadline = time.monotonic() + args.timeout
    while time.monotonic() < deadline:
        lines = bot.call("GET", "/v1/partien").json()["games"]
        if args.child == "guest":
            mine |= {g["id"] for g in lines}
        for line in lines:
            bot.step(line)
        done = {g["id"] for g in lines if g["status"] == "beendet"}
        if len(mine) >= args.games and mine <= done:
            break
        time.sleep(POLL_S)
    print(json.dumps({"refused": bot.refused, "games": bot.finish(sorted(mine))}))
    return 0


def parent(args: argparse.Namespace) -> int:
    """Start both clients, compare their views with the server's, print the summary."""
    started = time.monotonic()
    tag = uuid.uuid4().hex[:6]
    names = (f"Setzbot-A-{tag}", f"Setzbot-B-{tag}")
    common = [sys.executable, __file__, "--url", args.url, "--games", str(args.games), "--level", args.level,
              "--timeout", str(args.timeout)]
    guest = subprocess.Popen(common + ["--child", "guest", "--name", names[1], "--seed", "2"],
                             stdout=subprocess.PIPE, text=True)
    host = subprocess.Popen(common + ["--child", "host", "--name", names[0], "--opponent", names[1], "--seed", "1"],
                            stdout=subprocess.PIPE, text=True)
    views = []
    for proc in (host, guest):
        out, _ = proc.communicate(timeout=args.timeout + 60)
        views.append(json.loads(out.strip().splitlines()[-1]))
    finished = mismatch = 0
    for game_id, a in views[0]["games"].items():
        b = views[1]["games"].get(game_id)
        if a["status"] == "beendet" and b is not None and b["status"] == "beendet":
            finished += 1
        if b is None or a["server"] != b["server"] or a["elo"] != b["elo"] or any(
                v["client"] != v["server"] or v["disagreements"] for v in (a, b)):
            mismatch += 1
    print(json.dumps({"games": len(views[0]["games"]), "finished": finished, "score_mismatch": mismatch,
                      "refused_moves": views[0]["refused"] + views[1]["refused"],
                      "seconds": round(time.monotonic() - started, 1)}))
    return 0 if finished == args.games and mismatch == 0 else 1


def main() -> int:
    """Command line."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--url", required=True, help="Adresse des Spielcenters")
    p.add_argument("--games", type=int, default=2, help="Partien gleichzeitig")
    p.add_argument("--level", default="normal", choices=[lv.value for lv in Level])
    p.add_argument("--timeout", type=float, default=600.0, help="Sekunden, nach denen abgebrochen wird")
    p.add_argument("--child", choices=("host", "guest"), help=argparse.SUPPRESS)
    p.add_argument("--name", help=argparse.SUPPRESS)
    p.add_argument("--opponent", help=argparse.SUPPRESS)
    p.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    args = p.parse_args()
    return child(args) if args.child else parent(args)


if __name__ == "__main__":
    raise SystemExit(main())
