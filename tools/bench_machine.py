"""How fast this machine is today: fixed reference work timed the way ``bench_frames.py`` times frames.

    python tools/bench_machine.py [--json]

The frame figures of ``bench_frames.py`` swing with the machine (a shared 2-core machine ran the same code 1.5 times
slower on one day than on the day before). Run this beside them and compare runs from different days by these
references: Python work, an opaque copy of a 3840x2160 picture and an alpha blend of a 1000x1000 picture (CPU ms,
median of several runs).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import time


def _python_work() -> None:
    table: dict[int, int] = {}
    for i in range(200_000):
        table[i & 1023] = table.get(i & 1023, 0) + i * i


def measure(runs: int = 15) -> dict:
    """CPU milliseconds (median of ``runs``) of the three reference pieces of work."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    def timed(work) -> float:
        work()  # warm
        out = []
        for _ in range(runs):
            c0 = time.thread_time()
            work()
            out.append((time.thread_time() - c0) * 1000)
        return round(statistics.median(out), 2)

    screen = pygame.Surface((3840, 2160))
    still = pygame.Surface((3840, 2160))
    still.fill((120, 100, 80))
    ink = pygame.Surface((1000, 1000), pygame.SRCALPHA)
    ink.fill((40, 30, 20, 128))
    return {
        "python_ms": timed(_python_work),
        "copy_4k_ms": timed(lambda: screen.blit(still, (0, 0))),
        "alpha_1mpx_ms": timed(lambda: screen.blit(ink, (0, 0))),
    }


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="one JSON line")
    args = ap.parse_args(argv)
    result = measure()
    if args.json:
        print(json.dumps({"machine": result}))
    else:
        for key, value in result.items():
            print(f"{key}: {value} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
