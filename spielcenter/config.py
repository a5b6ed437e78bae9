"""Server settings: database URL, limits, time zone (from arguments or the environment)."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from game.paths import user_data_dir

DB_ENV = "SPIELCENTER_DB"
TZ_ENV = "SPIELCENTER_TZ"
VERIFIERS_ENV = "SPIELCENTER_VERIFIERS"
DEFAULT_VERIFIERS = 2
SQLITE_NAME = "spielcenter.sqlite3"


def default_db_url(data_dir: Path | None = None) -> str:
    """The embedded SQLite file in the data folder (the folder is created)."""
    folder = user_data_dir(data_dir)
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite+pysqlite:///{folder / SQLITE_NAME}"


@dataclass(frozen=True)
class Limits:
    """Size and rate limits of the API."""

    max_body_bytes: int = 256 * 1024
    max_actions: int = 4000
    max_json_depth: int = 12
    requests_per_s: float = 20.0  # per token (or per address without one)
    request_burst: int = 60
    registrations_per_s: float = 5.0  # per address
    registration_burst: int = 400
    open_seeds_per_mode: int = 10  # older unused seeds of a player expire beyond this
    list_cache_s: float = 1.0  # lists are cached this long at most (other server processes' results show up)


@dataclass(frozen=True)
class CenterConfig:
    """Everything a server process needs."""

    db_url: str
    timezone: str = "Europe/Berlin"
    limits: Limits = Limits()
    verifiers: int = DEFAULT_VERIFIERS  # processes per server process that check and store submissions

    @classmethod
    def from_env(cls) -> CenterConfig:
        """Settings for worker processes (``SPIELCENTER_DB``, ``SPIELCENTER_TZ``, ``SPIELCENTER_VERIFIERS``)."""
        verifiers = os.environ.get(VERIFIERS_ENV, "")
        return cls(os.environ.get(DB_ENV) or default_db_url(), os.environ.get(TZ_ENV) or "Europe/Berlin",
                   verifiers=max(1, int(verifiers)) if verifiers.isdigit() else DEFAULT_VERIFIERS)
