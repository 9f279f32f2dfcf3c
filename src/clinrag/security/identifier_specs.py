"""Numbers and handles that identify: SSN, phone, email, URL, record, plan, account, licence,
NPI, DEA, vehicle, device and other IDs, and payment cards.

Each is labelled, formatted (with a check digit where the identifier has one) or weak; see the
strengths in ``recognizers``.
"""

from __future__ import annotations

import re

from clinrag.security.check_digits import (
    dea_ok,
    has_digit,
    luhn_ok,
    npi_ok,
    phone_digits_ok,
    vin_ok,
)
from clinrag.security.phi_types import PhiType
from clinrag.security.recognizer_base import CheckedRecognizer, _Spec, after_label

_ID = r"(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,24}\b"
"""An identifier token: letters, digits and dashes, at least one digit, four or more chars."""
_GROUPED_DIGITS = r"\d(?:[ -]?\d){5,24}\b"
_PHONE_LABELS = (
    r"phone|telephone|tel|mobile|cell|cellphone|fax|facsimile|pager|beeper|contact|ph|fx|"
    r"call(?:\s+me)?(?:\s+(?:at|on))?|text(?:\s+me)?(?:\s+at)?|reach(?:\s+me)?(?:\s+(?:at|on))?|"
    r"whatsapp|landline"
)
_EXTENSION = r"(?:\s*(?:x|ext\.?)\s*\d{1,5})?\b"
_MRN_LABELS = (
    r"mrn|mr|medical\s+record(?:\s+number)?|med(?:ical)?\s+rec|record|chart|patient|pt|"
    r"hospital|unit|emr|ehr|health\s+record|case"
)
_PLAN_LABELS = (
    r"member|subscriber|policy(?:holder)?|group|insurance|insured|insurer|health\s+plan|plan|"
    r"beneficiary|medicare|medicaid|medi-cal|mbi|hicn|rx\s*bin|rx\s*pcn|rx\s*grp|bin|pcn|"
    r"coverage|payer|payor|tricare"
)
_MBI_LETTER = "[AC-HJKMNP-RT-Y]"
_MBI = (
    rf"(?-i:\b[1-9]{_MBI_LETTER}[AC-HJKMNP-RT-Y0-9]\d-?{_MBI_LETTER}[AC-HJKMNP-RT-Y0-9]\d-?"
    rf"{_MBI_LETTER}{{2}}\d{{2}}\b)"
)
_ACCOUNT_LABELS = (
    r"account|acct|a/c|bank\s+account|billing\s+account|routing|iban|(?:credit|debit)\s+card|"
    r"card|cc"
)
_LICENSE_LABELS = (
    r"licen[cs]e|lic|driver'?s?\s+licen[cs]e|(?-i:DL|DLN)|certificate|cert|certification|permit|"
    r"registration"
)
_DEVICE_LABELS = (
    r"serial|s/n|(?-i:SN)|device(?:\s+(?:serial|identifier))?|udi|imei|meid|esn|implant|"
    r"pacemaker|defibrillator|pump"
)
_OTHER_ID_LABELS = (
    r"passport|itin|tin|ein|tax\s+id|national\s+(?:id|insurance)|nhs|encounter|visit|admission|"
    r"accession|specimen|claim|confirmation|employee|student|badge|voter|customer|client|"
    r"requisition|rx|prescription"
)
_URL_END = r"[^\s<>\"']*[^\s<>\"'.,;:!?)\]]"
_TLD = (
    r"(?:com|org|net|edu|gov|io|info|biz|us|uk|ca|de|fr|au|nl|ch|se|no|dk|fi|es|it|pl|cz|at|"
    r"be|pt|gr|ie|nz|za|jp|br|mx)"
)


class _CardRecognizer(CheckedRecognizer):
    """Payment card numbers (13 to 19 digits, optionally grouped) that pass the Luhn check."""

    def __init__(self) -> None:
        super().__init__(
            PhiType.ACCOUNT,
            "card",
            [(r"(?<![\w.-])\d{4}(?:[ -]?\d{3,4}){2,3}(?:[ -]?\d{1,3})?\b", 0.6)],
            check=lambda text: (
                13 <= len(digits := re.sub(r"\D", "", text)) <= 19 and luhn_ok(digits)
            ),
        )


