"""The heavy models the service loads once: the embedder, the reranker, the token counter and
the two classifiers trained on shipped sets with that embedder. Part of the composition root
(``clinrag.components``): built in the background at start-up, and by the CLI's commands."""

from __future__ import annotations

from dataclasses import dataclass

from clinrag.assets import EMBEDDER, resolve_embedder_dir
from clinrag.evaluation.conversation_set import load_dialogues
from clinrag.ingest.tokens import TokenCounter, WordPieceCounter
from clinrag.pipelines.query_classifier import QueryClassifier
from clinrag.pipelines.query_type_set import load_query_type_set
from clinrag.pipelines.route_classifier import RouteClassifier, examples_of
from clinrag.retrieval.embedding import Embedder
from clinrag.retrieval.rerank import Reranker, build_reranker
from clinrag.retrieval.sentence_transformer import SentenceTransformerEmbedder
from clinrag.retrieval.tables import EMBEDDING_DIMENSION
from clinrag.settings import Settings
from clinrag.shipped_data import BLIND_CONVERSATIONS, CONVERSATIONS


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


def build_query_classifier(settings: Settings, embedder: Embedder) -> QueryClassifier:
    """Trained on the shipped set's train split with the service's own embedder; its weights
    are cached beside the guard's embeddings (~10 s to train on two cores, ms to load)."""
    train = load_query_type_set().train
    return QueryClassifier.cached(embedder, train, settings.security.cache_dir)


def build_route_classifier(settings: Settings, embedder: Embedder) -> RouteClassifier:
    """The learned thread router, trained on the follow-ups of the shipped dialogues with the
    service's own embedder; cached like the query classifier (a few seconds, then ms)."""
    dialogues = [*load_dialogues(CONVERSATIONS), *load_dialogues(BLIND_CONVERSATIONS)]
    return RouteClassifier.cached(embedder, examples_of(dialogues), settings.security.cache_dir)


@dataclass(frozen=True)
class Models:
    """The heavy, slow-to-load objects, built together in the background at start-up."""

    embedder: Embedder
    reranker: Reranker | None
    """None: no cross-encoder weights, the fused order stands (``rerank.NO_WEIGHTS``)."""
    counter: TokenCounter
    classifier: QueryClassifier
    router: RouteClassifier


def build_models(settings: Settings) -> Models:
    embedder = build_embedder(settings)
    return Models(
        embedder=embedder,
        reranker=build_reranker(settings.rerank, embedder),
        counter=build_token_counter(settings),
        classifier=build_query_classifier(settings, embedder),
        router=build_route_classifier(settings, embedder),
    )
