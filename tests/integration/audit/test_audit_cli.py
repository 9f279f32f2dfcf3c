"""``clinrag audit verify``: one line when the chain holds, the broken row and exit 1 when not."""

from __future__ import annotations

import pytest
from sqlalchemy.engine import URL

from clinrag.audit.writer import AuditLog
from clinrag.cli import main
from clinrag.db import create_async_db_engine, create_sync_engine
from clinrag.setting_groups.service import AuditSettings, DatabaseSettings
from tests.integration.audit.test_audit_support import migrate, record, steps, tamper


@pytest.fixture
async def audit_url(empty_database: URL, monkeypatch: pytest.MonkeyPatch) -> URL:
    migrate(empty_database)
    engine = create_async_db_engine(empty_database, DatabaseSettings())
    try:
        log = AuditLog(engine, AuditSettings())
        await log.record_query(record("req-1"), steps(2))
        await log.record_query(record("req-2"), steps(2))
    finally:
        await engine.dispose()
    monkeypatch.setenv("CLINRAG_DATABASE_URL", empty_database.render_as_string(False))
    monkeypatch.setenv("CLINRAG_LOGGING__FORMAT", "json")
    return empty_database


def _verify(capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    with pytest.raises(SystemExit) as exited:
        main(["audit", "verify"])
    return int(exited.value.code or 0), capsys.readouterr().out


def test_a_sound_chain_prints_its_length_and_head(
    audit_url: URL, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = _verify(capsys)
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "audit chain ok: 7 rows"  # 2 x (query + 2 steps), then this verify
    assert lines[1].startswith("head: chain_seq 7 row_hash ")


def test_a_broken_chain_names_the_row_and_exits_1(
    audit_url: URL, capsys: pytest.CaptureFixture[str]
) -> None:
    superuser = create_sync_engine(audit_url, DatabaseSettings())
    try:
        tamper(
            superuser,
            "queries_log",
            ["UPDATE queries_log SET outcome = 'failed' WHERE request_id = 'req-2'"],
        )
    finally:
        superuser.dispose()

    status, out = _verify(capsys)

    assert status == 1
    assert out.strip() == (
        "audit chain broken at queries_log id=2 request_id=req-2: row_hash does not match "
        "(after 3 good rows)"
    )


def test_an_unmigrated_database_is_an_error_not_a_verdict(
    empty_database: URL, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CLINRAG_DATABASE_URL", empty_database.render_as_string(False))
    assert main(["audit", "verify"]) == 2
    assert "audit" in capsys.readouterr().err
