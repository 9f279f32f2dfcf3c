"""Frozen value types shared across packages: what a parsed document, a chunk and a
retrieval result are. No behaviour beyond small derived properties."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

Metadata = Mapping[str, Any]
"""JSON-compatible key-values (str, int, float, bool, None, lists of those)."""


@dataclass(frozen=True)
class Section:
    """A contiguous block of a document: one PDF page, or the text under one heading."""

    text: str
    page: int | None = None
    heading: str | None = None


@dataclass(frozen=True)
class ParsedDocument:
    source: str
    """Stable identity of the document (file path, URL, or the JSONL record's id)."""
    title: str
    sections: tuple[Section, ...]
    metadata: Metadata = field(default_factory=dict)

    @property
    def full_text(self) -> str:
        return "\n\n".join(section.text for section in self.sections)


@dataclass(frozen=True)
class ChunkDraft:
    """A chunk before it is embedded and stored."""

    ordinal: int
    text: str
    page: int | None
    section: str | None


@dataclass(frozen=True)
class RetrieverHit:
    """One retriever's view of one chunk: its rank (1-based) and raw score."""

    rank: int | None
    score: float | None


@dataclass(frozen=True)
class RetrievedChunk:
    """A chunk chosen for a query, with every score that explains why (for the audit trail)."""

    chunk_id: int
    document_id: int
    text: str
    page: int | None
    section: str | None
    metadata: Metadata
    lexical: RetrieverHit
    vector: RetrieverHit
    lexical_normalized: float
    """BM25 scaled to [0, 1] by the query's own best possible score (see retrieval/fusion.py)."""
    cosine: float
    fused: float
    rerank_score: float | None = None
    reranker: str | None = None
    sub_query: str | None = None
    """The (sub-)query that found it; dedup keeps the highest-scoring one's."""
    security_flags: tuple[str, ...] = ()
    """Instruction-like text found in it at ingest: quoted as data all the same, and marked."""
    phi_spans: Mapping[str, Sequence[Sequence[Any]]] | None = None
    """Field (text, title, source, section) → [start, end, type] of its identifiers, found at
    ingest; None = not scanned."""
