"""Games against people on other devices (Spielcenter): the open-games list, the table, the profile."""
from __future__ import annotations

from game.scenes import registry
from game.scenes.partien.profile import RemoteProfileScene
from game.scenes.partien.scene import PartienScene
from game.scenes.partien.table import RemoteTableScene

__all__ = ["PartienScene", "RemoteProfileScene", "RemoteTableScene"]


def _partien(app, _params: dict):
    """The open-games list; without a Spielcenter a message says what it needs."""
    if app.remote is None:
        from game.scenes.message import MessageScene

        return MessageScene(app, "Partien gegen Menschen",
                            "Partien gegen Menschen auf anderen Geräten brauchen das Spielcenter. "
                            "Starte das Spiel mit „--center ADRESSE“ oder trage das Spielcenter in den "
                            "Einstellungen ein.")
    return PartienScene(app, app.remote)


registry.register("partien", _partien)
