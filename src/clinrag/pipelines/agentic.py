"""The agentic pipeline, and ``auto`` mode, which picks a path per question.

1. classify SIMPLE / COMPARATIVE / MULTI_STEP / TEMPORAL from the question's embedding, or by
   asking the model (``CLINRAG_PIPELINE__CLASSIFIER``); any failure → SIMPLE;
2. decompose a complex question into 2 / 3 / 2 sub-queries (failure → the question itself);
   a SIMPLE one is its own sub-query, with no model call;
3. every sub-query retrieved concurrently, fused 0.4/0.6, deduplicated across sub-queries,
   reranked, top-k (the ``Retriever``); evidence redacted; synthesize; citation check;
4. while the best answer's confidence is under ``reflect_below_confidence`` (at most
   ``max_iterations`` rounds in all): reflect; an insufficient answer searches the refined
   query, merges its passages and writes again; the best round's answer is kept;
5. output PII scan (not-found when no citation survived).
"""

from __future__ import annotations

from clinrag.pipelines.agent.flow import agent_answer
from clinrag.pipelines.classical import (
    answer_once,
    citation_check,
    classical_answer,
    finish,
    intake,
    retried,
    select_evidence,
    write_answer,
)
from clinrag.pipelines.flow import Branch, Flow, Loop, Step
from clinrag.pipelines.parts import PipelineParts
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.agent_cues import AgentCues
from clinrag.pipelines.steps.classify import ClassifyByEmbedding, ClassifyByModel
from clinrag.pipelines.steps.decompose import Decompose
from clinrag.pipelines.steps.redact_evidence import RedactEvidence
from clinrag.pipelines.steps.reflect import Reflect
from clinrag.pipelines.steps.retrieve_more import RetrieveMore
from clinrag.setting_groups.pipeline import QueryClassifierKind


def classify(parts: PipelineParts) -> Step:
    """The classifier the settings name: the embedding one by default, the model on request."""
    settings = parts.settings
    if settings.classifier is QueryClassifierKind.MODEL:
        return ClassifyByModel(parts.llm, settings.classify_max_tokens)
    return ClassifyByEmbedding(parts.classifier)


def query_type(state: QueryState) -> str:
    return "SIMPLE" if state.query_type == "SIMPLE" else "complex"


def more_evidence(state: QueryState) -> str:
    return "refined query" if state.refined_query else "sufficient"


def agentic_answer(parts: PipelineParts) -> Flow:
    """Answer the (sub-)queries, reflect while the answer is weak, scan."""
    settings = parts.settings
    threshold = settings.reflect_below_confidence

    def weak_answer(state: QueryState) -> bool:
        """The latest draft's confidence decides, as it always has (not the best draft's)."""
        draft = state.draft
        return not state.reflection_done and draft is not None and draft.confidence < threshold

    return (
        *answer_once(parts),
        Loop(
            f"confidence < {threshold}?",
            weak_answer,
            (
                Reflect(parts.llm, settings.reflect_max_tokens),
                Branch(
                    "more evidence?",
                    more_evidence,
                    {
                        "refined query": (
                            retried(
                                parts,
                                RetrieveMore(parts.retriever, settings.min_relevance, parts.top_k),
                            ),
                            RedactEvidence(parts.redactor, parts.offload),
                            select_evidence(parts),
                            write_answer(parts),
                            citation_check(parts),
                        ),
                        "sufficient": (),
                    },
                ),
            ),
            max_rounds=settings.max_iterations - 1,
        ),
        *finish(parts),
    )


def agent(parts: PipelineParts) -> Flow:
    return (*intake(parts), *agent_answer(parts))


def agentic(parts: PipelineParts) -> Flow:
    decompose = Decompose(parts.llm, parts.settings.decompose_max_tokens)
    return (
        *intake(parts),
        classify(parts),
        Branch("query type?", query_type, {"SIMPLE": (), "complex": (decompose,)}),
        *agentic_answer(parts),
    )


def auto_route(state: QueryState) -> str:
    return "agent cues" if state.agent_cues else query_type(state)


def auto(parts: PipelineParts) -> Flow:
    """Classify first, and look for agent cues (no model call: ``steps/agent_cues.py``); a
    question with cues takes the agent, the others as before: SIMPLE questions the classical
    path (one model call in all with the embedding classifier, two with the model's), the
    others the agentic one, reusing the classification."""
    decompose = Decompose(parts.llm, parts.settings.decompose_max_tokens)
    return (
        *intake(parts),
        classify(parts),
        AgentCues(parts.agent_tools),
        Branch(
            "query type?",
            auto_route,
            {
                "SIMPLE": classical_answer(parts),
                "complex": (decompose, *agentic_answer(parts)),
                "agent cues": agent_answer(parts),
            },
        ),
    )
