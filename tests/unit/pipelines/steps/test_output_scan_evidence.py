"""The output scan leaves what the evidence (scanned at ingest) writes as it is, and redacts a
name the model adds, or every span when there is no evidence to compare with (issue 14's
"lady in bed four": a study's "Disability" read as a person out of its abstract)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from clinrag.domain import RetrievedChunk
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.evidence_words import EvidenceWords
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.check_citations import CheckCitations
from clinrag.pipelines.steps.output_scan import OutputScan
from clinrag.pipelines.steps.redact_evidence import RedactEvidence
from clinrag.pipelines.steps.retrieve import Retrieve
from clinrag.security.redaction import RedactionSession, redact_outside
from tests.fakes import FixedRetriever, HashingEmbedder, chunk, real_redactor
from tests.unit.pipelines.steps.conftest import run_step

RESULT = (
    "Disability (days spent in bed) and quality of life (Physical, Psychological and "
    "Environmental domains) were significantly improved for the DBT group."
)
SCANNED_AT_INGEST = {"text": [], "title": [], "source": [], "section": []}
"""What the ingest scan stored for that passage: no identifier in it."""
CHECK = CheckCitations(SupportRule(lexical=0.1, similarity=0.1), HashingEmbedder(), Offload())


def _trial() -> RetrievedChunk:
    found = chunk(7, RESULT, title="Dialectical behaviour therapy in women")
    return replace(found, phi_spans=SCANNED_AT_INGEST)


async def _answered(state: QueryState, draft: str) -> str:
    asked = replace(
        state,
        query=real_redactor().redact("Does it help?", state.session),
        vector=np.ones(4, dtype=np.float32) / 2,
    )
    retrieved, _, _ = await run_step(Retrieve(FixedRetriever([_trial()]), 0.0), asked)
    evidence, _, _ = await run_step(RedactEvidence(real_redactor(), Offload()), retrieved)
    checked, _, _ = await run_step(CHECK, replace(evidence, draft_text=draft))
    after, _, _ = await run_step(OutputScan(real_redactor(), Offload()), checked)
    assert after.answer_text is not None
    return after.answer_text.text


def test_the_scan_reads_the_study_word_as_a_person_out_of_its_abstract() -> None:
    """The case itself: in a sentence of its own, the redactor takes "Disability" for a name."""
    sentence = "Disability was significantly improved for the DBT group [1]."
    found = real_redactor().find(sentence)
    assert [sentence[s:e] for s, e, _ in found] == ["Disability"]


async def test_a_word_the_evidence_writes_is_not_redacted_again(state: QueryState) -> None:
    answer = await _answered(state, "Disability was significantly improved for the DBT group [1].")
    assert answer.startswith("Disability was significantly improved")
    assert "<PERSON" not in answer


async def test_a_name_the_model_adds_is_still_redacted(state: QueryState) -> None:
    answer = await _answered(state, "Tremaine Okafor said disability was improved [1].")
    assert "Tremaine" not in answer
    assert "Okafor" not in answer
    assert "<PERSON_1>" in answer


def test_without_evidence_every_span_is_redacted() -> None:
    sentence = "Disability was significantly improved for the DBT group [1]."
    held = EvidenceWords.of(()).holds
    scanned = redact_outside(real_redactor(), sentence, RedactionSession(), [], held)
    assert scanned.text.startswith("<PERSON_1> was")


def test_a_comparison_that_fails_redacts() -> None:
    def broken(_: str) -> bool:
        raise RuntimeError("no evidence to compare with")

    sentence = "Disability was significantly improved for the DBT group [1]."
    scanned = redact_outside(real_redactor(), sentence, RedactionSession(), [], broken)
    assert scanned.text.startswith("<PERSON_1> was")


def test_evidence_words_match_whole_words_exactly() -> None:
    words = EvidenceWords(("Disability (days spent in bed) improved for the DBT group.",))
    assert words.holds("Disability")
    assert words.holds("DBT")
    assert not words.holds("disability")  # not as written
    assert not words.holds("Disab")  # part of a word
    assert not words.holds("Okafor")
    assert not words.holds("D")  # too short to tell
