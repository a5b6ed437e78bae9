"""Alembic environment: the server hands in an open connection (see ``spielcenter.db.migrate``)."""
from __future__ import annotations

from alembic import context

from spielcenter.tables import metadata

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - the server always passes its connection
    raise RuntimeError("Migrationen laufen nur über spielcenter.db.migrate")
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
