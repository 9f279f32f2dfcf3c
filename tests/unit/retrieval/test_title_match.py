"""Document-level ranking by title: the study whose title names the question's distinguishing
arms outranks studies of the same drugs whose chunks score a little higher."""

from __future__ import annotations

from dataclasses import replace

import pytest

from clinrag.retrieval.title_match import ranked_by_document, title_matches
from tests.fakes import chunk

QUESTION = "Is dorzolamide superior to latanoprost in reducing intraocular pressure?"


def test_a_word_every_title_holds_weighs_nothing() -> None:
    titles = [
        "Latanoprost versus timolol in glaucoma",
        "Latanoprost and dorzolamide in glaucoma and ocular hypertension",
        "Latanoprost versus brimonidine",
    ]
    matches = title_matches(QUESTION, titles)
    assert matches[1] == pytest.approx(1.0)  # dorzolamide: the only discriminating word
    assert matches[0] == 0.0
    assert matches[2] == 0.0


def test_no_title_no_match() -> None:
    assert title_matches(QUESTION, ["", ""]) == [0.0, 0.0]


def test_the_study_of_the_asked_arms_rises_above_closer_chunks_of_other_studies() -> None:
    chunks = [
        replace(
            chunk(1, "IOP fell with latanoprost.", title="Latanoprost versus timolol", score=0.82),
            sub_query=QUESTION,
        ),
        replace(
            chunk(2, "IOP fell more.", title="Latanoprost versus brimonidine", score=0.81),
            sub_query=QUESTION,
        ),
        replace(
            chunk(3, "Latanoprost was superior.", title="Latanoprost and dorzolamide", score=0.80),
            sub_query=QUESTION,
        ),
    ]
    assert [c.chunk_id for c in ranked_by_document(chunks, 0.0)] == [1, 2, 3]
    ranked = ranked_by_document(chunks, 0.1)
    assert [c.chunk_id for c in ranked] == [3, 1, 2]
    assert ranked[0].title_match == pytest.approx(1.0)


def test_untitled_documents_keep_the_fused_order() -> None:
    chunks = [
        replace(chunk(i, f"claim {i}", score=0.9 - i / 10), sub_query=QUESTION) for i in range(4)
    ]
    assert [c.chunk_id for c in ranked_by_document(chunks, 0.5)] == [0, 1, 2, 3]


def test_the_title_match_reads_the_query_as_expanded() -> None:
    """A brand no title holds matches through the generic ``read_as`` appends."""
    asked = "Is Trusopt better than Xalatan?"
    chunks = [
        replace(chunk(1, "a", title="Latanoprost versus timolol"), sub_query=asked),
        replace(chunk(2, "b", title="Dorzolamide versus latanoprost", score=0.49), sub_query=asked),
    ]
    plain = ranked_by_document(chunks, 0.1)
    assert [c.chunk_id for c in plain] == [1, 2]

    def expanded(query: str) -> str:
        return query + " dorzolamide latanoprost"

    read = ranked_by_document(chunks, 0.1, expanded)
    assert [c.chunk_id for c in read] == [2, 1]
    assert read[0].title_match == pytest.approx(1.0)
