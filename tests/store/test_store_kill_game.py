"""Nothing lost, for real: the game in a subprocess is killed with SIGKILL mid-game, then resumed and played out."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.app import App, Options
from game.paths import database_path, user_data_dir
from game.scenes.setzer import autosave, bridge, driver
from game.scenes.setzer.results import ResultsScene
from game.setzer.game import Phase
from game.setzer.record import GameRecord
from game.setzer.replay import replay
from game.store import Store

REPO = Path(__file__).resolve().parents[2]
SEED = 20261129
MOVES_BEFORE_KILL = 4

# The real game (launcher, store, menu, frame loop) with a table of two computers in turbo pushed over the
# menu, as the set-up screen would. "saved <id> <n>" is printed by a frame hook, i.e. only after the
# table's save of n actions has been committed.
GAME = r"""
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from game.app import Options
from game.launch import build_app
from game.scenes.setzer.table import TableScene
from game.setzer.config import Level, Seat, SeatKind, TableConfig

app = build_app(Options(headless=True, size=(1280, 800), data_dir=Path(sys.argv[2]), silent=True))
config = TableConfig(seats=(Seat("Gustav", SeatKind.COMPUTER, Level.LEICHT),
                            Seat("Frieda", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=120, rated=False)
table = TableScene(app, config, seed=int(sys.argv[3]), turbo=True)
table.think_budget = 0.03
app.stack.push(table)
seen = {"n": None}

def report(app_):
    saver = table.saver
    if saver is not None and saver.save_id is not None and saver.saved_actions != seen["n"]:
        seen["n"] = saver.saved_actions
        print("saved", saver.save_id, saver.saved_actions, flush=True)

app.frame_hooks.append(report)
app.run()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_game_killed_mid_game_is_resumed_and_played_to_the_end(tmp_path):
    data_dir = tmp_path / "daten"
    proc = subprocess.Popen([sys.executable, "-c", GAME, str(REPO), str(data_dir), str(SEED)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    acked, save_id = -1, None
    watchdog = threading.Timer(180, proc.kill)  # a hung game must not hang the suite
    watchdog.start()
    try:
        while acked < MOVES_BEFORE_KILL:
            line = proc.stdout.readline()
            assert line, "the game ended before it saved a move"
            if line.startswith("saved "):
                _, sid, n = line.split()
                save_id, acked = int(sid), int(n)
        os.kill(proc.pid, signal.SIGKILL)  # mid-game: a computer may be thinking or its tiles sliding
        rest = proc.stdout.read()
        proc.wait()
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL
    acked = max([acked] + [int(x.split()[2]) for x in rest.splitlines() if x.startswith("saved ")])

    store, notice = Store.open(database_path(user_data_dir(data_dir)))
    assert notice is None
    try:
        assert [s.id for s in store.saves.list_setzer_games()] == [save_id]
        saved = GameRecord.from_json(store.saves.load(save_id).record_json)
        # every committed action is there; at most the one in progress may be missing
        assert acked <= len(saved.actions) <= acked + 1
        lexicon = bridge.lexicon_for(None)
        game = replay(saved, lexicon)
        assert game.phase is not Phase.OVER and game.seed == SEED
        assert len(game.history) >= MOVES_BEFORE_KILL

        # resume through the real table scene (headless, in this process) and play it to the end
        app = App(Options(headless=True, size=(1280, 800), data_dir=data_dir), store)
        table = autosave.resume_table(app, save_id)
        assert table.game.snapshot() == game.snapshot()
        table.think_budget = 0.05
        table.calm = True
        app.start(table)
        for _ in range(20000):
            if isinstance(app.stack.top, ResultsScene):
                break
            driver.frames(app, 1)
        else:
            pytest.fail("the resumed game did not end")
        final = table.game
        assert final.is_over and final.result is not None
        assert final.record.actions[:len(saved.actions)] == saved.actions  # it went on from the saved moves
        assert replay(final.record, lexicon).snapshot() == final.snapshot()
        assert store.saves.list_setzer_games() == []  # over and entered: the save is gone
    finally:
        store.close()
