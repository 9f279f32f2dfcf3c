"""The document store on real PostgreSQL + pgvector: constraints, cascade, cosine search."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest
from sqlalchemy import func, select, text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DataError, IntegrityError, StatementError
from sqlalchemy.orm import Session

from clinrag.retrieval.tables import Chunk, Document
from tests.fakes import HashingEmbedder


def _document(source: str, body: str) -> Document:
    return Document(
        source=source,
        title=source.title(),
        content_hash=hashlib.sha256(body.encode()).hexdigest(),
        metadata_={"year": 2021, "bucket": "guidelines"},
    )


def _chunks(texts: list[str]) -> list[Chunk]:
    vectors = HashingEmbedder().embed(texts)
    return [
        Chunk(ordinal=i, text=t, page=1, section="Results", embedding=vectors[i].tolist())
        for i, t in enumerate(texts)
    ]


def test_cosine_search_returns_the_nearest_chunk(db_session: Session) -> None:
    doc = _document("trial.txt", "body")
    doc.chunks = _chunks(
        [
            "metformin lowers blood glucose in type 2 diabetes",
            "aspirin reduces the risk of myocardial infarction",
            "statins lower ldl cholesterol",
        ]
    )
    db_session.add(doc)
    db_session.flush()

    query = HashingEmbedder().embed(["blood glucose with metformin"])[0].tolist()
    nearest = db_session.scalars(
        select(Chunk).order_by(Chunk.embedding.cosine_distance(query)).limit(1)
    ).one()
    assert nearest.text.startswith("metformin")
    assert nearest.document.metadata_["year"] == 2021
    assert isinstance(nearest.embedding, list | np.ndarray)


def test_deleting_a_document_deletes_its_chunks(db_session: Session) -> None:
    doc = _document("gone.txt", "gone")
    doc.chunks = _chunks(["one", "two"])
    db_session.add(doc)
    db_session.flush()
    db_session.execute(text("DELETE FROM documents WHERE id = :id"), {"id": doc.id})
    remaining = db_session.scalar(
        select(func.count()).select_from(Chunk).where(Chunk.document_id == doc.id)
    )
    assert remaining == 0


def test_content_hash_must_be_a_sha256(db_session: Session) -> None:
    doc = _document("bad-hash.txt", "x")
    doc.content_hash = "not-a-hash"
    db_session.add(doc)
    with pytest.raises(IntegrityError, match="content_hash_is_sha256"):
        db_session.flush()


def test_source_is_unique(db_session: Session) -> None:
    db_session.add(_document("same.txt", "a"))
    db_session.flush()
    db_session.add(_document("same.txt", "b"))
    with pytest.raises(IntegrityError, match="uq_documents_source"):
        db_session.flush()


def test_chunk_ordinals_are_unique_per_document(db_session: Session) -> None:
    doc = _document("dupe.txt", "dupe")
    doc.chunks = _chunks(["a", "b"])
    doc.chunks[1].ordinal = 0
    db_session.add(doc)
    with pytest.raises(IntegrityError, match="uq_chunks_document_id_ordinal"):
        db_session.flush()


def test_embedding_dimension_is_enforced(db_session: Session) -> None:
    doc = _document("short.txt", "short")
    doc.chunks = [Chunk(ordinal=0, text="x", embedding=[0.1] * 12)]
    db_session.add(doc)
    with pytest.raises((DataError, StatementError), match="384"):
        db_session.flush()


def test_each_test_runs_in_a_transaction_that_is_rolled_back(
    db_session: Session, engine: Engine
) -> None:
    db_session.add(_document("invisible.txt", "invisible"))
    db_session.commit()  # commits the savepoint only
    with engine.connect() as other:
        seen = other.scalar(
            select(func.count()).select_from(Document).where(Document.source == "invisible.txt")
        )
    assert seen == 0
