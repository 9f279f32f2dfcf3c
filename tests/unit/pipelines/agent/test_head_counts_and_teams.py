"""A new author's wordings of sizes, masking, teams, the formulary status and constraints no
field holds (branch agent18), one family per test, in wordings of their own (no evaluation
question copied): each becomes the filter it states, or is reported unmapped."""

from __future__ import annotations

import pytest

from clinrag.pipelines.agent.constraints import Constraint
from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.plan import Decomposition
from clinrag.pipelines.agent.quantity_rules import read_quantities
from tests.unit.pipelines.agent.schema import RULE_FIELDS
from tests.unit.pipelines.agent.schema import summary as _summary

FIELDS = {
    **RULE_FIELDS,
    "protocols": {
        **RULE_FIELDS["protocols"],
        "department": _summary(
            "department",
            "string",
            "anaesthesia",
            "cardiology",
            "infection control",
            "oncology",
            "radiology",
        ),
    },
}


def _decompose(question: str) -> Decomposition:
    return decompose(question, None, FIELDS, reference_year=2026)


def _filters(question: str) -> set[str]:
    return {f.describe() for f in _decompose(question).filters}


def _sizes(question: str) -> list[Constraint]:
    found = read_quantities(question, ["sample_size", "duration_weeks"])
    return [c for c in found.constraints if c.field == "sample_size"]


@pytest.mark.parametrize(
    ("question", "operator", "value"),
    [
        ("the trial of sixty newly diagnosed epileptic patients", "=", 60),
        ("a study in forty teenagers with acne", "=", 40),
        ("trials with two hundred kids or more", ">=", 200),
        ("trials of a thousand volunteers or fewer", "<=", 1000),
        ("the 212 kids in that trial", "=", "212"),
    ],
)
def test_a_head_count_in_words_or_after_its_people(
    question: str, operator: str, value: object
) -> None:
    (size,) = _sizes(question)
    assert (size.operator, size.value) == (operator, value)


@pytest.mark.parametrize(
    ("question", "total"),
    [
        ("the trial with 30 patients in each group", 60),
        ("a study of 25 per arm", 50),
        ("40 children in each of the three arms", 120),
        ("two groups of 45", 90),
    ],
)
def test_a_count_per_group_is_the_total_inferred(question: str, total: int) -> None:
    (size,) = _sizes(question)
    assert (size.operator, size.value, size.reading) == ("=", total, "inferred")


@pytest.mark.parametrize(
    "question",
    ["the two children in the case report", "one patient had a rash", "three doses in children"],
)
def test_a_small_count_in_words_is_the_questions_own(question: str) -> None:
    assert _sizes(question) == []


def test_a_comparison_before_a_count_in_words_is_not_read_twice() -> None:
    assert [(c.operator, c.value) for c in _sizes("trials of more than a hundred adults")] == [
        (">", "100")
    ]


@pytest.mark.parametrize(
    ("question", "department"),
    [
        ("which policies has infection prevention written?", "infection control"),
        ("the heart team's guidelines", "cardiology"),
        ("protocols from the imaging department", "radiology"),
        ("what has the chemo day unit got?", "oncology"),
        ("the acute pain team's protocols", "anaesthesia"),
    ],
)
def test_a_team_named_otherwise_than_its_department(question: str, department: str) -> None:
    assert f"department = {department}" in _filters(question)


@pytest.mark.parametrize(
    "question",
    [
        "trials in teenagers with Asperger syndrome",
        "studies of toddlers on the autism spectrum",
    ],
)
def test_asperger_and_the_spectrum_are_autism(question: str) -> None:
    assert "condition = autism" in _filters(question)


@pytest.mark.parametrize(
    ("question", "blinding"),
    [
        ("autism trials where the parents and the raters were kept blind", "double_blind"),
        ("glaucoma trials that kept the patients and their doctors in the dark", "double_blind"),
        ("a hypertension trial in which neither side knew the allocation", "double_blind"),
        ("patients took both drops without knowing which in the glaucoma trial", "double_blind"),
        ("an autism trial of melatonin against a dummy capsule", "double_blind"),
        ("a PTSD trial where nobody was blinded", "open_label"),
    ],
)
def test_masking_described(question: str, blinding: str) -> None:
    assert f"blinding = {blinding}" in _filters(question)


def test_an_on_formulary_drug_holds_that_status_and_without_sets_a_value_aside() -> None:
    assert "formulary_status = formulary" in _filters("the on-formulary antibiotics, please")
    assert not any(
        f.startswith("formulary_status")
        for f in _filters("can apixaban be given without a non-formulary request?")
    )
    assert "formulary_status = formulary" not in _filters("is apixaban on formulary here?")


def test_a_date_phrase_is_no_topic() -> None:
    fields = {"protocols": FIELDS["protocols"]}
    found = decompose("how many documents fall due in 2027?", None, fields, reference_year=2026)
    assert {f.describe() for f in found.filters} == {"review_due_year = 2027"}


@pytest.mark.parametrize(
    ("question", "reported"),
    [
        ("which anticoagulants are OK for a woman who is breastfeeding?", "OK for a woman"),
        ("oral statins licensed for use in children", "licensed for use in children"),
        ("emergency protocols available in Polish", "available in Polish"),
        ("antibiotics that can be given as a short infusion", "can be given as a short"),
        (
            "Apixaban: what does a three-month course cost us?",
            "what does a three-month course cost",
        ),
        (
            "the cardiology guideline, and whether the regional board has endorsed it",
            "regional board has endorsed",
        ),
        ("the double-blind glaucoma trial published around 1995", "published around 1995"),
    ],
)
def test_a_constraint_no_field_holds_is_reported(question: str, reported: str) -> None:
    unmapped = [u.text for u in _decompose(question).unmapped]
    assert any(reported.lower() in u.lower() for u in unmapped), unmapped


def test_randomised_alone_names_the_trials() -> None:
    assert _decompose("how many of the 900 screened were randomised in ZETA-2?").buckets == (
        "pubmed_trials",
    )
