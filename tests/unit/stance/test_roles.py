"""Sentence roles: a quoted answer gives a finding, not a sentence restating the question."""

from __future__ import annotations

import pytest

from clinrag.stance.roles import RANK, role_of


@pytest.mark.parametrize(
    ("sentence", "role"),
    [
        ("CONCLUSIONS A single dose of secretin does not improve behaviour.", "conclusion"),
        ("These results suggest that colesevelam may improve glycaemic control.", "conclusion"),
        ("The study failed to demonstrate superiority of riluzole over placebo.", "result"),
        ("This trial showed no benefit of aminophylline.", "conclusion"),
        ("HBB induced a significant rise in heart rate (p < 0.001).", "result"),
        ("Quit rates were higher with the intervention (14% vs 6%).", "result"),
        ("OBJECTIVE To determine whether pulse dosing is as effective.", "aim"),
        ("STUDY OBJECTIVE: To evaluate the effect of acarbose.", "aim"),
        ("The purpose of this study was to investigate VF duration.", "aim"),
        ("We aimed to test a combined smoking cessation intervention.", "aim"),
        ("Does metformin lower HbA1c more than pioglitazone?", "aim"),
        ("Patients were randomized to riluzole or placebo.", "design"),
        ("Primary outcomes included change in language scores.", "design"),
        ("Metformin is taken with meals.", "other"),
        # a finding in the plural
        ("There were no differences in hospital admission rate.", "result"),
        # background: what earlier work showed, or what the study set out to overcome
        ("Insulin has been shown to improve glycemic control, with increased risk.", "aim"),
        ("In order to improve compliance, a transdermal patch was developed.", "aim"),
        ("Little is known about the increased risk of falls.", "aim"),
        ("Whether metformin lowers weight remains unclear.", "aim"),
    ],
)
def test_a_sentence_has_the_role_its_wording_gives_it(sentence: str, role: str) -> None:
    assert role_of(sentence) == role


def test_a_conclusion_ranks_before_a_result_before_anything_else_before_a_restatement() -> None:
    assert RANK["conclusion"] < RANK["result"] < RANK["other"] < RANK["aim"]
    assert RANK["aim"] == RANK["design"] == RANK["title"]
