"""Helpers shared by the audit tests: a migrated scratch database and sample records.

The audit tables refuse DELETE and TRUNCATE, so the audit tests cannot share the run's database
(their rows, and the chains they break on purpose, would stay): each test gets a scratch one.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import URL, Engine

from clinrag import schema
from clinrag.audit.records import Outcome, QueryRecord
from clinrag.db import create_sync_engine
from clinrag.domain import StepRecord, StepStatus
from clinrag.setting_groups.service import DatabaseSettings

T0 = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


def migrate(url: URL) -> None:
    engine = create_sync_engine(url, DatabaseSettings())
    try:
        schema.upgrade(engine)
    finally:
        engine.dispose()


def record(
    request_id: str,
    *,
    minutes: int = 0,
    outcome: Outcome = "answered",
    total_ms: float = 1234.5,
    **fields: Any,
) -> QueryRecord:
    values: dict[str, Any] = {
        "actor_key_id": "key-clinician-1",
        "actor_role": "clinician",
        "client_address": "10.0.0.7",
        "pipeline": "agentic",
        "mode": "auto",
        "query_type": "COMPARATIVE",
        "redacted_query": "Compare <DRUG> and metformin for <PERSON>",
        "redacted_answer": "Metformin lowers HbA1c [1].",
        "citations": [{"number": 1, "chunk_id": 7, "snippet": "metformin ...", "relevance": 0.8}],
        "confidence": 0.82,
        "model": "qwen2.5-1.5b",
        "prompt_versions": {"synthesize": "3", "classify": "2"},
        **fields,
    }
    return QueryRecord(
        request_id=request_id,
        created_at=T0 + timedelta(minutes=minutes),
        outcome=outcome,
        total_ms=total_ms,
        **values,
    )


def steps(count: int = 3, status: StepStatus = "ok") -> list[StepRecord]:
    names = ["validate", "redact_query", "guard", "retrieve", "synthesize", "output_scan"]
    return [
        StepRecord(
            sequence=n,
            name=names[(n - 1) % len(names)],
            started_at=T0 + timedelta(milliseconds=10 * n),
            seconds=0.0125 * n,
            status=status,
            details={"entities": {"PERSON": 1}, "scores": [0.91, 0.33], "n": n},
        )
        for n in range(1, count + 1)
    ]


def tamper(superuser: Engine, table: str, statements: Sequence[str], **params: Any) -> None:
    """What a superuser can do: switch the append-only trigger off, change rows, switch it on."""
    trigger = f"{table}_append_only"
    with superuser.begin() as conn:
        conn.execute(text(f"ALTER TABLE {table} DISABLE TRIGGER {trigger}"))
        for statement in statements:
            conn.execute(text(statement), params)
        conn.execute(text(f"ALTER TABLE {table} ENABLE ALWAYS TRIGGER {trigger}"))
