"""The rules' reading of a question, one parametrized case per wording family: periods,
counts, paraphrased values, the year field a question means, several values of one field,
bucket words, and the scope the named values choose. Each case is a family's wording, not a
copy of an evaluation question: the families generalise or they are not worth a rule."""

from __future__ import annotations

import pytest

from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.rules import read_question
from tests.unit.pipelines.agent.schema import RULE_FIELDS as FIELDS
from tests.unit.pipelines.agent.schema import summary as _field


def _read(question: str) -> tuple[set[str], tuple[str, ...]]:
    decomposition = decompose(question, None, FIELDS)
    return {f.describe() for f in decomposition.filters}, decomposition.buckets


@pytest.mark.parametrize(
    ("question", "period"),
    [
        ("Which asthma trials ran for a year or longer?", "duration_weeks >= 52"),
        ("trials lasting at least 6 months", "duration_weeks >= 26"),
        ("trials that lasted more than two years", "duration_weeks > 104"),
        ("Did three months of aspirin lower blood pressure in the trial?", "duration_weeks = 13"),
        ("the 10-week trial of risperidone", "duration_weeks = 10"),
        ("the one-year trial of metformin", "duration_weeks = 52"),
        ("trials of 12 weeks or longer", "duration_weeks >= 12"),
        ("trials shorter than 8 weeks", "duration_weeks < 8"),
    ],
)
def test_a_period_is_read_in_the_duration_fields_unit(question: str, period: str) -> None:
    filters, _ = _read(question)
    assert period in filters
    assert not any(f.startswith("sample_size") for f in filters)


@pytest.mark.parametrize(
    "question",
    [
        "trials in children aged 6 to 12 years",
        "trials of a drug given once a year",
        "trials of patients over 65 years old",
        "the pneumonia trial of a 3-day course of amoxicillin",
    ],
)
def test_an_age_or_a_frequency_is_no_period(question: str) -> None:
    filters, _ = _read(question)
    assert not any(f.startswith("duration_weeks") for f in filters)


def test_a_look_back_is_reported_not_dropped() -> None:
    decomposition = decompose("trials published in the last ten years", None, FIELDS)
    assert [(u.text, u.reason) for u in decomposition.unmapped] == [
        ("in the last ten years", "no_field")
    ]
    assert not any(f.condition.key == "duration_weeks" for f in decomposition.filters)


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("trials with more than a hundred participants", "sample_size > 100"),
        ("trials with n>200", "sample_size > 200"),
        ("trials with n ≥ 150", "sample_size >= 150"),
        ("trials that enrolled at least 300 participants", "sample_size >= 300"),
        ("trials of over two hundred patients", "sample_size > 200"),
        ("trials with fewer than 1,000 subjects", "sample_size < 1000"),
        ("the trial of 64 children", "sample_size = 64"),
        ("trials with 100 or more participants", "sample_size >= 100"),
        ("trials with 200+ participants", "sample_size >= 200"),
        ("trials with 50 or fewer patients", "sample_size <= 50"),
        ("trials with a sample size above 1000", "sample_size > 1000"),
    ],
)
def test_a_count_in_digits_or_words_with_its_comparison(question: str, count: str) -> None:
    filters, buckets = _read(question)
    assert filters == {count}
    assert buckets == ("pubmed_trials",)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("the double-masked trials", "blinding = double_blind"),
        ("the triple-blind trials", "blinding = double_blind"),
        ("the investigator-masked trials", "blinding = single_blind"),
        ("the single-blinded trials", "blinding = single_blind"),
        ("the nonblinded trials", "blinding = open_label"),
        ("the open trials", "blinding = open_label"),
        ("RCTs", "design = randomized_controlled"),
        ("the randomised controlled trials", "design = randomized_controlled"),
        ("the small randomised study", "design = randomized_controlled"),
        ("the placebo-controlled trials", "blinding = double_blind"),
        ("the randomized crossover trials", "design = randomized_crossover"),
        ("the crossover trials, then swapped", "design = randomized_crossover"),
        ("the cross-over trials", "design = randomized_crossover"),
        ("the non-randomised trials", "design = non_randomized"),
        ("the meta-analyses", "design = meta_analysis"),
        ("trials in hypertensive patients", "condition = hypertension"),
        ("trials in raised intraocular pressure", "condition = glaucoma"),
        ("trials in post-traumatic stress", "condition = PTSD"),
        ("trials in hypertriglyceridaemia", "condition = dyslipidaemia"),
        ("trials in autistic children", "condition = autism"),
        ("trials in high blood pressure", "condition = hypertension"),
        ("trials after a heart attack", "condition = myocardial infarction"),
        ("trials in high cholesterol", "condition = dyslipidaemia"),
        ("trials in T2D", "condition = type 2 diabetes"),
        ("trials in patients with high IOP", "condition = glaucoma"),
    ],
)
def test_a_paraphrase_names_the_value_as_the_corpus_spells_it(question: str, value: str) -> None:
    filters, buckets = _read(question)
    assert filters == {value}
    assert buckets == ("pubmed_trials",)


