"""Check that every character the players can read has a glyph in the fonts that draw it.

    python tools/glyph_check.py

Scans every string in ``game/`` (docstrings left out) and the level files, and every face in
``game.render.fonts.Face``: a character that neither a face nor its fallback face can draw would show
as a gap ("Elo 1200  1210"). Strings are checked against every face, because a string may be drawn in any
of them. Exit code 1 and one line per problem (file:line, character, faces) when something is missing.
"""
from __future__ import annotations

import ast
import json
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.render.fonts import Face, drawable  # noqa: E402 - after the path set-up

#: characters that appear in code but are never drawn as text, with the reason
NOT_DRAWN: dict[str, str] = {
    "\u0378": "an unassigned code point: buch_draw asks a font for it to see what a missing glyph measures",
    "★": "a premium label key in menu_art; the star is drawn as a shape",
}


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                ids.add(id(first.value))
    return ids


def strings(root: Path = ROOT) -> Iterator[tuple[str, str]]:
    """(where, text) for every string constant in game/ and every text in levels/*.json."""
    for path in sorted((root / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
                yield f"{path.relative_to(root)}:{node.lineno}", node.value
    for path in sorted((root / "levels").glob("*.json")):
        def walk(value, where=str(path.relative_to(root))):
            if isinstance(value, str):
                yield where, value
            elif isinstance(value, dict):
                for v in value.values():
                    yield from walk(v)
            elif isinstance(value, list):
                for v in value:
                    yield from walk(v)
        yield from walk(json.loads(path.read_text(encoding="utf-8")))


def problems(root: Path = ROOT) -> list[str]:
    """One German line per character some face cannot draw (even with its fallback)."""
    seen: dict[str, str] = {}
    for where, text in strings(root):
        for ch in text:
            if ord(ch) > 127 and ch not in NOT_DRAWN and ch not in seen:
                seen[ch] = where
    out = []
    for ch, where in sorted(seen.items()):
        faces = [face.name for face in Face if drawable(face, ch)]
        if faces:
            out.append(f"{where}: {ch!r} (U+{ord(ch):04X}) fehlt in {', '.join(faces)}")
    return out


def main() -> int:
    """Print the problems; exit code 1 when there are any."""
    found = problems()
    for line in found:
        print(line)
    if not found:
        print("Alle Zeichen haben eine Glyphe.")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
