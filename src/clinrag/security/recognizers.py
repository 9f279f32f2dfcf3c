"""What we redact, and the Presidio recognizers that find what the NER model cannot.

The entity types are the HIPAA Safe Harbor identifiers that occur in text (45 CFR 164.514(b)(2)).
Each recognizer is written from the identifier's definition, in three strengths:

* **labelled**: a value right after its label ("MRN: 00123456", "DOB 3/14/62") is redacted
  whatever its format, because the label says what it is;
* **formatted**: a value whose shape identifies it (123-45-6789, an email, a ZIP after a state)
  is redacted without a label; a check digit filters look-alikes where the identifier has one
  (NPI Luhn, DEA, VIN);
* **weak**: a bare shape that is also common in clinical text (nine digits, 3/14, "98 76 54",
  "Dobrovského 30") scores under the threshold and is redacted only when a context word is
  near it ("messages to 71 976 439", "lives on Dobrovského 30");
* **cued**: a capitalised word whose neighbours say what it is: a name after a verb of speech,
  a role or kinship noun, or before "'s daughter"; a place after "grew up in", "resident of",
  "Where:". The redactor vetoes their hits as it does the NER model's (``PERSON_CUE`` ...).

ORGANIZATION, NRP (nationality, religion, politics), states, countries and years alone are not
Safe Harbor identifiers and are never produced. Ages are redacted only above 89.

The recognizers are built from specs kept by family (``identifier_specs``, ``date_specs``,
``place_specs``, ``person_specs``) on ``recognizer_base``; this module assembles them in one
order and re-exports the names the rest of the redactor imports from here.
"""

from __future__ import annotations

from presidio_analyzer import EntityRecognizer
from presidio_analyzer.predefined_recognizers import IpRecognizer

from clinrag.security.check_digits import (
    age_over_89,
    dea_ok,
    has_digit,
    luhn_ok,
    npi_ok,
    phone_digits_ok,
    vin_ok,
)
from clinrag.security.date_specs import (
    _MONTH,
    DATE_SPECS,
    LOCAL_MONTHS,
    WEEKDAY,
    has_date_element,
)
from clinrag.security.identifier_specs import IDENTIFIER_SPECS, _CardRecognizer
from clinrag.security.person_specs import LOCAL_TITLE, PERSON_SPECS
from clinrag.security.phi_types import (
    LOCATION_CUE,
    NER_IGNORED_LABELS,
    NER_LABELS,
    ORGANIZATION,
    PERSON_CUE,
    REDACTED_TYPES,
    STREET_CUE,
    PhiType,
)
from clinrag.security.place_specs import PLACE_SPECS
from clinrag.security.recognizer_base import CheckedRecognizer, _Spec, after_label

__all__ = [
    "LOCAL_MONTHS",
    "LOCAL_TITLE",
    "LOCATION_CUE",
    "NER_IGNORED_LABELS",
    "NER_LABELS",
    "ORGANIZATION",
    "PERSON_CUE",
    "REDACTED_TYPES",
    "STREET_CUE",
    "WEEKDAY",
    "_MONTH",
    "CheckedRecognizer",
    "PhiType",
    "after_label",
    "age_over_89",
    "build_recognizers",
    "dea_ok",
    "has_date_element",
    "has_digit",
    "luhn_ok",
    "npi_ok",
    "phone_digits_ok",
    "vin_ok",
]

_SPECS: tuple[_Spec, ...] = IDENTIFIER_SPECS + DATE_SPECS + PLACE_SPECS + PERSON_SPECS
"""In the order the single table had: identifiers, dates and ages, places, people."""


def build_recognizers() -> list[EntityRecognizer]:
    """Every recognizer besides the NER model's, each emitting one of our types."""
    recognizers: list[EntityRecognizer] = [
        CheckedRecognizer(kind, name, patterns, context=context.split(), check=check)
        for kind, name, patterns, context, check in _SPECS
    ]
    recognizers.append(_CardRecognizer())
    recognizers.append(IpRecognizer(supported_entity=PhiType.IP_ADDRESS.value))
    return recognizers
