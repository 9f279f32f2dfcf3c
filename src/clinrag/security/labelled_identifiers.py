"""Identifiers of any country, read from their label and their shape, not from a list of
countries (issue 13, branch natid15).

Each round of new notes brought a national number nobody had listed (a South African ID, a
Jamaican TRN, a Singapore NRIC, a HKID, a PhilSys number, a MyKad, a Pakistani CNIC, a Ghana
Card) and record numbers in new shapes. What they share is how a note writes them:

* **A label, then an identifier token.** The label is a word that means identifier in English
  (id, no., number, card, registration, member, passport, policy, account, licence, folder,
  docket, reference ...) or a register's acronym ("NRIC", "HKID", "CNIC", "TRN", "MyKad",
  "PhilSys", "H&C"): two capitals or more, neither clinical vocabulary nor a vital sign, a
  laboratory test or a coding system. Between them may stand a bracketed aside or two short
  lower-case words ("Ghana Card (father's) GHA-...", "SIN on file 805-...", "ID no: ...").
  The token is letters, digits and dashes, slashes, dots or a bracketed check character, with
  five digits or more if it mixes letters or separators, six otherwise, and a run of four
  digits or three dashed groups: "162/94" (a blood pressure), "450/16/PEEP" (ventilator
  settings), "2.5-3.5" (a range) and dates are not identifiers; a unit after it keeps a dose.
* Coding systems, trial registries and publication ids ("SNOMED: T65200", "ISRCTN 40731269",
  "PMID 123456") identify no person and keep their numbers.
"""

from __future__ import annotations

import re

from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.identifier_shapes import KNOWN_LABELS
from clinrag.security.known_names import all_names
from clinrag.security.recognizers import CheckedRecognizer, PhiType

_ID_WORDS = (
    r"id|ids|identifier|identity|ident|no|nos|number|num|nr|card|registration|reg|regn|registry|"
    r"register|member|membership|national|passport|insurance|insurer|policy|account|acct|a/c|"
    r"licen[cs]e|lic|folder|file|docket|cypher|pin|ref|reference|record|permit|certificate|"
    r"enrol?ment|beneficiary|scheme|fund|panel|booking|request|complaint|loan|customer|client|"
    r"voucher|receipt|invoice|appt|appointment|order|case|claim|ticket|application|token|"
    r"tracking|serial|unit|hosp|hospital"
)
_ACRONYM = r"(?-i:(?=[A-Za-z&]*[A-Z][A-Za-z&]*[A-Z])[A-Z][A-Za-z&]{1,7})"
"""A register's short name: two capitals or more, lower-case or "&" inside ("MyKad", "H&C")."""
_GAP = (
    r"(?:[ \t]*(?:\([^()\n\d]{1,25}\)|(?-i:[a-z]{2,4})(?:[ \t]+(?-i:[a-z]{2,4}))?|no\.?|"
    r"number|:))*"
)
"""A bracketed aside or short lower-case words between label and token, no digit, no line."""
_VALUE = (
    r"(?=[A-Z0-9/().#-]*\d)(?:\d{3,5}(?:[ ]\d{3,5}){1,3}\b|"
    r"#?[A-Z0-9]+(?:[-/.][A-Z0-9]+|\([A-Z0-9]{1,2}\))*)"
)
"""Digit groups spaced as a national number is ("9492 503 230"), or one token."""
_LABELLED = rf"\b(?:{_ID_WORDS}|{_ACRONYM})\b{_GAP}[ \t]*\K{_VALUE}(?:\b|(?<=\)))(?![.,/]\d)"
_LABEL_BEFORE = re.compile(rf"\b(?P<label>{_ID_WORDS}|{_ACRONYM})\b(?P<gap>{_GAP}[ \t]*)\Z", re.I)
_ID_WORD = re.compile(_ID_WORDS, re.I)
_WORD_BEFORE = re.compile(r"([A-Za-z]+)[ \t:]*\Z")
"""The word before the label: "SNOMED" before "CT", "Lot" before "number"."""
_NAME_BEFORE = re.compile(r"(?-i:\b[A-Z][A-Za-z'-]+) \Z")
"""A capitalised word one space before: a known name as label is then a surname."""
_NOT_REGISTERS = frozenset(
    """SNOMED SNOMEDCT ICD ICPC LOINC CPT ATC NDC NCT ISRCTN EUDRACT CTRI ACTRN PMID PMCID DOI
    ISBN ISSN OMIM ORPHA HGNC UMLS MESH RS HGVS READ ISO IEC EN BS ANSI ASTM DIN AAMI CE
    NICE SIGN LOT BATCH MODEL CATALOGUE CATALOG CAT PART VERSION PROTOCOL TRIAL STUDY
    STANDARD GUIDELINE PAGE""".split()  # noqa: SIM905 - a word list
)
"""Coding systems, trial registries, publication ids, standards and guidelines, and the words
before a product's or a study's number: these numbers name no person ("SNOMED CT 399211009",
"IEC 60601-1-11", "Lot number 2218840")."""
_VITALS = frozenset(
    """HR BP RR PR SBP DBP MAP GCS BM SPO2 SATS SAT TEMP WT HT PLT WBC HB HGB INR APTT PT ALT AST
    ALP GGT CRP ESR EGFR GFR BNP NTPROBNP PEEP FIO2 TV VT PIP PS IPAP EPAP CPAP BIPAP AC SIMV
    PRVC VL CD4 AFP CK CEA PSA TSH LDH""".split()  # noqa: SIM905 - a word list
)
"""Vital signs, laboratory tests and ventilator settings: a number after them is a value."""
_NOT_LABELS = _NOT_REGISTERS | _VITALS
_NOT_TOKEN = re.compile(
    r"\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|\d{1,2}[/.-]\d{1,2}|\d+\.\d+|\d{1,3}/\d{1,4}|\d{4}s|"
    r"[\d.]+-[\d.]+"
)
"""A date, a decimal, a ratio or dilution ("1/1000"), a decade or a range."""
_UNIT_AFTER = re.compile(
    r"[ \t]*(?:mg|mcg|ug|g|kg|ml|l|mmol|umol|iu|units?|%|mm|cm|bpm|copies|cells)\b", re.I
)


