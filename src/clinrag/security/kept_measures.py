"""Measurement shapes the NER model and the note pass read as names: a dose with its frequency
("atorvastatin 40 mg qhs", "amlodipine 5 mg OM"), a number with a laboratory or device unit
("creatinine 96 umol/L", "impedance 513 ohms") and a named scale or index with its value
("Epworth Sleepiness Scale 16/24", "Barthel Index 55").

A frequency abbreviation after a dose ("mg OM", "mg qhs ->") and a unit that is not an English
word ("umol") look like a name to the models. A number with its unit is never an identifier
or a name, so these spans join the kept values (``kept_groups``): a name or place hit over one
keeps only its parts outside it that hold a letter. A scale's words are often surnames
("Barthel", "Rockwood"), so it fails closed: a scale whose words hold a first name, or that a
capitalised word or a title runs into ("Mary Barthel Index 55", "Dr Beck Scale 4"), is left to
the other steps.
"""

from __future__ import annotations

import re

from clinrag.security.known_names import first_names

_NUMBER = r"(?<![\w.,/])\d+(?:\.\d+)?"
_DOSE_FREQUENCY = re.compile(
    rf"{_NUMBER}[ \t]*(?:mg|mcg|micrograms?|g|ml|mL|units?|IU|mmol)[ \t]+"
    r"(?-i:OD|od|BD|bd|TDS|tds|TID|tid|QDS|qds|QID|qid|BID|bid|QD|qd|OM|om|ON|nocte|mane|"
    r"QHS|qhs|PRN|prn|STAT|stat|q\d{1,2}h)(?![\w/])"
)
"""A dose and the abbreviation of how often it is taken ("40 mg qhs", "5 mg OM")."""
_UNIT_VALUE = re.compile(
    rf"{_NUMBER}[ \t]*(?:[uµμ]mol/L|mmol/L|nmol/L|pmol/L|mU/L|IU/L|U/L|U/mL|ng/mL|ng/L|pg/mL|"
    r"mg/L|mg/dL|g/L|g/dL|kUA/L|mL/min|ohms?|\u2126|mV|mA)(?![\w/])"
)
"""A number with a laboratory or device unit ("96 umol/L", "0.21 kUA/L", "513 ohms")."""

_NAMED_SCALE = re.compile(
    r"(?<![\w-])((?:[A-Z][a-z'\u2019-]+[ \t]+){1,3})(?:Scale|Index)(?:[ \t]+score)?[ \t]*:?[ \t]*"
    r"\d+(?:\.\d+)?(?:[ \t]*/[ \t]*\d+)?(?![\w/]|[.,]\d)"
)
"""A scale or index named in capitalised words, then its value ("Barthel Index 35/100")."""
_RUN_INTO = re.compile(r"(?:[A-Z][\w'\u2019-]*|[A-Z]\.|(?i:dr|mr|mrs|ms|prof)\.)[ \t]*\Z")
"""A capitalised word, an initial or a title right before a scale's words: a name's."""
_TITLES = frozenset(
    "dr doctor mr mrs ms miss mx prof professor sister nurse".split()  # noqa: SIM905 - a word list
)


def named_scales(text: str) -> list[tuple[int, int]]:
    """The scales and indexes named in capitalised words with their value in ``text``, but
    those whose words hold a first name or follow a capitalised word on their line."""
    found = []
    for m in _NAMED_SCALE.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        words = m.group(1).split()
        if _RUN_INTO.search(text, line_start, m.start()) or any(
            w.casefold() in first_names() or w.casefold() in _TITLES for w in words
        ):
            continue
        found.append(m.span())
    return found


def dose_frequencies(text: str) -> list[tuple[int, int]]:
    """The doses written with how often they are taken in ``text`` ("40 mg qhs")."""
    return [m.span() for m in _DOSE_FREQUENCY.finditer(text)]


def unit_values(text: str) -> list[tuple[int, int]]:
    """The numbers with a laboratory or device unit in ``text`` ("96 umol/L", "513 ohms")."""
    return [m.span() for m in _UNIT_VALUE.finditer(text)]
