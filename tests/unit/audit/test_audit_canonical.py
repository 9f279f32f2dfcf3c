"""Canonical JSON and row hashes: stable text whatever the key order, number form or time zone."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from enum import Enum

import pytest

from clinrag.audit.canonical import GENESIS_HASH, canonical_json, json_safe, row_hash


def test_keys_are_sorted_and_separators_fixed() -> None:
    assert canonical_json({"b": 1, "a": [1, {"d": None, "c": True}]}) == (
        '{"a":[1,{"c":true,"d":null}],"b":1}'
    )


@pytest.mark.parametrize(
    ("stored", "read_back"),
    [
        (1e20, 10**20),  # jsonb hands a whole float back as an integer
        (1e300, 10**300),
        (-0.0, 0),
        (1.0, 1),
        (2**60 + 1, 2**60 + 1),
        (0.1, 0.1),
        (1e-7, 1e-07),
    ],
)
def test_numbers_read_back_from_jsonb_encode_like_the_originals(
    stored: float, read_back: float
) -> None:
    assert canonical_json([stored]) == canonical_json([read_back])


def test_floats_are_written_as_repr() -> None:
    assert canonical_json([0.1, 1 / 3, 2.5e-10]) == f"[0.1,{1 / 3!r},2.5e-10]"


def test_timestamps_are_utc_iso_with_microseconds() -> None:
    paris = timezone(timedelta(hours=1))
    moment = datetime(2026, 11, 21, 10, 0, tzinfo=paris)
    assert canonical_json([moment]) == '["2026-11-21T09:00:00.000000+00:00"]'
    with pytest.raises(ValueError, match="timezone-aware"):
        canonical_json([datetime(2026, 11, 21)])


def test_text_is_ascii_escaped() -> None:
    assert canonical_json(["µg"]) == '["\\u00b5g"]'


class Color(Enum):
    RED = "red"


@dataclass(frozen=True)
class Point:
    x: int
    y: tuple[float, ...]


def test_json_safe_turns_what_json_cannot_hold_into_what_it_can() -> None:
    safe = json_safe(
        {
            "nan": math.nan,
            "inf": -math.inf,
            "nul": "a\x00b",
            "enum": Color.RED,
            "point": Point(1, (2.0,)),
            "set": {"b", "a"},
            "when": datetime(2026, 1, 1, tzinfo=UTC),
            7: "int key",
        }
    )
    assert safe == {
        "nan": "NaN",
        "inf": "-Infinity",
        "nul": "a\ufffdb",
        "enum": "red",
        "point": {"x": 1, "y": [2.0]},
        "set": ["a", "b"],
        "when": "2026-01-01T00:00:00.000000+00:00",
        "7": "int key",
    }


def test_json_safe_refuses_unknown_objects() -> None:
    with pytest.raises(TypeError):
        json_safe({"x": object()})


def test_the_hash_covers_content_previous_hash_and_table() -> None:
    row = {"a": 1, "prev_hash": GENESIS_HASH}
    base = row_hash("queries_log", row)
    assert len(base) == 64
    assert row_hash("queries_log", dict(reversed(list(row.items())))) == base
    assert row_hash("audit_reads", row) != base
    assert row_hash("queries_log", {**row, "a": 2}) != base
    assert row_hash("queries_log", {**row, "prev_hash": "1" * 64}) != base
