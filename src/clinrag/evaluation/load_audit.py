"""After ``clinrag bench load``: did every request sent leave exactly one audit record, and is
the chain intact? Apart from ``load_bench.py``, which drives the load, because this is the
verdict on it, read from the database and from ``clinrag audit verify`` as an operator runs it."""

from __future__ import annotations

import asyncio
import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.audit.tables import AuditRead, QueryLog
from clinrag.evaluation.load_report import Sent


async def audit_records(engine: AsyncEngine, since: datetime) -> Counter[str]:
    """Audit records per request id since ``since``: query rows and audit-read rows."""
    async with engine.connect() as conn:
        queries = await conn.scalars(
            select(QueryLog.request_id).where(QueryLog.created_at >= since)
        )
        reads = await conn.scalars(
            select(AuditRead.request_id).where(
                AuditRead.created_at >= since, AuditRead.request_id.is_not(None)
            )
        )
        return Counter([*queries, *(r for r in reads if r is not None)])


async def audit_verify(env: Mapping[str, str]) -> tuple[bool, str]:
    """``clinrag audit verify``, as an operator runs it: (chain valid, its verdict line)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "clinrag", "audit", "verify", env=dict(env),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )  # fmt: skip
    output, _ = await process.communicate()
    lines = output.decode(errors="replace").strip().splitlines() or ["no output"]
    verdict = next((line for line in lines if line.startswith("audit chain")), lines[-1])
    return process.returncode == 0, verdict


async def records_per_request(
    engine: AsyncEngine, since: datetime, sent: Sequence[Sent]
) -> Counter[int]:
    """How many requests have 0, 1 or 2+ (as 2) audit records."""
    records: Counter[str] = Counter()
    for _ in range(15):  # the records of cancelled requests are written as they unwind
        records = await audit_records(engine, since)
        if all(records[s.request_id] == 1 for s in sent):
            break
        await asyncio.sleep(1)
    return Counter(min(records[s.request_id], 2) for s in sent)
