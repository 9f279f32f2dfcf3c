"""The steps both pipelines share, each recorded in the trace.

intake (validate → redact → guard) · retrieve · redact evidence · synthesize · check citations
→ confidence · output PII scan. The classical pipeline runs them in a line; the agentic one
adds classification, decomposition and reflection around them (agentic.py).
"""

from __future__ import annotations

import asyncio
import contextvars
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from functools import partial
from typing import TypeVar

from clinrag.domain import RetrievedChunk
from clinrag.errors import InputRejected
from clinrag.llm.base import LLM
from clinrag.llm.prompts import format_sub_queries, load_prompt
from clinrag.pipelines.answer import (
    NOT_FOUND,
    Answer,
    Citation,
    PipelineName,
    QueryType,
    SearchedSource,
)
from clinrag.pipelines.citations import CitationCheck, check_citations
from clinrag.pipelines.confidence import confidence
from clinrag.pipelines.evidence import Passage, evidence_block, redact_passages, relevance
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.embedding import Embedder, Vectors
from clinrag.retrieval.filters import MetadataFilter
from clinrag.retrieval.hybrid import HybridRetriever, RetrievalOutcome
from clinrag.security.guard import REJECTION_DETAILS, InputGuard
from clinrag.security.redaction import RedactedText, RedactionSession, Redactor
from clinrag.security.validation import ValidationConfig, clean
from clinrag.settings import LLMSettings, PipelineSettings

SNIPPET_CHARS = 300
T = TypeVar("T")


@dataclass(frozen=True)
class Intake:
    query: RedactedText
    vector: Vectors


@dataclass(frozen=True)
class Draft:
    """One synthesized answer after its citation check, and the evidence it was written from."""

    check: CitationCheck
    passages: tuple[Passage, ...]
    confidence: float
    sub_queries: tuple[str, ...]
    reranker: str | None
    failed_sub_queries: int


class Stages:
    def __init__(
        self,
        *,
        guard: InputGuard,
        redactor: Redactor,
        embedder: Embedder,
        retriever: HybridRetriever,
        llm: LLM,
        validation: ValidationConfig,
        settings: PipelineSettings,
        llm_settings: LLMSettings,
        safeguard_executor: Executor | None = None,
    ) -> None:
        self.guard = guard
        self.redactor = redactor
        self.embedder = embedder
        self.retriever = retriever
        self.llm = llm
        self.validation = validation
        self.settings = settings
        self.llm_settings = llm_settings
        self._executor = safeguard_executor

    async def _safeguard(self, function: Callable[..., T], *args: object) -> T:
        """Run a redaction or guard call on the safeguards' own threads (the default pool when
        none is given), keeping the log context of the request."""
        context = contextvars.copy_context()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, partial(context.run, function, *args))

    async def intake(self, raw: str, trace: Trace, session: RedactionSession) -> Intake:
        """Limits and Unicode cleanup first, then PHI redaction (before anything else reads the
        question), then the guard: payload syntax on the cleaned text, nearest known attacks
        on the redacted text's embedding (the same vector retrieval uses)."""
        async with trace.step("validate") as step:
            cleaned = clean(raw, self.validation)
            step.update(chars=len(cleaned.text), raw_chars=len(raw))
            if cleaned.reasons:
                code = cleaned.reasons[0]
                raise InputRejected(REJECTION_DETAILS[code], code=code)
        async with trace.step("redact_query") as step:
            query = await self._safeguard(self.redactor.redact, cleaned.text, session)
            step.update(entities=dict(query.entity_counts))
            trace.redacted_query = query.text
        async with trace.step("guard") as step:
            vector = (await self._safeguard(self.embedder.embed, [query.text]))[0]
            verdict = await self._safeguard(self.guard.check, cleaned.text, vector)
            step.update(
                reasons=list(verdict.reasons),
                scores={k: round(v, 4) for k, v in verdict.scores.items()},
            )
            if not verdict.allowed:
                code = verdict.reasons[0]
                raise InputRejected(REJECTION_DETAILS[code], code=code)
        return Intake(query, vector)

    async def retrieve(
        self,
        queries: Sequence[str],
        metadata_filter: MetadataFilter,
        trace: Trace,
        vectors: Vectors | None = None,
        step_name: str = "retrieve",
    ) -> RetrievalOutcome:
        """Every (redacted) query concurrently; fusion, dedup and rerank across them."""
        async with trace.step(step_name) as step:
            outcome = await self.retriever.retrieve(queries, metadata_filter, query_vectors=vectors)
            kept = [c for c in outcome.chunks if relevance(c) >= self.settings.min_relevance]
            outcome = RetrievalOutcome(
                kept, outcome.reranker, outcome.failed_sub_queries, outcome.stage_seconds
            )
            step.update(
                sub_queries=list(queries),
                failed_sub_queries=len(outcome.failed_sub_queries),
                reranker=outcome.reranker,
                stage_seconds={k: round(v, 5) for k, v in outcome.stage_seconds.items()},
                chunks=[_explain(c) for c in outcome.chunks],
            )
        return outcome

    async def evidence(
        self, chunks: Sequence[RetrievedChunk], trace: Trace, session: RedactionSession
    ) -> list[Passage]:
        async with trace.step("redact_evidence") as step:
            passages = await self._safeguard(redact_passages, chunks, self.redactor, session)
            entities = sum(
                (
                    Counter(field.entity_counts)
                    for p in passages
                    for field in (p.text, p.title, p.source, p.section)
                ),
                Counter[str](),
            )
            step.update(
                passages=len(passages),
                entities=dict(entities),
                flagged_passages=[p.number for p in passages if p.chunk.security_flags],
            )
        return passages

    async def synthesize(
        self,
        question: str,
        sub_queries: Sequence[str],
        passages: Sequence[Passage],
        outcome: RetrievalOutcome,
        trace: Trace,
        step_name: str = "synthesize",
    ) -> Draft:
        """The answer from the passages, then its citation check and confidence. Without
        passages no model is asked: there is nothing to ground an answer in."""
        async with trace.step(step_name) as step:
            if passages:
                prompt = load_prompt("synthesize")
                completion = await self.llm.complete(
                    prompt.messages(
                        question=question,
                        sub_queries=format_sub_queries(sub_queries),
                        evidence=evidence_block(passages),
                    ),
                    prompt=prompt.ref,
                    max_tokens=self.llm_settings.max_output_tokens,
                    temperature=self.llm_settings.temperature,
                )
                step.llm(completion)
                text = completion.text
            else:
                step.update(skipped_llm="no_evidence")
                text = ""
            check = check_citations(text, passages, self.settings.citation_support_threshold)
            score = confidence(check, passages)
            step.update(
                sentences=check.claim_sentences,
                supported_sentences=check.covered_sentences,
                removed_citations=check.removed_citations,
                removed_sentences=check.removed_sentences,
                uncited_sentences=check.uncited_sentences,
                cited=check.supported_numbers,
                confidence=score,
            )
        return Draft(
            check,
            tuple(passages),
            score,
            tuple(sub_queries),
            outcome.reranker,
            len(outcome.failed_sub_queries),
        )

    async def finish(
        self,
        draft: Draft,
        *,
        pipeline: PipelineName,
        query_type: QueryType,
        iterations: int,
        query: RedactedText,
        trace: Trace,
        session: RedactionSession,
    ) -> Answer:
        """Not-found when no citation survived; then the output PII scan over the answer."""
        found = bool(draft.check.supported_numbers)
        searched = tuple(
            dict.fromkeys(SearchedSource(p.title.text, p.source.text) for p in draft.passages)
        )
        text = draft.check.text if found else _not_found(searched)
        async with trace.step("output_scan") as step:
            scanned = await self._safeguard(self.redactor.redact, text, session)
            step.update(entities=dict(scanned.entity_counts))
        flags = _flags(draft, found, scanned)
        by_number = {p.number: p for p in draft.passages}
        citations = tuple(
            _citation(by_number[n], draft.check.support_of(n))
            for n in draft.check.supported_numbers
        )
        return Answer(
            text=scanned.text,
            citations=citations,
            confidence=draft.confidence if found else 0.0,
            pipeline=pipeline,
            query_type=query_type,
            sub_queries=draft.sub_queries,
            iterations=iterations,
            found=found,
            flags=flags,
            searched=searched,
            redacted_query=query.text,
            reranker=draft.reranker,
            steps=tuple(trace.steps),
            llm_calls=tuple(trace.llm_calls),
        )


