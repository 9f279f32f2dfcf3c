"""API fixtures: the real app on the test database, with fakes only at the model edge."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from src.api.app import create_app
from src.settings import Settings
from tests.fakes import fake_models


@pytest.fixture
def app(settings: Settings) -> FastAPI:
    return create_app(settings, models_factory=fake_models)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client
