"""A task on its first line and the content below it are told apart; a question, a document
pasted with no task and a one-line request are not that shape; with no cue in it, such a text
needs the full kNN margin to corroborate the classifier. Phrasings written for these tests
(not in the guard's families)."""

from __future__ import annotations

import pytest

from clinrag.security.injection import CUE, Thresholds, flags
from clinrag.security.pasted_content import split_request


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("Tidy this table for the ward board:\nBed 3  NBM\nBed 4  IV abx", "Tidy this table"),
        ("Can you summarise the email below?\nHi all, theatre 2 closed Friday.", "summarise"),
        ("Bitte übersetzen:\nDer Patient ist stabil.", "übersetzen"),
        ("Résume ce courrier :\nPatiente vue en consultation.", "Résume"),
    ],
)
def test_a_task_over_pasted_material_is_split(text: str, task: str) -> None:
    handover = split_request(text)
    assert handover is not None
    assert task in handover.request
    assert handover.content == text.partition("\n")[2].strip()


@pytest.mark.parametrize(
    "text",
    [
        "What is the maximum dose of paracetamol in renal impairment?",
        "DISCHARGE LETTER\nPatient stable, home today.",
        "Summarise this for me: https://example.org/guideline",
        "Can you summarise this?\n",
        "Is a potassium of 5.9 dangerous\nafter starting ramipril?",
    ],
)
def test_other_shapes_are_not_split(text: str) -> None:
    assert split_request(text) is None


def test_a_request_over_content_with_no_cue_needs_the_full_margin() -> None:
    # an assisted margin below the margin (the shipped one may equal it after a retune)
    shipped = Thresholds(margin=0.40, assisted_margin=0.12)
    between = (shipped.assisted_margin + shipped.margin) / 2
    sure = shipped.classifier + 0.1

    def flagged(cue: float, margin: float, handed_over: bool) -> bool:
        return bool(flags(cue, cue, margin, sure, shipped, handed_over))

    assert flagged(0.0, between, handed_over=False)
    assert not flagged(0.0, between, handed_over=True)
    assert flagged(CUE, between, handed_over=True)
    assert flagged(0.0, shipped.margin, handed_over=True)
