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
- ``sample_size``: the stated total of participants (``ingest/trial_sizes.py``).
- ``duration_weeks``: the treatment or follow-up period in weeks (``ingest/trial_periods.py``).
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
from clinrag.ingest.trial_periods import duration_weeks
from clinrag.ingest.trial_sizes import PEOPLE_NOUNS, sample_size

__all__ = ["PEOPLE_NOUNS"]

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
_SPACES = re.compile(r"[\u00a0\u2000-\u200b\u202f]")

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
    size = sample_size(text)
    if size is not None:
        found["sample_size"] = size
    weeks = duration_weeks(text)
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


def _condition(title: str) -> str | None:
    best: tuple[int, str] | None = None
    for name, pattern in CONDITIONS.items():
        match = pattern.search(title)
        if match is not None and (best is None or match.start() < best[0]):
            best = (match.start(), name)
    return None if best is None else best[1]
