"""The rule-based stance reader on hand-written answers: each class, negations, "no
significant difference" against "significantly reduced", harm, arms named in reverse."""

from __future__ import annotations

import pytest

from clinrag.stance.arms import first_arm
from clinrag.stance.question import Question
from clinrag.stance.rules import read_stance

REDUCE = "Does glargine reduce nocturnal hypoglycaemia compared with placebo?"
IMPROVE = "Does glargine improve walking distance in claudication?"
COMPARE = "Is glargine more effective than detemir in lowering intraocular pressure?"
MORE_THAN = "Does glargine reduce hypoglycaemia more than detemir?"


@pytest.mark.parametrize(
    ("question", "answer", "stance"),
    [
        # yes: an effect in the direction asked, no negation
        (REDUCE, "Yes, glargine significantly reduced nocturnal hypoglycaemia [1].", "yes"),
        (REDUCE, "Glargine significantly reduced nocturnal hypoglycaemia [1].", "yes"),
        (REDUCE, "Nocturnal hypoglycaemia was less frequent with glargine [2].", "yes"),
        (IMPROVE, "Glargine improved walking distance compared with placebo [1].", "yes"),
        (IMPROVE, "Walking distance increased more with glargine than with placebo [1].", "yes"),
        (COMPARE, "Glargine was superior to detemir in lowering intraocular pressure [1].", "yes"),
        (MORE_THAN, "Glargine reduced hypoglycaemia more than detemir did [1].", "yes"),
        (MORE_THAN, "Yes, glargine reduce hypoglycaemia more than detemir [1].", "yes"),
        # no_difference: negations, "no significant", "did not differ", "similar"
        (
            REDUCE,
            "There was no significant difference in nocturnal hypoglycaemia [1].",
            "no_difference",
        ),
        (REDUCE, "Glargine did not reduce nocturnal hypoglycaemia [1].", "no_difference"),
        (
            REDUCE,
            "Rates of nocturnal hypoglycaemia did not differ between groups [1].",
            "no_difference",
        ),
        (
            REDUCE,
            "Nocturnal hypoglycaemia was similar with glargine and placebo [1].",
            "no_difference",
        ),
        (
            IMPROVE,
            "Glargine increased walking distance by a nonsignificant 14 m [1].",
            "no_difference",
        ),
        (COMPARE, "Glargine was not superior to detemir [1].", "no_difference"),
        (COMPARE, "Glargine was non-inferior to detemir [1].", "no_difference"),
        (REDUCE, "No, nocturnal hypoglycaemia did not differ between groups [1].", "no_difference"),
        # no: the opposite effect, harm, or an explicit "No,"
        (REDUCE, "Glargine increased the risk of nocturnal hypoglycaemia [1].", "no"),
        (REDUCE, "Nocturnal hypoglycaemia was more common with glargine than placebo [1].", "no"),
        (IMPROVE, "Walking distance worsened with glargine [1].", "no"),
        (COMPARE, "Glargine was less effective than detemir [1].", "no"),
        (COMPARE, "Detemir was significantly more effective than glargine [1].", "no"),
        (REDUCE, "No, it did the opposite [1].", "no"),
        # not found, unclear
        (REDUCE, "Not found in the available documents. Sources searched: a trial.", "not_found"),
        (REDUCE, "The available documents do not say whether glargine does so.", "not_found"),
        (REDUCE, "Glargine was studied in 120 adults over 24 weeks [1].", "unclear"),
    ],
)
def test_reads_the_stance_of_an_answer(question: str, answer: str, stance: str) -> None:
    assert read_stance(answer, question) == stance


def test_no_significant_difference_is_not_read_as_a_significant_reduction() -> None:
    assert read_stance("Glargine significantly reduced nocturnal hypoglycaemia.", REDUCE) == "yes"
    assert (
        read_stance(
            "Glargine produced no significant reduction in nocturnal hypoglycaemia.", REDUCE
        )
        == "no_difference"
    )


def test_the_clause_about_the_asked_outcome_decides_a_mixed_sentence() -> None:
    answer = (
        "Both drugs had similar safety profiles, but nocturnal hypoglycaemia was more common "
        "with glargine [1]."
    )

    assert read_stance(answer, REDUCE) == "no"


