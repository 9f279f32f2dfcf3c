"""The smaller gaps of the audit trail, closed: an admin's read of the pipeline switch is
recorded, reads carry the id of the request that read, a lookup that finds nothing is not a
failed request, and a revoked key is refused by the next request in another process."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.engine import URL, Engine

from clinrag.auth.keys import KeyStore
from clinrag.db import create_async_db_engine, create_sync_engine
from clinrag.setting_groups.service import AuthSettings, DatabaseSettings
from tests.conftest import settings_for
from tests.fakes import api_key, fake_app, wait_key_change_heard, wait_ready

Keys = dict[str, dict[str, str]]


@pytest.fixture
def client(store_url: URL) -> Iterator[TestClient]:
    settings = settings_for(
        store_url, auth=AuthSettings(requests_per_minute=1000, key_cache_seconds=30)
    )
    with TestClient(fake_app(settings), raise_server_exceptions=False) as client:
        wait_ready(client)
        yield client


@pytest.fixture
def keys(client: TestClient) -> Keys:
    return {role: api_key(client, role) for role in ("compliance", "admin")}


@pytest.fixture
def database(store_url: URL) -> Iterator[Engine]:
    engine = create_sync_engine(store_url, DatabaseSettings())
    yield engine
    engine.dispose()


def _reads(database: Engine, request_id: str) -> list[dict[str, Any]]:
    with database.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT action, reader_role, target_request_id, found FROM audit_reads "
                "WHERE request_id = :r ORDER BY chain_seq"
            ),
            {"r": request_id},
        ).mappings()
        return [dict(row) for row in rows]


def _queries_log(database: Engine, request_id: str) -> list[str]:
    with database.connect() as conn:
        return list(
            conn.scalars(
                text("SELECT outcome FROM queries_log WHERE request_id = :r"), {"r": request_id}
            )
        )


def test_reading_the_pipeline_switch_is_recorded(
    client: TestClient, keys: Keys, database: Engine
) -> None:
    response = client.get("/v1/admin/pipeline", headers=keys["admin"])

    assert response.status_code == 200
    request_id = response.headers["x-request-id"]
    assert _reads(database, request_id) == [
        {"action": "pipeline", "reader_role": "admin", "target_request_id": None, "found": None}
    ]


@pytest.mark.parametrize(
    ("path", "action"),
    [
        ("/v1/audit/queries", "list"),
        ("/v1/audit/export", "export"),
        ("/v1/audit/verify", "verify"),
    ],
)
def test_every_audit_read_carries_the_id_of_the_request_that_read(
    client: TestClient, keys: Keys, database: Engine, path: str, action: str
) -> None:
    response = client.get(path, headers=keys["compliance"])

    assert response.status_code == 200
    [read] = _reads(database, response.headers["x-request-id"])
    assert read["action"] == action
    assert read["reader_role"] == "compliance"


def test_a_lookup_that_finds_nothing_is_noted_and_is_not_a_failure(
    client: TestClient, keys: Keys, database: Engine
) -> None:
    refused = client.get("/v1/audit/queries", headers={"x-api-key": "crk_bogus"})
    assert refused.status_code == 401  # a request with a record of its own

    missing = client.get("/v1/audit/queries/no-such-request-0001", headers=keys["compliance"])
    present = client.get(
        f"/v1/audit/queries/{refused.headers['x-request-id']}", headers=keys["compliance"]
    )

    assert missing.status_code == 404
    assert missing.json()["error"] == "not_found"
    missing_id = missing.headers["x-request-id"]
    assert _queries_log(database, missing_id) == []  # before: a 'failed' row
    assert _reads(database, missing_id) == [
        {
            "action": "get",
            "reader_role": "compliance",
            "target_request_id": "no-such-request-0001",
            "found": False,
        }
    ]
    assert present.status_code == 200
    [read] = _reads(database, present.headers["x-request-id"])
    assert read["found"] is True


def _revoke_elsewhere(store_url: URL, key_id: str) -> bool:
    """Another process: its own event loop, engine and key store."""

    async def revoke() -> bool:
        engine = create_async_db_engine(store_url, DatabaseSettings())
        try:
            return await KeyStore(engine, cache_seconds=0).revoke(key_id)
        finally:
            await engine.dispose()

    return asyncio.run(revoke())


def test_a_key_revoked_in_another_process_is_refused_by_the_next_request(
    client: TestClient, store_url: URL
) -> None:
    admin = api_key(client, "admin")
    key_id = admin["Authorization"].split("_")[1]
    services = client.app.state.services  # type: ignore[attr-defined]
    assert client.get("/v1/admin/pipeline", headers=admin).status_code == 200
    for _ in range(500):  # the listener connects in the background
        if services.keys.listening:
            break
        client.portal.call(asyncio.sleep, 0.01)  # type: ignore[union-attr]
    assert services.keys.listening
    assert client.get("/v1/admin/pipeline", headers=admin).status_code == 200  # now cached

    assert _revoke_elsewhere(store_url, key_id)

    wait_key_change_heard(client, admin, lambda principal: principal is None)  # not 30 s
    refused = client.get("/v1/admin/pipeline", headers=admin)
    assert refused.status_code == 401
