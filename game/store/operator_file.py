"""The operator's kiosk settings in their own small file, apart from the player data.

``betrieb.json`` next to the save file holds the hashed PIN, the idle times,
the kiosk's sound, the key that signs leaderboard rows and the venue's Spielcenter
(address and operator token).  A damaged or
moved-aside save file therefore never takes the PIN with it (a kiosk never
runs without one).  Every write goes to a temporary file, is flushed to disk
and renamed over the old one; the previous version is kept as ``.bak`` and
used when the main file is unreadable.  Pure Python, no pygame.
"""
from __future__ import annotations

import json
import logging
import math
import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

OPERATOR_FILE_NAME = "betrieb.json"
_FLOAT_KEYS = ("idle_to_title_s", "title_to_attract_s")
_MAX_IDLE_S = 24 * 3600.0


def _valid(data: object) -> dict[str, Any]:
    """Only the known keys with values of the right type and range (anything odd is dropped)."""
    if not isinstance(data, dict):
        raise ValueError("kein JSON-Objekt")
    clean: dict[str, Any] = {}
    pin = data.get("pin")
    if isinstance(pin, str) and pin.startswith("pbkdf2_sha256$") and pin.count("$") == 3:
        clean["pin"] = pin
    for key in _FLOAT_KEYS:
        value = data.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) \
                and 0 < value <= _MAX_IDLE_S:
            clean[key] = float(value)
    for flag in ("sound", "rows_signed"):
        if isinstance(data.get(flag), bool):
            clean[flag] = data[flag]
    for text_key, limit in (("center_url", 200), ("center_token", 100)):  # the venue's Spielcenter
        value = data.get(text_key)
        if isinstance(value, str) and 0 < len(value) <= limit and value.isprintable():
            clean[text_key] = value
    key = data.get("signing_key")
    if isinstance(key, str) and len(key) == 64 and all(c in "0123456789abcdef" for c in key):
        clean["signing_key"] = key
    return clean


@dataclass
class OperatorFile:
    """Read and write ``betrieb.json`` (``path`` None: kept in memory only, for tests and in-memory stores)."""

    path: Path | None
    notice: str | None = None  # German note when the file had to be recovered or ignored
    _data: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._data = self._load()

    @classmethod
    def beside(cls, save_file: Path | None) -> "OperatorFile":
        """The operator file in the folder of the save file (in memory when there is no file)."""
        return cls(None if save_file is None else save_file.with_name(OPERATOR_FILE_NAME))

    def _read(self, path: Path) -> dict[str, Any] | None:
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as err:
            log.warning("Betreiberdatei %s nicht lesbar: %s", path, err)
            return None
        try:
            return _valid(json.loads(text))
        except ValueError as err:  # JSONDecodeError is a ValueError, so is an overflow like 1e999 as float
            log.warning("Betreiberdatei %s beschädigt: %s", path, err)
            return None

    def _load(self) -> dict[str, Any]:
        if self.path is None:
            return {}
        main = self._read(self.path)
        if main is not None:
            return main
        backup = self._read(self.path.with_name(self.path.name + ".bak"))
        if self.path.exists():
            self.notice = ("Die Betreiber-Einstellungen waren beschädigt"
                           + (" und wurden aus der Sicherung wiederhergestellt." if backup else "."))
            log.warning(self.notice)
        return backup or {}

    def get(self, key: str, default: Any = None) -> Any:
        """One value, or ``default``."""
        return self._data.get(key, default)

    def update(self, **values: Any) -> None:
        """Change values and write the file at once (atomically); raises OSError when it cannot be written."""
        data = dict(self._data)
        data.update(values)
        data = _valid(data)
        if self.path is not None:
            self._write(data)
        self._data = data

    def signing_key(self) -> bytes:
        """The key that signs leaderboard rows (made and stored on first use)."""
        key = self._data.get("signing_key")
        if key is None:
            key = secrets.token_hex(32)
            try:
                self.update(signing_key=key)
            except OSError as err:  # a read-only folder: rows are signed for this run only
                log.warning("Signaturschlüssel nicht gespeichert: %s", err)
                self._data["signing_key"] = key
        return bytes.fromhex(key)

    def _write(self, data: dict[str, Any]) -> None:
        assert self.path is not None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1)
        tmp = self.path.with_name(self.path.name + ".neu")
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if self.path.exists() and self._read(self.path) is not None:
            os.replace(self.path, self.path.with_name(self.path.name + ".bak"))
        os.replace(tmp, self.path)
