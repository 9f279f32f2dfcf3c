"""Is enough of the retrieved evidence relevant? Judged from the retrieval's own scores (no
model call per passage): the passages whose relevance reaches the attempt's threshold are
counted, and the evidence passes with ``min_passages`` of them. The first retrieval is graded
at the strictest threshold, each retry at the next (``pipelines/grading.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from clinrag.pipelines.evidence import relevance
from clinrag.pipelines.state import Grade, QueryState
from clinrag.pipelines.trace import StepDetails

SCORES_RECORDED = 10
"""Most passage scores the step's record lists (best first)."""


class GradeEvidence:
    name = "grade"

    def __init__(self, thresholds: Sequence[float], min_passages: int) -> None:
        if not thresholds:
            raise ValueError("grading needs at least one threshold")
        self.thresholds = tuple(thresholds)
        self.min_passages = min_passages

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if state.retrieval is None:
            raise RuntimeError("grade runs after a retrieval")
        attempt = 1 if state.grade is None else state.grade.attempt + 1
        threshold = self.thresholds[min(attempt, len(self.thresholds)) - 1]
        chunks = state.retrieval.chunks
        scores = sorted((relevance(c) for c in chunks), reverse=True)
        relevant = sum(score >= threshold for score in scores)
        passed = relevant >= self.min_passages
        notes.update(
            attempt=attempt,
            threshold=threshold,
            searched=list(state.sub_queries) or [state.redacted_question],
            score="rerank" if any(c.rerank_score is not None for c in chunks) else "fused",
            scores=[round(s, 4) for s in scores[:SCORES_RECORDED]],
            relevant=relevant,
            needed=self.min_passages,
            passed=passed,
        )
        return replace(state, grade=Grade(attempt, threshold, relevant, passed))
