"""Links by meaning, the logic apart from the embedder: the phrases a question offers, the
descriptions the catalogue gives its values, and the abstain rule (a threshold and a margin
over the field's second-best value) on vectors laid out by hand. The real embedder's links
are tested in ``tests/integration/pipelines/test_meaning_links.py``."""

from __future__ import annotations

import numpy as np

from clinrag.corpus.catalog import ValueRow
from clinrag.pipelines.agent.constraints import BucketFields, Constraint
from clinrag.pipelines.agent.meaning_links import (
    CatalogueValue,
    MeaningLinks,
    catalogue_names,
    catalogue_values,
    question_phrases,
)
from tests.unit.pipelines.agent.schema import summary

FIELDS: BucketFields = {
    "formulary": {
        "drug": summary("drug", "string", "apixaban", "warfarin", "omeprazole"),
        "drug_class": summary("drug_class", "string", "anticoagulant", "proton_pump_inhibitor"),
        "source": summary("source", "string"),
    },
    "protocols": {
        "department": summary("department", "string", "cardiology", "oncology"),
        "year": summary("year", "number", 2024),
    },
}
ROWS = {
    "formulary": (
        ValueRow({"drug": "apixaban", "drug_class": "anticoagulant"}, 1),
        ValueRow({"drug": "warfarin", "drug_class": "anticoagulant"}, 1),
        ValueRow({"drug": "omeprazole", "drug_class": "proton_pump_inhibitor"}, 1),
    ),
    "protocols": (
        ValueRow({"department": "cardiology"}, 2, titles=("Acute heart failure", "AF")),
        ValueRow({"department": "oncology"}, 1, titles=("Neutropenic sepsis",)),
    ),
}


def test_phrases_neither_start_nor_end_with_a_stopword_but_a_negation_may_start_one() -> None:
    phrases = question_phrases("Which trials were not blinded for the heart team?")
    assert "heart team" in phrases
    assert "not blinded" in phrases
    assert "trials" in phrases
    assert not [p for p in phrases if p.split()[-1].lower() in {"the", "for", "were"}]
    assert "the heart team" not in phrases


def test_a_phrase_with_a_word_of_a_bucket_or_field_name_is_left_to_the_exact_rules() -> None:
    phrases = question_phrases("Oral drugs on the formulary", catalogue_names(FIELDS))
    assert phrases == ["Oral"]


def test_a_value_is_described_by_its_finer_values_and_its_titles() -> None:
    described = {(v.field, v.value): v for v in catalogue_values(FIELDS, ROWS)}
    assert described[("department", "")].name == "department"  # the field itself
    assert described[("drug_class", "anticoagulant")].description == (
        "anticoagulant: apixaban; warfarin"
    )
    assert described[("drug_class", "proton_pump_inhibitor")].name == "proton pump inhibitor"
    # A drug holds no finer value: its name alone (its class is coarser, not a description).
    assert described[("drug", "apixaban")].description == "apixaban"
    assert described[("department", "cardiology")].description == (
        "cardiology: AF; Acute heart failure"
    )
    assert ("formulary", "source") not in {(v.bucket, v.field) for v in described.values()}


def _value(bucket: str, field: str, value: str) -> CatalogueValue:
    return CatalogueValue(bucket, field, value, value, value)


VALUES = (
    _value("protocols", "department", "cardiology"),
    _value("protocols", "department", "oncology"),
    _value("formulary", "drug_class", "anticoagulant"),
    _value("formulary", "drug_class", "proton_pump_inhibitor"),
)


def _links(scores: list[list[float]]) -> MeaningLinks:
    """Phrase vectors whose dot product with each value's (name and description alike) is
    ``scores``: values on the axes, each phrase its row of scores."""
    value_vectors = np.repeat(np.eye(len(VALUES), dtype=np.float32), 2, axis=0)
    phrases = [f"phrase {i}" for i in range(len(scores))]
    return MeaningLinks(
        phrases,
        np.asarray(scores, dtype=np.float32),
        VALUES,
        value_vectors,
        threshold=0.5,
        margin=0.1,
    )


def test_a_clear_link_is_an_inferred_filter() -> None:
    [linked] = _links([[0.7, 0.3, 0.0, 0.0]]).linked((), ("protocols", "formulary"))
    assert (linked.field, linked.value, linked.reading) == ("department", "cardiology", "inferred")
    assert "phrase 0" in linked.text


def test_below_the_threshold_or_within_the_margin_links_nothing() -> None:
    assert _links([[0.45, 0.1, 0.0, 0.0]]).linked((), ("protocols",)) == []
    assert _links([[0.7, 0.65, 0.0, 0.0]]).linked((), ("protocols",)) == []


def test_a_field_read_otherwise_is_left_alone_and_so_is_a_phrase_it_used() -> None:
    read = [Constraint("department", "=", "oncology", "department oncology")]
    assert _links([[0.7, 0.3, 0.0, 0.0]]).linked(read, ("protocols",)) == []
    # "phrase 0" holds a word another reading took ("phrase"): it links nothing.
    used = [Constraint("drug", "=", "x", "drug phrase")]
    assert _links([[0.0, 0.0, 0.9, 0.2]]).linked(used, ("formulary",)) == []


def test_a_phrase_closest_to_the_field_itself_links_nothing() -> None:
    nulls = (*VALUES, CatalogueValue("protocols", "department", "", "department", "protocols"))
    value_vectors = np.repeat(np.eye(len(nulls), dtype=np.float32), 2, axis=0)
    links = MeaningLinks(
        ["studies"],
        np.asarray([[0.55, 0.0, 0.0, 0.0, 0.8]], dtype=np.float32),
        nulls,
        value_vectors,
        threshold=0.5,
        margin=0.1,
    )
    assert links.linked((), ("protocols",)) == []


def test_links_in_two_buckets_keep_the_closest_links_bucket() -> None:
    links = _links([[0.6, 0.3, 0.0, 0.0], [0.0, 0.0, 0.9, 0.2]])
    assert [c.value for c in links.linked((), ("protocols", "formulary"))] == ["anticoagulant"]
    assert [c.value for c in links.linked((), ("protocols",))] == ["cardiology"]


def test_one_phrase_links_only_the_field_it_is_closest_to() -> None:
    values = (
        _value("formulary", "drug", "morphine"),
        _value("formulary", "drug", "metformin"),
        _value("formulary", "drug_class", "opioid_analgesic"),
        _value("formulary", "drug_class", "statin"),
    )
    links = MeaningLinks(
        ["strong opioids"],
        np.asarray([[0.6, 0.1, 0.8, 0.1]], dtype=np.float32),
        values,
        np.repeat(np.eye(len(values), dtype=np.float32), 2, axis=0),
        threshold=0.5,
        margin=0.1,
    )
    assert [(c.field, c.value) for c in links.linked((), ("formulary",))] == [
        ("drug_class", "opioid_analgesic")
    ]
