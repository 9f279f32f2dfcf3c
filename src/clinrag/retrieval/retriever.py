"""The retrieval seam the pipelines depend on: questions in, ranked and explained chunks out.

``HybridRetriever`` (hybrid.py) is the production class; evaluations build it with the
fusions they compare (src/clinrag/evaluation/retrieval_modes.py), never through this protocol.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from clinrag.domain import RetrievedChunk, Vectors
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import MetadataFilter


@dataclass(frozen=True)
class RetrievalOutcome:
    chunks: list[RetrievedChunk]
    reranker: str | None
    failed_sub_queries: dict[str, str]
    """Sub-query -> error name, for those that could not be answered."""
    stage_seconds: dict[str, float]


class Retriever(Protocol):
    async def retrieve(
        self,
        queries: Sequence[str],
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vectors: Vectors | None = None,
    ) -> RetrievalOutcome:
        """Every query searched at once over the chunks ``metadata_filter`` and ``access``
        admit; fused, deduplicated across queries, reranked, top-k. ``query_vectors`` (one
        row per query) skips embedding them again."""
        ...

    async def recall(
        self,
        chunk_ids: Sequence[int],
        query: str,
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vector: Vectors | None = None,
    ) -> RetrievalOutcome:
        """The chunks ``chunk_ids`` (still stored, admitted by the filter and the scope), in
        that order, scored by their cosine to ``query``: evidence read again, not searched."""
        ...

    async def document_passages(
        self,
        document_ids: Sequence[int],
        query: str,
        per_document: int,
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vector: Vectors | None = None,
    ) -> RetrievalOutcome:
        """Up to ``per_document`` chunks of each document (admitted by the filter and the
        scope), the closest to ``query`` first, scored by their cosine: the other passages of
        a study a search found, whose results it may hold."""
        ...