def test_a_question_knows_its_direction_outcome_and_arms() -> None:
    asked = Question.of(COMPARE)

    assert asked.direction == "any"
    assert asked.subject == {"glargin"}
    assert asked.other == {"detemir"}
    reduce = Question.of(REDUCE)
    assert reduce.direction == "down"
    assert {"nocturn", "hypoglycaemia"} <= reduce.outcome


@pytest.mark.parametrize(
    ("answer", "stance"),
    [
        # the comparator named by a short form is still the comparator
        ("The FVC in the RTX group improved from 61 to 67 [1].", "no"),
        ("FVC declined less in the CYC group than in the RTX group [1].", "yes"),
        # an arm after "compared with" is the comparison's other side, whatever comes first
        ("Compared with rituximab, cyclophosphamide better preserved the FVC [1].", "yes"),
        # "placebo-controlled" names the design, not the comparator
        ("The first rituximab-controlled trial to show preservation of FVC [1].", "yes"),
    ],
)
def test_arms_are_named_by_their_short_forms_and_the_agent_is_not_the_compared(
    answer: str, stance: str
) -> None:
    question = "Does cyclophosphamide preserve forced vital capacity better than rituximab?"
    assert read_stance(answer, question) == stance


def test_a_short_form_of_two_letters_names_no_arm() -> None:
    # "CI" fits the letters of "cyclophosphamide" but names the confidence interval
    answer = "By its CI, rituximab was more effective than cyclophosphamide [1]."
    question = "Is rituximab more effective than cyclophosphamide?"
    assert read_stance(answer, question) == "yes"


def test_the_control_group_is_an_arm_not_the_outcome_glycemic_control() -> None:
    answer = (
        "Hyperglycemia worsened in insulin-withdrawal patients, but it improved in control "
        "patients [1]."
    )
    assert read_stance(answer, "Does withdrawing insulin improve glycemic control?") == "no"


@pytest.mark.parametrize(
    ("question", "answer", "stance"),
    [
        # "no statistical differences" and a lone p-value at or above 0.05 report no difference
        (IMPROVE, "No statistical differences were observed in walking distance.", "no_difference"),
        (
            IMPROVE,
            "The difference in walking distance was small (12 versus 11 m, P = 0.99).",
            "no_difference",
        ),
        (IMPROVE, "Walking distance rose by 12 m (P = 0.004) [1].", "yes"),
        # a clause that refers back ("but the difference ...") is read with its effect
        (
            REDUCE,
            "Nocturnal hypoglycaemia was marginally higher with placebo, but the difference "
            "between the groups was not statistically significant.",
            "no_difference",
        ),
        # "except that" and "and similar to those in" start a clause of their own
        (
            REDUCE,
            "Adverse events did not differ except that nocturnal hypoglycaemia was more "
            "frequent with glargine than with placebo.",
            "no",
        ),
        (
            "Does glargine shorten the time to remission?",
            "The glargine group showed shorter time to remission and similar to those in the "
            "healthy group.",
            "yes",
        ),
    ],
)
def test_null_cues_and_clauses_that_qualify_an_effect(
    question: str, answer: str, stance: str
) -> None:
    assert read_stance(answer, question) == stance


