"""Typed route dependencies: the one place that reads ``app.state`` for a request.

``create_app`` puts ``settings`` and ``metrics`` there; the lifespan puts ``services``. A route
names what it needs (``audit: AuditLogDep``) and tests override the function behind an alias
(``app.dependency_overrides[get_engine] = ...``) instead of reaching into ``app.state``.

``QueryServiceDep`` and ``IngestorDep`` give the ``DerivedResource``, not the object: the route
calls ``get()`` where it needs it, so the 503 while the models load comes at the same point of
the request as any other failure there, and is recorded with what the request knew by then.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.api.background import BackgroundResource, DerivedResource
from clinrag.api.lifespan import Services
from clinrag.api.metrics import ServiceMetrics
from clinrag.api.pipeline_switch import PipelineSwitch
from clinrag.api.ratelimit import RateLimiter
from clinrag.audit.document_access import DocumentAccessReader
from clinrag.audit.reader import AuditReader
from clinrag.audit.writer import AuditLog
from clinrag.auth.keys import KeyStore
from clinrag.components import Safeguards
from clinrag.conversations.store import ConversationStore
from clinrag.corpus.catalog import Catalog
from clinrag.ingest.ingestor import Ingestor
from clinrag.pipelines.search import SearchService
from clinrag.pipelines.service import QueryService
from clinrag.retrieval.chunk_store import ChunkStore
from clinrag.settings import Settings


def get_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def get_metrics(request: Request) -> ServiceMetrics:
    metrics: ServiceMetrics = request.app.state.metrics
    return metrics


def get_services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


def started_services(request: Request) -> Services | None:
    """For the error handlers, which also render failures of an app whose lifespan has not
    run (or of a small test app without one): there is then nothing to record with."""
    services: Services | None = getattr(request.app.state, "services", None)
    return services


SettingsDep = Annotated[Settings, Depends(get_settings)]
MetricsDep = Annotated[ServiceMetrics, Depends(get_metrics)]
ServicesDep = Annotated[Services, Depends(get_services)]


def get_engine(services: ServicesDep) -> AsyncEngine:
    return services.engine


def get_audit_log(services: ServicesDep) -> AuditLog:
    return services.audit


def get_audit_reader(services: ServicesDep) -> AuditReader:
    return services.audit_reader


def get_document_access(services: ServicesDep) -> DocumentAccessReader:
    return services.document_access


def get_chunk_store(services: ServicesDep) -> ChunkStore:
    return services.chunks


def get_conversations(services: ServicesDep) -> ConversationStore:
    return services.conversations


def get_pipeline_switch(services: ServicesDep) -> PipelineSwitch:
    return services.pipeline_switch


def get_key_store(services: ServicesDep) -> KeyStore:
    return services.keys


def get_rate_limiter(services: ServicesDep) -> RateLimiter:
    return services.rate_limiter


def get_query_service(services: ServicesDep) -> DerivedResource[QueryService]:
    return services.query_service


def get_ingestor(services: ServicesDep) -> DerivedResource[Ingestor]:
    return services.ingestor


def get_search_service(services: ServicesDep) -> DerivedResource[SearchService]:
    return services.search_service


def get_catalog(services: ServicesDep) -> Catalog:
    return services.catalog


def get_safeguards(services: ServicesDep) -> BackgroundResource[Safeguards]:
    return services.safeguards


EngineDep = Annotated[AsyncEngine, Depends(get_engine)]
AuditLogDep = Annotated[AuditLog, Depends(get_audit_log)]
AuditReaderDep = Annotated[AuditReader, Depends(get_audit_reader)]
DocumentAccessDep = Annotated[DocumentAccessReader, Depends(get_document_access)]
ChunkStoreDep = Annotated[ChunkStore, Depends(get_chunk_store)]
ConversationsDep = Annotated[ConversationStore, Depends(get_conversations)]
PipelineSwitchDep = Annotated[PipelineSwitch, Depends(get_pipeline_switch)]
KeyStoreDep = Annotated[KeyStore, Depends(get_key_store)]
RateLimiterDep = Annotated[RateLimiter, Depends(get_rate_limiter)]
QueryServiceDep = Annotated[DerivedResource[QueryService], Depends(get_query_service)]
IngestorDep = Annotated[DerivedResource[Ingestor], Depends(get_ingestor)]
SearchServiceDep = Annotated[DerivedResource[SearchService], Depends(get_search_service)]
CatalogDep = Annotated[Catalog, Depends(get_catalog)]
SafeguardsDep = Annotated[BackgroundResource[Safeguards], Depends(get_safeguards)]
