"""``POST /v1/search``: retrieval only, no model call. The search text takes a question's path
in (validation, PHI redaction, the injection guard) and leaves a question's kind of audit
record (pipeline ``search``, the mode, the redacted text, the hits returned as its citations,
every step), whatever its end; without that record there is no result (503).
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, Field

from clinrag.api.audit_trail import elapsed_seconds, outcome_of, record_failure, record_search
from clinrag.api.auth import access_of, permission
from clinrag.api.deps import AuditLogDep, MetricsDep, SearchServiceDep, SettingsDep
from clinrag.api.supervision import run_to_end, supervise
from clinrag.auth.roles import Permission, Principal
from clinrag.corpus.buckets import check_bucket_name
from clinrag.domain import StepRecord
from clinrag.errors import ClientDisconnected, ClinragError, InputRejected, StepFailed
from clinrag.pipelines.search import SearchHit, SearchQuery, SearchResult
from clinrag.pipelines.step_view import clinician_steps
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.search_modes import SearchMode
from clinrag.setting_groups.retrieval import SearchSettings

router = APIRouter(prefix="/v1", tags=["search"])
Clinician = Annotated[Principal, Depends(permission(Permission.QUERY))]


class SearchRequest(BaseModel):
    query: str = Field(min_length=1, description="What to search for (redacted before use)")
    mode: SearchMode = Field(default="hybrid", description="text (BM25), semantic or hybrid")
    buckets: list[str] = Field(
        default_factory=list, max_length=50, description="Only these buckets (default: all)"
    )
    filters: dict[str, Any] | None = Field(
        default=None, description='Metadata filters, e.g. {"year": {">=": 2020}}'
    )
    doc_id: int | None = Field(default=None, ge=1, description="Only this document's chunks")
    top_k: int | None = Field(default=None, ge=1, description="Results (default and cap: settings)")
    context_chars: int | None = Field(
        default=None, ge=40, description="Snippet length (default and cap: settings)"
    )

    def to_query(self, settings: SearchSettings) -> SearchQuery:
        top_k = self.top_k or settings.default_top_k
        if top_k > settings.max_top_k:
            raise InputRejected(f"top_k: at most {settings.max_top_k}", code="top_k_too_large")
        context = self.context_chars or settings.default_context_chars
        if context > settings.max_context_chars:
            raise InputRejected(
                f"context_chars: at most {settings.max_context_chars}", code="context_too_large"
            )
        buckets = tuple(
            check_bucket_name(b, f"buckets: item {n}") for n, b in enumerate(self.buckets, 1)
        )
        return SearchQuery(
            text=self.query,
            mode=self.mode,
            buckets=tuple(dict.fromkeys(buckets)),
            filters=self.filters,
            doc_id=self.doc_id,
            top_k=top_k,
            context_chars=context,
        )


class Scores(BaseModel):
    bm25_rank: int | None
    bm25: float | None
    bm25_normalized: float
    vector_rank: int | None
    cosine: float
    fused: float
    """The mode's ranking score: fused (hybrid), normalised BM25 (text) or cosine (semantic)."""
    rerank: float | None
    reranker: str | None


class Hit(BaseModel):
    chunk_id: int
    document_id: int
    title: str
    source: str
    bucket: str | None
    page: int | None
    section: str | None
    snippet: str
    scores: Scores

    @classmethod
    def of(cls, hit: SearchHit) -> Hit:
        passage, chunk = hit.passage, hit.passage.chunk
        bucket = chunk.metadata.get("bucket")
        return cls(
            chunk_id=chunk.chunk_id,
            document_id=chunk.document_id,
            title=passage.title.text,
            source=passage.source.text,
            bucket=bucket if isinstance(bucket, str) else None,
            page=chunk.page,
            section=passage.section.text or None,
            snippet=hit.snippet,
            scores=Scores(
                bm25_rank=chunk.lexical.rank,
                bm25=None if chunk.lexical.score is None else round(chunk.lexical.score, 4),
                bm25_normalized=round(chunk.lexical_normalized, 4),
                vector_rank=chunk.vector.rank,
                cosine=round(chunk.cosine, 4),
                fused=round(chunk.fused, 4),
                rerank=None if chunk.rerank_score is None else round(chunk.rerank_score, 4),
                reranker=chunk.reranker,
            ),
        )


class SearchResponse(BaseModel):
    hits: list[Hit]
    mode: SearchMode
    redacted_query: str
    reranker: str | None
    steps: list[StepRecord]


@router.post("/search", response_model=SearchResponse)
async def search(
    body: SearchRequest,
    request: Request,
    _: Clinician,
    settings: SettingsDep,
    searcher: SearchServiceDep,
    audit: AuditLogDep,
    metrics: MetricsDep,
) -> SearchResponse:
    trace = Trace()
    try:
        try:
            query = body.to_query(settings.search)
            service = searcher.get()  # 503 while the models load
            result: SearchResult = await supervise(
                service.search(query, trace, access=access_of(request)),
                receive=request.receive,
                trace=trace,
                deadline_seconds=settings.server.request_deadline_seconds
                - elapsed_seconds(request),
            )
        except ClinragError:
            raise
        except Exception as exc:
            raise StepFailed("the search failed unexpectedly") from exc
    except ClinragError as error:
        metrics.observe_failure(outcome_of(error), error.code, elapsed_seconds(request))
        await run_to_end(record_failure(audit, request, error, mode=body.mode, trace=trace))
        raise
    except asyncio.CancelledError:
        gone = ClientDisconnected("the request was cancelled", code="request_cancelled")
        await run_to_end(record_failure(audit, request, gone, mode=body.mode, trace=trace))
        raise
    finally:
        metrics.observe_steps(trace.steps)
    hits = [Hit.of(hit) for hit in result.hits]
    await run_to_end(
        record_search(
            audit,
            request,
            body.mode,
            result.redacted_query,
            [h.model_dump() for h in hits],
            result.steps,
        )
    )
    metrics.observe_search(bool(hits))
    return SearchResponse(
        hits=hits,
        mode=body.mode,
        redacted_query=result.redacted_query,
        reranker=result.reranker,
        steps=clinician_steps(result.steps),
    )
