"""A complex question split into the sub-queries its type calls for (COMPARATIVE 2,
MULTI_STEP 3, TEMPORAL 2; at most ``MAX_SUB_QUERIES``); any failure searches the question
itself. SIMPLE questions never reach this step (the pipelines route around it)."""

from __future__ import annotations

from dataclasses import replace

from clinrag.domain import QueryType
from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.llm.schemas import DECOMPOSE_SCHEMA, MAX_SUB_QUERIES
from clinrag.pipelines.model_json import fallback_reason, model_json
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails

SUB_QUERIES_PER_TYPE: dict[QueryType, int] = {
    "SIMPLE": 1,
    "COMPARATIVE": 2,
    "MULTI_STEP": 3,
    "TEMPORAL": 2,
}


class Decompose:
    name = "decompose"

    def __init__(self, llm: LLM, max_tokens: int) -> None:
        self.llm = llm
        self.max_tokens = max_tokens

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        question = state.redacted_question
        try:
            data = await model_json(
                self.llm,
                "decompose",
                DECOMPOSE_SCHEMA,
                notes,
                max_tokens=self.max_tokens,
                question=question,
                query_type=state.query_type,
                count=str(SUB_QUERIES_PER_TYPE[state.query_type]),
            )
            raw = data.get("sub_queries")
            if not isinstance(raw, list):
                raise ValueError("no sub_queries list")
            queries = [" ".join(q.split()) for q in raw if isinstance(q, str) and q.strip()]
            queries = list(dict.fromkeys(queries))[:MAX_SUB_QUERIES]
            if not queries:
                raise ValueError("no usable sub-query")
        except (LLMError, ValueError) as error:
            notes.fallback(fallback_reason(error))
            queries = [question]
        notes["sub_queries"] = queries
        return replace(state, sub_queries=tuple(queries))
