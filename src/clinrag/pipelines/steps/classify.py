"""SIMPLE / COMPARATIVE / MULTI_STEP / TEMPORAL, asked of the model as JSON; any failure is
SIMPLE (the classical path), recorded as a fallback."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from clinrag.domain import QueryType
from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.llm.schemas import CLASSIFY_SCHEMA
from clinrag.pipelines.model_json import fallback_reason, model_json
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails

QUERY_TYPES: tuple[QueryType, ...] = ("SIMPLE", "COMPARATIVE", "MULTI_STEP", "TEMPORAL")


class Classify:
    name = "classify"

    def __init__(self, llm: LLM, max_tokens: int) -> None:
        self.llm = llm
        self.max_tokens = max_tokens

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        try:
            data = await model_json(
                self.llm,
                "classify",
                CLASSIFY_SCHEMA,
                notes,
                max_tokens=self.max_tokens,
                question=state.redacted_question,
            )
            kind = data.get("type")
            if kind not in QUERY_TYPES:
                raise ValueError("unknown type")
            query_type = cast(QueryType, kind)
        except (LLMError, ValueError) as error:
            notes.fallback(fallback_reason(error))
            query_type = "SIMPLE"
        notes["query_type"] = query_type
        return replace(state, query_type=query_type)
