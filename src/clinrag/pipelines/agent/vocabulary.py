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
)

_I = re.IGNORECASE
_CONTROLLED = re.compile(
    r"(?<!non-)(?<!non)\brandomi[sz]ed(?:[ ,-]+(?!and\b|or\b|in\b|of\b)[\w-]+){0,3}?[ ,-]+"
    r"(?:stud(?:y|ies)|trials?|designs?|comparisons?|RCTs?)\b|\bRCTs?\b|random(?:ly)? allocat"
    r"|randomi[sz]ed[- ]controlled|\bparallel[- ](?:group|arm)s?\b",
    _I,
)
"""Controlled trials as people name them: a randomised study or trial, an RCT;
"parallel-group" is the design that is not a crossover (each arm its own patients). Not
"263 randomised", "the randomised arms" or "how many were randomised": a count or an arm,
not the design asked for; not "placebo-controlled", the control arm (``IMPLIED``: its masking)."""
_POOLED = re.compile(rf"{META_ANALYSIS.pattern}|\bsystematic reviews?\b|\bpooled analys[ie]s\b", _I)
"""A review that pools trials: the one design value that holds them."""
_OBSERVED = re.compile(
    rf"{OBSERVATIONAL.pattern}|\bregistr(?:y|ies)\b|\breal[- ]world\b|\bcase[- ]series\b", _I
)
"""Studies that observe rather than assign a treatment."""

_ROUTES: Mapping[str, re.Pattern[str]] = {
    "intravenous": re.compile(
        r"(?<!phase )(?<!stage )\bIV\b|\bi\.v\.|(?i:\bintravenously\b|\bby infusion\b)"
    ),
    "subcutaneous": re.compile(r"\bSC\b|\bs\.c\.|(?i:\bsubcut\b|\bunder the skin\b)"),
    "oral": re.compile(
        r"\bPO\b|\bp\.o\.|(?i:\bby mouth\b|\bswallow(?:s|ed|ing)?\b|\b(?:tablets?|capsules?)\b)"
    ),
    "intramuscular": re.compile(r"\bIM\b|\bi\.m\.|(?i:\binto the muscle\b)"),
    "transdermal": re.compile(r"(?i:\bpatch(?:es)?\b)"),
}
"""Routes as prescriptions write them ("IV", "s.c.", "by mouth", "patches") or people describe
them ("tablets", "something the patient swallows"); the capitals
of "IV", "SC", "PO" and "IM" count, so "im" and "po" in running text do not."""

_PEOPLE = (
    r"(?:patients?|participants?|subjects?|volunteers?|children|women|men|everyone|families"
    r"|parents|carers|group)"
)
_STAFF = (
    r"(?:doctors?|investigators?|clinicians?|researchers?|staff|assessors?|physicians?|team"
    r"|raters?|evaluators?|observers?)"
)
_UNAWARE = (
    r"(?:(?:were|was)\s+)?(?:kept\s+)?(?:both\s+)?(?:blind(?:ed)?|masked|unaware|in\s+the\s+dark)\b"
)
"""How a question says people did not know: "were blind", "kept unaware", "in the dark"."""
_BOTH_ARMS = re.compile(
    rf"{CROSSOVER.pattern}|\bswitch[- ]?over\b|\bswapp?(?:ed|ing)?\b(?:\W+\w+){{0,4}}\W+between"
    r"|\bthen\s+(?:swapp?ed|switched)(?:\s+over)?\b"
    rf"|\b(?:each|every|all)\s+(?:\w+\s+)?{_PEOPLE}\s+(?:\w+\s+){{0,2}}(?:got|received|had|took"
    r"|tried|given)\s+both\b|\bone after the other\b|\b(?:their|his|her) own controls?\b",
    _I,
)
"""Crossover as people describe it: every patient had both treatments, one after the other,
"then swapped"."""
_NOBODY_KNEW = re.compile(
    rf"{BLINDING_WORDS['double_blind'].pattern}|\bdouble[- ]dummy\b"
    rf"|\bneither\s+(?:the\s+)?(?:\w+\s+)?{_PEOPLE}\s+nor\s+(?:the\s+)?(?:\w+\s+)?{_STAFF}"
    rf"|\bneither\s+(?:the\s+)?(?:\w+\s+)?{_STAFF}\s+nor\s+(?:the\s+)?(?:\w+\s+)?{_PEOPLE}"
    rf"|\b{_PEOPLE}\s+(?:and|or)\s+(?:(?:the|their)\s+)?{_STAFF}\s+{_UNAWARE}"
    rf"|\b{_STAFF}\s+(?:and|or)\s+(?:(?:the|their)\s+)?{_PEOPLE}\s+{_UNAWARE}"
    r"|\bneither\s+side\s+knew\b|\bwithout\s+(?:\w+\s+)?knowing\s+which\b",
    _I,
)
"""Double masking as people describe it: neither the patients nor the doctors knew, "the
families and the raters kept blind", "in the dark", "without knowing which"."""
_EVERYONE_KNEW = re.compile(
    rf"{BLINDING_WORDS['open_label'].pattern}|\bunmasked\b|\beveryone knew\b"
    r"|\b(?:no|without(?:\s+any)?)\s+(?:blinding|masking)\b|\bnot\s+(?:masked|blinded)\b"
    r"|\b(?:nobody|no[\s-]one)\s+(?:was|were)\s+(?:blinded|masked)\b",
    _I,
)
_ONLY_ONE_KNEW = re.compile(
    rf"{BLINDING_WORDS['single_blind'].pattern}|\bonly\s+the\s+(?:\w+\s+)?(?:{_PEOPLE}|{_STAFF})"
    r"\s+(?:were\s+)?(?:blind(?:ed)?|masked|unaware)\b",
    _I,
)
_MASKING = {
    "double_blind": _NOBODY_KNEW,
    "single_blind": _ONLY_ONE_KNEW,
    "open_label": _EVERYONE_KNEW,
}
"""The blinding values and the words that state them (ingest's, and their descriptions);
in ingest's order: the first that matches wins."""

