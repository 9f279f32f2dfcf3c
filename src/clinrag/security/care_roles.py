"""Job titles and clinical services: capitalised clinical values that read like names.

Notes name the people and places of care by what they do ("Glaucoma Nurse Specialist
Harpreet", "Consultant Old Age Psychiatrist", "Hyperacute Stroke Unit"). The NER model, the
safe-list pass and the name cues take these phrases, or the words of them next to a name, for a
person or a place, and the note loses who did what. A phrase is proven a **role** when it ends
in a role noun (nurse, therapist, registrar, a word in -ologist or -iatrist, or an abbreviation
such as CNS, SpR, ST4) and every word before it is a specialty, grade or setting word of the
lists below; a specialty may follow the noun ("SpR T&O", "Clinical Scientist (Audiology)"). A
**service** is the same over a service noun (unit, clinic, team, service) that needs at least
one specialty word before it ("Special Care Baby Unit", "Eye Clinic"), or a specialty named
alone ("Old Age Psychiatry", "Trauma & Orthopaedics").

Recall first, so a phrase never takes a name's word: a list word that is also a known name
("Young", "Head", "Hand") does not open a phrase right after a capitalised word ("Amy Young
Consultant Nurse" keeps Young with Amy); a service right after a capitalised word is the tail
of a place's name ("Kingsmere Stroke Unit") and is not a service; a named ward ("Heron Ward",
"Elgar Unit") has no specialty word and stays a place. The redactor cuts role phrases out of
its name and place spans at its end (``carve``), so the name beside a role keeps its span
("Paramedic Agnieszka" -> "Agnieszka"); a service removes only a span that starts inside it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import cache

from clinrag.security.clinical_terms import fold_word
from clinrag.security.known_names import first_names, frequent_surnames
from clinrag.security.recognizers import ORGANIZATION, PhiType
from clinrag.security.redaction import outside
from clinrag.security.spans import Span

_ROLE_NOUNS = frozenset(
    """nurse nurses therapist physiotherapist psychotherapist practitioner physician surgeon
    paramedic midwife pharmacist dietitian dietician optometrist orthoptist optician
    registrar scientist specialist consultant clinician technician technologist
    radiographer sonographer anaesthetist anesthetist intensivist hospitalist matron
    counsellor counselor chaplain hygienist podiatrist chiropodist prosthetist orthotist
    physiologist
    """.split()  # noqa: SIM905 - a word list reads better as prose
)
"""Role nouns that are a role alone ("Optometrist", "Paramedic")."""
_ROLE_NOUNS_WITH_MODIFIER = frozenset(
    """officer manager worker adviser advisor assistant associate visitor lead coordinator
    co-ordinator navigator facilitator administrator supervisor director doctor doctors
    """.split()  # noqa: SIM905
)
"""Role nouns that are a role only after a specialty or grade word ("Transport Coordinator",
"Eye Clinic Liaison Officer"); alone they are ordinary words."""
_ROLE_SUFFIXES = ("ologist", "ologists", "iatrist", "iatrists", "ician", "icians")
_ROLE_ABBREVIATIONS = frozenset(
    """ANNP AMHP ECLO SALT RNLD SpR StR GPwSI FY1 FY2 CT1 CT2 CT3 ST1 ST2 ST3 ST4 ST5 ST6 ST7
    ST8""".split()  # noqa: SIM905
)
"""Abbreviated grades and roles that are a role alone, matched in the case written ("SpR")."""
_SHORT_ROLE_ABBREVIATIONS = frozenset(
    """CNS ANP ACP ENP SHO HCA RGN RMN RN EN AHP SLT OT PT CPN NP PA MHP SAS Reg""".split()  # noqa: SIM905
)
"""Abbreviations that are also initials or a first name ("Signed: PT", "Reg Smith"): a role
only after a specialty or grade word ("Stroke CNS") or before a specialty ("SHO Ophthalmology")."""
_SERVICE_NOUNS = frozenset(
    """unit units ward wards clinic clinics service services team teams department dept
    engineering bank theatre theatres lab laboratory laboratories suite hub
    """.split()  # noqa: SIM905
)
"""Nouns of a service, a service only after a specialty word: "Heron Ward" is a place."""
_SPECIALTY_SUFFIXES = ("ology", "ologies", "iatry", "aedics", "edics", "iatrics", "ometry")
"""Endings of a specialty's name ("Audiology", "Psychiatry", "Orthopaedics", "Optometry")."""
_SPECIALTY_ABBREVIATIONS = frozenset(
    """T&O A&E ENT GUM ED ICU ITU HDU CCU NICU PICU SCBU NNU MAU AMU SDEC OMFS MFU TB HIV
    GP MSK
    """.split()  # noqa: SIM905
)
_MODIFIERS = frozenset(
    """stroke memory glaucoma transport trauma transfusion hand eye ear nose throat liaison
    mental health community neonatal paediatric paediatrics pediatric pediatrics medical
    surgical nursing diabetes diabetic respiratory cardiac cardiology renal dialysis
    haemodialysis hemodialysis tissue viability continence stoma wound falls frailty
    palliative pain infection prevention control safeguarding dementia old age elderly older
    interventional sexual substance misuse alcohol drug drugs addiction heart failure lung
    cancer oncology blood speech language occupational physical dental theatre theatres
    recovery critical care intensive high dependency special baby babies postnatal antenatal
    labour delivery maternity obstetric obstetrics gynaecology gynecology hyperacute acute
    fracture virtual day case discharge bed flow site night ward outpatient outpatients
    inpatient inpatients crisis home treatment psychiatric psychiatry learning disability
    disabilities eating perinatal child children adolescent adult adults young vascular
    access endoscopy imaging radiology nuclear sleep epilepsy pharmacy rehabilitation rehab
    reablement intermediate social transplant liver kidney breast colorectal urology
    ophthalmic ophthalmology eyes audiology hearing vision orthopaedic orthopaedics
    orthopedic orthopedics spinal spine neuro neurology neurological neurosurgical
    neurosurgery neuroradiology emergency urgent ambulance resuscitation resus outreach
    assessment tuberculosis vaccination immunisation immunization tissue nutrition
    nutritional feeding infant newborn midwifery gastroenterology hepatology endocrine
    endocrinology haematology hematology rheumatology dermatology geriatric geriatrics
    psychology psychological therapies therapy physiotherapy movement skin plastics plastic
    burns genetic genetics clinical senior junior specialist specialty associate advanced
    charge staff named principal trainee student deputy head chief assistant registered duty
    link key support lead consultant district practice school research primary secondary
    tertiary regional acute general biomedical healthcare mobile home-based virtual
    bereavement chaplaincy spiritual discharge transfer patient patients responsible
    approved satellite macmillan admiral
    """.split()  # noqa: SIM905
)
"""Specialty, setting and grade words that may stand before a role or service noun."""
_JOINERS = re.compile(r"[ \t]+(?:&|and)[ \t]+|[ \t]+|[ \t]*-[ \t]*")
_TOKEN = re.compile(r"[^\W\d_](?:[^\W_]|['&])*")
"""A word in any script: an ASCII-only word split "Sinéad" into "Sin" and "ad", so the known
surname after it ("Sinéad Ward Consultant Dermatologist") had no capitalised word before it."""
_NUMBERED = re.compile(r"[ \t]*[-/#]?[ \t]*\d")
_BAND = re.compile(r"(?i:band)[ \t]+\d[a-d]?\b")
_BRACKETED_SPECIALTY = re.compile(r"[ \t]*\(([A-Za-z][A-Za-z &]*)\)")
_NAME_TYPES = frozenset({PhiType.PERSON, PhiType.LOCATION, ORGANIZATION})


