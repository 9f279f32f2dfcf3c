"""Counts and periods a question states, read onto the numeric fields of the buckets
searched (the rules' half of the decomposition, ``rules.py``; years: ``year_rules.py``):

- a period ("a year or longer", "at least 6 months", "more than two years", "between 6 and 12
  weeks", "the 10-week trial", "three months of aspirin") on the numeric field whose name
  gives a time unit (``duration_weeks``), converted to that unit as ingest stores it
  (``quantities.py``); not an age ("aged 6 to 12 years", "children under 5 years") nor a
  frequency ("once a year");
- a count with a comparison and a unit a numeric field names ("more than a hundred
  participants", "100 or more patients", "200+ participants", "between 100 and 500
  participants", "n>200"; the unit is one of the field's words or their synonyms,
  ``UNIT_SYNONYMS``), or with the field's own name before it ("a sample size above 1000"),
  and a plain count with its unit ("64 children").

A number with a unit no field holds ("more than 100 beds") is returned unplaced, for the
unmapped report.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clinrag.ingest.trial_metadata import PEOPLE_NOUNS
from clinrag.pipelines.agent.constraints import Constraint
from clinrag.pipelines.agent.head_counts import QUESTION_PEOPLE, read_head_counts
from clinrag.pipelines.agent.number_phrases import (
    COUNT,
    IGNORE_CASE,
    OP,
    SUFFIX_OPS,
    WORD,
    YEAR,
    QuantityReading,
    inside,
    name_words,
    op_of,
    singular,
)
from clinrag.pipelines.agent.year_rules import read_years
from clinrag.pipelines.agent.year_words import digit_years
from clinrag.quantities import NUMBER_WORDS, WEEKS_PER_UNIT, parse_number

UNIT_SYNONYMS: dict[str, frozenset[str]] = {
    "sample": frozenset(
        {
            "participant",
            "patient",
            "subject",
            "people",
            "person",
            "adult",
            "child",
            "children",
            "women",
            "men",
            "enrolled",
            "volunteer",
            "individual",
            "case",
            "n",
            "randomised",
            "randomized",
            "recruited",
            *(singular(w) for w in [*PEOPLE_NOUNS, *QUESTION_PEOPLE]),
        }
    ),
    "participants": frozenset({"participant", "patient", "subject", "people", "enrolled", "n"}),
    "enrollment": frozenset({"participant", "patient", "subject", "people", "enrolled", "n"}),
    "age": frozenset({"year-old", "years-old", "old"}),
    "dose": frozenset({"mg", "milligram", "g", "mcg", "µg"}),
    "pages": frozenset({"page"}),
}
"""A numeric field's word (its name split on ``_``) -> unit words that name it."""

