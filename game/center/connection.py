"""Connect to a Spielcenter and part from it while the game runs (settings page, operator panel, start-up).

The address the player types is checked here; connecting starts the client's worker thread and
parting stops it on a thread of its own, so neither waits for the network in a frame. Results
waiting in the outbox stay in the game's store file for the next connection.
"""
from __future__ import annotations

import importlib.util
import logging
import threading
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from game.app import App
    from game.center.service import CenterService

log = logging.getLogger(__name__)

MAX_ADDRESS = 200
EXAMPLE = "http://192.168.1.20:8765"


class AddressError(ValueError):
    """What the player typed is no Spielcenter address (German message)."""


def parse_address(typed: str) -> str:
    """The Spielcenter address in ``typed`` (``http://`` added when missing); raises AddressError."""
    text = typed.strip().rstrip("/")
    if not text:
        raise AddressError(f"Bitte die Adresse des Spielcenters eingeben, z. B. {EXAMPLE}.")
    if len(text) > MAX_ADDRESS:
        raise AddressError(f"Die Adresse ist zu lang (höchstens {MAX_ADDRESS} Zeichen).")
    if "://" not in text:
        text = "http://" + text
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname or any(c.isspace() for c in text):
        raise AddressError(f"„{typed.strip()}“ ist keine Adresse eines Spielcenters (etwa {EXAMPLE}).")
    try:
        parts.port  # noqa: B018 - reading it checks it
    except ValueError:
        raise AddressError("Der Port muss eine Zahl von 1 bis 65535 sein.") from None
    return text


def missing_package() -> str | None:
    """A German note when the extra ``speedsetzer[center]`` (httpx) is not installed, else None."""
    if importlib.util.find_spec("httpx") is None:
        return "Für den Spielcenter fehlt ein Paket (httpx): python3 -m pip install 'speedsetzer[center]'"
    return None


def connect(app: App, address: str, operator_token: str | None = None) -> CenterService:
    """Connect to ``address`` (an earlier connection is parted from first)."""
    from game.center.attach import attach_center  # the client loads when a Spielcenter is used, not at start-up

    if app.center is not None:
        disconnect(app)
    return attach_center(app, address, operator_token)


def disconnect(app: App) -> None:
    """Stop using the Spielcenter; the worker threads end on a thread of their own (no frame waits)."""
    service, remote = app.center, app.remote
    app.center = None  # the frame hooks see this and leave
    app.remote = None
    closers = []
    if service is not None:
        service.outbox.conn.close()  # the store file's connection belongs to this thread
        closers.append(service.client.close)
    if remote is not None:
        closers.append(remote.close)
    for close in closers:
        threading.Thread(target=close, name="spielcenter-ende", daemon=True).start()
    if service is not None:
        log.info("Spielcenter getrennt")


def address_at_start(app: App) -> tuple[str, str | None] | None:
    """Where to connect at start: ``--center``/``--halle``; else a kiosk's betrieb.json; else the laptop's settings."""
    options = app.options
    if options.center_url:
        return options.center_url, options.center_venue_token
    if options.kiosk:
        operator = app.store.settings.operator
        url = operator.get("center_url")
        return (url, operator.get("center_token")) if url else None
    settings = app.settings.settings
    return (settings.center_url, None) if settings.center_on and settings.center_url else None


def waiting_text(count: int) -> str:
    """„1 Ergebnis wartet“ / „n Ergebnisse warten“."""
    return "1 Ergebnis wartet" if count == 1 else f"{count} Ergebnisse warten"


def status_line(app: App) -> str:
    """One line for the settings page and the operator panel: verbunden, offline, what waits."""
    if app.center is None:
        return "Nicht verbunden · nur dieses Gerät"
    status = app.center.status()
    state = {True: "Verbunden", False: "Offline", None: "Verbinde …"}[status.online]
    return f"{state} · {waiting_text(status.waiting)}" if status.waiting else state
