"""Numbers, periods and years a question states, read onto the numeric fields of the buckets
searched (the rules' half of the decomposition, ``rules.py``):

- a period ("a year or longer", "at least 6 months", "more than two years", "the 10-week
  trial", "three months of aspirin") on the numeric field whose name gives a time unit
  (``duration_weeks``), converted to that unit as ingest stores it (``quantities.py``); not
  an age ("aged 65 years", "under 12 years old"), a frequency ("once a year") or a look back
  ("the last ten years": reported, no field holds it);
- a year with its preposition ("since 2015", "in 2024 or later", "the 2023 policy") on the
  year field the question's words choose ("due for review" -> ``review_due_year``,
  "reviewed" -> ``year_reviewed``, else ``year``);
- a number with a comparison and a unit a numeric field names ("more than a hundred
  participants", "at least 300 patients", "n>200"; the unit is one of the field's words or
  their synonyms, ``UNIT_SYNONYMS``), and a plain count with its unit ("64 children").

A number with a unit no field holds ("more than 100 beds") is returned unplaced, for the
unmapped report.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from clinrag.pipelines.agent.constraints import Constraint
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
        }
    ),
    "participants": frozenset({"participant", "patient", "subject", "people", "enrolled", "n"}),
    "enrollment": frozenset({"participant", "patient", "subject", "people", "enrolled", "n"}),
    "age": frozenset({"year-old", "years-old", "old"}),
    "dose": frozenset({"mg", "milligram", "g", "mcg", "µg"}),
    "pages": frozenset({"page"}),
}
"""A numeric field's word (its name split on ``_``) -> unit words that name it."""

