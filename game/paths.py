"""Where the player's data lives: the platform's usual user data folder, or ``--data-dir``.

Nothing here creates folders at import time; call ``ensure_data_dir`` when the
program starts.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

APP_FOLDER_POSIX = "speedsetzer"
APP_FOLDER_TITLE = "Speedsetzer"
DATABASE_NAME = "spielstand.sqlite3"
#: environment variable that replaces the platform's folder (tests, portable installs); ``--data-dir`` still wins
DATA_DIR_ENV = "SPEEDSETZER_DATA_DIR"


def user_data_dir(
    override: str | os.PathLike[str] | None = None,
    *,
    platform: str | None = None,
    environ: Mapping[str, str] | None = None,
    home: Path | None = None,
) -> Path:
    """The data folder: ``override``, else ``$SPEEDSETZER_DATA_DIR``, else the platform's usual place (not created)."""
    if override:
        return Path(override).expanduser()
    platform = platform if platform is not None else sys.platform
    environ = environ if environ is not None else os.environ
    if environ.get(DATA_DIR_ENV):
        return Path(environ[DATA_DIR_ENV]).expanduser()
    home = home if home is not None else Path.home()
    if platform.startswith("win"):
        base = environ.get("APPDATA")
        return (Path(base) if base else home / "AppData" / "Roaming") / APP_FOLDER_TITLE
    if platform == "darwin":
        return home / "Library" / "Application Support" / APP_FOLDER_TITLE
    base = environ.get("XDG_DATA_HOME")
    # XDG says a relative XDG_DATA_HOME is invalid and must be ignored
    if base and Path(base).is_absolute():
        return Path(base) / APP_FOLDER_POSIX
    return home / ".local" / "share" / APP_FOLDER_POSIX


def ensure_data_dir(path: Path) -> Path:
    """Create the data folder (and parents) if missing; return it."""
    path.mkdir(parents=True, exist_ok=True)
    return path


def database_path(data_dir: Path) -> Path:
    """The SQLite file inside the data folder."""
    return data_dir / DATABASE_NAME
