"""How documents are cut and stored, and how passages are found and ranked (``Settings.ingest``,
``.retrieval``, ``.search``, ``.rerank``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, Field, model_validator

ACCESS_LABEL = "[a-z0-9][a-z0-9_-]{0,63}"
"""``clinrag.retrieval.access.LABEL`` (settings import nothing of the package)."""


class IngestSettings(BaseModel):
    max_document_bytes: int = Field(default=20 * 1024 * 1024, ge=1)
    """Larger uploads or files are refused (413)."""
    chunk_target_tokens: int = Field(default=256, ge=32, le=512)
    """Chunks stay at or under this many tokens (the embedder's window is 256 word pieces)."""
    chunk_overlap_tokens: int = Field(default=40, ge=0)
    embed_batch_documents: int = Field(default=64, ge=1)
    default_access: str = Field(default="public", pattern=f"^{ACCESS_LABEL}$")
    """The access label of a document that names none and whose bucket has no default."""
    bucket_access: dict[str, Annotated[str, Field(pattern=f"^{ACCESS_LABEL}$")]] = Field(
        default_factory=dict
    )
    """Access label by the document's ``bucket`` metadata value, for documents that name none
    (JSON: ``{"psychiatry": "psychiatry", "incidents": "incidents"}``)."""


class RetrievalSettings(BaseModel):
    bm25_k1: float = Field(default=1.2, gt=0)
    bm25_b: float = Field(default=0.75, ge=0, le=1)
    lexical_weight: float = Field(default=0.4, ge=0)
    vector_weight: float = Field(default=0.6, ge=0)
    candidates_per_retriever: int = Field(default=50, ge=1, le=1000)
    """How deep each retriever looks before fusion."""
    rerank_candidates: int = Field(default=20, ge=1, le=200)
    """How many fused, deduplicated candidates the reranker sees."""
    top_k: int = Field(default=5, ge=1, le=100)
    title_weight: float = Field(default=0.1, ge=0, le=1)
    """Weight of a document's title match (``retrieval/title_match.py``) added to its chunks'
    fused score; 0 ranks chunks by their own scores alone."""
    ef_search: int = Field(default=100, ge=1, le=1000)
    """pgvector HNSW search breadth (recall vs. speed)."""
    near_duplicate_threshold: float = Field(default=0.9, gt=0, le=1)
    """Word-shingle Jaccard at or above which two chunks count as the same text."""
    lexical_sync_interval_seconds: float = Field(default=1.0, gt=0)
    """How often each process checks the database for chunks added or removed elsewhere."""


class SearchSettings(BaseModel):
    """``POST /v1/search`` (retrieval only) and the bucket catalogue."""

    default_top_k: int = Field(default=10, ge=1, le=200)
    max_top_k: int = Field(default=50, ge=1, le=200)
    """The most results one search may ask for (a larger ``top_k`` is a 422)."""
    default_context_chars: int = Field(default=300, ge=40)
    """Length of each snippet: the window of the chunk around the query's first match."""
    max_context_chars: int = Field(default=2000, ge=40)
    examples_per_field: int = Field(default=5, ge=0, le=50)
    """Distinct example values ``GET /v1/buckets`` shows per field (strings redacted)."""

    @model_validator(mode="after")
    def _defaults_within_caps(self) -> SearchSettings:
        if self.default_top_k > self.max_top_k:
            raise ValueError("search.default_top_k must not exceed search.max_top_k")
        if self.default_context_chars > self.max_context_chars:
            raise ValueError("search.default_context_chars must not exceed max_context_chars")
        return self


class RerankSettings(BaseModel):
    flashrank_model_dir: Path | None = None
    """Directory holding ``<model name>/`` for FlashRank (with its ``SHA256SUMS``); unset or
    absent = no cross-encoder (``without_weights``)."""
    without_weights: Literal["none", "cosine"] = "none"
    """Without cross-encoder weights: keep the fused order (``none``, measured better), or
    re-score by cosine similarity (``cosine``)."""
    flashrank_model_name: str = "ms-marco-TinyBERT-L-2-v2"
    max_passage_tokens: int = Field(default=256, ge=16)
