"""The hard facts a sentence states: quantities (a number with its unit or frequency) and drug
names. A claim may only state the ones its cited evidence holds: a changed dose, a changed
result or a swapped drug shares almost every word with the truth, so word overlap and sentence
similarity cannot see it, but an exact look-up can.

Drugs are recognised by the clinical vocabulary's drug and brand-name sections and by the WHO
INN stems ("-olol", "-prost", "-statin" ...); interventions that are not drugs are left to the
lexical and semantic checks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from clinrag.shipped_data import CLINICAL_TERMS

_UNITS = (
    "mg/kg/day mg/kg mg/day mg/dl mg/dL mmol/l mmol/mol mmhg mm hg µg/kg mcg/kg g/dl iu/ml "
    "mg mcg µg μg ug ng g kg ml l iu units unit meq % mm cm bpm mmol kcal hours hour h min "
    "minutes days day weeks week months month years year times"
)
_UNIT_PATTERN = "|".join(
    re.escape(u).replace(r"\ ", r"\s?") for u in sorted(_UNITS.split(" "), key=len, reverse=True)
)
_NUMBER = re.compile(
    rf"(?<![\w.])(\d+(?:[.,]\d+)*)(?:\s?-?\s?({_UNIT_PATTERN})(?![a-z]))?", re.IGNORECASE
)
_UNIT_WORD = re.compile(rf"(?<![\w/])({_UNIT_PATTERN})(?![a-z])", re.IGNORECASE)
_FREQUENCY = re.compile(r"\b(once|twice|thrice|three times|four times)\b", re.IGNORECASE)
_FREQUENCY_VALUE = {"once": "1", "twice": "2", "thrice": "3", "three times": "3", "four times": "4"}
_WORD = re.compile(r"[a-z][a-z0-9-]+")
_INN_STEMS = (
    "olol",
    "prost",
    "pril",
    "sartan",
    "statin",
    "mab",
    "nib",
    "azole",
    "mycin",
    "cillin",
    "cycline",
    "floxacin",
    "vir",
    "dipine",
    "parin",
    "gliptin",
    "gliflozin",
    "glitazone",
    "glutide",
    "lukast",
    "tidine",
    "prazole",
    "setron",
    "triptan",
    "azepam",
    "oxetine",
    "afil",
    "caine",
    "semide",
    "thiazide",
    "profen",
    "coxib",
    "dronate",
    "olone",
    "asone",
    "onide",
    "terol",
    "tropium",
    "platin",
    "taxel",
    "rubicin",
    "fenac",
    "codone",
    "fentanil",
    "fentanyl",
    "zolamide",
    "lamide",
    "sone",
    "formin",
    "xaban",
    "gatran",
    "grel",
    "clopidogrel",
    "trexate",
    "lizumab",
    "ximab",
    "zumab",
    "parib",
    "ridone",
    "peridol",
    "apine",
    "etine",
    "tyline",
    "pramine",
    "zodone",
    "zosin",
    "navir",
    "buvir",
    "tinib",
    "vastatin",
    "oprazole",
    "amivir",
    "micin",
    "conazole",
    "bactam",
    "penem",
    "dronic",
)


@dataclass(frozen=True)
class Quantities:
    """Numbers as written (commas as decimal points read as points), with their units."""

    pairs: frozenset[tuple[str, str]]
    bare: frozenset[str]
    """Numbers written with no unit after them."""
    units: frozenset[str]

    @property
    def values(self) -> frozenset[str]:
        return self.bare | {v for v, _ in self.pairs}

    def holds(self, value: str, unit: str) -> bool:
        """The evidence states this quantity: the same number with the same unit, or a bare
        number whose unit the evidence writes elsewhere ("7.5 and 7.1 mmHg")."""
        if not unit:
            return value in self.values
        return (value, unit) in self.pairs or (value in self.bare and unit in self.units)


def _canonical(number: str) -> str:
    number = number.replace(",", "") if re.fullmatch(r"\d{1,3}(,\d{3})+", number) else number
    number = number.replace(",", ".")
    if "." in number:
        number = number.rstrip("0").rstrip(".")
    if number.startswith("0."):
        return number
    return number.lstrip("0") or "0"


def _unit(unit: str | None) -> str:
    """Lower case, no spaces, no plural: "mm Hg" is "mmhg", "12 months" and "12-month" agree."""
    if unit is None:
        return ""
    unit = re.sub(r"\s", "", unit.lower()).replace("μ", "µ")
    return unit[:-1] if len(unit) > 3 and unit.endswith("s") else unit


def quantities(text: str) -> Quantities:
    pairs: set[tuple[str, str]] = set()
    bare: set[str] = set()
    for match in _NUMBER.finditer(text):
        value, unit = _canonical(match.group(1)), _unit(match.group(2))
        if unit:
            pairs.add((value, unit))
        else:
            bare.add(value)
    for match in _FREQUENCY.finditer(text):
        pairs.add((_FREQUENCY_VALUE[match.group(1).lower()], "times"))
    units = frozenset(u for _, u in pairs) | {_unit(m.group(1)) for m in _UNIT_WORD.finditer(text)}
    return Quantities(frozenset(pairs), frozenset(bare), units)


def missing_quantities(claim: Quantities, evidence: Quantities) -> list[tuple[str, str]]:
    """The claim's quantities the evidence does not state."""
    stated = [(v, "") for v in claim.bare] + sorted(claim.pairs)
    return [(v, u) for v, u in stated if not evidence.holds(v, u)]


@cache
def _drug_lexicon() -> frozenset[str]:
    """Single-word drug and brand names from the clinical vocabulary's drug sections."""
    names: set[str] = set()
    section = ""
    for line in CLINICAL_TERMS.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            section = line.lower()
        elif line.strip() and ("drugs" in section or "brand" in section):
            names.update(w for w in line.lower().split() if len(w) > 3)
    return frozenset(names)


def is_drug(word: str) -> bool:
    word = word.lower()
    return word in _drug_lexicon() or (len(word) > 5 and word.endswith(tuple(_INN_STEMS)))


def drugs(text: str) -> frozenset[str]:
    """Drug names in the text, lower-cased (parts of "dorzolamide/timolol" read apart)."""
    words = _WORD.findall(text.lower().replace("/", " "))
    return frozenset(w for word in words for w in word.split("-") if is_drug(w))
