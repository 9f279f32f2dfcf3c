"""Metadata filters: validation, and their meaning on real PostgreSQL (the one implementation)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from clinrag.errors import InputRejected
from clinrag.retrieval.filters import parse_filter, to_sql
from clinrag.retrieval.tables import Chunk, Document

METADATA: dict[int, dict[str, Any]] = {
    0: {
        "year": 2021,
        "bucket": "guidelines",
        "source": "who/diabetes.pdf",
        "tags": ["adult", "renal"],
    },
    1: {"year": 2019, "bucket": "trials", "source": "nejm/trial.txt"},
    2: {"year": "2022", "bucket": "guidelines", "source": "WHO-hypertension.md"},
    3: {"year": 2020.0, "bucket": "protocols", "source": "local/protocol.md"},
    4: {"year": True, "source": "misc.txt"},
}


@pytest.fixture
def ordinals(db_session: Session) -> dict[int, int]:
    """Chunk id -> ordinal (the key of METADATA) for one document holding all five chunks."""
    doc_id = db_session.scalar(
        insert(Document).values(source="filters", content_hash="f" * 64).returning(Document.id)
    )
    ids = {}
    for ordinal, meta in METADATA.items():
        chunk_id = db_session.scalar(
            insert(Chunk)
            .values(
                document_id=doc_id, ordinal=ordinal, text="t", metadata_=meta, embedding=[0.1] * 384
            )
            .returning(Chunk.id)
        )
        ids[chunk_id] = ordinal
    return ids


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ({"year": {">=": 2020}}, {0, 3}),  # "2022" is a string and True a boolean: not numbers
        ({"year": {">=": 2019, "<": 2021}}, {1, 3}),
        ({"year": 2020}, {3}),  # JSON numbers: 2020 == 2020.0
        ({"bucket": "guidelines"}, {0, 2}),
        ({"bucket": {"!=": "guidelines"}}, {1, 3, 4}),  # a missing key is "not equal"
        ({"bucket": {"in": ["trials", "protocols"]}}, {1, 3}),
        ({"source": {"contains": "who"}}, {0, 2}),  # case-insensitive substring
        ({"tags": "renal"}, {0}),  # a list holds the value
        ({"bucket": "guidelines", "year": {">": 2020}}, {0}),
        ({"nothere": {"<": 5}}, set()),
        ({}, {0, 1, 2, 3, 4}),
    ],
)
def test_filter_semantics(
    db_session: Session, ordinals: dict[int, int], raw: dict[str, Any], expected: set[int]
) -> None:
    predicate = to_sql(parse_filter(raw), Chunk.metadata_.expression)
    rows = db_session.scalars(select(Chunk.id).where(predicate, Chunk.id.in_(list(ordinals))))
    assert {ordinals[i] for i in rows} == expected


@pytest.mark.parametrize(
    "raw",
    [
        {"year": {">=": "2020"}},
        {"year": {">=": True}},
        {"year": {"~": 1}},
        {"year": {}},
        {"bucket": {"in": []}},
        {"bucket": {"in": "guidelines"}},
        {"source": {"contains": ""}},
        {"bad key; drop table": 1},
        {"bucket": {"=": {"nested": 1}}},
        {"bucket": {"=": float("nan")}},
    ],
)
def test_invalid_filters_are_422_with_a_reason(raw: dict[str, Any]) -> None:
    with pytest.raises(InputRejected) as caught:
        parse_filter(raw)
    assert caught.value.code == "invalid_filter"
    assert caught.value.status_code == 422


PHI_KEY = "Jane_Roe_MRN_4471902"  # a well-formed key can still name a patient
PHI_TEXT = "Jane Roe MRN 4471902 <b>x</b>"


@pytest.mark.parametrize(
    ("raw", "detail"),
    [
        ({PHI_TEXT: 1}, "filters: key 1: keys are 1-64 letters"),
        ({"year": 1, PHI_KEY: {}}, "filters: key 2: no operator given"),
        ({PHI_KEY: {"=": 1, PHI_TEXT: 2}}, "filters: key 1, operator 2: unknown operator; use"),
        ({PHI_KEY: {">=": PHI_TEXT}}, "filters: key 1, operator 1: >= needs a number"),
        ({PHI_KEY: {"in": PHI_TEXT}}, "filters: key 1, operator 1: 'in' needs a non-empty list"),
        ({PHI_KEY: {"in": [[PHI_TEXT]]}}, "filters: key 1, operator 1: values must be"),
        ({PHI_KEY: {"contains": 4471902}}, "filters: key 1, operator 1: 'contains' needs a"),
        ({PHI_KEY: [PHI_TEXT]}, "filters: key 1: values must be strings"),
    ],
)
def test_invalid_filter_details_name_the_position_never_the_content(
    raw: dict[str, Any], detail: str
) -> None:
    with pytest.raises(InputRejected) as caught:
        parse_filter(raw)
    assert caught.value.detail.startswith(detail), caught.value.detail
    shown = " ".join([caught.value.detail, str(caught.value), repr(caught.value)])
    for fragment in ("Jane", "Roe", "4471902", "<b>"):
        assert fragment not in shown


def test_an_unknown_operator_lists_the_known_ones() -> None:
    with pytest.raises(InputRejected) as caught:
        parse_filter({"year": {"~": 1}})
    assert caught.value.detail.endswith("use one of != < <= = > >= contains in")


def test_equal_filters_share_a_cache_key() -> None:
    a = parse_filter({"year": {">=": 2020, "<": 2024}, "bucket": "x"})
    b = parse_filter({"bucket": "x", "year": {"<": 2024, ">=": 2020}})
    assert a.cache_key() == b.cache_key()
