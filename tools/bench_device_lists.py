"""Benchmark: time to read the lists screen's "Dieses Gerät" rows (3 Minuten) with and without refused rounds.

Usage: python tools/bench_device_lists.py [ROUNDS]
ROUNDS rounds of 20 players go into a fresh store; every 50th is refused by the Spielcenter (its record key in
``refused``). Prints the median milliseconds of ``StoreLeaderboardProvider.rows`` without refused rounds, with
them the first time (record keys worked out) and with them again (keys remembered).
"""
from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.center.outbox import record_key  # noqa: E402
from game.scenes.leaderboard import store_provider  # noqa: E402
from game.scenes.leaderboard.store_provider import StoreLeaderboardProvider  # noqa: E402
from game.store import Store  # noqa: E402

REPEAT = 7


def _median_ms(read) -> float:
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        read()
        times.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(times), 1)


def main() -> None:
    """Fill a store, then time the device list three ways."""
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    with tempfile.TemporaryDirectory() as folder:
        store, _ = Store.open(Path(folder) / "spielstand.sqlite3")
        players = [store.profiles.create(f"Spieler {i}").id for i in range(20)]
        records = []
        for i in range(rounds):
            record = json.dumps({"runde": i, "woerter": ["LAMPE"] * 40, "zeit": list(range(60))})
            records.append(record)
            score = i % 997
            store.boards.submit_buch_3min_result(record, score, lambda _r, s=score: s, profile_id=players[i % 20])
        provider = StoreLeaderboardProvider(store)
        refused = {record_key(records[i]): "abgelehnt" for i in range(0, rounds, 50)}
        plain = _median_ms(lambda: provider.rows("buch_3min"))
        store_provider._key_of.cache_clear()  # noqa: SLF001 - the first read after a start works the keys out
        start = time.perf_counter()
        rows = provider.rows("buch_3min", refused=refused)
        first = round((time.perf_counter() - start) * 1000, 1)
        again = _median_ms(lambda: provider.rows("buch_3min", refused=refused))
        store.close()
    print(json.dumps({"rounds": rounds, "refused": len(refused), "rows": len(rows), "plain_ms_p50": plain,
                      "refused_first_ms": first, "refused_again_ms_p50": again}))


if __name__ == "__main__":
    main()
