"""Dates and ages: month and weekday names, date shapes, and their recognizer specs.

Ages are redacted only above 89 (``age_over_89``); an NER date is kept unless it names a month
or a day (``has_date_element``).
"""

from __future__ import annotations

import re

from clinrag.security.check_digits import age_over_89
from clinrag.security.phi_types import PhiType
from clinrag.security.recognizer_base import _Spec, after_label

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
WEEKDAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?"
"""A weekday, whole or cut short ("Tues", "Thurs", "Saturday")."""
LOCAL_MONTHS = (
    r"januar|jänner|februar|märz|mai|juni|juli|oktober|dezember|"  # German
    r"janvier|février|fevrier|mars|avril|juin|juillet|août|aout|septembre|octobre|novembre|"
    r"décembre|decembre|"  # French
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|"
    r"noviembre|diciembre|"  # Spanish
    r"gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|"  # Italian
    r"janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|dezembro"  # Portuguese
)
"""Month names of the other accepted languages that English does not share (German "April",
"August", "September", "November" are English words already)."""
_ORDINAL = r"(?:st|nd|rd|th)?"
_NUMERIC_DATE = r"\d{1,2}([/.-])\d{1,2}\1(?:\d{4}|\d{2})(?![/.-]?\d)"
_ANY_DATE = (
    rf"(?:\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,2}}[/.-]\d{{1,2}}[/.-]\d{{2,4}}|"
    rf"{_MONTH}\.?\s+\d{{1,2}}{_ORDINAL},?\s+\d{{2,4}}|"
    rf"\d{{1,2}}{_ORDINAL}\s+(?:of\s+)?{_MONTH}\.?,?\s+\d{{2,4}}|\d{{6,8}})"
)


def has_date_element(text: str) -> bool:
    """Whether an NER date names a month or a day (a year, a duration or "last week" does not)."""
    return bool(_DATE_ELEMENT.search(text))


_DATE_ELEMENT = re.compile(
    rf"\b{_MONTH}\b|\b(?:{LOCAL_MONTHS})\b|\b\d{{1,2}}/\d{{1,2}}\b|\b{_NUMERIC_DATE}\b|\b\d{{4}}-\d{{1,2}}-\d{{1,2}}\b"
    r"|\b\d{1,2}/\d{4}\b",
    re.IGNORECASE,
)


_MD = r"(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])\b(?![/.]\d)"
_DOB_LABELS = r"dob|d\.o\.b|date\s+of\s+birth|birth\s*date|birthday|born(?:\s+on)?"

DATE_SPECS: tuple[_Spec, ...] = (
    (PhiType.AGE, "age", (
        (r"\b(?:age|aged|ages|age\s+of|turn|turns|turned|turning)\s*[:=]?\s*\K\d{2,3}\b", 0.85),
        (r"\b\d{2,3}(?=\s*-?\s*(?:years?|yrs?|yr)\s*-?\s*(?:old|of\s+age)\b)", 0.85),
        (r"\b\d{2,3}(?=\s*(?:yo|y/o|y\.o\.?|yrs?)(?!\w))", 0.85),
        (r"\bninety(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?"
         r"(?=[\s-]+years?[\s-]+old)", 0.85),
    ), "", age_over_89),
    (PhiType.DATE, "date", (
        (after_label(_DOB_LABELS, _ANY_DATE), 0.95),
        # ISO: scored above the NER hit of the same span, which drops the time ("T16:25")
        (r"\b\d{4}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?\b", 0.9),
        (rf"\b{_NUMERIC_DATE}\b", 0.6),
        (rf"\b{_MONTH}\.?\s+\d{{1,2}}{_ORDINAL}(?:,?\s+\d{{4}})?\b", 0.7),
        (rf"\b\d{{1,2}}{_ORDINAL}(?:\s+of)?\s+{_MONTH}\.?(?:,?\s+\d{{4}})?\b", 0.7),
        (rf"\b{_MONTH}\.?,?\s+\d{{4}}\b", 0.6),
        (r"\b(?:0?[1-9]|1[0-2])/(?:19|20)\d{2}\b", 0.5),
        (rf"\b(?:on|seen|since|until|till|dated|admitted|discharged|through)\s+\K{_MD}", 0.6),
        (rf"\b(?:note|visit|appt|appointment|dos|f/u|follow-?up|rtc|started|stopped|restarted|"
         rf"resumed|held|echo|cxr|ekg|ecg|mri|ct|surgery|admission|discharge|in|last)[ \t]*:?"
         rf"[ \t]*\K{_MD}(?![ \t]*(?:tabs?|tablets?|of|to|strength|dose|ratio|[-+x*]|/)\b)",
         0.6),  # "Note 11/5", "HbA1c 8.1 in 6/21"
        (rf"(?<![\d/.])\b{_MD}", 0.2),
    ), "date dob admit admitted admission discharge discharged visit appointment birth born "
       "surgery dated seen", None),
)  # fmt: skip
