"""Canonical JSON and the SHA-256 row hash of the audit chain.

A row's hash must come out the same when the writer computes it from Python values and when
``verify`` recomputes it from what PostgreSQL hands back, years later. Three things can drift
on that round trip and are pinned here:

- JSON objects: ``jsonb`` reorders keys, so keys are sorted; separators are fixed.
- Numbers: ``jsonb`` stores numbers as ``numeric`` and gives ``1e20`` back as the integer
  ``100000000000000000000`` and ``-0.0`` as ``0``. So numbers are written as integers when they
  are whole and exact in a double (|x| < 2**53), otherwise as ``repr(float(x))``; both sides
  of the round trip land on the same text.
- Timestamps: UTC, ISO 8601 with microseconds (PostgreSQL's ``timestamptz`` precision).

``json_safe`` prepares values before they are stored (and hashed): what JSON cannot carry
(NaN, infinities, NUL characters, tuples, dataclasses, enums, datetimes) is turned into what
it can, so a stray NaN score cannot make an audit write fail.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
from collections.abc import Mapping
from datetime import UTC, datetime
from enum import Enum
from typing import Any

GENESIS_HASH = "0" * 64
"""``prev_hash`` of the first row of the chain."""

_EXACT_INTEGER_LIMIT = 2**53


def json_safe(value: Any) -> Any:
    """``value`` as plain JSON data (dict with str keys, list, str, int, float, bool, None).

    Non-finite floats become the strings ``"NaN"``, ``"Infinity"``, ``"-Infinity"``; NUL
    characters (which PostgreSQL text cannot hold) become U+FFFD; datetimes become UTC ISO
    strings. Anything else unknown raises TypeError: the caller fails closed.
    """
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        if math.isfinite(value):
            return value
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, str):
        return safe_text(value)
    if isinstance(value, Enum):
        return json_safe(value.value)
    if isinstance(value, datetime):
        return utc_iso(value)
    if isinstance(value, Mapping):
        return {safe_text(str(k)): json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = sorted(value, key=repr) if isinstance(value, set | frozenset) else value
        return [json_safe(item) for item in items]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return json_safe(dataclasses.asdict(value))
    raise TypeError(f"{type(value).__name__} cannot go into the audit log")


def safe_text(text: str) -> str:
    return text.replace("\x00", "\ufffd")


def utc_iso(moment: datetime) -> str:
    if moment.tzinfo is None:
        raise ValueError("audit timestamps must be timezone-aware")
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _canonical(value: Any) -> Any:
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, int | float):
        if isinstance(value, int) and abs(value) < _EXACT_INTEGER_LIMIT:
            return value
        number = float(value)
        if not math.isfinite(number):
            raise ValueError("non-finite numbers have no canonical JSON form")
        if number.is_integer() and abs(number) < _EXACT_INTEGER_LIMIT:
            return int(number)
        return number  # json.dumps writes floats as repr(): the shortest exact form
    if isinstance(value, datetime):
        return utc_iso(value)
    if isinstance(value, Mapping):
        return {str(k): _canonical(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_canonical(item) for item in value]
    raise TypeError(f"{type(value).__name__} has no canonical JSON form")


def canonical_json(value: Any) -> str:
    """Sorted keys, fixed separators, ASCII only, numbers and timestamps as described above."""
    return json.dumps(
        _canonical(value), sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False
    )


def row_hash(table: str, content: Mapping[str, Any]) -> str:
    """SHA-256 (hex) of the table's name and the row's content fields, ``prev_hash`` included.

    The table name is hashed too, so a row cannot be moved to another audit table unnoticed.
    """
    payload = canonical_json({"table": table, "row": dict(content)})
    return hashlib.sha256(payload.encode("ascii")).hexdigest()
