#!/usr/bin/env python3
"""Measure the lexicon's cold load time and resident memory in fresh processes.

Usage: ``python tools/bench_lexicon.py [--runs 10]``.  Each run is a new Python
process that imports ``game.lexicon``, loads the lexicon and answers one query;
with ``--dawg`` it also loads both DAWGs and their Python search structures.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t0 = time.perf_counter()
from game.lexicon import load_lexicon
lex = load_lexicon()
ok = lex.is_word("HÄUSERN") and lex.is_common("GING")
t1 = time.perf_counter()
extra = {}
if sys.argv[2] == "1":
    d = lex.dawg(); d.contains("HÄUSERN"); lex.dawg(common_only=True).contains("GING")
    t2 = time.perf_counter(); d.to_lists(); extra = {"dawg_ms": (t2 - t1) * 1000, "dawg_lists_ms": (time.perf_counter() - t2) * 1000}
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"load_ms": (t1 - t0) * 1000, "rss_mb": rss / 1024, "rss_base_mb": rss0 / 1024, "ok": ok, **extra}))
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--dawg", action="store_true", help="also load the DAWGs")
    args = parser.parse_args()
    results = []
    for _ in range(args.runs):
        out = subprocess.run([sys.executable, "-c", CHILD, str(ROOT), "1" if args.dawg else "0"],
                             capture_output=True, text=True, check=True).stdout
        results.append(json.loads(out))
    loads = [r["load_ms"] for r in results]
    summary = {
        "runs": args.runs,
        "load_ms_median": round(statistics.median(loads), 1),
        "load_ms_max": round(max(loads), 1),
        "rss_mb": round(statistics.median(r["rss_mb"] for r in results), 1),
        "rss_interpreter_mb": round(statistics.median(r["rss_base_mb"] for r in results), 1),
    }
    if args.dawg:
        summary["dawg_load_ms_median"] = round(statistics.median(r["dawg_ms"] for r in results), 1)
        summary["dawg_to_lists_ms_median"] = round(statistics.median(r["dawg_lists_ms"] for r in results), 1)
    print(json.dumps(summary))
    return 0 if all(r["ok"] for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
