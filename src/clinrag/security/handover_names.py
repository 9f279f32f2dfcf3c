"""Names a hand-over, a call or an entry stamp gives the person at its other end.

Ward and crew notes name whoever took a patient, a report or a call by a given name or initials
in any case, where no title or role word stands before it: "Handed over to quentin (night RN)",
"Handed over by VM to rhys wood", "handed over to RN ramos at 04:05", "Handover to RM.",
"report called to hubert in the ed", "Call lorna on 273.931.7906", "ring florence on 01531
530257", "entry by tan 2026-10-18", "Senior Medical Officer sign-off Dawn". The place says a
person is named there; the words are judged as ``role_names`` judges a name after a role
(``may_be_name``), initials as ``letter_recognizers.initials_check`` does:

* **after a hand-over or a report called to** someone (a nurse's grade or title may stand
  between: "to RN ramos");
* **before "on" and a number** after a verb of calling ("call", "ring", "phone", "text");
* **after "entry by"** before a date, and **after "sign-off"** at the line's end.
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.letter_recognizers import initials_check
from clinrag.security.recognizers import CheckedRecognizer, PhiType
from clinrag.security.role_names import NAMES, may_be_name

_SCORE = 0.6
_INITIALS = r"(?-i:[A-Z]{2,3})(?![\w'\u2019-])"
_GRADE = r"(?:(?-i:RN|EN|HCA|SN|Dr\.?|dr\.?|Sr|sr)[ \t]+)?"
_HANDED = (
    r"\b(?i:hand(?:ed)?[ \t-]*over(?:[ \t]+by[ \t]+\S+)?|report[ \t]+(?:called|phoned|given))"
    rf"[ \t]+to[ \t]+{_GRADE}\K"
)
_PLACES = (
    (_HANDED, ""),
    (r"\b(?i:call|ring|phone|text)[ \t]+\K", r"(?=[ \t]+on[ \t]+[+(]?\d)"),
    (r"\b(?i:entry)[ \t]+by[ \t]+\K", r"(?=[ \t]+\d)"),
    (r"\b(?i:sign-?off)[ \t]+\K", r"(?=[ \t]*(?m:$))"),
)
"""What stands before and after the name; each name form is its own pattern, so that a shorter
form is tried when a longer one fails the check ("to RN ramos at 04:05")."""
_PATTERNS = (
    rf"{_HANDED}{_INITIALS}",
    *(f"{before}{name}{after}" for before, after in _PLACES for name in NAMES),
)


def _check(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """Capitals alone are initials (``initials_check``); words are ``may_be_name``'s."""
    initials = initials_check(vocabulary)
    name = may_be_name(vocabulary, any_known=True)
    return lambda text: initials(text) if text.isupper() and " " not in text else name(text)


def build_handover_name_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizer above, emitting PERSON."""
    return [
        CheckedRecognizer(
            PhiType.PERSON,
            "handed_to_person",
            tuple((p, _SCORE) for p in _PATTERNS),
            check=_check(vocabulary),
        )
    ]
