"""Identifiers that call logs, medication lists and letters keep in their records, which the
note and handover recognizers (``note_recognizers``, ``handover_recognizers``) do not know.

Each recognizer is written for a family of places, never for an example string:

- **A weekday before a date** belongs to it ("Wed 3 Mar 2021", "Monday, March 4"): the date
  pattern alone leaves the weekday, which tells the date as well as the day does.
- **A business's branch number** belongs to its name ("CVS Pharmacy #1153", "Walgreens #72081"):
  a capitalised name before "#" and three or more digits, unless the name is a record label
  ("Encounter #2859266819", "Bed #412") or clinical vocabulary.
- **A login written as a surname and an initial** ("exported by zhang.w", "bishop.p"): a census
  surname, a full stop and one or two letters.
- **Initials that sign a line**: after a dash that closes a sentence and before a date ("-- LTN
  11/18/21"); on a line of their own right after a sentence ("... Recall 25/08/2019.\\nPL");
  after a slash and before a role in brackets ("Clinical Pharmacist / FO (MMT)"); slash initials
  before a lower-case dictation stamp ("HP/wc  d: 03/03/2021").
- **Numbers of a health plan written in spaced groups** after their label ("Medicare: 6275
  26002 8", "Pension/Concession: 121 337 462K"), which the unspaced plan pattern cannot read.
- **A day and month without a year** that a cue makes a date, day first (British order): the
  start of a range ("from 21/06 to 28/06/2024"), a day over 12 after "on", "since", "until".
- **A professional registration number** after its register ("GMC 7045128", "GPhC 2058373").
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word, not_a_name
from clinrag.security.known_names import surnames
from clinrag.security.recognizers import _MONTH, CheckedRecognizer, PhiType, after_label

_WEEKDAY = (
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
)
_WEEKDAY_DATE = (
    rf"\b(?:{_WEEKDAY}),?[ \t]+(?:\d{{1,2}}(?:st|nd|rd|th)?(?:[ \t]+of)?[ \t]+{_MONTH}\b"
    rf"(?:\.?,?[ \t]+\d{{4}})?|{_MONTH}\b\.?[ \t]+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?[ \t]+\d{{4}})?"
    r"|\d{1,2}/\d{1,2}(?:/\d{2,4})?\b)"
)
_BRANCH = (
    r"(?-i:\b(?:\p{Lu}[\p{L}'\u2019&.-]*[ \t]+){0,3}\p{Lu}[\p{L}'\u2019.-]*[ \t]+#[ \t]?\d{3,6}\b)"
)
_RECORD_LABELS = frozenset(
    """encounter order bed room bay lot case study ticket ref reference item job call log unit
    ward patient report request visit account invoice claim batch page slide specimen sample
    block cassette tube box line step no number id protocol trial version form record episode
    admission referral message task note entry doc document exam accession run kit""".split()  # noqa: SIM905
)
"""Words that a number after "#" identifies as a record, not a business's branch."""
_DOTTED_LOGIN = r"(?-i:(?<![\w./@-])[a-z]{2,20}\.[a-z]{1,2}(?![\w@-]|\.\w))"
_INITIALS = r"[A-Z]{2,4}"
_SIGNING_INITIALS = (
    rf"(?-i:(?:[.!?)][ \t]+--|^[ \t]*--)[ \t]*\K{_INITIALS}(?=[ \t]+\d{{1,2}}[/.-]\d))",
    rf"(?-i:(?<=[.!?][ \t]*\n)[ \t]*\K{_INITIALS}(?=[ \t]*$))",
    rf"(?-i:[ \t]/[ \t]*\K{_INITIALS}(?=[ \t]+\((?:\p{{Lu}}{{2,5}}|[A-Z][a-z]+)\)))",
    r"(?-i:(?m:^)[ \t]*\K[A-Za-z]{2,4}/[A-Za-z]{2,4}(?=[ \t]+[dt][ \t]*:[ \t]*\d))",
)
_DAY_MONTH = r"(?:0?[1-9]|[12]\d|3[01])/(?:0?[1-9]|1[0-2])\b(?![/.]\d)"
_SHORT_DATE_AFTER_CUE = (
    rf"\b(?:on|since|until|till|dated|from)[ \t]+\K{_DAY_MONTH}"
    r"(?=[ \t]+to[ \t]+\d{1,2}/\d{1,2}/\d)|"
    rf"\b(?:on|since|until|till|dated)[ \t]+\K(?:1[3-9]|2\d|3[01])/(?:0?[1-9]|1[0-2])\b(?![/.]\d)"
)
"""A day and month without a year where a cue makes it a date: the start of a range whose end
has a year ("from 21/06 to 28/06/2024", not "from 1/2 to 1/4 tablet"), or a day over 12 after
"on", "since", "until" ("since 21/06"); the month-first form is ``recognizers``'s."""
_REGISTRATION = (
    r"(?-i:\b(?:GMC|NMC|GPhC|GDC|HCPC|AHPRA|IMC|MCNZ|CPSO|NPI|DEA)\b)(?:[ \t]*(?:no\.?|number|#))?"
    r"[ \t]*:?[ \t]*\K(?-i:[A-Z]{0,3})\d{6,10}\b"
)
"""A professional registration number after its register ("GMC 7045128", "AHPRA MED0001234567"
is longer, "GPhC 2058373")."""
_PLAN_LABELS = (
    r"medicare|medicaid|pension(?:[ \t]*/[ \t]*concession)?|concession|dva|health[ \t]+card|"
    r"member|subscriber|policy|insurance|health[ \t]+plan|ihi"
)
_SPACED_PLAN_NUMBER = after_label(
    _PLAN_LABELS, r"\d{3,5}(?:[ \t]\d{1,6}){1,3}(?:[ \t]?[A-Z]\b|-\d{1,2}\b|\b)"
)


def _branch(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """A business's name, unless its last word is a record label or clinical vocabulary."""

    def check(text: str) -> bool:
        last = text.split("#")[0].split()[-1]
        return fold_word(last) not in _RECORD_LABELS and last not in vocabulary

    return check


def _surname_login(value: str) -> bool:
    """A census surname before the full stop ("zhang.w"), not "e.g." or a dose's "tab.po"."""
    return value.split(".")[0] in surnames()


def _signing_initials(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """Initials, unless every part is clinical vocabulary or a label word ("CT", "ECG" on a
    line of their own)."""

    def check(text: str) -> bool:
        return not all(part in vocabulary or not_a_name(part) for part in text.split("/"))

    return check


def build_record_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizers above; ``vocabulary`` keeps clinical words out of names and initials."""
    return [
        CheckedRecognizer(PhiType.DATE, "weekday_date", ((_WEEKDAY_DATE, 0.75),)),
        CheckedRecognizer(PhiType.LOCATION, "branch", ((_BRANCH, 0.6),), check=_branch(vocabulary)),
        CheckedRecognizer(
            PhiType.ID, "dotted_login", ((_DOTTED_LOGIN, 0.6),), check=_surname_login
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "signing_initials",
            tuple((pattern, 0.6) for pattern in _SIGNING_INITIALS),
            check=_signing_initials(vocabulary),
        ),
        CheckedRecognizer(PhiType.HEALTH_PLAN_ID, "spaced_plan", ((_SPACED_PLAN_NUMBER, 0.8),)),
        CheckedRecognizer(PhiType.DATE, "short_date_after_cue", ((_SHORT_DATE_AFTER_CUE, 0.6),)),
        CheckedRecognizer(PhiType.LICENSE, "registration", ((_REGISTRATION, 0.8),)),
    ]
