"""One JSON-answering model call for the routing steps (classify, decompose, reflect).

The backend constrains the output to the schema where it can and checks it on our side; what
comes back is still parsed here, and anything but a JSON object is ``ValueError``, which each
routing step turns into its documented fallback.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.llm.json_output import json_object
from clinrag.llm.prompts import load_prompt
from clinrag.pipelines.trace import StepDetails


async def model_json(
    llm: LLM,
    prompt_id: str,
    schema: Mapping[str, Any],
    notes: StepDetails,
    *,
    max_tokens: int,
    **fields: str,
) -> dict[str, Any]:
    prompt = load_prompt(prompt_id)
    completion = await llm.complete(
        prompt.messages(**fields),
        prompt=prompt.ref,
        max_tokens=max_tokens,
        json_schema=schema,
        temperature=0.0,
    )
    notes.llm(completion)
    return json_object(completion.text)


def fallback_reason(error: Exception) -> str:
    """The audit's reason code for a routing step that fell back to its default."""
    return error.code if isinstance(error, LLMError) else "bad_output"
