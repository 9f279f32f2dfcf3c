"""Values named only to be set aside ("as opposed to", "not", "rather than", "leaving ...
aside"), several teams named together, and "parallel-group" as the controlled design. Wordings
of their own, not copies of evaluation questions."""

from __future__ import annotations

import pytest

from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.negations import without_negated
from tests.unit.pipelines.agent.schema import RULE_FIELDS


def _filters(question: str) -> set[str]:
    return {f.describe() for f in decompose(question, None, RULE_FIELDS).filters}


@pytest.mark.parametrize(
    ("question", "kept", "dropped"),
    [
        ("Which cardiology policies do we hold, as opposed to guidelines?", "policy", "guideline"),
        ("The emergency protocols, not the policies.", "protocol", "policy"),
        ("cardiology guidelines rather than protocols", "guideline", "protocol"),
        ("every policy and protocol, leaving the guidelines aside", "policy", "guideline"),
    ],
)
def test_a_value_set_aside_is_no_filter_value(question: str, kept: str, dropped: str) -> None:
    kinds = [f for f in _filters(question) if f.startswith("document_type")]
    assert kinds
    assert all(kept in f for f in kinds)
    assert not any(dropped in f for f in kinds)


def test_a_status_set_aside_leaves_the_one_asked_for() -> None:
    filters = _filters("anticoagulants that are on formulary, not restricted")
    assert "formulary_status = formulary" in filters


def test_not_blinded_is_still_open_label() -> None:
    assert "blinding = open_label" in _filters("asthma trials where the staff were not blinded")


def test_the_blanked_question_keeps_its_length_and_the_rest() -> None:
    question = "Policies, not guidelines, for the ICU."
    blanked = without_negated(question)
    assert len(blanked) == len(question)
    assert "guidelines" not in blanked
    assert "Policies" in blanked
    assert "ICU" in blanked


def test_two_teams_named_together_are_either_department() -> None:
    filters = _filters("What have the A&E and ICU teams written?")
    assert "department in emergency, intensive care" in filters


def test_parallel_group_is_the_controlled_design_not_the_crossover() -> None:
    filters = _filters("the double-blind parallel-group asthma trial (not a crossover)")
    assert "design = randomized_controlled" in filters
