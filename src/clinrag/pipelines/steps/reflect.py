"""Is the draft enough? The model answers SUFFICIENT, or INSUFFICIENT with a refined query
(JSON); any failure counts as SUFFICIENT. A refined query already searched ends the loop too.
Runs only inside the reflection loop, when the draft's confidence is low."""

from __future__ import annotations

from dataclasses import replace

from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.llm.schemas import REFLECT_SCHEMA
from clinrag.pipelines.model_json import fallback_reason, model_json
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails


class Reflect:
    name = "reflect"

    def __init__(self, llm: LLM, max_tokens: int) -> None:
        self.llm = llm
        self.max_tokens = max_tokens

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if state.draft is None:
            raise RuntimeError("reflect needs a draft")
        try:
            data = await model_json(
                self.llm,
                "reflect",
                REFLECT_SCHEMA,
                notes,
                max_tokens=self.max_tokens,
                question=state.redacted_question,
                answer=state.draft.check.text,
            )
            verdict = data.get("verdict")
            refined = " ".join(str(data.get("refined_query", "")).split())
            if verdict not in ("SUFFICIENT", "INSUFFICIENT"):
                raise ValueError("unknown verdict")
        except (LLMError, ValueError) as error:
            notes.fallback(fallback_reason(error))
            verdict, refined = "SUFFICIENT", ""
        notes.update(verdict=verdict, refined_query=refined or None)
        more = verdict == "INSUFFICIENT" and refined and refined not in state.sub_queries
        if not more:
            return replace(state, refined_query=None, reflection_done=True)
        return replace(state, refined_query=refined)
