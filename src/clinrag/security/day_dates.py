"""Dates that notes write without the parts the date patterns of ``recognizers`` look for.

Each recognizer is written for a family of date forms, never for an example string:

* **Year first with slashes** ("DOB 1934/04/05") and **ISO dates inside a file name**
  ("WARSAME_foot_2026-03-10.png"), where the underscore before the year is a word character
  and the plain pattern's word boundary fails.
* **A day and month without a year** after a field that names a date ("Date told: 14/7") or
  before a clock time ("Last known well: 17/7 12:50"), day first.
"""

from __future__ import annotations

from presidio_analyzer import EntityRecognizer

from clinrag.security.recognizers import CheckedRecognizer, PhiType

_YEAR_FIRST = (
    r"(?<![\d/.-])(?:19|20)\d{2}/(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])(?![\d/])"
    r"|(?<=_)(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)"
)
_DAY_MONTH = r"(?:0?[1-9]|[12]\d|3[01])/(?:0?[1-9]|1[0-2])"
_DAY_MONTH_CUED = (
    rf"\bdate[\w \t]{{0,12}}:[ \t]*\K{_DAY_MONTH}\b(?![/.]\d)"
    rf"|(?<![\w/.]){_DAY_MONTH}(?=[ \t]+(?:[01]?\d|2[0-3]):[0-5]\d\b)"
)


def build_day_date_recognizers() -> list[EntityRecognizer]:
    """The recognizers above, each emitting DATE."""
    return [
        CheckedRecognizer(PhiType.DATE, "year_first_date", ((_YEAR_FIRST, 0.7),)),
        CheckedRecognizer(PhiType.DATE, "day_month_cued", ((_DAY_MONTH_CUED, 0.6),)),
    ]