_I = re.IGNORECASE
_COUNT = rf"\d[\d,]*(?:\.\d+)?|\b(?:an? )?{NUMBER_WORDS}\b"
_NUMBER_OPS = {
    "no fewer than": ">=",
    "no less than": ">=",
    "at least": ">=",
    "≥": ">=",
    "more than": ">",
    "greater than": ">",
    "larger than": ">",
    "longer than": ">",
    "over": ">",
    "above": ">",
    "exceeding": ">",
    "fewer than": "<",
    "less than": "<",
    "smaller than": "<",
    "shorter than": "<",
    "under": "<",
    "below": "<",
    "at most": "<=",
    "no more than": "<=",
    "up to": "<=",
    "≤": "<=",
}
_OP = "|".join(sorted((re.escape(op) for op in _NUMBER_OPS), key=len, reverse=True))
_SUFFIX_OPS = {
    "longer": ">=",
    "more": ">=",
    "over": ">=",
    "less": "<=",
    "shorter": "<=",
    "fewer": "<=",
}
_NUMBER_PHRASE = re.compile(
    rf"(?P<op>\b(?:{_OP})\b|>=|<=|>|<|≥|≤)\s*(?P<number>{_COUNT})\s*(?P<unit>[A-Za-zµ%][\w%-]*)?",
    _I,
)
_UNIT_FIRST = re.compile(r"\b(?P<unit>n)\s*(?P<op>>=|<=|>|<|≥|≤|=)\s*(?P<number>\d[\d,]*)", _I)
"""The count written after its unit: "n>200", "n = 64"."""
_MEASURE = re.compile(
    r"\b(?P<number>\d[\d,]*)(?:-|\s+)(?P<unit>[A-Za-z][a-z]+)\b(?!\s*(?:mg|ml|g)\b)", _I
)
"""A plain count with its unit ("64 children"): equality on the field the unit names, when no
comparison word stands before it."""
_PERIOD = re.compile(
    rf"(?:(?P<op>\b(?:{_OP})\b)\s+)?(?P<number>\d+|\b(?:an?|{NUMBER_WORDS})\b)[- ]"
    r"(?P<unit>day|week|month|year)s?\b(?![- ](?:old|of age|ago))"
    r"(?:\s+or\s+(?P<suffix>longer|more|over|less|shorter|fewer)\b)?",
    _I,
)
_NOT_A_PERIOD = re.compile(
    r"\b(?:children|adults|patients|people|infants|once|twice|times|per|last|past|previous"
    r"|next)\W*$|\baged?\b(?:\W+\w+){0,3}\W*$",
    _I,
)
"""What stands before an age ("aged 6 to 12 years", "children under 5 years"), a frequency
("once a year") or a look back ("the past 2 years"): no period of the trial."""
_LOOK_BACK = re.compile(
    rf"\b(?:in |over |during )?the (?:last|past|previous) (?:{_COUNT}) years?\b", _I
)
_YEAR = r"(?:19|20)\d\d"
_BETWEEN_YEARS = re.compile(rf"\bbetween\s+(?P<low>{_YEAR})\s+and\s+(?P<high>{_YEAR})\b", _I)
_YEAR_PHRASE = re.compile(
    rf"\b(?P<op>since|from|after|before|until|through|by|in|published in|during|the|its)\s+"
    rf"(?P<year>{_YEAR})\b(?P<later>\s+(?:or later|onwards|or after|and later))?"
    r"(?!\s*(?:-|to|and)\s*\d)",
    _I,
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
_WORD = re.compile(r"[a-z0-9]+")


@dataclass
class QuantityReading:
    constraints: list[Constraint] = field(default_factory=list)
    unplaced: list[str] = field(default_factory=list)
    """Number phrases no numeric field's name covers (reported ``no_field``)."""


def read_quantities(question: str, numeric: Sequence[str]) -> QuantityReading:
    """The periods, years and counts of ``question`` on the ``numeric`` fields (names)."""
    found = QuantityReading()
    taken: list[tuple[int, int]] = []
    _read_years(question, numeric, found, taken)
    _read_periods(question, numeric, found, taken)
    for match in [*_UNIT_FIRST.finditer(question), *_NUMBER_PHRASE.finditer(question)]:
        if _inside(match.span(), taken):
            continue
        taken.append(match.span())
        unit = (match["unit"] or "").lower()
        # A period with no duration field is no calendar year ("over 2 years" is not year > 2).
        name = None if singular(unit) in WEEKS_PER_UNIT else _field_for_unit(unit, numeric)
        op = _NUMBER_OPS.get(" ".join(match["op"].lower().split()), match["op"])
        number = parse_number(match["number"])
        value = match["number"].replace(",", "") if number is None else str(number)
        if name is not None:
            found.constraints.append(Constraint(name, op, value, match[0].strip()))
        elif (
            unit
            and match["number"][0].isdigit()
            and not (unit.isdigit() or re.fullmatch(_YEAR, match["number"]))
        ):
            found.unplaced.append(match[0].strip())
    for match in _MEASURE.finditer(question):
        if _inside(match.span(), taken):
            continue
        name = _field_for_unit(match["unit"].lower(), numeric)
        if name is not None and not re.fullmatch(_YEAR, match["number"]):
            taken.append(match.span())
            found.constraints.append(
                Constraint(name, "=", match["number"].replace(",", ""), match[0])
            )
    return found


def _read_years(
    question: str, numeric: Sequence[str], found: QuantityReading, taken: list[tuple[int, int]]
) -> None:
    years = [name for name in numeric if "year" in _name_words(name)]
    for match in _LOOK_BACK.finditer(question):
        taken.append(match.span())
        found.unplaced.append(match[0].strip())  # relative to today: no stored year holds it
    year = _year_field(question, years)
    for match in _BETWEEN_YEARS.finditer(question):
        if _inside(match.span(), taken):
            continue
        taken.append(match.span())
        if year is not None:
            found.constraints.append(Constraint(year, ">=", int(match["low"]), match[0]))
            found.constraints.append(Constraint(year, "<=", int(match["high"]), match[0]))
    for match in _YEAR_PHRASE.finditer(question):
        if _inside(match.span(), taken):
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
    words = set(_WORD.findall(question.lower()))

    def said(name: str) -> int:
        return sum(w in words for w in _name_words(name) if w != "year")

    best = max(said(name) for name in years)
    tied = [name for name in years if said(name) == best]
    return next((name for name in tied if _name_words(name) == ["year"]), tied[0])


def _read_periods(
    question: str, numeric: Sequence[str], found: QuantityReading, taken: list[tuple[int, int]]
) -> None:
    fields = [(name, unit) for name in numeric if (unit := _time_unit(name)) is not None]
    for match in _PERIOD.finditer(question):
        if _inside(match.span(), taken) or _NOT_A_PERIOD.search(question[: match.start()]):
            continue
        number = parse_number(match["number"]) if match["number"].lower() not in ("a", "an") else 1
        if number is None or not fields:
            continue
        taken.append(match.span())
        name, unit = fields[0]
        weeks = number * WEEKS_PER_UNIT[match["unit"].lower()] / WEEKS_PER_UNIT[unit]
        if match["suffix"]:
            op = _SUFFIX_OPS[match["suffix"].lower()]
        elif match["op"]:
            op = _NUMBER_OPS[" ".join(match["op"].lower().split())]
        else:
            op = "="
        found.constraints.append(Constraint(name, op, round(weeks), match[0].strip()))


def _time_unit(name: str) -> str | None:
    """The unit a numeric field counts time in: a plural unit word of its name (``weeks`` of
    ``duration_weeks``); a calendar field (``year``, ``year_reviewed``) has none."""
    words = re.split(r"[_\-.]", name.lower())
    return next((w[:-1] for w in words if w[:-1] in WEEKS_PER_UNIT and w.endswith("s")), None)


def _inside(span: tuple[int, int], taken: Sequence[tuple[int, int]]) -> bool:
    return any(start <= span[0] < end for start, end in taken)


def _name_words(name: str) -> list[str]:
    return [w for w in re.split(r"[_\-.]", name.lower()) if w]


def singular(word: str) -> str:
    if word.endswith("yses") and len(word) > 5:
        return word[:-2] + "is"  # analyses -> analysis
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def _field_for_unit(unit: str, numeric: Sequence[str]) -> str | None:
    if not unit:
        return None
    wanted = singular(unit)
    for name in numeric:
        words = _name_words(name)
        if wanted in {singular(w) for w in words}:
            return name
        if any(wanted in UNIT_SYNONYMS.get(w, frozenset()) for w in words):
            return name
    return None
