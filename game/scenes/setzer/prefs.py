"""The table set-up of the current profile: the last one it played, read from and written to the store."""
from __future__ import annotations

import logging
import sqlite3
from typing import TYPE_CHECKING

from game.setzer.config import ConfigError, Level, Seat, SeatKind, TableConfig
from game.store import StoreError

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


def default_config(player_name: str = "Du") -> TableConfig:
    """Sensible defaults: you against Gustav (normal), 2 minutes, classic premiums, all words, helpful checking."""
    return TableConfig(seats=(Seat(player_name or "Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)))


def load_last(app: App) -> TableConfig:
    """The set-up to start from: in kiosk mode the operator's default table, otherwise the profile's last
    set-up, then the operator's default; the built-in defaults when none is stored or readable."""
    settings = app.store.settings
    pid = app.session.profile_id
    order = (settings.default_table, lambda: settings.last_table(pid))
    data = None
    try:
        for read in order if app.options.kiosk else reversed(order):
            data = read()
            if data is not None:
                break
    except sqlite3.Error as err:  # an unreadable store: the defaults
        log.warning("Tisch-Einstellung nicht lesbar: %s", err)
    if data is not None:
        try:
            return TableConfig.from_dict(data)
        except ConfigError as err:
            log.warning("stored table set-up rejected: %s", err)
    return default_config(player_name(app))


def save_last(app: App, config: TableConfig) -> None:
    """Remember a set-up for the current profile's next table (a store that cannot be written is logged)."""
    try:
        app.store.settings.set_last_table(config.to_dict(), app.session.profile_id)
    except (StoreError, sqlite3.Error) as err:  # read-only or broken store: the set-up is not kept
        log.warning("Tisch-Einstellung nicht gespeichert: %s", err)


def player_name(app: App) -> str:
    """The name of the first seat: the profile's, "Du" for the guest."""
    return "Du" if app.session.is_guest else app.session.name
