"""Retrieval only: a search text in, redacted snippets with their scores out, no model call.

validate → redact → guard (the intake every question takes: ``QueryService.take_in``) →
scope (the buckets, the document and the filter checked against the corpus catalogue) →
search (``text``, ``semantic`` or ``hybrid``: ``ModeSearch``) → redact_evidence (each chunk's
text, title, source and section, with the request's placeholders). Every step is traced, so a
search leaves the same kind of audit record as a question.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from clinrag.corpus.buckets import BUCKET_KEY
from clinrag.corpus.catalog import Catalog, CorpusSchema
from clinrag.corpus.fields import check_filter, merged
from clinrag.domain import StepRecord, Vectors
from clinrag.errors import InputRejected
from clinrag.pipelines.evidence import Passage, redact_passages
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.snippets import snippet
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.retrieve import explain
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import Condition, MetadataFilter
from clinrag.retrieval.search_modes import ModeSearch, SearchMode
from clinrag.security.redaction import Redactor

SEARCH_STEPS = ("scope", "search")
"""Steps a search records after the intake, besides ``redact_evidence`` (the flows' own)."""


class UnknownBucket(InputRejected):
    code = "unknown_bucket"


class UnknownDocument(InputRejected):
    code = "unknown_document"


@dataclass(frozen=True)
class SearchQuery:
    text: str
    mode: SearchMode
    buckets: tuple[str, ...]
    """Empty: every bucket."""
    filters: Mapping[str, Any] | None
    doc_id: int | None
    top_k: int
    context_chars: int


@dataclass(frozen=True)
class SearchHit:
    passage: Passage
    """The chunk with its scores, its text, title, source and section redacted."""
    snippet: str
    """Of the redacted text."""


@dataclass(frozen=True)
class SearchResult:
    hits: tuple[SearchHit, ...]
    redacted_query: str
    reranker: str | None
    steps: tuple[StepRecord, ...]


class SearchService:
    def __init__(
        self,
        intake: QueryService,
        modes: ModeSearch,
        catalog: Catalog,
        redactor: Redactor,
        offload: Offload,
    ) -> None:
        self.intake = intake
        self.modes = modes
        self.catalog = catalog
        self.redactor = redactor
        self.offload = offload

    async def search(
        self, query: SearchQuery, trace: Trace, *, access: AccessScope
    ) -> SearchResult:
        """``InputRejected`` for hostile text (as a question), and for a bucket, a document or
        a filter field the corpus does not have (``unknown_bucket``, ``unknown_document``,
        ``unknown_field``) or a filter value of the wrong type (``filter_type_mismatch``).
        ``access``: the caller's scope; a bucket or document it cannot read is unknown to it,
        exactly as one that does not exist."""
        state = await self.intake.take_in(
            query.text, trace=trace, access=access, filters=query.filters
        )
        return await self.search_taken(state, query, trace)

    async def search_taken(
        self, state: QueryState, query: SearchQuery, trace: Trace
    ) -> SearchResult:
        """The search after its intake: ``state`` holds the redacted text, its embedding and
        the parsed filter (``search``; the retrieval benchmark times this part alone)."""
        async with trace.step("scope") as notes:
            metadata_filter = await self._scope(query, state.metadata_filter, state.access)
            notes.update(
                buckets=list(query.buckets),
                conditions=len(metadata_filter.conditions),
                doc_id=query.doc_id,
            )
        async with trace.step("search") as notes:
            outcome = await self.modes.search(
                state.redacted_question,
                query.mode,
                metadata_filter,
                query.top_k,
                access=state.access,
                query_vector=_vector(state),
            )
            notes.update(
                mode=query.mode,
                top_k=query.top_k,
                reranker=outcome.reranker,
                stage_seconds={k: round(v, 5) for k, v in outcome.stage_seconds.items()},
                chunks=[explain(c) for c in outcome.chunks],
            )
        async with trace.step("redact_evidence") as notes:
            passages = await self.offload(
                redact_passages, outcome.chunks, self.redactor, state.session
            )
            entities = sum(
                (
                    Counter(field.entity_counts)
                    for p in passages
                    for field in (p.text, p.title, p.source, p.section)
                ),
                Counter[str](),
            )
            notes.update(passages=len(passages), entities=dict(entities))
        hits = tuple(
            SearchHit(p, snippet(p.text.text, state.redacted_question, query.context_chars))
            for p in passages
        )
        return SearchResult(hits, state.redacted_question, outcome.reranker, tuple(trace.steps))

    async def _scope(
        self, query: SearchQuery, parsed: MetadataFilter, access: AccessScope
    ) -> MetadataFilter:
        """The filter the retrievers apply (with ``access``). The catalogue is read only when
        there is something to check against it (a plain search costs no extra round trip),
        and only as ``access`` sees it: the buckets, fields and document it can read."""
        if query.buckets or parsed.conditions:
            schema = await self.catalog.schema(access=access)
            _check_buckets(query.buckets, schema)
            searched = query.buckets or tuple(schema.buckets)
            check_filter(parsed, merged({b: schema.buckets[b].fields for b in searched}))
        if (
            query.doc_id is not None
            and await self.catalog.document(query.doc_id, access=access) is None
        ):
            raise UnknownDocument("doc_id: no document has this id")
        conditions = parsed.conditions
        if query.buckets:
            conditions += (Condition(BUCKET_KEY, "in", query.buckets),)
        return replace(parsed, conditions=conditions, document_id=query.doc_id)


def _check_buckets(buckets: tuple[str, ...], schema: CorpusSchema) -> None:
    for position, bucket in enumerate(buckets, start=1):
        if bucket not in schema.buckets:
            known = ", ".join(schema.buckets) or "none yet"
            raise UnknownBucket(
                f"buckets: item {position} is no bucket of the corpus (its buckets: {known})"
            )


def _vector(state: QueryState) -> Vectors:
    if state.vector is None:
        raise RuntimeError("the guard step embeds the query; search runs after it")
    return state.vector
