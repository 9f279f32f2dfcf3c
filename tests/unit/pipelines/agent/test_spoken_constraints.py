"""Constraints as people say them rather than as the catalogue spells them, one parametrized
case per family: years as ranges, decades and words; sizes in words and by order; designs and
masking described; drugs by brand and by class; departments by their staff. Each constraint
either becomes the filter it states or is reported unmapped, never a filter on something
else. Wordings of their own, not copies of evaluation questions."""

from __future__ import annotations

import pytest

from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.plan import Decomposition
from clinrag.pipelines.agent.year_words import digit_years
from clinrag.pipelines.drug_classes import CLASS_STEMS
from tests.unit.pipelines.agent.schema import RULE_FIELDS
from tests.unit.pipelines.agent.schema import summary as _summary

REFERENCE = 2026
FIELDS = {
    **RULE_FIELDS,
    "formulary": {
        **RULE_FIELDS["formulary"],
        "drug": _summary(
            "drug", "string", "apixaban", "enoxaparin", "meropenem", "omeprazole", "rivaroxaban"
        ),
        "drug_class": _summary(
            "drug_class", "string", "analgesic", "antibiotic", "anticoagulant", "opioid analgesic"
        ),
    },
    "protocols": {
        **RULE_FIELDS["protocols"],
        "department": _summary(
            "department",
            "string",
            "anaesthesia",
            "cardiology",
            "emergency",
            "intensive care",
            "obstetrics",
            "paediatrics",
            "surgery",
        ),
    },
}


def _decompose(question: str) -> Decomposition:
    return decompose(question, None, FIELDS, reference_year=REFERENCE)


def _filters(question: str) -> set[str]:
    return {f.describe() for f in _decompose(question).filters}


def _unmapped(question: str) -> list[str]:
    return [u.text for u in _decompose(question).unmapped]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("protocols issued between 2019 and 2021", {"year >= 2019", "year <= 2021"}),
        ("guidelines from 2019 to 2022", {"year >= 2019", "year <= 2022"}),
        ("protocols written 2019-2022", {"year >= 2019", "year <= 2022"}),
        ("policies from 2019-22", {"year >= 2019", "year <= 2022"}),
        ("guidance written in the 2010s", {"year >= 2010", "year <= 2019"}),
        ("protocols issued prior to 2022", {"year < 2022"}),
        ("pre-2022 protocols", {"year < 2022"}),
        ("protocols from 2022 onwards", {"year >= 2022"}),
        ("guidelines written since twenty twenty-two", {"year >= 2022"}),
        ("protocols written in twenty nineteen", {"year = 2019"}),
        ("policies issued more than five years ago", {"year < 2021"}),
        ("protocols written over the past couple of years", {"year >= 2025"}),
    ],
)
def test_a_year_as_a_range_a_decade_or_words(question: str, expected: set[str]) -> None:
    assert {f for f in _filters(question) if f.startswith("year ")} == expected


@pytest.mark.parametrize(
    ("question", "reported"),
    [
        ("protocols written before the pandemic", "before the pandemic"),
        ("guidelines issued in the early 2020s", "the early 2020s"),
        ("policies written in the last few years", "in the last few years"),
    ],
)
def test_a_year_no_question_states_is_reported_not_guessed(question: str, reported: str) -> None:
    assert not any(f.startswith("year") for f in _filters(question))
    assert reported in _unmapped(question)


def test_a_count_in_words_stays_a_count() -> None:
    assert digit_years("trials of two thousand and fifty patients") == (
        "trials of two thousand and fifty patients"
    )
    assert "sample_size > 2050" in _filters("trials of more than two thousand and fifty patients")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("trials with 500-plus women", "sample_size >= 500"),
        ("trials with hundreds of patients", "sample_size >= 100"),
        ("studies involving thousands of adults", "sample_size >= 1000"),
        ("trials that enrolled over 1000", "sample_size > 1000"),
        ("trials with more than 300 infants", "sample_size > 300"),
    ],
)
def test_a_size_by_its_people_or_its_order(question: str, expected: str) -> None:
    assert expected in _filters(question)


