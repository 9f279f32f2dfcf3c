"""The three ways of writing an answer: map-reduce's two steps, the extractive quote, and the
evidence selection step that feeds them."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from clinrag.domain import RetrievedChunk
from clinrag.errors import LLMTimeout
from clinrag.pipelines.citations import check_citations
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.draft_relay import DraftRelay
from clinrag.pipelines.evidence import Passage
from clinrag.pipelines.evidence_selection import sentence_spans
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import Fact, QueryState
from clinrag.pipelines.steps.extract import Extract
from clinrag.pipelines.steps.map_passages import MapPassages, read_map_reply
from clinrag.pipelines.steps.redact_evidence import RedactEvidence
from clinrag.pipelines.steps.reduce_facts import ReduceFacts
from clinrag.pipelines.steps.retrieve import Retrieve
from clinrag.pipelines.steps.select_evidence import SelectEvidence
from clinrag.setting_groups.llm import LLMSettings
from clinrag.stance.roles import Role
from tests.fakes import FixedRetriever, HashingEmbedder, ScriptedLLM, chunk, real_redactor
from tests.unit.pipelines.steps.conftest import run_step

RULE = SupportRule(lexical=0.4, similarity=0.3)
DRAFTS = DraftRelay(real_redactor(), Offload(), RULE, HashingEmbedder())
QUESTION = "Does metformin lower HbA1c in type 2 diabetes?"
METFORMIN = chunk(
    1,
    "Background: diabetes is common. Metformin lowered HbA1c by 1.1% in type 2 diabetes. "
    "Nausea was the commonest adverse event.",
    title="Metformin trial",
)
TAXES = chunk(2, "Corporate tax returns are due quarterly.", title="Taxes")


class _Words:
    def count(self, text: str) -> int:
        return len(text.split())


async def _selected(state: QueryState, *chunks: RetrievedChunk) -> QueryState:
    asked = replace(state, query=real_redactor().redact(QUESTION, state.session))
    retrieved, _, _ = await run_step(Retrieve(FixedRetriever(chunks), 0.0), asked)
    redacted, _, _ = await run_step(RedactEvidence(real_redactor(), Offload()), retrieved)
    select = SelectEvidence(
        HashingEmbedder(), _Words(), budget_tokens=200, min_similarity=0.2, quote_min_similarity=0.2
    )
    selected, _, _ = await run_step(select, redacted)
    return selected


def _led(
    base: Passage,
    number: int,
    chunk_and_document: tuple[int, int],
    lead: str,
    role: Role,
    closeness: float | None = None,
) -> Passage:
    """``base`` renumbered onto another chunk (and document), quoted by ``lead``."""
    chunk_id, document_id = chunk_and_document
    chunk = replace(base.chunk, chunk_id=chunk_id, document_id=document_id)
    led = replace(base, number=number, chunk=chunk, lead=lead, lead_role=role)
    return led if closeness is None else replace(led, closeness=closeness)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ('{"relevant": true, "facts": ["HbA1c fell 1.1%"]}', (True, ["HbA1c fell 1.1%"], "json")),
        ('{"relevant": false, "facts": []}', (False, [], "json")),
        ('Sure! {"relevant": false, "facts": [', (False, [], "regex")),
        ("I cannot tell.", (True, [], "unread")),
        ('{"relevant": "yes"}', (True, [], "unread")),
    ],
    ids=["json", "json irrelevant", "regex", "unreadable counts as relevant", "wrong type"],
)
def test_a_map_reply_is_read_by_json_then_regex_then_counted_relevant(
    reply: str, expected: tuple[bool, list[str], str]
) -> None:
    assert read_map_reply(reply) == expected


async def test_selection_drops_the_passage_that_bears_on_nothing(state: QueryState) -> None:
    selected = await _selected(state, METFORMIN, TAXES)
    assert [p.chunk.chunk_id for p in selected.passages] == [1]
    (passage,) = selected.passages
    assert passage.lead is not None
    assert "Metformin lowered HbA1c" in passage.lead


async def test_map_drops_irrelevant_passages_and_keeps_the_lead_when_a_reply_is_unread(
    state: QueryState,
) -> None:
    selected = await _selected(state, METFORMIN)
    two = replace(
        selected,
        passages=(*selected.passages, replace(selected.passages[0], number=2, lead="Other.")),
    )
    llm = ScriptedLLM(["not json", json.dumps({"relevant": False, "facts": []})])
    after, notes, _ = await run_step(MapPassages(llm, 160), two)
    assert [p.number for p in after.passages] == [1]
    assert after.facts == (Fact(1, selected.passages[0].lead or ""),)
    assert notes.values["replies_read"] == {"unread": 1, "json": 1}
    assert notes.values["map_calls"] == 2


async def test_reduce_writes_from_the_facts_only_and_measures_its_overlap(
    state: QueryState,
) -> None:
    selected = await _selected(state, METFORMIN)
    facts = (Fact(1, "Metformin lowered HbA1c by 1.1% in type 2 diabetes."),)
    llm = ScriptedLLM(["Metformin lowered HbA1c by 1.1% [1]."])
    after, notes, _ = await run_step(
        ReduceFacts(llm, LLMSettings(), DRAFTS), replace(selected, facts=facts)
    )
    prompt = llm.calls[0].messages[-1].content
    assert "[1] Metformin lowered HbA1c" in prompt
    assert "Nausea" not in prompt  # the passage itself is not shown, only its facts
    assert after.fact_overlap == pytest.approx(1.0)
    assert notes.values["fact_overlap"] == 1.0
    skipped, notes, _ = await run_step(ReduceFacts(llm, LLMSettings(), DRAFTS), selected)
    assert skipped.draft_text == ""
    assert notes.values["skipped_llm"] == "no_relevant_facts"
    assert len(llm.calls) == 1


async def test_an_extractive_answer_quotes_the_leads_and_passes_its_own_check(
    state: QueryState,
) -> None:
    selected = await _selected(state, METFORMIN)
    after, notes, _ = await run_step(Extract(3), selected)
    assert after.draft_kind == "extractive"
    assert after.draft_text == "Metformin lowered HbA1c by 1.1% in type 2 diabetes. [1]"
    assert notes.values["cited"] == [1]
    check = check_citations(after.draft_text, after.passages, RULE, HashingEmbedder())
    assert check.supported_numbers == [1]
    assert check.removed_sentences == 0


async def test_a_map_call_that_fails_keeps_its_passage_with_the_lead_as_its_fact(
    state: QueryState,
) -> None:
    selected = await _selected(state, METFORMIN)
    llm = ScriptedLLM([LLMTimeout("the model took too long", transient=True)])
    after, notes, _ = await run_step(MapPassages(llm, 160), selected)
    assert [p.number for p in after.passages] == [1]
    assert after.facts == (Fact(1, selected.passages[0].lead or ""),)
    assert notes.values["failed_calls"] == ["llm_timeout"]
    assert notes.values["replies_read"] == {"failed": 1}


async def test_an_extractive_answer_quotes_each_close_document_once_by_its_best_finding(
    state: QueryState,
) -> None:
    """An abstract split over two chunks is quoted by its conclusion, not by the chunk that
    begins with its title; a document far behind the best one is not quoted at all, nor one
    that only states its aim when another document answers."""
    session_state = await _selected(state, METFORMIN)
    base = session_state.passages[0]
    first = _led(base, 1, (10, 7), "Metformin trial in adults.", "title", 0.9)
    second = _led(base, 2, (11, 7), "CONCLUSION Metformin lowered HbA1c.", "conclusion", 0.7)
    other = _led(base, 3, (12, 8), "Zinc improved outcomes.", "result", 0.6)
    near = _led(base, 4, (13, 9), "Sitagliptin lowered HbA1c.", "result", 0.85)
    aim = _led(base, 5, (14, 10), "PURPOSE: To compare metformin with placebo.", "aim", 0.88)
    after, notes, _ = await run_step(
        Extract(3), replace(session_state, passages=(first, second, other, near, aim))
    )
    assert after.draft_text == (
        "CONCLUSION Metformin lowered HbA1c. [2] Sitagliptin lowered HbA1c. [4]"
    )
    assert notes.values["cited"] == [2, 4]


async def test_documents_whose_quote_is_a_finding_are_quoted_before_the_rest(
    state: QueryState,
) -> None:
    """Three quotes at most: a closer document that only describes its setting must not push
    out a study's finding."""
    session_state = await _selected(state, METFORMIN)
    base = session_state.passages[0]
    passages = (
        _led(base, 1, (21, 31), "Metformin was given with meals.", "other", 0.8),
        _led(base, 2, (22, 32), "Metformin is widely prescribed.", "other", 0.79),
        _led(base, 3, (23, 33), "Metformin lowered HbA1c.", "result", 0.75),
    )
    after, _, _ = await run_step(Extract(2), replace(session_state, passages=passages))
    assert after.draft_text == "Metformin lowered HbA1c. [3] Metformin was given with meals. [1]"


