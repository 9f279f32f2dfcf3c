"""Lay-worded questions, claims of no effect and the null phrasings of stance15: each rule
read on made-up sentences, and each switched off by name as the held-out figures do."""

from __future__ import annotations

import pytest

from clinrag.shipped_data import SEEN_QUESTION_SPLITS
from clinrag.stance.lay_wording import plain_question
from clinrag.stance.null_phrases import NULL_PHRASES, says_null
from clinrag.stance.question import Question
from clinrag.stance.rule_switches import MOTIVATED_BY, on, switched_off
from clinrag.stance.rules import read_stance

CLAIM = (
    "Ward nurse: a colleague says the cooling vest did nothing at all for heat cramps. "
    "Is that right?"
)


@pytest.mark.parametrize(
    ("question", "direction"),
    [
        ("Pharmacist: will atorvastatin push the triglycerides up?", "up"),
        ("Could the stretching class push up back pain?", "up"),
        ("Does surgery stir up a bigger inflammatory response than a plaster cast?", "up"),
        ("Does her ferritin go up on the new tablets?", "up"),
        ("Will the powder lift his serum zinc?", "up"),
        ("Does lithium quieten the hippocampus during recall?", "down"),
        ("Does the diet deplete circulating ketones?", "down"),
    ],
)
def test_lay_verbs_give_the_direction(question: str, direction: str) -> None:
    assert Question.of(question).direction == direction


def test_a_fall_answers_a_push_up_question_no() -> None:
    asked = "Will atorvastatin push the triglycerides up?"
    assert read_stance("Atorvastatin lowered triglycerides by 20%.", asked) == "no"


def test_cheaper_asks_for_a_lower_cost() -> None:
    asked = "Is a single visit cheaper than weekly visits?"
    assert read_stance("Total costs were significantly lower with a single visit.", asked) == "yes"
    assert read_stance("A single visit was associated with an increased cost.", asked) == "no"


def test_a_reported_claim_is_the_question() -> None:
    text, null_claim = plain_question(CLAIM)
    assert null_claim
    assert "cooling vest improve heat cramps" in text


@pytest.mark.parametrize(
    ("answer", "stance"),
    [
        ("The cooling vest significantly improved heat cramps.", "no"),
        ("Heat cramps worsened with the cooling vest.", "no"),
        ("There was no significant difference in heat cramps.", "no_difference"),
        ("Yes, it did nothing.", "no_difference"),
    ],
)
def test_a_claim_of_no_effect_is_answered_no_by_an_effect(answer: str, stance: str) -> None:
    assert read_stance(answer, CLAIM) == stance


def test_only_the_question_sentence_holds_the_claim() -> None:
    asked = "You keep saying the herbs add nothing - so is acupuncture better than massage?"
    assert not Question.of(asked).null_claim
    assert Question.of("Is it true that the app makes no difference to sleep?").null_claim


@pytest.mark.parametrize(
    "text",
    [
        "The differences did not reach statistical significance.",
        "Significant differences were not observed on most measures.",
        "There was no evidence of an overall treatment effect.",
        "No measurable vascular effects were seen.",
        "The drug did not produce any significant change in pain.",
        "Scores rose to the same degree in both arms.",
        "Response rates were almost identical in both groups.",
        "No association between dose and anxiety was found.",
        "Rhythm control did not matter.",
        "The gains were not maintained at follow-up.",
    ],
)
def test_null_phrasings(text: str) -> None:
    assert says_null(text)
    names = [name for name, pattern in NULL_PHRASES if pattern.search(text)]
    with switched_off(names):
        assert not says_null(text)


def test_every_named_rule_says_where_it_came_from_and_is_on_by_default() -> None:
    assert MOTIVATED_BY
    assert all(splits for splits in MOTIVATED_BY.values())
    assert all(on(name) for name in MOTIVATED_BY)
    with switched_off(["lay_push_up"]):
        assert not on("lay_push_up")
        assert Question.of("Will atorvastatin push the triglycerides up?").direction == "any"
    assert on("lay_push_up")


def test_rules_come_only_from_seen_splits() -> None:
    seen = set(SEEN_QUESTION_SPLITS)
    assert all(splits <= seen for splits in MOTIVATED_BY.values())
