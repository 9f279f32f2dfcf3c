"""The retrieval stack the composition root builds: the BM25 index kept in sync with the
database, the hybrid retriever over it, and the ingestor that feeds both. The service and every
evaluation build them here, so they measure the same stack."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.components.models import Models
from clinrag.ingest.ingestor import Ingestor
from clinrag.pipelines.subject_names import subject_lexicon
from clinrag.retrieval.chunk_store import ChunkStore
from clinrag.retrieval.fusion import Fusion, WeightedFusion
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.lexical import BM25Index
from clinrag.retrieval.lexical_sync import LexicalSync
from clinrag.retrieval.query_expansion import GenericNames, as_asked
from clinrag.retrieval.rerank import NO_WEIGHTS
from clinrag.security.redaction import Redactor
from clinrag.setting_groups.retrieval import RetrievalSettings
from clinrag.settings import Settings


def build_lexical(engine: AsyncEngine, settings: RetrievalSettings) -> LexicalSync:
    return LexicalSync(engine, BM25Index(k1=settings.bm25_k1, b=settings.bm25_b))


def build_retriever(
    engine: AsyncEngine,
    lexical: LexicalSync,
    models: Models,
    settings: RetrievalSettings,
    *,
    fusion: Fusion | None = None,
    rerank: bool = True,
    generics: bool = True,
) -> HybridRetriever:
    """The service passes no keyword: ``fusion`` defaults to the weighted fusion of
    ``settings``; evaluations pass the alternatives they measure, or no reranking, or
    ``generics`` False (BM25 reads the query as asked, without the generics of its brands)."""
    return HybridRetriever(
        ChunkStore(engine, settings.ef_search),
        lexical,
        models.embedder,
        models.reranker if rerank else None,
        fusion or WeightedFusion.from_settings(settings),
        settings,
        unranked=NO_WEIGHTS if rerank else None,
        lexical_query=GenericNames(subject_lexicon().generics_named) if generics else as_asked,
    )


def build_ingestor(
    engine: AsyncEngine,
    lexical: LexicalSync,
    models: Models,
    redactor: Redactor | None,
    settings: Settings,
) -> Ingestor:
    return Ingestor(
        engine,
        models.embedder,
        models.counter,
        redactor,
        settings.ingest,
        on_change=lexical.sync,
    )