@pytest.mark.parametrize(
    ("question", "answer", "stance"),
    [
        # "In <population>, does ..." : the population names no arm; verbs lose/gain/shorten
        (
            "In arthritis patients, do fewer people stop glargine than detemir because of "
            "side effects?",
            "The discontinuation rate was significantly lower for glargine than detemir.",
            "yes",
        ),
        (
            "Do patients on metformin lose weight when glargine is added, compared with placebo?",
            "Body weight modestly increased with glargine relative to placebo.",
            "no",
        ),
        # "Are Y less frequent with A than with B?": the comparative gives the direction
        (
            "Are serious adverse events less frequent with glargine than with placebo?",
            "Serious adverse events were more frequent in the glargine group.",
            "no",
        ),
        (
            "Are serious adverse events less frequent with glargine than with placebo?",
            "Serious adverse events were more frequent in the placebo group.",
            "yes",
        ),
        # a harm named as an arm's most common adverse effect is an increase of it
        (
            "In children, does glargine cause less somnolence than placebo?",
            "The most common adverse effect with glargine was somnolence.",
            "no",
        ),
        # figures per arm, with no direction word
        (
            REDUCE,
            "The incidence of nocturnal hypoglycaemia was 9.4% in the glargine group and 2.7% "
            "in the placebo group.",
            "no",
        ),
        (REDUCE, "Nocturnal hypoglycaemia occurred in 3% (vs. 12% with placebo).", "yes"),
        # tolerability is asked as fewer adverse events
        (
            "Is glargine better tolerated than detemir?",
            "Glargine was associated with a greater incidence of nausea and vomiting.",
            "no",
        ),
        # "the same ... as": a difference either way answers no
        (
            "Can patients reach the same walking distance with glargine as without it?",
            "Walking distance was significantly reduced with glargine.",
            "no",
        ),
        # "Does X worsen Y": harm is yes, improvement no
        ("Does glargine worsen renal function?", "Renal function worsened with glargine.", "yes"),
        ("Does glargine worsen renal function?", "Renal function improved with glargine.", "no"),
        # a comparator named after a modifier ("than the normal temperature saline group")
        (
            "Does refrigerated saline ease pain compared with room-temperature saline?",
            "Pain was lower in the cold group than the normal temperature saline group.",
            "yes",
        ),
    ],
)
def test_question_shapes_harms_and_figures(question: str, answer: str, stance: str) -> None:
    assert read_stance(answer, question) == stance


def test_a_comparative_question_knows_its_arms_and_outcome() -> None:
    asked = Question.of("Are serious adverse events less frequent with glargine than with placebo?")

    assert asked.direction == "down"
    assert asked.subject == {"glargin"}
    assert asked.other == {"placebo"}
    assert asked.outcome == {"serious", "advers", "event"}
    in_population = Question.of("In type 2 diabetes, does glargine reduce weight?")
    assert in_population.subject == {"glargin"}


def test_every_gold_reference_sentence_is_read_as_its_gold_stance() -> None:
    """The reader's own accuracy on the set's gold sentences (dev, test, test2): the rules
    were fixed while reading all three, so this pins them, it does not estimate them. The blind
    split test3 is measured by the eval (docs/benchmarks.md), not pinned."""
    from clinrag.stance.research_set import load_research_questions

    developed_on = [q for q in load_research_questions() if q.split in ("dev", "test", "test2")]
    misread = [q.id for q in developed_on if read_stance(q.reference, q.question) != q.stance]
    assert len(developed_on) > 100
    assert misread == []


def test_figures_listed_before_their_arms_go_with_them_respectively() -> None:
    question = "Does glargine cause more injection-site reactions than detemir?"
    answer = "Reactions were 35.6% and 46.4% in the glargine and the detemir groups, respectively."

    assert read_stance(answer, question) == "no"
    assert (
        read_stance(
            answer.replace("glargine and the detemir", "detemir and the glargine"), question
        )
        == "yes"
    )


@pytest.mark.parametrize(
    ("answer", "stance"),
    [
        # an answer's own verdict sentence is its stance, whatever its quote reads as
        ("Yes. There was no significant difference in nocturnal hypoglycaemia [1].", "yes"),
        ("No. Glargine significantly reduced nocturnal hypoglycaemia [1].", "no"),
        (
            "No significant difference. Glargine reduced nocturnal hypoglycaemia [1].",
            "no_difference",
        ),
        # not a verdict sentence: read by the rules as before
        ("No significant difference was seen in nocturnal hypoglycaemia [1].", "no_difference"),
        ("No, there was no significant difference in hypoglycaemia [1].", "no_difference"),
    ],
)
def test_a_stated_verdict_sentence_is_the_answers_stance(answer: str, stance: str) -> None:
    assert read_stance(answer, REDUCE) == stance


