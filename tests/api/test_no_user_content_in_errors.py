"""Nothing a client sends comes back in an error, reaches a log line or an audit row unredacted:
filter keys, operators and values, ids in paths, field names, headers. Details name the place
("filters: key 1, operator 1"), never the content."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from pydantic import BaseModel, ConfigDict
from sqlalchemy import text
from sqlalchemy.engine import URL
from structlog.testing import capture_logs

from clinrag.db import create_sync_engine
from clinrag.setting_groups.service import AuthSettings, DatabaseSettings
from tests.conftest import settings_for
from tests.fakes import api_key, fake_app, wait_ready

PHI = "John Smith MRN 4471902 <script>x</script>"
KEY_PHI = "John_Smith_MRN_4471902"  # a well-formed filter key that still names a patient
ID_PHI = "John Smith MRN 4471902 <img src=x onerror=alert(1)>"  # no slash: the route matches
FRAGMENTS = ("John", "Smith", "4471902", "<script>", "<img", "onerror")
QUESTION = "What is the first-line drug for type 2 diabetes?"
CLIENT_LOGGERS = ("httpx",)  # the test's own HTTP client logs the URLs it sends: not the server


class _Strict(BaseModel):
    """A body that refuses unknown fields and types its mapping's values: pydantic's ``loc``
    then carries the client's field names and keys."""

    model_config = ConfigDict(extra="forbid")
    question: str
    counts: dict[str, int] = {}


@pytest.fixture
def client(store_url: URL) -> Iterator[TestClient]:
    """Built before the test runs, so that caplog's handler (added per phase) sees the records
    of the stdlib loggers after the app configured logging."""
    app = fake_app(settings_for(store_url, auth=AuthSettings(requests_per_minute=1000)))

    @app.post("/v1/_test/strict")
    async def strict(body: _Strict) -> dict[str, str]:
        return {"question": body.question}

    with TestClient(app, raise_server_exceptions=False) as client:
        wait_ready(client)
        yield client


@pytest.fixture
def keys(client: TestClient) -> dict[str, dict[str, str]]:
    return {role: api_key(client, role) for role in ("clinician", "compliance")}


def _audit_text(store_url: URL) -> str:
    """Every row of the three audit tables this test's database holds, as text."""
    engine = create_sync_engine(store_url, DatabaseSettings())
    with engine.connect() as conn:
        rows = [
            row
            for table in ("queries_log", "query_steps", "audit_reads")
            for row in conn.execute(text(f"SELECT to_jsonb(t)::text FROM {table} t")).scalars()  # noqa: S608
        ]
    engine.dispose()
    return "\n".join(rows)


def _audited_request_ids(store_url: URL) -> set[str]:
    engine = create_sync_engine(store_url, DatabaseSettings())
    with engine.connect() as conn:
        ids = set(conn.execute(text("SELECT request_id FROM queries_log")).scalars())
    engine.dispose()
    return ids


def _seen_everywhere(
    response: Response, events: list[dict[str, Any]], caplog: pytest.LogCaptureFixture
) -> dict[str, str]:
    return {
        "response body": response.text,
        "response headers": str(dict(response.headers)),
        "structlog events": repr(events),
        "stdlib records": "\n".join(
            f"{r.name} {r.getMessage()} {r.args!r} {r.__dict__!r}"
            for r in caplog.records
            if not r.name.startswith(CLIENT_LOGGERS)
        ),
    }


def _assert_clean(places: dict[str, str]) -> None:
    for place, seen in places.items():
        for fragment in FRAGMENTS:
            assert fragment not in seen, f"{fragment!r} in the {place}"


Call = Callable[[TestClient, dict[str, dict[str, str]]], Response]
Expected = tuple[int, str, str] | None

