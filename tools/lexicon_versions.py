#!/usr/bin/env python3
"""Record what a rebuilt word list changed, so that old records are judged by the list they were played with.

Usage::

    python tools/lexicon_versions.py OLD_LEXICON_DIR [--new lexicon]

Compares the tries of the previous build (``OLD_LEXICON_DIR``, e.g. the
``lexicon/`` folder of the last release checked out elsewhere) with the new
build and appends one entry to ``lexicon/versions.json``: the new version
number with the forms it added and removed, in both lists ("alle" and
"gängig").  ``Lexicon.as_version(n)`` undoes these changes for a record made
under version ``n``.  Deterministic: sorted lists, fixed formatting.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import marisa_trie

ROOT = Path(__file__).resolve().parent.parent


def _forms(directory: Path, name: str) -> set[str]:
    trie = marisa_trie.Trie()
    trie.mmap(str(directory / name))
    return set(trie.keys())


def changes_between(old: Path, new: Path) -> dict[str, list[str]]:
    """Forms added and removed from ``old`` to ``new`` (both lists)."""
    out: dict[str, list[str]] = {}
    for label, name in (("", "words.marisa"), ("_common", "common.marisa")):
        before, after = _forms(old, name), _forms(new, name)
        out[f"added{label}"] = sorted(after - before)
        out[f"removed{label}"] = sorted(before - after)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=Path, help="the previous build's lexicon folder")
    parser.add_argument("--new", type=Path, default=ROOT / "lexicon")
    args = parser.parse_args(argv)
    path = args.new / "versions.json"
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"current": 1, "changes": []}
    version = data["current"] + 1
    entry = {"version": version, **changes_between(args.old, args.new)}
    data = {"current": version, "changes": [*data["changes"], entry]}
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"Wortliste Version {version}: +{len(entry['added'])} / -{len(entry['removed'])} Formen "
          f"(gängig +{len(entry['added_common'])} / -{len(entry['removed_common'])})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
