"""What reaches the log stream (rendered, as in production) never quotes user input."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text

from src.api.lifespan import Services
from src.settings import Settings
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
