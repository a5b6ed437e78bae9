"""The word list's files checked against the checksums written when they were built (pure Python, no pygame).

``tools/build_lexicon.py`` writes ``lexicon/checksums.json`` (size and SHA-256 of every file it builds).
At start the game compares the files once (about 20 ms for the 4.4 MB): a garbled word graph is noticed
before a computer player searches it.  A graph that fails is replaced by the other list's graph where that
gives only valid words (see ``usable_graph``), and the player reads why.
"""
from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.lexicon_format import DAWG_PARTS

log = logging.getLogger(__name__)

CHECKSUM_FILE = "checksums.json"
#: the files tools/build_lexicon.py writes (versions.json and avoid.txt are edited by hand and parsed with checks)
BUILT_FILES = ("words.marisa", "common.marisa", "daily_nouns.txt", "daily_base_nouns.txt", "stats.json") + tuple(
    f"dawg_{name}.{part}.npy" for name in ("all", "common") for part in DAWG_PARTS)
GRAPH_NAMES = {"all": "vollständigen", "common": "gängigen"}


def file_digest(path: Path) -> str:
    """SHA-256 of a file as hex."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_checksums(directory: Path) -> Path:
    """Write ``checksums.json`` for the built files in ``directory`` (called by the lexicon build)."""
    directory = Path(directory)
    files = {name: {"size": (directory / name).stat().st_size, "sha256": file_digest(directory / name)}
             for name in BUILT_FILES if (directory / name).exists()}
    target = directory / CHECKSUM_FILE
    target.write_text(json.dumps({"algorithm": "sha256", "files": files}, indent=1, sort_keys=True) + "\n",
                      encoding="utf-8")
    return target


@dataclass(frozen=True)
class LexiconCheck:
    """The outcome: damaged files (name -> German reason); empty when every file matches."""

    damaged: dict[str, str]
    checked: bool = True  # False when there is no checksum file to compare with

    def graph_ok(self, name: str) -> bool:
        """True when all parts of the word graph ``name`` ("all" or "common") are undamaged."""
        return not any(f"dawg_{name}.{part}.npy" in self.damaged for part in DAWG_PARTS)

    def notice(self) -> str | None:
        """A German message for the player, or None when nothing is damaged."""
        if not self.damaged:
            return None
        files = ", ".join(f"„{name}“ ({why})" for name, why in sorted(self.damaged.items()))
        text = f"Dateien der Wortliste sind beschädigt: {files}."
        broken = [n for n in ("all", "common") if not self.graph_ok(n)]
        if broken == ["all"]:
            text += (" Die Computergegner und Tipps suchen deshalb nur gängige Wörter; der starke Gegner "
                     "spielt schwächer als sonst.")
        elif broken:
            text += " Computergegner und Tipps sind abgeschaltet, solange die Datei beschädigt ist."
        return text + " Bitte das Spiel neu installieren, um die Wortliste wiederherzustellen."


def check_lexicon_files(directory: Path) -> LexiconCheck:
    """Compare every built file with ``checksums.json`` (size first, then SHA-256)."""
    directory = Path(directory)
    try:
        data = json.loads((directory / CHECKSUM_FILE).read_text(encoding="utf-8"))
        expected = {str(k): (int(v["size"]), str(v["sha256"])) for k, v in data["files"].items()}
    except FileNotFoundError:
        log.warning("Keine Prüfsummen für die Wortliste in %s", directory)
        return LexiconCheck({}, checked=False)
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
        log.warning("Prüfsummen der Wortliste unlesbar: %s", err)
        return LexiconCheck({CHECKSUM_FILE: "unlesbar"})
    damaged: dict[str, str] = {}
    for name, (size, sha) in expected.items():
        path = directory / name
        try:
            if path.stat().st_size != size:
                damaged[name] = "falsche Größe"
            elif file_digest(path) != sha:
                damaged[name] = "Prüfsumme stimmt nicht"
        except OSError as err:
            damaged[name] = "fehlt" if isinstance(err, FileNotFoundError) else "nicht lesbar"
    for name, why in damaged.items():
        log.error("Wortliste: %s %s", name, why)
    return LexiconCheck(damaged)


@lru_cache(maxsize=4)
def lexicon_check(directory: Path) -> LexiconCheck:
    """``check_lexicon_files`` once per folder (the start-up check and the graph loader share it)."""
    return check_lexicon_files(directory)


def usable_graph(directory: Path, common_only: bool) -> bool | None:
    """Which graph to search for a list: the asked one (``common_only``), the other, or None (none usable).

    A damaged full graph is replaced by the common one (its words are valid in every table); a damaged
    common graph has no stand-in (the full one would propose words a common-only table refuses).
    """
    check = lexicon_check(Path(directory))
    if check.graph_ok("common" if common_only else "all"):
        return common_only
    if not common_only and check.graph_ok("common"):
        return True
    return None
