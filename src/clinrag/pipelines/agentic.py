"""The agentic pipeline: classify, decompose, retrieve in parallel, synthesize, reflect.

1. classify SIMPLE / COMPARATIVE / MULTI_STEP / TEMPORAL (JSON; any failure → SIMPLE);
2. decompose into 1 / 2 / 3 / 2 sub-queries (at most 4; failure → the question itself). A
   SIMPLE question is its own sub-query: no model call;
3. every sub-query retrieved concurrently, fused 0.4/0.6, deduplicated across sub-queries
   (each chunk keeps its best score), reranked, top-k (``HybridRetriever``);
4. synthesize from all sub-queries and passages; citation check; confidence from evidence;
5. reflect (JSON SUFFICIENT / INSUFFICIENT + refined query; failure → SUFFICIENT) only when the
   confidence is under ``reflect_below_confidence``; an insufficient answer adds the refined
   query's passages and tries again, at most ``max_iterations`` rounds, keeping the best;
6. not-found when no citation survives; output PII scan.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, cast

from clinrag.domain import RetrievedChunk
from clinrag.errors import LLMError
from clinrag.llm.prompts import load_prompt
from clinrag.llm.schemas import CLASSIFY_SCHEMA, DECOMPOSE_SCHEMA, MAX_SUB_QUERIES, REFLECT_SCHEMA
from clinrag.pipelines.answer import Answer, QueryType
from clinrag.pipelines.evidence import relevance
from clinrag.pipelines.stages import Draft, Intake, Stages
from clinrag.pipelines.trace import StepDetails, Trace
from clinrag.retrieval.filters import MetadataFilter
from clinrag.retrieval.hybrid import RetrievalOutcome
from clinrag.security.redaction import RedactionSession

SUB_QUERIES_PER_TYPE: dict[QueryType, int] = {
    "SIMPLE": 1,
    "COMPARATIVE": 2,
    "MULTI_STEP": 3,
    "TEMPORAL": 2,
}


class AgenticPipeline:
    def __init__(self, stages: Stages) -> None:
        self.stages = stages

    async def classify(self, question: str, trace: Trace) -> QueryType:
        async with trace.step("classify") as step:
            try:
                data = await self._json_call("classify", CLASSIFY_SCHEMA, step, question=question)
                kind = data.get("type")
                if kind not in SUB_QUERIES_PER_TYPE:
                    raise ValueError("unknown type")
                query_type = cast(QueryType, kind)
            except (LLMError, ValueError) as error:
                step.fallback(_reason(error))
                query_type = "SIMPLE"
            step["query_type"] = query_type
        return query_type

    async def answer(
        self,
        intake: Intake,
        metadata_filter: MetadataFilter,
        trace: Trace,
        session: RedactionSession,
        query_type: QueryType | None = None,
    ) -> Answer:
        question = intake.query.text
        if query_type is None:
            query_type = await self.classify(question, trace)
        sub_queries = await self._decompose(question, query_type, trace)
        vectors = intake.vector[None] if sub_queries == [question] else None
        outcome = await self.stages.retrieve(sub_queries, metadata_filter, trace, vectors)
        passages = await self.stages.evidence(outcome.chunks, trace, session)
        draft = await self.stages.synthesize(question, sub_queries, passages, outcome, trace)
        best, iterations = draft, 1
        settings = self.stages.settings
        while iterations < settings.max_iterations and draft.confidence < (
            settings.reflect_below_confidence
        ):
            refined = await self._reflect(question, draft, trace, iterations)
            if refined is None or refined in sub_queries:
                break
            sub_queries = [*sub_queries, refined]
            iterations += 1
            more = await self.stages.retrieve(
                [refined], metadata_filter, trace, step_name=f"retrieve_{iterations}"
            )
            merged = _merge(outcome, more, self.stages.retriever.settings.top_k)
            passages = await self.stages.evidence(merged.chunks, trace, session)
            draft = await self.stages.synthesize(
                question, sub_queries, passages, merged, trace, step_name=f"synthesize_{iterations}"
            )
            outcome = merged
            if draft.confidence > best.confidence:
                best = draft
        return await self.stages.finish(
            replace(best, sub_queries=tuple(sub_queries)),  # everything searched
            pipeline="agentic",
            query_type=query_type,
            iterations=iterations,
            query=intake.query,
            trace=trace,
            session=session,
        )

    async def _decompose(self, question: str, query_type: QueryType, trace: Trace) -> list[str]:
        count = SUB_QUERIES_PER_TYPE[query_type]
        if count == 1:
            return [question]
        async with trace.step("decompose") as step:
            try:
                data = await self._json_call(
                    "decompose",
                    DECOMPOSE_SCHEMA,
                    step,
                    question=question,
                    query_type=query_type,
                    count=str(count),
                )
                raw = data.get("sub_queries")
                if not isinstance(raw, list):
                    raise ValueError("no sub_queries list")
                queries = [" ".join(q.split()) for q in raw if isinstance(q, str) and q.strip()]
                queries = list(dict.fromkeys(queries))[:MAX_SUB_QUERIES]
                if not queries:
                    raise ValueError("no usable sub-query")
            except (LLMError, ValueError) as error:
                step.fallback(_reason(error))
                queries = [question]
            step["sub_queries"] = queries
        return queries

    async def _reflect(
        self, question: str, draft: Draft, trace: Trace, iteration: int
    ) -> str | None:
        """The refined query when the answer is insufficient, else None."""
        async with trace.step(f"reflect_{iteration}") as step:
            try:
                data = await self._json_call(
                    "reflect", REFLECT_SCHEMA, step, question=question, answer=draft.check.text
                )
                verdict = data.get("verdict")
                refined = " ".join(str(data.get("refined_query", "")).split())
                if verdict not in ("SUFFICIENT", "INSUFFICIENT"):
                    raise ValueError("unknown verdict")
            except (LLMError, ValueError) as error:
                step.fallback(_reason(error))
                verdict, refined = "SUFFICIENT", ""
            step.update(verdict=verdict, refined_query=refined or None)
        return refined if verdict == "INSUFFICIENT" and refined else None

    async def _json_call(
        self, prompt_id: str, schema: Mapping[str, Any], step: StepDetails, **fields: str
    ) -> dict[str, Any]:
        prompt = load_prompt(prompt_id)
        settings = self.stages.settings
        caps = {
            "classify": settings.classify_max_tokens,
            "decompose": settings.decompose_max_tokens,
            "reflect": settings.reflect_max_tokens,
        }
        completion = await self.stages.llm.complete(
            prompt.messages(**fields),
            prompt=prompt.ref,
            max_tokens=caps[prompt_id],
            json_schema=schema,
            temperature=0.0,
        )
        step.llm(completion)
        try:
            data = json.loads(completion.text)
        except json.JSONDecodeError as error:
            raise ValueError("output is not JSON") from error
        if not isinstance(data, dict):
            raise ValueError("output is not a JSON object")
        return data


def _reason(error: Exception) -> str:
    return error.code if isinstance(error, LLMError) else "bad_output"


def _merge(first: RetrievalOutcome, more: RetrievalOutcome, top_k: int) -> RetrievalOutcome:
    """The earlier passages and the refined query's, each chunk once at its best score."""
    best: dict[int, RetrievedChunk] = {}
    for chunk in [*first.chunks, *more.chunks]:
        held = best.get(chunk.chunk_id)
        if held is None or relevance(chunk) > relevance(held):
            best[chunk.chunk_id] = chunk
    ranked = sorted(best.values(), key=lambda c: (-relevance(c), c.chunk_id))
    failed = {**first.failed_sub_queries, **more.failed_sub_queries}
    return RetrievalOutcome(ranked[: max(top_k, len(first.chunks))], first.reranker, failed, {})
