"""The files the game reads, checked once at start; what is damaged becomes a German message on screen.

Checked: the word list's built files (checksums, ``game.lexicon_check``) and the 40 level files (parsed
with their own validation).  The save file and the operator file (``betrieb.json``) check themselves when
the store opens (``Store.open`` / ``OperatorFile``) and bring their own notices.  Pure Python, no pygame.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class StartCheck:
    """German notices about damaged files (empty when everything is fine)."""

    notices: tuple[str, ...]


def check_levels(directory: Path | None = None) -> str | None:
    """Parse every level file; a German note naming the damaged ones (they are skipped), or None."""
    from game.buch.levels import LEVEL_COUNT, LevelError, level_path, load_level_file

    broken: list[str] = []
    for level_id in range(1, LEVEL_COUNT + 1):
        try:
            load_level_file(level_path(level_id, directory))
        except LevelError as err:
            log.error("Leveldatei fehlerhaft: %s", err)
            broken.append(str(err))
    if not broken:
        return None
    return ("Leveldateien der Reise sind fehlerhaft und werden übersprungen, die anderen Level bleiben "
            "spielbar: " + " ".join(broken))


def run_start_check(lexicon_dir: Path | None = None, levels_dir: Path | None = None) -> StartCheck:
    """Check the word list's files and the level files (about 20 ms); never raises."""
    from game.lexicon import default_lexicon_dir
    from game.lexicon_check import lexicon_check

    notices = [lexicon_check(Path(lexicon_dir or default_lexicon_dir())).notice(), check_levels(levels_dir)]
    return StartCheck(tuple(n for n in notices if n))
