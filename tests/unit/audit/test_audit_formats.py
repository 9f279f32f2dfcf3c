"""Export encodings: JSON Lines keeps values; CSV quotes, and defuses spreadsheet formulas."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime

from clinrag.audit.formats import COLUMNS, csv_lines, jsonl_lines
from clinrag.audit.records import QueryRow

ROW = QueryRow(
    id=1,
    chain_seq=1,
    request_id="req-1",
    created_at=datetime(2026, 11, 21, 9, 0, tzinfo=UTC),
    actor_key_id="key-1",
    actor_role="clinician",
    client_address=None,
    pipeline="classical",
    mode="auto",
    query_type="SIMPLE",
    redacted_query='=HYPERLINK("x"), "quoted", and a line\nbreak',
    redacted_answer="Metformin [1].",
    citations=[{"number": 1, "snippet": "é"}],
    confidence=0.5,
    outcome="answered",
    error_code=None,
    total_ms=812.25,
    model="m",
    prompt_versions={"synthesize": "3"},
    prev_hash="0" * 64,
    row_hash="a" * 64,
)


async def _rows() -> AsyncIterator[QueryRow]:
    yield ROW


async def test_jsonl_is_one_exact_object_per_line() -> None:
    lines = [line async for line in jsonl_lines(_rows())]
    assert len(lines) == 1
    assert lines[0].endswith("\n")
    assert lines[0].count("\n") == 1
    data = json.loads(lines[0])
    assert data["redacted_query"] == ROW.redacted_query
    assert data["created_at"] == "2026-11-21T09:00:00.000000+00:00"
    assert data["citations"] == [{"number": 1, "snippet": "é"}]


async def test_csv_has_a_header_and_defuses_formulas() -> None:
    text = "".join([line async for line in csv_lines(_rows())])
    header, row = list(csv.reader(io.StringIO(text)))
    assert tuple(header) == COLUMNS
    cells = dict(zip(header, row, strict=True))
    assert cells["redacted_query"] == "'" + ROW.redacted_query
    assert cells["client_address"] == ""
    assert json.loads(cells["citations"]) == ROW.citations
    assert cells["total_ms"] == "812.25"
