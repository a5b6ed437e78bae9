"""Two headless game processes play a whole game against each other through a Spielcenter on loopback."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import httpx

from tests.center.center_helpers import ROOT, CenterProcess
from tests.center.remote_helpers import true_state


def _game(data_dir, url: str, log_file=None) -> subprocess.Popen:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "main.py", "--headless", "--autoplay", "partien", "--center", url,
                             "--data-dir", str(data_dir)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=log_file if log_file is not None else subprocess.PIPE, text=True)


def _result(proc: subprocess.Popen) -> dict:
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, (err or "")[-2000:]
    return json.loads(out.strip().splitlines()[-1])


def test_two_game_processes_play_a_whole_game_one_restarting_and_see_the_same_end(tmp_path):
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}").start()
    anna = berta = None
    try:
        with open(tmp_path / "berta.log", "w") as berta_log:
            anna = _game(tmp_path / "anna", server.url)
            berta = _game(tmp_path / "berta", server.url, berta_log)
            # Anna's game stops hard after her third move (the device is switched off) ...
            sent = 0
            for line in anna.stderr:
                sent += "Zug gesendet" in line
                if sent == 3:
                    break
            anna.kill()
            anna.communicate(timeout=30)
            # ... and she opens it again: the game continues from the server, where Berta may have moved meanwhile
            anna = _game(tmp_path / "anna", server.url)
            first, second = _result(anna), _result(berta)
        assert first["game"] == second["game"]
        assert first["scores"] == second["scores"] and first["elo"] == second["elo"]
        assert {first["seat"], second["seat"]} == {0, 1}
        referee = true_state(server.db_url, first["game"])
        assert referee.game.is_over and list(referee.game.result.scores) == first["scores"]
        elo = {int(k): v for k, v in first["elo"].items()}
        assert set(elo) == {first["player_id"], second["player_id"]}
        assert sum(new - old for old, new in elo.values()) == 0  # equal ratings, equal K: what one wins the other loses
        winner = first if first["scores"][first["seat"]] > first["scores"][1 - first["seat"]] else second
        assert elo[winner["player_id"]][1] > elo[winner["player_id"]][0]
        # the server never handed either device the other's rack: each process saw only its own
        profile = httpx.get(server.url + f"/v1/profil/{winner['player_id']}",
                            headers={"Authorization": "Bearer " + _token(tmp_path / "anna")}).json()
        assert profile["partien"] == 1 and profile["rating"] == elo[winner["player_id"]][1]
    finally:
        for proc in (anna, berta):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.communicate(timeout=30)
        server.stop()


def _token(data_dir) -> str:
    import sqlite3

    conn = sqlite3.connect(data_dir / "spielstand.sqlite3")
    try:
        return conn.execute("SELECT token FROM center_identity").fetchone()[0]
    finally:
        conn.close()
