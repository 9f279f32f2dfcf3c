"""How a filter was read: values implied through the values documents hold together (a class
from the drugs named, drugs from their class stem, "the same class as"), read as
``inferred``; values the question names, in the corpus's words, its initials or a negation,
read as ``stated``. A made-up formulary of its own, not the evaluation corpus."""

from __future__ import annotations

import pytest

from clinrag.corpus.catalog import ValueRow
from clinrag.corpus.fields import FieldSummary
from clinrag.pipelines.agent.constraints import BucketFields
from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.linked_values import BucketRows
from clinrag.retrieval.analysis import analyze
from tests.unit.pipelines.agent.schema import RULE_FIELDS, summary

_DRUGS = {
    "lansoprazole": "proton pump inhibitor",
    "pantoprazole": "proton pump inhibitor",
    "warfarin": "anticoagulant",
    "edoxaban": "anticoagulant",
    "heparin": "anticoagulant",
    "linagliptin": "antidiabetic",
    "saxagliptin": "antidiabetic",
    "dapagliflozin": "antidiabetic",
    "gliclazide": "antidiabetic",
}
ROWS: BucketRows = {
    "formulary": tuple(
        ValueRow({"drug": drug, "drug_class": kind, "formulary_status": "formulary"}, 1)
        for drug, kind in _DRUGS.items()
    )
}


def _strings(name: str, values: list[str]) -> FieldSummary:
    return summary(name, "string", *dict.fromkeys(values), documents=len(_DRUGS))


FIELDS: BucketFields = {
    **RULE_FIELDS,
    "formulary": {
        **RULE_FIELDS["formulary"],
        "drug": _strings("drug", list(_DRUGS)),
        "drug_class": _strings("drug_class", list(_DRUGS.values())),
    },
}


def _read(question: str, year: int | None = None) -> dict[str, str]:
    """Each filter described -> how it was read."""
    decomposition = decompose(question, None, FIELDS, reference_year=year, rows=ROWS)
    return {f.describe(): f.reading for f in decomposition.filters}


@pytest.mark.parametrize(
    "question",
    [
        "lansoprazole or pantoprazole: which one do we prefer on the wards?",
        "Pantoprazole versus lansoprazole for stress ulcer prophylaxis",
    ],
)
def test_every_drug_of_a_class_named_is_the_class_inferred(question: str) -> None:
    assert _read(question) == {"drug_class = proton pump inhibitor": "inferred"}


def test_some_drugs_of_a_class_stay_the_drugs_named() -> None:
    assert _read("How do warfarin and edoxaban differ in monitoring?") == {
        "drug in warfarin, edoxaban": "stated"
    }


def test_the_same_class_as_a_drug_is_that_drugs_class() -> None:
    assert _read("Which other drugs are in the same class as heparin?") == {
        "drug_class = anticoagulant": "inferred"
    }


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Do any gliptins need a renal dose change?", "drug in linagliptin, saxagliptin"),
        ("Are gliflozins on the formulary?", "drug = dapagliflozin"),
        ("Which gliflozins and gliptins do we stock?",
         "drug in dapagliflozin, linagliptin, saxagliptin"),
    ],
)  # fmt: skip
def test_drugs_named_by_the_plural_of_their_stem_are_inferred(question: str, expected: str) -> None:
    read = _read(question)
    assert read[expected] == "inferred"


def test_a_stem_in_the_singular_or_a_value_of_its_own_names_no_drugs() -> None:
    assert not any(f.startswith("drug ") for f in _read("a normal-tension glaucoma study"))
    assert _read("Which anticoagulants are restricted?").get("drug_class = anticoagulant") == (
        "stated"
    )


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Are any PPIs restricted?", "drug_class = proton pump inhibitor"),
        ("Which anticoagulants are off formulary?", "formulary_status = non_formulary"),
        ("Which anticoagulants are off-formulary?", "formulary_status = non_formulary"),
        ("Which anticoagulants need the dose changing in kidney failure?",
         "renal_adjustment = True"),
    ],
)  # fmt: skip
def test_a_value_named_by_initials_a_negation_or_an_inflection_is_stated(
    question: str, expected: str
) -> None:
    assert _read(question)[expected] == "stated"


def test_initials_skip_a_possessive() -> None:
    fields: BucketFields = {
        "pubmed_trials": {
            **RULE_FIELDS["pubmed_trials"],
            "condition": summary("condition", "string", "Alzheimer's disease", "autism"),
        }
    }
    decomposition = decompose("every ASD trial we hold", None, fields)
    assert "condition = Alzheimer's disease" not in {f.describe() for f in decomposition.filters}


def test_a_look_back_is_read_as_its_verb_says_and_a_year_named_is_stated() -> None:
    # "written" dates the document: stated (asked back when nothing is that recent); with no
    # verb the look back is a recency the question implies (relaxed when it empties a search).
    assert _read("protocols written in the last three years", year=2026) == {
        "year >= 2024": "stated"
    }
    assert _read("protocols in the last three years", year=2026)["year >= 2024"] == "inferred"
    assert _read("Which documents are due for review this year?", year=2026) == {
        "review_due_year = 2026": "stated"
    }


def _protocol(department: str, kind: str, title: str) -> ValueRow:
    return ValueRow({"department": department, "document_type": kind}, 1, frozenset(analyze(title)))


_PROTOCOLS = (
    _protocol("surgery", "guideline", "Surgical site infection prevention"),
    _protocol("surgery", "protocol", "Enhanced recovery after bowel surgery"),
    _protocol("paediatrics", "guideline", "Bronchiolitis in infants and children"),
    _protocol("intensive care", "protocol", "Ventilator weaning in critical care"),
    _protocol("emergency", "protocol", "Major trauma: the first hour"),
    _protocol("nursing", "policy", "Infection prevention for ward staff"),
    _protocol("nursing", "policy", "Safe moving and handling"),
)
TOPIC_ROWS: BucketRows = {"protocols": _PROTOCOLS}
TOPIC_FIELDS: BucketFields = {
    "protocols": {
        **RULE_FIELDS["protocols"],
        "department": summary(
            "department", "string", *dict.fromkeys(r.values["department"] for r in _PROTOCOLS)
        ),
    },
    "pubmed_trials": RULE_FIELDS["pubmed_trials"],
}


def _topic(question: str) -> dict[str, str]:
    decomposition = decompose(question, None, TOPIC_FIELDS, rows=TOPIC_ROWS)
    return {f.describe(): f.reading for f in decomposition.filters}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What do our surgical guidelines say about antibiotics?", "department = surgery"),
        ("Summarise the critical care guidance on weaning.", "department = intensive care"),
        ("Which of the children's guidance is due for review?", "department = paediatrics"),
    ],
)
def test_a_department_from_the_words_its_documents_titles_alone_use_is_inferred(
    question: str, expected: str
) -> None:
    assert _topic(question)[expected] == "inferred"


@pytest.mark.parametrize(
    "question",
    [
        "infection prevention documents",  # "infection" in two departments' titles
        "Three trials of bronchiolitis in children, which were double-blind?",  # a trial value
        "What does the emergency protocol say about trauma?",  # a department spelled
    ],
)
def test_a_word_of_several_departments_or_a_question_about_another_bucket_infers_none(
    question: str,
) -> None:
    assert not any(
        f.startswith("department") and r == "inferred" for f, r in _topic(question).items()
    )
