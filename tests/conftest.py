"""Shared fixtures: one embedded PostgreSQL per test run, migrated once; a rolled-back
transaction per test; settings pointing at that database."""

from __future__ import annotations

import atexit
import itertools
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from pydantic import SecretStr
from sqlalchemy.engine import URL, Engine
from sqlalchemy.orm import Session

from clinrag import schema
from clinrag.db import create_sync_engine
from clinrag.embedded_pg import start_embedded_postgres
from clinrag.setting_groups.pipeline import PipelineSettings
from clinrag.setting_groups.service import DatabaseSettings, LogFormat, LoggingSettings
from clinrag.settings import Settings

_database_names = itertools.count(1)


@pytest.fixture(scope="session")
def cluster_dir() -> Path:
    """A folder of this run's own, outside pytest's temporary folders: pytest keeps only the
    newest three runs' folders, so a second test run on the machine (another checkout's)
    deleted this run's live cluster under it. Removed at exit, after the server has stopped
    (the embedded server's exit handler is registered later, so it runs first)."""
    root = Path(tempfile.mkdtemp(prefix="clinrag-test-pg-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    return root / "cluster"


@pytest.fixture(scope="session")
def database_url(cluster_dir: Path) -> URL:
    """The migrated test database, shared by the whole run."""
    url = start_embedded_postgres(cluster_dir, "clinrag_test")
    engine = create_sync_engine(url, DatabaseSettings())
    schema.upgrade(engine)
    engine.dispose()
    return url


@pytest.fixture(scope="session")
def engine(database_url: URL) -> Iterator[Engine]:
    engine = create_sync_engine(database_url, DatabaseSettings())
    yield engine
    engine.dispose()


@pytest.fixture
def db_session(engine: Engine) -> Iterator[Session]:
    """A session inside a transaction that is rolled back after the test, commits included."""
    with engine.connect() as connection:
        transaction = connection.begin()
        session = Session(bind=connection, join_transaction_mode="create_savepoint")
        try:
            yield session
        finally:
            session.close()
            transaction.rollback()


@pytest.fixture
def empty_database(database_url: URL) -> Iterator[URL]:
    """A fresh, unmigrated database on the test cluster, dropped afterwards."""
    name = f"clinrag_scratch_{next(_database_names)}"
    admin = psycopg.conninfo.make_conninfo(
        host=database_url.query["host"], user="postgres", dbname="postgres"
    )
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    yield database_url.set(database=name)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))


TEST_PIPELINE = PipelineSettings(synthesis="direct", evidence_min_similarity=0.2)
"""The pipeline tests run unless they ask for another: the model writes the answer (the path
with the most steps to test), and evidence counts from cosine 0.2, because the fake embedders'
cosines are not calibrated like the packaged model's (the shipped 0.5 is measured by
``clinrag eval answers``)."""


def settings_for(url: URL, **overrides: object) -> Settings:
    """Settings for a test: the given database, JSON logs, ``TEST_PIPELINE``, nothing read
    from a .env file."""
    overrides.setdefault("pipeline", TEST_PIPELINE)
    return Settings(
        database_url=SecretStr(url.render_as_string(hide_password=False)),
        logging=LoggingSettings(format=LogFormat.JSON),
        **overrides,  # type: ignore[arg-type]
    )


@pytest.fixture
def settings(database_url: URL) -> Settings:
    return settings_for(database_url)