@cache
def _names() -> frozenset[str]:
    """First names and frequent surnames: a list word among them may be a name's word."""
    return first_names() | frequent_surnames()


def _role_noun(word: str, *, modified: bool) -> bool:
    folded = fold_word(word)
    if word in _ROLE_ABBREVIATIONS or folded in _ROLE_NOUNS:
        return True
    if folded.endswith(_ROLE_SUFFIXES) and len(folded) > 7:
        return True
    return modified and (folded in _ROLE_NOUNS_WITH_MODIFIER or word in _SHORT_ROLE_ABBREVIATIONS)


def _specialty(word: str) -> bool:
    folded = fold_word(word)
    return word in _SPECIALTY_ABBREVIATIONS or (
        folded.endswith(_SPECIALTY_SUFFIXES) and len(folded) > 6
    )


def _modifier(word: str) -> bool:
    return fold_word(word) in _MODIFIERS or _specialty(word)


def _tokens(line: str) -> list[re.Match[str]]:
    return list(_TOKEN.finditer(line))


def _capitalised_before(line: str, token: re.Match[str], previous: re.Match[str] | None) -> bool:
    """Whether a capitalised word (a name's, a place's) stands right before ``token``."""
    return (
        previous is not None
        and line[previous.end() : token.start()] in (" ", "\t")
        and previous.group()[0].isupper()
        and not _modifier(previous.group())
    )


