"""Export encodings of query rows: JSON Lines (exact) and CSV (for spreadsheets).

Both yield one line at a time, to be streamed as they come from ``AuditReader.export``.
JSON Lines keeps every value as stored. CSV writes JSON columns as JSON text, and prefixes a
cell that starts with ``= + - @`` (or a tab or carriage return) with ``'`` so a spreadsheet
does not run it as a formula (the redacted question is user text): use JSON Lines when exact
values matter.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Any

from clinrag.audit.canonical import utc_iso
from clinrag.audit.records import QueryRow

COLUMNS = tuple(f.name for f in dataclasses.fields(QueryRow))
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _plain(value: Any) -> Any:
    return utc_iso(value) if isinstance(value, datetime) else value


def to_json(row: QueryRow) -> dict[str, Any]:
    return {name: _plain(getattr(row, name)) for name in COLUMNS}


async def jsonl_lines(rows: AsyncIterator[QueryRow]) -> AsyncIterator[str]:
    async for row in rows:
        yield json.dumps(to_json(row), ensure_ascii=False, allow_nan=False) + "\n"


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list | dict):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    if isinstance(value, str):
        return "'" + value if value.startswith(_FORMULA_STARTS) else value
    return str(_plain(value))


def _csv_line(cells: list[str]) -> str:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\r\n").writerow(cells)
    return buffer.getvalue()


async def csv_lines(rows: AsyncIterator[QueryRow]) -> AsyncIterator[str]:
    """A header line, then one line per row."""
    yield _csv_line(list(COLUMNS))
    async for row in rows:
        yield _csv_line([_cell(getattr(row, name)) for name in COLUMNS])
