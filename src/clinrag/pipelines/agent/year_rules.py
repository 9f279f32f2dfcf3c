"""Calendar years a question states, on the year field its words choose (the rules' half of
the decomposition, ``rules.py``): "since 2015", "in 2024 or later", "between 2015 and 2020",
"the 2023 policy"; "due for review" -> ``review_due_year``, "reviewed" -> ``year_reviewed``,
else ``year``. "The last ten years" is relative to today, which no stored year holds: reported.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clinrag.pipelines.agent.constraints import Constraint
from clinrag.pipelines.agent.number_phrases import (
    COUNT,
    IGNORE_CASE,
    WORD,
    YEAR,
    QuantityReading,
    inside,
    name_words,
)

_LOOK_BACK = re.compile(
    rf"\b(?:in |over |during )?the (?:last|past|previous) (?:{COUNT}) years?\b", IGNORE_CASE
)
_BETWEEN_YEARS = re.compile(rf"\bbetween\s+(?P<low>{YEAR})\s+and\s+(?P<high>{YEAR})\b", IGNORE_CASE)
_YEAR_PHRASE = re.compile(
    rf"\b(?P<op>since|from|after|before|until|through|by|in|published in|during|the|its)\s+"
    rf"(?P<year>{YEAR})\b(?P<later>\s+(?:or later|onwards|or after|and later))?"
    r"(?!\s*(?:-|to|and)\s*\d)",
    IGNORE_CASE,
)
_YEAR_OPS = {
    "since": ">=",
    "from": ">=",
    "after": ">",
    "before": "<",
    "until": "<=",
    "through": "<=",
    "by": "<=",
    "in": "=",
    "published in": "=",
    "during": "=",
    "the": "=",
    "its": "=",
}


def read_years(
    question: str, numeric: Sequence[str], found: QuantityReading, taken: list[tuple[int, int]]
) -> None:
    years = [name for name in numeric if "year" in name_words(name)]
    for match in _LOOK_BACK.finditer(question):
        taken.append(match.span())
        found.unplaced.append(match[0].strip())  # relative to today: no stored year holds it
    year = _year_field(question, years)
    for match in _BETWEEN_YEARS.finditer(question):
        if inside(match.span(), taken):
            continue
        taken.append(match.span())
        if year is not None:
            found.constraints.append(Constraint(year, ">=", int(match["low"]), match[0]))
            found.constraints.append(Constraint(year, "<=", int(match["high"]), match[0]))
    for match in _YEAR_PHRASE.finditer(question):
        if inside(match.span(), taken):
            continue
        taken.append(match.span())
        if year is not None:
            op = ">=" if match["later"] else _YEAR_OPS[" ".join(match["op"].lower().split())]
            found.constraints.append(Constraint(year, op, int(match["year"]), match[0].strip()))
        elif match["op"].lower() not in ("the", "its"):
            found.unplaced.append(match[0].strip())


def _year_field(question: str, years: Sequence[str]) -> str | None:
    """The year field whose other name words the question uses most ("due for review" ->
    ``review_due_year``); on a tie, the one named just ``year``, else the first."""
    if not years:
        return None
    words = set(WORD.findall(question.lower()))

    def said(name: str) -> int:
        return sum(w in words for w in name_words(name) if w != "year")

    best = max(said(name) for name in years)
    tied = [name for name in years if said(name) == best]
    return next((name for name in tied if name_words(name) == ["year"]), tied[0])
