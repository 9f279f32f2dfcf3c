"""Clinical values no identifier or name can be: services named by their specialty, device
makes with their models, guidelines with their year, rates, words built with a medical suffix.

Notes name where care happens ("Anticoagulation Clinic"), the kit used ("Olympus GIF-H190",
"Fresenius 5008S"), the rules followed ("BSACI 2022", "MHA 1983") and findings the NER model and
the note pass read as names ("keratoacanthoma"). Read alone, each has the shape of something
else: a model number an identifier, a body and a year a street or a postcode, "4 L/min" an
account. These spans join the measurements (``clinical_values``) as clinical terms: an
identifier, postcode or account hit wholly inside one is dropped, and a name, place or street
hit over one keeps only its parts outside it (``off_values``). A service named after a person
or a place ("Calder Heath Cardiac Unit") does not start the phrase, so it stays a place.
Numbered wards and rooms are not here: older note sets mark "Room 995" as a place.

Each family is one pattern in ``FAMILIES``, so a study can switch one off
(``scripts/kept_loso.py``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from clinrag.security.clinical_terms import inside_any
from clinrag.security.clinical_values import measurements, overlaps_measurement
from clinrag.security.presidio_hits import trim
from clinrag.security.recognizers import ORGANIZATION, PhiType
from clinrag.security.redaction import outside
from clinrag.security.spans import Span

_SPECIALTY_WORDS = """acute adult advice aged allergy ambulatory anaesthetic anticoagulation
    antimicrobial
    assessment audiology breast cancer cardiac cardiology cardiothoracic care chemotherapy child
    children's colorectal community continence day dermatology diabetes diabetic dialysis
    district education elderly emergency endocrine endoscopy epilepsy eye falls fertility foot
    fracture frailty gastroenterology haematology health heart hepatology infection infusion
    lower medicine memory mental multidisciplinary neonatal neurology nursing nutrition
    obstetric oncology ophthalmology orthopaedic paediatric pain palliative pharmacy
    physiotherapy pre-assessment rapid renal reproductive respiratory returning rheumatology
    screening sexual sleep specialist stone stroke surgery surgical symptoms tract transplant
    travel traveller tuberculosis urinary urology vascular wound 24h 24-hour bowel"""
SPECIALTIES: tuple[str, ...] = tuple(_SPECIALTY_WORDS.split())
"""The specialty and service words a clinic, team or line is named with."""


def service_pattern(words: Iterable[str] = SPECIALTIES) -> re.Pattern[str]:
    """A run of specialty ``words`` closed by a service noun ("Anticoagulation Clinic")."""
    alternatives = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    return re.compile(
        rf"(?<![\w-])(?i:(?:{alternatives})[ \t]+){{1,5}}"
        r"(?i:clinic|service|team|programme|program|line|pathway|unit|hub)(?![\w-])"
    )


_SERVICE = service_pattern()
"""A service named by its specialty words alone, not after a capitalised word: "the Travel
Health Clinic", "STONE CLINIC"; "Calder Heath Cardiac Unit" is a named place."""
_MODEL = (
    r"(?=[\w:+-]*[A-Z])(?=[A-Za-z:+-]*\d)(?!\d+(?:st|nd|rd|th)\b)(?!(?:[^\d\s]*\d){5})"
    r"[A-Za-z\d][\w:+-]{1,9}"
)
"""A model code: capitals and digits together, short ("GIF-H190", "5008S", "X2", "LV5")."""
_DEVICE = re.compile(
    rf"(?<![\w/-])(?:[A-Z](?:[^\W\d_]|[:-](?=\w))+ ){{1,3}}"
    rf"(?!(?:ST|FY|CT|StR)\d\b|\d\d[A-Z]{{3}}\d\d\b)(?-i:{_MODEL})(?![\w/-])"
)
"""A make and model on single spaces ("Olympus GIF-H190", "Baxter Infusor LV5"), never a
postcode, a plate, a flat, a date, a labelled identifier or a doctor's grade ("ST4")."""
_NOT_MODEL = re.compile(r"[ \t]+(?:(?=[A-Z\d]*\d)[A-Z\d]{2,4}|[A-Z]{3})(?![\w-])")
"""Another code after the model: a postcode's second half ("BV7 2AB", "R2W 2U2"), a plate's."""
_NOT_MAKE = frozenset(
    """apt flat unit suite class block level floor lot plot box january february march april
    may june july august september october november december id mrn no number ref cell code
    eircode postcode nhs hospital room rm bed studio north south east west icu ccu hdu med surg
    admit admitted discharged""".split()  # noqa: SIM905 - a word list
)
"""Words before a code that make it a flat, a room, a licence class, a day or an identifier."""
_GUIDELINE = re.compile(
    r"(?<![\w/-])(?:s\.?[ \t]?\d{1,3}[ \t]+)?(?:[A-Z][\w/-]*[ \t]+){0,2}"
    r"(?:[A-Z]{2,}[A-Z\d/-]*|Act|Canada|Consensus|Criteria|Guidelines?|Guidance|Regulations|"
    r"Classification|Statement|Framework)[ \t]+(?:19[5-9]\d|20[0-4]\d)(?![\w/-])"
)
"""A body, act or guideline with its year ("BSACI 2022", "s.3 MHA 1983", "Diabetes Canada
2018"): a year alone is no identifier, and the words before it are no street."""
_RATE = re.compile(
    r"(?<![\w.])\d+(?:\.\d+)?[ \t]*(?:L/min|mL/h|mL/hr|mL/kg|mg/kg|mcg/kg/min|units/h|mg/h)"
    r"(?![\w/])"
)
"""A dose or flow rate with its unit ("4 L/min"): never an account."""
_MEDICAL_WORD = re.compile(
    r"(?<![\w./=-])(?=[^\W\d_]{9,}(?![\w-]))[^\W\d_]+(?:ectomy|otomy|ostomy|plasty|scopy|graphy|"
    r"itis|osis|iasis|aemia|emia|uria|algia|pathy|plegia|trophy|oma|omata|spermia|dynamics|"
    r"ectasis|rrhoea|rrhea|megaly|penia|cytosis|lysis)(?![\w/=-]|\.\w)",
    re.IGNORECASE,
)
"""A word of nine letters or more built with a medical suffix ("keratoacanthoma",
"Schistosomiasis", "oesophagectomy"): the note pass reads rare words as names."""
FAMILIES: dict[str, re.Pattern[str]] = {
    "service": _SERVICE,
    "device_model": _DEVICE,
    "guideline_year": _GUIDELINE,
    "rate": _RATE,
    "medical_word": _MEDICAL_WORD,
}
"""Family name -> its pattern; ``kept_values(text, off=...)`` leaves families out."""
_LETTER = re.compile(r"[^\W\d_]{2}")
_NAMED = frozenset({PhiType.PERSON, PhiType.LOCATION, PhiType.ADDRESS, ORGANIZATION})
_CODES = frozenset({PhiType.ID, PhiType.ACCOUNT, PhiType.ZIP, PhiType.DEVICE_ID, PhiType.MRN})
"""Identifier hits that a value wholly holding them explains ("Fresenius 5008S" is no ID)."""


