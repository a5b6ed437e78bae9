"""Run the move generator over a positions file and report counts, scores and timings.

Usage: python tools/movegen.py FILE [--words alle|gängig] [--repeat N]

Prints one JSON line per position (id, n_moves, best_score, score_sum, best_move,
ms, match with the reference when the file has one) and then summary lines: the
load time of the word structure, and median / p90 / max ms split by the number
of blanks on the rack (wall clock ``ms`` and process CPU time ``cpu_ms``,
which is less disturbed when other programs load the machine).  ``ms`` is the search alone (sheet analysis included,
word structure already loaded, decoding to Move objects excluded except for the
best move); it is the minimum over ``--repeat`` runs (default 3) with a cold
per-sheet cache each run.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.lexicon import load_lexicon  # noqa: E402
from game.setzer.movegen import MoveSet, analyse_board, generate_records, graph_for  # noqa: E402


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    if not values:
        return 0.0
    k = min(len(values) - 1, max(0, round(p / 100 * len(values) + 0.5) - 1))
    return values[k]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--words", choices=["alle", "gängig", "gaengig"], default="alle")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    common = args.words != "alle"
    t0 = time.perf_counter()
    lexicon = load_lexicon()
    graph = graph_for(lexicon, common)
    load_ms = (time.perf_counter() - t0) * 1000
    by_blanks: dict[int, list[float]] = {}
    cpu_by_blanks: dict[int, list[float]] = {}
    mismatches = 0
    for line in Path(args.file).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        pos = json.loads(line)
        best = None
        best_cpu = None
        for _ in range(max(1, args.repeat)):
            graph._board_cache.clear()  # noqa: SLF001 - measure the sheet analysis too
            graph._cross_cache.clear()  # noqa: SLF001
            t = time.perf_counter()
            c = time.process_time()
            records = generate_records(graph, pos["board"], pos["rack"])
            n = len(records)
            score_sum = sum(r[0] for r in records)
            top = max(records, key=lambda r: r[0]) if records else None
            ms = (time.perf_counter() - t) * 1000
            cpu = (time.process_time() - c) * 1000
            best = ms if best is None else min(best, ms)
            best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
        result = MoveSet(analyse_board(graph, pos["board"]), records)
        best_move = result.move(top) if top else None
        row = {
            "id": pos.get("id"),
            "n_moves": n,
            "best_score": top[0] if top else 0,
            "score_sum": score_sum,
            "best_move": None if best_move is None else {
                "tiles": [list(t) for t in best_move.tiles], "score": best_move.score, "words": list(best_move.words)},
            "ms": round(best, 3),
            "cpu_ms": round(best_cpu, 3),
        }
        if "n_moves" in pos and not common:
            ok = (pos["n_moves"], pos["best_score"], pos["score_sum"]) == (n, row["best_score"], score_sum)
            row["match"] = ok
            if not ok:
                mismatches += 1
                row["expected"] = [pos["n_moves"], pos["best_score"], pos["score_sum"]]
        print(json.dumps(row, ensure_ascii=False))
        by_blanks.setdefault(pos["rack"].count("?"), []).append(best)
        cpu_by_blanks.setdefault(pos["rack"].count("?"), []).append(best_cpu)
    summary: dict = {"summary": True, "load_ms": round(load_ms, 1), "mismatches": mismatches}
    every = [v for vs in by_blanks.values() for v in vs]
    summary["all"] = {"n": len(every), "median_ms": round(statistics.median(every), 3),
                      "p90_ms": round(_pct(every, 90), 3), "max_ms": round(max(every), 3)}
    for blanks in sorted(by_blanks):
        vs = by_blanks[blanks]
        cs = cpu_by_blanks[blanks]
        summary[f"blanks_{blanks}"] = {"n": len(vs), "median_ms": round(statistics.median(vs), 3),
                                       "p90_ms": round(_pct(vs, 90), 3), "max_ms": round(max(vs), 3),
                                       "cpu_median_ms": round(statistics.median(cs), 3),
                                       "cpu_p90_ms": round(_pct(cs, 90), 3), "cpu_max_ms": round(max(cs), 3)}
    print(json.dumps(summary, ensure_ascii=False))
    return 1 if mismatches else 0


if __name__ == "__main__":
    raise SystemExit(main())
