"""retrieve, retrieve_more, redact_evidence, synthesize, check_citations, output_scan."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np
import pytest

from clinrag.domain import NOT_FOUND, RetrievedChunk, Vectors
from clinrag.errors import StepFailed
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.draft_relay import DraftRelay
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.check_citations import CheckCitations
from clinrag.pipelines.steps.output_scan import OutputScan
from clinrag.pipelines.steps.redact_evidence import RedactEvidence
from clinrag.pipelines.steps.retrieve import Retrieve
from clinrag.pipelines.steps.retrieve_more import RetrieveMore
from clinrag.pipelines.steps.synthesize import Synthesize
from clinrag.setting_groups.llm import LLMSettings
from tests.fakes import FixedRetriever, HashingEmbedder, ScriptedLLM, chunk, real_redactor
from tests.unit.pipelines.steps.conftest import run_step

DRAFTS = DraftRelay(real_redactor(), Offload(), SupportRule(0.4, 0.3), HashingEmbedder())
QUESTION = "first-line drug for type 2 diabetes?"
METFORMIN = chunk(1, "Metformin is the first-line drug for type 2 diabetes.", title="Metformin")
CHECK = CheckCitations(SupportRule(lexical=0.4, similarity=0.3), HashingEmbedder(), Offload())
"""The lexical threshold these cases were written for; the hashing embedder's similarity is
bag-of-words, so its floor only keeps unrelated passages out."""
LENIENT = CheckCitations(SupportRule(lexical=0.1, similarity=0.1), HashingEmbedder(), Offload())
WEAK = chunk(2, "Aspirin is an antiplatelet drug.", title="Aspirin", score=0.05)


def _asked(state: QueryState) -> QueryState:
    vector = np.ones(4, dtype=np.float32) / 2
    return replace(state, query=real_redactor().redact(QUESTION, state.session), vector=vector)


async def _evidence(state: QueryState, *chunks: RetrievedChunk) -> QueryState:
    retrieved, _, _ = await run_step(Retrieve(FixedRetriever(chunks), 0.0), _asked(state))
    redacted, _, _ = await run_step(RedactEvidence(real_redactor(), Offload()), retrieved)
    return redacted


async def test_retrieve_reuses_the_question_vector_and_drops_weak_passages(
    state: QueryState,
) -> None:
    retriever = FixedRetriever([METFORMIN, WEAK])
    after, notes, _ = await run_step(Retrieve(retriever, min_relevance=0.1), _asked(state))
    queries, vectors = retriever.asked[0]
    assert queries == (QUESTION,)
    assert vectors is not None
    assert vectors.shape == (1, 4)
    assert after.retrieval is not None
    assert [c.chunk_id for c in after.retrieval.chunks] == [1]
    assert [c["chunk_id"] for c in notes.values["chunks"]] == [1]


async def test_retrieve_embeds_sub_queries_itself(state: QueryState) -> None:
    retriever = FixedRetriever([METFORMIN])
    asked = replace(_asked(state), sub_queries=("metformin", "insulin"))
    await run_step(Retrieve(retriever, 0.0), asked)
    assert retriever.asked == [(("metformin", "insulin"), None)]


async def test_retrieve_more_merges_each_chunk_once_and_counts_the_round(
    state: QueryState,
) -> None:
    first, _, _ = await run_step(Retrieve(FixedRetriever([METFORMIN]), 0.0), _asked(state))
    better = replace(METFORMIN, fused=0.9)
    step = RetrieveMore(FixedRetriever([better, WEAK]), 0.0, top_k=5)
    after, _, _ = await run_step(step, replace(first, refined_query="metformin dose"))
    assert after.retrieval is not None
    assert [(c.chunk_id, c.fused) for c in after.retrieval.chunks] == [(1, 0.9), (2, 0.05)]
    assert after.sub_queries == (QUESTION, "metformin dose")
    assert after.rounds == 2
    assert after.refined_query is None


async def test_synthesize_without_evidence_asks_no_model(state: QueryState) -> None:
    llm = ScriptedLLM()
    after, notes, _ = await run_step(Synthesize(llm, LLMSettings(), DRAFTS), await _evidence(state))
    assert after.draft_text == ""
    assert llm.calls == []
    assert notes.values == {"skipped_llm": "no_evidence"}


async def test_synthesize_then_check_keeps_supported_citations_only(state: QueryState) -> None:
    llm = ScriptedLLM(["Metformin is the first-line drug for type 2 diabetes [1][7]."])
    written, _, _ = await run_step(
        Synthesize(llm, LLMSettings(), DRAFTS), await _evidence(state, METFORMIN)
    )
    assert "[1] Metformin" in llm.calls[0].messages[-1].content
    checked, notes, _ = await run_step(CHECK, written)
    assert checked.draft is not None
    assert checked.best is checked.draft
    assert checked.draft.check.supported_numbers == [1]
    assert notes.values["removed_citations"] == 1
    assert 0 < notes.values["confidence"] <= 1


async def test_check_citations_keeps_the_best_draft_of_all_rounds(state: QueryState) -> None:
    good = replace(await _evidence(state, METFORMIN), draft_text="Metformin is first-line [1].")
    first, _, _ = await run_step(CHECK, good)
    worse, _, _ = await run_step(CHECK, replace(first, draft_text="Nothing."))
    assert worse.draft is not None
    assert first.best is not None
    assert worse.best is first.best
    assert worse.draft.confidence < first.best.confidence


async def test_check_citations_removes_and_counts_a_contradicting_sentence(
    state: QueryState,
) -> None:
    evidence = await _evidence(state, METFORMIN)
    draft = (
        "Metformin is not the first-line drug for type 2 diabetes [1]. "
        "Metformin is the first-line drug for type 2 diabetes [1]."
    )
    checked, notes, _ = await run_step(CHECK, replace(evidence, draft_text=draft))
    assert checked.draft is not None
    assert checked.draft.check.text == "Metformin is the first-line drug for type 2 diabetes [1]."
    assert notes.values["contradicted_sentences"] == 1
    assert notes.values["removed_sentences"] == 1


async def test_check_citations_fails_closed_when_the_embedder_fails(state: QueryState) -> None:
    class Broken(HashingEmbedder):
        def embed(self, texts: Sequence[str]) -> Vectors:
            raise RuntimeError("model gone")

    evidence = await _evidence(state, METFORMIN)
    step = CheckCitations(SupportRule(0.4, 0.3), Broken(), Offload())
    with pytest.raises(StepFailed):
        await run_step(step, replace(evidence, draft_text="Metformin is first-line [1]."))


async def test_output_scan_says_not_found_with_the_sources_searched(state: QueryState) -> None:
    evidence = await _evidence(state, METFORMIN)
    checked, _, _ = await run_step(CHECK, replace(evidence, draft_text="Aspirin cures it [1]."))
    after, _, _ = await run_step(OutputScan(real_redactor(), Offload()), checked)
    assert after.answer_text is not None
    assert after.answer_text.text.startswith(NOT_FOUND)
    assert "Metformin" in after.answer_text.text


async def test_output_scan_redacts_identifiers_the_model_wrote(state: QueryState) -> None:
    evidence = await _evidence(state, METFORMIN)
    leaked = (
        "Metformin is the first-line drug for type 2 diabetes [1]. Call John Smith at 617-555-0199."
    )
    checked, _, _ = await run_step(LENIENT, replace(evidence, draft_text=leaked))
    after, notes, _ = await run_step(OutputScan(real_redactor(), Offload()), checked)
    assert after.answer_text is not None
    assert "617-555-0199" not in after.answer_text.text
    assert notes.values["entities"]
