"""Calendar years as people say them rather than write them, for the year rules
(``year_rules.py``):

- years in words become digits before any rule reads the question: "twenty twenty-two",
  "twenty-fifteen", "nineteen ninety-nine", "twenty oh nine"; "two thousand and nineteen" only
  after a word that places a year ("since two thousand and nineteen"), not as a count ("two
  thousand and fifty patients");
- a decade ("the 2010s", "2010's") is both its bounds; "the early 2020s" has none a question
  states, so it is reported, not guessed;
- a year tied to an event ("before the pandemic", "post-COVID", "since Brexit") is reported:
  the event's year is the reader's knowledge, not the question's.
"""

from __future__ import annotations

import re

from clinrag.quantities import parse_number

_I = re.IGNORECASE
_UNITS = "one|two|three|four|five|six|seven|eight|nine"
_TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_TWO_DIGITS = rf"(?:(?:{_TENS})(?:[- ](?:{_UNITS}))?|{_TEENS}|oh[- ](?:{_UNITS}))"
_SPOKEN = re.compile(
    rf"\b(?P<century>nineteen|twenty)[- ](?P<rest>{_TWO_DIGITS}|hundred)\b(?![- ](?:{_UNITS})\b)",
    _I,
)
"""A year read as two two-digit numbers ("twenty twenty-two", "nineteen ninety-nine")."""
_PLACES_A_YEAR = r"(?:since|in|before|after|from|until|till|by|through|to|during|of|pre|post)"
_THOUSANDS = re.compile(
    rf"\b(?P<lead>{_PLACES_A_YEAR}[ -])two thousand(?: and)?+(?P<rest>[- ](?:{_TWO_DIGITS}"
    rf"|{_UNITS}))?+\b(?!\s+(?:patients|participants|people|subjects|adults|children|women|men))",
    _I,
)
"""A year read as a number ("since two thousand and nineteen"), where a word places it."""
DECADE = re.compile(
    r"\b(?:the\s+)?(?:(?P<part>early|mid|late)[- ]?)?(?P<decade>(?:19|20)\d0)'?s\b", _I
)
ERA = re.compile(
    rf"\b{_PLACES_A_YEAR}[- ](?:the\s+)?(?:covid(?:-19)?|coronavirus|(?:covid\s+)?pandemic"
    r"|lockdowns?|brexit|millennium)\b",
    _I,
)


def digit_years(question: str) -> str:
    """``question`` with each year said in words written in digits."""
    question = _SPOKEN.sub(_spoken, question)
    return _THOUSANDS.sub(_thousands, question)


def _spoken(match: re.Match[str]) -> str:
    century = 1900 if match["century"].lower() == "nineteen" else 2000
    rest = match["rest"].lower()
    if rest == "hundred":
        return str(century)
    value = parse_number(rest.removeprefix("oh").strip(" -"))
    return match[0] if value is None else str(century + value)


def _thousands(match: re.Match[str]) -> str:
    rest = (match["rest"] or "").strip(" -")
    value = parse_number(rest) if rest else 0
    return match[0] if value is None or value > 99 else f"{match['lead']}{2000 + value}"


def decade_bounds(match: re.Match[str]) -> tuple[int, int] | None:
    """The first and last year of a decade match, None for part of one ("the early 2020s")."""
    if match["part"]:
        return None
    first = int(match["decade"])
    return first, first + 9
