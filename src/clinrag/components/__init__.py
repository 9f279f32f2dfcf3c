"""The composition root: the one place that picks concrete adapters.

The API's lifespan and the CLI's commands (ingest, eval, bench) build their objects here, so
both run exactly the same retrieval stack. Everything else depends on protocols. One module per
part: the heavy models (``models``), the safeguards (``safeguards``), the retrieval stack
(``retrieval``) and the services built from them (``services``); their builders are imported
from here.
"""

from __future__ import annotations

from clinrag.components.models import (
    Models,
    build_embedder,
    build_models,
    build_query_classifier,
    build_route_classifier,
    build_token_counter,
)
from clinrag.components.retrieval import build_ingestor, build_lexical, build_retriever
from clinrag.components.safeguards import (
    Safeguards,
    build_input_guard,
    build_judge,
    build_redactor,
    build_safeguards,
    intent_thresholds,
    validation_config,
)
from clinrag.components.services import (
    build_query_service,
    build_search_service,
    build_verdict_reader,
)

__all__ = [
    "Models",
    "Safeguards",
    "build_embedder",
    "build_ingestor",
    "build_input_guard",
    "build_judge",
    "build_lexical",
    "build_models",
    "build_query_classifier",
    "build_query_service",
    "build_redactor",
    "build_retriever",
    "build_route_classifier",
    "build_safeguards",
    "build_search_service",
    "build_token_counter",
    "build_verdict_reader",
    "intent_thresholds",
    "validation_config",
]
