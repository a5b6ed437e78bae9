"""Player settings (sound, calm mode, Buch theme, fullscreen, name), kept in the SQLite store (no pygame).

The store is the only place they live; a store that cannot be written (newer
file, read-only medium) keeps the changed values for this run and logs why.
"""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from enum import Enum

from game.store import Store, StoreError
from game.store.settings import Settings as StoreSettings

log = logging.getLogger(__name__)


class BuchTheme(Enum):
    """Look of the Speedbuch library."""

    NIGHT = "night"
    DAY = "day"


class SettingsError(ValueError):
    """A settings file with an unknown key or a wrong type (the message names file and field)."""


TEXT_LIMITS = {"player_name": 24, "center_url": 200}


@dataclass
class Settings:
    """What the player can change in Einstellungen."""

    sound: bool = True
    volume: float = 0.8
    calm: bool = False  # "Bewegung reduzieren": no animations beyond the essential, no sound
    buch_theme: BuchTheme = BuchTheme.NIGHT
    fullscreen: bool = False
    player_name: str = "Gast"
    center_url: str = ""  # the Spielcenter address last typed on the settings page
    center_on: bool = False  # connect to it at start (a laptop; a kiosk takes its address from betrieb.json)

    def to_json(self) -> dict:
        """Plain JSON-able dict."""
        d = asdict(self)
        d["buch_theme"] = self.buch_theme.value
        return d

    @classmethod
    def from_json(cls, data: dict, source: str = "Einstellungen") -> "Settings":
        """Validate and build; raises SettingsError naming ``source`` and the field."""
        if not isinstance(data, dict):
            raise SettingsError(f"{source}: erwartet ein JSON-Objekt")
        known = {f.name: f for f in fields(cls)}
        out = cls()
        for key, value in data.items():
            if key not in known:
                raise SettingsError(f"{source}: unbekanntes Feld „{key}“")
            default = getattr(out, key)
            if isinstance(default, BuchTheme):
                try:
                    value = BuchTheme(value)
                except ValueError as err:
                    raise SettingsError(f"{source}: Feld „{key}“ hat den ungültigen Wert {value!r}") from err
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise SettingsError(f"{source}: Feld „{key}“ muss wahr/falsch sein")
            elif isinstance(default, float):
                if isinstance(value, bool) or not isinstance(value, (int, float)):
                    raise SettingsError(f"{source}: Feld „{key}“ muss eine Zahl sein")
                value = max(0.0, min(1.0, float(value)))
            elif isinstance(default, str):
                if not isinstance(value, str):
                    raise SettingsError(f"{source}: Feld „{key}“ muss Text sein")
                value = value.strip()[:TEXT_LIMITS.get(key, 24)] or default
            setattr(out, key, value)
        return out


@dataclass
class StoreBackend:
    """Settings as one JSON object in the SQLite store's settings table (key ``shell``)."""

    settings_table: StoreSettings
    key: str = "shell"

    def load(self) -> dict | None:
        """The stored object (None if absent)."""
        return self.settings_table.get_dict(self.key, None)

    def save(self, data: dict) -> None:
        """Write the object (committed at once by the store)."""
        self.settings_table.set(self.key, data)


@dataclass
class SettingsStore:
    """The current settings plus their backend; ``update`` saves and notifies listeners."""

    backend: StoreBackend
    settings: Settings = field(default_factory=Settings)
    listeners: list[Callable[[Settings], None]] = field(default_factory=list)

    def update(self, **changes) -> Settings:
        """Change fields, save, tell listeners."""
        for key, value in changes.items():
            if not hasattr(self.settings, key):
                raise AttributeError(f"unknown setting {key}")
            setattr(self.settings, key, value)
        try:
            self.backend.save(self.settings.to_json())
        except (StoreError, sqlite3.Error) as err:  # a read-only or broken store: the values hold for this run
            log.warning("Einstellungen konnten nicht gespeichert werden: %s", err)
        for listener in list(self.listeners):
            listener(self.settings)
        return self.settings


def load_store(backend: StoreBackend) -> SettingsStore:
    """Read settings from the store; unreadable values are logged and replaced by defaults."""
    try:
        data = backend.load()
        settings = Settings.from_json(data, f"Einstellungen ({backend.key})") if data is not None else Settings()
    except (SettingsError, sqlite3.Error) as err:
        log.error("Einstellungen nicht lesbar, Standardwerte gelten: %s", err)
        settings = Settings()
    return SettingsStore(backend, settings)


def settings_of(store: Store) -> SettingsStore:
    """The player's settings kept in ``store``."""
    return load_store(StoreBackend(store.settings))
