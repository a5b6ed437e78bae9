"""Run the move generator over a positions file and report counts, scores and timings.

Usage: python tools/movegen.py FILE [--words alle|gängig] [--repeat N] [--blanks K --synth N] [--job]

Prints one JSON line per position (id, n_moves, best_score, score_sum, best_move,
ms, match with the reference when the file has one) and then summary lines: the
load time of the word structure, and median / p90 / max ms split by the number
of blanks on the rack (wall clock ``ms`` and process CPU time ``cpu_ms``,
which is less disturbed when other programs load the machine).  ``ms`` is the search alone (sheet analysis included,
word structure already loaded, decoding to Move objects excluded except for the
best move); it is the minimum over ``--repeat`` runs (default 3) with cold
per-sheet and per-rack caches each run.

``--blanks K --synth N`` replaces the file's racks by synthetic ones: the first N
positions (cycling through the file) with rack letters turned into ``?`` until the
rack holds exactly K blanks (which letters: a ``random.Random`` seeded with the
position's index, so the set is the same every run).  There is no reference for
them; ``match`` is then left out.

``--job`` also drains the resumable form (``move_job``) per position, checks that
it finds the same records, and prints the longest single ``step()`` (``max_step_ms``
wall clock and ``max_step_cpu_ms`` process CPU time, each the minimum over the
repeats) and the number of steps; the summary gets the median, p90 and max of the
per-position longest step.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.lexicon import load_lexicon  # noqa: E402
from game.setzer import movegen  # noqa: E402
from game.setzer.movegen import MoveSet, analyse_board, generate_records, graph_for, move_job  # noqa: E402
from game.setzer.tiles import BLANK  # noqa: E402


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    if not values:
        return 0.0
    k = min(len(values) - 1, max(0, round(p / 100 * len(values) + 0.5) - 1))
    return values[k]


def synthetic_positions(positions: list[dict], blanks: int, count: int) -> list[dict]:
    """``count`` positions from ``positions`` (cycling) with racks holding exactly ``blanks`` blanks."""
    out = []
    for k in range(count):
        pos = positions[k % len(positions)]
        rack = list(pos["rack"])
        rng = random.Random(1000 + k)
        letters = [i for i, t in enumerate(rack) if t != BLANK]
        rng.shuffle(letters)
        have = rack.count(BLANK)
        while have < blanks and letters:
            rack[letters.pop()] = BLANK
            have += 1
        while have > blanks:  # fewer blanks wanted than the file has: give the blank an E
            rack[rack.index(BLANK)] = "E"
            have -= 1
        out.append({"id": f"{pos.get('id')}-syn{k}", "board": pos["board"], "rack": "".join(rack)})
    return out


def job_steps(graph, board, rack: str) -> tuple[float, float, int, list]:
    """Drain a move_job: (longest step in ms wall clock, longest in CPU ms, number of steps, records)."""
    job = move_job(graph, board, rack)
    longest = longest_cpu = 0.0
    steps = 0
    while True:
        t = time.perf_counter()
        c = time.process_time()
        done = job.step()
        longest_cpu = max(longest_cpu, (time.process_time() - c) * 1000)
        longest = max(longest, (time.perf_counter() - t) * 1000)
        steps += 1
        if done:
            break
    return longest, longest_cpu, steps, job.result.records


def _stats(values: list[float]) -> dict:
    return {"n": len(values), "median_ms": round(statistics.median(values), 3),
            "p90_ms": round(_pct(values, 90), 3), "max_ms": round(max(values), 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--words", choices=["alle", "gängig", "gaengig"], default="alle")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--blanks", type=int, default=None, help="blanks per synthetic rack (with --synth)")
    parser.add_argument("--synth", type=int, default=0, help="number of synthetic positions")
    parser.add_argument("--job", action="store_true", help="also time the resumable job's steps")
    args = parser.parse_args(argv)
    if (args.blanks is None) != (not args.synth):
        parser.error("--blanks und --synth gehören zusammen")
    common = args.words != "alle"
    t0 = time.perf_counter()
    lexicon = load_lexicon()
    graph = graph_for(lexicon, common)
    load_ms = (time.perf_counter() - t0) * 1000
    by_blanks: dict[int, list[float]] = {}
    cpu_by_blanks: dict[int, list[float]] = {}
    mismatches = 0
    job_max: list[float] = []
    job_cpu: list[float] = []
    positions = [json.loads(line) for line in Path(args.file).read_text(encoding="utf-8").splitlines()
                 if line.strip()]
    if args.synth:
        positions = synthetic_positions(positions, args.blanks, args.synth)
    for pos in positions:
        best = None
        best_cpu = None
        for _ in range(max(1, args.repeat)):
            graph._board_cache.clear()  # noqa: SLF001 - measure the sheet analysis too
            graph._cross_cache.clear()  # noqa: SLF001
            movegen._RACK_STATES.clear()  # noqa: SLF001 - and the rack's state table
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
        if args.job:
            longest = longest_cpu = None
            for _ in range(max(1, args.repeat)):
                graph._board_cache.clear()  # noqa: SLF001 - the first step analyses the sheet
                graph._cross_cache.clear()  # noqa: SLF001
                movegen._RACK_STATES.clear()  # noqa: SLF001
                step_ms, step_cpu, steps, job_records = job_steps(graph, pos["board"], pos["rack"])
                longest = step_ms if longest is None else min(longest, step_ms)
                longest_cpu = step_cpu if longest_cpu is None else min(longest_cpu, step_cpu)
            row["max_step_ms"] = round(longest, 3)
            row["max_step_cpu_ms"] = round(longest_cpu, 3)
            row["steps"] = steps
            job_cpu.append(longest_cpu)
            if sorted(job_records) != sorted(records):
                row["job_match"] = False
                mismatches += 1
            job_max.append(longest)
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
    summary["all"] = _stats(every)
    if job_max:
        summary["job_max_step"] = _stats(job_max)
        summary["job_max_step_cpu"] = _stats(job_cpu)
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
