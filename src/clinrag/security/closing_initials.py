"""Initials and references that close a record's entry beside its date, number or writing verb.

Each recognizer is written for a family of places, never for an example string:

* **Initials closing a dated entry** ("follow-up Nov. 29, 2026 - BD", "GPhC 2068891 - GM
  21/10", "seen again 17/09/2026 (HG)"): two or three capitals after a dash that follows a
  number, or in brackets after a year or a date, with nothing but a short date, a column gap
  or the line's end after them, are who wrote the entry.
* **A reference after a writing verb or a closing dash** ("note ends DB/bevan", "entered
  BA/chukwuemeka", "keyed by MN/kiprop-vc", "sign-off 13th September - SH/manaia", "Dictated
  MDoyle/FS 14.3.2026", "typed lorna/mb", "Entered salter/okonkwo-bell 9 Jul 2026"): author and
  typist joined by a slash, either side initials or a name in any case (double-barrelled too),
  the line's end or a date after. ``reference_initials`` and
  ``signature_initials`` read two or three letters a side; here a side may be a whole name.

Each part is its own span and must be able to be a person's: no clinical vocabulary, label,
service, unit or function word ("- ED", "(CT)", "entered IV/po" are kept).
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary, not_a_name
from clinrag.security.letter_recognizers import initials_check
from clinrag.security.recognizers import CheckedRecognizer, PhiType
from clinrag.security.signature_initials import PATTERN_OVER_NER as _SCORE
from clinrag.security.word_shapes import shorthand

_INITIALS = r"(?-i:[A-Z]{2,3})"
_SHORT_DATE = r"\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b"
_WRITTEN_DATE = r"\d{1,2}[ \t]+(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b"
_END = rf"(?:[ \t]*(?:[.;|]|(?m:$))|[ \t]{{2,}}|[ \t]+(?:{_SHORT_DATE}|{_WRITTEN_DATE}))"
"""What may follow the closing initials or reference: the line's end, a column gap, a date
("14.3.2026", "9 Jul 2026")."""
_DASHED = rf"\d[.,]?[ \t]+[-\u2013\u2014][ \t]+\K{_INITIALS}(?={_END})"
_BRACKETED = rf"(?:\b\d{{4}}|{_SHORT_DATE})[ \t]*\(\K{_INITIALS}(?=\){_END})"
_CUE = (
    r"(?i:\b(?:dictated|entered|keyed[ \t]+by|typed|transcribed|note[ \t]+ends)[ \t]*:?"
    r"|[ \t][-\u2013\u2014])[ \t]+"
)
_SIDE = r"(?-i:[A-Z]{2,3}|[A-Z]?[A-Z][a-z]+(?:-[A-Z][a-z]+)?|[a-z]{2,}(?:-[a-z]{4,})?)"
"""Initials, or a name in any case, double-barrelled too ("okonkwo-bell"; a typist's suffix of
up to three letters, "-vc", is no second name)."""
_TAIL = rf"(?:-[a-z]{{1,3}})?{_END}"
_REFERENCE = (
    rf"{_CUE}\K{_SIDE}(?=/{_SIDE}{_TAIL})",
    rf"{_CUE}{_SIDE}/\K{_SIDE}(?={_TAIL})",
)
_FUNCTION = frozenset("by to on at in as up of the and for via per re".split())  # noqa: SIM905


def _side(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """Initials pass ``initials_check``; a word is no function word, unit, label or clinical
    vocabulary in any case ("po", "mg", "Review")."""
    initials = initials_check(vocabulary)

    def check(text: str) -> bool:
        if text.isupper():
            return initials(text)
        return (
            text.casefold() not in _FUNCTION
            and not not_a_name(text)
            and not shorthand(text.casefold())
            and text not in vocabulary
            and text.casefold() not in vocabulary
        )

    return check


def build_closing_initial_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizers above, each emitting PERSON."""
    initials = initials_check(vocabulary)
    return [
        CheckedRecognizer(
            PhiType.PERSON,
            "dated_closing_initials",
            ((_DASHED, _SCORE), (_BRACKETED, _SCORE)),
            check=initials,
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "written_reference",
            tuple((p, _SCORE) for p in _REFERENCE),
            check=_side(vocabulary),
        ),
    ]