@pytest.mark.parametrize(
    ("question", "answer", "stance"),
    [
        # "superior to" names the comparator of the question, and of the answer
        (
            "Is timolol superior to betaxolol in lowering eye pressure?",
            "Betaxolol was superior to timolol in lowering eye pressure.",
            "no",
        ),
        (
            "Is timolol superior to betaxolol in lowering eye pressure?",
            "Timolol was superior to betaxolol in lowering eye pressure.",
            "yes",
        ),
        # null findings worded without "significant difference"
        (
            "Does zinc improve reading skills at four weeks?",
            "A single course of zinc does not appear to have significant effects on reading.",
            "no_difference",
        ),
        (
            "Does coffee worsen heart rhythm control?",
            "Our results seem to exclude any significant influence of coffee on rhythm control.",
            "no_difference",
        ),
        (
            "Is nadolol better than propranolol?",
            "Propranolol once daily was as effective in reducing pain as nadolol twice daily.",
            "no_difference",
        ),
        # "..., but there were no significant differences between the groups" qualifies
        (
            "Does nadolol reduce nausea?",
            "Nausea was lower with nadolol than placebo at all times but there were no "
            "significant differences between the groups.",
            "no_difference",
        ),
        # a secondary finding after "with a similar risk" / "with a reduced incidence" is its
        # own clause, read only when it names the asked outcome
        (
            "Do patients lose weight when nadolol is added?",
            "Nadolol improved glucose control and reduced weight with a similar risk of falls.",
            "yes",
        ),
        (
            "Does nadolol increase nocturnal hypoglycaemia compared with propranolol?",
            "Nadolol is effective in improving control with a reduced incidence of nocturnal "
            "hypoglycemia compared with propranolol.",
            "no",
        ),
        (
            "Does nadolol cause more falls than propranolol?",
            "Nadolol is as effective as propranolol in glucose control, and is associated "
            "with fewer falls.",
            "no",
        ),
        # a clause split off at ", with" takes the arm of the clause it qualifies
        (
            "Was nadolol better tolerated than propranolol?",
            "Both lowered pressure alike, but propranolol was better tolerated, with fewer reports "
            "of adverse effects.",
            "no",
        ),
        # "at a comparable dose" is the setting of a difference, not a null finding
        (
            "Does nadolol cause more weight gain than propranolol?",
            "Both lowered HbA1c, but with significantly less weight gain with nadolol at "
            "comparable insulin dosage.",
            "no",
        ),
        # harm verbs of a question: "make ... worse", "speed up"
        (
            "Does continuing nadolol make weight gain worse?",
            "Nadolol decreases weight gain and improves control.",
            "no",
        ),
        (
            "Does vitamin C speed up early arterial disease?",
            "Vitamin C appears to be effective in reducing the progression of arterial disease.",
            "no",
        ),
    ],
)
def test_comparators_null_wordings_and_qualifying_clauses(
    question: str, answer: str, stance: str
) -> None:
    assert read_stance(answer, question) == stance


def test_a_question_with_superior_to_knows_its_comparator_and_outcome() -> None:
    asked = Question.of("Is timolol superior to betaxolol in lowering eye pressure?")
    assert asked.other == frozenset({"betaxolol"})
    assert "pressur" in asked.outcome
    assert "betaxolol" not in asked.outcome


def test_an_arm_asked_by_brand_is_named_in_the_answer_by_its_generic() -> None:
    question = "Is Rescula twice a day better than Xalatan once a day at lowering eye pressure?"
    answer = (
        "Latanoprost once daily was significantly more effective in reducing intraocular "
        "pressure compared with unoprostone twice daily."
    )
    assert read_stance(answer, question) == "no"


def test_a_combination_holding_the_brands_generic_is_not_that_arm() -> None:
    asked = Question.of("Is Xalatan better than timolol at lowering eye pressure?")
    assert asked.subject_generics == frozenset({"latanoprost"})
    assert first_arm("latanoprost/brimonidine lowered pressure more", asked) is None
    assert first_arm("latanoprost lowered pressure more", asked) == "subject"


def test_a_generic_both_arms_hold_names_neither() -> None:
    asked = Question.of("Is Cosopt better than timolol at lowering eye pressure?")
    assert asked.subject_generics == frozenset({"dorzolamid"})
    assert asked.other_generics == frozenset()
