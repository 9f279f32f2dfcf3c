"""The research-question set: balanced stances, a split by abstract, references quoted
verbatim from the abstract each question is about."""

from __future__ import annotations

from collections import Counter

import pytest

from clinrag.evaluation.datasets import select_questions
from clinrag.shipped_data import SEEN_QUESTION_SPLITS, UNRUN_BLIND_SPLITS
from clinrag.stance.research_set import load_research_questions, load_sample_corpus


def test_at_least_sixty_questions_with_unique_ids_and_one_abstract_each() -> None:
    questions = load_research_questions()

    assert len(questions) >= 60
    assert len({q.id for q in questions}) == len(questions)
    assert len({q.source for q in questions}) == len(questions)


def test_stances_are_balanced_not_mostly_yes() -> None:
    counts = Counter(q.stance for q in load_research_questions())

    assert set(counts) == {"yes", "no", "no_difference"}
    total = sum(counts.values())
    for stance, count in counts.items():
        assert 0.28 <= count / total <= 0.38, (stance, counts)


def test_the_split_is_by_abstract_with_at_least_forty_percent_test_in_every_stance() -> None:
    questions = [q for q in load_research_questions() if q.split in ("dev", "test")]
    dev = {q.source for q in questions if q.split == "dev"}
    test = {q.source for q in questions if q.split == "test"}

    assert dev.isdisjoint(test)
    assert dev | test == {q.source for q in questions}
    for stance in ("yes", "no", "no_difference"):
        of_stance = [q for q in questions if q.stance == stance]
        assert sum(q.split == "test" for q in of_stance) / len(of_stance) >= 0.4, stance


def assert_a_blind_split(split: str, prefix: str, per_stance: int = 12) -> None:
    """Written blind without reading the stance code: ``per_stance`` of each stance, ids named by
    the abstract's number, none of them an abstract another split asks about; asked only when
    named, never by a run of the default splits."""
    questions = load_research_questions()
    blind = [q for q in questions if q.split == split]
    others = {q.source for q in questions if q.split != split}

    assert Counter(q.stance for q in blind) == dict.fromkeys(
        ("yes", "no", "no_difference"), per_stance
    )
    assert len({q.source for q in blind}) == len(blind)
    for question in blind:
        assert question.id == f"{prefix}-" + question.source.removeprefix("pubmed_trials/")
        assert question.source not in others, question.id
    assert [q.split for q in select_questions(questions, split, None)] == [split] * len(blind)
    assert len(blind) == 3 * per_stance
    assert split not in {q.split for q in select_questions(questions, None, None)}


@pytest.mark.parametrize(
    ("split", "per_stance"),
    [(f"test{n}", 12) for n in range(2, 13)] + [("test13", 10)],
)
def test_each_blind_split_is_balanced_on_abstracts_no_other_split_uses(
    split: str, per_stance: int
) -> None:
    """test13: 10 of each stance on 30 of the last 34 unused abstracts (two protocols, a results
    sentence with no direction and a truncated bioequivalence report left out)."""
    assert_a_blind_split(split, "rq" + split.removeprefix("test"), per_stance)


@pytest.mark.parametrize("split", ["test11", "test12", "test13"])
def test_the_blind_splits_run_once_are_seen_since(split: str) -> None:
    """Run blind once on 2026-11-26, so now among the seen splits."""
    assert split in SEEN_QUESTION_SPLITS
    assert split not in UNRUN_BLIND_SPLITS


def test_the_blind_split_test14_has_no_research_rows_and_selects_none() -> None:
    """Round fourteen wrote agent questions only: no unused abstract was left for a research
    question, so the split is registered (the agent set has it) but the research set has no
    row of it, and asking it by name selects nothing rather than failing."""
    questions = load_research_questions()
    assert not [q for q in questions if q.split == "test14"]
    assert select_questions(questions, "test14", None) == []
    assert "test14" in UNRUN_BLIND_SPLITS
    assert "test14" not in SEEN_QUESTION_SPLITS


def test_each_reference_is_quoted_verbatim_from_its_own_abstract() -> None:
    abstracts = {d.source: " ".join(d.full_text.split()) for d in load_sample_corpus()}

    for question in load_research_questions():
        assert question.source in abstracts, question.id
        assert question.reference in abstracts[question.source], question.id
        assert question.question.endswith("?"), question.id


def test_a_limited_selection_takes_the_stances_in_turn_from_one_split() -> None:
    chosen = select_questions(load_research_questions(), "test", 6)

    assert [q.stance for q in chosen] == ["yes", "no", "no_difference"] * 2
    assert {q.split for q in chosen} == {"test"}
    everything = load_research_questions()
    assert len(select_questions(everything, None, None)) == sum(
        q.split in ("dev", "test") for q in everything
    )
    assert {q.split for q in select_questions(everything, "test2", None)} == {"test2"}
