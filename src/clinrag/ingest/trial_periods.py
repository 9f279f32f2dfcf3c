"""A trial report's length (``duration_weeks``) read from its own words at ingest.

The labelling guide's period: the treatment period, else the follow-up, in weeks (months
52/12, years 52, rounded); a period given only in days is not read. Two readings:

1. a stated period: "N-week|month|year" (also "10-wk", "4 mo", "a 5 week study"; not
   "-old"), "for / over / during / lasting N weeks|months|years", "after N months of
   <treatment>", "followed for N years", "the duration of treatment was about 5 weeks". Not a
   run-in, washout, lead-in, drug-free, baseline or recall window ("a 6-week run-in", "2-week
   recall") and not an age ("aged 2 years"). The longest such period is the trial's: an
   extension ("24 weeks followed by an additional 80-week treatment period") or the whole
   follow-up outlasts its parts.
2. else the last time point the trial measures at, the longest of "at week 52", "at 12
   months", "after 3, 6 and 12 months", "after 5 years", "within 24 months", "one month
   after treatment" (not "at 12 months of age", not "after 10 years of diabetes").
"""

from __future__ import annotations

import re

from clinrag.quantities import NUMBER as _NUMBER
from clinrag.quantities import in_weeks, parse_number

_I = re.IGNORECASE
_UNIT = r"(week|wk|month|mo|year|yr)s?\b"
_ABBREVIATED = {"wk": "week", "mo": "month", "yr": "year"}
_PERIOD_NOUNS = (
    r"(?:treatment|therapy|follow-up|supplementation|intervention|administration|training"
    r"|use|dosing)"
)
_PERIOD = re.compile(
    rf"(?<!aged )(?<!age )\b{_NUMBER}-{_UNIT}(?![- ](?:old|of age|postpartum|after|later|apart))"
    rf"|\b(?:for|over|during|lasting|after) {_NUMBER} {_UNIT} of (?:\w+ ){{0,3}}?{_PERIOD_NOUNS}"
    rf"|\b(?:for|over|during|lasting) {_NUMBER} {_UNIT}\b"
    rf"|\b(?:followed|follow-up)(?: up)? (?:for|of|over) {_NUMBER} {_UNIT}"
    rf"|\bduration of (?:the )?(?:treatment|therapy|follow-up|study|trial|intervention) "
    rf"(?:was|of) (?:about |approximately )?{_NUMBER} {_UNIT}"
    rf"|\ban? {_NUMBER} (week|month|year)\b(?!s)",
    _I,
)
_WINDOW = re.compile(
    r"^(?:[- ](?:single-blind|placebo|open-label))*[- ]?"
    r"(?:run-?in|lead-?in|wash-?out|recall|screening|intervals?|window|baseline|endline"
    r"|(?:medicine|medication|drug|treatment)-free)",
    _I,
)
"""A period that is a window of the trial, not its length ("a 6-week run-in")."""
_TIME_POINT = re.compile(
    rf"\b(?:at|and) (?:week|month|year) {_NUMBER}\b"
    rf"|\b(?:at|after) (?:\d+, )*\d+,? (?:and|or) {_NUMBER} {_UNIT}"
    rf"|\b(?:at|after|within|by) (?:the )?{_NUMBER}[- ]{_UNIT}\b"
    r"(?! (?:old|of (?!treatment|therapy|follow-up)))"
    rf"|\b{_NUMBER} {_UNIT} after (?:the )?(?:treatment|randomi[sz]ation|surgery|the start)\b",
    _I,
)
_AGE = re.compile(r"\bage[ds]?\b|\bunder\b", _I)


def duration_weeks(text: str) -> int | None:
    """The trial's length in weeks, or None (the module docstring's order)."""
    periods = [
        weeks
        for match in _PERIOD.finditer(text)
        if not _AGE.search(text[: match.start()][-12:])
        and not _WINDOW.search(text[match.end() :][:40])
        and (weeks := _weeks(match)) is not None
    ]
    if periods:
        return max(periods)
    points = [
        weeks
        for match in _TIME_POINT.finditer(text)
        if not _AGE.search(text[: match.start()][-12:]) and (weeks := _point_weeks(match))
    ]
    return max(points) if points else None


def _weeks(match: re.Match[str]) -> int | None:
    groups = [g for g in match.groups() if g is not None]
    number = parse_number(groups[0])
    if number is None or number <= 0:
        return None
    return in_weeks(number, _ABBREVIATED.get(groups[1].lower(), groups[1]))


def _point_weeks(match: re.Match[str]) -> int | None:
    text = match.group(0).lower()
    unit = next((u for u in ("week", "month", "year") if u in text), None)
    groups = [g for g in match.groups() if g is not None]
    number = parse_number(groups[0])
    if unit is None or number is None or number <= 0:
        return None
    return in_weeks(number, unit)
