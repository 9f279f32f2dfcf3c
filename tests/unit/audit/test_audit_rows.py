"""What the writer stores for a record and its steps, before the chain fields are added."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from clinrag.audit.canonical import row_hash
from clinrag.audit.chain import hash_row
from clinrag.audit.records import QueryRecord
from clinrag.audit.tables import QUERIES_LOG
from clinrag.audit.writer import query_row, step_row
from clinrag.domain import Citation, StepRecord

T0 = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


def test_citations_and_prompt_versions_become_plain_json() -> None:
    citation = Citation(1, 7, 3, "Guideline", "g.pdf", 2, None, "metformin ...", 0.8, 0.6)
    row = query_row(
        QueryRecord(
            request_id="req-1",
            created_at=T0,
            outcome="answered",
            total_ms=5,
            citations=(citation,),
            prompt_versions={"synthesize": "3"},
            redacted_query="a\x00b",
        )
    )
    assert row["citations"] == [
        {
            "number": 1,
            "chunk_id": 7,
            "document_id": 3,
            "title": "Guideline",
            "source": "g.pdf",
            "page": 2,
            "section": None,
            "snippet": "metformin ...",
            "relevance": 0.8,
            "support": 0.6,
        }
    ]
    assert row["prompt_versions"] == {"synthesize": "3"}
    assert row["total_ms"] == 5.0
    assert row["redacted_query"] == "a\ufffdb"  # PostgreSQL text cannot hold NUL
    assert row["created_at"] == T0


def test_a_step_is_stored_in_milliseconds() -> None:
    step = StepRecord(2, "retrieve", T0, 0.25, "fallback", {"reranker": None})
    assert step_row("req-1", step) == {
        "request_id": "req-1",
        "sequence": 2,
        "name": "retrieve",
        "started_at": T0,
        "duration_ms": 250.0,
        "status": "fallback",
        "details": {"reranker": None},
    }


def test_details_that_json_cannot_hold_are_refused_not_dropped() -> None:
    step = StepRecord(1, "guard", T0, 0.1, "ok", {"vector": object()})
    with pytest.raises(TypeError):
        step_row("req-1", step)


def test_a_query_row_from_before_0008_keeps_its_hash_and_a_turn_is_hashed() -> None:
    """Rows chained before migration 0008 have no conversation or turn: unset, the two are
    left out of the hash, so those rows still verify; set, they are in it."""
    row = {
        **query_row(QueryRecord(request_id="r-1", created_at=T0, outcome="answered", total_ms=5)),
        "chain_seq": 3,
        "prev_hash": "0" * 64,
    }
    before_0008 = {
        k: v for k, v in row.items() if k not in {"conversation_id", "turn", "access_labels"}
    }
    assert hash_row(QUERIES_LOG, row) == row_hash("queries_log", before_0008)
    in_thread = {**row, "conversation_id": "a" * 32, "turn": 1}
    assert hash_row(QUERIES_LOG, in_thread) != hash_row(QUERIES_LOG, row)
    assert hash_row(QUERIES_LOG, {**in_thread, "turn": 2}) != hash_row(QUERIES_LOG, in_thread)


def test_the_labels_a_request_ran_under_are_hashed_when_recorded() -> None:
    """Migration 0011's ``access_labels``: left out of the hash while unset (older rows still
    verify), in it once set, so a reviewer's "who could have seen it" rests on chained data."""
    record = QueryRecord(request_id="r-1", created_at=T0, outcome="answered", total_ms=5)
    row = {**query_row(record), "chain_seq": 3, "prev_hash": "0" * 64}
    assert row["access_labels"] is None
    labelled = {
        **query_row(replace(record, access_labels=["cardiology", "public"])),
        "chain_seq": 3,
        "prev_hash": "0" * 64,
    }
    assert labelled["access_labels"] == ["cardiology", "public"]
    assert hash_row(QUERIES_LOG, labelled) != hash_row(QUERIES_LOG, row)
    widened = {**labelled, "access_labels": ["cardiology", "psychiatry", "public"]}
    assert hash_row(QUERIES_LOG, widened) != hash_row(QUERIES_LOG, labelled)
