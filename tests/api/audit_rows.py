"""Reading back what the audit log holds about one request (the API tests that check no
unredacted text reaches it)."""

from __future__ import annotations

from sqlalchemy import URL, text

from clinrag.db import create_sync_engine
from clinrag.setting_groups.service import DatabaseSettings


def audit_rows(store_url: URL, request_id: str) -> str:
    """Everything the audit log holds about one request, as text."""
    engine = create_sync_engine(store_url, DatabaseSettings())
    with engine.connect() as conn:
        rows = [
            conn.execute(text(query), {"id": request_id}).scalars().all()
            for query in (
                "SELECT to_jsonb(q)::text FROM queries_log q WHERE request_id = :id",
                "SELECT to_jsonb(s)::text FROM query_steps s WHERE request_id = :id",
            )
        ]
    engine.dispose()
    assert rows[0], "the request left no audit record"
    return "\n".join(row for table in rows for row in table)