_UNIT = r"(?P<unit>[A-Za-zµ%][\w%-]*)"
_NUMBER_PHRASE = re.compile(
    rf"(?P<op>\b(?:{OP})\b|>=|<=|>|<|≥|≤)\s*(?P<number>{COUNT})\s*{_UNIT}?", IGNORE_CASE
)
_UNIT_FIRST = re.compile(
    r"\b(?P<unit>n)\s*(?P<op>>=|<=|>|<|≥|≤|=)\s*(?P<number>\d[\d,]*)", IGNORE_CASE
)
"""The count written after its unit: "n>200", "n = 64"."""
_SUFFIXED = re.compile(
    rf"(?P<number>{COUNT})\s*(?:\+|-?plus\b|\s+or\s+(?P<suffix>more|greater|over|above|fewer|less"
    r"|below))"
    rf"\s+{_UNIT}",
    IGNORE_CASE,
)
"""The comparison after the number: "100 or more participants", "200+ patients", "500-plus
women"."""
_MANY = re.compile(
    r"\b(?P<scale>hundreds|thousands)\s+of\s+(?:\w+\s+)?(?P<unit>[A-Za-z][\w-]*)", IGNORE_CASE
)
"""A count by its order ("hundreds of patients": at least a hundred)."""
_SIZE_WORD = re.compile(
    r"\b(?:large|larger|big|bigger|huge|small|smaller|tiny|(?:large|small)[- ]scale)\s+"
    r"(?:[A-Za-z'-]+\s+){0,3}?(?:trials?|stud(?:y|ies)|RCTs?|cohorts?)\b",
    IGNORE_CASE,
)
"""A size with no number ("large trials"): a count no rule can bound, reported."""
_ENROLLING = frozenset(
    {"enrolled", "enrolling", "recruited", "recruiting", "randomised", "randomized", "involving"}
)
"""Verbs a count of participants follows with no unit ("trials that enrolled over 1000")."""
_LINKING = frozenset({"of", "was", "is", "were", "with"})
"""Words between a field's name and its comparison ("sample size of at least 300")."""
_RANGE = re.compile(
    rf"(?:\bbetween\s+(?P<low>{COUNT})\s+and|(?P<from>\d[\d,]*)\s*(?:-|\u2013|to))\s*"
    rf"(?P<high>{COUNT})[- ]{_UNIT}",
    IGNORE_CASE,
)
"""Both bounds: "between 100 and 500 participants", "6 to 12 weeks", "6-12 weeks"."""
_MEASURE = re.compile(
    r"\b(?P<number>\d[\d,]*)(?:-|\s+)(?P<unit>[A-Za-z][a-z]+)\b(?!\s*(?:mg|ml|g)\b)"
    r"(?:\s+(?P<next>[A-Za-z][a-z]+)\b)?",
    IGNORE_CASE,
)
"""A plain count with its unit, one word between allowed ("64 children", "54 asthmatic
children"): equality on the field the unit names, when no comparison word stands before it."""
_PERIOD = re.compile(
    rf"(?:(?P<op>\b(?:{OP})\b)\s+)?(?P<number>\d+|\b(?:an?|{NUMBER_WORDS})\b)[- ]"
    r"(?P<unit>day|week|month|year)s?\b(?![- ](?:old|of age|ago))"
    r"(?:\s+or\s+(?P<suffix>longer|more|over|less|shorter|fewer)\b)?",
    IGNORE_CASE,
)
_NOT_A_PERIOD = re.compile(
    r"\b(?:children|adults|patients|people|infants|once|twice|times|per|last|past|previous"
    r"|next|at)\W*$|\baged?\b(?:\W+\w+){0,3}\W*$",
    IGNORE_CASE,
)
"""What stands before an age ("aged 6 to 12 years", "children under 5 years"), a frequency
("once a year"), a look back ("the past 2 years") or a time point of an outcome ("the score
at 12 weeks"): no period of the trial."""


def read_quantities(
    question: str, numeric: Sequence[str], reference_year: int | None = None
) -> QuantityReading:
    """The periods, years and counts of ``question`` on the ``numeric`` fields (names);
    ``reference_year``: what "this year" and "the last two years" count from."""
    found = QuantityReading()
    taken: list[tuple[int, int]] = []
    question = digit_years(question)
    read_years(question, numeric, found, taken, reference_year)
    _read_ranges(question, numeric, found, taken)
    _read_periods(question, numeric, found, taken)
    for match in _SUFFIXED.finditer(question):
        name = _count_field(match["unit"], numeric)
        if name is not None and not inside(match.span(), taken):
            taken.append(match.span())
            op = "<=" if (match["suffix"] or "").lower() in ("fewer", "less", "below") else ">="
            found.constraints.append(Constraint(name, op, _value(match["number"]), match[0]))
    for match in [*_UNIT_FIRST.finditer(question), *_NUMBER_PHRASE.finditer(question)]:
        if inside(match.span(), taken):
            continue
        taken.append(match.span())
        unit = (match["unit"] or "").lower()
        name = _count_field(unit, numeric) or _named_before(question[: match.start()], numeric)
        value = _value(match["number"])
        if name is not None:
            found.constraints.append(Constraint(name, op_of(match["op"]), value, match[0].strip()))
        elif (
            unit
            and match["number"][0].isdigit()
            and not (unit.isdigit() or re.fullmatch(YEAR, match["number"]))
        ):
            found.unplaced.append(match[0].strip())
    read_head_counts(question, _field_for_unit("participant", numeric), found, taken)
    for match in _MANY.finditer(question):
        name = _count_field(match["unit"], numeric)
        if name is not None and not inside(match.span(), taken):
            taken.append(match.span())
            scale = 100 if match["scale"].lower() == "hundreds" else 1000
            found.constraints.append(Constraint(name, ">=", scale, match[0]))
    for match in _MEASURE.finditer(question):
        if inside(match.span(), taken):
            continue
        # A period is no calendar year ("82-year-old" is not ``year_reviewed = 82``).
        name = _count_field(match["unit"], numeric)
        if name is None and match["next"] and singular(match["unit"].lower()) not in WEEKS_PER_UNIT:
            name = _count_field(match["next"], numeric)  # "54 asthmatic children"
        if name is not None and not re.fullmatch(YEAR, match["number"]):
            taken.append(match.span())
            found.constraints.append(
                Constraint(name, "=", match["number"].replace(",", ""), match[0])
            )
    _read_size_words(question, numeric, found)
    return found


