"""Nothing lost: a process killed with SIGKILL mid-game loses at most the move in progress."""
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.store import Store

REPO = Path(__file__).resolve().parents[2]

# Plays fake moves into a save: each move appends an action and is committed;
# "ok N" is printed only after the commit of move N returned.
PLAYER = """
import json, sys
sys.path.insert(0, sys.argv[1])
from game.store import Store
store, notice = Store.open(sys.argv[2])
save_id = int(sys.argv[3])
record = json.loads(store.saves.load(save_id).record_json)
print("start", len(record["actions"]), notice, flush=True)
while True:
    n = len(record["actions"])
    record["actions"].append({"move": n, "tiles": [[7, 7 + n % 8, "E"]], "points": n % 13})
    store.saves.update(save_id, json.dumps(record))
    print("ok", n + 1, flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_mid_game_then_resumed(tmp_path):
    path = tmp_path / "spielstand.sqlite3"
    store, _ = Store.open(path)
    save_id = store.saves.create_setzer_game("Zäh", json.dumps({"seed": 4711, "actions": []}))
    store.close()

    expected_start = 0
    for target in (15, 40, 70):  # three kills, each resuming where the last left off
        proc = subprocess.Popen(
            [sys.executable, "-c", PLAYER, str(REPO), str(path), str(save_id)],
            stdout=subprocess.PIPE, text=True,
        )
        start = proc.stdout.readline().split()
        assert start == ["start", str(expected_start), "None"]
        acked = expected_start
        while acked < target:
            line = proc.stdout.readline()
            assert line.startswith("ok "), line
            acked = int(line.split()[1])
        os.kill(proc.pid, signal.SIGKILL)  # mid-way: the next move may be half-written
        rest = proc.stdout.read()
        proc.wait()
        assert proc.returncode == -signal.SIGKILL
        acked = max([acked] + [int(x.split()[1]) for x in rest.splitlines() if x.startswith("ok ")])

        store, notice = Store.open(path)
        assert notice is None
        save = store.saves.load(save_id)
        actions = json.loads(save.record_json)["actions"]
        # every acknowledged move is there; at most the move in progress is missing or extra
        assert acked <= len(actions) <= acked + 1
        assert [a["move"] for a in actions] == list(range(len(actions)))
        assert [s.id for s in store.saves.list_setzer_games()] == [save_id]
        store.close()
        expected_start = len(actions)
