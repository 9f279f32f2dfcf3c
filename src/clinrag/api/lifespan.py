"""Builds what the routes use, once per process, and closes it on shutdown.

The concrete adapters come from ``clinrag.components`` (the composition root); tests pass their own
``models_factory`` for the model edges (tests/fakes.py). Models load in a worker thread and the
BM25 index builds from the database in a background task, so the process answers ``/healthz``
at once and ``/readyz`` says what is still loading.

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

from clinrag.api.background import BackgroundResource
from clinrag.api.pipeline_switch import PipelineSwitch
from clinrag.api.ratelimit import RateLimiter
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
)
from clinrag.db import create_async_db_engine, resolve_database_url
from clinrag.errors import DependencyUnavailable
from clinrag.ingest.ingestor import Ingestor
from clinrag.llm.admission import ModelQueue, QueuedLLM
from clinrag.llm.base import LLM, SupportsAclose, SupportsSupervision
from clinrag.llm.factory import build_llm
from clinrag.pipelines.service import QueryService
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.lexical_sync import LexicalSync
from clinrag.settings import Settings

ModelsFactory = Callable[[Settings], Models]
SafeguardsFactory = Callable[[Settings, Models], Safeguards]
LLMFactory = Callable[[Settings], LLM]


@dataclass(frozen=True)
class Services:
    """What the routes reach through ``request.app.state.services``."""

    settings: Settings
    engine: AsyncEngine
    models: BackgroundResource[Models]
    safeguards: BackgroundResource[Safeguards]
    llm: BackgroundResource[LLM]
    lexical: LexicalSync
    audit: AuditLog
    audit_reader: AuditReader
    pipeline_switch: PipelineSwitch
    keys: KeyStore
    rate_limiter: RateLimiter
    model_queue: ModelQueue
    safeguard_executor: ThreadPoolExecutor

    def model(self) -> LLM:
        """The language model behind the admission queue; 503 until it is built."""
        return QueuedLLM(self.llm.get(), self.model_queue)

    def llm_status(self) -> str:
        """``ok`` once built and (for the embedded model) its process answered its probe."""
        status = self.llm.status()
        if status != "ok":
            return status
        loaded = self.llm.get()
        return loaded.status() if isinstance(loaded, SupportsSupervision) else "ok"

    def retriever(self) -> HybridRetriever:
        """Raises DependencyUnavailable (503) while the models are still loading."""
        return build_retriever(
            self.engine, self.lexical, self.models.get(), self.settings.retrieval
        )

    def query_service(self) -> QueryService:
        """Raises DependencyUnavailable (503) until the safeguards and the model are loaded."""
        models = self.models.get()
        retriever = build_retriever(self.engine, self.lexical, models, self.settings.retrieval)
        return build_query_service(
            retriever,
            models,
            self.safeguards.get(),
            self.model(),
            self.settings,
            safeguard_executor=self.safeguard_executor,
        )

    def ingestor(self) -> Ingestor:
        """Raises DependencyUnavailable (503) until the models and the redactor are loaded:
        ingestion stores each chunk's PHI spans."""
        redactor = self.safeguards.get().redactor
        return build_ingestor(self.engine, self.lexical, self.models.get(), redactor, self.settings)

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
        audit = AuditLog(engine, settings.audit)
        app.state.services = Services(
            settings,
            engine,
            models,
            safeguards,
            llm,
            lexical,
            audit=audit,
            audit_reader=AuditReader(engine, audit, settings.audit),
            pipeline_switch=PipelineSwitch(engine, audit, settings.pipeline.default_mode.value),
            keys=KeyStore(engine, cache_seconds=settings.auth.key_cache_seconds),
            rate_limiter=RateLimiter(engine, settings.auth.requests_per_minute),
            model_queue=ModelQueue(settings.llm.max_concurrent_calls, settings.llm.queue_depth),
            safeguard_executor=ThreadPoolExecutor(
                max_workers=SAFEGUARD_THREADS, thread_name_prefix="safeguards"
            ),
        )
        try:
            yield
        finally:
            llm_start.cancel()
            sync_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sync_task
            await safeguards.aclose()
            await models.aclose()
            await llm.aclose()
            with contextlib.suppress(DependencyUnavailable):
                loaded = llm.get()
                if isinstance(loaded, SupportsAclose):
                    await loaded.aclose()
            app.state.services.safeguard_executor.shutdown(wait=False, cancel_futures=True)
            await app.state.services.keys.aclose()
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
