"""Keyword rules that re-derive the agent set's trial gold from abstract text, and the field match
that selects written-bucket documents (the gold filter); read by ``check_agent_split.py`` and the
blind agent builders.

The keywords are a crude second reading on purpose: they miss totals written in words, count
people screened, or see "cross-over" in a background sentence; a disagreement is a place to read.
"""

from __future__ import annotations

import re
from typing import Any

from clinrag.evaluation.agent_set import AgentDocument

CONDITION_WORDS = {
    "asthma": r"asthma",
    "autism": r"autis|pervasive developmental|asperger",
    "heart failure": r"heart failure",
    "PTSD": r"post-?traumatic stress|\bPTSD\b",
    "stroke": r"stroke|hemipleg",
    "Alzheimer's disease": r"alzheimer",
    "benign prostatic hyperplasia": r"prostatic hyperplasia|\bBPH\b",
    "migraine": r"migrain",
    "rheumatoid arthritis": r"rheumatoid",
    "type 2 diabetes": r"type 2 diabet|type ii diabet|\bT2DM\b|non-insulin-dependent",
    "glaucoma": r"glaucoma|ocular hypertension|intraocular pressure",
    "hypertension": r"hypertensi|blood pressure",
    "dyslipidaemia": r"dyslipid|hyperlipid|hypertriglycerid|hypercholesterol",
}
BLINDING_WORDS = {
    "double_blind": r"double[- ]?(blind|mask)|triple[- ]?(blind|mask)",
    "single_blind": r"single[- ]?(blind|mask)|(observer|investigator|assessor)[- ]mask",
    "open_label": r"open[- ]?label|\bopen\b[ ,]|unblinded|non-?blinded|not blinded|not masked",
}
CROSSOVER_WORDS = r"cross-?over|crossed over|within-subject"
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "six": 6, "nine": 9, "twelve": 12}
PEOPLE = r"patients|participants|subjects|children|adults|men|women|individuals|families"
UNIT_WEEKS = {"week": 1.0, "month": 52 / 12, "year": 52.0}


def text_of(document: AgentDocument) -> str:
    return " ".join(f"{document.title} {document.text}".split())


def largest_count(text: str) -> int | None:
    """The largest "N patients" the text states (a crude stand-in for the enrolled total)."""
    pattern = rf"\b(\d{{1,6}})\s+(?:\w+\s+)?(?:{PEOPLE})"
    counts = [int(m.group(1)) for m in re.finditer(pattern, text)]
    return max(counts) if counts else None


def longest_weeks(text: str) -> int | None:
    """The longest period stated in weeks, months or years, in weeks (ages and disease durations
    left out)."""
    found = []
    pattern = r"\b(\d+|" + "|".join(NUMBER_WORDS) + r")[- ](week|month|year)s?\b"
    for match in re.finditer(pattern, text, re.IGNORECASE):
        before, after = text[max(0, match.start() - 30) : match.start()], text[match.end() :]
        if re.search(r"\bage|duration", before, re.IGNORECASE):
            continue
        if re.match(r"[- ]?old|\s+of age", after):
            continue
        amount = match.group(1).lower()
        number = NUMBER_WORDS.get(amount) or int(amount)
        found.append(round(number * UNIT_WEEKS[match.group(2).lower()]))
    return max(found) if found else None


def compare(value: Any, condition: Any) -> bool | None:
    """``None`` when the keywords found no value to compare."""
    operations = condition if isinstance(condition, dict) else {"=": condition}
    if value is None:
        return None
    checks = {
        "=": lambda v, w: v == w,
        ">": lambda v, w: v > w,
        ">=": lambda v, w: v >= w,
        "<": lambda v, w: v < w,
        "<=": lambda v, w: v <= w,
        "in": lambda v, w: v in w,
    }
    return all(checks[op](value, wanted) for op, wanted in operations.items())


def keyword_match(text: str, filters: dict[str, Any]) -> bool | None:
    """Whether the text matches every filter by keyword; ``None`` when a number is unknown."""
    verdict: bool | None = True
    for key, condition in filters.items():
        if key == "condition":
            ok: bool | None = bool(re.search(CONDITION_WORDS[condition], text, re.IGNORECASE))
        elif key == "blinding":
            ok = bool(re.search(BLINDING_WORDS[condition], text, re.IGNORECASE))
        elif key == "design":
            crossover = bool(re.search(CROSSOVER_WORDS, text, re.IGNORECASE))
            ok = crossover if condition == "randomized_crossover" else not crossover
        elif key == "sample_size":
            ok = compare(largest_count(text), condition)
        elif key == "duration_weeks":
            ok = compare(longest_weeks(text), condition)
        else:
            raise ValueError(f"no keyword rule for {key}")
        if ok is False:
            return False
        if ok is None:
            verdict = None
    return verdict


def fields_match(metadata: dict[str, Any], filters: dict[str, Any]) -> bool:
    return all(compare(metadata.get(key), condition) for key, condition in filters.items())
