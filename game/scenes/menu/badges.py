"""Status badges on the menu entries ("Zug 12 läuft", "Rekord 6 120"), supplied by the game packages."""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

BadgeProvider = Callable[["App"], "str | None"]
_PROVIDERS: dict[str, BadgeProvider] = {}


def register_badge(key: str, provider: BadgeProvider) -> None:
    """Show ``provider(app)`` (short German text, or None for no badge) on the menu entry ``key``.

    Use the scene keys ("setzer.setup", "buch.journey" ...); "profile" gives the line under the name.
    """
    _PROVIDERS[key] = provider


def has_badge(key: str) -> bool:
    """Whether a provider is registered for ``key``."""
    return key in _PROVIDERS


def badge_for(app: "App", key: str) -> str | None:
    """The badge text for an entry; a failing provider is logged and shows nothing."""
    provider = _PROVIDERS.get(key)
    if provider is None:
        return None
    try:
        value = provider(app)
    except Exception:  # noqa: BLE001 - the one boundary to other packages' providers: a bug there costs its badge only
        log.exception("Badge für %s nicht ermittelbar", key)
        return None
    return str(value)[:28] if value else None
