"""The topic match, apart from the embedder: which titles a bucket offers, and the abstain
rule (a threshold and a margin over the closest title of another value) on vectors laid out
by hand. The real embedder's matches: ``tests/integration/pipelines/test_topic_documents.py``."""

from __future__ import annotations

import numpy as np

from clinrag.corpus.catalog import ValueRow
from clinrag.pipelines.agent.constraints import BucketFields, Constraint
from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.topic_documents import TopicMatch, titled_values
from tests.unit.pipelines.agent.schema import summary

ROWS = {
    "protocols": (
        ValueRow({"department": "endocrinology"}, 2, titles=("Ketoacidosis", "Hypoglycaemia")),
        ValueRow({"department": "oncology"}, 2, titles=("Neutropenic sepsis", "Extravasation")),
        ValueRow({"department": "emergency"}, 1, titles=("Adult sepsis",)),
    ),
    "formulary": (
        ValueRow({"drug": "apixaban"}, 1, titles=("Apixaban monograph",)),
        ValueRow({"drug": "morphine"}, 1, titles=("Morphine monograph",)),
    ),
}
FIELDS: BucketFields = {
    "protocols": {
        "department": summary("department", "string", "endocrinology", "oncology", "emergency"),
        "source": summary("source", "string", documents=5),
    },
    "formulary": {
        "drug": summary("drug", "string", "apixaban", "morphine"),
        "source": summary("source", "string", documents=2),
    },
}
# One axis per title, in titled_values' order: ketoacidosis, hypoglycaemia, neutropenic sepsis,
# extravasation, adult sepsis.
TITLE_VECTORS = np.eye(5, dtype=np.float32)


def _question(*weights: float) -> np.ndarray:
    vector = np.array(weights, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def _match(question: np.ndarray, threshold: float = 0.5, margin: float = 0.1) -> TopicMatch:
    return TopicMatch(
        question, titled_values(ROWS), TITLE_VECTORS, threshold=threshold, margin=margin
    )


def test_titles_come_from_buckets_whose_topical_field_groups_documents() -> None:
    titled = titled_values(ROWS)
    assert [(t.value, t.title) for t in titled] == [
        ("endocrinology", "Ketoacidosis"),
        ("endocrinology", "Hypoglycaemia"),
        ("oncology", "Neutropenic sepsis"),
        ("oncology", "Extravasation"),
        ("emergency", "Adult sepsis"),
    ]  # the formulary's drug names one monograph each: no topic of a group


def test_a_title_close_and_clearly_closest_reads_its_value_as_inferred() -> None:
    found = _match(_question(0.9, 0.2, 0.1, 0.0, 0.1)).matched([], ["protocols"])
    assert [(c.field, c.value, c.reading) for c in found] == [
        ("department", "endocrinology", "inferred")
    ]


def test_a_second_title_of_the_same_value_is_no_rival() -> None:
    found = _match(_question(0.7, 0.7, 0.1, 0.0, 0.1)).matched([], ["protocols"])
    assert [c.value for c in found] == ["endocrinology"]


def test_two_values_alike_or_no_title_close_read_nothing() -> None:
    assert _match(_question(0.1, 0.1, 0.7, 0.0, 0.68)).matched([], ["protocols"]) == []
    assert (
        _match(_question(0.3, 0.1, 0.1, 0.0, 0.1), threshold=0.9).matched([], ["protocols"]) == []
    )


def test_a_field_already_read_or_several_buckets_read_nothing() -> None:
    match = _match(_question(0.9, 0.2, 0.1, 0.0, 0.1))
    read = [Constraint("department", "=", "oncology", "oncology")]
    assert match.matched(read, ["protocols"]) == []
    assert match.matched([], ["protocols", "formulary"]) == []


def test_the_decomposition_takes_the_topic_in_the_bucket_the_question_names() -> None:
    match = _match(_question(0.9, 0.2, 0.1, 0.0, 0.1))
    decomposition = decompose(
        "Summarise the protocol for the new F1s.", None, FIELDS, rows=ROWS, topics=match
    )
    assert [(f.describe(), f.reading) for f in decomposition.filters] == [
        ("department = endocrinology", "inferred")
    ]
