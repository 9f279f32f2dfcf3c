"""ORM rows of the document store: documents and their embedded chunks.

The DDL lives in migrations/; these classes mirror it (a test compares the two). They are rows,
not API schemas: routes translate them into their own response models.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pgvector.sqlalchemy import Vector
from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    SmallInteger,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy import (
    text as sql_text,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.orm import Mapped, mapped_column, relationship

from clinrag.corpus.buckets import BUCKET_PATTERN, DEFAULT_BUCKET
from clinrag.db import Base
from clinrag.retrieval.access import LABEL

EMBEDDING_DIMENSION = 384
"""Fixed by the schema (vector(384), all-MiniLM-L6-v2); changing it needs a migration."""


class Document(Base):
    __tablename__ = "documents"
    __table_args__ = (
        CheckConstraint("content_hash ~ '^[0-9a-f]{64}$'", name="content_hash_is_sha256"),
        CheckConstraint(f"access_label ~ '^{LABEL}$'", name="access_label_valid"),
        CheckConstraint(f"bucket ~ '{BUCKET_PATTERN}'", name="bucket_name"),
        UniqueConstraint("source"),
        Index(None, "content_hash"),
        Index(None, "bucket"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(always=True), primary_key=True)
    source: Mapped[str] = mapped_column(Text)
    title: Mapped[str] = mapped_column(Text, server_default="")
    content_hash: Mapped[str] = mapped_column(Text)
    metadata_: Mapped[dict[str, Any]] = mapped_column(
        "metadata", JSONB, server_default=sql_text("'{}'::jsonb")
    )
    bucket: Mapped[str] = mapped_column(Text, server_default=DEFAULT_BUCKET)
    """The corpus partition (migration 0010); also the ``bucket`` key of the metadata of the
    document (a trigger keeps the two equal) and of each of its chunks, where filters read
    it."""
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    access_label: Mapped[str] = mapped_column(Text, server_default="public")
    """Who may read it: keys holding this label (migration 0011, ``clinrag.retrieval.access``)."""

    chunks: Mapped[list[Chunk]] = relationship(
        back_populates="document", cascade="all, delete-orphan", passive_deletes=True
    )


class Chunk(Base):
    __tablename__ = "chunks"
    __table_args__ = (
        CheckConstraint("ordinal >= 0", name="ordinal_not_negative"),
        CheckConstraint("page IS NULL OR page >= 1", name="page_positive"),
        UniqueConstraint("document_id", "ordinal"),
        Index(
            "ix_chunks_embedding_hnsw",
            "embedding",
            postgresql_using="hnsw",
            postgresql_with={"m": 16, "ef_construction": 64},
            postgresql_ops={"embedding": "vector_cosine_ops"},
        ),
        Index(
            "ix_chunks_metadata_gin",
            "metadata",
            postgresql_using="gin",
            postgresql_ops={"metadata": "jsonb_path_ops"},
        ),
        Index(None, "access_label"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(always=True), primary_key=True)
    document_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("documents.id", ondelete="CASCADE")
    )
    ordinal: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)
    page: Mapped[int | None] = mapped_column(Integer)
    section: Mapped[str | None] = mapped_column(Text)
    metadata_: Mapped[dict[str, Any]] = mapped_column(
        "metadata", JSONB, server_default=sql_text("'{}'::jsonb")
    )
    embedding: Mapped[list[float]] = mapped_column(Vector(EMBEDDING_DIMENSION))
    security_flags: Mapped[list[str]] = mapped_column(
        ARRAY(Text), server_default=sql_text("'{}'::text[]")
    )
    """Reason codes of instruction-like text found at ingest (migration 0003)."""
    phi_spans: Mapped[dict[str, Any] | None] = mapped_column(JSONB)
    """PHI offsets and types (never values) of text, title, source and section, found at
    ingest; NULL = not scanned, redact when retrieved (migration 0003)."""
    access_label: Mapped[str] = mapped_column(Text, server_default="public")
    """Its document's label, kept equal by triggers (migration 0011): what retrieval filters."""

    document: Mapped[Document] = relationship(back_populates="chunks")


class CorpusState(Base):
    """One row; triggers on ``chunks`` bump ``generation`` on every change (migration 0002)."""

    __tablename__ = "corpus_state"
    __table_args__ = (CheckConstraint("id = 1", name="single_row"),)

    id: Mapped[int] = mapped_column(SmallInteger, primary_key=True)
    generation: Mapped[int] = mapped_column(BigInteger, server_default="0")