def _explain(chunk: RetrievedChunk) -> dict[str, object]:
    """Why a chunk was chosen: per-retriever ranks and scores, fused and rerank scores."""
    return {
        "chunk_id": chunk.chunk_id,
        "document_id": chunk.document_id,
        "sub_query": chunk.sub_query,
        "bm25_rank": chunk.lexical.rank,
        "bm25": None if chunk.lexical.score is None else round(chunk.lexical.score, 4),
        "bm25_normalized": round(chunk.lexical_normalized, 4),
        "vector_rank": chunk.vector.rank,
        "cosine": round(chunk.cosine, 4),
        "fused": round(chunk.fused, 4),
        "rerank": None if chunk.rerank_score is None else round(chunk.rerank_score, 4),
        "reranker": chunk.reranker,
        "security_flags": list(chunk.security_flags),
    }


def _not_found(searched: Sequence[SearchedSource]) -> str:
    if not searched:
        return f"{NOT_FOUND} No document matched the question."
    names = "; ".join(_short(s.title or s.source) for s in searched)
    return f"{NOT_FOUND} Sources searched: {names}."


def _short(name: str, limit: int = 80) -> str:
    name = " ".join(name.split())
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"


def _flags(draft: Draft, found: bool, scanned: RedactedText) -> tuple[str, ...]:
    flags = []
    if not found:
        flags.append("not_found")
    if draft.check.removed_citations:
        flags.append("citations_removed")
    if found and draft.check.uncited_sentences:
        flags.append("uncited_sentences")
    if scanned.redacted_count:
        flags.append("output_redacted")
    if any(p.chunk.security_flags for p in draft.passages):
        flags.append("flagged_evidence")
    if draft.failed_sub_queries:
        flags.append("failed_sub_queries")
    return tuple(flags)


def _citation(passage: Passage, support: float) -> Citation:
    chunk = passage.chunk
    return Citation(
        number=passage.number,
        chunk_id=chunk.chunk_id,
        document_id=chunk.document_id,
        title=passage.title.text,
        source=passage.source.text,
        page=chunk.page,
        section=passage.section.text or None,
        snippet=passage.text.text[:SNIPPET_CHARS],
        relevance=round(passage.relevance, 4),
        support=round(support, 4),
    )
