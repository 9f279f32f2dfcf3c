"""Identifiers that British letters, reports and dictated notes write in their own shapes, which
the record, note and handover recognizers (``record_recognizers``, ``note_recognizers``,
``handover_recognizers``) do not know.

Each recognizer is written for a family of places, never for an example string:

- **A day written as an ordinal** after "on the", "by the", "from the", "until the" and closing
  its clause ("on the 10th.", "by the 25th;"): the day of a date whose month the reader knows.
  Not "on the 5th floor", "by the 3rd day": a word after the ordinal makes it a count. After
  any other word, an ordinal after "the" that ends its clause ("used heroin the 1st.").
- **A date with an apostrophe year** ("30th May '25", "3rd Nov '25") and **a day-month-year
  joined by hyphens with a two-digit year** ("3-Nov-78", "1-Sep-25").
- **A record number of three capitals and two digit groups** ("CGL 869 5757"), the hospital
  number's spaced form; an NHS number after "NHS" is the number recognizers' already.
- **A National Insurance number** in its own shape, two prefix letters, three pairs of digits
  and a suffix letter A-D, spaced or not ("CL 09 19 66 C", "NB964456C").
- **A serial number** written "SN" and digit groups ("serial SN 6224-4722").
- **A surname in capitals, a comma and a given name** ("WELLS, Grace", "NÍ BHRIAIN, Aoife"),
  the way records file a person, when the given name is a known first name.
- **Initials that sign or act**: after "sig:", in the brackets after "typed" ("typed 6-Aug-25
  (WA)"), after an act's "by" ("given by", "scanned by") or "follow up ... with" before a
  bracket, a slash or the end of the clause ("given by MB (badge", "follow up with BC."),
  dotted initials after "by" or a label ("scanned by S.D.", "Proband: I.C."), and initials
  before a role abbreviation and a register at a line's start ("SD OHA, NMC 10D9689U").
  Initials in any slot only a person fills: the subject of a person's verb at a sentence's
  start ("SB was referred", "15:40 FO rang back"; only verbs a diagnosis or a test cannot
  take), before a role in brackets ("LH (named nurse)"), the dated agent of any act ("inserted
  by LH on 2 August"), a signature after a closing dash ("bd. - TT", "- P.O., Band 5").
  Initials that are clinical vocabulary, label words or a service ("GP", "CT", "ED") are kept.
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary, not_a_name
from clinrag.security.clinical_values import measurement_label
from clinrag.security.known_names import first_names, local_names
from clinrag.security.recognizers import _MONTH, WEEKDAY, CheckedRecognizer, PhiType

_ORDINAL = r"(?:[12]?\d|3[01])(?:st|nd|rd|th)"
_AFTER_DAY = (
    r"(?=[ \t]*(?:[.,;:)/-]|$|(?:at|and|or|approx|by|with|in|for|to|when|after|before|but|as|"
    r"actually|then|instead|already|too|again|only|"
    r"from|until|till|on|we|she|he|they|i|it|was|is|were|are|has|had|have|will|would|pm|am|"
    rf"{WEEKDAY})\b|of(?![ \t]+\d)))"
)
"""What may follow a day written as an ordinal: punctuation, the end of the line, or a word
of the sentence; a noun makes it a count ("the 5th floor", "the 3rd day", "the 4th of 5")."""
_DAY_CUE = (
    r"(?:on|by|from|until|till|before|after|since|seen|reviewed|admitted|discharged|visited|"
    r"booked|scheduled|due|dated|expected|appt|appointment|review|clinic|called|phoned|"
    r"attended|operated|scanned|delivered)"
)
"""Words of a date or a visit before "the": "seen on the 10th", "booked the 14th"."""
_WEEKDAY = rf"{WEEKDAY}\.?"
_ORDINAL_DAY = (
    rf"\b(?:{_DAY_CUE}[ \t]+(?:(?:on|by|from|until|till|since)[ \t]+)?the[ \t]+"
    rf"|{_WEEKDAY}[ \t]+(?:the[ \t]+)?)\K{_ORDINAL}\b{_AFTER_DAY}"
)
_CLOSING_ORDINAL_DAY = (
    rf"\bthe[ \t]+\K{_ORDINAL}\b(?=[ \t]*(?:[.;:)]|,(?![ \t]*(?:\d|and\b|or\b))|$))"
)
"""A day written as an ordinal after "the" that closes its clause whatever word comes before
("last used heroin the 1st.", "bloods of the 11th)", "contact the 15th,"): only a day can end
a clause there; a count is followed by its noun or by the next count ("the 4th, 5th toes")."""
_APOSTROPHE_YEAR_DATE = (
    rf"\b(?:[12]?\d|3[01])(?:st|nd|rd|th)?[ \t]+{_MONTH}\.?[ \t]+['\u2019]\d{{2}}\b"
)
_HYPHEN_DATE = rf"\b(?:[12]?\d|3[01])-{_MONTH}-(?:\d{{2}}|\d{{4}})\b"
_SPACED_RECORD = r"(?-i:\b(?!NHS\b)[A-Z]{3}[ \t]\d{3}[ \t]\d{4}\b)"
_NI_NUMBER = (
    r"(?-i:\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"
    r"(?:[ \t]?\d{2}){3}[ \t]?[A-D]\b)"
)
_SERIAL = r"(?-i:\bSN[ \t]?\d{3,}(?:-\d{2,})*\b)"
_FILED_NAME = r"(?-i:\b\p{Lu}{2,}(?:[ '\u2019-]\p{Lu}{2,})*,[ \t]+\p{Lu}\p{Ll}+\b)"
_INITIALS = r"[A-Z]{2,3}"
_ACTS = (
    r"(?:given|done|administered|witnessed|checked|scanned|drawn|taken|completed|signed|typed|"
    r"written|entered|recorded|counted|dispensed)[ \t]+by"
)
"""Acts whose agent a record names: "given by MB (badge", "checked by TW /"."""
_ACTOR_VERBS = (
    r"(?:seen|reviewed|examined|assessed|clerked|triaged|discussed|agreed|supervised|reported|"
    r"verified|authori[sz]ed|requested|referred|prescribed|informed|escorted|accompanied|"
    r"counselled|counseled|consented|spoke|talked|handed[ \t]+over|handover|handed)"
    r"\b[^\n.;:()]{0,30}?[ \t](?:by|with|to)"
)
"""Verbs of an act by a person, then "by", "with" or "to" in the same clause: the initials
after them are the person ("seen by MB", "seen on the 10th by MB", "discussed with TW"), unless
they are a service or a team word follows ("seen by ENT team")."""
_NOT_A_TEAM = (
    r"(?![ \t]*(?:-|&|/[A-Z])|[ \t]+(?i:team|service|services|clinic|ward|dept|department|reg|"
    r"registrar|consultant|colleagues|staff|unit|on[ \t-]?call|nurse|nurses|doctor|doctors|"
    r"review|referral|mdt|meeting)\b)"
)
_SERVICES = frozenset(
    """GP ED AE OT PT SHO HV MW RM RN HCA MDT CNS DN SW ICU ITU CCU OPD ENT SPR FY GUM SLT
    CT MRI US DSL CSC OHA NHS""".split()  # noqa: SIM905 - reads better as prose
)
"""Services, teams and roles written as capitals: "follow up with GP.", "seen by ED (majors)"."""
_DOTTED_INITIALS = r"(?:[A-Z]\.){2,3}"
_ACTOR_INITIALS = (
    rf"(?-i:\b(?i:{_ACTOR_VERBS})[ \t]+\K{_INITIALS}\b(?![\w'\u2019-]|\.\w){_NOT_A_TEAM})"
)
_ACTING_INITIALS = (
    rf"(?-i:\b(?i:sig(?:ned)?)[ \t]*:[ \t]*\K{_INITIALS}\b)",
    rf"(?-i:\b(?i:typed)\b[^\n()]{{0,30}}\(\K{_INITIALS}(?=\)))",
    rf"(?-i:\b(?i:{_ACTS}|follow[ \t-]*up\b[^\n.;]{{0,40}}?\bwith|review(?:ed)?[ \t]+with)"
    rf"[ \t]+\K{_INITIALS}"
    r"(?=[ \t]*(?:\(|/|[.;]?[ \t]*$)))",
    rf"(?-i:(?:\b(?:by|with)|[A-Za-z]:)[ \t]+\K{_DOTTED_INITIALS}(?![\w.]))",
    rf"(?-i:(?m:^)[ \t]*\K{_INITIALS}(?=[ \t]+[A-Z]{{2,5}},?[ \t]+(?:GMC|NMC|HCPC|GPhC|GDC)\b))",
)

_PERSON_VERBS = (
    r"rang|called|phoned|emailed|texted|visited|attended|saw|spoke|explained|advised|asked|"
    r"declined|says|said|feels|felt|thinks|thought|"
    r"(?:was|were)[ \t]+(?:referred|told|asked|advised|informed|counselled|consented)"
)
"""Verbs whose subject can only be a person: "FO rang back", "SB was referred". Not "was",
"has", "reported", "confirmed", "noted": a diagnosis or a test takes them at a sentence's start
("AF has resolved", "MI was ruled out", "USS reported"), and most such abbreviations are in no
list the check could consult."""
_ROLE_WORDS = (
    r"nurse|doctor|consultant|registrar|SpR|SHO|worker|therapist|pharmacist|psychologist|"
    r"psychiatrist|midwife|clinician|keyworker|chaperone|officer|physio|dietitian|student"
)
_SLOTTED_INITIALS = (
    # the subject of a person's verb at a sentence's or a line's start, or after a time
    rf"(?-i:(?:(?m:^)[ \t]*(?:\d{{1,2}}[.)][ \t]+)?|[.!?][ \t]+|\d{{1,2}}:\d{{2}}[ \t]+)"
    rf"\K{_INITIALS}\b(?=[ \t]+(?:{_PERSON_VERBS})\b))",
    # before a role in brackets: "LH (named nurse)"
    rf"(?-i:\b{_INITIALS}(?=[ \t]+\((?:[a-z]+[ \t]+)?(?i:{_ROLE_WORDS})\)))",
    # the agent of any act, dated: "line inserted by LH on 2 August", "changed by JW at 14:00"
    # (not "complicated by AF.": a cause is not dated)
    rf"(?-i:\b[a-z]{{3,}}ed[ \t]+by[ \t]+\K{_INITIALS}\b(?=[ \t]+(?:on[ \t]+(?:\d|the\b|"
    rf"(?i:{_WEEKDAY}|{_MONTH}))|at[ \t]+\d)))",
    # a signature after a dash that closes a sentence: "bd. - TT", "24. - P.O., Band 5 RGN"
    rf"(?-i:[.!?)][ \t]+-{{1,2}}[ \t]*\K(?:{_INITIALS}|{_DOTTED_INITIALS})(?=[ \t]*(?:,|$)))",
)
"""Initials in a slot only a person fills, whatever verb or label the note uses."""


def initials_check(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """Initials, unless clinical vocabulary or a label word ("GP", "CT", "ED", "US")."""

    def check(text: str) -> bool:
        bare = text.replace(".", "")
        return (
            bare not in vocabulary
            and bare not in _SERVICES
            and not not_a_name(bare)
            and text not in {"U.S.", "U.K."}
        )

    return check


def _slotted_initials(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """As ``_initials``, and no measurement label: "BP was 140/90" is a reading."""
    initials = initials_check(vocabulary)
    return lambda text: initials(text) and not measurement_label(text.replace(".", ""))


def _filed_name(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """A known first name after the comma; no surname word that is clinical vocabulary or a
    label ("BP, Pulse", "NOTE, Grace" are not names)."""
    given_names = first_names() | local_names("first")

    def check(text: str) -> bool:
        surname, given = text.rsplit(",", 1)
        return given.strip().casefold() in given_names and not any(
            word in vocabulary or not_a_name(word) for word in surname.split()
        )

    return check


def build_letter_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizers above; ``vocabulary`` keeps clinical abbreviations out of initials."""
    return [
        # above the NER model's 0.85: Presidio drops a hit inside a same-typed hit that scores
        # as high, and the model's "the 21st" is then vetoed as naming no month
        CheckedRecognizer(
            PhiType.DATE, "ordinal_day", ((_ORDINAL_DAY, 0.9), (_CLOSING_ORDINAL_DAY, 0.9))
        ),
        CheckedRecognizer(PhiType.DATE, "apostrophe_year_date", ((_APOSTROPHE_YEAR_DATE, 0.8),)),
        CheckedRecognizer(PhiType.DATE, "hyphen_date", ((_HYPHEN_DATE, 0.8),)),
        CheckedRecognizer(PhiType.MRN, "spaced_record", ((_SPACED_RECORD, 0.6),)),
        CheckedRecognizer(PhiType.SSN, "ni_number", ((_NI_NUMBER, 0.7),)),
        CheckedRecognizer(PhiType.DEVICE_ID, "serial", ((_SERIAL, 0.7),)),
        CheckedRecognizer(
            PhiType.PERSON, "filed_name", ((_FILED_NAME, 0.7),), check=_filed_name(vocabulary)
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "acting_initials",
            # above the NER model's 0.85, like the ordinal day: the model's "JML. Infusion"
            # would otherwise swallow the initials and then be vetoed as a device's words
            (*((pattern, 0.6) for pattern in _ACTING_INITIALS), (_ACTOR_INITIALS, 0.9)),
            check=initials_check(vocabulary),
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "slotted_initials",
            tuple((pattern, 0.6) for pattern in _SLOTTED_INITIALS),
            check=_slotted_initials(vocabulary),
        ),
    ]