CASES: dict[str, tuple[Call, Expected]] = {
    # name: (request, (status, error code, what the detail says instead of the content))
    "filter key (malformed)": (
        lambda c, k: c.post(
            "/v1/query", json={"question": QUESTION, "filters": {PHI: 1}}, headers=k["clinician"]
        ),
        (422, "invalid_filter", "filters: key 1: keys are"),
    ),
    "filter key (well-formed) with a bad operator": (
        lambda c, k: c.post(
            "/v1/query",
            json={"question": QUESTION, "filters": {"year": 2020, KEY_PHI: {"~": 1}}},
            headers=k["clinician"],
        ),
        (422, "invalid_filter", "filters: key 2, operator 1: unknown operator; use one of"),
    ),
    "filter operator": (
        lambda c, k: c.post(
            "/v1/query",
            json={"question": QUESTION, "filters": {"patient": {"=": 1, PHI: 1}}},
            headers=k["clinician"],
        ),
        (422, "invalid_filter", "filters: key 1, operator 2: unknown operator; use one of"),
    ),
    "filter value of the wrong type": (
        lambda c, k: c.post(
            "/v1/query",
            json={"question": QUESTION, "filters": {KEY_PHI: {">=": PHI}}},
            headers=k["clinician"],
        ),
        (422, "invalid_filter", "filters: key 1, operator 1: >= needs a number"),
    ),
    "filter value nested in a list": (
        lambda c, k: c.post(
            "/v1/query",
            json={"question": QUESTION, "filters": {KEY_PHI: {"in": [{"name": PHI}]}}},
            headers=k["clinician"],
        ),
        (
            422,
            "invalid_filter",
            "filters: key 1, operator 1: values must be strings, numbers or booleans",
        ),
    ),
    "mode": (
        lambda c, k: c.post(
            "/v1/query", json={"question": QUESTION, "mode": PHI}, headers=k["clinician"]
        ),
        (
            422,
            "invalid_request",
            "body.mode: Input should be 'classical', 'agentic', 'agent' or 'auto'",
        ),
    ),
    "unknown field name": (
        lambda c, k: c.post("/v1/_test/strict", json={"question": "q", PHI: 1}),
        (422, "invalid_request", "body[key 2]: Extra inputs are not permitted"),
    ),
    "key of a typed mapping": (
        lambda c, k: c.post(
            "/v1/_test/strict", json={"question": "q", "counts": {"a": 1, PHI: "many"}}
        ),
        (422, "invalid_request", "body.counts[key 2]: Input should be a valid integer"),
    ),
    "path id (matches the route)": (
        lambda c, k: c.get(f"/v1/audit/queries/{quote(ID_PHI)}", headers=k["compliance"]),
        (422, "invalid_request", "path.request_id: String should match pattern"),
    ),
    "path (matches no route)": (
        lambda c, k: c.get(f"/v1/audit/queries/{quote(PHI, safe='')}", headers=k["compliance"]),
        (404, "not_found", "Not Found"),
    ),
    "request id header": (
        lambda c, k: c.post(
            "/v1/query",
            json={"question": QUESTION, "filters": {"year": {"~": 1}}},
            headers={**k["clinician"], "X-Request-ID": PHI},
        ),
        (422, "invalid_filter", "filters: key 1, operator 1: unknown operator"),
    ),
}


@pytest.mark.parametrize("case", CASES)
def test_user_content_is_in_no_error_log_or_audit_row(
    client: TestClient,
    keys: dict[str, dict[str, str]],
    store_url: URL,
    caplog: pytest.LogCaptureFixture,
    case: str,
) -> None:
    send, expected = CASES[case]
    caplog.set_level(logging.DEBUG)
    with capture_logs() as events:
        response = send(client, keys)
    if expected is not None:
        status, code, detail = expected
        assert response.status_code == status, response.text
        body = response.json()
        assert body["error"] == code
        assert body["detail"].startswith(detail), body["detail"]
    assert events, "the request left no log line"
    places = _seen_everywhere(response, events, caplog)
    if not case.startswith("path"):  # refused before any read: nothing for audit_reads
        assert response.headers["x-request-id"] in _audited_request_ids(store_url)
        places["audit rows"] = _audit_text(store_url)
    _assert_clean(places)


def test_request_lines_name_the_route_template_not_the_path(
    client: TestClient, keys: dict[str, dict[str, str]]
) -> None:
    with capture_logs() as events:
        client.get(f"/v1/audit/queries/{quote(ID_PHI)}", headers=keys["compliance"])
        client.get(f"/v1/audit/queries/{quote(PHI, safe='')}", headers=keys["compliance"])
    paths = [e["path"] for e in events if e["event"] == "request"]
    assert paths == ["/v1/audit/queries/{request_id}", "<no route>"]


def test_a_path_id_that_is_not_a_request_id_is_never_stored(
    client: TestClient, keys: dict[str, dict[str, str]], store_url: URL
) -> None:
    response = client.get(f"/v1/audit/queries/{quote(ID_PHI)}", headers=keys["compliance"])
    assert response.status_code == 422
    assert response.json()["detail"].startswith("path.request_id: String should match pattern")
    _assert_clean({"response body": response.text, "audit rows": _audit_text(store_url)})
