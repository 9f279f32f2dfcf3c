"""check_coverage: passages that are not about the question's subject are dropped, the
question is answered "not covered", and the record says which subject and why."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.answer import final_text, not_covered_text
from clinrag.pipelines.evidence import redact_passages
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.check_coverage import CheckCoverage
from clinrag.pipelines.subject_names import subject_lexicon
from tests.fakes import HashingEmbedder, chunk, real_redactor
from tests.unit.pipelines.steps.conftest import run_step

INSULIN = chunk(
    1,
    "Dose reduction of insulin glargine was needed to avoid hypoglycaemia.",
    title="Insulin glargine in type 2 diabetes",
    score=0.9,
)
METFORMIN = chunk(
    2,
    "Adding metformin to insulin lowered HbA1c and the insulin dose.",
    title="Metformin added to insulin",
    score=0.4,
)


def _gate(passages: int) -> CheckCoverage:
    return CheckCoverage(HashingEmbedder(), 0.8, passages, subject_lexicon())


def _with(state: QueryState, question: str, *chunks: object) -> QueryState:
    redactor = real_redactor()
    return replace(
        state,
        query=redactor.redact(question, state.session),
        passages=tuple(redact_passages(list(chunks), redactor, state.session)),  # type: ignore[arg-type]
    )


async def test_a_subject_no_passage_is_about_empties_the_evidence(state: QueryState) -> None:
    asked = _with(state, "Does apixaban need dose reduction?", INSULIN, METFORMIN)
    after, notes, _ = await run_step(_gate(3), asked)
    assert after.passages == ()
    assert after.uncovered == ("apixaban",)
    assert after.reflection_done  # the agentic pipeline does not search the same corpus again
    assert notes.values["passed"] is False
    assert notes.values["missing"] == ["apixaban"]
    assert notes.values["subjects"] == {"apixaban": "missing"}
    assert "apixaban" in notes.values["similarity"]


async def test_a_subject_the_best_passages_name_passes_unchanged(state: QueryState) -> None:
    asked = _with(state, "Does metformin added to insulin lower HbA1c?", INSULIN, METFORMIN)
    after, notes, _ = await run_step(_gate(3), asked)
    assert after == asked
    assert notes.values["passed"] is True
    assert notes.values["subjects"] == {"metformin": "exact", "insulin": "exact"}


async def test_a_brand_passes_on_its_generic_and_the_record_says_so(state: QueryState) -> None:
    asked = _with(state, "Does Glucophage added to insulin lower HbA1c?", INSULIN, METFORMIN)
    after, notes, _ = await run_step(_gate(3), asked)
    assert after == asked
    assert notes.values["subjects"] == {"glucophage": "exact", "insulin": "exact"}
    assert notes.values["met_by"] == {"glucophage": "metformin"}


async def test_only_the_best_passages_count(state: QueryState) -> None:
    """Metformin is named only by the weaker passage: read from the best one alone, missing."""
    asked = _with(state, "Does metformin added to insulin lower HbA1c?", INSULIN, METFORMIN)
    after, notes, _ = await run_step(_gate(1), asked)
    assert after.uncovered == ("metformin",)
    assert notes.values["passages_read"] == 1


def test_the_answer_says_the_documents_do_not_cover_the_subject(state: QueryState) -> None:
    text = not_covered_text(("apixaban",))
    assert text.startswith("Not found in the available documents.")
    assert "do not cover" in text
    assert "apixaban" in text
    assert final_text  # the output scan's text names it (tests/api: the HTTP answer)
