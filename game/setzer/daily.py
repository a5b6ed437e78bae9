"""Tagesbrett: one tile order per calendar date, the same for everyone on that date."""
from __future__ import annotations

import datetime
import hashlib

DAILY_MOVES = 10


def daily_seed(date: datetime.date) -> int:
    """A seed derived only from the date (stable across runs and machines).

    The caller passes the local calendar date, so the board changes at local midnight.
    """
    digest = hashlib.sha256(f"speedsetzer-tagesbrett-{date.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big")


def local_date(timestamp: float) -> datetime.date:
    """The local calendar date of a Unix timestamp (the caller passes the time in; midnight local starts a new board)."""
    return datetime.datetime.fromtimestamp(timestamp).date()