def care_phrases(text: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The role phrases and the service phrases of ``text``, as character spans."""
    roles: list[tuple[int, int]] = []
    services: list[tuple[int, int]] = []
    offset = 0
    for line in text.splitlines(keepends=True):
        for start, end, kind in _line_phrases(line):
            (roles if kind == "role" else services).append((offset + start, offset + end))
        offset += len(line)
    return roles, services


def _line_phrases(line: str) -> list[tuple[int, int, str]]:
    tokens = _tokens(line)
    found: list[tuple[int, int, str]] = []
    index = 0
    while index < len(tokens):
        phrase = _phrase_at(line, tokens, index)
        if phrase is None:
            index += 1
            continue
        start, end, kind, last = phrase
        found.append((start, end, kind))
        index = last + 1
    return found


def _phrase_at(
    line: str, tokens: list[re.Match[str]], first: int
) -> tuple[int, int, str, int] | None:
    """The longest role or service phrase that starts at ``tokens[first]``: modifiers, then a
    role noun (and specialties after it) or a service noun, or specialties alone."""
    previous = tokens[first - 1] if first else None
    opener = tokens[first].group()
    band = _BAND.match(line, tokens[first].start())
    starts = _modifier(opener) or _role_noun(opener, modified=False) or band is not None
    if opener in _SHORT_ROLE_ABBREVIATIONS:
        starts = starts or _specialties_after(line, tokens, first)[0] > first
    if not starts:
        return None
    if fold_word(opener) in _names() and _capitalised_before(line, tokens[first], previous):
        return None
    start = tokens[first].start()
    index, end = first, band.end() if band else tokens[first].end()
    while index + 1 < len(tokens) and tokens[index + 1].start() < end:
        index += 1
    best = (start, end, "role", index) if band else None
    while True:
        word = tokens[index].group()
        modified = index > first or bool(band)
        if _role_noun(word, modified=modified) or word in _SHORT_ROLE_ABBREVIATIONS:
            last, phrase_end = _specialties_after(line, tokens, index)
            if modified or last > index or word not in _SHORT_ROLE_ABBREVIATIONS:
                best = (start, phrase_end, "role", last)
        elif (modified and fold_word(word) in _SERVICE_NOUNS) or (
            _specialty(word) and best is None
        ):
            best = (start, tokens[index].end(), "service", index)
        if (
            index + 1 >= len(tokens)
            or _JOINERS.fullmatch(line, end, tokens[index + 1].start()) is None
        ):
            break
        following = tokens[index + 1].group()
        if not (
            _modifier(following)
            or _role_noun(following, modified=True)
            or fold_word(following) in _SERVICE_NOUNS
        ):
            break
        index += 1
        end = tokens[index].end()
    if best is None or _NUMBERED.match(line, best[1]):
        return None  # a room or bed numbered after it ("ED-20", "Day Unit 4") is an identifier
    if best[2] == "service" and _capitalised_before(line, tokens[first], previous):
        return None
    return best


def _specialties_after(line: str, tokens: list[re.Match[str]], head: int) -> tuple[int, int]:
    """A role noun's specialty written after it ("SpR T&O", "ST4 Paediatrics", "Clinical
    Scientist (Audiology)"): the index of the last token and the end of the phrase."""
    bracket = _BRACKETED_SPECIALTY.match(line, tokens[head].end())
    if bracket and all(_modifier(w) for w in bracket.group(1).replace("&", " ").split()):
        last = head
        while last + 1 < len(tokens) and tokens[last + 1].start() < bracket.end():
            last += 1
        return last, bracket.end()
    last = head
    while (
        last + 1 < len(tokens)
        and _JOINERS.fullmatch(line, tokens[last].end(), tokens[last + 1].start()) is not None
        and _specialty(tokens[last + 1].group())
    ):
        last += 1
    return last, tokens[last].end()


def carve(text: str, spans: Sequence[Span]) -> list[Span]:
    """``spans`` without the role phrases inside their name and place spans, and without the
    name and place spans that start inside a service phrase. What is left of a span keeps its
    type, trimmed to its first and last letter or digit ("Deepa Venkatesan, Trauma
    Practitioner" -> "Deepa Venkatesan")."""
    roles, services = care_phrases(text)
    if not roles and not services:
        return list(spans)
    kept: list[Span] = []
    for span in spans:
        if span.entity_type not in _NAME_TYPES:
            kept.append(span)
            continue
        # a role at a span's edge only: inside it, the role word is a place's ("Riverside
        # After-Hours Nurse Line")
        holes = sorted(
            [r for r in roles if r[0] < span.end and span.start < r[1] and _edge(r, span)]
            + [s for s in services if s[0] <= span.start < s[1]]
        )
        if not holes:
            kept.append(span)
            continue
        for start, end in outside(span.start, span.end, holes):
            words = list(_WORD_OR_NUMBER.finditer(text, start, end))
            if words:
                kept.append(replace(span, start=words[0].start(), end=words[-1].end()))
    return kept


def _edge(phrase: tuple[int, int], span: Span) -> bool:
    return phrase[0] <= span.start or phrase[1] >= span.end


_WORD_OR_NUMBER = re.compile(r"[^\W_]+(?:['\u2019.][^\W_]+)*\.?")
