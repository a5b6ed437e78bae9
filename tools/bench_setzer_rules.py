#!/usr/bin/env python3
"""Benchmark the Speedsetzer rules engine: scoring, validation, preview and replay speed.

Usage: python tools/bench_setzer_rules.py [--repeat N]
Prints microseconds per call for score_placement / validate_placement over the
reference positions' moves, and the time to replay a full scripted game.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.lexicon import load_lexicon  # noqa: E402
from game.setzer.board import Board  # noqa: E402
from game.setzer.config import ExchangeRule, Seat, TableConfig  # noqa: E402
from game.setzer.game import SetzerGame  # noqa: E402
from game.setzer.premiums import CLASSIC  # noqa: E402
from game.setzer.record import GameRecord  # noqa: E402
from game.setzer.replay import replay  # noqa: E402
from game.setzer.scoring import score_placement  # noqa: E402
from game.setzer.validate import validate_placement  # noqa: E402

POSITIONS = ROOT / "tests" / "fixtures" / "positions"


def _moves() -> list[tuple[Board, tuple, str]]:
    moves = []
    for path in sorted(POSITIONS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            data = json.loads(line)
            board = Board.from_rows(data["board"])
            for move in data.get("best_moves", []):
                moves.append((board, tuple(tuple(t) for t in move["tiles"]), data["rack"]))
    return moves


def main() -> int:
    """Run the benchmarks and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=50, help="passes over the reference moves")
    args = parser.parse_args()
    moves = _moves()
    if not moves:
        print("no reference positions found in", POSITIONS)
        return 1
    calls = len(moves) * args.repeat
    start = time.perf_counter()
    for _ in range(args.repeat):
        for board, placement, _rack in moves:
            score_placement(board, CLASSIC, placement)
    score_us = (time.perf_counter() - start) / calls * 1e6
    start = time.perf_counter()
    for _ in range(args.repeat):
        for board, placement, rack in moves:
            validate_placement(board, placement, rack, board.is_empty())
    validate_us = (time.perf_counter() - start) / calls * 1e6
    print(f"score_placement:    {score_us:7.1f} us/call ({calls} calls; 1000 placements = {score_us:.1f} ms)")
    print(f"validate_placement: {validate_us:7.1f} us/call")

    sys.path.insert(0, str(ROOT))
    from tests.setzer.rules_helpers import play_out  # scripted players, only for a realistic record

    lexicon = load_lexicon()
    game = SetzerGame(TableConfig((Seat("A"), Seat("B"), Seat("C")), exchange=ExchangeRule.IMMER), 0, lexicon)
    play_out(game)
    text = game.record.to_json()
    start = time.perf_counter()
    runs = 20
    for _ in range(runs):
        replay(GameRecord.from_json(text), lexicon)
    replay_ms = (time.perf_counter() - start) / runs * 1e3
    print(f"replay of a full 3-player game ({len(game.record.actions)} actions): {replay_ms:.1f} ms")
    from tests.setzer.rules_helpers import set_position

    preview_game = SetzerGame(TableConfig((Seat("A"),)), 0, lexicon)
    start = time.perf_counter()
    for board, placement, rack in moves:
        set_position(preview_game, rows=board.to_rows(), racks=[rack])
        preview_game.preview(placement)
    preview_us = (time.perf_counter() - start) / len(moves) * 1e6
    print(f"preview incl. word check and board set-up: {preview_us:.1f} us/call")
    return 0


if __name__ == "__main__":
    sys.exit(main())
