"""Calendar years a question states, on the year field its words choose (the rules' half of
the decomposition, ``rules.py``): "since 2015", "in 2024 or later", "in 2026 or earlier",
"between 2015 and 2020", "in 2024 or 2025", "the 2023 policy"; "due for review" ->
``review_due_year``, "reviewed" -> ``year_reviewed``, else ``year``.

Years relative to the reference year (``pipeline.agent.reference_year``: the current year
unless set, so an evaluation can fix it): "this year", "last year", "in the last two years",
"over the past decade", "due next year", "past their review year". Without a reference year,
or with no year field to hold them, they are reported unplaced, never dropped.
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
from clinrag.pipelines.agent.year_verbs import look_back_reading
from clinrag.pipelines.agent.year_words import DECADE, ERA, decade_bounds
from clinrag.quantities import parse_number

_LOOK_BACK = re.compile(
    rf"\b(?:(?:in|over|during|within|from|since)\s+)?the\s+(?:last|past|previous|recent)\s+"
    rf"(?:(?P<count>{COUNT}|couple\s+of|few)\s+(?:years?|yrs)|(?P<months>{COUNT})\s+months"
    r"|(?P<decade>decade)|(?P<one>year))\b",
    IGNORE_CASE,
)
"""A look back of N years (one when no number is written, ten for "decade", whole years for
months: "the past 18 months" reaches one year back; "the last few years" has no number and
is reported). ``_look_back`` says how far back each reaches."""
_AGO = re.compile(
    rf"\b(?:(?P<op>more than|over|less than|under|within)\s+)?(?P<count>{COUNT})\s+years?\s+ago\b",
    IGNORE_CASE,
)
"""A year counted back ("five years ago"; "more than ten years ago": before it)."""
_AGO_OPS = {"more than": "<", "over": "<", "less than": ">", "under": ">", "within": ">="}
_THIS_YEAR = re.compile(
    r"\b(?P<op>in|during|since|from|before|by|until|till|through)?\s*"
    r"(?:the\s+(?:start|beginning)\s+of\s+|the\s+(?P<end>end)\s+of\s+)?"
    r"(?P<which>this|last|next|the current|the previous)\s+"
    r"(?:calendar\s+)?year\b(?!\s*(?:-|'s\s+)?old)"
    r"(?:(?P<later>\s+or\s+(?:any\s+)?(?:later|after)(?:\s+years?)?)"
    r"|(?P<earlier>\s+or\s+(?:any\s+)?(?:already\s+)?(?:earlier|before|overdue|past\s+due)"
    r"(?:\s+years?)?))?",
    IGNORE_CASE,
)
"""One year named relative to the reference year ("reviewed this year", "since last year",
"due next year"); its start is the year ("since the start of last year": that year or later);
"this year or any later year" bounds it as "2026 or later" does ("this year or already
overdue" as "2026 or earlier"); "by (the end of) next year",
"before the end of this year" bound it from above, the year itself included."""
_YEAR_OFFSETS = {"this": 0, "the current": 0, "last": -1, "the previous": -1, "next": 1}
_PAST_DUE = re.compile(
    r"\bpast\s+(?:its|their|the)\s+[a-z]+\s+(?:year|date)\b|\boverdue\s+for\s+[a-z]+\b",
    IGNORE_CASE,
)
"""A due date gone by ("past their review year", "overdue for review"): on a year field a
document is due in (``review_due_year``), a year before the reference year."""
_YEAR_LIST = re.compile(
    rf"\b(?:in\s+)?(?P<first>{YEAR})\s*(?:,|or|and)\s*(?P<second>{YEAR})\b", IGNORE_CASE
)
"""Two years as alternatives ("in 2024 or 2025"): both bounds when they follow each other."""
_BETWEEN_YEARS = re.compile(
    rf"\b(?:(?:between|from)\s+(?P<low>{YEAR})\s*(?:and|to|through|until|till|-|\u2013)"
    rf"|(?P<bare>{YEAR})\s*(?:-|\u2013|to|through)(?!\s*\d+\s*(?:patients|participants)))\s*"
    rf"(?P<high>{YEAR}|\d\d)\b(?!\s*(?:-|/))",
    IGNORE_CASE,
)
"""A range of years: "between 2015 and 2020", "from 2015 to 2020", "2015-2020", "2019-21"."""
_YEAR_PHRASE = re.compile(
    r"(?:\b(?P<op>since|from|after|before|until|till|through|by|in|published in|during|the|its"
    r"|prior to|earlier than|older than|later than|newer than|more recent than|no later than"
    r"|no earlier than|not before|not after|up to|as of|starting in|starting|pre|post)"
    r"(?:\s+|-)(?:the\s+(?:start|beginning)\s+of\s+)?|(?<![\w-]))"
    rf"(?P<year>{YEAR})\b(?!'?s\b)"
    r"(?P<later>\s+(?:or later|onwards?|or after|and later|and after|and beyond|or newer"
    r"|or more recent))?(?P<earlier>\s+(?:or earlier|or before|and earlier|or older))?"
    r"(?!\s*(?:-|to|and)\s*\d)",
    IGNORE_CASE,
)
"""A year with the word that bounds it ("since 2015", "since the start of 2024", "prior to 2020",
"pre-2019", "2015
onwards"); a year with no such word is only read with "in", "the", "its" before it."""
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
    "till": "<=",
    "prior to": "<",
    "earlier than": "<",
    "older than": "<",
    "later than": ">",
    "newer than": ">",
    "more recent than": ">",
    "no later than": "<=",
    "no earlier than": ">=",
    "not before": ">=",
    "not after": "<=",
    "up to": "<=",
    "as of": ">=",
    "starting in": ">=",
    "starting": ">=",
    "pre": "<",
    "post": ">",
}


def read_years(
    question: str,
    numeric: Sequence[str],
    found: QuantityReading,
    taken: list[tuple[int, int]],
    reference_year: int | None = None,
) -> None:
    years = [name for name in numeric if "year" in name_words(name)]
    year = _year_field(question, years)
    _read_relative(question, year, reference_year, found, taken)
    for match in _BETWEEN_YEARS.finditer(question):
        low = int(match["low"] or match["bare"])
        high = (
            int(match["high"]) if len(match["high"]) == 4 else low // 100 * 100 + int(match["high"])
        )
        if inside(match.span(), taken) or high <= low:
            continue
        taken.append(match.span())
        _bounds(found, year, (low, high), match[0])
    for match in DECADE.finditer(question):
        if inside(match.span(), taken):
            continue
        taken.append(match.span())
        bounds = decade_bounds(match)
        if bounds is None:
            found.unplaced.append(match[0].strip())
        else:
            _bounds(found, year, bounds, match[0].strip())
    for match in _YEAR_LIST.finditer(question):
        first, second = sorted((int(match["first"]), int(match["second"])))
        if inside(match.span(), taken) or year is None:
            continue
        taken.append(match.span())
        if second == first + 1:
            found.constraints.append(Constraint(year, ">=", first, match[0]))
            found.constraints.append(Constraint(year, "<=", second, match[0]))
        else:
            found.constraints.append(Constraint(year, "in", [first, second], match[0]))
    for match in _YEAR_PHRASE.finditer(question):
        if inside(match.span(), taken) or not (match["op"] or match["later"] or match["earlier"]):
            continue
        taken.append(match.span())
        if year is not None:
            op = _YEAR_OPS[" ".join((match["op"] or "in").lower().split())]
            op = ">=" if match["later"] else "<=" if match["earlier"] else op
            found.constraints.append(Constraint(year, op, int(match["year"]), match[0].strip()))
        elif (match["op"] or "").lower() not in ("the", "its"):
            found.unplaced.append(match[0].strip())


def _bounds(found: QuantityReading, year: str | None, bounds: tuple[int, int], text: str) -> None:
    """Both bounds of a range of years on the year field, or the range reported."""
    if year is None:
        found.unplaced.append(text)
        return
    found.constraints.append(Constraint(year, ">=", bounds[0], text))
    found.constraints.append(Constraint(year, "<=", bounds[1], text))


def alternatives(text: str) -> bool:
    """The constraint's text names two years as alternatives ("in 2024 or 2025")."""
    return _YEAR_LIST.fullmatch(text.strip()) is not None


def _read_relative(
    question: str,
    year: str | None,
    reference_year: int | None,
    found: QuantityReading,
    taken: list[tuple[int, int]],
) -> None:
    """Look backs ("in the last two years": ``year >= reference - 2``), a due year gone by
    ("past their review year": ``review_due_year < reference``) and a year named relative to
    the reference ("this year", "since last year", "next year"); reported unplaced when no
    reference year or no year field holds them. A look back is read as its verb says
    (``year_verbs.py``): stated ("written in the last two years": nothing that recent is asked
    back), unheld ("audited in the last year": reported), else inferred (relaxed when the
    search is empty); a year named ("reviewed this year") is stated."""
    for match in ERA.finditer(question):
        taken.append(match.span())
        found.unplaced.append(match[0].strip())
    for match in _LOOK_BACK.finditer(question):
        taken.append(match.span())
        back = _look_back(match)
        if year is None or reference_year is None or back is None:
            found.unplaced.append(match[0].strip())
            continue
        reading = look_back_reading(question, match.start(), year)
        if reading == "unheld":
            found.unplaced.append(match[0].strip())
            continue
        bound = reference_year - int(back)
        found.constraints.append(Constraint(year, ">=", bound, match[0].strip(), reading))
    for match in _AGO.finditer(question):
        count = parse_number(match["count"])
        if inside(match.span(), taken) or count is None:
            continue
        taken.append(match.span())
        if year is None or reference_year is None:
            found.unplaced.append(match[0].strip())
            continue
        op = _AGO_OPS.get((match["op"] or "").lower(), "=")
        found.constraints.append(Constraint(year, op, reference_year - count, match[0].strip()))
    for match in _PAST_DUE.finditer(question):
        if year is None or "due" not in name_words(year) or inside(match.span(), taken):
            continue  # no year a document falls due in: not a year ("past the expiry date")
        taken.append(match.span())
        if reference_year is None:
            found.unplaced.append(match[0].strip())
            continue
        found.constraints.append(Constraint(year, "<", reference_year, match[0].strip()))
    for match in _THIS_YEAR.finditer(question):
        if inside(match.span(), taken):
            continue
        taken.append(match.span())
        if year is None or reference_year is None:
            found.unplaced.append(match[0].strip())
            continue
        named = reference_year + _YEAR_OFFSETS[" ".join(match["which"].lower().split())]
        op = _YEAR_OPS.get((match["op"] or "in").lower(), "=")
        if match["end"] and op in ("<", "="):
            op = "<=" if match["op"] else op  # "by/before the end of": that year included
        op = ">=" if match["later"] else "<=" if match["earlier"] else op
        found.constraints.append(Constraint(year, op, named, match[0].strip()))


def _look_back(match: re.Match[str]) -> int | None:
    """Calendar years before the reference year the look back reaches: "the last three
    years" are three calendar years, this one among them (2024 to 2026: how every set's
    author counted them); "the past year" and "the past 12 to 23 months" reach into last year;
    "the past decade" ten years back, as the sets count it too."""
    if match["decade"] or match["one"]:
        return 10 if match["decade"] else 1
    if match["months"]:
        months = parse_number(match["months"])
        return None if months is None else max(1, months // 12)
    count = " ".join(match["count"].lower().split())
    years = 2 if count == "couple of" else None if count == "few" else parse_number(count)
    return None if years is None else max(1, int(years) - 1)


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
