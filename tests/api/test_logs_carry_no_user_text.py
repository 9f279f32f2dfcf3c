"""What reaches the log stream (rendered, as in production) never quotes user input."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text

from clinrag.api.lifespan import Services
from clinrag.errors import InputRejected
from clinrag.settings import Settings
from tests.fakes import fake_app

PHI = "Jane Roe MRN 00123456 SSN 078-05-1120"


def test_exception_messages_are_withheld_from_logs(
    settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    app = fake_app(settings)

    @app.get("/_test/crash")
    async def crash() -> None:
        raise ValueError(f"could not parse {PHI}")

    @app.get("/_test/db-crash")
    async def db_crash() -> None:
        services: Services = app.state.services
        async with services.engine.connect() as conn:
            await conn.execute(text("SELECT CAST(:v AS integer)"), {"v": PHI})

    with TestClient(app, raise_server_exceptions=False) as client:
        assert client.get("/_test/crash").status_code == 500
        assert client.get("/_test/db-crash").status_code == 500
    lines = [
        json.loads(line) for line in capsys.readouterr().err.splitlines() if line.startswith("{")
    ]
    failures = [line for line in lines if line["event"] == "request.failed"]
    assert len(failures) == 2
    assert "ValueError (message withheld)" in failures[0]["exception"]
    assert "DataError" in failures[1]["exception"]  # the type and frames stay useful
    rendered = "\n".join(json.dumps(line) for line in lines)
    for fragment in ("Jane", "Roe", "00123456", "078-05-1120"):
        assert fragment not in rendered


def test_rendered_lines_withhold_client_details_and_requested_paths(
    settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    """A 4xx detail talks about the client's input: in an exception chain only its code is
    rendered; a request line names the route's template, never the path that was asked for."""
    app = fake_app(settings)

    @app.get("/_test/records/{record_id}")
    async def chained(record_id: str) -> None:
        try:
            raise InputRejected(f"no record {record_id}", code="invalid_record")
        except InputRejected as rejected:
            raise RuntimeError("lookup failed") from rejected

    with TestClient(app, raise_server_exceptions=False) as client:
        assert client.get(f"/_test/records/{quote(PHI)}").status_code == 500
        assert client.get(f"/_test/nowhere/{quote(PHI)}").status_code == 404
    lines = [
        json.loads(line) for line in capsys.readouterr().err.splitlines() if line.startswith("{")
    ]
    failure = next(line for line in lines if line["event"] == "request.failed")
    assert "InputRejected [invalid_record] (detail withheld)" in failure["exception"]
    paths = [line["path"] for line in lines if line["event"] == "request"]
    assert paths[-2:] == ["/_test/records/{record_id}", "<no route>"]
    # the test's own HTTP client logs the URLs it sends; the server's lines are the rest
    server = [line for line in lines if not line.get("logger", "").startswith("httpx")]
    rendered = "\n".join(json.dumps(line) for line in server)
    for fragment in ("Jane", "Roe", "00123456", "078-05-1120"):
        assert fragment not in rendered
