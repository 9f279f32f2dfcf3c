"""A study's name in a published abstract is no person, unless something around it says one.

Ingestion scans every chunk of the corpus (``ingest.ingestor.chunk_phi_spans``) and query time
applies what it found; the answer's output scan then keeps a span whose words stand in the
evidence as they are (``pipelines.evidence_words``). The NER model reads a study's name as a
person ("Hunter DBT project: randomized controlled trial ..."), so the trial's name became a
placeholder in the passage and in every answer quoting it. In text that reads as a study's
(two research cues or more: "randomised", "controlled trial", "placebo", "95% CI", a
"Methods:" heading ...; a clinical note rarely has two), a name, place or organisation span is
kept when it names a study: it is followed, past any acronyms, by a study word ("trial",
"study", "project", "cohort", "RCT"), or it is an acronym of capitals with at most one vowel or
with a digit or hyphen ("UKPDS", "RE-LY") that is no known name. Fail closed: a title, role or
relation word, a first name or an initial beside it, a possessive, a credential or "et al." after it
(``care_services.person_cue``), or a first name followed by another capitalised word inside
it ("John Hunter DBT trial") keeps it redacted.
"""

from __future__ import annotations

import re
from itertools import pairwise

from clinrag.security.care_services import person_cue
from clinrag.security.clinical_terms import fold_word
from clinrag.security.dictionary_hits import name_words
from clinrag.security.known_names import first_names
from clinrag.security.presidio_hits import NAMED_KINDS
from clinrag.security.spans import Span

_RESEARCH_CUES = tuple(
    re.compile(pattern, re.IGNORECASE | re.MULTILINE)
    for pattern in (
        r"\brandomi[sz]ed\b|\brandomi[sz]ation\b",
        r"\b(?:controlled|clinical|pilot|multicent(?:re|er)|crossover)[ \t]+(?:trial|study)",
        r"\bplacebo\b",
        r"\bparticipants\b",
        r"\bmeta-?analys[ie]s\b|\bsystematic[ \t]+review\b",
        r"\b95[ \t]*%[ \t]*(?:CI|confidence)|\bconfidence[ \t]+intervals?\b",
        r"\bp[ \t]*[<=>\u2264][ \t]*0?\.\d",
        r"\b(?:odds|hazard|risk|rate)[ \t]+ratios?\b",
        r"^(?:background|objectives?|aims?|methods?|results?|conclusions?|design|setting|"
        r"interventions?|main outcome measures?)[ \t]*:",
        r"\b(?:primary|secondary)[ \t]+(?:end[ -]?points?|outcomes?)\b",
        r"\bfollow-up\b",
        r"\bcohort\b",
    )
)
_MIN_CUES = 2
_ACRONYM = r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*"
_ACRONYM_TOKEN = re.compile(rf"(?=[A-Z0-9-]*[A-Z][A-Z0-9-]*[A-Z0-9])(?:{_ACRONYM})\Z")
"""Two capitals or more, digits and hyphens allowed ("ACCORD", "UKPDS", "RE-LY", "SPRINT2")."""
_STUDY_AFTER = re.compile(
    rf"(?:[ \t]+{_ACRONYM}(?![\w]))*[ \t]+(?:(?i:trials?|study|studies|project|programme|program|"
    rf"cohort|registry|investigators|collaborative|collaboration|consortium)|RCT)s?\b"
)
_TOKEN = re.compile(r"[^\W_][\w'\u2019-]*")


def abstract_text(text: str) -> bool:
    """Whether ``text`` reads as a study's: two research cues or more."""
    return sum(1 for cue in _RESEARCH_CUES if cue.search(text)) >= _MIN_CUES


def keep_study_names(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the name, place and organisation spans that name a study in text that
    reads as a study's, when no person cue stands by them."""
    if not any(s.entity_type in NAMED_KINDS for s in spans) or not abstract_text(text):
        return spans
    return [s for s in spans if not _study_name(text, s)]


def _study_name(text: str, span: Span) -> bool:
    if span.entity_type not in NAMED_KINDS:
        return False
    tokens = _TOKEN.findall(text, span.start, span.end)
    if not tokens or any(not t[:1].isupper() for t in tokens):
        return False
    if person_cue(text, span.start, span.end) or _first_name_inside(tokens):
        return False
    if _STUDY_AFTER.match(text, span.end):
        return True
    return all(_acronym(t) for t in tokens)


def _acronym(token: str) -> bool:
    """A study's acronym standing alone: capitals with at most one vowel, or with a digit or
    hyphen ("UKPDS", "SPRINT", "RE-LY", "COMPASS2"), and no known name. A surname in capitals
    ("OKONKWO" in a trial visit note) has more vowels and needs a study word after it."""
    shaped = _ACRONYM_TOKEN.match(token) is not None
    plain = sum(c in "AEIOU" for c in token) <= 1 or any(c.isdigit() or c == "-" for c in token)
    return shaped and plain and fold_word(token) not in name_words()


def _first_name_inside(tokens: list[str]) -> bool:
    """A known first name before another capitalised word that is no acronym ("John
    Hunter")."""
    return any(
        fold_word(first) in first_names() and not _ACRONYM_TOKEN.match(following)
        for first, following in pairwise(tokens)
    )
