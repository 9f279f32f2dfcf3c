"""Right abstract @1/@3 per split, and the arm chosen leave-one-split-out."""

from __future__ import annotations

import pytest

from clinrag.evaluation.research_retrieval import (
    SplitScores,
    held_out_choice,
    rank_of,
    split_scores,
)
from clinrag.stance.research_set import ResearchQuestion


def _question(split: str) -> ResearchQuestion:
    return ResearchQuestion("q", "Does it help?", "yes", "s", "It helps.", split)  # type: ignore[arg-type]


def test_rank_of_counts_from_one() -> None:
    assert rank_of("b", ["a", "b"]) == 2
    assert rank_of("c", ["a", "b"]) is None


def test_split_scores() -> None:
    questions = [_question("dev"), _question("dev"), _question("test")]
    scores = split_scores(questions, [1, 3, None])
    assert scores["dev"] == SplitScores(2, 0.5, 1.0)
    assert scores["test"] == SplitScores(1, 0.0, 0.0)


def test_the_arm_is_chosen_without_the_split_it_is_scored_on() -> None:
    scores = {
        "a": {"dev": SplitScores(10, 0.9, 1.0), "test": SplitScores(10, 0.1, 1.0)},
        "b": {"dev": SplitScores(10, 0.2, 1.0), "test": SplitScores(10, 0.5, 1.0)},
    }
    chosen = held_out_choice(scores)
    assert chosen["dev"] == ("b", pytest.approx(0.2))  # b is better on test
    assert chosen["test"] == ("a", pytest.approx(0.1))  # a is better on dev


def test_a_tie_keeps_the_first_arm() -> None:
    same = {"dev": SplitScores(4, 0.5, 1.0), "test": SplitScores(4, 0.5, 1.0)}
    assert held_out_choice({"a": same, "b": same})["dev"][0] == "a"
