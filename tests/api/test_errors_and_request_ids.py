"""One JSON error shape everywhere, a request id on every response and every log line."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import structlog
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import BaseModel

from clinrag.errors import InputRejected, RateLimited

PHI = "John Smith, SSN 078-05-1120"


class _Body(BaseModel):
    age: int


@pytest.fixture
def app(app: FastAPI) -> FastAPI:
    """The real app plus a few routes that fail in each way the handlers must render."""

    @app.post("/_test/validate")
    async def validate(body: _Body) -> dict[str, int]:
        return {"age": body.age}

    @app.get("/_test/rejected")
    async def rejected() -> None:
        raise InputRejected("prompt injection detected", code="prompt_injection")

    @app.get("/_test/limited")
    async def limited() -> None:
        raise RateLimited("too many requests for this key", retry_after_seconds=12)

    @app.get("/_test/crash")
    async def crash() -> None:
        raise RuntimeError(f"internal detail {PHI}")

    return app


@pytest.fixture
def logs() -> Iterator[list[dict[str, Any]]]:
    """Log events as dicts, with the bound context vars merged as in production."""
    capture = structlog.testing.LogCapture()
    old = structlog.get_config()
    structlog.configure(processors=[structlog.contextvars.merge_contextvars, capture])
    yield capture.entries
    structlog.configure(**old)


def _assert_error_shape(body: dict[str, Any], error: str, request_id: str) -> None:
    assert set(body) == {"error", "detail", "request_id"}
    assert body["error"] == error
    assert body["request_id"] == request_id


def test_unknown_route(client: TestClient) -> None:
    response = client.get("/no/such/route")
    assert response.status_code == 404
    _assert_error_shape(response.json(), "not_found", response.headers["x-request-id"])


def test_wrong_method(client: TestClient) -> None:
    response = client.post("/healthz")
    assert response.status_code == 405
    _assert_error_shape(response.json(), "method_not_allowed", response.headers["x-request-id"])


def test_validation_errors_name_the_field_but_never_echo_the_input(client: TestClient) -> None:
    response = client.post("/_test/validate", json={"age": PHI})
    assert response.status_code == 422
    body = response.json()
    _assert_error_shape(body, "invalid_request", response.headers["x-request-id"])
    assert "body.age" in body["detail"]
    assert "078-05-1120" not in response.text
    assert "Smith" not in response.text


def test_typed_errors_keep_their_status_and_reason_code(client: TestClient) -> None:
    response = client.get("/_test/rejected")
    assert response.status_code == 422
    _assert_error_shape(response.json(), "prompt_injection", response.headers["x-request-id"])
    assert response.json()["detail"] == "prompt injection detected"


def test_rate_limits_carry_retry_after(client: TestClient) -> None:
    response = client.get("/_test/limited")
    assert response.status_code == 429
    assert response.headers["retry-after"] == "12"


def test_unexpected_errors_are_a_generic_500_with_the_request_id(
    client: TestClient, logs: list[dict[str, Any]]
) -> None:
    response = client.get("/_test/crash")
    assert response.status_code == 500
    request_id = response.headers["x-request-id"]
    _assert_error_shape(response.json(), "internal_error", request_id)
    assert "078-05-1120" not in response.text
    failures = [e for e in logs if e["event"] == "request.failed"]
    assert [e["request_id"] for e in failures] == [request_id]


def test_every_log_line_of_a_request_carries_its_id(
    client: TestClient, logs: list[dict[str, Any]]
) -> None:
    response = client.get("/readyz", headers={"X-Request-ID": "trace-1234-abcd"})
    assert response.headers["x-request-id"] == "trace-1234-abcd"
    request_lines = [e for e in logs if e["event"] == "request"]
    assert request_lines
    assert {e["request_id"] for e in request_lines} == {"trace-1234-abcd"}
    assert request_lines[-1]["path"] == "/readyz"


def test_probe_request_lines_are_debug_and_others_info(
    client: TestClient, logs: list[dict[str, Any]]
) -> None:
    client.get("/readyz")
    client.get("/healthz")
    client.get("/v1/no-such-route")
    levels = {e["path"]: e["log_level"] for e in logs if e["event"] == "request"}
    assert levels == {"/readyz": "debug", "/healthz": "debug", "<no route>": "info"}


@pytest.mark.parametrize(
    "incoming", ["short", "has space in it", "x" * 200, "evil\\nforged=line", "ü-unicode-id"]
)
def test_malformed_incoming_request_ids_are_replaced(client: TestClient, incoming: str) -> None:
    response = client.get("/healthz", headers={"X-Request-ID": incoming.encode()})
    assert response.headers["x-request-id"] != incoming
    assert len(response.headers["x-request-id"]) == 32