async def test_the_first_document_quotes_its_asked_finding_beside_its_lead(
    state: QueryState,
) -> None:
    """The finding on the question's outcome and arms is quoted with the first document's
    lead, in the excerpt's order; the next document's asked finding is not (one answer)."""
    session_state = await _selected(state, METFORMIN)
    base = session_state.passages[0]
    text = base.text.text
    sentences = [text[s:e] for s, e in sentence_spans(text)]
    assert len(sentences) >= 2
    first = replace(base, number=1, lead=sentences[-1], asked=sentences[0], lead_role="result")
    other = _led(base, 2, (99, base.chunk.document_id + 1), "Sitagliptin lowered HbA1c.", "result")
    other = replace(other, asked="Sitagliptin was given daily.")
    after, notes, _ = await run_step(Extract(3), replace(session_state, passages=(first, other)))
    assert after.draft_text.startswith(f"{sentences[0].strip()}")
    assert "Sitagliptin lowered HbA1c. [2]" in after.draft_text
    assert "given daily" not in after.draft_text
    assert notes.values["cited"] == [1, 1, 2]


async def test_an_aim_is_quoted_when_the_only_finding_is_outside_the_margin(
    state: QueryState,
) -> None:
    """Issue 14's family ("Does internet-based vestibular rehabilitation reduce dizziness in
    older adults?"): the asked study's chunk holds its aim, another study's finding is far
    below it. The aim used to give way to that finding, which the margin then dropped too, and
    nothing was quoted (found false with the right abstract first)."""
    session_state = await _selected(state, METFORMIN)
    base = session_state.passages[0]
    aim = replace(base, number=1, lead="PURPOSE: To test metformin.", lead_role="aim")
    far = _led(base, 2, (40, 41), "Zinc improved outcomes.", "result")
    after, notes, _ = await run_step(
        Extract(3),
        replace(
            session_state,
            passages=(replace(aim, closeness=0.8), replace(far, closeness=0.6)),
        ),
    )
    assert after.draft_text == "PURPOSE: To test metformin. [1]"
    assert notes.values["cited"] == [1]
