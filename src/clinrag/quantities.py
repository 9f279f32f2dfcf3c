"""Numbers and periods as English writes them ("1,024", "twenty-four", "two hundred and forty";
"3 months" in weeks), read the same way where a document is read at ingest
(``ingest/trial_metadata.py``) and where a question is read by the agent's rules
(``pipelines/agent/quantity_rules.py``), so "a year" in a question meets the 52 weeks a
report's "1-year trial" was stored as."""

from __future__ import annotations

import re

_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
WORD_NUMBERS: dict[str, int] = {word: value for value, word in enumerate(_ONES)}
WORD_NUMBERS |= {word: 10 * (position + 2) for position, word in enumerate(_TENS)}
_SCALES = {"hundred": 100, "thousand": 1000}
_WORD = "|".join(sorted([*WORD_NUMBERS, *_SCALES], key=len, reverse=True))
NUMBER_WORDS = rf"(?:{_WORD})(?:(?:[- ]| and )(?:{_WORD})){{0,4}}"
"""Up to five number words ("two hundred and forty"), no group."""
NUMBER = rf"(\d{{1,3}}(?:,\d{{3}})+|\d+|{NUMBER_WORDS})"
"""One capturing group: digits (thousands with commas) or number words."""

WEEKS_PER_UNIT = {"day": 1 / 7, "week": 1.0, "month": 52 / 12, "year": 52.0}
"""A period's unit in weeks (a month is 52/12 weeks, a year 52): how ``duration_weeks`` is
stored at ingest and how a question's period is compared with it."""


def parse_number(text: str) -> int | None:
    """Digits ("1,024") or English words ("twenty-four", "a hundred") as an int."""
    cleaned = text.replace(",", "").strip()
    if cleaned.isdigit():
        return int(cleaned)
    total, current = 0, 0
    for word in re.split(r"[- ]+", cleaned.lower()):
        if word in ("and", "a", "an"):
            continue
        if word == "hundred":
            current = max(current, 1) * 100
        elif word == "thousand":
            total, current = total + max(current, 1) * 1000, 0
        elif word in WORD_NUMBERS:
            current += WORD_NUMBERS[word]
        else:
            return None
    return total + current if cleaned else None


def in_weeks(number: float, unit: str) -> int:
    """``number`` of ``unit`` (day, week, month or year, singular or plural) in whole weeks."""
    return round(number * WEEKS_PER_UNIT[unit.lower().rstrip("s")])
