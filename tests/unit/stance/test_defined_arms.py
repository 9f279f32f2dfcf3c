"""An arm named by a short form the abstract defines (``stance.defined_arms``)."""

from __future__ import annotations

from clinrag.stance.arms import first_arm
from clinrag.stance.defined_arms import with_defined_arms
from clinrag.stance.question import Question
from clinrag.stance.rules import read_stance

_ABSTRACT = (
    "Patients received the brimonidine/timolol fixed combination (BTFC) or the "
    "dorzolamide/timolol-fixed combination (DTFC) for 3 months. Intraocular pressure (IOP) "
    "was measured every 4 hours."
)


def test_a_short_form_names_the_arm_its_long_form_names() -> None:
    asked = with_defined_arms(
        Question.of("Is Combigan better than Cosopt at lowering IOP?"), _ABSTRACT
    )
    assert "btfc" in asked.subject
    assert "dtfc" in asked.other
    assert "iop" not in asked.subject | asked.other  # an outcome, no arm
    assert first_arm("DTFC lowered IOP more than BTFC", asked) == "other"


def test_the_conclusion_written_with_short_forms_is_turned_round() -> None:
    question = "Is Combigan better than Cosopt at lowering eye pressure?"
    sentence = "DTFC provided significantly better 24-hour efficacy."
    assert read_stance(sentence, question) == "yes"  # alone: no arm named, read as it stands
    asked = with_defined_arms(Question.of(question), _ABSTRACT)
    assert read_stance(sentence, asked) == "no"


def test_a_combination_is_the_arm_whose_generics_it_holds_not_the_shared_one() -> None:
    question = "Does timolol on its own lower the pressure more than Combigan?"
    asked = with_defined_arms(Question.of(question), _ABSTRACT)
    assert "btfc" in asked.other
    assert "btfc" not in asked.subject
    assert read_stance("BTFC has a superior IOP-lowering effect than timolol.", asked) == "no"


def test_a_short_form_the_question_uses_is_named_by_its_long_form() -> None:
    question = "Is epirubicin in Lipiodol better at shrinking the tumour than SMANCS in Lipiodol?"
    abstract = "We compared styrene maleic acid neocarzinostatin (SMANCS) with epirubicin."
    asked = with_defined_arms(Question.of(question), abstract)
    assert {"styren", "neocarzinostatin"} <= asked.other
    sentence = (
        "Styrene maleic acid neocarzinostatin in Lipiodol exerts a more favorable effect than "
        "does epirubicin in Lipiodol."
    )
    assert read_stance(sentence, asked) == "no"


def test_no_context_or_one_armed_question_changes_nothing() -> None:
    asked = Question.of("Is Combigan better than Cosopt at lowering IOP?")
    assert with_defined_arms(asked, "") is asked
    one_arm = Question.of("Does metformin lower HbA1c?")
    assert with_defined_arms(one_arm, _ABSTRACT) is one_arm
