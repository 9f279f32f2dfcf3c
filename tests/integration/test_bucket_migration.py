"""Migration 0010: existing documents get a bucket (their metadata's, else ``general``), and
the column, the document's metadata and its chunks' metadata agree from then on."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import text
from sqlalchemy.engine import URL, Engine
from sqlalchemy.exc import IntegrityError, InternalError

from clinrag import schema
from clinrag.db import create_sync_engine
from clinrag.setting_groups.service import DatabaseSettings

STORED = {
    "a.md": '{"bucket": "guidelines", "year": 2020}',
    "b.md": '{"bucket": "  Trials "}',
    "c.md": '{"bucket": "not a name!"}',
    "d.md": '{"bucket": 7}',
    "e.md": "{}",
}


@pytest.fixture
def scratch(empty_database: URL) -> Iterator[Engine]:
    engine = create_sync_engine(empty_database, DatabaseSettings())
    yield engine
    engine.dispose()


def _insert(conn: object, source: str, metadata: str) -> None:
    document = conn.execute(  # type: ignore[attr-defined]
        text(
            "INSERT INTO documents (source, content_hash, metadata) "
            "VALUES (:s, md5(:s) || md5(:s), CAST(:m AS jsonb)) RETURNING id"
        ),
        {"s": source, "m": metadata},
    ).scalar_one()
    conn.execute(  # type: ignore[attr-defined]
        text(
            "INSERT INTO chunks (document_id, ordinal, text, metadata, embedding) "
            "VALUES (:d, 0, 'x', CAST(:m AS jsonb), array_fill(0.1, ARRAY[384])::vector)"
        ),
        {"d": document, "m": metadata},
    )


def test_existing_documents_are_placed_and_kept_consistent(scratch: Engine) -> None:
    schema.upgrade(scratch, "0009")
    with scratch.begin() as conn:
        for source, metadata in STORED.items():
            _insert(conn, source, metadata)
    schema.upgrade(scratch)
    with scratch.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT d.source, d.bucket, d.metadata->>'bucket', c.metadata->>'bucket', "
                "d.metadata->>'year' FROM documents d JOIN chunks c ON c.document_id = d.id "
                "ORDER BY d.source"
            )
        ).all()
    assert [tuple(r) for r in rows] == [
        ("a.md", "guidelines", "guidelines", "guidelines", "2020"),
        ("b.md", "trials", "trials", "trials", None),
        ("c.md", "general", "general", "general", None),
        ("d.md", "general", "general", "general", None),
        ("e.md", "general", "general", "general", None),
    ]
    with scratch.begin() as conn:
        conn.execute(text("UPDATE documents SET bucket = 'policies' WHERE source = 'e.md'"))
        _insert(conn, "f.md", '{"bucket": "notes"}')
        _insert(conn, "g.md", "{}")
        rows = conn.execute(
            text(
                "SELECT source, bucket || '=' || (metadata->>'bucket') AS placed FROM documents "
                "WHERE source IN ('e.md', 'f.md', 'g.md')"
            )
        ).all()
        placed = {row.source: row.placed for row in rows}
    assert placed == {"e.md": "policies=policies", "f.md": "notes=notes", "g.md": "general=general"}
    for bad in ('{"bucket": "Bad Name"}', '{"bucket": 3}'):
        with pytest.raises((IntegrityError, InternalError)), scratch.begin() as conn:
            _insert(conn, "h.md", bad)
    schema.downgrade(scratch, "0009")
    schema.upgrade(scratch)
