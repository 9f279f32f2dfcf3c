"""POST /v1/documents: JSON text or multipart files in; bad input refused with the right code."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag.setting_groups.retrieval import IngestSettings
from tests.conftest import settings_for
from tests.fakes import api_key, fake_app, wait_ready
from tests.samples import blank_pdf


@pytest.fixture
def client(store_url: URL) -> Any:
    settings = settings_for(store_url, ingest=IngestSettings(max_document_bytes=2_000))
    with TestClient(fake_app(settings)) as client:
        yield client


def test_json_documents_are_ingested_once(client: TestClient) -> None:
    wait_ready(client)
    body = {
        "documents": [
            {
                "source": "who/metformin",
                "title": "Metformin",
                "text": "Metformin 500 mg daily.",
                "metadata": {"year": 2021, "bucket": "guidelines"},
            },
            {"text": "Aspirin 81 mg for secondary prevention."},
        ]
    }
    first = client.post("/v1/documents", headers=_admin(client), json=body)
    assert first.status_code == 201
    result = first.json()
    assert result["documents"] == 2
    assert result["chunks"] == 2
    assert [r["status"] for r in result["results"]] == ["created", "created"]
    assert result["results"][1]["source"] == "api/2"
    again = client.post("/v1/documents", headers=_admin(client), json=body)
    assert again.status_code == 200
    assert [r["status"] for r in again.json()["results"]] == ["unchanged", "unchanged"]


def test_files_are_ingested_from_multipart(client: TestClient) -> None:
    wait_ready(client)
    files = [
        ("file", ("dosing.md", b"# Dosing\n\nStart low, go slow.\n", "text/markdown")),
        ("file", ("notes.txt", b"Check renal function first.", "text/plain")),
    ]
    response = client.post("/v1/documents", headers=_admin(client), files=files)
    assert response.status_code == 201
    assert response.json()["documents"] == 2


@pytest.mark.parametrize(
    ("files", "status", "error"),
    [
        ([("file", ("empty.txt", b"", "text/plain"))], 422, "empty_document"),
        ([("file", ("bad.txt", b"\xff\xfe\xfa oops", "text/plain"))], 422, "undecodable_text"),
        ([("file", ("nul.txt", b"abc\x00def", "text/plain"))], 422, "nul_bytes"),
        ([("file", ("scan.pdf", blank_pdf(), "application/pdf"))], 422, "no_text_layer"),
        ([("file", ("photo.png", b"\x89PNG....", "image/png"))], 415, "unsupported_media_type"),
        ([("file", ("big.txt", b"a " * 2_000, "text/plain"))], 413, "payload_too_large"),
    ],
)
def test_bad_files_are_refused_with_a_reason(
    client: TestClient, files: list[Any], status: int, error: str
) -> None:
    wait_ready(client)
    response = client.post("/v1/documents", headers=_admin(client), files=files)
    assert response.status_code == status
    assert response.json()["error"] == error
    assert response.json()["request_id"] == response.headers["x-request-id"]


@pytest.mark.parametrize(
    ("body", "content_type", "status", "error"),
    [
        ("{}", "application/json", 422, "invalid_request"),
        ('{"documents": []}', "application/json", 422, "invalid_request"),
        ("not json", "application/json", 422, "invalid_request"),
        ("plain words", "text/plain", 415, "unsupported_media_type"),
        (
            json.dumps({"documents": [{"text": "x" * 3_000}]}),
            "application/json",
            413,
            "payload_too_large",
        ),
    ],
)
def test_bad_json_requests_are_refused(
    client: TestClient, body: str, content_type: str, status: int, error: str
) -> None:
    response = client.post(
        "/v1/documents", content=body, headers={"content-type": content_type, **_admin(client)}
    )
    assert response.status_code == status
    assert response.json()["error"] == error


def test_a_document_with_phi_is_not_echoed_in_errors(client: TestClient) -> None:
    body = json.dumps(
        {"documents": [{"text": "John Smith SSN 078-05-1120", "metadata": {"x": {"deep": 1}}}]}
    )
    response = client.post(
        "/v1/documents",
        content=body,
        headers={"content-type": "application/json", **_admin(client)},
    )
    assert response.status_code == 422
    assert "078-05-1120" not in response.text


def _admin(client: TestClient) -> dict[str, str]:
    return api_key(client, "admin")


def _buckets(store_url: URL) -> dict[str, str]:
    from sqlalchemy import text

    from clinrag.db import create_sync_engine
    from clinrag.setting_groups.service import DatabaseSettings

    engine = create_sync_engine(store_url, DatabaseSettings())
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT source, bucket FROM documents")).all()
    engine.dispose()
    return {row.source: row.bucket for row in rows}


def test_each_document_lands_in_its_bucket(client: TestClient, store_url: URL) -> None:
    wait_ready(client)
    body = {
        "bucket": "protocols",
        "documents": [
            {"source": "own", "text": "Sepsis bundle within one hour.", "bucket": "icu"},
            {"source": "meta", "text": "Heparin dosing.", "metadata": {"bucket": "formulary"}},
            {"source": "request", "text": "Hand hygiene always."},
        ],
    }
    assert client.post("/v1/documents", headers=_admin(client), json=body).status_code == 201
    files = [("file", ("plain.txt", b"Falls prevention on the ward.", "text/plain"))]
    assert client.post("/v1/documents", headers=_admin(client), files=files).status_code == 201
    tagged = [("file", ("tagged.txt", b"Pressure ulcer care.", "text/plain"))]
    response = client.post(
        "/v1/documents", headers=_admin(client), files=tagged, data={"bucket": "nursing"}
    )
    assert response.status_code == 201
    assert _buckets(store_url) == {
        "own": "icu",
        "meta": "formulary",
        "request": "protocols",
        "plain.txt": "general",
        "tagged.txt": "nursing",
    }


@pytest.mark.parametrize(
    "body",
    [
        {"bucket": "Not Valid", "documents": [{"text": "x"}]},
        {"documents": [{"text": "x", "bucket": "a", "metadata": {"bucket": "b"}}]},
        {"documents": [{"text": "x", "metadata": {"bucket": "UPPER"}}]},
        {"documents": [{"text": "x", "metadata": {"bucket": 3}}]},
    ],
)
def test_bad_buckets_are_refused_before_anything_is_written(
    client: TestClient, store_url: URL, body: dict[str, Any]
) -> None:
    wait_ready(client)
    response = client.post("/v1/documents", headers=_admin(client), json=body)
    assert response.status_code == 422, response.text
    assert response.json()["error"] in {"invalid_bucket", "invalid_jsonl"}
    assert _buckets(store_url) == {}
