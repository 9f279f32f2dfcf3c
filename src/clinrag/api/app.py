"""``create_app()``: settings, logging, middleware, error handlers and routes. No I/O here:
the lifespan builds the heavy objects when the server starts."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from fastapi import Depends, FastAPI

from clinrag.api.auth import permission
from clinrag.api.body_limit import BodyLimitMiddleware
from clinrag.api.errors import install_error_handlers
from clinrag.api.lifespan import LLMFactory, ModelsFactory, SafeguardsFactory, make_lifespan
from clinrag.api.metrics import ServiceMetrics
from clinrag.api.middleware import RequestContextMiddleware
from clinrag.api.routes import (
    admin,
    audit,
    conversations,
    corpus,
    document_audit,
    documents,
    health,
    metrics,
    query,
    search,
)
from clinrag.auth.roles import Permission
from clinrag.components import build_models, build_safeguards
from clinrag.llm.factory import build_llm
from clinrag.log import configure_logging
from clinrag.settings import Settings


def _version() -> str:
    try:
        return version("clinrag")
    except PackageNotFoundError:
        return "0+unknown"


def create_app(
    settings: Settings | None = None,
    *,
    models_factory: ModelsFactory = build_models,
    safeguards_factory: SafeguardsFactory = build_safeguards,
    llm_factory: LLMFactory = build_llm,
) -> FastAPI:
    settings = settings if settings is not None else Settings()
    configure_logging(settings.logging)
    app = FastAPI(
        title="clinrag",
        version=_version(),
        summary="Audited retrieval-augmented answers from the institution's own documents.",
        lifespan=make_lifespan(models_factory, safeguards_factory, llm_factory),
    )
    app.state.settings = settings
    app.state.metrics = ServiceMetrics.from_settings(settings.metrics)
    install_error_handlers(app)
    app.add_middleware(
        BodyLimitMiddleware,
        default_limit=settings.server.max_request_bytes,
        limits={"/v1/documents": None},
    )
    app.add_middleware(RequestContextMiddleware)
    app.include_router(health.router)
    app.include_router(documents.router)
    app.include_router(query.router)
    app.include_router(search.router)
    app.include_router(corpus.router)
    app.include_router(conversations.router)
    app.include_router(audit.router)
    app.include_router(document_audit.router)
    app.include_router(admin.router)
    # /metrics carries aggregates only (no text, no ids): open to the scraper, like /readyz.
    app.include_router(metrics.scrape_router)
    app.include_router(
        metrics.latency_router, dependencies=[Depends(permission(Permission.AUDIT_READ))]
    )
    return app
