"""Clinical values known by their shape and the words around them, not by a list: a scale's
short name with its value, a device named before its serial number, in brackets after a device
noun or as a brand-shaped word before a product noun, a medicine named before its dose or after
a dosage form, a trial's acronym before a study word or in brackets after a medicine, an
obstetric formula (issue 13, branch phi14).

The drug dictionary and the score labels of ``clinical_values`` cannot list every brand, scale
or trial a new note names ("PRWE 62/100", "ResMed AirSense 10 s/n ...", "Neutrafluor 5000
nocte", "Atezolizumab (IMpower133)"), and the NER model and the note pass read such rare words
as names. Each shape here is evidence that holds in any note: a short value after an acronym, a
serial-number label after a capitalised run, a dose after a capitalised word. The spans join
the kept values (``kept_groups``): a name or place hit over one keeps its parts outside it.

Fail closed, since a kept value that is a name leaks it: no shape is kept with a person cue
beside it (a title, role, signing or relation word, a credential: ``care_services.person_cue``,
``kept_drugs.labelled_person``) or when a word of it is a known first name; a score's label is
no identifier, place, month or day label, has three characters or more (two capitals are
initials) and its value is short (a registration number is longer); a fraction whose
denominator could be a month is no score ("9/10" may be a date); a device or medicine run holds
no known name at all (an inner capital is no excuse: "LaToya", "McKenzie").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from clinrag.security.care_services import person_cue
from clinrag.security.clinical_terms import fold_word
from clinrag.security.dictionary_hits import name_words
from clinrag.security.kept_drugs import drug_spans, labelled_person
from clinrag.security.known_names import all_names, first_names

_NOT_LABELS = frozenset(
    """pa-c lmp edd edc dos adm mdt nhs mrn urn gmc nmc gphc gdc hcpc ahpra npi dea ssn dob dod
    doa chi ihi hosp tel fax mob ext csn fin pin abha cpsm ppsn ird nhi sin mbi mcn ref ids
    case tag lot batch box cell bed bay room ward flat apt unit suite block level floor
    plot studio icu ccu hdu itu nicu picu scbu amu mau sau cdu opd ipd age aged yrs jan feb
    mar apr may jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat
    sun day week year hwy rte sr route ste po pobox rd st ave ln dr hse flr""".split()  # noqa: SIM905 - a word list
)
"""Labels of identifiers, places, dates and ages: "BED 12", "AGE 92", "MAR 3" are no scores."""
_SERIAL_LABELS = frozenset({"sn", "s/n", "serial", "asset", "passport", "id", "no"})
_LABEL = r"(?=[\w-]*[A-Z][\w-]*[A-Z])[A-Za-z\d][A-Za-z\d]*(?:-[A-Za-z\d]+)*"
_SCORE = re.compile(
    rf"(?<![\w/.:-])(?P<label>{_LABEL})[ \t]"
    r"(?P<value>[-+]?\d{1,2}(?:\.\d)?(?:[ \t]*/[ \t]*(?P<of>\d{1,3}))?%?|(?:I{1,3}|IV)[A-C])"
    r"(?![\w/%]|[.,:-]\w|[ \t]*\d|[ \t]+[A-Z])"
)
"""An acronym of two capitals or more ("PRWE", "QuickDASH", "STOP-BANG", "4AT") with a short
value or a stage with its letter: "PRWE 62/100", "IPI 3", "QuickDASH 54.5", "FIGO IIIB" (a bare
numeral may be a name's suffix: "JOHNSON III")."""
_PLATE_CUE = re.compile(r"(?i:\b(?:reg|rego|registration|plate|vehicle|car|van|taxi)\b)")
"""A vehicle word shortly before: "car HJA 33" is a plate."""
_RUN_WORD = r"(?:[A-Z][\w+]*(?:[:-][\w+]+)*|[a-z]+:[\w]+)"
_RUN = rf"{_RUN_WORD}(?:[ ](?:{_RUN_WORD}|\d{{1,4}}[A-Z]?))" + "{0,3}"
_DEVICE_NOUN = (
    r"sensor|pump|cuff|scope|mask|monitor|machine|device|unit|system|pen|generator|stimulator|"
    r"pacemaker|implant|warmer|driver"
)
_SERIAL = re.compile(
    rf"(?<![\w-])(?P<run>{_RUN})(?:\)?[ ](?i:{_DEVICE_NOUN}))?(?:\)?[ ]|[ ]\()"
    r"(?:s/n|S/N|(?i:serial(?:[ ](?:no\.?|number))?|asset))\b[ \t]*[:#]?[ \t]*"
    r"(?=[A-Z\d-]*\d)[A-Z\d][A-Z\d-]{2,}"
)
"""A make and model named before its serial or asset number ("ResMed AirSense 10 s/n X-1",
"Compumedics Grael serial W7", "(Dyna-Form Mercury) asset Y-4"): only the run is kept, the
serial number stays an identifier."""
_BRACKETED = re.compile(
    rf"(?i:\b(?:{_DEVICE_NOUN}|port|mattress|cpap|bipap|oct|splint|brace|catheter|cannula|"
    rf"aids?))[ \t]*\([ \t]*(?P<run>{_RUN})[ \t]*\)"
)
"""A make or model in brackets after a device noun ("Port (BardPort)", "OCT (Heidelberg
Spectralis)", "stimulator (LivaNova SenTiva)")."""
_PRODUCT = re.compile(
    rf"(?<![\w-])(?P<run>(?=[\w:+ -]*(?:[a-z][A-Z]|[A-Za-z]\d))(?:{_RUN}))[ ]"
    r"(?i:lock|system|pen|scope|monitoring|pump|wipes|dressing|mask|sensor|cuff|splint|boot|"
    r"walker|mattress|catheter|drain|cast|app|platform)\b"
)
"""A brand-shaped run (an inner capital or a digit: "TauroLock", "SurePal 10") before a
product noun ("TauroLock lock", "FotoFinder system", "LithoVue scope")."""
_GAUGE = re.compile(r"(?<![\w.])\d{1,2}[ \t]?(?:G|Fr|Ch)[ \t]+(?P<run>[A-Z][a-z]+)(?![\w-])")
"""A needle or catheter named after its gauge ("25G Whitacre", "14Ch Foley")."""
_DOSE = (
    r"\d+(?:\.\d+)?[ \t]*(?:mg|mcg|micrograms?|µg|g|gm|ml|mL|units?|IU|mmol|ELISA)\b"
    r"|\d+(?:[ \t]+(?-i:OD|BD|TDS|QDS|ON|OM|nocte|mane|PRN|daily|weekly))\b"
)
_DOSED = re.compile(
    rf"(?<![\w./-])(?P<run>[A-Z][a-z]{{3,}}(?:[ \t]+[A-Z](?:[a-z]+)?)?)[ \t]+(?:{_DOSE})"
)
"""A capitalised word (and a one-letter or capitalised variant) before a dose: "Resonium A 15
g", "Ovitrelle 250 micrograms", "Neutrafluor 5000 nocte"."""
_FORM = re.compile(
    r"(?<![\w.])(?:Tab|Tabs|Inj|Cap|Caps|Syp|Syr|Susp|Oint|Gtt|Neb)\.?[ \t]+"
    r"(?P<run>[A-Z][\w-]+(?:[ \t]+[A-Z][\w-]+)?)"
)
"""A medicine after its dosage form ("Tab. Azee", "Inj. Human Actrapid")."""
_STUDY = re.compile(
    r"(?<![\w-])(?P<run>(?=[A-Za-z\d-]*[A-Z][a-z]*[A-Z])[A-Za-z][A-Za-z\d]{2,}(?:-[A-Za-z\d]+)*)"
    r"[ \t]+(?i:trial|study|protocol|enrol(?:l)?ment|registry)\b(?![ \t]+(?i:of|without|off)\b)"
)
"""An acronym before a study word ("NEEDS trial", "AcT protocol", "PANORAMIC enrolment");
"trial of void" and "trial without catheter" are procedures."""
_TRIAL_WORD = (
    r"(?:[A-Z][A-Za-z]*\d+|[A-Z]+[a-z]+[A-Z][a-z]+(?:[ \t]+\d{2,4})?"
    r"|[A-Z\d]+(?:-[A-Z\d]+)+)"
)
_BRACKETED_TRIAL = re.compile(rf"[ \t]*\([ \t]*(?P<run>{_TRIAL_WORD})[ \t]*\)")
"""A trial in brackets after a medicine ("Atezolizumab (IMpower133)", "Forxiga (DAPA-CKD)",
"(CheckMate 743)"): a digit, an inner capital, or hyphenated capitals with a part of no vowel
("CKD"), which a surname has not ("PRYCE-JONES" is not kept)."""
_OBSTETRIC = re.compile(
    r"(?<![\w-])G\d{1,2}[ \t]*P\d{1,2}(?:\+\d{1,2})?(?:[ \t]*L\d{1,2}[ \t]*A\d{1,2})?"
    r"(?![\w-])"
)
"""Gravidity and parity ("G2 P1", "G3P1L1A1"): never an identifier."""


def _named(word: str, names: frozenset[str]) -> bool:
    return fold_word(word) in names


def _safe(text: str, start: int, end: int, *, strict: bool = True) -> bool:
    """No person cue beside the run, no known name in it (``strict``: first names and
    surnames; else first names only), no identifier, place or date label and no number of
    five digits or more (an identifier: "SN EM9304468W", "Flat 74g")."""
    names = all_names() if strict else first_names()
    words = re.findall(r"[^\W\d_][\w'\u2019-]*", text[start:end])
    if (
        any(_named(w, names) for w in words)
        or (strict and any(fold_word(w) in _NOT_LABELS | _SERIAL_LABELS for w in words))
        or re.search(r"\d{5}", text[start:end])
    ):
        return False
    return not (person_cue(text, start, end) or labelled_person(text, start, end))


def score_values(text: str) -> list[tuple[int, int]]:
    """Acronyms of a scale with a short value ("PRWE 62/100", "STOP-BANG 6", "IPI 3")."""
    found = []
    for m in _SCORE.finditer(text):
        label, of = m.group("label"), m.group("of")
        if (
            len(label) < 3
            or fold_word(label) in _NOT_LABELS
            or fold_word(label) in name_words()
            or (
                of is not None
                and (int(of) <= 12 or float(m.group("value").split("/")[0]) > int(of))
            )
            or _PLATE_CUE.search(text, max(0, m.start() - 30), m.start())
            or not _safe(text, m.start(), m.end(), strict=False)
        ):
            continue
        found.append(m.span())
    return found


def _runs(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    """The ``run`` group of each match of ``pattern`` with no person cue or known name."""
    return [m.span("run") for m in pattern.finditer(text) if _safe(text, *m.span("run"))]


def serial_devices(text: str) -> list[tuple[int, int]]:
    """Makes and models before a serial or asset number ("Compumedics Grael serial W7")."""
    return _runs(_SERIAL, text)


def bracketed_devices(text: str) -> list[tuple[int, int]]:
    """Makes and models in brackets after a device noun ("Port (BardPort)")."""
    return _runs(_BRACKETED, text)


def product_devices(text: str) -> list[tuple[int, int]]:
    """Brand-shaped runs before a product noun ("TauroLock lock")."""
    return _runs(_PRODUCT, text)


def gauged_devices(text: str) -> list[tuple[int, int]]:
    """Needles and catheters after their gauge ("25G Whitacre")."""
    return _runs(_GAUGE, text)


def dosed_medicines(text: str) -> list[tuple[int, int]]:
    """Medicines named before a dose ("Neutrafluor 5000 nocte", "Resonium A 15 g")."""
    return _runs(_DOSED, text)


def formed_medicines(text: str) -> list[tuple[int, int]]:
    """Medicines after a dosage form, the form kept with them ("Tab. Azee")."""
    return [(m.start(), m.end()) for m in _FORM.finditer(text) if _safe(text, *m.span("run"))]


def study_word_trials(text: str) -> list[tuple[int, int]]:
    """Trials named before a study word ("NEEDS trial"), no known name."""
    return [
        m.span("run")
        for m in _STUDY.finditer(text)
        if fold_word(m.group("run")) not in name_words() and _safe(text, *m.span("run"))
    ]


def bracketed_trials(text: str) -> list[tuple[int, int]]:
    """Trials in brackets right after a medicine ("Atezolizumab (IMpower133)")."""
    found = []
    for _, drug_end in drug_spans(text):
        m = _BRACKETED_TRIAL.match(text, drug_end)
        if m is not None and _trial_word(m.group("run")) and _safe(text, *m.span("run")):
            found.append(m.span("run"))
    return found


def _trial_word(word: str) -> bool:
    """A digit or an inner capital, or a hyphenated part of two letters or more and no vowel."""
    parts = word.split("-")
    return any(
        re.search(r"\d|[a-z][A-Z]", p) or (len(p) > 1 and not re.search("[AEIOUY]", p))
        for p in parts
    ) and not any(fold_word(p) in name_words() for p in parts)


def obstetric_formulas(text: str) -> list[tuple[int, int]]:
    """Gravidity and parity ("G2 P1", "G3P1L1A1"; "G3P1L1", a Canadian postcode's shape, is
    not matched: L needs its A)."""
    return [m.span() for m in _OBSTETRIC.finditer(text)]


SHAPES: dict[str, Callable[[str], list[tuple[int, int]]]] = {
    "score_value": score_values,
    "serial_device": serial_devices,
    "bracketed_device": bracketed_devices,
    "product_device": product_devices,
    "gauged_device": gauged_devices,
    "dosed_medicine": dosed_medicines,
    "formed_medicine": formed_medicines,
    "study_word_trial": study_word_trials,
    "bracketed_trial": bracketed_trials,
}
"""Shape name -> the spans of its values in a text. ``kept_groups`` adds them as values that
only take back name and place hits: an identifier or date hit inside one stays ("HJA 33" may
be a plate, "9/10" a date), since a shape is weaker evidence than a list."""
FORMULAS: dict[str, Callable[[str], list[tuple[int, int]]]] = {
    "obstetric_formula": obstetric_formulas,
}
"""Shapes no identifier has: their spans are kept values like the measurements."""
