"""Shared fixtures for the store tests: a fixed clock and a fresh store file."""
from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from game.store import Store


class FakeClock:
    """A settable clock for the store (local time)."""

    def __init__(self, start: datetime = datetime(2026, 3, 14, 10, 0, 0)) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **kwargs: float) -> None:
        self.now += timedelta(**kwargs)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(tmp_path, clock):
    opened, notice = Store.open(tmp_path / "spielstand.sqlite3", clock=clock)
    assert notice is None
    yield opened
    opened.close()
