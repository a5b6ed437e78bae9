"""Benchmark: time to commit one completed move into a saved game (WAL, synchronous=FULL).

Usage: python tools/bench_store.py [MOVES]
Prints median and p99 milliseconds per ``store.saves.update`` call for a growing record.
"""
from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.store import Store  # noqa: E402


def main() -> None:
    """Commit MOVES moves one by one and print timing figures."""
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    with tempfile.TemporaryDirectory() as folder:
        store, _ = Store.open(Path(folder) / "spielstand.sqlite3")
        record: dict = {"seed": 1, "actions": []}
        save_id = store.saves.create_setzer_game("Bench", json.dumps(record))
        times = []
        for n in range(moves):
            record["actions"].append({"move": n, "tiles": [[7, 7 + k, "E"] for k in range(5)], "now": n * 10.0})
            start = time.perf_counter()
            store.saves.update(save_id, json.dumps(record))
            times.append((time.perf_counter() - start) * 1000)
        store.close()
    times.sort()
    print(json.dumps({
        "moves": moves, "record_bytes_at_end": len(json.dumps(record)),
        "commit_ms_p50": round(statistics.median(times), 3), "commit_ms_p99": round(times[int(len(times) * 0.99)], 3),
    }))


if __name__ == "__main__":
    main()
