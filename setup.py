"""Package layout for setuptools: the code packages plus the shipped data folders mapped into ``game/data``.

Metadata, dependencies and tool settings live in ``pyproject.toml``.  This file
only adds what ``pyproject.toml`` cannot say without an explicit list of every
package: the top-level folders ``lexicon/``, ``fonts/``, ``levels/`` and
``assets/`` become ``game/data/<name>`` in the wheel, where
``game.resources.data_dir`` finds them with ``importlib.resources``.
"""
from pathlib import Path

from setuptools import find_packages, setup

DATA_FOLDERS = ("lexicon", "fonts", "levels", "assets")  # the same as game.resources.DATA_FOLDERS


def data_packages() -> dict[str, str]:
    """``game.data.<folder>[.<sub>]`` -> source folder, for every data folder and its subfolders."""
    mapping: dict[str, str] = {}
    for name in DATA_FOLDERS:
        for folder in [Path(name), *sorted(p for p in Path(name).rglob("*") if p.is_dir() and p.name != "__pycache__")]:
            mapping["game.data." + ".".join(folder.parts)] = folder.as_posix()
    return mapping


DATA = data_packages()
setup(
    packages=find_packages(include=["game", "game.*", "spielcenter", "spielcenter.*"]) + list(DATA),
    package_dir=DATA,
    package_data={**{package: ["*"] for package in DATA}, "game.setzer": ["leave_values.json"],
                  # the Spielcenter's Alembic scripts (migrations/ is a folder of scripts, not a package)
                  "spielcenter": ["migrations/*.py", "migrations/*.mako", "migrations/versions/*.py"]},
)
