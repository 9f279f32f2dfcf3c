"""The retry's query without a model call: the question's focus words, then title terms."""

from __future__ import annotations

import pytest

from clinrag.pipelines.retry_query import EXPANSION_WORDS, expanded_query, focus_query


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Is there any evidence that colesevelam reduces constipation in adults?",
            "colesevelam reduces constipation adults",
        ),
        ("Tell me about the studies of <PERSON_1> on metformin", "metformin"),
        ("metformin dose", None),  # nothing to drop: not a new query
        ("Is there any evidence?", None),  # nothing left
    ],
)
def test_focus_query_keeps_the_content_words_only(question: str, expected: str | None) -> None:
    assert focus_query(question) == expected


def test_expanded_query_adds_the_titles_subject_words_the_question_lacks() -> None:
    expanded = expanded_query(
        "Does the sugar pill help heart attack patients?",
        ["Placebo-controlled trial of aspirin after myocardial infarction", "Aspirin <PERSON_2>"],
    )
    assert expanded is not None
    words = expanded.split()
    assert words[:3] == ["sugar", "pill", "heart"]
    assert {"placebo-controlled", "aspirin", "myocardial", "infarction"} <= set(words)
    assert "<person_2>" not in expanded.lower()  # a placeholder is never a search word
    assert words.count("aspirin") == 1


def test_expanded_query_is_bounded_and_none_when_titles_add_nothing() -> None:
    many = [" ".join(f"zorbinex{i}ide" for i in range(20))]
    expanded = expanded_query("metformin dose", many)
    assert expanded is not None
    assert len(expanded.split()) == 2 + EXPANSION_WORDS
    assert expanded_query("metformin dose", ["Metformin"]) is None
