"""Spielcenter fixtures: one server process per database kind (SQLite always, PostgreSQL when configured)."""
from __future__ import annotations

import os

import pytest

from tests.center.center_helpers import (
    PG_ENV,
    CenterProcess,
    drop_pg_database,
    fresh_pg_database,
    guard_frames_against_network,
)


@pytest.fixture(scope="session", params=["sqlite", "postgresql"])
def db_url(request, tmp_path_factory):
    """An empty database: an SQLite file, or a fresh PostgreSQL database (``$SPEEDSETZER_TEST_PG``)."""
    if request.param == "sqlite":
        yield f"sqlite+pysqlite:///{tmp_path_factory.mktemp('center') / 'center.sqlite3'}"
        return
    admin = os.environ.get(PG_ENV)
    if not admin:
        pytest.skip(f"PostgreSQL-Tests brauchen ${PG_ENV} (.ci/run startet einen Server)")
    url = fresh_pg_database(admin)
    yield url
    drop_pg_database(admin, url)


@pytest.fixture(scope="session")
def center(db_url):
    """A running Spielcenter on a free loopback port."""
    server = CenterProcess(db_url).start()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def _no_frame_waits_for_the_network(monkeypatch):
    """Frames marked with ``in_frame`` must never send a request themselves (the client thread does)."""
    guard_frames_against_network(monkeypatch)
