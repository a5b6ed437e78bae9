"""tools/score_move.py as a subprocess: JSON lines in, JSON lines out."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.setzer.rules_helpers import EMPTY_ROWS, rows_with

TOOL = Path(__file__).resolve().parents[2] / "tools" / "score_move.py"


def run_tool(lines: list[str], *args: str) -> list[dict]:
    proc = subprocess.run([sys.executable, str(TOOL), *args], input="\n".join(lines) + "\n", capture_output=True,
                          text=True, encoding="utf-8", timeout=60, check=True)
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_score_move_judges_each_line(tmp_path):
    haus = rows_with((7, 4, True, "HAUS"))
    lines = [
        json.dumps({"board": list(EMPTY_ROWS), "tiles": [[7, 4, "H"], [7, 5, "A"], [7, 6, "U"], [7, 7, "S"]]}),
        json.dumps({"board": list(haus), "tiles": [[7, 8, "e"]]}, ensure_ascii=False),
        json.dumps({"board": list(haus), "tiles": [[6, 6, "Z"], [6, 7, "U"]]}),
        json.dumps({"board": list(haus), "tiles": [[0, 0, "A"], [0, 1, "B"]]}),
        "kein json",
        json.dumps({"board": ["..."], "tiles": []}),
    ]
    out = run_tool(lines)
    assert out[0] == {"valid": True, "reason": "", "score": 10, "words": [["HAUS", 10]]}
    assert out[1] == {"valid": True, "reason": "", "score": 5, "words": [["HAUSE", 5]]}
    assert out[2]["valid"] is False and "„US“" in out[2]["reason"] and "„ZU“" not in out[2]["reason"]  # ZU is a word
    assert out[2]["score"] == 16 and out[2]["words"] == [["ZU", 7], ["ZU", 7], ["US", 2]]
    assert out[3] == {"valid": False, "reason": "Der Zug muss an Lettern anschließen, die schon auf dem Bogen "
                                                "liegen.", "score": 0, "words": []}
    assert out[4]["valid"] is False and "JSON" in out[4]["reason"]
    assert out[5]["valid"] is False and "Bogen" in out[5]["reason"]
    # the same from a file argument
    path = tmp_path / "moves.jsonl"
    path.write_text("\n".join(lines[:2]) + "\n", encoding="utf-8")
    assert run_tool([], str(path)) == out[:2]
