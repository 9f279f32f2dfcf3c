"""grade, rewrite_query, retrieve_again, and the loop that ties them: progressive thresholds,
at most ``grade_max_retries`` retries, every attempt a step of its own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from clinrag.domain import RetrievedChunk, Vectors
from clinrag.pipelines.flow import Suspension, run_flow
from clinrag.pipelines.grading import LOW_EVIDENCE_CAVEAT, grading, low_evidence
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import Grade, QueryState
from clinrag.pipelines.steps.grade import GradeEvidence
from clinrag.pipelines.steps.retrieve import Retrieve
from clinrag.pipelines.steps.retrieve_again import RetrieveAgain
from clinrag.pipelines.steps.rewrite_query import RewriteQuery
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import MetadataFilter
from clinrag.retrieval.retriever import RetrievalOutcome
from clinrag.setting_groups.pipeline import PipelineSettings
from tests.fakes import FixedRetriever, chunk, real_redactor
from tests.unit.pipelines.steps.conftest import run_step

QUESTION = "Is there any evidence that colesevelam reduces constipation in adults?"
FOCUS = "colesevelam reduces constipation adults"
THRESHOLDS = (0.65, 0.50, 0.35)


def _asked(state: QueryState, question: str = QUESTION) -> QueryState:
    return replace(state, query=real_redactor().redact(question, state.session))


async def _retrieved(state: QueryState, *chunks: RetrievedChunk) -> QueryState:
    after, _, _ = await run_step(Retrieve(FixedRetriever(chunks), 0.0), _asked(state))
    return after


class ScoredByQuery:
    """A retriever whose chunks depend on the query searched (the retry's edge)."""

    def __init__(self, by_query: dict[str, Sequence[RetrievedChunk]]) -> None:
        self.by_query = by_query
        self.asked: list[str] = []

    async def retrieve(
        self,
        queries: Sequence[str],
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vectors: Vectors | None = None,
    ) -> RetrievalOutcome:
        self.asked.extend(queries)
        chunks = [c for q in queries for c in self.by_query.get(q, ())]
        return RetrievalOutcome(chunks, None, {}, {})

    async def recall(self, *args: object, **kwargs: object) -> RetrievalOutcome:
        raise AssertionError("grading never recalls")

    async def document_passages(self, *args: object, **kwargs: object) -> RetrievalOutcome:
        raise AssertionError("grading never reads documents")


@pytest.mark.parametrize(
    ("score", "attempt", "passed"),
    [(0.66, 1, True), (0.64, 1, False), (0.55, 2, True), (0.45, 2, False), (0.36, 3, True)],
)
async def test_grade_counts_passages_at_the_attempts_threshold(
    state: QueryState, score: float, attempt: int, passed: bool
) -> None:
    retrieved = await _retrieved(state, chunk(1, "Colesevelam trial.", score=score))
    earlier = None if attempt == 1 else Grade(attempt - 1, THRESHOLDS[attempt - 2], 0, False)
    after, notes, _ = await run_step(
        GradeEvidence(THRESHOLDS, 1), replace(retrieved, grade=earlier)
    )
    assert after.grade == Grade(attempt, THRESHOLDS[attempt - 1], int(passed), passed)
    assert notes.values["threshold"] == THRESHOLDS[attempt - 1]
    assert notes.values["scores"] == [score]
    assert notes.values["score"] == "fused"
    assert notes.values["searched"] == [QUESTION]


async def test_grade_reads_the_rerank_score_when_a_reranker_ran(state: QueryState) -> None:
    # fused 0.9 but the cross-encoder found it irrelevant: the rerank score decides
    retrieved = await _retrieved(state, chunk(1, "Colesevelam trial.", score=0.9, rerank=0.1))
    after, notes, _ = await run_step(GradeEvidence(THRESHOLDS, 1), retrieved)
    assert after.grade is not None
    assert not after.grade.passed
    assert notes.values["score"] == "rerank"


async def test_grade_needs_min_passages(state: QueryState) -> None:
    strong = [chunk(i, f"Colesevelam trial {i}.", score=0.7) for i in (1, 2)]
    retrieved = await _retrieved(state, *strong)
    two, _, _ = await run_step(GradeEvidence(THRESHOLDS, 2), retrieved)
    three, _, _ = await run_step(GradeEvidence(THRESHOLDS, 3), retrieved)
    assert two.grade is not None
    assert two.grade.passed
    assert three.grade is not None
    assert not three.grade.passed


async def test_rewrite_prefers_the_threads_rewrite_then_the_focus_words(
    state: QueryState,
) -> None:
    retrieved = await _retrieved(state, chunk(1, "Colesevelam trial.", score=0.2))
    rewrite = RewriteQuery(real_redactor(), Offload())
    threaded = replace(retrieved, thread_rewrite=f"{QUESTION} (context: diabetes)")
    after, notes, _ = await run_step(rewrite, threaded)
    assert after.retry_query == f"{QUESTION} (context: diabetes)"
    assert notes.values["method"] == "thread"
    after, notes, _ = await run_step(rewrite, retrieved)
    assert after.retry_query == FOCUS
    assert notes.values == {"original": QUESTION, "method": "focus", "rewrite": FOCUS}


async def test_rewrite_expands_with_the_titles_once_the_focus_words_were_searched(
    state: QueryState,
) -> None:
    weak = chunk(1, "A trial.", title="Bile acid sequestrant colesevelam in type 2 diabetes")
    retrieved = await _retrieved(state, weak)
    searched = replace(retrieved, sub_queries=(QUESTION, FOCUS))
    after, notes, _ = await run_step(RewriteQuery(real_redactor(), Offload()), searched)
    assert notes.values["method"] == "expansion"
    assert after.retry_query is not None
    assert after.retry_query.startswith(FOCUS)
    assert "sequestrant" in after.retry_query


async def test_rewrite_with_nothing_new_to_search_falls_back(state: QueryState) -> None:
    retrieved = await _retrieved(state, chunk(1, "A trial.", title="Colesevelam"))
    searched = replace(retrieved, sub_queries=(QUESTION, FOCUS))
    after, notes, trace = await run_step(RewriteQuery(real_redactor(), Offload()), searched)
    assert after.retry_query is None
    assert trace.steps[0].status == "fallback"
    assert notes.values["fallback_reason"] == "nothing_new"


async def test_retrieve_again_merges_and_records_the_query(state: QueryState) -> None:
    first = chunk(1, "Colesevelam lowers HbA1c.", score=0.4)
    found = chunk(2, "Constipation was more frequent with colesevelam.", score=0.7)
    retriever = ScoredByQuery({FOCUS: [found, replace(first, fused=0.45)]})
    retrieved = await _retrieved(state, first)
    after, notes, _ = await run_step(
        RetrieveAgain(retriever, 0.0, top_k=5), replace(retrieved, retry_query=FOCUS)
    )
    assert retriever.asked == [FOCUS]
    assert after.sub_queries == (QUESTION, FOCUS)
    assert after.retry_query is None
    assert after.retrieval is not None
    assert [(c.chunk_id, c.fused) for c in after.retrieval.chunks] == [(2, 0.7), (1, 0.45)]
    assert notes.values["sub_queries"] == [FOCUS]


async def test_retrieve_again_without_a_query_searches_nothing(state: QueryState) -> None:
    retriever = ScoredByQuery({})
    retrieved = await _retrieved(state, chunk(1, "A trial.", score=0.4))
    after, notes, _ = await run_step(RetrieveAgain(retriever, 0.0, top_k=5), retrieved)
    assert retriever.asked == []
    assert after == retrieved
    assert notes.values == {"searched": False}


async def _graded(
    state: QueryState, retriever: ScoredByQuery, first: Sequence[RetrievedChunk], **settings: object
) -> tuple[QueryState, Trace]:
    pipeline = PipelineSettings(**settings)  # type: ignore[arg-type]
    flow = grading(
        pipeline,
        RewriteQuery(real_redactor(), Offload()),
        RetrieveAgain(retriever, 0.0, top_k=5),
    )
    trace = Trace()
    outcome = await run_flow(flow, await _retrieved(state, *first), trace)
    assert not isinstance(outcome, Suspension)
    return outcome, trace


async def test_strong_evidence_is_graded_once(state: QueryState) -> None:
    retriever = ScoredByQuery({})
    after, trace = await _graded(state, retriever, [chunk(1, "Colesevelam.", score=0.8)])
    assert [s.name for s in trace.steps] == ["grade"]
    assert retriever.asked == []
    assert not low_evidence(after)


async def test_a_retry_that_finds_evidence_passes_at_the_lower_threshold(
    state: QueryState,
) -> None:
    retriever = ScoredByQuery({FOCUS: [chunk(2, "Constipation with colesevelam.", score=0.55)]})
    after, trace = await _graded(state, retriever, [chunk(1, "Colesevelam.", score=0.3)])
    assert [s.name for s in trace.steps] == [
        "grade",
        "rewrite_query_2",
        "retrieve_again_2",
        "grade_2",
    ]
    grade_2 = trace.steps[-1].details
    assert (grade_2["threshold"], grade_2["passed"]) == (0.5, True)
    assert grade_2["searched"] == [QUESTION, FOCUS]
    assert not low_evidence(after)


async def test_weak_evidence_is_retried_at_most_max_retries_then_flagged(
    state: QueryState,
) -> None:
    weak = chunk(1, "A trial.", score=0.2, title="Bile acid sequestrant colesevelam")
    retriever = ScoredByQuery({})
    after, trace = await _graded(state, retriever, [weak])
    names = [s.name for s in trace.steps]
    assert names == [
        "grade",
        "rewrite_query_2",
        "retrieve_again_2",
        "grade_2",
        "rewrite_query_3",
        "retrieve_again_3",
        "grade_3",
    ]
    assert [s.details["threshold"] for s in trace.steps if s.name.startswith("grade")] == [
        0.65,
        0.5,
        0.35,
    ]
    assert retriever.asked[0] == FOCUS
    assert "sequestrant" in retriever.asked[1]
    assert low_evidence(after)
    assert "relying" in LOW_EVIDENCE_CAVEAT


async def test_no_retries_grades_once_and_flags(state: QueryState) -> None:
    retriever = ScoredByQuery({})
    after, trace = await _graded(
        state, retriever, [chunk(1, "A trial.", score=0.2)], grade_max_retries=0
    )
    assert [s.name for s in trace.steps] == ["grade"]
    assert low_evidence(after)


def test_settings_need_a_threshold_per_attempt_and_no_rising_one() -> None:
    with pytest.raises(ValueError, match="one threshold per attempt"):
        PipelineSettings(grade_thresholds=(0.65, 0.5), grade_max_retries=2)
    with pytest.raises(ValueError, match="must not rise"):
        PipelineSettings(grade_thresholds=(0.5, 0.65, 0.35))
