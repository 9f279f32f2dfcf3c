"""SIMPLE / COMPARATIVE / MULTI_STEP / TEMPORAL, by one of two classifiers
(``CLINRAG_PIPELINE__CLASSIFIER``); any failure is SIMPLE (the classical path), recorded as a
fallback with its reason.

- ``ClassifyByEmbedding`` (the default): the query classifier over the question's embedding,
  which the guard step already computed; no second embedding, no model call, ~1 ms.
- ``ClassifyByModel``: the language model asked for JSON; seconds on a CPU, for GPU deployments.

Both record ``classifier`` and ``query_type``; the embedding one also the type's probability.
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from clinrag.domain import QueryType
from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.llm.schemas import CLASSIFY_SCHEMA
from clinrag.pipelines.model_json import fallback_reason, model_json
from clinrag.pipelines.query_classifier import QueryClassifier
from clinrag.pipelines.query_type_set import QUERY_TYPES
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails


class ClassifyByEmbedding:
    name = "classify"

    def __init__(self, classifier: QueryClassifier) -> None:
        self.classifier = classifier

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        notes["classifier"] = "embedding"
        query_type: QueryType = "SIMPLE"
        if state.vector is None:
            notes.fallback("no_vector")
        else:
            try:
                prediction = self.classifier.predict(state.vector)
            except ValueError:
                notes.fallback("bad_vector")
            else:
                query_type = prediction.query_type
                notes["probability"] = round(prediction.probability, 4)
        notes["query_type"] = query_type
        return replace(state, query_type=query_type)


async def model_query_type(
    llm: LLM, question: str, notes: StepDetails, *, max_tokens: int
) -> QueryType:
    """The model's type for a redacted question; ``LLMError`` or ``ValueError`` when it has
    none to give (also used by ``clinrag eval classify --with-model``)."""
    data = await model_json(
        llm, "classify", CLASSIFY_SCHEMA, notes, max_tokens=max_tokens, question=question
    )
    kind = data.get("type")
    if kind not in QUERY_TYPES:
        raise ValueError("unknown type")
    return cast(QueryType, kind)


class ClassifyByModel:
    name = "classify"

    def __init__(self, llm: LLM, max_tokens: int) -> None:
        self.llm = llm
        self.max_tokens = max_tokens

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        notes["classifier"] = "model"
        query_type: QueryType
        try:
            query_type = await model_query_type(
                self.llm, state.redacted_question, notes, max_tokens=self.max_tokens
            )
        except (LLMError, ValueError) as error:
            notes.fallback(fallback_reason(error))
            query_type = "SIMPLE"
        notes["query_type"] = query_type
        return replace(state, query_type=query_type)
