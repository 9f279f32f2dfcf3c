"""``create_app()``: settings, logging, middleware, error handlers and routes. No I/O here:
the lifespan builds the heavy objects when the server starts."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from fastapi import FastAPI

from src.api.errors import install_error_handlers
from src.api.lifespan import LLMFactory, ModelsFactory, SafeguardsFactory, make_lifespan
from src.api.middleware import RequestContextMiddleware
from src.api.routes import documents, health, query
from src.components import build_models, build_safeguards
from src.llm.factory import build_llm
from src.log import configure_logging
from src.settings import Settings


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
    install_error_handlers(app)
    app.add_middleware(RequestContextMiddleware)
    app.include_router(health.router)
    app.include_router(documents.router)
    app.include_router(query.router)
    return app
