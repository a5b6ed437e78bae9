"""Where the shipped data lives: the word lists, fonts, journey levels and assets.

An installed wheel carries them inside the package (``game/data/<name>``,
mapped there by ``pyproject.toml``); a checkout keeps them as top-level
folders of the repository.  Found with ``importlib.resources``, so the game
starts from any working directory.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

DATA_FOLDERS = ("lexicon", "fonts", "levels", "assets")
_CHECKOUT = Path(__file__).resolve().parent.parent


def data_dir(name: str) -> Path:
    """The folder of shipped data ``name`` (one of DATA_FOLDERS)."""
    if name not in DATA_FOLDERS:
        raise ValueError(f"unknown data folder {name!r}")
    packaged = Path(str(files("game") / "data" / name))
    return packaged if packaged.is_dir() else _CHECKOUT / name
