"""The rules' reading of values as clinicians write them, one parametrized case per wording
family: a boolean field in other words and any order, routes as prescriptions abbreviate
them, a bucket's word joined to another value, the bucket the spelled values choose over a
paraphrase's, a column asked for with "whether", a time point that is no period, and a count
with a word before its unit. Wordings of their own, not copies of evaluation questions."""

from __future__ import annotations

import pytest

from clinrag.pipelines.agent.decomposition import decompose
from tests.unit.pipelines.agent.schema import RULE_FIELDS, summary


def _read(question: str) -> tuple[set[str], tuple[str, ...]]:
    decomposition = decompose(question, None, RULE_FIELDS)
    return {f.describe() for f in decomposition.filters}, decomposition.buckets


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which antibiotics need a renal dose change?", "renal_adjustment = True"),
        ("anticoagulants whose dose is adjusted for kidney function", "renal_adjustment = True"),
        ("Which drugs must be adjusted in renal failure?", "renal_adjustment = True"),
        ("drugs with no dose reduction for the kidneys", "renal_adjustment = False"),
        ("List the drugs that need renal adjustment.", "renal_adjustment = True"),
        ("oral drugs whose dose is cut when the kidneys fail", "renal_adjustment = True"),
        ("Which infusions don't need any renal dose change?", "renal_adjustment = False"),
        ("an antibiotic that doesn\u2019t need altering for kidneys", "renal_adjustment = False"),
    ],
)
def test_a_boolean_field_in_other_words_and_any_order(question: str, expected: str) -> None:
    filters, buckets = _read(question)
    assert expected in filters
    assert buckets == ("formulary",)
    assert not any(f.startswith("department") for f in filters)


@pytest.mark.parametrize(
    "question",
    [
        "A table of the anticoagulants with route and whether the kidneys change the dose.",
        "For each antibiotic, say if renal adjustment is needed.",
    ],
)
def test_a_boolean_field_asked_whether_is_a_column_not_a_filter(question: str) -> None:
    filters, _ = _read(question)
    assert not any(f.startswith("renal_adjustment") for f in filters)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which IV antibiotics are restricted?", "route = intravenous"),
        ("anticoagulants given SC", "route = subcutaneous"),
        ("anticoagulants given s.c. once daily", "route = subcutaneous"),
        ("Which anticoagulants are taken by mouth?", "route = oral"),
        ("antibiotics we give PO", "route = oral"),
    ],
)
def test_a_route_as_prescriptions_write_it(question: str, expected: str) -> None:
    filters, buckets = _read(question)
    assert expected in filters
    assert buckets == ("formulary",)


@pytest.mark.parametrize(
    "question", ["What did the phase IV trials of metformin find?", "the trial we saw in clinic"]
)
def test_a_route_abbreviation_needs_its_capitals_and_no_phase(question: str) -> None:
    filters, _ = _read(question)
    assert not any(f.startswith("route") for f in filters)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many policies or protocols are due for review in 2027?", "policy, protocol"),
        ("List the protocols and guidelines of cardiology.", "guideline, protocol"),
        ("guidelines, protocols: which were issued in 2023?", "guideline, protocol"),
    ],
)
def test_a_bucket_word_joined_to_another_value_names_documents(
    question: str, expected: str
) -> None:
    filters, buckets = _read(question)
    assert f"document_type in {expected}" in filters
    assert buckets == ("protocols",)


@pytest.mark.parametrize(
    "question",
    [
        "Cardiology protocols - which ones take effect in 2023?",
        "Emergency protocols \u2013 what do they say about sepsis?",
    ],
)
def test_a_bucket_word_before_a_dash_names_documents(question: str) -> None:
    filters, _ = _read(question)
    assert "document_type = protocol" in filters


@pytest.mark.parametrize(
    "question",
    [
        "70-year-old with high blood pressure on rivaroxaban: what dose?",
        "Patient with post-traumatic stress taking omeprazole: any interaction?",
    ],
)
def test_the_bucket_of_the_values_spelled_wins_over_a_paraphrases(question: str) -> None:
    # The drug is spelled as the formulary spells it; the condition is a trial field the
    # question names in passing: the formulary is searched, without the trial's condition.
    filters, buckets = _read(question)
    assert buckets == ("formulary",)
    assert not any(f.startswith("condition") for f in filters)


@pytest.mark.parametrize(
    "question",
    [
        "In the trial of eye drops in glaucoma, was pressure lower at 12 weeks?",
        "Did the hypertension trial's blood pressure fall at six months?",
    ],
)
def test_a_time_point_of_an_outcome_is_no_period(question: str) -> None:
    filters, _ = _read(question)
    assert not any(f.startswith("duration_weeks") for f in filters)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("the trial of 120 hypertensive adults", "sample_size = 120"),
        ("In 64 autistic children, did the drug help?", "sample_size = 64"),
        ("the double-blind trial of 300 patients", "sample_size = 300"),
    ],
)
def test_a_count_with_a_word_before_its_unit(question: str, expected: str) -> None:
    filters, _ = _read(question)
    assert expected in filters


@pytest.mark.parametrize(
    ("question", "reported"),
    [
        (
            "Which emergency policies were approved by the chief pharmacist?",
            "approved by the chief pharmacist",
        ),
        ("cardiology guidelines written by Dr Okafor", "written by Dr Okafor"),
        ("protocols signed off by our clinical lead in 2023", "signed off by our clinical lead"),
    ],
)
def test_who_wrote_the_documents_is_reported_unmapped(question: str, reported: str) -> None:
    decomposition = decompose(question, None, RULE_FIELDS)
    assert (reported, "no_field") in [(u.text, u.reason) for u in decomposition.unmapped]


@pytest.mark.parametrize(
    "question",
    [
        "Any non-formulary anticoagulants?",
        "Are there any open-label glaucoma trials?",
        "Show me every policy of the emergency department.",
        "I need every guideline due for review in 2027.",
    ],
)
def test_any_and_every_ask_for_a_list(question: str) -> None:
    assert decompose(question, None, RULE_FIELDS).intent == "list"


def test_any_inside_a_question_is_no_list_cue() -> None:
    assert decompose("Does apixaban need any dose change?", None, RULE_FIELDS).intent == "qa"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which anticoagulation drugs need renal adjustment?", "drug_class = anticoagulant"),
        ("the haematological protocols", "department = haematology"),
        ("anaesthetic guidelines due for review in 2027", "department = anaesthesia"),
    ],
)
def test_a_value_in_another_form_of_its_word(question: str, expected: str) -> None:
    fields = {
        **RULE_FIELDS,
        "protocols": {
            **RULE_FIELDS["protocols"],
            "department": summary("department", "string", "anaesthesia", "haematology", "renal"),
        },
    }
    decomposition = decompose(question, None, fields)
    assert expected in {f.describe() for f in decomposition.filters}


@pytest.mark.parametrize(
    "question",
    [
        "trials of the pharmacokinetics of metformin",
        "Which drugs on the formulary are restricted?",
    ],
)
def test_a_shared_beginning_of_a_common_word_names_no_value(question: str) -> None:
    fields = {
        **RULE_FIELDS,
        "protocols": {
            **RULE_FIELDS["protocols"],
            "department": summary("department", "string", "pharmacy", "haematology"),
        },
    }
    filters = {f.describe() for f in decompose(question, None, fields).filters}
    assert not any(f.startswith("department") for f in filters)
    assert "formulary_status = formulary" not in filters