def _read_size_words(question: str, numeric: Sequence[str], found: QuantityReading) -> None:
    """ "Large trials" with no count read: reported when a field counts participants."""
    counted = _field_for_unit("participant", numeric)
    if counted is None or any(c.field == counted for c in found.constraints):
        return
    found.unplaced += [m[0] for m in _SIZE_WORD.finditer(question)]


def _read_periods(
    question: str, numeric: Sequence[str], found: QuantityReading, taken: list[tuple[int, int]]
) -> None:
    fields = [(name, unit) for name in numeric if (unit := _time_unit(name)) is not None]
    for match in _PERIOD.finditer(question):
        if inside(match.span(), taken) or _NOT_A_PERIOD.search(question[: match.start()]):
            continue
        number = parse_number(match["number"]) if match["number"].lower() not in ("a", "an") else 1
        if number is None or not fields:
            continue
        taken.append(match.span())
        name, unit = fields[0]
        if match["suffix"]:
            op = SUFFIX_OPS[match["suffix"].lower()]
        else:
            op = op_of(match["op"]) if match["op"] else "="
        weeks = _in_unit(number, match["unit"], unit)
        if weeks == 0 and op == "=":
            continue  # "a 3-day course": a dose's course, shorter than any stored duration
        found.constraints.append(Constraint(name, op, weeks, match[0].strip()))


def _read_ranges(
    question: str, numeric: Sequence[str], found: QuantityReading, taken: list[tuple[int, int]]
) -> None:
    periods = [(name, unit) for name in numeric if (unit := _time_unit(name)) is not None]
    for match in _RANGE.finditer(question):
        low, high = parse_number(match["low"] or match["from"]), parse_number(match["high"])
        if low is None or high is None or inside(match.span(), taken):
            continue
        if _NOT_A_PERIOD.search(question[: match.start()]):
            continue
        unit = singular(match["unit"].lower())
        counted = _count_field(unit, numeric)
        if unit in WEEKS_PER_UNIT and periods:
            name, stored = periods[0]
            bounds = (_in_unit(low, unit, stored), _in_unit(high, unit, stored))
        elif counted is not None:
            name, bounds = counted, (low, high)
        else:
            continue
        taken.append(match.span())
        found.constraints.append(Constraint(name, ">=", bounds[0], match[0]))
        found.constraints.append(Constraint(name, "<=", bounds[1], match[0]))


def _in_unit(number: float, unit: str, stored: str) -> int:
    return round(number * WEEKS_PER_UNIT[singular(unit.lower())] / WEEKS_PER_UNIT[stored])


def _value(number: str) -> str:
    parsed = parse_number(number)
    return number.replace(",", "") if parsed is None else str(parsed)


def _time_unit(name: str) -> str | None:
    """The unit a numeric field counts time in: a plural unit word of its name (``weeks`` of
    ``duration_weeks``); a calendar field (``year``, ``year_reviewed``) has none."""
    words = re.split(r"[_\-.]", name.lower())
    return next((w[:-1] for w in words if w[:-1] in WEEKS_PER_UNIT and w.endswith("s")), None)


def _count_field(unit: str, numeric: Sequence[str]) -> str | None:
    """The field a count's unit names; a period with no duration field is no calendar year
    ("over 2 years" is not ``year > 2``)."""
    unit = unit.lower()
    return None if singular(unit) in WEEKS_PER_UNIT else _field_for_unit(unit, numeric)


def _named_before(before: str, numeric: Sequence[str]) -> str | None:
    """A numeric field whose name's words end the text before a comparison ("a sample size
    above 1000")."""
    words = [singular(w) for w in WORD.findall(before.lower())][-5:]
    while words and words[-1] in _LINKING:
        words.pop()  # "a sample size of at least 300"
    if words and words[-1] in _ENROLLING:
        return _field_for_unit("participant", numeric)
    for name in numeric:
        wanted = [singular(w) for w in name_words(name)]
        if _time_unit(name) is None and "year" not in wanted and wanted == words[-len(wanted) :]:
            return name
    return None


def _field_for_unit(unit: str, numeric: Sequence[str]) -> str | None:
    if not unit:
        return None
    wanted = singular(unit)
    for name in numeric:
        words = name_words(name)
        if wanted in {singular(w) for w in words}:
            return name
        if any(wanted in UNIT_SYNONYMS.get(w, frozenset()) for w in words):
            return name
    return None
