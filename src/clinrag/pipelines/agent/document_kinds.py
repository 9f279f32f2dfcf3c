"""Kinds of document people ask for by name ("our SOPs", "the patient leaflets", "the chest
pain pathway"), read so a kind no document holds is reported unmapped (``rules.py`` adds it to
``unplaced``) instead of dropped: an answer listing protocols would otherwise look like it
listed the SOPs asked for.

A kind counts as held when a string value of the searched buckets' fields spells it (a corpus
with ``document_type`` ``sop`` reads "SOPs" as that value through ``value_rules.py``, and
nothing is reported here). The kinds the shipped corpus does hold (protocol, guideline,
policy, monograph) are not in the table: their words are the values' own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clinrag.pipelines.agent.constraints import BucketFields, value_fields
from clinrag.pipelines.agent.value_rules import words_of

_I = re.IGNORECASE
DOCUMENT_KINDS: dict[str, re.Pattern[str]] = {
    "sop": re.compile(r"\bSOPs?\b|\bstandard\s+operating\s+procedures?\b", _I),
    "pathway": re.compile(
        r"\b(?<!signalling )(?<!signaling )(?<!metabolic )(?:care\s+|clinical\s+)?pathways?\b", _I
    ),
    "leaflet": re.compile(
        r"\b(?:patient(?:s'?|'s)?\s+)?(?:information\s+)?leaflets?\b(?!\s+team)"
        r"|\bpatient\s+information\s+(?:sheets?|booklets?)\b",
        _I,
    ),
    "checklist": re.compile(r"\bcheck-?lists?\b", _I),
    "proforma": re.compile(r"\bpro-?formas?\b", _I),
    "care bundle": re.compile(r"\bcare\s+bundles?\b", _I),
    "flowchart": re.compile(r"\bflow-?charts?\b", _I),
    "consent form": re.compile(r"\bconsent\s+forms?\b", _I),
    "template": re.compile(r"\btemplates?\b", _I),
}
"""A kind of document -> the words that name it; the key's words are what a field value
holding the kind would spell ("sop", "patient_leaflet")."""


def unheld_kinds(
    question: str, fields: BucketFields, scope: Sequence[str], reported: Sequence[str]
) -> list[str]:
    """The kinds of document ``question`` names that no string value of ``scope``'s buckets
    holds, as the question words them; none inside a phrase already ``reported``."""
    held = {
        w
        for _, summary in value_fields(fields, scope)
        for e in summary.examples
        if isinstance(e, str)
        for w in words_of(e)
    }
    found: list[str] = []
    for kind, pattern in DOCUMENT_KINDS.items():
        if set(words_of(kind)) <= held:
            continue
        for match in pattern.finditer(question):
            text = match[0].strip()
            if not any(text.lower() in r.lower() for r in [*reported, *found]):
                found.append(text)
    return found
