"""A database for an evaluation or benchmark, apart from the service's own documents.

By default a named database in the embedded cluster (created and migrated on first use, kept
between runs so a second run skips the ingest); ``--database-url`` points at any other
PostgreSQL with pgvector instead.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from pydantic import SecretStr
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.db import create_async_db_engine
from clinrag.preflight import prepare_database
from clinrag.settings import Settings


def settings_for_store(settings: Settings, database: str, database_url: str | None) -> Settings:
    return settings.model_copy(
        update={
            "database_url": SecretStr(database_url) if database_url else None,
            "database": settings.database.model_copy(update={"embedded_database": database}),
        }
    )


@asynccontextmanager
async def open_store(settings: Settings) -> AsyncIterator[AsyncEngine]:
    """Resolve, check and migrate the database ``settings`` name, and yield an engine on it."""
    url = await asyncio.to_thread(prepare_database, settings)
    engine = create_async_db_engine(url, settings.database)
    try:
        yield engine
    finally:
        await engine.dispose()
