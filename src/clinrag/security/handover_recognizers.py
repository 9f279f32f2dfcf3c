"""Identifiers of handovers and messages: the shapes an ambulance crew, a ward clerk or a patient
writing to a portal leaves in a note, which the letter and report recognizers
(``note_recognizers``) do not know.

- **Vehicles**: a UK registration of the current format ("QG50 QHW": two letters, two digits,
  three letters) anywhere, a unit's call sign after a unit or call-sign label ("Unit: Medic
  19"), and "Medic" with a number anywhere.
- **Ages in a handover mnemonic**: ATMIST and similar handovers open a line with "A -" for the
  age ("A - 97, lives alone"); only ages over 89 are PHI (``age_over_89``).
- **Initials before a badge number** ("pcr by kg #78488"), where a crew signs.
- **A room or bed after a ward and a slash** ("Loc=Heron Ward/522", "5 South/474").
- **A first name that introduces its writer** in lower case ("its megan again", "this is denise
  from"): a census first name rarer than the common-word cut, not a lexicon word.
"""

from __future__ import annotations

from presidio_analyzer import EntityRecognizer

from clinrag.security.known_names import LOWER_FIRST_ZIPF, first_names
from clinrag.security.lexicon import clinical_lexicon
from clinrag.security.recognizers import CheckedRecognizer, PhiType, after_label, age_over_89

_UK_PLATE = r"(?-i:\b[A-Z]{2}\d{2}[ \t]?(?!POS\b|NEG\b)[A-Z]{3}\b)"
"""Not a marker and its result ("CK20 NEG")."""
_CALL_WORDS = r"Medic|Ambulance|Rescue|Engine|Ladder|Truck|Squad|Rig|Car|Rapid|Echo|Delta"
_CALL_SIGN = after_label(r"unit|call[ \t]?sign|vehicle", rf"(?:{_CALL_WORDS})[ \t]?\d{{1,4}}\b")
_MEDIC_UNIT = r"\bMedic[ \t]?\d{1,4}\b"
_MNEMONIC_AGE = r"(?m:^[ \t]*A[ \t]*[-:\u2013][ \t]*\K\d{2,3}\b(?![ \t]*(?:mg|ml|%|/)))"
_INITIALS_BEFORE_BADGE = r"(?-i:\bby[ \t]+\K[a-z]{2,3}(?=[ \t]+#\d))"
"""Initials before a badge number, where a crew writes its signature ("pcr by kg #78488");
no signature check: a unit's letters before a badge number are initials."""
_ROOM_AFTER_WARD = (
    r"(?-i:\b(?:Ward|Unit|Wing|South|North|East|West|[A-Z][a-z]+[ \t]Ward)/\K\d{1,4}[A-Z]?\b)"
)
_WRITER_NAME = (
    r"(?i:\b(?:it'?s|this[ \t]+is|i'?m)[ \t]+\K[a-z][a-z'-]{2,20}"
    r"(?=[ \t]+(?:again|here|from)\b|[ \t]*[,.!]))"
)


def _writer_name(value: str) -> bool:
    """A census first name that is not an English word first ("grace", "will") nor a lexicon
    word."""
    from wordfreq import zipf_frequency

    word = value.casefold()
    return (
        word in first_names()
        and zipf_frequency(word, "en") < LOWER_FIRST_ZIPF
        and word not in clinical_lexicon()
    )


def build_handover_recognizers() -> list[EntityRecognizer]:
    """The recognizers above."""
    return [
        CheckedRecognizer(PhiType.VEHICLE_ID, "vehicle_in_notes", (
            (_UK_PLATE, 0.6),
            (_CALL_SIGN, 0.7),
            (_MEDIC_UNIT, 0.6),
        )),
        CheckedRecognizer(PhiType.AGE, "age_in_mnemonic", (
            (_MNEMONIC_AGE, 0.7),
        ), check=age_over_89),
        CheckedRecognizer(PhiType.PERSON, "initials_before_badge", (
            (_INITIALS_BEFORE_BADGE, 0.6),
        )),
        CheckedRecognizer(PhiType.ID, "room_after_ward", ((_ROOM_AFTER_WARD, 0.6),)),
        CheckedRecognizer(PhiType.PERSON, "writer_name", (
            (_WRITER_NAME, 0.6),
        ), check=_writer_name),
    ]  # fmt: skip
