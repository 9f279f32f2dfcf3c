"""What we redact: the Safe Harbor types, the cue recognizers' names and the NER label map.

Kept apart from the recognizers so that the many modules that only name a type need not import
the pattern families (``recognizers`` re-exports all of it).
"""

from __future__ import annotations

from enum import StrEnum


class PhiType(StrEnum):
    """Placeholder types: ``<PERSON_1>``, ``<MRN_1>``."""

    PERSON = "PERSON"
    DATE = "DATE"  # every element of a date but the year, DOB included
    AGE = "AGE"  # over 89
    ADDRESS = "ADDRESS"  # street address, PO box, apartment
    LOCATION = "LOCATION"  # city, county, other units below a state
    ZIP = "ZIP"
    PHONE = "PHONE"  # telephone and fax
    EMAIL = "EMAIL"
    SSN = "SSN"
    MRN = "MRN"
    HEALTH_PLAN_ID = "HEALTH_PLAN_ID"  # member, subscriber, policy, group, Medicare MBI
    ACCOUNT = "ACCOUNT"  # bank and billing accounts, card numbers, IBAN
    LICENSE = "LICENSE"  # licence and certificate numbers
    NPI = "NPI"
    DEA = "DEA"
    VEHICLE_ID = "VEHICLE_ID"  # VIN, licence plate
    DEVICE_ID = "DEVICE_ID"  # serial number, UDI, IMEI, MAC address
    URL = "URL"
    IP_ADDRESS = "IP_ADDRESS"
    ID = "ID"  # any other unique identifying number (passport, encounter, claim ...)


REDACTED_TYPES: frozenset[str] = frozenset(PhiType)

PERSON_CUE = "person_cue"
LOCATION_CUE = "location_cue"
STREET_CUE = "street_cue"
"""Recognizers that read a capitalised word as a name, place or street from the words around it;
the redactor applies the clinical and Safe Harbor vetoes to their hits as to the NER model's."""

ORGANIZATION = "ORGANIZATION"
"""Not redacted; read because the model labels many rare personal names as organisations
("Katherine is ...", "Hi Jerzy"), see ``clinical_terms.person_shaped``."""
NER_LABELS: dict[str, str] = {
    "PERSON": PhiType.PERSON,
    "GPE": PhiType.LOCATION,
    "LOC": PhiType.LOCATION,
    "FAC": PhiType.LOCATION,
    "DATE": PhiType.DATE,
    "ORG": ORGANIZATION,
}
"""spaCy label -> our type. Every other label (NORP, TIME, CARDINAL ...) is ignored."""
NER_IGNORED_LABELS: tuple[str, ...] = (
    "NORP", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "PERCENT", "MONEY", "PRODUCT", "EVENT",
    "WORK_OF_ART", "LAW", "LANGUAGE",
)  # fmt: skip
