"""The command-line tools: buch_hint.py answers per JSON line, validate_levels.py checks the files."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _cols(words):
    cols = [["X"] * 8 for _ in range(7)]
    for c, text in words.items():
        for r, ch in enumerate(text):
            cols[c][r] = "QU" if ch == "Q" else ch
    return cols


def test_buch_hint_cli():
    lines = [
        {"cols": _cols({0: "HAUSTIER"})},
        {"cols": _cols({0: "HAUSTIER", 4: "XXXXXRAT"}), "embers": [[4, 6]], "bonus": {"0,0": "gold"}},
        {"cols": _cols({1: "QAL"})},
        {"cols": [["X"] * 8] * 7},
        {"cols": [["X"] * 8] * 6},
    ]
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "buch_hint.py")], cwd=ROOT, text=True,
                          input="\n".join(json.dumps(x) for x in lines) + "\n", capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    out = [json.loads(x) for x in proc.stdout.splitlines()]
    assert out[0]["word"] == "HAUSTIER" and out[0]["score"] == 360
    assert out[0]["path"] == [[0, r] for r in range(8)] and out[0]["common_words"] > 5 and out[0]["ms"] >= 0
    assert out[1]["word"] == "AXT" and [4, 6] in out[1]["path"] and out[1]["score"] == 120
    assert out[2]["word"] == "QUAL" and out[2]["score"] == 113
    assert out[3] == {**out[3], "word": None, "path": [], "score": 0, "common_words": 0}
    assert "error" in out[4]


def test_validate_levels_cli():
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "validate_levels.py")], cwd=ROOT, text=True,
                          capture_output=True, timeout=60)
    assert proc.returncode == 0 and "40 Level gültig" in proc.stdout


def test_validate_levels_measures_three_players_as_one_json_line():
    import json

    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "validate_levels.py"), "--seeds", "2", "--levels", "1,36",
                           "--json", "--workers", "1"], cwd=ROOT, text=True, capture_output=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1
    data = json.loads(lines[0])
    assert [(row["level"], row["hall"]) for row in data["levels"]] == [(1, 1), (36, 8)]
    for row in data["levels"]:
        for player in ("beginner", "typical", "expert"):
            fig = row[player]
            assert set(fig) == {"win", "moves", "three_stars"}
            assert 0 <= fig["three_stars"] <= fig["win"] <= 1 and fig["moves"] > 0
