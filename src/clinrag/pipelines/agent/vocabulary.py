"""Paraphrases of field values, so a question names a value the way people write it rather
than as the corpus spells it: "double-masked" for ``double_blind``, "RCTs" for
``randomized_controlled``, "hypertensive patients" for the condition ``hypertension``.

The words are the ones ingest reads the trial reports with (``ingest/trial_metadata.py``,
``ingest/trial_conditions.py``): a question meets the documents in the vocabulary their fields
were filled from, and a paraphrase the extractor learns is learned here too. A paraphrase
counts only for a value some field of the searched buckets holds (``value_rules.py``), so
the table names values, never fields. Order matters within a field: the first value whose
words the question uses wins ("randomised crossover" is the crossover design, not the
randomised controlled one).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from clinrag.ingest.trial_conditions import CONDITIONS
from clinrag.ingest.trial_metadata import (
    BLINDING_WORDS,
    CROSSOVER,
    META_ANALYSIS,
    NON_RANDOMIZED,
    OBSERVATIONAL,
    RANDOMIZED,
)

_I = re.IGNORECASE
_CONTROLLED = re.compile(
    rf"{RANDOMIZED.pattern}|\bRCTs\b|randomi[sz]ed[- ]controlled|placebo[- ]controlled", _I
)

_ROUTES: Mapping[str, re.Pattern[str]] = {
    "intravenous": re.compile(
        r"(?<!phase )(?<!stage )\bIV\b|\bi\.v\.|(?i:\bintravenously\b|\bby infusion\b)"
    ),
    "subcutaneous": re.compile(r"\bSC\b|\bs\.c\.|(?i:\bsubcut\b|\bunder the skin\b)"),
    "oral": re.compile(r"\bPO\b|\bp\.o\.|(?i:\bby mouth\b)"),
    "intramuscular": re.compile(r"\bIM\b|\bi\.m\.|(?i:\binto the muscle\b)"),
    "transdermal": re.compile(r"(?i:\bpatch(?:es)?\b)"),
}
"""Routes as prescriptions write them ("IV", "s.c.", "by mouth", "patches"); the capitals
of "IV", "SC", "PO" and "IM" count, so "im" and "po" in running text do not."""

PARAPHRASES: Mapping[str, re.Pattern[str]] = {
    "randomized_crossover": CROSSOVER,
    "meta_analysis": META_ANALYSIS,
    "non_randomized": NON_RANDOMIZED,
    "randomized_controlled": _CONTROLLED,
    "observational": OBSERVATIONAL,
    **BLINDING_WORDS,
    **CONDITIONS,
    **_ROUTES,
}
"""A value -> the words that name it in a question."""

FIELD_WORDS: Mapping[str, tuple[str, ...]] = {
    "renal": ("kidney", "kidneys"),
    "adjustment": ("adjust", "change", "reduce", "reduction", "modify", "modification"),
    "hepatic": ("liver",),
}
"""A word of a boolean field's name -> other words for it, so "dose adjusted for kidney
function" and "a renal dose change" name ``renal_adjustment`` (``value_rules.boolean_fields``;
a word's inflections count too: "adjusted", "changes")."""
