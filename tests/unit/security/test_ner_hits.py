"""What part of an NER hit may be a name: no rule line, no label at its edges, no shorthand."""

from __future__ import annotations

import pytest

from clinrag.security.ner_hits import outside_terms, segment_may_be_name, without_edge_labels


@pytest.mark.parametrize(
    ("segment", "first", "expected"),
    [
        ("-------------------------------", False, False),  # the production "-----" artefact
        ("Electronically signed", False, False),
        ("Lauren Mcconnell", False, True),  # a name on the next line stays a name
        ("Signed", True, True),  # the first line is the model's own reading
    ],
)
def test_lines_an_ner_hit_runs_onto(segment: str, first: bool, expected: bool) -> None:
    assert segment_may_be_name(segment, first=first) is expected


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Patient Smith", "Smith"),
        ("ED NOTE", "ED"),
        ("Dr Ward", "Ward"),  # a label word after a title is a surname
        ("Smith Ward", "Smith Ward"),  # so is a title-case last word
        ("April Sleutjes", "April Sleutjes"),  # a calendar word that is a given name
        ("A. Larsen", "A. Larsen"),  # an initial is not the article "a"
    ],
)
def test_label_words_at_the_edges_go(text: str, kept: str) -> None:
    start, end = without_edge_labels(text, 0, len(text), [])
    assert text[start:end].strip() == kept


def test_words_inside_clinical_terms_are_not_counted() -> None:
    text = "Troponin x2"
    assert outside_terms(text, 0, len(text), [(0, 8)]) == "x2"
    assert outside_terms(text, 0, 8, [(0, 8)]) == "0"
