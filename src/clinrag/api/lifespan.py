"""Builds what the routes use, once per process, and closes it on shutdown.

The concrete adapters come from ``clinrag.components`` (the composition root); tests pass their own
``models_factory`` for the model edges (tests/fakes.py). Models load in a worker thread and the
BM25 index builds from the database in a background task, so the process answers ``/healthz``
at once and ``/readyz`` says what is still loading.

What is wired from those models (the retriever, the query service, the ingestor) is built once,
as soon as what it needs has loaded (``DerivedResource``), and serves every request after.

Every model call passes one ``ModelQueue`` (admission control, src/clinrag/llm/admission.py). The
steps that guard a question (validation, redaction, the injection guard) run on an executor of
their own, so a refusal never waits behind retrieval or ingestion threads.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from functools import partial

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.api.background import BackgroundResource, DerivedResource
from clinrag.api.pipeline_switch import PipelineSwitch
from clinrag.api.ratelimit import RateLimiter
from clinrag.audit.document_access import DocumentAccessReader
from clinrag.audit.reader import AuditReader
from clinrag.audit.writer import AuditLog
from clinrag.auth.keys import KeyStore
from clinrag.components import (
    Models,
    Safeguards,
    build_ingestor,
    build_lexical,
    build_models,
    build_query_service,
    build_retriever,
    build_safeguards,
    build_search_service,
)
from clinrag.conversations.store import ConversationStore
from clinrag.corpus.catalog import Catalog
from clinrag.db import create_async_db_engine, resolve_database_url
from clinrag.errors import DependencyUnavailable
from clinrag.ingest.ingestor import Ingestor
from clinrag.llm.admission import ModelQueue, QueuedLLM
from clinrag.llm.base import LLM, SupportsAclose, SupportsSupervision
from clinrag.llm.factory import build_llm
from clinrag.pipelines.pause_store import PauseStore
from clinrag.pipelines.search import SearchService
from clinrag.pipelines.service import QueryService
from clinrag.retrieval.chunk_store import ChunkStore
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.lexical_sync import LexicalSync
from clinrag.settings import Settings

ModelsFactory = Callable[[Settings], Models]
SafeguardsFactory = Callable[[Settings, Models], Safeguards]
LLMFactory = Callable[[Settings], LLM]


@dataclass(frozen=True)
class Services:
    """What the routes reach through the dependencies of ``clinrag.api.deps``."""

    settings: Settings
    engine: AsyncEngine
    models: BackgroundResource[Models]
    safeguards: BackgroundResource[Safeguards]
    llm: BackgroundResource[LLM]
    lexical: LexicalSync
    retriever: DerivedResource[HybridRetriever]
    """503 while the models load."""
    query_service: DerivedResource[QueryService]
    """503 until the models, the safeguards and the model are loaded."""
    ingestor: DerivedResource[Ingestor]
    """503 until the safeguards and the models are loaded: ingestion stores each chunk's PHI
    spans, found by the redactor."""
    search_service: DerivedResource[SearchService]
    """503 until the models and the safeguards are loaded (no language model needed)."""
    catalog: Catalog
    audit: AuditLog
    audit_reader: AuditReader
    document_access: DocumentAccessReader
    chunks: ChunkStore
    """Reads that show documents outside a search (a thread's earlier turns) check the
    caller's access here."""
    conversations: ConversationStore
    pipeline_switch: PipelineSwitch
    keys: KeyStore
    rate_limiter: RateLimiter
    model_queue: ModelQueue
    safeguard_executor: ThreadPoolExecutor

    def llm_status(self) -> str:
        """``ok`` once built and (for the embedded model) its process answered its probe."""
        status = self.llm.status()
        if status != "ok":
            return status
        loaded = self.llm.get()
        return loaded.status() if isinstance(loaded, SupportsSupervision) else "ok"

    def lexical_status(self) -> str:
        return "ok" if self.lexical.generation is not None else "loading"


def make_lifespan(
    models_factory: ModelsFactory = build_models,
    safeguards_factory: SafeguardsFactory = build_safeguards,
    llm_factory: LLMFactory = build_llm,
) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settings: Settings = app.state.settings
        url = await asyncio.to_thread(resolve_database_url, settings)
        engine = create_async_db_engine(url, settings.database)
        models = BackgroundResource("models", partial(models_factory, settings))
        models.start()
        safeguards: BackgroundResource[Safeguards] = BackgroundResource("safeguards")
        safeguards.start_after(models, partial(safeguards_factory, settings))
        llm = BackgroundResource("llm", partial(llm_factory, settings))
        llm.start()
        llm_start = asyncio.create_task(_start_supervision(llm), name="start-llm")
        lexical = build_lexical(engine, settings.retrieval)
        sync_task = asyncio.create_task(
            lexical.run(settings.retrieval.lexical_sync_interval_seconds), name="lexical-sync"
        )
        model_queue = ModelQueue(settings.llm.max_concurrent_calls, settings.llm.queue_depth)
        safeguard_executor = ThreadPoolExecutor(
            max_workers=SAFEGUARD_THREADS, thread_name_prefix="safeguards"
        )
        retriever = DerivedResource(
            "retriever",
            [models],
            lambda: build_retriever(engine, lexical, models.get(), settings.retrieval),
        )
        catalog = Catalog(engine, settings.search.examples_per_field)
        query_service = DerivedResource(
            "query_service",
            [models, safeguards, llm],
            lambda: build_query_service(
                retriever.get(),
                models.get(),
                safeguards.get(),
                QueuedLLM(llm.get(), model_queue),  # every model call waits its turn
                settings,
                safeguard_executor=safeguard_executor,
                pauses=PauseStore(engine, settings.pipeline.pause_ttl_seconds),
            ),
        )
        ingestor = DerivedResource(
            "ingestor",
            [safeguards, models],
            lambda: build_ingestor(
                engine, lexical, models.get(), safeguards.get().redactor, settings
            ),
        )
        search_service = DerivedResource(
            "search_service",
            [models, safeguards],
            lambda: build_search_service(
                retriever.get(),
                models.get(),
                safeguards.get(),
                catalog,
                settings,
                safeguard_executor=safeguard_executor,
            ),
        )
        derived = (retriever, query_service, ingestor, search_service)
        for resource in derived:
            resource.start()
        audit = AuditLog(engine, settings.audit)
        keys = KeyStore(engine, cache_seconds=settings.auth.key_cache_seconds)
        app.state.services = Services(
            settings,
            engine,
            models,
            safeguards,
            llm,
            lexical,
            retriever=retriever,
            query_service=query_service,
            ingestor=ingestor,
            search_service=search_service,
            catalog=catalog,
            audit=audit,
            audit_reader=AuditReader(engine, audit, settings.audit),
            document_access=DocumentAccessReader(engine, audit),
            chunks=ChunkStore(engine, settings.retrieval.ef_search),
            conversations=ConversationStore(engine, settings.conversations.max_turns),
            pipeline_switch=PipelineSwitch(engine, audit, settings.pipeline.default_mode.value),
            keys=keys,
            rate_limiter=RateLimiter(engine, settings.auth.requests_per_minute),
            model_queue=model_queue,
            safeguard_executor=safeguard_executor,
        )
        try:
            yield
        finally:
            llm_start.cancel()
            sync_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sync_task
            for resource in derived:
                await resource.aclose()
            await safeguards.aclose()
            await models.aclose()
            await llm.aclose()
            with contextlib.suppress(DependencyUnavailable):
                loaded = llm.get()
                if isinstance(loaded, SupportsAclose):
                    await loaded.aclose()
            safeguard_executor.shutdown(wait=False, cancel_futures=True)
            await keys.aclose()
            await engine.dispose()

    return lifespan


SAFEGUARD_THREADS = 4
"""Threads for validation, redaction and the guard: enough for refusals to overlap."""


async def _start_supervision(llm: BackgroundResource[LLM]) -> None:
    """Once built, start what the backend supervises (the embedded model's process)."""
    with contextlib.suppress(DependencyUnavailable):
        loaded = await llm.wait()
        if isinstance(loaded, SupportsSupervision):
            loaded.start()
