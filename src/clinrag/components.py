"""The composition root: the one place that picks concrete adapters.

The API's lifespan and the CLI's commands (ingest, eval, bench) build their objects here, so
both run exactly the same retrieval stack. Everything else depends on protocols.
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.assets import EMBEDDER, SPACY_MODEL, resolve_embedder_dir
from clinrag.corpus.catalog import Catalog
from clinrag.evaluation.conversation_set import load_dialogues
from clinrag.ingest.ingestor import Ingestor
from clinrag.ingest.tokens import TokenCounter, WordPieceCounter
from clinrag.llm.base import LLM
from clinrag.pipelines.agent.tools import AgentTools
from clinrag.pipelines.classical import intake_of
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.parts import PipelineParts
from clinrag.pipelines.pause_store import PauseStore
from clinrag.pipelines.query_classifier import QueryClassifier
from clinrag.pipelines.query_type_set import load_query_type_set
from clinrag.pipelines.route_classifier import RouteClassifier, examples_of
from clinrag.pipelines.search import SearchService
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.subject_names import subject_lexicon
from clinrag.pipelines.verdict import VerdictReader
from clinrag.retrieval.chunk_store import ChunkStore
from clinrag.retrieval.embedding import Embedder
from clinrag.retrieval.embedding_cache import CachedEmbedder
from clinrag.retrieval.fusion import Fusion, WeightedFusion
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.lexical import BM25Index
from clinrag.retrieval.lexical_sync import LexicalSync
from clinrag.retrieval.query_expansion import GenericNames, as_asked
from clinrag.retrieval.rerank import NO_WEIGHTS, Reranker, build_reranker
from clinrag.retrieval.retriever import Retriever
from clinrag.retrieval.search_modes import ModeSearch
from clinrag.retrieval.sentence_transformer import SentenceTransformerEmbedder
from clinrag.retrieval.tables import EMBEDDING_DIMENSION
from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard import ClinicalInputGuard, InputGuard
from clinrag.security.guard_build import build_guard
from clinrag.security.injection import Thresholds
from clinrag.security.intent_policy import IntentThresholds
from clinrag.security.language import LanguageGate
from clinrag.security.model_judge import ModelJudge
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.security.redaction import Redactor
from clinrag.security.validation import ValidationConfig
from clinrag.setting_groups.retrieval import RetrievalSettings
from clinrag.setting_groups.security import SecuritySettings
from clinrag.settings import Settings
from clinrag.shipped_data import BLIND_CONVERSATIONS, CONVERSATIONS
from clinrag.stance.learned import build_learned_reader


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


@dataclass(frozen=True)
class Safeguards:
    """What stands between a question and everything downstream of it: the input guard and
    the PHI redactor. Built apart from ``Models`` because ingestion needs neither."""

    guard: InputGuard
    redactor: Redactor


def validation_config(settings: SecuritySettings) -> ValidationConfig:
    return ValidationConfig(
        max_chars=settings.max_query_chars, max_scan_chars=settings.max_scan_chars
    )


def build_input_guard(settings: SecuritySettings, embedder: Embedder) -> ClinicalInputGuard:
    thresholds = Thresholds(
        pattern=settings.guard_pattern_threshold,
        margin=settings.guard_margin_threshold,
        classifier=settings.guard_classifier_threshold,
    )
    return build_guard(
        embedder,
        load_guard_data(),
        thresholds,
        cache_dir=settings.cache_dir,
        validation=validation_config(settings),
        language=LanguageGate(settings.accepted_languages),
        intent=intent_thresholds(settings),
    )


def intent_thresholds(settings: SecuritySettings) -> IntentThresholds | None:
    """The intent classifier's thresholds; None (frames alone) when both are above 1."""
    alone, assisted = settings.guard_intent_threshold, settings.guard_intent_assisted_threshold
    if min(alone, assisted) > 1.0:
        return None
    return IntentThresholds(alone, assisted, confirm=settings.guard_intent_confirm_threshold)


def build_redactor(settings: SecuritySettings) -> PresidioRedactor:
    return PresidioRedactor(
        SPACY_MODEL.packaged_dir(), score_threshold=settings.redaction_score_threshold
    )


def build_safeguards(settings: Settings, models: Models) -> Safeguards:
    return Safeguards(
        guard=build_input_guard(settings.security, models.embedder),
        redactor=build_redactor(settings.security),
    )


def build_judge(llm: LLM, settings: SecuritySettings) -> ModelJudge | None:
    """The model judge when the setting turns it on."""
    if settings.model_judge == "off":
        return None
    return ModelJudge(llm, timeout_seconds=settings.model_judge_timeout_seconds)


def build_query_service(
    retriever: Retriever,
    models: Models,
    safeguards: Safeguards,
    llm: LLM,
    settings: Settings,
    *,
    safeguard_executor: Executor | None = None,
    pauses: PauseStore | None = None,
    verdict_reader: VerdictReader | None = None,
) -> QueryService:
    """The agent mode needs the hybrid retriever's search modes; its tools read a catalogue of
    their own, with more example values per field than ``GET /v1/buckets`` shows (the rules
    map the values a question names: ``AgentSettings.schema_examples``). ``verdict_reader``:
    the reader of ``verdict="learned"`` (an evaluation's held-out one); None: built here
    when the setting asks for it."""
    offload = Offload(safeguard_executor)
    embedder = CachedEmbedder(models.embedder)
    tools = None
    if isinstance(retriever, HybridRetriever):
        tools = AgentTools(
            ModeSearch(retriever),
            Catalog(retriever.store.engine, settings.pipeline.agent.schema_examples),
            embedder,
            safeguards.redactor,
            offload,
        )
    parts = PipelineParts(
        guard=safeguards.guard,
        redactor=safeguards.redactor,
        # The steps embed the same passage sentences again and again (selection, the
        # citation check, the streamed sentences): built once per service, so shared by all.
        embedder=embedder,
        counter=models.counter,
        classifier=models.classifier,
        router=models.router,
        retriever=retriever,
        llm=llm,
        validation=validation_config(settings.security),
        offload=offload,
        settings=settings.pipeline,
        llm_settings=settings.llm,
        top_k=settings.retrieval.top_k,
        judge=build_judge(llm, settings.security),
        agent_tools=tools,
        verdict_reader=verdict_reader or build_verdict_reader(settings, models.embedder),
    )
    return QueryService.of(parts, pauses)


def build_verdict_reader(settings: Settings, embedder: Embedder) -> VerdictReader | None:
    """The learned stance reader when ``verdict="learned"``: fitted on the shipped research
    questions at first use (tens of seconds), its weights cached beside the guard's."""
    if settings.pipeline.verdict != "learned":
        return None
    return build_learned_reader(embedder, settings.security.cache_dir)


def build_search_service(
    retriever: HybridRetriever,
    models: Models,
    safeguards: Safeguards,
    catalog: Catalog,
    settings: Settings,
    *,
    safeguard_executor: Executor | None = None,
) -> SearchService:
    """Retrieval only: the questions' intake (same validation, redaction and guard) and
    retrievers, no model."""
    offload = Offload(safeguard_executor)
    intake = intake_of(
        validation_config(settings.security),
        safeguards.redactor,
        safeguards.guard,
        models.embedder,
        offload,
    )
    return SearchService(
        QueryService({}, intake=intake, redactor=safeguards.redactor, offload=offload),
        ModeSearch(retriever),
        catalog,
        safeguards.redactor,
        offload,
    )


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
