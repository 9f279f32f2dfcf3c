"""classify, decompose, reflect: the classifiers' and the model's decisions, and their
documented fallbacks."""

from __future__ import annotations

import json
from dataclasses import replace

import numpy as np

from clinrag.domain import Vectors
from clinrag.errors import LLMError
from clinrag.pipelines.citations import check_citations
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.query_classifier import Prediction, QueryClassifier
from clinrag.pipelines.state import Draft, QueryState
from clinrag.pipelines.steps.classify import ClassifyByEmbedding, ClassifyByModel
from clinrag.pipelines.steps.decompose import Decompose
from clinrag.pipelines.steps.reflect import Reflect
from tests.fakes import HashingEmbedder, ScriptedLLM, hashing_classifier, real_redactor
from tests.unit.pipelines.steps.conftest import run_step


def _asked(state: QueryState, question: str = "metformin versus insulin?") -> QueryState:
    return replace(state, query=real_redactor().redact(question, state.session))


def _with_draft(state: QueryState, text: str = "An answer [1].") -> QueryState:
    check = check_citations(text, (), SupportRule(0.4, 0.3), HashingEmbedder())
    draft = Draft(check, (), 0.2, ("q",), None, 0)
    return replace(_asked(state), draft=draft, best=draft, sub_queries=("q",))


async def test_classify_reads_the_type_and_records_the_call(state: QueryState) -> None:
    llm = ScriptedLLM([json.dumps({"type": "COMPARATIVE"})])
    after, notes, trace = await run_step(ClassifyByModel(llm, 24), _asked(state))
    assert after.query_type == "COMPARATIVE"
    assert notes.values["llm"]["prompt_id"] == "classify"
    assert llm.calls[0].json_schema is not None
    assert notes.values["classifier"] == "model"
    assert trace.steps[0].status == "ok"


async def test_classify_falls_back_to_simple_on_an_unknown_type_or_a_dead_model(
    state: QueryState,
) -> None:
    for reply in (json.dumps({"type": "URGENT"}), LLMError("down", transient=True)):
        after, notes, trace = await run_step(
            ClassifyByModel(ScriptedLLM([reply]), 24), _asked(state)
        )
        assert after.query_type == "SIMPLE"
        assert trace.steps[0].status == "fallback"
        assert notes.values["fallback_reason"] in ("bad_output", "llm_unavailable")


class _Spy:
    """A classifier that records the vectors it was given."""

    def __init__(self, inner: QueryClassifier) -> None:
        self.inner = inner
        self.seen: list[Vectors] = []

    def predict(self, vector: Vectors) -> Prediction:
        self.seen.append(vector)
        return self.inner.predict(vector)


def _embedded(state: QueryState, question: str) -> QueryState:
    """As the guard leaves it: the redacted question and its embedding."""
    asked = _asked(state, question)
    assert asked.query is not None
    return replace(asked, vector=HashingEmbedder().embed([asked.query.text])[0])


async def test_classify_by_embedding_reads_the_guards_vector_and_records_its_probability(
    state: QueryState,
) -> None:
    spy = _Spy(hashing_classifier())
    embedded = _embedded(state, "How has the treatment of sepsis changed since 2016?")
    after, notes, trace = await run_step(ClassifyByEmbedding(spy), embedded)  # type: ignore[arg-type]
    assert len(spy.seen) == 1
    assert spy.seen[0] is embedded.vector  # the guard's vector, not a second embedding
    assert after.query_type == "TEMPORAL"
    assert notes.values["classifier"] == "embedding"
    assert notes.values["query_type"] == "TEMPORAL"
    assert 0.25 < notes.values["probability"] <= 1
    assert "llm" not in notes.values
    assert trace.steps[0].status == "ok"


async def test_classify_by_embedding_falls_back_to_simple_without_a_usable_vector(
    state: QueryState,
) -> None:
    embedded = _embedded(state, "Is apixaban safer than warfarin?")
    cases = {
        "no_vector": replace(embedded, vector=None),
        "bad_vector": replace(embedded, vector=np.zeros(7, dtype=np.float32)),
    }
    for reason, broken in cases.items():
        step = ClassifyByEmbedding(hashing_classifier())
        after, notes, trace = await run_step(step, broken)
        assert after.query_type == "SIMPLE"
        assert trace.steps[0].status == "fallback"
        assert notes.values["fallback_reason"] == reason
        assert notes.values["classifier"] == "embedding"


async def test_decompose_cleans_dedupes_and_caps_the_sub_queries(state: QueryState) -> None:
    queries = ["  metformin  dosing ", "metformin dosing", "", "insulin", "a", "b", "c"]
    llm = ScriptedLLM([json.dumps({"sub_queries": queries})])
    asked = replace(_asked(state), query_type="MULTI_STEP")
    after, _, _ = await run_step(Decompose(llm, 200), asked)
    assert after.sub_queries[:2] == ("metformin dosing", "insulin")
    assert len(after.sub_queries) == 4  # MAX_SUB_QUERIES


async def test_decompose_searches_the_question_itself_when_the_output_is_unusable(
    state: QueryState,
) -> None:
    llm = ScriptedLLM(["not json"])
    asked = replace(_asked(state), query_type="COMPARATIVE")
    after, _, trace = await run_step(Decompose(llm, 200), asked)
    assert after.sub_queries == ("metformin versus insulin?",)
    assert trace.steps[0].status == "fallback"


async def test_reflect_insufficient_hands_the_refined_query_to_the_next_round(
    state: QueryState,
) -> None:
    reply = {"verdict": "INSUFFICIENT", "refined_query": "insulin  titration"}
    after, notes, _ = await run_step(
        Reflect(ScriptedLLM([json.dumps(reply)]), 120), _with_draft(state)
    )
    assert after.refined_query == "insulin titration"
    assert not after.reflection_done
    assert notes.values["verdict"] == "INSUFFICIENT"


async def test_reflect_ends_the_loop_when_sufficient_repeated_or_broken(state: QueryState) -> None:
    replies = (
        json.dumps({"verdict": "SUFFICIENT", "refined_query": ""}),
        json.dumps({"verdict": "INSUFFICIENT", "refined_query": "q"}),  # already searched
        "{broken",
    )
    for reply in replies:
        after, _, _ = await run_step(Reflect(ScriptedLLM([reply]), 120), _with_draft(state))
        assert after.refined_query is None
        assert after.reflection_done
