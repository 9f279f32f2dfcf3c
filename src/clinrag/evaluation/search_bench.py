"""`POST /v1/search`'s own work timed on the retrieval benchmark's corpus and queries.

What a search adds after the intake every question takes (validation, redaction, the guard:
the same cost as for ``POST /v1/query``, and, like the query embedding, outside the retrieval
figures): the scope check against the corpus catalogue (its schema cached per corpus
generation), retrieval in the chosen mode with ``top_k`` 10, redaction of the hits with their
stored PHI spans, and the snippets. Compared with the benchmark's hybrid retrieval figure.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.corpus.catalog import Catalog
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.search import SearchQuery, SearchService
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import NO_FILTER, parse_filter
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.search_modes import ModeSearch, SearchMode
from clinrag.security.redaction import RedactionSession, Redactor, apply_spans

SEARCH_TOP_K = 10
SEARCHES: dict[str, tuple[SearchMode, tuple[str, ...], dict[str, object] | None]] = {
    "search_hybrid": ("hybrid", (), None),
    "search_text": ("text", (), None),
    "search_semantic": ("semantic", (), None),
    "search_hybrid_bucket_year": ("hybrid", ("trials",), {"year": {">=": 2010}}),
}
"""Stage name -> mode, buckets, filters (the benchmark corpus's buckets and years)."""


async def time_searches(
    engine: AsyncEngine,
    retriever: HybridRetriever,
    redactor: Redactor,
    samples: Sequence[tuple[str, np.ndarray]],
    *,
    access: AccessScope,
) -> dict[str, list[float]]:
    """Seconds per search, per kind of search, over ``samples`` (text, query vector), each
    run under ``access``."""
    offload = Offload()
    service = SearchService(
        QueryService({}, intake=(), redactor=redactor, offload=offload),
        ModeSearch(retriever),
        Catalog(engine, examples_per_field=5),
        redactor,
        offload,
    )
    timings: dict[str, list[float]] = {}
    for stage, (mode, buckets, filters) in SEARCHES.items():
        query = SearchQuery("", mode, buckets, filters, None, SEARCH_TOP_K, 300)
        for warm_up in (True, False):
            for text, vector in samples[:10] if warm_up else samples:
                session = RedactionSession()
                state = QueryState(
                    parse_filter(filters) if filters else NO_FILTER,
                    session,
                    access,
                    query=apply_spans(text, [], session),
                    vector=vector,
                )
                started = time.perf_counter()
                await service.search_taken(state, query, Trace())
                if not warm_up:
                    timings.setdefault(stage, []).append(time.perf_counter() - started)
    return timings