def test_a_size_without_a_number_is_reported() -> None:
    assert not any(f.startswith("sample_size") for f in _filters("Any large glaucoma trials?"))
    assert "large glaucoma trials" in _unmapped("Any large glaucoma trials?")
    assert _unmapped("large glaucoma trials of more than 300 patients") == []


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("autism studies that swapped each patient between the drug and placebo", "crossover"),
        ("trials where every participant got both treatments, one after the other", "crossover"),
        ("glaucoma trials where neither the patients nor the doctors knew", "double_blind"),
        ("trials in which only the outcome assessors were blinded", "single_blind"),
        ("hypertension trials without any masking", "open_label"),
    ],
)
def test_a_design_or_masking_described(question: str, expected: str) -> None:
    assert any(f.endswith(expected) for f in _filters(question))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("When do I reduce the Eliquis dose?", "drug = apixaban"),
        ("Compare Clexane and Xarelto in renal impairment", "drug in enoxaparin, rivaroxaban"),
        ("Which DOACs need a renal dose change?", "drug in apixaban, rivaroxaban"),
        ("What does the formulary say about carbapenems?", "drug = meropenem"),
        ("our low molecular weight heparin in pregnancy", "drug = enoxaparin"),
    ],
)
def test_a_drug_by_brand_or_class_is_a_value_the_formulary_holds(
    question: str, expected: str
) -> None:
    assert expected in _filters(question)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which blood thinners need a renal dose change?", "drug_class = anticoagulant"),
        ("strong painkillers in renal impairment", "drug_class = opioid analgesic"),
        ("Which painkillers are restricted?", "drug_class in analgesic, opioid analgesic"),
    ],
)
def test_a_class_in_plain_words_is_the_class_value(question: str, expected: str) -> None:
    assert expected in _filters(question)


def test_a_drug_the_formulary_does_not_hold_is_no_filter() -> None:
    # Lipitor is atorvastatin, which this formulary does not list.
    assert not any(f.startswith("drug ") for f in _filters("Is Lipitor restricted?"))
    # No ARB on this formulary: reported, not a filter on another drug.
    question = "Which ARBs are restricted?"
    assert not any(f.startswith("drug ") for f in _filters(question))
    assert "ARBs" in _unmapped(question)


def test_a_class_stem_counts_after_three_letters_only() -> None:
    heparins = next(c for c in CLASS_STEMS if c.holds("tinzaparin"))
    assert not heparins.holds("heparin")
    statins = next(c for c in CLASS_STEMS if c.holds("atorvastatin"))
    assert not statins.holds("nystatin")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What have the cardiologists written on chest pain?", "department = cardiology"),
        ("the anaesthetists' guidelines on fasting", "department = anaesthesia"),
        ("Which protocols do the paediatricians follow?", "department = paediatrics"),
        ("the surgeons' policy on consent", "department = surgery"),
        ("What do the intensivists say about sedation?", "department = intensive care"),
        ("the midwives' guideline on induction", "department = obstetrics"),
        ("A&E protocol for sepsis", "department = emergency"),
    ],
)
def test_a_department_by_its_staff(question: str, expected: str) -> None:
    assert expected in _filters(question)


@pytest.mark.parametrize(
    "question",
    [
        "Did nurse-led clinics help in PTSD trials?",
        "Surgeon here: which anticoagulants need a renal dose change?",
    ],
)
def test_a_title_in_a_compound_or_the_askers_own_is_no_department(question: str) -> None:
    assert not any(f.startswith("department") for f in _filters(question))


@pytest.mark.parametrize(
    "question",
    ["Which antiemetic tablets are restricted?", "anticoagulants a patient can swallow"],
)
def test_a_route_described_is_read(question: str) -> None:
    assert "route = oral" in _filters(question)


def test_a_class_in_plain_words_is_stated_and_a_clinicians_class_implied() -> None:
    # "blood thinners" names the class value: nothing restricted in it is the caller's to
    # relax; "DOACs" implies its members, which a search that finds nothing may drop.
    readings = {
        f.describe(): f.reading
        for question in ("Which blood thinners are restricted?", "Which DOACs are restricted?")
        for f in _decompose(question).filters
    }
    assert readings["drug_class = anticoagulant"] == "stated"
    assert readings["drug in apixaban, rivaroxaban"] == "inferred"
