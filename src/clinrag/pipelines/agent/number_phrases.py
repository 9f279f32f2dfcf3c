"""The words a question compares a number with, and the number forms the agent's rules read
(``quantity_rules.py`` for counts and periods, ``year_rules.py`` for calendar years): one
table, so "more than" means the same on a count, a period and a year."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from clinrag.pipelines.agent.constraints import Constraint
from clinrag.quantities import NUMBER_WORDS

IGNORE_CASE = re.IGNORECASE
COUNT = rf"\d[\d,]*(?:\.\d+)?|\b(?:an? )?{NUMBER_WORDS}\b"
"""A number in digits or words ("1,000", "a hundred", "two hundred and forty"), no group."""
YEAR = r"(?:19|20)\d\d"
WORD = re.compile(r"[a-z0-9]+")
"""A word of a lowercased question or field name."""
NUMBER_OPS = {
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
OP = "|".join(sorted((re.escape(op) for op in NUMBER_OPS), key=len, reverse=True))
SUFFIX_OPS = {
    "longer": ">=",
    "more": ">=",
    "over": ">=",
    "less": "<=",
    "shorter": "<=",
    "fewer": "<=",
}


@dataclass
class QuantityReading:
    constraints: list[Constraint] = field(default_factory=list)
    unplaced: list[str] = field(default_factory=list)
    """Number phrases no numeric field's name covers (reported ``no_field``)."""


def op_of(text: str) -> str:
    """The filter operator a comparison word or symbol means."""
    return NUMBER_OPS.get(" ".join(text.lower().split()), text)


def inside(span: tuple[int, int], taken: Sequence[tuple[int, int]]) -> bool:
    return any(start <= span[0] < end for start, end in taken)


def name_words(name: str) -> list[str]:
    return [w for w in re.split(r"[_\-.]", name.lower()) if w]


def singular(word: str) -> str:
    if word.endswith("yses") and len(word) > 5:
        return word[:-2] + "is"  # analyses -> analysis
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word
