"""ChunkStore on real PostgreSQL + pgvector: nearest chunks, filters, candidates' rows."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from sqlalchemy import insert
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.db import create_async_db_engine
from clinrag.domain import Vectors
from clinrag.errors import RetrievalError
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.chunk_store import ChunkStore
from clinrag.retrieval.filters import NO_FILTER, parse_filter
from clinrag.retrieval.tables import EMBEDDING_DIMENSION, Chunk, Document
from clinrag.settings import Settings

# Angle of each chunk's embedding from the query's, in the plane of the first two axes:
# its cosine with the query is cos(angle), so the nearest order is known in advance.
ANGLES = {"near": 0.1, "close": 0.5, "far": 1.2, "opposite": 2.5}
BUCKETS = {"near": "trials", "close": "guidelines", "far": "guidelines", "opposite": "trials"}


def _unit(angle: float) -> Vectors:
    vector = np.zeros(EMBEDDING_DIMENSION, np.float32)
    vector[0], vector[1] = math.cos(angle), math.sin(angle)
    return vector


QUERY = _unit(0.0)


@pytest.fixture
async def ids(store_engine: AsyncEngine) -> dict[str, int]:
    """Name -> chunk id of one document's four chunks; the flagged one carries PHI spans."""
    async with store_engine.begin() as conn:
        document_id = await conn.scalar(
            insert(Document).values(source="store", content_hash="c" * 64).returning(Document.id)
        )
        found: dict[str, int] = {}
        for ordinal, (name, angle) in enumerate(ANGLES.items()):
            extra: dict[str, Any] = (
                {"security_flags": ["prompt_injection"], "phi_spans": {"text": [[0, 4, "PERSON"]]}}
                if name == "far"
                else {}
            )
            found[name] = await conn.scalar(
                insert(Chunk)
                .values(
                    document_id=document_id,
                    ordinal=ordinal,
                    text=f"{name} text",
                    page=ordinal + 1,
                    section="Results",
                    metadata_={"bucket": BUCKETS[name], "source": "store"},
                    embedding=_unit(angle).tolist(),
                    **extra,
                )
                .returning(Chunk.id)
            )
    return found


@pytest.fixture
def store(store_engine: AsyncEngine, store_settings: Settings) -> ChunkStore:
    return ChunkStore(store_engine, store_settings.retrieval.ef_search)


async def test_nearest_comes_nearest_first_with_exact_cosines(
    store: ChunkStore, ids: dict[str, int]
) -> None:
    hits = await store.nearest(QUERY, 3, NO_FILTER, access=EVERY_LABEL)
    assert [h.chunk_id for h in hits] == [ids["near"], ids["close"], ids["far"]]
    assert [h.rank for h in hits] == [1, 2, 3]
    for hit, name in zip(hits, ("near", "close", "far"), strict=True):
        assert hit.cosine == pytest.approx(math.cos(ANGLES[name]), abs=1e-6)


async def test_the_filter_applies_inside_the_nearest_search(
    store: ChunkStore, ids: dict[str, int]
) -> None:
    hits = await store.nearest(QUERY, 3, parse_filter({"bucket": "guidelines"}), access=EVERY_LABEL)
    assert [h.chunk_id for h in hits] == [ids["close"], ids["far"]]


async def test_search_reads_the_rows_of_its_hits_and_of_the_lexical_hits(
    store: ChunkStore, ids: dict[str, int]
) -> None:
    missing = max(ids.values()) + 100  # a lexical hit deleted since the index saw it
    found = await store.search(
        QUERY, 1, NO_FILTER, also=[ids["opposite"], ids["far"], missing], access=EVERY_LABEL
    )
    assert [(h.chunk_id, h.rank) for h in found.hits] == [(ids["near"], 1)]
    assert set(found.chunks) == {ids["near"], ids["far"], ids["opposite"]}
    opposite = found.chunks[ids["opposite"]]
    assert opposite.cosine == pytest.approx(math.cos(2.5), abs=1e-6)  # negative, unclipped
    far = found.chunks[ids["far"]]
    assert (far.text, far.page, far.section) == ("far text", 3, "Results")
    assert far.metadata == {"bucket": "guidelines", "source": "store"}
    assert far.security_flags == ("prompt_injection",)
    assert far.phi_spans == {"text": [[0, 4, "PERSON"]]}
    assert found.chunks[ids["near"]].security_flags == ()
    assert found.chunks[ids["near"]].phi_spans is None
    # Only the document's last chunk (by ordinal) ends where the document ends.
    assert [found.chunks[ids[n]].closes_document for n in ("near", "far", "opposite")] == [
        False,
        False,
        True,
    ]


async def test_an_unreachable_store_is_a_retrieval_error(
    empty_database: URL, store_settings: Settings
) -> None:
    engine = create_async_db_engine(
        empty_database.set(database="no_such_database"), store_settings.database
    )
    try:
        with pytest.raises(RetrievalError):
            await ChunkStore(engine, 100).search(QUERY, 5, NO_FILTER, also=[1], access=EVERY_LABEL)
    finally:
        await engine.dispose()
