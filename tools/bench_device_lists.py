"""Benchmark: reading the lists screen's "Dieses Gerät" rows (3 Minuten), and the frames while a list loads.

Usage: python tools/bench_device_lists.py [ROUNDS] [--frames]
ROUNDS rounds of 20 players go into a fresh store; every 50th is refused by the Spielcenter (its record key in
``refused``). Prints the median milliseconds of ``StoreLeaderboardProvider.rows`` without refused rounds, with
them the first time (record keys worked out) and with them again (keys remembered).

``--frames``: the lists screen at 1280x800 (headless) opens on 3 Minuten, then five times: a round is stored,
another tab is opened and 3 Minuten again (read anew, the store wrote). Prints the frame thread's longest frame and
the median frame while that goes on (wall clock; and the frame thread's own CPU time, which other programs'
load does not inflate), once with the reads on the frame thread ("before": a store without reader
thread reads where it is asked, as the screen did before) and once on the store's reader thread ("after"), and how
many frames each list took to arrive (frames are paced at 60 Hz like the game's loop).
"""
from __future__ import annotations

import json
import os
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
SWITCHES = 5
PLAYERS = 20


def _median_ms(read) -> float:
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        read()
        times.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(times), 1)


def _record(i: int) -> str:
    return json.dumps({"runde": i, "woerter": ["LAMPE"] * 40, "zeit": list(range(60))})


def _fill(path: Path, rounds: int) -> tuple[Store, list[str], list[int]]:
    """A store with ``rounds`` rounds of 3 Minuten by 20 players (one transaction)."""
    store, _ = Store.open(path)
    players = [store.profiles.create(f"Spieler {i}").id for i in range(PLAYERS)]
    records = []
    with store.finishing("bench"):
        for i in range(rounds):
            record = _record(i)
            records.append(record)
            score = i % 997
            store.boards.submit_buch_3min_result(record, score, lambda _r, s=score: s, profile_id=players[i % PLAYERS])
    return store, records, players


def reads(rounds: int) -> dict:
    """The device list read three ways (on the calling thread)."""
    with tempfile.TemporaryDirectory() as folder:
        store, records, _ = _fill(Path(folder) / "spielstand.sqlite3", rounds)
        provider = StoreLeaderboardProvider(store)
        refused = {record_key(records[i]): "abgelehnt" for i in range(0, rounds, 50)}
        plain = _median_ms(lambda: provider.rows("buch_3min"))
        store_provider._key_of.cache_clear()  # noqa: SLF001 - the first read after a start works the keys out
        start = time.perf_counter()
        rows = provider.rows("buch_3min", refused=refused)
        first = round((time.perf_counter() - start) * 1000, 1)
        again = _median_ms(lambda: provider.rows("buch_3min", refused=refused))
        store.close()
    return {"rounds": rounds, "refused": len(refused), "rows": len(rows), "plain_ms_p50": plain,
            "refused_first_ms": first, "refused_again_ms_p50": again}


def frames(rounds: int, reader: bool) -> dict:
    """The frame thread's frames while the 3 Minuten list (``rounds`` rounds) loads, with or without the reader."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App, Options
    from game.scenes.leaderboard.provider import set_provider
    from game.scenes.leaderboard.scene import LeaderboardScene

    with tempfile.TemporaryDirectory() as folder:
        store, _, players = _fill(Path(folder) / "spielstand.sqlite3", rounds)
        if reader:
            store.start_writer()
        app = App(Options(headless=True, size=(1280, 800)), store)
        set_provider(StoreLeaderboardProvider(store, player_name=lambda: "Spieler 7"))
        times: list[float] = []  # wall-clock milliseconds per frame
        work: list[float] = []  # the frame thread's own CPU milliseconds per frame (other programs' load aside)
        waits: list[int] = []

        def step() -> None:  # one frame, then the rest of its 1/60 s asleep (as the game's loop at 60 Hz)
            start, cpu = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            took = time.perf_counter() - start
            times.append(took * 1000)
            work.append((time.thread_time() - cpu) * 1000)
            time.sleep(max(0.0, 1 / 60 - took))

        def until_rows(scene: LeaderboardScene) -> None:
            n = 0
            while not scene.rows or scene.loading:
                step()
                n += 1
            waits.append(n)

        def click(pos) -> None:  # handled in the next frame, as a real click
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=False, window=None))

        for _ in range(10):  # fonts and pictures are made in the first frames: not the list's time
            app.step(1 / 60)
        start, cpu = time.perf_counter(), time.thread_time()  # the frame that opens the screen asks for the list
        scene = LeaderboardScene(app, "buch_3min")
        app.start(scene)
        app.step(1 / 60)
        times[:], work[:] = [(time.perf_counter() - start) * 1000], [(time.thread_time() - cpu) * 1000]
        opening = times[0]
        until_rows(scene)
        for n in range(SWITCHES):
            score = 5000 + n
            store.boards.submit_buch_3min_result(_record(rounds + n), score, lambda _r, s=score: s,
                                                 profile_id=players[n])  # between frames: not measured
            tabs = scene.tabs.segment_rects()
            click(tabs[3].center)  # Endlos
            for _ in range(3):
                step()
            click(tabs[2].center)  # 3 Minuten again: read anew
            until_rows(scene)
        store.close()
    return {"reads": "reader thread" if reader else "frame thread", "frames": len(times),
            "longest_frame_ms": round(max(times), 1), "frame_ms_p50": round(statistics.median(times), 2),
            "opening_frame_ms": round(opening, 1), "longest_later_frame_ms": round(max(times[1:]), 1),
            "longest_frame_cpu_ms": round(max(work), 1),
            "frames_until_rows": waits}


def main() -> None:
    """Fill a store, then time the device list three ways (and with ``--frames`` the frames while it loads)."""
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    rounds = int(args[0]) if args else 2000
    if "--frames" in sys.argv:
        for reader in (False, True):
            print(json.dumps({"rounds": rounds, **frames(rounds, reader)}))
        return
    print(json.dumps(reads(rounds)))


if __name__ == "__main__":
    main()
