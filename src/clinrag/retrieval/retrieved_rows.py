"""A stored chunk as every retrieval mode returns it: the row with its retrievers' scores."""

from __future__ import annotations

from clinrag.domain import RetrievedChunk, RetrieverHit
from clinrag.retrieval.chunk_store import StoredChunk
from clinrag.retrieval.fusion import Candidate


def read_chunk(row: StoredChunk, query: str) -> RetrievedChunk:
    """A chunk read by id or by document, not searched: scored by its cosine alone."""
    cosine = min(max(row.cosine, 0.0), 1.0)
    read = Candidate(row.id, RetrieverHit(None, None), RetrieverHit(None, row.cosine), 0.0, cosine)
    return retrieved_chunk(read, row, cosine, query)


def retrieved_chunk(
    candidate: Candidate, row: StoredChunk, score: float, query: str
) -> RetrievedChunk:
    """A stored row with its scores: what every retrieval mode returns."""
    return RetrievedChunk(
        chunk_id=candidate.chunk_id,
        document_id=row.document_id,
        text=row.text,
        page=row.page,
        section=row.section,
        metadata=row.metadata,
        lexical=candidate.lexical,
        vector=candidate.vector,
        lexical_normalized=candidate.lexical_normalized,
        cosine=candidate.cosine,
        fused=score,
        sub_query=query,
        security_flags=row.security_flags,
        phi_spans=row.phi_spans,
        closes_document=row.closes_document,
    )