IDENTIFIER_SPECS: tuple[_Spec, ...] = (
    (PhiType.SSN, "ssn", (
        (after_label(r"ssn|ss#?|social\s+security(?:\s+card)?",
                     r"\d{3}[- .]?\d{2}[- .]?\d{4}\b"), 0.95),
        (r"\b\d{3}-\d{2}-\d{4}\b", 0.6),  # sample numbers such as 123-45-6789 included
        (r"\b\d{3} \d{2} \d{4}\b", 0.3),
        (r"\b\d{9}\b", 0.05),
    ), "ssn social security", None),
    (PhiType.PHONE, "phone", (
        (after_label(_PHONE_LABELS, rf"\+?\(?\d[\d().\s-]{{5,20}}\d{_EXTENSION}"), 0.85),
        (rf"(?<![\w+])(?:(?:\+?1|001)[\s.-]?)?(?:\(\d{{3}}\)\s?|\d{{3}}[\s.-])\d{{3}}[\s.-]\d{{4}}"
         rf"{_EXTENSION}", 0.6),
        (r"(?<![\w+])\+\d{1,3}[\s.-]?(?:\(0\)\s?)?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){1,4}\b", 0.6),
        (r"(?<![\w+])\(\d{2,5}\)\s?\d{2,5}(?:[\s.-]?\d{2,4}){1,3}\b", 0.5),
        (r"(?<![\w+.,/])0\d{1,4}[\s.-]?\d{2,8}(?:[\s.-]\d{2,4}){0,3}\b(?![.,/]\d)", 0.5),
        (r"(?<![\w.])\d{3}-\d{7}\b", 0.4),
        (r"(?<![\w.])\d{10,11}\b", 0.1),
        (r"(?<![\w.])\d{2,4}(?:[\s.-]\d{2,4}){2,4}\b(?![.,]\d)", 0.05),
        (r"(?<![\w.:/])\d{2,4}[ .-]\d{4,6}\b(?![.,:/]\d)", 0.05),
    ), "phone telephone tel call cell mobile fax pager contact reach text number office home "
       "work desk message sms whatsapp registered dial answering reached called", phone_digits_ok),
    (PhiType.EMAIL, "email", (
        (r"\b[A-Z0-9._%+-]+@[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}\b", 0.95),
    ), "", None),
    (PhiType.URL, "url", (
        (rf"\b(?:https?|ftp)://{_URL_END}", 0.9),
        (rf"\bwww\.{_URL_END}", 0.85),
        (rf"\b[A-Z0-9][A-Z0-9-]*(?:\.[A-Z0-9-]+)*\.{_TLD}\b(?:/{_URL_END})?", 0.5),
    ), "", None),
    (PhiType.MRN, "mrn", (
        (after_label(_MRN_LABELS, _ID), 0.85),
        (r"\bMRN[-:]?\d{4,12}\b", 0.9),
        (r"(?<![\w.-])\d{6,10}\b(?![.,]\d)", 0.05),
    ), "mrn record chart mr", None),
    (PhiType.HEALTH_PLAN_ID, "health_plan", (
        (after_label(_PLAN_LABELS, r"(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,24}\b"), 0.85),
        (_MBI, 0.6),  # Medicare Beneficiary Identifier
    ), "", None),
    (PhiType.ACCOUNT, "account", (
        (after_label(_ACCOUNT_LABELS, rf"(?:{_GROUPED_DIGITS}|{_ID})"), 0.85),
        (r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b", 0.4),  # IBAN
    ), "", None),
    (PhiType.LICENSE, "license", ((after_label(_LICENSE_LABELS, _ID), 0.85),), "", None),
    (PhiType.NPI, "npi_labelled", (
        (after_label(r"npi|national\s+provider\s+(?:identifier|id)", r"\d{10}\b"), 0.95),
    ), "", None),
    (PhiType.NPI, "npi", (
        (r"(?<![\w.-])[12]\d{9}\b(?![.,]\d)", 0.45),
    ), "npi provider prescriber", npi_ok),
    (PhiType.DEA, "dea_labelled", (
        (after_label(r"dea(?:\s+registration)?", r"[A-Z]{2}\d{7}\b"), 0.95),
    ), "", None),
    (PhiType.DEA, "dea", (
        (r"(?-i:\b[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7}\b)", 0.5),
    ), "dea prescriber registration", dea_ok),
    (PhiType.VEHICLE_ID, "vehicle_labelled", (
        (after_label(r"vin|vehicle\s+identification|chassis", r"[A-HJ-NPR-Z0-9]{11,17}\b"), 0.9),
        (after_label(r"(?:licen[cs]e\s+|registration\s+|number\s+)?plate|tag",
                r"(?-i:[A-Z0-9]{1,4}[ -]?[A-Z0-9]{1,5})\b"), 0.85),
    ), "", has_digit),
    (PhiType.VEHICLE_ID, "vin", ((r"(?-i:\b[A-HJ-NPR-Z0-9]{17}\b)", 0.6),), "", vin_ok),
    (PhiType.DEVICE_ID, "device", (
        (after_label(_DEVICE_LABELS, r"(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,29}\b"), 0.85),
        (r"\(01\)\d{14}(?:\(\d{2}\)[A-Z0-9]{1,20})*", 0.9),  # GS1 UDI
        (r"\b[0-9A-F]{2}(?:[:-][0-9A-F]{2}){5}\b", 0.8),  # MAC address
    ), "", None),
    (PhiType.ID, "other_id", (
        (after_label(_OTHER_ID_LABELS, _ID), 0.8),
        (r"\b[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\b", 0.8),  # UUID
    ), "", None),
)  # fmt: skip
