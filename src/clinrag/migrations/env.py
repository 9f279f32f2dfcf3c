"""Alembic environment: runs on a connection handed over by ``clinrag.schema`` (the service and the
tests), or, from Alembic's own CLI, on the database the settings name."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

import clinrag.audit.tables  # registers the audit log's tables
import clinrag.auth.tables  # registers the API key and rate-limit tables
import clinrag.pipelines.pause_store  # registers the paused-question table
import clinrag.retrieval.tables  # noqa: F401  (registers the document store's tables)
from clinrag.db import Base, create_sync_engine, resolve_database_url
from clinrag.settings import Settings

config = context.config
target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata, compare_type=True)
    with context.begin_transaction():
        context.run_migrations()


def run_offline() -> None:
    """``alembic upgrade head --sql``: print the DDL for a DBA instead of running it."""
    context.configure(
        url="postgresql+psycopg://", target_metadata=target_metadata, literal_binds=True
    )
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    settings = Settings()
    engine = create_sync_engine(resolve_database_url(settings), settings.database)
    try:
        with engine.connect() as connection:
            _run(connection)
            connection.commit()
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
