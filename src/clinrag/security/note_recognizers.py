"""Recognizers for the identifiers that clinical notes carry in their furniture.

Dictated and templated notes name people and things in fixed places rather than in sentences, so
the NER model, which reads sentences, misses them. Each recognizer here is written for a family
of such places, never for an example string:

* **role labels**: a name after a clinical role or a letter's header label, in any case and
  order ("Attending: MCALLISTER", "Ordered by: SMITH, JOHN", "cc: Dr. A. Lee"); its hits are
  vetoed and trimmed like the other cue recognizers' (``NOTE_PERSON_CUE``);
* **signature and transcription lines**: initials or surnames joined by a slash or a colon at
  the end of a letter or after a label ("JD/mk", "smith/jones", "AMK:tjr", "Signed: RK/jb"),
  a lower-case surname after "signed";
* **pager, bleep and extension numbers**, which are too short for a telephone pattern;
* **document identifiers**: accession, report, job, document and user ids after their label,
  and tokens that mix letters with four or more digits ("K4471/22", "jdm4471");
* **places inside a hospital and the hospital**: ward, room, bed and theatre after their label,
  wards named by floor and wing ("7 West"), names ending in Hospital, Medical Center, Clinic in
  any case, practices and named wards ("Church Street Surgery", "Heron Ward");
* **logins**: lower-case letters and two or three digits ("zieliu35");
* **names in fields**: registration fields ("Surname:", "Patient="), roster lines ("Frost D
  (RMO)"), table cells ("| Asante K |"), initials that close a line ("-- KMA");
* **ages over 89** written as "is 93", "was 91", "94F", "94/M", "(92y)" or in an age field.

Short dates without a year ("seen 3/14", "since 4/19") are the note pass's (``note_pass``): it
can see that a text is a note and that no scale word stands next to the number.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.known_names import list_label
from clinrag.security.recognizers import CheckedRecognizer, PhiType, after_label, age_over_89
from clinrag.security.word_shapes import clinical_shape

NOTE_PERSON_CUE = "note_person_cue"
"""Names after role labels: vetoed and trimmed by the redactor like the other cue hits."""

_CREDENTIAL = r"(?:MD|DO|RN|NP|PA|PA-C|PhD|MBBS|FRCP|DDS|M\.D|D\.O)\b"
_NAME_PART = rf"(?!{_CREDENTIAL})\p{{Lu}}[\p{{L}}'\u2019-]*\.?"
_NAME_VALUE = (
    rf"(?-i:(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?[ \t]+)?{_NAME_PART}"
    rf"(?:(?:,[ \t]?|[ \t]){_NAME_PART}){{0,3}})"
)
"""A name as notes write it: Title Case, ALL CAPS, "Last, First", initials; one line, words
separated by a single space (columns are separated by more)."""
ROLE_LABELS = (
    r"attending(?:\s+physician)?|resident|fellow|intern|consultant|physician|surgeon|"
    r"radiologist|pathologist|anesthesiologist|anaesthetist|pcp|gp|primary\s+care(?:\s+"
    r"(?:physician|provider))?|referring(?:\s+(?:physician|provider|doctor|md))?|"
    r"requesting\s+(?:physician|provider)|ordering\s+(?:physician|provider)|ordered\s+by|"
    r"dictated(?:\s+but\s+not\s+read)?\s+by|transcribed\s+by|transcriptionist|typed\s+by|"
    r"(?:electronically\s+)?signed(?:\s+by)?|reviewed\s+by|read\s+by|verified\s+by|"
    r"co-?signed\s+by|admitting(?:\s+(?:md|physician))?|discharging(?:\s+(?:md|physician))?|"
    r"asked\s+by|seen\s+by|called\s+to|performed\s+by|interpreted\s+by|requested\s+by|"
    r"discussed\s+with(?:\s+attending)?|"
    r"author|provider|nurse|midwife|therapist|copy\s+to|dear|(?-i:RN|EN|RMO|CNS|NUM)|"
    r"handover\s+(?:to|from)|received\s+handover\s+from(?:\s+night)?(?:\s+RN)?"
)
_HEADER_LABELS = (
    r"cc|to|from|re|patient(?:\s+name)?|pt(?:\s+name)?|name|ref|contact|by|next\s+of\s+kin|nok|"
    r"emergency\s+contact|guarantor|surname|forenames?|given(?:\s+names?)?|first\s+name|"
    r"last\s+name|family\s+name|receiving|handing\s+over"
)
"""Labels that introduce a name only as a header field, with a colon ("To: Dr Lee")."""
_SLASH_SAFE = frozenset(
    """and or w wo s p o c h d n v r l x y mg mcg g kg ml dl l mmol min hr hrs h day days wk
    wks mo yr yrs m2 m he she his her him they them yes no neg pos nl wnl prn po iv im sc sq
    bid tid qid qd qhs hs ac pc ap lat pa ra la rv lv ef cm mm in out up down left right
    either both""".split()  # noqa: SIM905 - a word list reads better as prose
)
"""Words that stand on either side of a slash in clinical shorthand ("and/or", "mg/dL")."""
_SIGNATURE = (
    r"(?m:(?:^|(?<=\bby[ \t])|(?<=--[ \t])|(?<=:[ \t]{1,3}))[ \t]*\K[A-Za-z][A-Za-z'\u2019-]{1,24}"
    r"(?:[/:][A-Za-z][A-Za-z'\u2019-]{1,24}){1,2}(?![A-Za-z])"
    r"(?=[ \t]*(?:$|,|\(|\d|(?-i:DD?|DT|T|Job|Doc|D:|T:|Dict|rpt|ID|Typed)\b)))"
)
_SIGNATURE_AFTER_BY = (
    r"(?-i:\b(?:[Dd]ictated|[Tt]ranscribed|[Tt]yped|[Ss]igned)[ \t]+by[ \t]+\K[A-Za-z]{2,4}"
    r"/[A-Za-z]{2,4}(?=\.?[ \t]*$|\.[ \t]))"
)
"""Initials joined by a slash after a verb of writing, to the end of its sentence ("Dictated by
mkh/tls.")."""
_SPACED_INITIALS = (
    r"(?m:^[ \t]*\K[A-Za-z]{2,4}[ \t]+/[ \t]+[A-Za-z]{2,4}"
    r"(?=[ \t]*(?:$|,|\d|(?-i:DD?|DT|T|D:|T:)\b)))"
)
"""Initials on a line of their own joined by a spaced slash ("ka / mjt")."""
_INITIALS_AFTER_BY = r"(?-i:\b(?:[Tt]ranscribed|[Tt]yped|[Dd]ictated)[ \t]+by[ \t]+\K[A-Z]{2,3})\b"
_INITIALS_AT_END = (
    r"(?-i:(?:\d[ \t]+by|\breg|\bregistrar|[.!?)][ \t]+--)[ \t]+\K[A-Z]{2,4}"
    r"(?=\.?[ \t]*(?:$|\n)|\.[ \t]|[ \t]+--))"
)
"""Initials that close a sentence or a line after a time and "by", "reg" or a dash after a
sentence: who called, who co-signed ("at 11:30 by RM.", "Agree. -- KMA", "reg JML -- AHPRA");
not a test ("confirmed by CT.") nor a title's specialty ("Inpatient consult -- ID")."""
_HEADER_FIELD = (
    rf"(?m:(?:^|[ \t]{{2,}}|[|;][ \t]*)[ \t]*(?:{_HEADER_LABELS})[ \t]*[:=][ \t]*\K{_NAME_VALUE})"
)
"""A header field: at a line's start or after a column gap, a bar or a semicolon, with a colon
or an equals sign ("Surname: BAKARE", "Patient=LONG, PAT", "S20-36084    Patient: LAMB, Iris")."""
_ROLE_IN_BRACKETS = r"RMO|HMO|SHO|RN|EN|reg|registrar|intern|resident|FY[12]|ST\d|consultant"
_SURNAME_INITIAL = (
    rf"(?-i:\b\p{{Lu}}[\p{{L}}'\u2019-]+[ \t]\p{{Lu}}(?=[ \t]+\((?:{_ROLE_IN_BRACKETS})\)))"
)
"""A surname and an initial before a role in brackets: how a roster names clinicians ("Frost D
(RMO)")."""
_TABLE_NAME = (
    r"(?-i:\|[ \t]*\K(?:\p{Lu}[\p{L}'\u2019-]+[ \t]\p{Lu}|\p{Lu}{2,}[\p{Lu}'\u2019-]*,[ \t]?"
    r"\p{Lu}[\p{L}'\u2019 -]*?)(?=[ \t]*\|))"
)
"""A table cell that holds "Surname I" or "SURNAME, First" ("| Asante K |", "| MARSH, RUBY |")."""
_INITIAL_SURNAME = r"(?-i:\b[A-Z]\.[ \t]?\p{Lu}[\p{Ll}'\u2019-]+(?:-\p{Lu}[\p{Ll}]+)?)"
"""A first initial and a surname ("V. Guzman"): how notes name clinicians."""
_PATIENT_CAPS = (
    r"(?m:^[ \t]*(?:pt|patient)[ \t]+\K"
    r"(?-i:\p{Lu}{2,}[\p{Lu}'\u2019-]*,[ \t]?\p{Lu}[\p{L}'\u2019-]+))"
)
"""A patient's "LAST, First" after the label without a colon ("Pt POOLE, Debbie")."""
_LINE_LAST_FIRST = (
    r"(?m:^[ \t]*\K(?-i:\p{Lu}[\p{L}'\u2019-]+,[ \t]\p{Lu}[\p{L}'\u2019-]+)"
    r"(?=[ \t]*\(|[ \t]{2,}\S))"
)
"""A line that opens with "Last, First" and then a column or a bracket: a header ("Lee, Ann
(MRN ...)"); alone on its line it may be a list ("Action, Comedy")."""
_SIGNED_ID = r"\bsigned\b[^\n(]{0,40}\(\K[A-Za-z]{1,4}\d{2,6}[A-Za-z]?(?=\))"
_SIGNED_LOWER = (
    r"(?-i:\b(?:signed|dictated\s+by|typed\s+by)[ \t]+\K[a-z][a-z'-]{1,24})(?=[ \t]*(?:\(|$|\d))"
)
_SLASH_INITIALS_CLOSING = r"(?-i:(?:^[ \t]*|(?<=[.!?])[ \t]+)\K[a-z]{2,3}/[a-z]{2,3}(?=[ \t]*$))"
"""Lower-case initials joined by a slash that close a sentence or stand alone on a line: a
message's or a handover's signature ("... General Hospital. me/gm")."""
_PAGER_LABELS = r"pager|pgr|bleep|beeper|page"
_EXTENSION_LABELS = r"ext|extension|x"
_DOCUMENT_LABELS = (
    r"accession|acc|report(?:\s+(?:no|number|id))?|rpt|doc(?:ument)?(?:\s+id)?|exam\s+(?:no|number)|"
    r"study(?:\s+id)?|order|job|dictation|transcription|user(?:\s*(?:id|name))?|username|"
    r"login|uid|id|pin|badge|employee"
)
_ID_VALUE = r"(?=[A-Za-z0-9/-]*\d)[A-Za-z0-9][A-Za-z0-9/-]{2,24}\b"
_UNITS = (
    r"mg|mcg|ug|g|kg|ml|l|dl|mmol|meq|iu|units?|cm|mm|m|km|mmhg|bpm|hz|ms|min|hrs?|h|"
    r"days?|wks?|mos?|yrs?|k|mg/dl|ml/min|kcal"
)
_MIXED_ID = (
    r"(?<![\w./-])(?=[A-Za-z0-9/-]*[A-Za-z])(?=(?:[A-Za-z/-]*\d){4})"
    r"[A-Za-z0-9]+(?:[/-][A-Za-z0-9]+)*\b"
)
_LOWER_USER_ID = r"(?-i:(?<![\w./-])[a-z]{2,4}\d{3,6}[a-z]?\b)"
_LOGIN = r"(?-i:(?<![\w./@-])[a-z]{3,8}\d{2,3}(?![\w@.-]))"
"""A login: lower-case letters from a name and two or three digits ("zieliu35", "leej43")."""
_WINGS = r"North|South|East|West|ICU|CCU|NICU|PICU|Med|Surg|Tower"
_PLACE_LABELS = r"room|rm|bed|bay|ward|unit|cubicle|location|loc|theatre|theater|(?-i:OR)"
_UNIT_NUMBER = r"(?:\d{1,4}(?:-?[A-Z])?|[A-Z])\b"
"""A room or bed after a ward: "412", "223-A", "J"."""
_PLACE_VALUE = (
    rf"(?-i:(?:[A-Z]{{1,3}}-\d{{1,4}}\b"  # "ED-9"
    rf"|\d{{1,4}}[A-Z]?(?:-[A-Z0-9]{{1,4}})?(?:[ \t](?:{_WINGS})\b)?|[A-Z]\b)"
    rf"(?:[ \t,-]+(?:(?i:rm|room|bed)[ \t]*)?{_UNIT_NUMBER})?)"
)
_WARD = (
    r"(?-i:\b(?:(?!(?:Ward|Unit|Room|Bed|Bay|Floor|Level)\b)\p{Lu}\p{Ll}+[ \t])?"  # "Oncology"
    rf"\d{{1,2}}[ \t]?(?:{_WINGS})\b(?:[ \t-]+{_UNIT_NUMBER})?)"
)
_HOSPITAL = (
    r"(?-i:\bUniversity[ \t]+Hospital[ \t]+of[ \t]+\p{Lu}[\p{L}'\u2019-]*(?:[ \t]+\p{Lu}[\p{L}-]*)?"
    r"|(?:(?:St\.?|Saint)[ \t]+)?(?:\p{Lu}[\p{L}'\u2019.-]*[ \t]+){1,4}"
    r"(?:Hospital|Medical[ \t]+Cent(?:er|re)|Clinic|Infirmary|Health[ \t]+(?:System|Cent(?:er|re))"
    r"|Hospice|(?:Nursing|Care|Residential|Rest)[ \t]+Home|Lodge|Pharmacy|Chemists?"
    r"|Maternity[ \t]+(?:Unit|Cent(?:er|re))|Dental[ \t]+(?:Care|Practice|Surgery|Cent(?:er|re))"
    r"|(?:Primary|Secondary|Infant|Junior|High|Grammar)[ \t]+School)"
    r"\b(?![ \t]+(?:guidelines?|criteria|protocols?|scores?|classification|study|trial|"
    r"staging|rules?|diet|procedure)\b))"
)
"""A named institution (a hospital, hospice, care home, pharmacy, maternity unit, dental
practice, school), unless it names a method ("Mayo Clinic guidelines")."""
_NOT_A_NAME_PART = r"TO|FROM|AT|IN|THE|OF|AND|FOR|BY|ON|OUR|ANY|A|AN"
_HOSPITAL_CAPS = (
    rf"(?-i:\b(?:(?!(?:{_NOT_A_NAME_PART})\b)\p{{Lu}}[\p{{Lu}}'\u2019.-]+[ \t]+){{1,4}}"
    r"(?:HOSPITAL|MEDICAL[ \t]+CENT(?:ER|RE)|CLINIC|INFIRMARY|HEALTH[ \t]+(?:SYSTEM|CENT(?:ER|RE))|"
    r"HOSPICE)\b)"
)
"""A letterhead's institution in capitals ("BANKSIA HILLS PRIVATE HOSPITAL")."""
_GENERIC_BEFORE = (
    r"the|a|an|our|this|that|same|local|another|other|their|his|her|your|any|general|district|"
    r"community|private|public|teaching|nearest|nearby|outside|main|new|old|previous"
)
_HOSPITAL_LOWER = (
    rf"(?-i:\b(?:at|to|from|in)[ \t]+\K(?:(?!(?:{_GENERIC_BEFORE})\b)[a-z][a-z'\u2019-]+[ \t]+)"
    r"{2,4}(?:hospital|medical[ \t]+cent(?:er|re)|clinic|infirmary)\b)"
)
"""A dictated note's institution in lower case, two or more name words after "at" ("seen at
ashby moor hospital"); "at the district hospital" names none."""
_PRACTICE = (
    r"(?-i:\b(?:\p{Lu}[\p{L}'\u2019.-]*[ \t]+){1,4}(?:(?:Group|Family|Medical|General)[ \t]+"
    r"Practice|Surgical[ \t]+Group|Medical[ \t]+Group|Associates|Partners|Urgent[ \t]+Care|"
    r"Surgery|(?:Internal|Family)[ \t]+Medicine|Health[ \t]+Hub|Nurse[ \t]+Line|Aged[ \t]+Care|"
    r"Drug[ \t]+Store|Drugstore|(?:Care|Heart|Eye|Day|Treatment|Wellbeing)[ \t]+Cent(?:er|re))\b"
    r"|\bThe[ \t]+(?:\p{Lu}[\p{L}'\u2019.-]*[ \t]+){1,3}Practice\b)"
)
"""A practice, a group or a service ("Wade Park Group Practice", "Church Street Surgery", "Hunter
Valley Cardiology Associates", "Westgate Internal Medicine", "Bishop's Court Aged Care", "Heron
Wharf Care Centre", "The Ropewalk Practice"); checked so that a specialty ("General Surgery",
"General Internal Medicine", "Day Centre") is not one. Scored above the NER model's 0.85: the
model finds the same span and, its hit kept, trims a name word that is also clinical ("Canal
Street Surgery" -> "Street Surgery"), where a pattern's hit stands as it is."""
_SPECIALTY_WORDS = frozenset(
    """general plastic cardiac cardiothoracic vascular orthopaedic orthopedic paediatric pediatric
    day minor oral dental thoracic emergency elective urgent major bariatric breast endocrine
    colorectal upper lower gi hepatobiliary transplant trauma spinal robotic laparoscopic
    keyhole open cosmetic eye hand foot neuro department consultant of and care intensive coronary
    high dependency therapy dialysis renal burns medical surgical assessment admissions acute
    maternity neonatal psychiatric rehabilitation oncology respiratory recovery observation
    decision clinical haematology hematology infusion isolation telemetry stroke internal family
    aged nurse health mental primary community""".split()  # noqa: SIM905
)
_NAMED_WARD = r"(?-i:\b\p{Lu}\p{Ll}{2,}[ \t]+(?:Ward|Unit)\b)"
"""A ward or unit named after a person, a bird or a flower ("Heron Ward", "Kestrel Unit");
checked so that a kind of care ("Stroke Unit") is not one."""
_AGE_AFTER_VERB = (
    r"\b(?:is|was|aged?|now)[ \t]+\K\d{2,3}\b(?![ \t]*(?:mg|mcg|g|kg|ml|%|/|bpm|units?|cm|mm|"
    r"mmhg|[cf]\b|times|x\b|percent|degrees))"
)
_AGE_SEX = r"(?-i:\b\d{2,3}(?=[ \t/]?(?:[MF]|yo[mf]|y/o)\b))"
_AGE_FIELD = r"\bage(?:[ \t]*/[ \t]*(?:sex|gender))?[ \t]*[:|=][ \t]*\K\d{2,3}\b"
"""An age in a form's field, whatever the separator ("Age | 100 y", "Age/Sex: 94/M")."""
_AGE_IN_BRACKETS = r"\(\K\d{2,3}(?=[ \t]?(?:y|yo|yrs?|years?)\))"
"""An age in brackets after a date of birth ("DOB: 24/12/1930 (92y)")."""
_AGE_AFTER_DATE = r"\b\d{1,4}([./-])\d{1,2}\1\d{2,4}[ \t]*\(\K\d{2,3}(?=\))"
"""A bare number in brackets right after a full date: the age beside a date of birth, with or
without its unit ("DOB 01.05.31 (94)", "b. 1930-12-24 (95)"); over 89 by the check."""


def _not_term(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """A login, unless it is a clinical term written without its hyphen ("covid19")."""

    def check(text: str) -> bool:
        letters = text.rstrip("0123456789")
        return letters not in vocabulary and f"{letters}-{text[len(letters) :]}" not in vocabulary

    return check


def _named_place(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """A practice or a ward, unless its name words are a specialty or clinical words ("General
    Surgery", "Stroke Unit", "Intensive Care Unit")."""

    def check(text: str) -> bool:
        words = text.split()[:-1]
        if words and words[-1] in ("Group", "Family", "Medical", "General", "Surgical", "Urgent"):
            words = words[:-1]
        return any(
            w.casefold() not in _SPECIALTY_WORDS and w not in vocabulary and not clinical_shape(w)
            for w in words
        )

    return check


def _signature_ok(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    def check(text: str) -> bool:
        parts = [p.strip() for p in re.split(r"[/:]", text)]
        return not all(p.casefold() in _SLASH_SAFE or p in vocabulary for p in parts)

    return check


_MEASURE = re.compile(rf"[\d.]+(?:{_UNITS})(?:/[\d.]*(?:{_UNITS}))*", re.IGNORECASE)


def _not_units(text: str) -> bool:
    """An identifier, unless it is a number with its unit ("1000mg", "2500mL/day")."""
    return _MEASURE.fullmatch(text) is None


def build_note_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizers above; ``vocabulary`` keeps clinical shorthand out of signature lines."""
    return [
        CheckedRecognizer(PhiType.PERSON, NOTE_PERSON_CUE, (
            (after_label(ROLE_LABELS, _NAME_VALUE), 0.7),
            (_HEADER_FIELD, 0.7),
            (_SURNAME_INITIAL, 0.6),
            (_TABLE_NAME, 0.6),
            (_INITIAL_SURNAME, 0.6),
            (_PATIENT_CAPS, 0.7),
            (_LINE_LAST_FIRST, 0.6),
        ), check=lambda value: not list_label(value)),
        CheckedRecognizer(PhiType.PERSON, "signature", (
            (_SIGNATURE, 0.7),
            (_SPACED_INITIALS, 0.7),
            (_SIGNATURE_AFTER_BY, 0.7),
            (_SIGNED_LOWER, 0.6),
            (_INITIALS_AFTER_BY, 0.7),
            (_INITIALS_AT_END, 0.6),
            (_SLASH_INITIALS_CLOSING, 0.6),
        ), check=_signature_ok(vocabulary)),
        CheckedRecognizer(PhiType.PHONE, "pager", (
            (after_label(_PAGER_LABELS, r"#?\d(?:-?\d){3,6}\b"), 0.85),
            # not a dimension with its unit ("4.1 x 10 mm")
            (after_label(_EXTENSION_LABELS, rf"\d{{2,6}}\b(?![ \t]*(?:{_UNITS})\b)"), 0.7),
            (r"\bext\.?[ \t]*\d{2,6}\b", 0.7),  # "ext. 7047": the abbreviation goes with it
        )),
        CheckedRecognizer(PhiType.ID, "document_id", (
            (after_label(_DOCUMENT_LABELS, _ID_VALUE), 0.8),
            (_MIXED_ID, 0.45),  # under the DEA and VIN patterns, whose check digit types them
            (_LOWER_USER_ID, 0.6),
            (_SIGNED_ID, 0.7),
        ), check=_not_units),
        CheckedRecognizer(PhiType.ID, "login", ((_LOGIN, 0.6),), check=_not_term(vocabulary)),
        CheckedRecognizer(PhiType.LOCATION, "hospital_place", (
            (after_label(_PLACE_LABELS, _PLACE_VALUE), 0.7),
            (_WARD, 0.6),
            (_HOSPITAL, 0.7),
            (_HOSPITAL_CAPS, 0.7),
            (_HOSPITAL_LOWER, 0.6),
        )),
        CheckedRecognizer(PhiType.LOCATION, "practice", (
            (_PRACTICE, 0.86),
            (_NAMED_WARD, 0.6),
        ), check=_named_place(vocabulary)),
        CheckedRecognizer(PhiType.AGE, "age_in_notes", (
            (_AGE_AFTER_VERB, 0.7),
            (_AGE_SEX, 0.7),
            (_AGE_FIELD, 0.7),
            (_AGE_IN_BRACKETS, 0.7),
            (_AGE_AFTER_DATE, 0.7),
        ), check=age_over_89),
    ]  # fmt: skip
