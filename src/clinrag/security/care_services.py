"""A department or specialty written alone is no name, unless something around it says person.

The NER model reads a capitalised clinical word with nothing around it as a person or a place:
a catalogue's department ("Renal"), a heading ("Obstetrics"), a metadata value
("Haematology"). Redacted, the agent's schema shows the model a placeholder where a department
stood, and an answer loses its service. A name, place or organisation span made only of the
specialties and service nouns of ``data/security/care_services.txt`` ("Renal", "Renal Unit",
"Haematology Day Unit") is kept, unless a person cue stands by it (fail closed): a title, role
or relation word before it ("Dr Renal", "nurse Stroke"), a known first name or an initial
beside it ("J. Renal", "Renal Smith"), a credential after it ("Renal, MD"), "et al.", or the
same words cued so anywhere else in the text. Its first word must not be a known name
("Burns" is a unit and a surname: it stays redacted).
"""

from __future__ import annotations

import re
from functools import cache

from clinrag.security.clinical_terms import fold_word
from clinrag.security.dictionary_hits import name_cue_before, name_words
from clinrag.security.known_names import first_names
from clinrag.security.presidio_hits import NAMED_KINDS
from clinrag.security.spans import Span
from clinrag.shipped_data import CARE_SERVICES

_WORD = re.compile(r"[^\W\d_][\w'\u2019&-]*|&")
_SERVICE_NOUNS_HEADING = "# Service nouns"
_INITIAL_BEFORE = re.compile(r"(?<![\w.])[A-Z]\.?[ \t]+\Z")
_WORD_BEFORE = re.compile(r"([^\W\d_][\w'\u2019-]*)[ \t]+\Z")
_AFTER = re.compile(
    r"(?:['\u2019]s\b|[ \t]*,?[ \t]*(?:[A-Z]\.?(?![\w&])|et[ \t]+al\b|(?-i:MD|DO|RN|NP|PhD|"
    r"MBBS|FRCS|FRCP)\b)|[ \t]+([A-Z][\w'\u2019-]+))"
)
"""After the span: a possessive, an initial, "et al", a credential, or a capitalised word
(a surname when it is a known name)."""


@cache
def _phrases() -> tuple[frozenset[tuple[str, ...]], frozenset[tuple[str, ...]]]:
    """The specialties and the service nouns, as tuples of folded words."""
    specialties: set[tuple[str, ...]] = set()
    nouns: set[tuple[str, ...]] = set()
    target = specialties
    for line in CARE_SERVICES.read_text(encoding="utf-8").splitlines():
        if line.startswith(_SERVICE_NOUNS_HEADING):
            target = nouns
        if line.strip() and not line.startswith("#"):
            target.add(tuple(fold_word(w) for w in _WORD.findall(line)))
    return frozenset(specialties), frozenset(nouns)


def service_phrase(value: str) -> bool:
    """Whether ``value`` is a specialty followed by specialties or service nouns only, its
    first word capitalised and no known name."""
    words = [fold_word(w) for w in _WORD.findall(value)]
    if not words or not value.lstrip()[:1].isupper() or words[0] in name_words():
        return False
    specialties, nouns = _phrases()
    index, first = 0, True
    while index < len(words):
        for size in range(min(4, len(words) - index), 0, -1):
            part = tuple(words[index : index + size])
            if part in specialties or (not first and part in nouns):
                index += size
                break
        else:
            return False
        first = False
    return True


def person_cue(text: str, start: int, end: int) -> bool:
    """A title, role or relation word before, a first name or an initial beside, a
    possessive, credential or "et al." after: the words stand for a person here."""
    if name_cue_before(text, start) or _INITIAL_BEFORE.search(text, max(0, start - 4), start):
        return True
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    if before and before.group(1)[:1].isupper() and fold_word(before.group(1)) in first_names():
        return True
    after = _AFTER.match(text, end)
    if after is None:
        return False
    following = after.group(1)
    if following is None:
        return True
    word = fold_word(following)
    return word in name_words() and (word,) not in _phrases()[1]


def keep_services(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the name, place and organisation spans that are a department or
    specialty with no person cue at any of its mentions."""
    kept = []
    for span in spans:
        value = text[span.start : span.end]
        if (
            span.entity_type in NAMED_KINDS
            and service_phrase(value)
            and not _proper_noun_before(text, span.start)
            and not _cued(text, value)
        ):
            continue
        kept.append(span)
    return kept


def _cued(text: str, value: str) -> bool:
    pattern = re.compile(rf"(?<![\w'\u2019-]){re.escape(value)}(?![\w'\u2019-])")
    return any(person_cue(text, m.start(), m.end()) for m in pattern.finditer(text))


def _proper_noun_before(text: str, start: int) -> bool:
    """A capitalised word right before the span that is no specialty: the span is the tail of
    a place's name ("Kingsmere Stroke Unit")."""
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    return (
        before is not None and before.group(1)[:1].isupper() and not service_phrase(before.group(1))
    )
