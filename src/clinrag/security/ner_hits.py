"""Which part of an NER name or place hit can be a name at all.

The NER model reads sentences; in a note it runs a name over a line break into a rule line or
the next heading ("ferreira⏎-----⏎Electronically"), takes a label with the name ("Patient
Smith", "ED NOTE") and reads shorthand as a person ("Troponin x2", "Lasix 40 qd"). These checks
cut a hit down to what may be a name before the redactor's vetoes run.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clinrag.security.clinical_terms import inside_any, not_a_name
from clinrag.security.name_spans import NAME_WORD

_LETTER = re.compile(r"[^\W\d_]")
_NAME_LIKE_LABELS = frozenset(
    "april may june july august jan day will".split()  # noqa: SIM905 - reads better as prose
)
"""Words of the label list that are also given names or surnames."""
_TITLES = frozenset({"dr", "doctor", "mr", "mrs", "ms", "miss", "mx", "prof", "professor"})
_LABEL_BEFORE = re.compile(r"[ \t]*(?:[^\W\d_][\w'./-]*[ \t]+){0,2}")
_LABEL_AFTER = re.compile(r"(?:[ \t]+[^\W\d_][\w'./-]*){0,2}[ \t]*:(?!\d)")
"""A field label: at most three words between a line's start and a colon ("Sonographer:",
"Tx:", "Clinical history:"), the colon not a time's ("10:30")."""


def segment_may_be_name(segment: str, *, first: bool) -> bool:
    """Whether a line of a hit may hold a name: it has a letter (not a rule line of dashes) and,
    after the hit's first line, a word other than a label ("Electronically signed")."""
    if not _LETTER.search(segment):
        return False
    return first or not all(not_a_name(w) for w in NAME_WORD.findall(segment))


def without_edge_labels(
    text: str, start: int, end: int, terms: Sequence[tuple[int, int]]
) -> tuple[int, int]:
    """The hit without the label words at its edges: "Patient Smith" -> "Smith"; never past a
    title, and at the end only words not in title case ("ED NOTE"): a label word after a title
    or last in a name is as often a surname ("Dr Ward")."""
    words = [m for m in NAME_WORD.finditer(text, start, end) if not inside_any(*m.span(), terms)]
    while words and _label_word(words[0].group()):
        label = words.pop(0)
        start = label.end()
        if label.group().casefold() in _TITLES:
            break  # what follows a title is the name, even a label word ("Dr Ward")
    while words and _label_word(words[-1].group()) and not words[-1].group().istitle():
        end = words.pop().start()
    return start, end


def field_label(text: str, start: int, end: int, names: frozenset[str]) -> bool:
    """Whether ``text[start:end]`` is (part of) a field label at a line's start ("Machine:",
    "Liquor:", "Proband:") whose words are no known given name or surname: a name before a
    colon there is a speaker of a dialogue, which ``NameFinder.speaker_labels`` reads."""
    line_start = text.rfind("\n", 0, start) + 1
    if not _LABEL_BEFORE.fullmatch(text[line_start:start]) or not _LABEL_AFTER.match(text, end):
        return False
    label_end = text.index(":", end)
    return not any(w.casefold() in names for w in NAME_WORD.findall(text, line_start, label_end))


def outside_terms(text: str, start: int, end: int, terms: Sequence[tuple[int, int]]) -> str:
    """The words of ``text[start:end]`` outside the clinical terms ("Troponin x2": "x2"); a
    placeholder number when every word is inside one, which is then no name."""
    words = [
        m.group()
        for m in re.finditer(r"\S+", text[start:end])
        if not inside_any(start + m.start(), start + m.end(), terms)
    ]
    return " ".join(words) if words else "0"


def _label_word(word: str) -> bool:
    """A label or function word; an initial ("A. Larsen") or a calendar word in title case
    ("April", "Day") may be a name."""
    return (
        len(word) > 1
        and not_a_name(word)
        and not (word.istitle() and word.casefold() in _NAME_LIKE_LABELS)
    )
