"""Sentences of the answer shown while it is written: only complete, supported, redacted ones."""

from __future__ import annotations

import re

from clinrag.pipelines.citations import CitationCheck, check_citations
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.draft_relay import CheckedSentences
from clinrag.pipelines.evidence import Passage
from clinrag.security.redaction import RedactedText, RedactionSession, apply_spans
from tests.fakes import HashingEmbedder, chunk, real_redactor

EVIDENCE = "Metformin is the first-line drug for type 2 diabetes in adults."


def _passage() -> Passage:
    session = RedactionSession()
    plain = apply_spans("", [], session)
    return Passage(1, chunk(1, EVIDENCE), apply_spans(EVIDENCE, [], session), plain, plain, plain)


def _sentences(shown: list[str]) -> CheckedSentences:
    session = RedactionSession()

    async def redact(text: str) -> RedactedText:
        return real_redactor().redact(text, session)

    async def publish(text: str) -> None:
        shown.append(text)

    async def check(text: str) -> CitationCheck:
        return check_citations(text, [_passage()], SupportRule(0.4, 0.3), HashingEmbedder())

    return CheckedSentences(check, redact, publish)


async def _feed(sentences: CheckedSentences, text: str, shown: list[str]) -> list[int]:
    """Characters fed one by one; how many sentences were shown after each piece."""
    counts = []
    for piece in re.findall(r".", text, re.S):
        await sentences.piece(piece)
        counts.append(len(shown))
    return counts


async def test_a_supported_sentence_is_shown_once_complete_with_its_marker() -> None:
    shown: list[str] = []
    sentences = _sentences(shown)
    first = "Metformin is the first-line drug for type 2 diabetes [1]."
    counts = await _feed(sentences, first + " Aspirin cures everything [1]. Met", shown)
    assert shown == [first]
    # Not before the next sentence had begun with a word (a marker could still be arriving),
    # and as soon as it had.
    assert counts[len(first)] == 0
    assert counts[len(first) + 1] == 1
    await sentences.flush()
    assert shown == [first]  # the unsupported one never, the unfinished "Met" has no citation


async def test_markers_after_the_full_stop_belong_to_their_sentence() -> None:
    shown: list[str] = []
    sentences = _sentences(shown)
    await _feed(sentences, "Metformin is the first-line drug. [1] Next", shown)
    assert shown == ["Metformin is the first-line drug. [1]"]


async def test_an_identifier_the_model_wrote_is_redacted_before_it_is_shown() -> None:
    shown: list[str] = []
    sentences = _sentences(shown)
    await _feed(
        sentences, "Metformin is the first-line drug for John Smith with diabetes [1].", shown
    )
    await sentences.flush()
    assert len(shown) == 1
    assert "John" not in shown[0]
    assert "<PERSON_1>" in shown[0]


async def test_a_retried_call_does_not_show_a_sentence_twice() -> None:
    shown: list[str] = []
    sentences = _sentences(shown)
    text = "Metformin is the first-line drug [1]. Metformin is for diabetes in adults [1]."
    await _feed(sentences, text[:45], shown)
    sentences.restart()
    await _feed(sentences, text, shown)
    await sentences.flush()
    assert shown == [
        "Metformin is the first-line drug [1].",
        "Metformin is for diabetes in adults [1].",
    ]
