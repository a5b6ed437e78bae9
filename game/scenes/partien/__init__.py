"""Games against people on other devices (Spielcenter): the open-games list, the table, the profile.

Importing the package only registers the key: the scenes (and pygame_gui, the Spielcenter client) load
when the list is first opened, so the title screen does not wait for them.
"""
from __future__ import annotations

import importlib
from typing import Any

from game.scenes import registry

__all__ = ["PartienScene", "RemoteProfileScene", "RemoteTableScene"]

_LAZY = {"PartienScene": "game.scenes.partien.scene", "RemoteProfileScene": "game.scenes.partien.profile",
         "RemoteTableScene": "game.scenes.partien.table"}


def __getattr__(name: str) -> Any:
    """The scene classes, imported on first use."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)


def _partien(app, _params: dict):
    """The open-games list; without a Spielcenter a message says what it needs."""
    if app.remote is None:
        from game.scenes.message import MessageScene

        return MessageScene(app, "Partien gegen Menschen",
                            "Partien gegen Menschen auf anderen Geräten brauchen das Spielcenter. "
                            "Starte das Spiel mit „--center ADRESSE“ oder trage das Spielcenter in den "
                            "Einstellungen ein.")
    from game.scenes.partien.scene import PartienScene

    return PartienScene(app, app.remote)


registry.register("partien", _partien)
