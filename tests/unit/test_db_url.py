from __future__ import annotations

import pytest

from clinrag.db import describe_url, parse_database_url
from clinrag.errors import StartupError


@pytest.mark.parametrize(
    "raw",
    [
        "postgres://u:p@h:5432/d",
        "postgresql://u:p@h:5432/d",
        "postgresql+psycopg://u:p@h:5432/d",
    ],
)
def test_postgres_urls_use_psycopg3(raw: str) -> None:
    url = parse_database_url(raw)
    assert url.drivername == "postgresql+psycopg"
    assert (url.host, url.port, url.database) == ("h", 5432, "d")


@pytest.mark.parametrize("raw", ["mysql://u:p@h/d", "sqlite:///x.db"])
def test_other_databases_are_refused(raw: str) -> None:
    with pytest.raises(StartupError, match="clinrag needs PostgreSQL"):
        parse_database_url(raw)


def test_garbage_is_refused_without_echoing_it() -> None:
    with pytest.raises(StartupError, match="not a database URL") as caught:
        parse_database_url("not a url at all with secret-token")
    assert "secret-token" not in caught.value.detail


def test_described_urls_mask_the_password() -> None:
    described = describe_url(parse_database_url("postgresql://svc:hunter2@db/clinrag"))
    assert "hunter2" not in described
    assert "svc" in described
