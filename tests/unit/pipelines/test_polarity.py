"""Stances and facts read from single sentences: what the citation check compares."""

from __future__ import annotations

import pytest

from clinrag.pipelines.claim_facts import drugs, missing_quantities, quantities
from clinrag.pipelines.polarity import Stance, clauses, stance


@pytest.mark.parametrize(
    ("claim", "evidence", "conflict"),
    [
        ("X significantly reduced pain.", "X significantly reduced pain.", None),
        ("X reduced pain.", "There was no significant difference in pain.", "no_difference"),
        ("Pain did not differ between groups.", "Pain was similar in both groups.", None),
        ("X was effective.", "X was not effective.", "negation"),
        ("X increased the response rate.", "X decreased the response rate.", "direction"),
        ("X lowered IOP more than Y.", "X gave a greater IOP reduction than Y.", None),
        ("X gave a smaller IOP reduction.", "X gave a greater IOP reduction.", "direction"),
        ("X improved glycaemic control.", "X worsened glycaemic control.", "direction"),
        ("Flow increased from 4 to 5.", "Flow increased from 4 to 5 (P less than .006).", None),
    ],
)
def test_stances_agree_or_name_the_conflict(
    claim: str, evidence: str, conflict: str | None
) -> None:
    assert stance(claim).conflicts(stance(evidence)) == conflict


def test_statistics_in_brackets_and_registry_numbers_are_no_stance() -> None:
    assert clauses("X helped (p < 0.01), without harm (Registry No: NCT 0099).") == [
        "X helped",
        "without harm",
    ]
    assert stance("Registry No: 12") == Stance(False, False, 0, 0)


def test_quantities_keep_units_and_frequencies() -> None:
    evidence = quantities("Metformin 500 mg twice daily lowered IOP by 7.5 (32.7%) and 7.1 mmHg.")
    assert missing_quantities(quantities("500 mg twice daily"), evidence) == []
    assert missing_quantities(quantities("lowered IOP by 7.5 mmHg"), evidence) == []
    assert missing_quantities(quantities("500 g"), evidence) == [("500", "g")]
    assert missing_quantities(quantities("once daily"), evidence) == [("1", "times")]
    assert missing_quantities(quantities("by 8.5 mmHg"), evidence) == [("8.5", "mmhg")]


def test_drugs_by_lexicon_and_inn_stem() -> None:
    assert drugs("Dorzolamide/timolol versus latanoprost and metformin in patients") == {
        "dorzolamide",
        "timolol",
        "latanoprost",
        "metformin",
    }
