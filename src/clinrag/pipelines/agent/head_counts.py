"""Head counts the count rules of ``quantity_rules.py`` leave, read on the field that counts
participants (``sample_size``):

- a count in words (ten or more) before its people, up to three describing words between
  ("fifty drug-naive OCD patients", "ninety heavy drinkers"; digits are ``quantity_rules``');
- the comparison after the people ("a hundred patients or more", "a thousand children or
  fewer");
- a count per group ("50 in each group", "40 patients per arm", "two arms of 60"): the trial's
  total is the count times the groups, two when the question does not say how many (a
  parallel trial's usual arms). The total is implied, not stated (``inferred``), so an empty
  search drops it rather than asking back; it is never the per-group count, which no trial's
  total is.

People are named in trial reports' words (``ingest.trial_metadata.PEOPLE_NOUNS``) or in the
ones questions add (``QUESTION_PEOPLE``: "kids", "youngsters", "drinkers").
"""

from __future__ import annotations

import re

from clinrag.ingest.trial_metadata import PEOPLE_NOUNS
from clinrag.pipelines.agent.constraints import Constraint
from clinrag.pipelines.agent.number_phrases import (
    COUNT,
    IGNORE_CASE,
    SUFFIX_OPS,
    QuantityReading,
    inside,
)
from clinrag.quantities import NUMBER_WORDS, parse_number

QUESTION_PEOPLE = frozenset(
    {
        "kids",
        "youngsters",
        "toddlers",
        "preschoolers",
        "teenagers",
        "teens",
        "pupils",
        "drinkers",
        "athletes",
        "rowers",
        "runners",
        "babies",
        "newborns",
        "pensioners",
        "recruits",
    }
)
"""People as questions count them where reports rarely do."""
_PEOPLE = "|".join(sorted({*PEOPLE_NOUNS, *QUESTION_PEOPLE}, key=len, reverse=True))
_PEOPLE_RE = rf"(?:{_PEOPLE}|{'|'.join(w[:-1] for w in QUESTION_PEOPLE)}|patient|child|adult)"
_DESCRIBING = (
    r"(?:(?!(?:in|of|on|with|for|and|or|to|from|at|by|than|who|that)\b)[A-Za-z][\w'-]*\s+)"
)
"""A word between a count and its people that is no preposition or conjunction."""
_WORDED = re.compile(
    rf"\b(?P<number>(?:an?\s+)?{NUMBER_WORDS})\s+{_DESCRIBING}{{0,3}}?(?P<people>{_PEOPLE_RE})\b",
    IGNORE_CASE,
)
_AFTER = re.compile(
    rf"(?P<number>{COUNT})\s+{_DESCRIBING}{{0,2}}?(?:{_PEOPLE_RE})\s+or\s+"
    r"(?P<suffix>more|over|above|greater|fewer|less|below)\b",
    IGNORE_CASE,
)
_GROUPS = r"two|three|four|2|3|4"
_PER_GROUP = re.compile(
    rf"(?P<number>{COUNT})\s+(?:{_DESCRIBING}{{0,2}}?(?:{_PEOPLE_RE})\s+)?"
    rf"(?:in\s+each|in\s+every|per|a)\s+(?:of\s+(?:the\s+)?(?P<groups>{_GROUPS})\s+)?"
    rf"(?:groups?|arms?)\b|\b(?P<stated>{_GROUPS})\s+(?:groups?|arms?)\s+of\s+(?P<each>{COUNT})",
    IGNORE_CASE,
)
_GROUP_COUNTS = {"two": 2, "three": 3, "four": 4}
_USUAL_GROUPS = 2
_AT_MOST = {"below": "<="}
_FEWEST = 10
"""A smaller count in words is a question's own ("the two children", "one patient"), not a
trial's size."""


def read_head_counts(
    question: str, field: str | None, found: QuantityReading, taken: list[tuple[int, int]]
) -> None:
    """Add the head counts of ``question`` on ``field`` (the participants' count; None: no
    field counts them) to ``found``, their spans to ``taken``."""
    if field is None:
        return
    for match in _PER_GROUP.finditer(question):
        each = parse_number(match["number"] or match["each"])
        if each is None or inside(match.span(), taken):
            continue
        said = (match["groups"] or match["stated"] or "").lower()
        groups = _GROUP_COUNTS.get(said) or (int(said) if said.isdigit() else _USUAL_GROUPS)
        taken.append(match.span())
        total = each * groups
        found.constraints.append(Constraint(field, "=", total, match[0].strip(), "inferred"))
    for match in _AFTER.finditer(question):
        number = parse_number(match["number"])
        if number is None or inside(match.span(), taken):
            continue
        taken.append(match.span())
        op = SUFFIX_OPS.get(match["suffix"].lower(), _AT_MOST.get(match["suffix"].lower(), ">="))
        found.constraints.append(Constraint(field, op, number, match[0].strip()))
    for match in _WORDED.finditer(question):
        number = parse_number(match["number"])
        if number is None or number < _FEWEST or inside(match.span(), taken):
            continue
        taken.append(match.span())
        found.constraints.append(Constraint(field, "=", number, match[0].strip()))
