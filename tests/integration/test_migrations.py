"""All DDL lives in migrations: they build the schema, undo it, rebuild it, and match the ORM."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text
from sqlalchemy.engine import URL, Engine

import clinrag.audit.tables  # registers the audit tables on Base.metadata
import clinrag.auth.tables  # registers the API key and rate-limit tables
import clinrag.conversations.tables  # registers the conversation tables
import clinrag.pipelines.pause_store  # registers the paused-question table
import clinrag.retrieval.tables  # noqa: F401  (registers the tables on Base.metadata)
from clinrag import schema
from clinrag.db import Base, create_sync_engine
from clinrag.setting_groups.service import DatabaseSettings

STORE_TABLES = {
    "documents",
    "chunks",
    "corpus_state",
    "queries_log",
    "query_steps",
    "audit_reads",
    "api_keys",
    "rate_windows",
    "admin_events",
    "paused_queries",
    "conversations",
    "conversation_turns",
}


@pytest.fixture
def scratch_engine(empty_database: URL) -> Iterator[Engine]:
    engine = create_sync_engine(empty_database, DatabaseSettings())
    yield engine
    engine.dispose()


def _tables(engine: Engine) -> set[str]:
    return set(inspect(engine).get_table_names()) - {"alembic_version"}


def test_upgrade_downgrade_upgrade_round_trip(scratch_engine: Engine) -> None:
    schema.upgrade(scratch_engine)
    assert _tables(scratch_engine) == STORE_TABLES

    schema.downgrade(scratch_engine, "base")
    assert _tables(scratch_engine) == set()
    with scratch_engine.connect() as conn:
        assert schema.current_revision(conn) is None

    schema.upgrade(scratch_engine)
    assert _tables(scratch_engine) == STORE_TABLES
    with scratch_engine.connect() as conn:
        assert schema.current_revision(conn) == schema.head_revision()


def test_upgrade_twice_is_a_no_op(scratch_engine: Engine) -> None:
    schema.upgrade(scratch_engine)
    schema.upgrade(scratch_engine)
    with scratch_engine.connect() as conn:
        assert schema.current_revision(conn) == schema.head_revision()


def test_orm_matches_migrations(engine: Engine) -> None:
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []


def test_embedding_column_and_hnsw_cosine_index(engine: Engine) -> None:
    with engine.connect() as conn:
        column_type = conn.scalar(
            text(
                "SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
                "WHERE attrelid = 'chunks'::regclass AND attname = 'embedding'"
            )
        )
        index = conn.scalar(
            text("SELECT indexdef FROM pg_indexes WHERE indexname = 'ix_chunks_embedding_hnsw'")
        )
        extension = conn.scalar(text("SELECT extversion FROM pg_extension WHERE extname='vector'"))
    assert column_type == "vector(384)"
    assert index is not None
    assert "USING hnsw" in index
    assert "vector_cosine_ops" in index
    assert extension is not None


def test_document_columns(engine: Engine) -> None:
    columns = {c["name"]: c for c in inspect(engine).get_columns("documents")}
    assert {"id", "source", "title", "content_hash", "metadata", "created_at"} <= set(columns)
    assert str(columns["metadata"]["type"]) == "JSONB"
    chunk_columns = {c["name"] for c in inspect(engine).get_columns("chunks")}
    assert {"document_id", "ordinal", "text", "page", "section", "metadata", "embedding"} <= (
        chunk_columns
    )


def test_every_change_to_chunks_bumps_the_corpus_generation(engine: Engine) -> None:
    with engine.connect() as conn, conn.begin() as transaction:
        before = conn.scalar(text("SELECT generation FROM corpus_state"))
        doc_id = conn.scalar(
            text(
                "INSERT INTO documents (source, content_hash) VALUES ('gen.txt', :h) RETURNING id"
            ),
            {"h": "a" * 64},
        )
        conn.execute(
            text(
                "INSERT INTO chunks (document_id, ordinal, text, embedding) "
                "SELECT :d, g, 'x', array_fill(0.1, ARRAY[384])::vector "
                "FROM generate_series(0, 9) g"
            ),
            {"d": doc_id},
        )
        after_insert = conn.scalar(text("SELECT generation FROM corpus_state"))
        conn.execute(text("DELETE FROM chunks WHERE document_id = :d"), {"d": doc_id})
        after_delete = conn.scalar(text("SELECT generation FROM corpus_state"))
        transaction.rollback()
    assert after_insert == before + 1  # one bump per statement, not per row
    assert after_delete == before + 2
