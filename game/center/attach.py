"""Connect a running game to a Spielcenter (``--center URL``): ``app.center`` and its per-frame update."""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game.center.service import CenterService
from game.paths import database_path, ensure_data_dir, user_data_dir

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


def attach_center(app: App, url: str) -> CenterService:
    """Open the outbox in the game's database file, start the client and update it every frame."""
    data_dir = ensure_data_dir(user_data_dir(app.options.data_dir))
    service = CenterService.open(url, database_path(data_dir), player_name=lambda: app.settings.settings.player_name)
    app.center = service
    app.frame_hooks.append(lambda _app: service.update())
    logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per request is too chatty for the game's log
    log.info("Spielcenter: %s", url)
    return service
