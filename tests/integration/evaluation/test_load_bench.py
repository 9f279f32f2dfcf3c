"""`clinrag bench load`, briefly: the real service in its own process on a temporary cluster,
the OpenAI-compatible stand-in as its model; every request audited, and nothing left running."""

from __future__ import annotations

import os

import psutil
import pytest

from clinrag.evaluation.load_bench import LoadConfig, run_load
from clinrag.setting_groups.service import LogFormat, LoggingSettings
from clinrag.settings import Settings

pytestmark = pytest.mark.slow

EXPECTED = {"attack": {"422"}, "question": {"200"}, "audit_read": {"200"}}


async def test_a_short_run_audits_every_request_and_stops_what_it_started(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in [name for name in os.environ if name.startswith("CLINRAG_")]:
        monkeypatch.delenv(name)
    settings = Settings(logging=LoggingSettings(format=LogFormat.JSON))

    report = await run_load(settings, LoadConfig(clients=2, seconds=3, documents=5))

    assert report.documents == 5
    assert report.chunks > 0
    assert report.requests > 0
    for kind, figures in report.kinds.items():
        assert set(figures.statuses) <= EXPECTED[kind], kind
        assert 0 < figures.p50_ms <= figures.p95_ms <= figures.p99_ms
    assert report.audited == report.requests
    assert (report.unaudited, report.audited_twice) == (0, 0)
    assert report.chain_valid, report.chain_report
    left = [" ".join(child.cmdline()) for child in psutil.Process().children(recursive=True)]
    assert [cmd for cmd in left if "openai_standin" in cmd or "-m clinrag " in cmd] == []
