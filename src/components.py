"""The composition root: the one place that picks concrete adapters.

The API's lifespan and the CLI's commands (ingest, eval, bench) build their objects here, so
both run exactly the same retrieval stack. Everything else depends on protocols.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from src.assets import EMBEDDER, resolve_embedder_dir
from src.retrieval.embedding import Embedder
from src.retrieval.hybrid import HybridRetriever
from src.retrieval.ingest import Ingestor
from src.retrieval.lexical import BM25Index
from src.retrieval.lexical_sync import LexicalSync
from src.retrieval.rerank import Reranker, build_reranker
from src.retrieval.sentence_transformer import SentenceTransformerEmbedder
from src.retrieval.tables import EMBEDDING_DIMENSION
from src.retrieval.tokens import TokenCounter, WordPieceCounter
from src.settings import RetrievalSettings, Settings


def build_embedder(settings: Settings) -> Embedder:
    configured = settings.models.embedding_model_dir
    model_dir = resolve_embedder_dir(configured, check_hashes=settings.models.verify_checksums)
    return SentenceTransformerEmbedder(
        model_dir,
        model_name=EMBEDDER.name if configured is None else model_dir.name,
        batch_size=settings.models.embedding_batch_size,
        expected_dimension=EMBEDDING_DIMENSION,
    )


def build_token_counter(settings: Settings) -> TokenCounter:
    """Chunk sizes are counted in the embedder's own word pieces."""
    model_dir = resolve_embedder_dir(settings.models.embedding_model_dir, check_hashes=False)
    return WordPieceCounter(model_dir / "tokenizer.json")


@dataclass(frozen=True)
class Models:
    """The heavy, slow-to-load objects, built together in the background at start-up."""

    embedder: Embedder
    reranker: Reranker
    counter: TokenCounter


def build_models(settings: Settings) -> Models:
    embedder = build_embedder(settings)
    return Models(
        embedder=embedder,
        reranker=build_reranker(settings.rerank, embedder),
        counter=build_token_counter(settings),
    )


def build_lexical(engine: AsyncEngine, settings: RetrievalSettings) -> LexicalSync:
    return LexicalSync(engine, BM25Index(k1=settings.bm25_k1, b=settings.bm25_b))


def build_retriever(
    engine: AsyncEngine, lexical: LexicalSync, models: Models, settings: RetrievalSettings
) -> HybridRetriever:
    return HybridRetriever(engine, lexical, models.embedder, models.reranker, settings)


def build_ingestor(
    engine: AsyncEngine, lexical: LexicalSync, models: Models, settings: Settings
) -> Ingestor:
    return Ingestor(
        engine, models.embedder, models.counter, settings.ingest, on_change=lexical.sync
    )