@dataclass(frozen=True)
class KeptValues:
    """One text's clinical values, found once per text: its measurements, and every value with
    them (``spans``), which the redactor also reads as clinical terms."""

    measured: list[tuple[int, int]]
    spans: list[tuple[int, int]]
    named_only: tuple[tuple[int, int], ...] = ()
    """Values found by their shape alone (``kept_shapes``): they take back name and place hits
    but leave an identifier or a date inside them redacted."""

    @cached_property
    def others(self) -> list[tuple[int, int]]:
        """The values that are not measurements (services, devices, guidelines, rates, words)."""
        measured = set(self.measured)
        return [v for v in self.spans if v not in measured]

    @cached_property
    def sure(self) -> list[tuple[int, int]]:
        """The values an identifier or date hit inside is no identifier or date in."""
        shaped = set(self.named_only)
        return [v for v in self.spans if v not in shaped]


def kept_values(
    text: str, off: Iterable[str] = (), products: Sequence[tuple[int, int]] = ()
) -> KeptValues:
    """The measurements of ``text`` and the spans of the families here but those in ``off``.
    A make and model counts only when its make holds one of ``products`` (the vocabulary's
    clinical products in ``text``, as ``ClinicalVocabulary.occurrences`` gives them): labelled
    identifiers share the shape ("NHI LZD52MS", "Vehicle VYS563", "Ambulance KAWC000"), and a
    removed model number costs less than a leaked identifier (any make counted: notes_blind9,
    held out, SSN recall 0.944 -> 0.778, vehicles 1.000 -> 0.786)."""
    measured = measurements(text)
    found = list(measured)
    for name, pattern in FAMILIES.items():
        if name in off:
            continue
        for m in pattern.finditer(text):
            if (name == "device_model" and (_not_model(text, m) or not _made_by(m, products))) or (
                name == "service" and _after_name(text, m.start())
            ):
                continue
            found.append((m.start(), m.end()))
    return KeptValues(measured, sorted(set(found)))


