"""Table cells typed by their column header: a bed number, an age over 89, a patient's name."""

from __future__ import annotations

from clinrag.security.table_spans import table_cells

_SHEET = (
    "| Bed | Patient | URN | Age | Issues |\n"
    "|-----|---------|-----|-----|--------|\n"
    "| 14 | Asante K | 0618925 | 60 | post TKR D1, BGL 11.2 |\n"
    "| 23 | Church W | 4142704 | 95 | pain 4/10, Morse 65 |\n"
)


def cells(text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.entity_type) for s in table_cells(text)]


def test_identifier_columns_are_typed_by_their_header() -> None:
    found = cells(_SHEET)
    assert ("14", "ID") in found
    assert ("Church W", "PERSON") in found
    assert ("95", "AGE") in found


def test_clinical_columns_and_young_ages_survive() -> None:
    found = [value for value, _ in cells(_SHEET)]
    assert "60" not in found
    assert not any("BGL" in v or "Morse" in v for v in found)


def test_a_table_without_identifier_headers_is_left_alone() -> None:
    labs = "| Test | Result |\n|------|--------|\n| Na | 131 |\n| K | 4.5 |\n"
    assert cells(labs) == []