_SAID_CONDITIONS: Mapping[str, re.Pattern[str]] = {
    "autism": re.compile(
        rf"{CONDITIONS['autism'].pattern}|\bAsperger|\bon the (?:autism |autistic )?spectrum\b", _I
    ),
}
"""Conditions as people name them beyond the titles' words: Asperger syndrome and "on the
spectrum" are autism (three authors' splits ask so)."""

_ON_FORMULARY = re.compile(r"(?<![\w-])on-formulary\b(?!-status)", _I)
"""An "on-formulary" drug holds that status (an adjective of the drugs asked for; "is it on
formulary?" asks about the status, and ``value_rules`` reads "on formulary" where it names
the drugs)."""

PARAPHRASES: Mapping[str, re.Pattern[str]] = {
    "randomized_crossover": _BOTH_ARMS,
    "meta_analysis": _POOLED,
    "non_randomized": NON_RANDOMIZED,
    "randomized_controlled": _CONTROLLED,
    "observational": _OBSERVED,
    **_MASKING,
    **CONDITIONS,
    **_SAID_CONDITIONS,
    **_ROUTES,
    "formulary": _ON_FORMULARY,
}
"""A value -> the words that name it in a question."""

IMPLIED: Mapping[str, re.Pattern[str]] = {
    "double_blind": re.compile(
        r"\bplacebo[- ]controlled\b|\b(?:against|versus|vs\.?)\s+(?:an?\s+)?dummy\b", _I
    ),
}
"""Values a question implies rather than names, read only where no paraphrase named the
field: a placebo-controlled trial is masked ("the placebo-controlled G-CSF trial"; a stated
"single-blind" or "open-label" wins), and so is one "against a dummy patch" (test5, test7)."""

FIELD_WORDS: Mapping[str, tuple[str, ...]] = {
    "renal": ("kidney", "kidneys"),
    "adjustment": (
        "adjust",
        "change",
        "reduce",
        "reduction",
        "modify",
        "modification",
        "cut",
        "alter",
        "alteration",
    ),
    "hepatic": ("liver",),
}
"""A word of a boolean field's name -> other words for it, so "dose adjusted for kidney
function", "a renal dose change" and "the dose cut in renal impairment" name
``renal_adjustment`` (``value_rules.boolean_fields``; a word's inflections count too:
"adjusted", "changes")."""

BUCKET_WORDS: Mapping[str, tuple[str, ...]] = {
    "trial": ("study", "trialled", "rct", "randomised", "randomized"),
}
"""A word of a bucket's name -> other words for its documents (singular), so "the small
randomised study" names the trials bucket as "the trial" would (``value_rules.names_bucket``);
so does "randomised" on its own ("how many were randomised": only a trial randomises)."""
