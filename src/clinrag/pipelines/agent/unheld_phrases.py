"""Constraints a question states in words that no field of the searched buckets holds, read
so they are reported unmapped (``rules.py`` adds them to ``unplaced``), never dropped: the
answer's rows would otherwise look like they met them.

- who wrote, approved, funded or endorsed the documents, by the passive's grammar (a past
  participle and "by": "signed off by the medical director", "funded by the NIMH"; "written
  with patient representatives"), and what they were made into ("turned into plain-English
  versions"), unless a
  field's name says it holds a person (the only phrases the rule below does not apply to: a
  person is no department, whatever words they share);
- what a document or drug has or is that no field names: stock ("stocked on every ward"),
  safety or licence in a group ("safe in pregnancy", "OK for a breastfeeding mum", "licensed
  for use in children"), languages ("translated into Polish", "available in Welsh"), how it
  can be given ("pushed as a slow bolus"), what it comes with ("an easy-read leaflet", "a
  paper copy"), cost ("cheapest per day", "what does a course cost"), who has approved it
  ("the regional network has approved"), when a trial was published ("around 1990": no
  trial field holds a year), the control arm ("placebo-controlled", "head-to-head");
- vague times ("recent", "the latest", "before the pandemic"): no year bounds them;
- the second half of a two-part question ("..., and which of those are ...") and a condition
  set on the answer ("only if it was published in a Japanese journal") that no rule read a
  constraint from.

A phrase holding a word of some field's name ("safe in renal impairment" and
``renal_adjustment``), or one a rule read a constraint from ("placebo-controlled" as the
controlled design), is the field's, not reported here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from clinrag.pipelines.agent.constraints import Constraint
from clinrag.pipelines.agent.value_rules import words_of

_I = re.IGNORECASE
_TAIL = (
    r"(?:\s+(?!and\b|or\b|but\b|in\b|on\b|for\b|with\b|since\b|before\b|after\b)"
    r"[A-Za-z][\w'-]*){0,3}"
)
"""Up to three more words of the phrase, stopping before a conjunction or a preposition (a
time's, "since before 2021", is the year rules')."""
_PARTICIPLE = (
    r"(?:[a-z]{3,}ed|written|run|done|made|given|kept|held|taken|drawn|seen|shown|paid|led"
    r"|signed\s+off|looked\s+at|turned|put)"
)
"""A past participle by its form (any "-ed" word) or one of the common irregular ones."""
_BY_WHOM = re.compile(
    r"\b" + _PARTICIPLE + r"\s+by\s+(?:(?:the|our|a|an)\s+)?[A-Za-z][\w&-]*" + _TAIL, _I
)
"""A passive's agent ("funded by the NIMH", "signed off by the medical director"): who did
something to the documents, by grammar rather than by a list of verbs."""
_INTO = re.compile(
    r"\b" + _PARTICIPLE + r"\s+into\s+(?:(?:the|our|a|an)\s+)?[A-Za-z][\w-]*" + _TAIL, _I
)
"""What the documents were made into ("translated into Polish", "turned into plain-English
versions")."""
_CONDITION = re.compile(
    r"\b(?:only\s+if|provided\s+that|as\s+long\s+as|so\s+long\s+as|on\s+condition\s+that)"
    r"\s+(?P<clause>[^,.;?]+)",
    _I,
)
"""A condition set on the answer ("but only if it was published in a Japanese journal")."""
_WITH_WHOM = re.compile(
    r"\b(?:written|drafted|developed|produced|co-?produced|designed)\s+(?:together\s+)?"
    r"(?:with|alongside|in\s+partnership\s+with)\s+(?:(?:the|our|a|an)\s+)?[A-Za-z][\w-]*" + _TAIL,
    _I,
)
_PERSON_FIELD_WORDS = frozenset({"author", "owner", "approver", "signatory", "approved", "by"})
_ATTRIBUTES: tuple[re.Pattern[str], ...] = (
    re.compile(r"\b(?:stocked|kept|stored|held)\s+(?:in|on|at|by)\s+[A-Za-z][\w-]*" + _TAIL, _I),
    re.compile(
        r"\b(?:safe|ok|okay|suitable|licensed)\s+(?:to\s+use\s+)?(?:in|for|during|with|while)"
        r"\s+(?:use\s+in\s+)?(?:an?\s+|the\s+)?[A-Za-z][\w-]*" + _TAIL,
        _I,
    ),
    re.compile(r"\btranslated\s+in\s+[A-Za-z][\w-]*|\bavailable\s+in\s+[A-Z][a-z]+\b", _I),
    re.compile(
        r"\bcan\s+be\s+(?:pushed|given|taken|crushed|injected|chewed|halved|split|run)\s+"
        r"(?:as|by|through|down|without)\s+(?:an?\s+|the\s+)?[A-Za-z][\w-]*" + _TAIL,
        _I,
    ),
    re.compile(r"\bwhat\s+(?:does|do|would|will)\b[^?.;,]{0,40}?\bcost\b", _I),
    re.compile(
        r"\b(?:[A-Za-z-]+\s+)?(?:network|committee|board|council|panel)\s+(?:has|have|had)\s+"
        r"(?:already\s+)?(?:approved|endorsed|ratified|signed\s+off)\b",
        _I,
    ),
    re.compile(r"\bpublished\s+(?:around|about|circa|in|before|after|since)\s+(?:19|20)\d\d\b", _I),
    re.compile(
        r"\b(?:comes?|came)\s+with\s+(?:(?:an?|the|its|their)\s+)?[A-Za-z][\w-]*" + _TAIL, _I
    ),
    re.compile(
        r"\b(?:still\s+)?ha(?:ve|s)\s+an?\s+(?:paper|printed|hard|laminated|physical)\s+"
        r"cop(?:y|ies)(?:\s+on\s+(?:the\s+)?[A-Za-z][\w-]*)?",
        _I,
    ),
    re.compile(
        r"\b(?:cost(?:s|ing)?|priced)\s+(?:less|under|more|over|below|above|at\s+most)\b"
        r"[^,.;?]*|\b(?:cheap(?:er|est)|(?:most|least)\s+expensive|lowest[- ]cost)\b"
        r"(?:\s+per\s+[A-Za-z]+)?|\bcost\s+per\s+[A-Za-z]+",
        _I,
    ),
    re.compile(
        r"\bplacebo[- ]controlled\b|\bhead[- ]to[- ]head\b|\bactive[- ](?:comparator|control"
        r"(?:led)?)\b",
        _I,
    ),
)
_VAGUE_TIME = re.compile(
    r"\b(?:(?:most\s+)?recent(?:ly)?|latest|newest|up[- ]to[- ]date)\b(?!\s+(?:\d|years?\b))"
    r"|\b(?:before|after|since|during)\s+(?:the\s+)?(?:covid(?:-19)?\s+)?pandemic\b"
    r"|\b(?:pre|post)-?(?:pandemic|covid)\b",
    _I,
)
_TWO_PART = re.compile(
    r"\b(?:and|but)\s+which\s+(?:of\s+(?:those|them|these)|ones)\s+(?P<clause>[^?.;]+)", _I
)


def unheld_phrases(
    question: str, types: Mapping[str, object], found: Sequence[Constraint]
) -> list[str]:
    """The phrases of ``question`` that state a constraint no field of ``types`` (name ->
    type, the searched buckets') holds, given the constraints the rules ``found``."""
    field_words = {w for name in types for w in words_of(name)}
    read = [c.text.lower() for c in found if c.text]
    people: list[str] = []
    if not field_words & _PERSON_FIELD_WORDS:
        people += [m[0].strip() for m in _BY_WHOM.finditer(question)]
        people += [m[0].strip() for m in _WITH_WHOM.finditer(question)]
    phrases = [m[0].strip() for m in _INTO.finditer(question)]
    for pattern in _ATTRIBUTES:
        phrases += [m[0].strip() for m in pattern.finditer(question)]
    phrases += [m[0].strip() for m in _VAGUE_TIME.finditer(question)]
    held = [
        p
        for p in phrases
        if not set(words_of(p)) & field_words and not any(_overlaps(p, text) for text in read)
    ]
    kept = list(dict.fromkeys([*people, *held]))
    for match in [*_TWO_PART.finditer(question), *_CONDITION.finditer(question)]:
        clause = match["clause"].strip()
        if not any(_overlaps(clause, text) for text in [*read, *(k.lower() for k in kept)]):
            kept.append(clause)
    return kept


def _overlaps(clause: str, text: str) -> bool:
    lowered = clause.lower()
    return text in lowered or lowered in text
