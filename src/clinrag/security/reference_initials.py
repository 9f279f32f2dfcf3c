"""Initials that close a record's line: the agent after "by" and the reference of a letter.

Each recognizer is written for a family of places, never for an example string:

* **Initials after "by" that close a clause** or stand before "at" or "on" ("taken 08:15 by
  AN;", "photos QA by KB.", "Logged by NB at https://...", "seen by PO on 11/4", "signed by
  P.W.."): whatever the act, the agent of a record entry written in capitals is a person. The
  acts with a fixed list and other places are ``letter_recognizers``'s.
* **A letter's reference** ("LM/YB", "SW/iv", "KB/OF   letter generated"): the author's and the
  typist's initials joined by a slash, at a line's start or end, or after a column gap or a
  full stop, with nothing but a column gap after.

Initials that are clinical vocabulary, label words or a service ("by CT.", "by GP;", "IV/PO")
are kept (``letter_recognizers.initials_check``).
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.letter_recognizers import initials_check
from clinrag.security.recognizers import CheckedRecognizer, PhiType

_AGENT = (
    r"(?-i:\b(?i:by)[ \t]+\K(?:[A-Z]{2,3}|(?:[A-Z]\.){2,3}(?=\.))"
    r"(?=[ \t]*(?:[;,]|\.(?:[ \t]|$)|$)|[ \t]+(?:at|on)[ \t]))"
)
_REFERENCE = (
    r"(?-i:(?:(?m:^)|[ \t]{2,}|\.[ \t]+)\K[A-Z]{2,3}/[A-Za-z]{2,3}"
    r"(?=[ \t]*(?m:$)|[ \t]{2,}))"
)


def _reference(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """The author's initials (before the slash) pass ``initials_check``."""
    initials = initials_check(vocabulary)
    return lambda text: initials(text.split("/")[0])


def build_reference_initial_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizers above, each emitting PERSON."""
    return [
        CheckedRecognizer(
            PhiType.PERSON, "agent_initials", ((_AGENT, 0.6),), check=initials_check(vocabulary)
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "reference_initials",
            ((_REFERENCE, 0.6),),
            check=_reference(vocabulary),
        ),
    ]
