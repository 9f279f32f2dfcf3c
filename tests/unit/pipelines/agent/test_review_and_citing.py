"""The agent's review rules, its question back and the reply folded in, and its ``[doc:ID]``
citations: pure functions on hand-made states."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from clinrag.domain import Clarification
from clinrag.pipelines.agent.citing import checked_regions, prose, rows, verify_document_ids
from clinrag.pipelines.agent.clarify import ask_of, fold_reply
from clinrag.pipelines.agent.plan import (
    AgentState,
    Decomposition,
    MappedFilter,
    Review,
    ToolCall,
    ToolResult,
    Unmapped,
)
from clinrag.pipelines.agent.review import (
    planned_call,
    relax_candidate,
    search_args,
    weak_fallback_call,
)
from clinrag.pipelines.citations import CheckedSentence
from clinrag.pipelines.clarification_answer import clarification_answer
from clinrag.pipelines.state import QueryState
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.filters import NO_FILTER, Condition
from clinrag.security.redaction import RedactionSession, outside, redact_outside
from tests.fakes import real_redactor
from tests.unit.pipelines.agent.schema import FIELDS
from tests.unit.pipelines.test_citations import _passages

YEAR = MappedFilter(Condition("year", ">=", 2015), "rule")
SIZE = MappedFilter(Condition("sample_size", ">", 100), "model+rule")


def _decomposition(*filters: MappedFilter, intent: str = "list", queries: int = 2) -> Decomposition:
    return Decomposition(
        intent,  # type: ignore[arg-type]
        "list",
        ("pubmed_trials",),
        (),
        tuple(f"query {i}" for i in range(1, queries + 1)),
        filters,
        (),
        "model",
    )


def test_the_plan_searches_each_sub_query_once_with_the_filters() -> None:
    agent = AgentState(_decomposition(YEAR, SIZE))
    first = planned_call(agent, 40, 400)
    assert first is not None
    assert first.tool == "search_semantic"
    assert first.args["bucket"] == "pubmed_trials"
    assert first.args["filters"] == {"year": {">=": 2015}, "sample_size": {">": 100}}
    done = replace(agent, results=(ToolResult(first, None),))
    second = planned_call(done, 40, 400)
    assert second is not None
    assert second.args["query"] == "query 2"
    assert (
        planned_call(replace(done, results=(*done.results, ToolResult(second, None))), 40, 400)
        is None
    )


def test_two_buckets_are_one_search_with_a_bucket_filter() -> None:
    decomposition = replace(_decomposition(), buckets=("pubmed_trials", "guidelines"))
    args = search_args(decomposition, "q", 8, 400)
    assert args["bucket"] == ""
    assert args["filters"] == {"bucket": {"in": ["pubmed_trials", "guidelines"]}}


def test_the_filter_to_relax_is_the_one_that_leaves_the_most_documents() -> None:
    assert relax_candidate({"year >= 2015": 3, "sample_size > 100": 7}) == "sample_size > 100"
    assert relax_candidate({"year >= 2015": 0}) is None


def test_the_weak_evidence_fallback_is_one_keyword_search() -> None:
    agent = AgentState(_decomposition())
    call = weak_fallback_call(agent, "the question", 8, 400)
    assert call is not None
    assert call.tool == "search_text"
    searched = replace(agent, results=(ToolResult(call, None),))
    assert weak_fallback_call(searched, "the question", 8, 400) is None


def _state(agent: AgentState) -> QueryState:
    return QueryState(NO_FILTER, RedactionSession(), EVERY_LABEL, agent=agent)


def test_no_results_asks_to_relax_the_counted_filter_and_a_yes_drops_it() -> None:
    review = Review(
        "clarify",
        "no_hits",
        clarify="no_results",
        relax="sample_size > 100",
        counts={"year >= 2015": 0, "sample_size > 100": 4},
    )
    agent = AgentState(_decomposition(YEAR, SIZE), review=review)
    ask = ask_of(_state(agent))
    assert ask is not None
    assert ask.reason == "no_results"
    assert "sample_size > 100" in ask.question
    assert "4 documents" in ask.question
    folded, changes = fold_reply(replace(agent, reply="yes, relax it"), FIELDS)
    assert [f.describe() for f in folded.decomposition.filters] == ["year >= 2015"]
    assert changes["dropped"] == ["sample_size > 100"]
    assert (folded.calls, folded.results, folded.clarified, folded.reply) == (0, (), 1, None)


def test_a_reply_restating_a_constraint_replaces_its_filter() -> None:
    review = Review("clarify", "no_hits", clarify="no_results", relax="sample_size > 100")
    agent = AgentState(_decomposition(YEAR, SIZE), review=review, reply="more than 50 patients")
    folded, _ = fold_reply(agent, FIELDS)
    assert sorted(f.describe() for f in folded.decomposition.filters) == [
        "sample_size > 50",
        "year >= 2015",
    ]


def test_overload_names_fields_and_the_reply_narrows() -> None:
    review = Review(
        "clarify",
        "too_many_documents",
        clarify="overload",
        counts={"documents": 40},
        options=("design", "condition"),
    )
    agent = AgentState(_decomposition(YEAR), review=review)
    ask = ask_of(_state(agent))
    assert ask is not None
    assert ask.reason == "overload"
    assert ask.options == ("design", "condition")
    folded, _ = fold_reply(replace(agent, reply="only RCTs please"), FIELDS)
    assert "design = RCT" in [f.describe() for f in folded.decomposition.filters]


def test_a_question_back_still_says_what_was_not_applied() -> None:
    review = Review("clarify", "no_hits", clarify="no_results", counts={"year >= 2015": 0})
    unmapped = (Unmapped("stocked on every ward", "no_field"),)
    decomposition = replace(_decomposition(YEAR), unmapped=unmapped)
    state = _state(AgentState(decomposition, review=review))
    ask = ask_of(state)
    assert ask is not None
    assert "Not applied (no metadata field holds it): stocked on every ward." in ask.question
    when = datetime(2026, 1, 1, tzinfo=UTC)
    asked = Clarification("p1", ask.reason, ask.question, ask.options, "q", when)
    answer = clarification_answer(asked, state, "agent")
    assert answer.flags == ("clarify_no_results", "unmapped_constraints")


def test_a_passage_number_becomes_its_document_id_once_per_sentence() -> None:
    passages = _passages("Metformin lowers HbA1c.", "Ramipril lowers blood pressure.")
    sentences = [
        CheckedSentence("Metformin lowers HbA1c [1] [1].", (1,), {1: 1.0}),
        CheckedSentence("Ramipril lowers pressure [2].", (2,), {2: 1.0}),
    ]
    assert prose(sentences, passages) == (
        "Metformin lowers HbA1c [doc:1]. Ramipril lowers pressure [doc:2]."
    )


def test_a_list_has_one_row_and_one_citation_per_document() -> None:
    passages = _passages("Metformin lowers HbA1c.", "Metformin again.", "Ramipril lowers pressure.")
    passages[1] = replace(passages[1], chunk=replace(passages[1].chunk, document_id=1))
    sentences = [
        CheckedSentence("Metformin lowers HbA1c. [1]", (1,), {1: 1.0}),
        CheckedSentence("Metformin again. [2]", (2,), {2: 1.0}),
        CheckedSentence("Ramipril lowers pressure. [3]", (3,), {3: 1.0}),
    ]
    listed = rows(sentences, passages, _decomposition(), "list", str).splitlines()
    assert listed == [
        "- T1: Metformin lowers HbA1c. [doc:1]",
        "- T3: Ramipril lowers pressure. [doc:3]",
    ]
    table = rows(sentences, passages, _decomposition(), "table", str).splitlines()
    assert table[0] == "| Document | Title | Finding |"
    assert table[2] == "| [doc:1] | T1 | Metformin lowers HbA1c. |"


def test_a_cited_id_not_in_the_evidence_is_removed_and_counted() -> None:
    text, removed = verify_document_ids("A [doc:1]. B [doc:99]. C [doc:2].", {1, 2})
    assert (text, removed) == ("A [doc:1]. B . C [doc:2].", 1)


def test_an_unmapped_constraint_is_never_silently_dropped() -> None:
    from clinrag.pipelines.agent.citing import unmapped_note

    decomposition = replace(_decomposition(), unmapped=(Unmapped("> 300 beds", "no_field"),))
    assert unmapped_note(decomposition) == "Not applied (no metadata field holds it): > 300 beds."
    assert ToolCall("x", {}).origin == "rules"


def test_field_names_and_vocabulary_codes_are_shown_as_words() -> None:
    """The output scan reads an unknown snake_case word as a name: "sample_size" and
    "double_blind" came back as <PERSON_n> in a served table."""
    (passage,) = _passages("Latanoprost preserved vision.")
    metadata = {"sample_size": 516, "blinding": "double_blind", "site": "Leeds_General"}
    passage = replace(passage, chunk=replace(passage.chunk, metadata=metadata))
    sentences = [CheckedSentence("Latanoprost preserved vision. [1]", (1,), {1: 1.0})]
    table = rows(sentences, [passage], _decomposition(SIZE), "table", str.upper).splitlines()
    assert table[0].startswith("| Document | Title | sample size | blinding |")
    assert "| 516 | double blind |" in table[2]
    assert "LEEDS_GENERAL" in table[2]  # free text (not a lower-case code) is still redacted


def test_the_output_scan_leaves_evidence_citations_and_titles_and_scans_the_rest() -> None:
    """A four-digit document id looks like a record number to the scan, a title's drug name
    at the start of a row like a name: the evidence's ids and (redacted) titles are left as
    they are; a name outside them, or a marker of a document not in the evidence, is not."""
    (passage,) = _passages("Renal impairment: the dose is halved. Metformin lowered HbA1c.")
    title = "Metformin case series in diabetes"
    passage = replace(
        passage,
        chunk=replace(passage.chunk, document_id=4821),
        title=replace(passage.title, text=title),
    )
    text = (
        f"- {title} (year: 2019): Metformin lowered HbA1c. [doc:4821]\n"
        "- Seen by John Smith on 3 March 2020 [doc:9431]\n"
        "- Renal impairment: the dose is halved. [doc:4821]"
    )
    quotes = ["Renal impairment: the dose is halved. [1]", "Seen by John Smith [1]"]
    regions = checked_regions(text, [passage], quotes)
    assert [text[a:b] for a, b in regions] == [
        title,
        "[doc:4821]",
        "Renal impairment: the dose is halved.",
        "[doc:4821]",
    ]
    scanned = redact_outside(real_redactor(), text, RedactionSession(), regions).text
    first, second, third = scanned.splitlines()
    assert third == "- Renal impairment: the dose is halved. [doc:4821]"
    assert first == f"- {title} (year: 2019): Metformin lowered HbA1c. [doc:4821]"
    assert "John Smith" not in second
    assert "<PERSON_1>" in second
    assert "9431" not in second  # not an evidence document: scanned like any number


def test_a_span_running_into_a_checked_region_keeps_its_other_parts() -> None:
    assert outside(0, 20, [(5, 10)]) == [(0, 5), (10, 20)]
    assert outside(0, 20, [(0, 5), (15, 25)]) == [(5, 15)]
    assert outside(3, 8, [(0, 10)]) == []
    assert outside(3, 8, [(10, 12)]) == [(3, 8)]
