"""API fixtures: the real app on the test database, with fakes only at the model edge."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL, Engine

from clinrag.db import create_sync_engine
from clinrag.setting_groups.service import DatabaseSettings
from clinrag.settings import Settings
from tests.fakes import fake_app


@pytest.fixture
def app(settings: Settings) -> FastAPI:
    return fake_app(settings)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


@pytest.fixture
def store_url(empty_database: URL) -> URL:
    from clinrag import schema

    engine = create_sync_engine(empty_database, DatabaseSettings())
    schema.upgrade(engine)
    engine.dispose()
    return empty_database


@pytest.fixture
def db(store_url: URL) -> Iterator[Engine]:
    """A synchronous engine on the test database, for reading what the API stored."""
    engine = create_sync_engine(store_url, DatabaseSettings())
    yield engine
    engine.dispose()
