"""Migration 0011: existing documents come out ``public`` and existing keys read ``public``
only (fail closed); the chunk copy of a label follows its document; a downgrade works on an
unused schema and refuses while labels are in use."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import text
from sqlalchemy.engine import URL, Engine
from sqlalchemy.exc import DBAPIError, IntegrityError

from clinrag import schema
from clinrag.db import create_sync_engine
from clinrag.setting_groups.service import DatabaseSettings

VECTOR = "[" + ",".join(["0.05"] * 384) + "]"


@pytest.fixture
def scratch(empty_database: URL) -> Iterator[Engine]:
    engine = create_sync_engine(empty_database, DatabaseSettings())
    yield engine
    engine.dispose()


def _seed_0010(engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO documents (source, title, content_hash) VALUES ('old.md', 'Old', :h)"
            ),
            {"h": "a" * 64},
        )
        conn.execute(
            text(
                "INSERT INTO chunks (document_id, ordinal, text, embedding) "
                "SELECT id, 0, 'old text', CAST(:v AS vector) FROM documents"
            ),
            {"v": VECTOR},
        )
        conn.execute(
            text(
                "INSERT INTO api_keys (key_id, secret_hash, role) "
                "VALUES ('0123456789ab', :h, 'admin')"
            ),
            {"h": "b" * 64},
        )


def test_0011_labels_what_exists_public_and_keeps_chunks_in_step(scratch: Engine) -> None:
    schema.upgrade(scratch, "0010")
    _seed_0010(scratch)
    schema.upgrade(scratch)
    with scratch.begin() as conn:
        assert conn.execute(text("SELECT access_label FROM documents")).scalar_one() == "public"
        assert conn.execute(text("SELECT access_label FROM chunks")).scalar_one() == "public"
        assert conn.execute(text("SELECT access_labels FROM api_keys")).scalar_one() == ["public"]
        generation = conn.execute(text("SELECT generation FROM corpus_state")).scalar_one()
        conn.execute(text("UPDATE documents SET access_label = 'psychiatry'"))
        assert conn.execute(text("SELECT access_label FROM chunks")).scalar_one() == "psychiatry"
        assert conn.execute(text("SELECT generation FROM corpus_state")).scalar_one() > generation
        # A chunk cannot be given a label of its own: the trigger copies its document's.
        conn.execute(text("UPDATE chunks SET access_label = 'public'"))
        assert conn.execute(text("SELECT access_label FROM chunks")).scalar_one() == "psychiatry"
    for statement in (
        "UPDATE documents SET access_label = 'Not A Label'",
        "UPDATE api_keys SET access_labels = '{public,\"a,b\"}'",
    ):
        with pytest.raises(IntegrityError), scratch.begin() as conn:
            conn.execute(text(statement))


def test_0011_downgrade_refuses_while_labels_are_in_use(scratch: Engine) -> None:
    schema.upgrade(scratch)
    _seed_0010(scratch)
    with scratch.begin() as conn:
        conn.execute(text("UPDATE documents SET access_label = 'psychiatry'"))
    with pytest.raises(DBAPIError, match="refusing to downgrade below 0011"):
        schema.downgrade(scratch, "0010")
    with scratch.begin() as conn:
        conn.execute(text("UPDATE documents SET access_label = 'public'"))
    schema.downgrade(scratch, "0010")
    with scratch.connect() as conn:
        columns = conn.execute(
            text("SELECT column_name FROM information_schema.columns WHERE table_name = 'chunks'")
        ).scalars()
        assert "access_label" not in set(columns)
    schema.upgrade(scratch)
