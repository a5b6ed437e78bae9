"""Player settings (sound, calm mode, Buch theme, fullscreen, name) with a swappable storage backend.

Today the backend is a small JSON file in the data folder; an adapter backed by
the SQLite store can replace it without touching the scenes (``SettingsBackend``).
"""
from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from enum import Enum
from pathlib import Path
from typing import Callable, Protocol

from game.files import move_aside

log = logging.getLogger(__name__)

SETTINGS_FILE = "einstellungen.json"


class BuchTheme(Enum):
    """Look of the Speedbuch library."""

    NIGHT = "night"
    DAY = "day"


class SettingsError(ValueError):
    """A settings file with an unknown key or a wrong type (the message names file and field)."""


@dataclass
class Settings:
    """What the player can change in Einstellungen."""

    sound: bool = True
    volume: float = 0.8
    calm: bool = False  # "Bewegung reduzieren": no animations beyond the essential, no sound
    buch_theme: BuchTheme = BuchTheme.NIGHT
    fullscreen: bool = False
    player_name: str = "Gast"

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
                value = value.strip()[:24] or default
            setattr(out, key, value)
        return out


class SettingsBackend(Protocol):
    """Where settings live (JSON file now, the SQLite store later)."""

    def load(self) -> dict | None:
        """The stored dict, or None if nothing is stored yet."""

    def save(self, data: dict) -> None:
        """Store the dict."""


@dataclass
class JsonFileBackend:
    """Settings as a small JSON file."""

    path: Path

    def load(self) -> dict | None:
        """Read the file (None if missing); a damaged file is moved aside (kept, never overwritten) and ValueError raised."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        try:
            return json.loads(raw.decode("utf-8"))
        except ValueError as err:
            aside = self.move_aside()
            raise ValueError(f"{self.path.name} beschädigt, aufbewahrt als {aside.name if aside else '–'} ({err})") from err

    def move_aside(self) -> Path | None:
        """Rename the damaged file to ``<name>.defekt`` (numbered when taken); None when that fails."""
        return move_aside(self.path)

    def save(self, data: dict) -> None:
        """Write atomically (temp file, then rename)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True), encoding="utf-8")
        tmp.replace(self.path)


@dataclass
class StoreBackend:
    """Settings as one JSON object in the SQLite store's settings table (key ``shell``)."""

    settings_table: object  # game.store.settings.Settings
    key: str = "shell"

    def load(self) -> dict | None:
        """The stored object (None if absent)."""
        return self.settings_table.get_dict(self.key, None)  # type: ignore[attr-defined]

    def save(self, data: dict) -> None:
        """Write the object (committed at once by the store)."""
        self.settings_table.set(self.key, data)  # type: ignore[attr-defined]


@dataclass
class MemoryBackend:
    """Settings kept in memory only (tests, read-only media)."""

    data: dict | None = None

    def load(self) -> dict | None:
        """The kept dict."""
        return dict(self.data) if self.data is not None else None

    def save(self, data: dict) -> None:
        """Keep a copy."""
        self.data = dict(data)


@dataclass
class SettingsStore:
    """The current settings plus their backend; ``update`` saves and notifies listeners."""

    backend: SettingsBackend
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
        except Exception as err:  # read-only folder or store: keep playing with the in-memory values
            log.warning("Einstellungen konnten nicht gespeichert werden: %s", err)
        for listener in list(self.listeners):
            listener(self.settings)
        return self.settings


def load_store(backend: SettingsBackend) -> SettingsStore:
    """Read settings from ``backend``; a broken file is logged and replaced by defaults."""
    try:
        data = backend.load()
        settings = Settings.from_json(data, str(getattr(backend, "path", "Einstellungen"))) if data is not None else Settings()
    except (SettingsError, ValueError, OSError) as err:
        log.error("Einstellungen nicht lesbar, Standardwerte gelten: %s", err)
        path = getattr(backend, "path", None)
        if isinstance(backend, JsonFileBackend) and path is not None and path.exists():
            backend.move_aside()  # kept for the player, never overwritten by the defaults
        settings = Settings()
    return SettingsStore(backend, settings)


def open_settings(data_dir: Path | None) -> SettingsStore:
    """Settings from ``data_dir`` (or the platform's user data folder)."""
    if data_dir is None:
        try:
            from game.paths import user_data_dir

            data_dir = user_data_dir()
        except ImportError:
            data_dir = Path.home() / ".local" / "share" / "speedsetzer"
    return load_store(JsonFileBackend(Path(data_dir) / SETTINGS_FILE))
