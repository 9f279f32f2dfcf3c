"""The query and search services the composition root builds from the models, the safeguards,
the retriever and the LLM: what the API's routes and the answer evaluations call."""

from __future__ import annotations

from concurrent.futures import Executor

from clinrag.components.models import Models
from clinrag.components.safeguards import Safeguards, build_judge, validation_config
from clinrag.corpus.catalog import Catalog
from clinrag.llm.base import LLM
from clinrag.pipelines.agent.tools import AgentTools
from clinrag.pipelines.classical import intake_of
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.parts import PipelineParts
from clinrag.pipelines.pause_store import PauseStore
from clinrag.pipelines.search import SearchService
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.verdict import VerdictReader
from clinrag.retrieval.embedding import Embedder
from clinrag.retrieval.embedding_cache import CachedEmbedder
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.retriever import Retriever
from clinrag.retrieval.search_modes import ModeSearch
from clinrag.settings import Settings
from clinrag.stance.learned import build_learned_reader


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
