"""Grading and retry: after retrieval, is enough of the evidence relevant? If not, rewrite the
query, search again and grade at a lower threshold; at most ``grade_max_retries`` times.

    retrieve → grade (0.65) ─ passed ───────────────────────────────────────────→ evidence
                    └ failed → rewrite_query → retrieve_again → grade (0.50) ─ … → (0.35)

The score. A passage's relevance is the cross-encoder's rerank score when a reranker ran, else
the fused score (``evidence.relevance``, the same score ``min_relevance`` and the citations
show). Both are absolute, so one threshold means the same for every question: the rerank score
is the model's sigmoid P(relevant) of the (question, passage) pair; the fused score is
``0.4 · BM25 / reference + 0.6 · cosine``, where BM25 is divided by what a document holding
each query term once would score (not by the query's best hit, which would make every
question's top passage 1.0) and the cosine is the embedder's, clipped to [0, 1]. A score
normalised per query (max-normalised BM25, reciprocal-rank fusion) could not be graded: its
best passage scores the same however weak it is.

The retry's query (``retry_query``): a thread's own rewrite first, then the question's
focus words, then those words with the closest titles' subject words. Its passages are merged
with those found before (each chunk once, at its best score), so a retry can only add
evidence. The thresholds are lowered from attempt to attempt (the design's precise-then-broad
search); every attempt is its own steps in the trace (``rewrite_query_2``,
``retrieve_again_2``, ``grade_2``: the query tried, the threshold, the scores).

After the last attempt, still failed: ``/v1/query`` answers with a stated caveat
(``LOW_EVIDENCE_CAVEAT``, the ``low_evidence`` flag and the answer's ``caveat`` field); a
thread asks its caller to say more (``followup``, reason ``low_evidence``).
"""

from __future__ import annotations

from collections.abc import Callable

from clinrag.pipelines.flow import Flow, Loop, Node, Step
from clinrag.pipelines.parts import PipelineParts
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.grade import GradeEvidence
from clinrag.pipelines.steps.retrieve_again import RetrieveAgain
from clinrag.pipelines.steps.rewrite_query import RewriteQuery
from clinrag.setting_groups.pipeline import PipelineSettings

LOW_EVIDENCE_CAVEAT = (
    "Caveat: little of the evidence found is close to the question, even after searching "
    "again with other words; check the cited passages before relying on this answer."
)


def failed_grade(state: QueryState) -> bool:
    return state.grade is not None and not state.grade.passed


def low_evidence(state: QueryState) -> bool:
    """The evidence failed its last grade: the answer says so."""
    return failed_grade(state)


def graded(parts: PipelineParts, retried: Callable[[Step], Node]) -> Flow:
    """``grade``, then while it fails: rewrite, search again (``retried`` wraps the search in
    the document store's retry), grade at the next threshold."""
    settings = parts.settings
    return grading(
        settings,
        RewriteQuery(parts.redactor, parts.offload),
        retried(RetrieveAgain(parts.retriever, settings.min_relevance, parts.top_k)),
    )


def grading(settings: PipelineSettings, rewrite: Step, search_again: Node) -> Flow:
    """``graded`` from its steps."""
    grade = GradeEvidence(settings.grade_thresholds, settings.grade_min_passages)
    return (
        grade,
        Loop(
            f"fewer than {settings.grade_min_passages} relevant passage(s)?",
            failed_grade,
            (rewrite, search_again, grade),
            max_rounds=settings.grade_max_retries,
        ),
    )
