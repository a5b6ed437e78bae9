"""The app factory: migrations and word list at start-up, routers per area, error bodies, size limit."""
from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator

from fastapi import FastAPI

from spielcenter.config import CenterConfig
from spielcenter.db import make_engine, migrate
from spielcenter.errors import BodyLimit, install_error_handlers
from spielcenter.list_lane import ListLane
from spielcenter.remote import RemoteCenter
from spielcenter.routers import (
    health,
    lists,
    meldungen,
    partien,
    players,
    results,
    seeds,
    venues,
)
from spielcenter.services import Center
from spielcenter.storage import Storage
from spielcenter.tuning import tune_request_process

log = logging.getLogger(__name__)

#: FastAPI's built-in OpenTelemetry off: the Spielcenter exports none, and asking whether a provider is
#: configured read three environment variables per request (py-spy under tools/load_center.py)
NO_TELEMETRY = {"tracing": False, "metrics": False, "logs": False, "operation_spans": False}


def create_app(config: CenterConfig) -> FastAPI:
    """A Spielcenter app for ``config``; the database is migrated when it starts."""

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        from game.lexicon import load_lexicon

        engine = make_engine(config.db_url)
        migrate(engine)
        load_lexicon()  # the first check must not wait for the word list
        center = Center(config, Storage(engine))
        center.start_verifiers(config.verifiers)
        app.state.center = center
        app.state.remote = RemoteCenter(engine)  # games between people (issue 19)
        tune_request_process()
        try:
            yield
        finally:
            center.close()
            engine.dispose()

    app = FastAPI(title="Spielcenter", version="1", lifespan=lifespan, docs_url=None, redoc_url=None,
                  openapi_url="/v1/openapi.json", telemetry=NO_TELEMETRY)
    install_error_handlers(app)
    for module in (health, players, seeds, results, lists, venues, partien, meldungen):
        app.include_router(module.router)
    app.add_middleware(ListLane)  # well-formed list reads skip FastAPI's routing (spielcenter.list_lane)
    app.add_middleware(BodyLimit, max_bytes=config.limits.max_body_bytes)
    return app


def app_from_env() -> FastAPI:
    """Factory for uvicorn worker processes (settings from the environment, see CenterConfig.from_env)."""
    return create_app(CenterConfig.from_env())
