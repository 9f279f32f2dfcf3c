"""Integration fixtures: a committed corpus on the test database, cleaned up afterwards.

Ingestion commits (one transaction per document) and the lexical index reads committed rows,
so these tests cannot use the rolled-back ``db_session``; they get a scratch database.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag import schema
from clinrag.components import Models, build_ingestor, build_lexical, build_retriever
from clinrag.db import create_async_db_engine, create_sync_engine
from clinrag.ingest.ingestor import Ingestor
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.lexical_sync import LexicalSync
from clinrag.setting_groups.service import DatabaseSettings
from clinrag.settings import Settings
from tests.conftest import settings_for
from tests.fakes import fake_models, real_redactor


@pytest.fixture
def store_settings(empty_database: URL) -> Settings:
    sync_engine = create_sync_engine(empty_database, DatabaseSettings())
    schema.upgrade(sync_engine)
    sync_engine.dispose()
    return settings_for(empty_database)


@pytest.fixture
async def store_engine(store_settings: Settings, empty_database: URL) -> AsyncIterator[AsyncEngine]:
    engine = create_async_db_engine(empty_database, store_settings.database)
    yield engine
    await engine.dispose()


@pytest.fixture
def models() -> Models:
    return fake_models()


@pytest.fixture
def lexical(store_engine: AsyncEngine, store_settings: Settings) -> LexicalSync:
    return build_lexical(store_engine, store_settings.retrieval)


@pytest.fixture
def ingestor(
    store_engine: AsyncEngine, lexical: LexicalSync, models: Models, store_settings: Settings
) -> Ingestor:
    return build_ingestor(store_engine, lexical, models, real_redactor(), store_settings)


@pytest.fixture
def retriever(
    store_engine: AsyncEngine, lexical: LexicalSync, models: Models, store_settings: Settings
) -> HybridRetriever:
    return build_retriever(store_engine, lexical, models, store_settings.retrieval)
