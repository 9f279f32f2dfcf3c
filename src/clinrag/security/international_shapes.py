"""Identifier shapes of records from other countries and hands, by family, not by label list.

The labelled patterns of ``recognizers`` know the American and British labels; notes from
elsewhere write the same kinds of identifier in shapes those labels never precede:

* **A national number in digit groups** ("983 203 622", "6721 5013 5393", "9208 861 883",
  "438 301 794R"): three or four groups of three or four digits, nine digits or more, an
  optional closing letter; Canadian SINs and PHNs, Aadhaar, Centrelink and PPS numbers are
  written so, whatever label (or none) stands before them. A measurement series is written
  with units or separators ("142/88", "7.2 mmol"), so a unit after the groups keeps them.
* **A registration plate after a vehicle word** ("family car ZHJA 339", "parking FJKQ 358",
  "motorbike ambulance KMF 911T", "Ambulance KA 04 CR 5235", "EMS ND 151-443"): capitals and
  digits in up to four groups, or digits then letters ("taxi 8424 ZF"), three digits or more
  and two letters or more, so "CAT 2", "ETA 10" or "1015 ETA" after "ambulance" is not one.
* **An e-mail address with letters beyond ASCII** ("oisín.bhríde@health.example.org"): the
  shared pattern reads ASCII only and lost the part before the accent.
* **An alias after "aka", "alias" or "known as"** ("aka \"Big Mike\""): a nickname identifies
  as a name does.
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.recognizers import CheckedRecognizer, PhiType

_UNIT_AFTER = r"(?![ \t]*(?:mg|mcg|ug|g|kg|ml|l|mmol|umol|iu|units?|%|mm|cm|bpm|x)\b)"
_GROUPS_END = rf"\b(?![.,/:-]\d|[ ]\d){_UNIT_AFTER}"
_DIGIT_GROUPS = (
    rf"(?<![\w.,/:-])(?!0|\d{{3}}[ ]\d{{3}}[ ]\d{{4}}\b)(?=[\d ]*\d{{4}}|[\d ]+[ ]?(?-i:[A-Z])\b)"
    rf"\d{{3,4}}(?:[ ]\d{{3,4}}){{2,3}}(?:[ ]?(?-i:[A-Z]))?{_GROUPS_END}"
)
"""A group of four digits or a closing letter: no measurement series is written so. Not a
number opening with 0 or shaped 3-3-4 (a telephone or NHS number, which the labelled patterns
type)."""
_VITALS = r"HR|BP|RR|PR|SBP|DBP|MAP|GCS|BM|SPO2|SATS?|TEMP|WT|HT|PLT|WBC|HB|INR"
_LABELLED_GROUPS = (
    rf"(?<=\b(?-i:(?!(?:{_VITALS})\b)[A-Z]{{2,8}})\b[^\n\d]{{0,40}})"
    rf"(?<![\w.,/:-])(?!0)\d{{3}}(?:[ ]\d{{3}}){{2,3}}{_GROUPS_END}"
)
"""Groups of three digits only ("983 203 622") after a register's acronym on the line (no digit
between), not a vital sign's: "SIN (not required) 983 203 622", not "HR 142 138 120"."""
_VEHICLE_WORDS = (
    r"car|vehicle|van|taxi|cab|motorbike|motorcycle|scooter|ambulance|parking|parked|rego|ute|"
    r"truck|lorry|ems|bakkie|pick-?up|jeep|suv|minibus|bus|bike|rickshaw|tuk-?tuk|matatu|"
    r"trotro|boda(?:-?boda)?"
)
_PLATE = (
    r"(?-i:[A-Z]{1,4}(?:[ -]?\d{1,4}(?:-\d{1,4})?)(?:[ -]?[A-Z]{1,3}(?:[ -]?\d{1,4})?)?|"
    r"(?!\d+[ ]?(?:ETA|ETD|ATA|ATD|HRS?|AM|PM|KM|MPH)\b)\d{1,4}[ -]?[A-Z]{2,3})"
)
_VEHICLE = (
    rf"\b(?:{_VEHICLE_WORDS})\b[ \t]*[:#(]?[ \t]*\K(?!(?-i:ETA|ETD|ATD|ATA|CAT|NO|NR)\b)"
    rf"{_PLATE}(?![\w-])"
)
"""Not a time or a category written after the vehicle ("ambulance ETA 1015", "CAT 2")."""
_EMAIL = r"(?<![\w.%+-])[^\W_][\w.%+-]*@[^\W_](?:[\w-]*[^\W_])?(?:\.[\w-]+)*\.[A-Za-z]{2,}\b"
_ALIAS = (
    r"\b(?:aka|a\.k\.a\.?|alias|known[ \t]+as|nicknamed?)[ \t]*:?[ \t]*[\"\u201c']"
    r"\K[^\"\u201d'\n]{1,25}(?=[\"\u201d'])"
)


def _counts(digits: int, letters: int = 0) -> Callable[[str], bool]:
    def check(value: str) -> bool:
        return (
            sum(c.isdigit() for c in value) >= digits and sum(c.isalpha() for c in value) >= letters
        )

    return check


def build_international_shape_recognizers() -> list[EntityRecognizer]:
    """The recognizers above."""
    return [
        CheckedRecognizer(
            PhiType.ID,
            "national_digit_groups",
            ((_DIGIT_GROUPS, 0.6), (_LABELLED_GROUPS, 0.6)),
            check=_counts(9),
        ),
        CheckedRecognizer(
            PhiType.VEHICLE_ID, "plate_after_vehicle", ((_VEHICLE, 0.7),), check=_counts(3, 2)
        ),
        CheckedRecognizer(PhiType.EMAIL, "unicode_email", ((_EMAIL, 0.9),)),
        CheckedRecognizer(PhiType.PERSON, "alias", ((_ALIAS, 0.7),)),
    ]
