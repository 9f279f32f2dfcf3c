"""The agent evaluation's scoring: filters normalised alike on both sides, per-field
agreement, document precision and recall, citations that resolve."""

from __future__ import annotations

from datetime import UTC, datetime

from clinrag.domain import Answer, Citation, StepRecord
from clinrag.evaluation.agent_scores import (
    citations_resolve,
    fields_right,
    normalise_filters,
    precision_recall,
    predicted_filters,
    tool_calls,
)


def _step(name: str, **details: object) -> StepRecord:
    return StepRecord(1, name, datetime.now(UTC), 0.1, "ok", dict(details))


def test_gold_and_predicted_filters_compare_as_normalised_sets() -> None:
    gold = normalise_filters(
        {"year": {">=": 2015}, "design": "RCT", "route": {"in": ["iv", "oral"]}}
    )
    steps = [
        _step(
            "agent_decompose",
            filters=[
                {"filter": "year >= 2015.0", "source": "rule"},
                {"filter": "design = rct", "source": "model"},
                {"filter": "route in oral, iv", "source": "model"},
            ],
            buckets=["pubmed_trials"],
        )
    ]
    predicted = predicted_filters(steps)
    assert predicted == (gold, frozenset({"pubmed_trials"}))
    assert predicted_filters([_step("retrieve")]) is None


def test_fields_right_names_each_field_of_either_side() -> None:
    gold = normalise_filters({"year": {">=": 2015}, "design": "RCT"})
    predicted = normalise_filters({"year": {">": 2015}, "design": "RCT", "drug": "x"})
    assert fields_right(gold, predicted) == {"design": True, "drug": False, "year": False}


def test_precision_and_recall_of_cited_documents() -> None:
    assert precision_recall({"a", "b"}, {"a", "c"}) == (0.5, 0.5)
    assert precision_recall(set(), set()) == (1.0, 1.0)
    assert precision_recall(set(), {"a"}) == (0.0, 0.0)


def _answer(text: str, *ids: int) -> Answer:
    citations = tuple(
        Citation(n, n, i, f"T{i}", f"s/{i}", None, None, "...", 0.5, 1.0)
        for n, i in enumerate(ids, 1)
    )
    return Answer(text, citations, 0.5, "agent", "SIMPLE", (), 1, True, "extractive", (), (),
                  "q", None)  # fmt: skip


def test_a_citation_resolves_to_a_stored_document_and_a_dangling_marker_does_not() -> None:
    sources = {1: "s/1", 2: "s/2"}
    assert citations_resolve(_answer("A [doc:1]. B [doc:2].", 1, 2), sources) == (2, 2)
    assert citations_resolve(_answer("A [doc:1]. B [doc:7].", 1), sources) == (1, 2)
    assert citations_resolve(_answer("A [doc:9].", 9), sources) == (0, 1)


def test_tool_calls_count_every_round() -> None:
    steps = [_step("agent_tool_2"), _step("agent_tool_3"), _step("agent_review_2")]
    assert tool_calls(steps) == 2


def test_a_decomposition_that_fell_back_is_not_the_models() -> None:
    from clinrag.evaluation.agent_scores import model_decomposed

    fell_back = StepRecord(1, "agent_decompose", datetime.now(UTC), 120.0, "fallback", {})
    assert not model_decomposed([fell_back])
    assert model_decomposed([_step("agent_decompose")])
