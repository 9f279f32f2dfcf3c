"""Cells of a bar-delimited table that its header says are identifiers.

Handover sheets and ward lists are tables ("| Bed | Patient | URN | Age | Issues |"). A cell's
text alone is a bare number ("14", "95") that no pattern may call an identifier, but its column
header says what it is: a bed or room number, an age (an identifier over 89), a patient's name.
So the header row (a bar-delimited line above a rule of dashes) names the columns, and each row
below it, to the first line that is not a row, gives its cells those types.
"""

from __future__ import annotations

import re

from clinrag.security.recognizers import PhiType, age_over_89
from clinrag.security.spans import Span

_HEADER_TYPES = {
    "bed": PhiType.ID,
    "room": PhiType.ID,
    "bay": PhiType.ID,
    "rm": PhiType.ID,
    "cubicle": PhiType.ID,
    "age": PhiType.AGE,
    "patient": PhiType.PERSON,
    "name": PhiType.PERSON,
    "patient name": PhiType.PERSON,
    "caller": PhiType.PERSON,
    "caller / patient": PhiType.PERSON,
    "by": PhiType.PERSON,
    "initials": PhiType.PERSON,
    "signed": PhiType.PERSON,
    "sig": PhiType.PERSON,
    "clinician": PhiType.PERSON,
    "staff": PhiType.PERSON,
    "nurse": PhiType.PERSON,
    "author": PhiType.PERSON,
}
"""Column headers that name an identifier; a column of who took a call or signed a row ("By",
"Initials", "Clinician") holds names or initials."""
_ROW = re.compile(r"(?m)^[ \t]*\|.*\|[ \t]*$")
_RULE = re.compile(r"[ \t]*\|?(?:[ \t]*:?-{2,}:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*$")
_CELL = re.compile(r"[^|]+")
_SCORE = 0.6


def table_cells(text: str) -> list[Span]:
    """Spans for the cells of the columns whose header names an identifier."""
    found: list[Span] = []
    rows = list(_ROW.finditer(text))
    index = 0
    while index + 1 < len(rows):
        header, rule = rows[index], rows[index + 1]
        between = text[header.end() : rule.start()].strip("\n")
        if between or not _RULE.fullmatch(rule.group()):
            index += 1
            continue
        kinds = [_HEADER_TYPES.get(c.group().strip().casefold()) for c in _cells(header)]
        index += 2
        previous_end = rule.end()
        while index < len(rows) and not text[previous_end : rows[index].start()].strip("\n"):
            row = rows[index]
            for kind, cell in zip(kinds, _cells(row), strict=False):
                value = cell.group().strip()
                if kind is None or not value:
                    continue
                if kind == PhiType.AGE and not (value.isdigit() and age_over_89(value)):
                    continue
                start = cell.start() + cell.group().index(value)
                found.append(Span(start, start + len(value), kind, _SCORE, from_ner=False))
            previous_end = row.end()
            index += 1
    return found


def _cells(row: re.Match[str]) -> list[re.Match[str]]:
    """The cells of a row between its bars."""
    line = row.group()
    first = line.index("|") + 1
    last = line.rindex("|")
    return list(_CELL.finditer(row.string, row.start() + first, row.start() + last))
