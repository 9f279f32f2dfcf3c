"""Wards and bays named after a plant, a bird or a place, written the way handovers write them:
"Juniper ward", "Samphire bay 2", "Ward: Heather, bed 9" (``note_recognizers`` reads the name
only before a capitalised "Ward" or "Unit").

A lower-case "ward" or "bay" after any capitalised word would take "Surgical ward", "Side bay"
and a sentence's first word ("Same ward as before"), so the name must be a rare word of
English (a Zipf frequency under ``_RARE_ZIPF``: "Juniper", "Bluebell", "Samphire"), neither
clinical vocabulary nor a specialty, label or function word.
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary, not_a_name
from clinrag.security.recognizers import CheckedRecognizer, PhiType

_RARE_ZIPF = 4.0
_WARD_NAME = (
    r"(?-i:\b\p{Lu}\p{Ll}{2,})(?=[ \t]+(?:ward|bay)\b)",
    r"\bward[ \t]*:[ \t]*\K(?-i:\p{Lu}\p{Ll}{2,})\b(?![ \t]*\d)",
)


def _rare_name(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    from wordfreq import zipf_frequency

    def check(word: str) -> bool:
        return (
            zipf_frequency(word.casefold(), "en") < _RARE_ZIPF
            and word not in vocabulary
            and word.casefold() not in vocabulary
            and not not_a_name(word)
        )

    return check


def build_ward_name_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The ward-name recognizer; ``vocabulary`` keeps clinical words ("Stroke") out."""
    patterns = tuple((pattern, 0.6) for pattern in _WARD_NAME)
    return [
        CheckedRecognizer(PhiType.LOCATION, "ward_name", patterns, check=_rare_name(vocabulary))
    ]
