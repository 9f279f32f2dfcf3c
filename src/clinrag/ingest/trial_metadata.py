"""Structured fields of a clinical-trial report, read from its own words at ingest.

Trial abstracts carry no structured metadata, yet a planner wants to filter them ("double-blind
trials of asthma with more than 100 participants"). Each field is set only when the text states
it; nothing is guessed, and a field the document already carries is never overwritten. The
rules, in the order they are tried:

- ``design`` (title and text): ``meta_analysis`` when the title says meta-analysis;
  ``randomized_crossover`` when the text says randomised and cross-over (not "noncrossover");
  ``non_randomized`` when it says non-randomised (or single-arm, uncontrolled trial);
  ``randomized_controlled`` when it says randomised / randomly assigned / random allocation /
  RCT; ``observational`` when it says cohort, case-control, observational or retrospective.
- ``blinding``: ``double_blind`` (double- or triple-blind/masked), else ``single_blind``
  (single-blind/masked, observer-, investigator-, assessor-, evaluator- or rater-masked), else
  ``open_label`` (open-label, open study/trial, unblinded, not blinded or masked).
- ``sample_size``: the earliest stated total of participants: "a total of N <people>" (not "...
  completed"), "N <people> ... were randomised / enrolled / included / recruited / assigned /
  allocated / studied", "randomised N <people>", "a trial of N <people>", "(n = N) were
  randomised" (N in digits or words, "two hundred and forty"); a total that counts people
  screened or eligible is skipped. Else "N (and M) were enrolled / randomised", summed. Else the
  sum of the arm sizes ("n = 273 ... n = 271", "n = 4, 4, and 8") in the first sentence that
  gives two or more and says randomised / assigned / allocated.
- ``duration_weeks``: the first period written as "N-week|month|year" (not "-old"), "for / over /
  during N weeks|months|years", "after N months of <treatment>", or "followed for N years",
  not after "aged"; months count 52/12 weeks (rounded), years 52. Periods in days are not read.
- ``condition``: the earliest condition of ``CONDITIONS`` the title names (glaucoma covers ocular
  hypertension and raised intraocular pressure). No intervention class: drug names alone do not
  give one reliably, so the field is left out rather than half right.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from clinrag.domain import Metadata, ParsedDocument
from clinrag.ingest.trial_conditions import CONDITIONS
from clinrag.quantities import NUMBER as _NUMBER
from clinrag.quantities import in_weeks, parse_number

TRIAL_DOCUMENT_TYPE = "clinical_trial_abstract"
FIELDS = ("design", "blinding", "sample_size", "duration_weeks", "condition")

DESIGNS = (
    "randomized_controlled",
    "randomized_crossover",
    "non_randomized",
    "observational",
    "meta_analysis",
)
BLINDINGS = ("double_blind", "single_blind", "open_label")

_I = re.IGNORECASE

_PEOPLE = (
    r"(?:patients|subjects|participants|persons|people|individuals|volunteers|adults|children"
    r"|adolescents|infants|neonates|women|men|mothers|girls|boys|students|smokers|cases"
    r"|outpatients|inpatients|residents|veterans|nurses|physicians|families|dyads|couples"
    r"|nulliparas|migraineurs|hypertensives|diabetics)"
)
PEOPLE_NOUNS = frozenset(re.findall(r"[a-z]+", _PEOPLE))
"""The nouns a report counts its participants in (the agent's rules read a question's count
in the same words: ``pipelines/agent/quantity_rules.py``)."""
_QUALIFIERS = r"(?:[A-Za-z'/-]+,? ){0,6}?"
_TAIL = r"(?:(?:(?!\.\s)[^;]|;(?=[^();]*\))){0,160}?\s)?"
"""Words between the people and the verb ("... with IOP of 22-32 mmHg ... were included")."""
_VERB = (
    r"(?:randomi[sz]ed|enrolled|included|recruited|randomly (?:assigned|allocated|divided)"
    r"|assigned|allocated|entered|studied|selected|examined|participated)"
)
_NOT_IN_A_LIST = r"(?<![^\d]\d, )(?<![^\d]\d\d, )(?<![^\d]\d\d\d, )"
"""Not a number after another and a comma ("4, 4 and 8 patients"); after a year it may be
("Between 2016 and 2018, 801 children were enrolled")."""
_SIZE_PATTERNS = (
    re.compile(rf"\btotal of {_NUMBER} {_QUALIFIERS}{_PEOPLE}\b(?! (?:completed|finished))", _I),
    re.compile(
        rf"{_NOT_IN_A_LIST}(?<!= )(?<![\w.,=-])\b{_NUMBER} {_QUALIFIERS}{_PEOPLE}\b{_TAIL}"
        rf"(?:were|was|had been|have been) (?:\w+ )?{_VERB}",
        _I,
    ),
    re.compile(rf"\b(?:{_VERB}|studied|examined) (?:all )?{_NUMBER} {_QUALIFIERS}{_PEOPLE}\b", _I),
    re.compile(
        rf"\b(?:trial|study) (?:of|with|in|on|including|involving|enrolling) {_NUMBER} "
        rf"{_QUALIFIERS}{_PEOPLE}\b",
        _I,
    ),
    re.compile(rf"\bwith {_NUMBER} {_QUALIFIERS}{_PEOPLE} enrolled\b", _I),
    re.compile(
        rf"\b(?:performed|conducted|carried out|undertaken) (?:on|in|with|among) {_NUMBER} "
        rf"{_QUALIFIERS}{_PEOPLE}\b",
        _I,
    ),
    re.compile(rf"\b(?:all|the) {_NUMBER} (?:randomi[sz]ed|enrolled) {_QUALIFIERS}{_PEOPLE}\b", _I),
    re.compile(rf"\b(?:study|trial), {_NUMBER} {_QUALIFIERS}{_PEOPLE}\b", _I),
    re.compile(rf"\(n\s*=\s*(\d+)\) (?:were|was) (?:\w+ )?{_VERB}", _I),
)
"""Each finds one stated total; the earliest in the text wins, unless it counts people screened
or eligible rather than enrolled."""
_NOT_ENROLLED = re.compile(r"screen|eligib|potential", _I)
_NUMBERS_WERE = re.compile(
    r"(?<![.=] )(?<![\d,.])\b(\d+) (?:and (\d+) )?(?:were|was) (?:\w+ )?(?:enrolled|randomi[sz]ed)",
    _I,
)
_ARM = re.compile(r"\bn\s*=\s*(\d+(?:\s*,\s*(?:and\s+)?\d+)*)", _I)
_ASSIGNED = re.compile(r"randomi[sz]|assigned|allocated", _I)
_SENTENCE = re.compile(r"(?<=[.;])\s+(?=[A-Z(])")
_SPACES = re.compile(r"[\u00a0\u2000-\u200b\u202f]")

_UNIT = r"(week|month|year)s?"
_PERIOD_NOUNS = (
    r"(?:treatment|therapy|follow-up|supplementation|intervention|administration|training"
    r"|use|dosing)"
)
_DURATION = re.compile(
    rf"(?<!aged )(?<!age )\b{_NUMBER}-{_UNIT}(?![- ](?:old|of age|postpartum|after|later|apart))"
    rf"|\b(?:for|over|during|lasting|after) {_NUMBER} {_UNIT} of (?:\w+ ){{0,3}}?{_PERIOD_NOUNS}"
    rf"|\b(?:for|over|during|lasting) {_NUMBER} {_UNIT}\b"
    rf"|\b(?:followed|follow-up)(?: up)? (?:for|of|over) {_NUMBER} {_UNIT}\b",
    _I,
)
_AGE = re.compile(r"\bage[ds]?\b", _I)
CROSSOVER = re.compile(r"(?<!non)(?<!non-)cross-?over", _I)
META_ANALYSIS = re.compile(r"meta-?analy", _I)
NON_RANDOMIZED = re.compile(
    r"non-?randomi[sz]ed|not randomi[sz]ed|single[- ]arm|uncontrolled (?:trial|study)", _I
)
RANDOMIZED = re.compile(
    r"(?<!non-)(?<!non)randomi[sz](?:ed|ation)|randomly (?:assigned|allocated|divided)"
    r"|random(?:ly)? allocat|\bRCT\b",
    _I,
)
OBSERVATIONAL = re.compile(r"\bcohort\b|case-control|observational|retrospective", _I)
_DOUBLE = re.compile(r"(?:double|triple)[- ]?(?:blind|mask)", _I)
_SINGLE = re.compile(
    r"single[- ]?(?:blind|mask)|(?:observer|investigator|assessor|evaluator|rater)[- ]"
    r"(?:blind|mask)",
    _I,
)
_OPEN = re.compile(
    r"open[- ]label|\bopen (?:study|trial)|unblinded|non-?blinded|not (?:be )?blind"
    r"|without blinding|not (?:masked|blinded)",
    _I,
)

BLINDING_WORDS = {"double_blind": _DOUBLE, "single_blind": _SINGLE, "open_label": _OPEN}
"""Each blinding value and the words that state it, in the order tried (also how the agent's
rules read a question: ``pipelines/agent/vocabulary.py``)."""


def extract_trial_metadata(title: str, text: str) -> Metadata:
    """The fields the title and text state (a subset of ``FIELDS``), nothing else."""
    title, text = _SPACES.sub(" ", title), _SPACES.sub(" ", text)
    found: dict[str, str | int] = {}
    design = _design(title, text)
    if design is not None:
        found["design"] = design
    blinding = _blinding(text)
    if blinding is not None:
        found["blinding"] = blinding
    size = _sample_size(text)
    if size is not None:
        found["sample_size"] = size
    weeks = _duration_weeks(text)
    if weeks is not None:
        found["duration_weeks"] = weeks
    condition = _condition(title)
    if condition is not None:
        found["condition"] = condition
    return found


def with_trial_metadata(documents: Sequence[ParsedDocument]) -> list[ParsedDocument]:
    """Each trial report with the extracted fields it lacks; other documents unchanged."""
    out = []
    for document in documents:
        if document.metadata.get("document_type") == TRIAL_DOCUMENT_TYPE:
            extracted = extract_trial_metadata(document.title, document.full_text)
            missing = {k: v for k, v in extracted.items() if k not in document.metadata}
            if missing:
                document = replace(document, metadata={**document.metadata, **missing})
        out.append(document)
    return out


def _design(title: str, text: str) -> str | None:
    if META_ANALYSIS.search(title):
        return "meta_analysis"
    randomized = RANDOMIZED.search(text) is not None
    if randomized and CROSSOVER.search(text):
        return "randomized_crossover"
    if NON_RANDOMIZED.search(text):
        return "non_randomized"
    if randomized:
        return "randomized_controlled"
    if OBSERVATIONAL.search(text):
        return "observational"
    return None


def _blinding(text: str) -> str | None:
    for name, pattern in BLINDING_WORDS.items():
        if pattern.search(text):
            return name
    return None


def _sample_size(text: str) -> int | None:
    found = [m for pattern in _SIZE_PATTERNS if (m := pattern.search(text)) is not None]
    for match in sorted(found, key=lambda m: m.start()):
        if _NOT_ENROLLED.search(match.group(0)):
            continue
        number = parse_number(match.group(1))
        if number is not None and number > 0:
            return number
    counted = _NUMBERS_WERE.search(text)
    if counted is not None:
        return sum(int(group) for group in counted.groups() if group is not None)
    for sentence in _SENTENCE.split(text):
        arms = [int(n) for group in _ARM.findall(sentence) for n in re.findall(r"\d+", group)]
        if len(arms) >= 2 and _ASSIGNED.search(sentence):
            return sum(arms)
    return None


def _duration_weeks(text: str) -> int | None:
    match = next(
        (m for m in _DURATION.finditer(text) if not _AGE.search(text[: m.start()][-12:])), None
    )
    if match is None:
        return None
    groups = [g for g in match.groups() if g is not None]
    number_text, unit = groups[0], groups[1]
    number = parse_number(number_text)
    if number is None or number <= 0:
        return None
    return in_weeks(number, unit)


def _condition(title: str) -> str | None:
    best: tuple[int, str] | None = None
    for name, pattern in CONDITIONS.items():
        match = pattern.search(title)
        if match is not None and (best is None or match.start() < best[0]):
            best = (match.start(), name)
    return None if best is None else best[1]
