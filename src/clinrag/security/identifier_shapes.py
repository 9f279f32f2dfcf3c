"""Record and plan numbers that the labelled patterns of ``recognizers`` cannot read, because of
their label, their separators or a line break inside them.

Each recognizer is written for a family of identifiers, never for an example string:

* **Dotted identifiers** of digit groups and single letters ("83.G.597758", "26.1597254.Y"):
  laboratory and blood-spot sample numbers; six digits or more and a letter, so a version
  ("1.2.3") or a dose ("2.5") is not one.
* **Spaced digit groups after a record noun** ("Screening episode 8970 4884", "donation no
  G778 318 007 765"), eight digits or more; a donation number's shape (a letter, then four
  groups of three digits) wherever it stands ("... and G969 059 642 422").
* **An acronym before a long number** ("UBRN 0036 7389 2732", "KIT 236830"): the acronym
  is the register's name and goes with the number, unless it is clinical vocabulary or a
  label another recognizer reads ("NHS", "GMC").
* **Plan and insurer references with slashes or after unusual labels** ("Travel insurance
  policy 794/055348/16", "pre-authorisation 711/953891/74", "Insurer reference ...",
  "insurer membership YWT14551159").
* **A number broken over a line** ("hosp no 9454\\n3834,"): seven digits or more in two parts,
  the second closing with a comma or semicolon, as a column-wrapped record number is.
* **Prison cells** ("Cell: B2-40", "cell door C2-21") and **pager numbers in brackets after
  the verb** ("Dr Abramov paged (4506)").
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.recognizers import CheckedRecognizer, PhiType

_DOTTED = r"(?-i:(?<![\w.])(?:\d{1,8}|[A-Z]{1,3})(?:\.(?:\d{1,8}|[A-Z]{1,3})){2,3}(?![\w]|\.\w))"
_RECORD_NOUNS = (
    r"episode|donation|donations|sample|specimen|referral|booking|kit|batch|case|claim|request|"
    r"order|ticket|reference|ref|unit|lab"
)
_SPACED = (
    rf"\b(?:{_RECORD_NOUNS})(?:[ \t]+(?:no|nos|number|#|id)\.?)?[ \t]*:?[ \t]*"
    r"\K(?-i:[A-Z]?\d{3,5}(?:[ ]\d{3,5}){1,4})\b(?![.,]\d)"
)
_DONATION = r"(?-i:\b[A-Z]\d{3}(?:[ ]\d{3}){3}\b)"
_ACRONYM_NUMBER = r"(?-i:\b[A-Z]{3,5}[ \t]+\d{4,}(?:[ ]\d{4}){0,3}\b)(?![.,/]\d)"
KNOWN_LABELS = frozenset(
    """NHS MRN URN GMC NMC GPHC GDC HCPC AHPRA NPI DEA SSN DOB CHI IHI UR HOSP NI TEL FAX MOB
    EXT CSN FIN PIN""".split()  # noqa: SIM905
)
_PLAN_LABELS = (
    r"policy|pre-?authori[sz]ation|authori[sz]ation|insurer[ \t]+(?:reference|ref|membership)|"
    r"insurance[ \t]+(?:reference|ref|membership)|membership|scheme[ \t]+(?:number|no)|"
    r"member[ \t]+(?:reference|ref)"
)
_PLAN_VALUE = r"(?=[A-Z0-9/.-]*\d{4})[A-Z0-9][A-Z0-9/.-]{4,24}[A-Z0-9]\b"
_PLAN = rf"\b(?:{_PLAN_LABELS})(?:[ \t]+(?:no|number|#|id)\.?)?[ \t]*[:#]?[ \t]*\K{_PLAN_VALUE}"
_WRAPPED = r"(?-i:(?<![\w.-])[A-Z]{0,4}\d{3,8}\n\d{3,8}(?=[,;]))"
_CELL = r"\bcell(?:[ \t]+door)?[ \t]*:?[ \t]*\K(?-i:[A-Z]\d{1,2}-\d{1,3})\b"
_PAGED = r"\b(?:paged|bleeped)[ \t]*\([ \t]*\K#?\d{3,6}(?=[ \t]*\))"


def _enough_digits(count: int, letter: bool = False) -> Callable[[str], bool]:
    def check(value: str) -> bool:
        digits = sum(c.isdigit() for c in value)
        return digits >= count and (not letter or any(c.isalpha() for c in value))

    return check


def _register(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """An acronym that is neither clinical vocabulary nor a label read elsewhere, before six
    digits or more."""

    def check(value: str) -> bool:
        acronym = value.split()[0]
        return (
            acronym.upper() not in KNOWN_LABELS
            and acronym not in vocabulary
            and sum(c.isdigit() for c in value) >= 6
        )

    return check


def build_identifier_shape_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizers above; ``vocabulary`` keeps clinical acronyms from opening a number."""
    return [
        CheckedRecognizer(
            PhiType.ID, "dotted_id", ((_DOTTED, 0.7),), check=_enough_digits(6, letter=True)
        ),
        CheckedRecognizer(
            PhiType.ID,
            "record_digit_groups",
            ((_SPACED, 0.75), (_DONATION, 0.6)),
            check=_enough_digits(8),
        ),
        CheckedRecognizer(
            PhiType.ID, "acronym_number", ((_ACRONYM_NUMBER, 0.6),), check=_register(vocabulary)
        ),
        CheckedRecognizer(PhiType.HEALTH_PLAN_ID, "plan_reference", ((_PLAN, 0.8),)),
        CheckedRecognizer(
            PhiType.MRN, "wrapped_number", ((_WRAPPED, 0.6),), check=_enough_digits(7)
        ),
        CheckedRecognizer(PhiType.ID, "prison_cell", ((_CELL, 0.7),)),
        CheckedRecognizer(PhiType.PHONE, "paged_number", ((_PAGED, 0.8),)),
    ]