def test_a_paraphrase_counts_only_for_a_value_the_buckets_hold() -> None:
    fields = {"pubmed_trials": {"blinding": _field("blinding", "string", "none", "partial")}}
    assert not read_question("the double-masked trials", fields, ()).constraints


@pytest.mark.parametrize(
    ("question", "year"),
    [
        ("Which protocols are due for review before 2025?", "review_due_year < 2025"),
        ("Which protocols take effect in 2026 or later?", "year >= 2026"),
        ("the 2023 cardiology policy", "year = 2023"),
        ("monographs reviewed in 2024 or later", "year_reviewed >= 2024"),
    ],
)
def test_the_year_field_is_the_one_the_questions_words_name(question: str, year: str) -> None:
    filters, _ = _read(question)
    assert year in filters
    assert sum(f.split()[0].endswith("year") or "year_" in f for f in filters) == 1


@pytest.mark.parametrize(
    ("question", "expected", "buckets"),
    [
        (
            "Compare how apixaban and rivaroxaban are dosed.",
            {"drug in apixaban, rivaroxaban"},
            ("formulary",),
        ),
        (
            "the emergency department and intensive care documents",
            {"department in emergency, intensive care"},
            ("protocols",),
        ),
    ],
)
def test_several_values_of_one_field_are_one_in_filter(
    question: str, expected: set[str], buckets: tuple[str, ...]
) -> None:
    assert _read(question) == (expected, buckets)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which cardiology protocols are due for review in 2027?", "document_type = protocol"),
        ("Summarize the emergency protocol.", "document_type = protocol"),
        ("List all documents of type protocol", "document_type = protocol"),
        ("How many guidelines are in the protocols bucket?", "document_type = guideline"),
        ("Which drugs on the formulary are restricted?", "formulary_status = restricted"),
        (
            "Which drugs in the formulary bucket are non-formulary?",
            "formulary_status = non_formulary",
        ),
        ("List every drug with formulary status 'formulary'.", "formulary_status = formulary"),
    ],
)
def test_a_bucket_word_is_a_value_only_where_it_names_documents(
    question: str, expected: str
) -> None:
    filters, _ = _read(question)
    assert expected in filters
    assert len([f for f in filters if f.split()[0] == expected.split()[0]]) == 1


@pytest.mark.parametrize(
    "question",
    [
        "Which anticoagulants on the formulary need renal adjustment? Table with route and "
        "formulary status.",
        "How many formulary monographs were reviewed before 2021?",
    ],
)
def test_the_bucket_and_a_fields_own_name_are_no_value(question: str) -> None:
    filters, buckets = _read(question)
    assert buckets == ("formulary",)
    assert not any(f.startswith(("formulary_status", "document_type")) for f in filters)


def test_an_adverb_names_the_adjective_a_value_spells() -> None:
    filters, _ = _read("Which anticoagulants are given subcutaneously?")
    assert filters == {"drug_class = anticoagulant", "route = subcutaneous"}


def test_a_value_one_bucket_holds_chooses_it_though_others_have_the_field() -> None:
    # document_type is a field of every bucket; "policy" a value of the protocols' only.
    filters, buckets = _read("Which policies were due for review before 2025?")
    assert buckets == ("protocols",)
    assert filters == {"document_type = policy", "review_due_year < 2025"}


def test_the_kind_of_document_asked_for_chooses_between_buckets() -> None:
    # "restricted" is a formulary status, but the question asks for a policy.
    filters, buckets = _read("Under the pharmacy policy on restricted antibiotics, who approves?")
    assert buckets == ("protocols",)
    assert filters == {"document_type = policy"}


@pytest.mark.parametrize(
    ("question", "bounds"),
    [
        (
            "trials with between 100 and 500 participants",
            {"sample_size >= 100", "sample_size <= 500"},
        ),
        (
            "trials that lasted between 6 and 12 weeks",
            {"duration_weeks >= 6", "duration_weeks <= 12"},
        ),
        ("trials lasting 3 to 6 months", {"duration_weeks >= 13", "duration_weeks <= 26"}),
        ("trials of children aged 6 to 12 years", set()),
    ],
)
def test_a_range_gives_both_bounds_on_its_field(question: str, bounds: set[str]) -> None:
    filters, _ = _read(question)
    assert filters == bounds
