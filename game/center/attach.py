"""Connect a running game to a Spielcenter (``--center URL``): ``app.center`` and its per-frame update."""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game.center.client import CenterClient
from game.center.remote_games import RemoteGames
from game.center.service import CenterService
from game.paths import database_path, ensure_data_dir, user_data_dir

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


def attach_center(app: App, url: str, operator_token: str | None = None) -> CenterService:
    """Open the outbox in the game's database file, start the client and update it every frame.

    With the venue's operator token the install joins that venue and takes its word lists.
    """
    data_dir = ensure_data_dir(user_data_dir(app.options.data_dir))
    service = CenterService.open(url, database_path(data_dir), player_name=lambda: app.settings.settings.player_name,
                                 operator_token=operator_token, on_words=app.on_operator_lists_changed)
    app.center = service
    app.remote = remote = RemoteGames(CenterClient(url), service.outbox.identity)  # games against people

    def update(app_: App) -> None:
        if app_.center is not service:  # parted from (game.center.connection.disconnect): this hook leaves
            app_.frame_hooks.remove(update)
            return
        service.update()
        if app_.remote is remote:
            remote.update()

    app.frame_hooks.append(update)
    logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per request is too chatty for the game's log
    log.info("Spielcenter: %s", url)
    return service
