"""Small file helpers shared by everything that keeps JSON files (no pygame)."""
from __future__ import annotations

import logging
from pathlib import Path

log = logging.getLogger(__name__)


def move_aside(path: Path, suffix: str = ".defekt") -> Path | None:
    """Rename a damaged file to ``<name>.defekt`` (numbered when taken) so nothing overwrites it.

    Returns the new path, or None when the rename failed (the file then stays where it was).
    """
    target = path.with_name(path.name + suffix)
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}{suffix}{n}")
    try:
        path.replace(target)
    except OSError:
        log.warning("Beschädigte Datei konnte nicht beiseitegelegt werden: %s", path)
        return None
    log.warning("Beschädigte Datei aufbewahrt als %s", target)
    return target