def _made_by(match: re.Match[str], products: Sequence[tuple[int, int]]) -> bool:
    """Whether a known clinical product lies within the make of a make-and-model match."""
    make_end = match.start() + match.group().rfind(" ")
    return any(match.start() <= start and end <= make_end for start, end in products)


def _after_name(text: str, start: int) -> bool:
    """Whether a capitalised word stands right before ``start`` on its line ("Calder Heath")."""
    before = text[max(0, start - 40) : start].split("\n")[-1].split()
    return bool(before) and before[-1][:1].isupper() and before[-1][-1:].isalpha()


def _not_model(text: str, match: re.Match[str]) -> bool:
    """Whether the code a make-and-model match ends with is a postcode, plate, flat or day."""
    value = match.group()
    model = match.start() + value.rfind(" ") + 1
    make = text[match.start() : model].split()
    return bool(_NOT_MODEL.match(text, match.end())) or (
        bool(make) and make[-1].strip(":.").casefold() in _NOT_MAKE
    )


def off_values(text: str, spans: list[Span], values: KeptValues) -> list[Span]:
    """Without the name, place and street hits that overlap a measurement ("101  HR 52"), the
    code hits a value holds ("SLE6000", "NICE NG24") and the dates whose digits all lie in
    values (a gestation "27+4/40", acuities "VA R 6/12 L 6/36", which the NER model reads as one
    date). A name or place hit over another value keeps its parts outside it that hold a letter
    ("ENDOSCOPY UNIT Royal Carrow Infirmary" keeps the hospital)."""
    measured, others = values.measured, values.others
    kept = []
    for s in spans:
        if (
            (s.entity_type in _NAMED and overlaps_measurement(s.start, s.end, measured))
            or (s.entity_type in _CODES and inside_any(s.start, s.end, values.sure))
            or (s.entity_type == PhiType.DATE and _digits_measured(text, s, values.sure))
        ):
            continue
        if s.entity_type in _NAMED and overlaps_measurement(s.start, s.end, others):
            for start, end in outside(s.start, s.end, others):
                start, end = trim(text, start, end)
                if _LETTER.search(text, start, end):
                    kept.append(replace(s, start=start, end=end))
        else:
            kept.append(s)
    return kept


def _digits_measured(text: str, span: Span, values: list[tuple[int, int]]) -> bool:
    digits = [i for i in range(span.start, span.end) if text[i].isdigit()]
    return bool(digits) and all(inside_any(i, i + 1, values) for i in digits)
