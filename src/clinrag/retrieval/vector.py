"""Nearest chunks by cosine with pgvector's HNSW index, metadata filter inside the scan.

pgvector 0.8's iterative index scan (``hnsw.iterative_scan``) keeps walking the graph until
enough rows pass the filter, so a selective filter still returns k results instead of the
few that happened to be in the first ef_search candidates. With ``relaxed_order`` results
can be slightly out of order, so we sort by exact distance afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncConnection

from clinrag.domain import Vectors
from clinrag.retrieval.filters import MetadataFilter, to_sql
from clinrag.retrieval.tables import Chunk


@dataclass(frozen=True)
class VectorHit:
    chunk_id: int
    rank: int
    cosine: float


async def search_vectors(
    conn: AsyncConnection,
    query_vector: Vectors,
    k: int,
    metadata_filter: MetadataFilter,
    ef_search: int,
) -> list[VectorHit]:
    """Call inside a transaction: the HNSW settings are transaction-local."""
    vector = query_vector.reshape(-1).tolist()
    await conn.execute(text("SELECT set_config('hnsw.ef_search', :v, true)"), {"v": str(ef_search)})
    await conn.execute(text("SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)"))
    distance = Chunk.embedding.cosine_distance(vector)
    rows = await conn.execute(
        select(Chunk.id, distance.label("distance"))
        .where(to_sql(metadata_filter, Chunk.metadata_.expression))
        .order_by(distance)
        .limit(k)
    )
    ordered = sorted(rows.all(), key=lambda row: (row.distance, row.id))
    return [
        VectorHit(row.id, rank, 1.0 - float(row.distance)) for rank, row in enumerate(ordered, 1)
    ]


async def cosine_of(
    conn: AsyncConnection, query_vector: Vectors, chunk_ids: Sequence[int]
) -> dict[int, float]:
    """Exact cosine of given chunks (those the lexical retriever found)."""
    if not chunk_ids:
        return {}
    vector = query_vector.reshape(-1).tolist()
    distance = Chunk.embedding.cosine_distance(vector)
    rows = await conn.execute(
        select(Chunk.id, distance.label("distance")).where(Chunk.id.in_(list(chunk_ids)))
    )
    return {row.id: 1.0 - float(row.distance) for row in rows}
