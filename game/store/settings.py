"""Settings (key -> JSON value, typed getters with defaults), operator word lists and the operator PIN."""
from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
import sqlite3
from dataclasses import dataclass
from typing import Any

from game.kiosk import DEFAULT_IDLE_TO_TITLE_S, DEFAULT_TITLE_TO_ATTRACT_S
from game.lexicon import normalize_word
from game.store.db import Db, StoreError
from game.store.operator_file import OperatorFile

log = logging.getLogger(__name__)

PIN_KEY = "operator_pin"
PIN_ITERATIONS = 100_000
PIN_MIN, PIN_MAX = 4, 8
MIN_IDLE_S = 10.0


@dataclass(frozen=True)
class OperatorLists:
    """The operator's word lists in normalised form (pass to ``Lexicon.with_operator_lists``)."""

    blocked: frozenset[str]
    extra: frozenset[str]


@dataclass(frozen=True)
class IdleTimes:
    """Kiosk idle times in seconds."""

    idle_to_title_s: float = DEFAULT_IDLE_TO_TITLE_S
    title_to_attract_s: float = DEFAULT_TITLE_TO_ATTRACT_S


def hash_pin(pin: str, salt: bytes, iterations: int = PIN_ITERATIONS) -> str:
    """The stored form of a PIN: ``pbkdf2_sha256$iterations$salt$hash`` (hex)."""
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, iterations)
    return f"pbkdf2_sha256${iterations}${salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    """True when ``pin`` hashes to the stored form."""
    try:
        scheme, iterations, salt, _ = stored.split("$")
        if scheme != "pbkdf2_sha256":
            return False
        expected = hash_pin(pin, bytes.fromhex(salt), int(iterations))
    except ValueError:
        log.warning("Gespeicherte PIN ist unlesbar")
        return False
    return hmac.compare_digest(expected, stored)


class Settings:
    """Key/value settings plus the operator's lists and PIN."""

    def __init__(self, db: Db, operator: OperatorFile | None = None) -> None:
        self._db = db
        self.operator = operator if operator is not None else OperatorFile(None)
        self._adopt_old_pin()

    def _adopt_old_pin(self) -> None:
        """A PIN from before the operator file (in the settings table) moves into the operator file."""
        if self.operator.get("pin") is not None:
            return
        try:
            stored = self.get_str(PIN_KEY, "")
        except sqlite3.Error:
            return
        if stored:
            try:
                self.operator.update(pin=stored)
            except OSError as err:
                log.warning("PIN nicht in die Betreiberdatei übernommen: %s", err)

    # --- generic ----------------------------------------------------------------------------
    def get(self, key: str, default: Any = None) -> Any:
        """The stored JSON value, or ``default``."""
        row = self._db.row("SELECT value FROM settings WHERE key = ?", (key,))
        if row is None:
            return default
        try:
            return json.loads(row["value"])
        except ValueError:
            log.warning("Einstellung %s ist unlesbar; Standard wird benutzt", key)
            return default

    def set(self, key: str, value: Any) -> None:
        """Store a JSON-serialisable value (queued for the writer; later reads see it)."""
        text = json.dumps(value, ensure_ascii=False, sort_keys=True)
        self._db.run(lambda conn: conn.execute("INSERT OR REPLACE INTO settings(key, value) VALUES (?, ?)",
                                               (key, text)), wait=False)

    def get_bool(self, key: str, default: bool) -> bool:
        """A yes/no setting; a stored value of another type gives ``default``."""
        value = self.get(key, default)
        return value if isinstance(value, bool) else default

    def get_int(self, key: str, default: int) -> int:
        """A whole-number setting."""
        value = self.get(key, default)
        return value if isinstance(value, int) and not isinstance(value, bool) else default

    def get_float(self, key: str, default: float) -> float:
        """A number setting (whole numbers accepted)."""
        value = self.get(key, default)
        return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else default

    def get_str(self, key: str, default: str) -> str:
        """A text setting."""
        value = self.get(key, default)
        return value if isinstance(value, str) else default

    def get_dict(self, key: str, default: dict[str, Any] | None = None) -> dict[str, Any] | None:
        """A settings group stored as a JSON object."""
        value = self.get(key, default)
        return value if isinstance(value, dict) else default

    # --- named settings ---------------------------------------------------------------------
    def sound_enabled(self) -> bool:
        """Sound on (default) or muted."""
        return self.get_bool("sound", True)

    def set_sound_enabled(self, on: bool) -> None:
        """Switch sound on or off."""
        self.set("sound", bool(on))

    def idle_times(self) -> IdleTimes:
        """Kiosk idle times (from the operator file, so a damaged save file keeps them)."""
        return IdleTimes(
            self.operator.get("idle_to_title_s", self.get_float("idle_to_title_s", DEFAULT_IDLE_TO_TITLE_S)),
            self.operator.get("title_to_attract_s", self.get_float("title_to_attract_s", DEFAULT_TITLE_TO_ATTRACT_S)),
        )

    def set_idle_times(self, times: IdleTimes) -> None:
        """Store kiosk idle times (at least 10 s each) in the operator file."""
        if times.idle_to_title_s < MIN_IDLE_S or times.title_to_attract_s < MIN_IDLE_S:
            raise StoreError(f"Wartezeiten müssen mindestens {int(MIN_IDLE_S)} Sekunden betragen.")
        self._operator_update(idle_to_title_s=float(times.idle_to_title_s),
                              title_to_attract_s=float(times.title_to_attract_s))

    def kiosk_sound(self) -> bool:
        """The operator's sound setting for the kiosk (each new visitor starts with it)."""
        return bool(self.operator.get("sound", True))

    def set_kiosk_sound(self, on: bool) -> None:
        """The operator switches the kiosk's sound on or off."""
        self._operator_update(sound=bool(on))

    def _operator_update(self, **values: Any) -> None:
        try:
            self.operator.update(**values)
        except OSError as err:
            log.warning("Betreiberdatei nicht geschrieben: %s", err)
            raise StoreError("Die Betreiber-Einstellungen lassen sich nicht speichern "
                             "(Datenordner schreibgeschützt?).") from err

    def last_table(self, profile_id: int | None = None) -> dict[str, Any] | None:
        """The last Speedsetzer table set-up of a profile (or the last of anyone's), or None."""
        if profile_id is not None:
            return self.get_dict(f"last_table:{profile_id}")
        return self.get_dict("last_table")

    def set_last_table(self, setup: dict[str, Any], profile_id: int | None = None) -> None:
        """Remember the table set-up for the profile; it is also the last of anyone's (the operator may adopt it)."""
        if profile_id is not None:
            self.set(f"last_table:{profile_id}", setup)
        self.set("last_table", setup)

    def default_table(self) -> dict[str, Any] | None:
        """The operator's default table set-up, or None."""
        return self.get_dict("default_table")

    def set_default_table(self, setup: dict[str, Any]) -> None:
        """Store the operator's default table set-up."""
        self.set("default_table", setup)

    # --- operator word lists ----------------------------------------------------------------
    def operator_lists(self) -> OperatorLists:
        """Blocked and extra-allowed words."""
        rows = self._db.rows("SELECT word, list FROM operator_words")
        return OperatorLists(
            frozenset(r["word"] for r in rows if r["list"] == "blocked"),
            frozenset(r["word"] for r in rows if r["list"] == "extra"),
        )

    def block_word(self, text: str) -> str:
        """Block a word everywhere; returns the normalised form (NormalizeError for bad input)."""
        return self._list_word(text, "blocked")

    def allow_word(self, text: str) -> str:
        """Allow an extra word; returns the normalised form (NormalizeError for bad input)."""
        return self._list_word(text, "extra")

    def unlist_word(self, text: str) -> str:
        """Take a word off both operator lists; returns the normalised form."""
        word = normalize_word(text)
        self._db.run(lambda conn: conn.execute("DELETE FROM operator_words WHERE word = ?", (word,)), wait=False)
        return word

    def _list_word(self, text: str, which: str) -> str:
        word = normalize_word(text)
        added = self._db.now_text()
        # a word is on at most one list: the newest choice wins
        self._db.run(lambda conn: conn.execute(
            "INSERT OR REPLACE INTO operator_words(word, list, added) VALUES (?, ?, ?)", (word, which, added)),
            wait=False)
        return word

    # --- operator PIN -----------------------------------------------------------------------
    def has_pin(self) -> bool:
        """True once the operator has set a PIN."""
        return bool(self.operator.get("pin"))

    def set_pin(self, pin: str) -> None:
        """Set the operator PIN (4 to 8 digits), stored salted and hashed in the operator file."""
        if not (pin.isascii() and pin.isdigit() and PIN_MIN <= len(pin) <= PIN_MAX):
            raise StoreError(f"Die PIN besteht aus {PIN_MIN} bis {PIN_MAX} Ziffern.")
        self._operator_update(pin=hash_pin(pin, secrets.token_bytes(16)))

    def check_pin(self, pin: str) -> bool:
        """True when ``pin`` is the operator PIN (False when none is set)."""
        stored = self.operator.get("pin", "")
        return bool(stored) and pin_matches(pin, stored)
