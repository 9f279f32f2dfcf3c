"""Where a research answer's agreement goes: the quotes matched to their documents and to the
gold sentence, and each miss given its place and cause."""

from __future__ import annotations

from clinrag.domain import Answer, Citation
from clinrag.evaluation.research_misses import breakdown, is_gold, place_of, quotes
from clinrag.stance.research_set import ResearchQuestion

QUESTION = ResearchQuestion(
    id="rq-x",
    question="Does glargine reduce nocturnal hypoglycaemia compared with NPH insulin?",
    stance="yes",
    source="trials/glargine",
    reference="Glargine reduced nocturnal hypoglycaemia compared with NPH insulin.",
    split="dev",
)
SOURCES = {1: "trials/glargine", 2: "trials/other"}


def _answer(text: str, *documents: int) -> Answer:
    citations = tuple(
        Citation(
            number=n,
            chunk_id=n,
            document_id=d,
            title="t",
            source="s",
            page=None,
            section=None,
            snippet="",
            relevance=1.0,
            support=1.0,
        )
        for n, d in enumerate(documents, start=1)
    )
    return Answer(
        text=text,
        citations=citations,
        confidence=0.9,
        pipeline="classical",
        query_type="SIMPLE",
        sub_queries=(),
        iterations=1,
        found=True,
        kind="extractive",
        flags=(),
        searched=(),
        redacted_query="",
        reranker=None,
    )


def test_quotes_are_matched_to_their_cited_documents_without_the_verdict() -> None:
    answer = _answer("Yes. First finding. [1] Second finding. [2]", 1, 2)
    assert quotes(answer, SOURCES) == [
        ("trials/glargine", "First finding."),
        ("trials/other", "Second finding."),
    ]


def test_a_quote_of_the_reference_is_gold_and_another_sentence_is_not() -> None:
    assert is_gold(
        "Glargine reduced nocturnal hypoglycaemia compared with NPH insulin.", QUESTION.reference
    )
    assert not is_gold("HbA1c was similar in both groups at 24 weeks.", QUESTION.reference)


def test_each_answer_gets_its_place_and_a_miss_with_the_gold_quoted_its_cause() -> None:
    gold = f"{QUESTION.reference} [1]"
    agreeing = place_of(QUESTION, _answer(gold, 1), "yes", None, SOURCES)
    wrong_verdict = place_of(QUESTION, _answer(f"No. {gold}", 1), "no", "no", SOURCES)
    other_quotes = place_of(QUESTION, _answer(gold, 1), "no", None, SOURCES)
    other_sentence = place_of(QUESTION, _answer("HbA1c was similar. [1]", 1), "no", None, SOURCES)
    other_study = place_of(QUESTION, _answer("A finding. [1]", 2), "yes", None, SOURCES)
    assert (agreeing.place, agreeing.agrees, agreeing.cause) == ("gold_quoted", True, None)
    assert (wrong_verdict.place, wrong_verdict.cause) == ("gold_quoted", "verdict")
    assert (other_quotes.place, other_quotes.cause) == ("gold_quoted", "phrasing")
    assert other_sentence.place == "other_sentence"
    assert other_study.place == "other_study"
    assert place_of(QUESTION, None, "not_found", None, SOURCES).place == "not_answered"
    counts = breakdown([agreeing, wrong_verdict, other_quotes, other_sentence, other_study])
    assert counts["gold_quoted"] == 3
    assert counts["gold_quoted/agree"] == 1
    assert counts["gold_quoted/miss/verdict"] == 1
    assert counts["other_sentence/miss/gold_readable"] == 1
