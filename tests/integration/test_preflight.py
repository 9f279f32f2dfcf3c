"""Start-up refuses bad deployments with one line that names the problem and the fix."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from sqlalchemy.engine import URL, Engine

from clinrag.db import create_sync_engine
from clinrag.errors import StartupError
from clinrag.preflight import (
    check_database,
    check_port_free,
    check_schema_current,
    prepare_database,
)
from clinrag.setting_groups.service import DatabaseSettings
from tests.conftest import settings_for


@pytest.fixture
def scratch_engine(empty_database: URL) -> Iterator[Engine]:
    engine = create_sync_engine(empty_database, DatabaseSettings())
    yield engine
    engine.dispose()


def test_port_in_use_is_named_with_the_setting_that_fixes_it() -> None:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        with pytest.raises(StartupError, match=f"port {port} .* already in use") as caught:
            check_port_free("127.0.0.1", port)
    assert "CLINRAG_SERVER__PORT" in caught.value.detail
    assert "\n" not in caught.value.detail


def test_free_port_passes() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    check_port_free("127.0.0.1", port)


def test_unreachable_database(tmp_path: Path) -> None:
    url = URL.create(
        "postgresql+psycopg", username="postgres", database="x", query={"host": str(tmp_path)}
    )
    engine = create_sync_engine(url, DatabaseSettings(connect_timeout_seconds=1))
    with pytest.raises(StartupError, match="cannot connect to PostgreSQL") as caught:
        check_database(engine, url)
    assert "CLINRAG_DATABASE_URL" in caught.value.detail
    assert "\n" not in caught.value.detail


def test_password_never_appears_in_the_message(tmp_path: Path) -> None:
    url = URL.create(
        "postgresql+psycopg",
        username="svc",
        password="s3cret-pw",
        database="x",
        query={"host": str(tmp_path)},
    )
    engine = create_sync_engine(url, DatabaseSettings(connect_timeout_seconds=1))
    with pytest.raises(StartupError) as caught:
        check_database(engine, url)
    assert "s3cret-pw" not in caught.value.detail


def test_server_without_the_extension(scratch_engine: Engine, empty_database: URL) -> None:
    with pytest.raises(StartupError, match="has no 'no_such_extension' extension"):
        check_database(scratch_engine, empty_database, extension="no_such_extension")


def test_extension_available_but_role_may_not_create_it(
    empty_database: URL, database_url: URL
) -> None:
    admin = psycopg.conninfo.make_conninfo(
        host=database_url.query["host"], user="postgres", dbname=empty_database.database
    )
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute("DROP ROLE IF EXISTS clinrag_limited")
        conn.execute("CREATE ROLE clinrag_limited LOGIN")
        conn.execute(
            sql.SQL("GRANT CREATE ON DATABASE {} TO clinrag_limited").format(
                sql.Identifier(empty_database.database or "")
            )
        )
    limited = empty_database.set(username="clinrag_limited")
    engine = create_sync_engine(limited, DatabaseSettings())
    try:
        with pytest.raises(StartupError, match="may not create it: run `CREATE EXTENSION vector;`"):
            check_database(engine, limited)
    finally:
        engine.dispose()
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(
                sql.SQL("REVOKE ALL ON DATABASE {} FROM clinrag_limited").format(
                    sql.Identifier(empty_database.database or "")
                )
            )
            conn.execute("DROP ROLE clinrag_limited")


def test_schema_behind_head_asks_for_migrate(scratch_engine: Engine, empty_database: URL) -> None:
    with pytest.raises(StartupError, match=r"schema revision none.*run `clinrag migrate`"):
        check_schema_current(scratch_engine, empty_database)


def test_prepare_database_migrates_an_empty_database(
    scratch_engine: Engine, empty_database: URL
) -> None:
    url = prepare_database(settings_for(empty_database))
    assert url == empty_database
    check_schema_current(scratch_engine, empty_database)


def test_prepare_database_without_migrating_refuses_an_old_schema(empty_database: URL) -> None:
    settings = settings_for(empty_database, database=DatabaseSettings(migrate_on_start=False))
    with pytest.raises(StartupError, match="run `clinrag migrate`"):
        prepare_database(settings)


REFUSED_SERVE = """
import sys
from clinrag.cli import main
code = main(["serve"])
heavy = sorted({name.split(".")[0] for name in sys.modules} & {"presidio_analyzer", "spacy",
    "torch", "sentence_transformers", "uvicorn", "fastapi"})
print("exit", code, "heavy", ",".join(heavy) or "none")
"""


def test_serve_refuses_an_unreachable_database_before_loading_the_models(
    tmp_path: Path,
) -> None:
    """The database is checked before Presidio, spaCy or torch is imported: a refused start
    says so in seconds, not after the tens of seconds those imports take under load."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CLINRAG_")}
    env |= {
        "CLINRAG_DATABASE_URL": f"postgresql://svc:pw@/clinrag?host={tmp_path}",
        "CLINRAG_DATABASE__CONNECT_TIMEOUT_SECONDS": "1",
        "CLINRAG_SERVER__PORT": str(_free_port()),
    }
    result = subprocess.run(
        [sys.executable, "-c", REFUSED_SERVE],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.stdout.strip() == "exit 2 heavy none", result.stderr[-2000:]
    errors = [line for line in result.stderr.splitlines() if line.startswith("clinrag: error:")]
    assert len(errors) == 1
    assert "cannot connect to PostgreSQL" in errors[0]
    assert ":pw@" not in result.stderr


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
