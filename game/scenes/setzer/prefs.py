"""Remembering the last table set-up (the store's settings, a JSON file in the data folder, or memory)."""
from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from game.files import move_aside
from game.setzer.config import ConfigError, Level, Seat, SeatKind, TableConfig

log = logging.getLogger(__name__)

FILE_NAME = "setzer_tisch.json"
_MEMORY: dict[str, Any] = {}


def default_config(player_name: str = "Du") -> TableConfig:
    """Sensible defaults: you against Gustav (normal), 2 minutes, classic premiums, all words, helpful checking."""
    return TableConfig(seats=(Seat(player_name or "Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)))


def _file(app) -> Path | None:
    data_dir = getattr(getattr(app, "options", None), "data_dir", None)
    return Path(data_dir) / FILE_NAME if data_dir else None


def load_last(app) -> TableConfig:
    """The set-up to start from: in kiosk mode the operator's default table, otherwise the last
    set-up, then the operator's default; the built-in defaults when none is stored or readable."""
    data = None
    try:
        store = getattr(app, "store", None)
        if store is not None:
            kiosk = bool(getattr(getattr(app, "options", None), "kiosk", False))
            order = (store.settings.default_table, store.settings.last_table)
            for read in order if kiosk else reversed(order):
                data = read()
                if data is not None:
                    break
    except Exception:  # noqa: BLE001
        log.debug("store has no table set-up", exc_info=True)
    if data is None:
        path = _file(app)
        if path is not None and path.exists():
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except ValueError:
                move_aside(path)  # kept for inspection; the defaults are used
            except OSError:
                log.warning("%s: unreadable, using defaults", path)
    if data is None:
        data = _MEMORY.get("last")
    if data is not None:
        try:
            return TableConfig.from_dict(data)
        except ConfigError as err:
            log.warning("stored table set-up rejected: %s", err)
    return default_config(_player_name(app))


def save_last(app, config: TableConfig) -> None:
    """Remember a set-up for next time (never raises)."""
    data = config.to_dict()
    _MEMORY["last"] = data
    try:
        store = getattr(app, "store", None)
        if store is not None and not getattr(store, "read_only", False):
            store.settings.set_last_table(data)
            return
    except Exception:  # noqa: BLE001
        log.debug("could not store the set-up", exc_info=True)
    path = _file(app)
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        except OSError:
            log.warning("could not write %s", path)


def _player_name(app) -> str:
    try:
        name = app.settings.settings.player_name
        return name if name and name != "Gast" else "Du"
    except Exception:  # noqa: BLE001
        return "Du"