def identifier_token(value: str) -> bool:
    """An identifier's digits: not a date, decimal, ratio or range; five digits or more, with
    a run of four digits or three dashed groups."""
    if _NOT_TOKEN.fullmatch(value):
        return False
    digits = sum(c.isdigit() for c in value)
    longest = max(map(len, re.findall(r"\d+", value)), default=0)
    dashed = len(re.findall(r"\d+(?=-\d)", value)) >= 2 and digits >= 7
    return digits >= 5 and (longest >= 4 or dashed)


class _LabelledIdentifierRecognizer(CheckedRecognizer):
    """Reads the label before each hit: clinical and coding labels drop it, and so does a unit
    right after the token."""

    def __init__(self, vocabulary: ClinicalVocabulary) -> None:
        super().__init__(
            PhiType.ID,
            "labelled_identifier",
            ((_LABELLED, 0.75),),
            check=identifier_token,
        )
        self._vocabulary = vocabulary

    def analyze(
        self,
        text: str,
        entities: list[str],
        nlp_artifacts: NlpArtifacts | None = None,
        regex_flags: int | None = None,
    ) -> list[RecognizerResult]:
        kept = []
        for result in super().analyze(text, entities, nlp_artifacts, regex_flags):
            found = _LABEL_BEFORE.search(text, max(0, result.start - 60), result.start)
            if found is None:
                continue
            label = found.group("label")
            before = _WORD_BEFORE.search(text, max(0, found.start() - 20), found.start())
            if before and before.group(1).upper() in _NOT_LABELS:
                continue
            if _NAME_BEFORE.search(text, max(0, found.start() - 30), found.start()) and (
                _ID_WORD.fullmatch(label) is None and label.casefold() in all_names()
            ):
                continue  # "Kelvin LAU 5555 1991", "Roisin McAleese 07700": a name, a phone
            if _UNIT_AFTER.match(text, result.end) or not self._register(label, result):
                continue
            if (
                _ID_WORD.fullmatch(label) is None
                and label.upper() not in KNOWN_LABELS
                and not found.group("gap").strip()
            ):
                # "RN 45317", "SN YTA25229": one name; a label read elsewhere ("NHS") stays out
                result.start = found.start("label")
            kept.append(result)
        return kept

    def _register(self, label: str, result: RecognizerResult) -> bool:
        """An identifier word, or an acronym that is no coding system, vital sign or test."""
        if label.upper() in _NOT_LABELS or label.upper() in _TYPED_ELSEWHERE:
            return False
        return _ID_WORD.fullmatch(label) is not None or label not in self._vocabulary


_TYPED_ELSEWHERE = frozenset({"VIN"})
"""Labels whose values a typed recognizer reads (a VIN is a VEHICLE_ID, not a generic ID)."""


def build_labelled_identifier_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizer above; ``vocabulary`` keeps clinical acronyms from labelling a number."""
    return [_LabelledIdentifierRecognizer(vocabulary)]
