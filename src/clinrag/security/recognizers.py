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
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from enum import StrEnum

from presidio_analyzer import EntityRecognizer, Pattern, PatternRecognizer
from presidio_analyzer.predefined_recognizers import IpRecognizer

from clinrag.security.clinical_terms import PLACE_NAMES


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
_COUNTRY = "|".join(re.escape(name) for name in sorted(PLACE_NAMES, key=len, reverse=True))
_US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|"
    "NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI|AA|AE|AP"
)
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
WEEKDAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?"
"""A weekday, whole or cut short ("Tues", "Thurs", "Saturday")."""
LOCAL_MONTHS = (
    r"januar|jänner|februar|märz|mai|juni|juli|oktober|dezember|"  # German
    r"janvier|février|fevrier|mars|avril|juin|juillet|août|aout|septembre|octobre|novembre|"
    r"décembre|decembre|"  # French
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|"
    r"noviembre|diciembre|"  # Spanish
    r"gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|"  # Italian
    r"janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|dezembro"  # Portuguese
)
LOCAL_TITLE = (  # the titles before a name in the other accepted languages
    r"(?:Herrn?|Frau|Hr\.|Fr\.|Mme|Mlle|M\.|Pr\.?|Dott\.ssa|Dott\.?|Prof\.ssa|Prof\.ª|Sig\.ra|"
    r"Sig\.na|Sigg?\.|Sra\.?|Srta\.?|Sr\.ª|Sr\.?|Dra\.?|Dr\.ª|Dña\.?)"
)
"""Month names of the other accepted languages that English does not share (German "April",
"August", "September", "November" are English words already)."""
_ORDINAL = r"(?:st|nd|rd|th)?"
_NUMERIC_DATE = r"\d{1,2}([/.-])\d{1,2}\1(?:\d{4}|\d{2})(?![/.-]?\d)"
_ANY_DATE = (
    rf"(?:\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,2}}[/.-]\d{{1,2}}[/.-]\d{{2,4}}|"
    rf"{_MONTH}\.?\s+\d{{1,2}}{_ORDINAL},?\s+\d{{2,4}}|"
    rf"\d{{1,2}}{_ORDINAL}\s+(?:of\s+)?{_MONTH}\.?,?\s+\d{{2,4}}|\d{{6,8}})"
)
_ID = r"(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,24}\b"
"""An identifier token: letters, digits and dashes, at least one digit, four or more chars."""
_GROUPED_DIGITS = r"\d(?:[ -]?\d){5,24}\b"
_SEP = r"[\s.]*(?:(?:number|num|nr|no|id)\b\.?|#)?[\s.]*(?:(?:is|was)\b)?\s*[:#=-]?\s*"
_CAP = r"(?-i:\p{Lu}[\w'\u2019-]*)"
"""A capitalised word in any script ("Þingeyri", "Łódź"), whatever the recognizer's case flag
(Presidio compiles patterns with the ``regex`` module, which knows Unicode properties)."""
# USPS Publication 28 street suffixes (full names and standard abbreviations).
_STREET_TYPE = (
    r"(?:alley|aly|annex|arcade|avenue|ave|bayou|beach|bend|bluffs?|bottom|boulevard|blvd|"
    r"branch|bridge|brooks?|burgs?|bypass|camp|canyon|cape|causeway|centers?|ctr|circles?|cir|"
    r"cliffs?|club|commons?|corners?|course|courts?|ct|coves?|creek|crescent|crest|crossing|"
    r"crossroad|curve|dale|dam|divide|drives?|dr|estates?|expressway|expy|extensions?|falls?|"
    r"ferry|fields?|flats?|fords?|forest|forges?|forks?|fort|freeway|fwy|gardens?|gateway|"
    r"glens?|greens?|groves?|harbors?|haven|heights|hts|highway|hwy|hills?|hollow|inlet|"
    r"islands?|isle|junctions?|keys?|knolls?|lakes?|land|landing|lane|ln|lights?|loaf|locks?|"
    r"lodge|loop|mall|manors?|meadows?|mews|mills?|mission|motorway|mount|mountains?|neck|"
    r"orchard|oval|overpass|parks?|parkways?|pkwy|pass|passage|path|pike|pines?|place|pl|"
    r"plains?|plaza|points?|ports?|prairie|radial|ramp|ranch|rapids?|rest|ridges?|river|roads?|"
    r"rd|route|rte|row|rue|run|shoals?|shores?|skyway|springs?|spurs?|squares?|sq|station|"
    r"stravenue|stream|streets?|st|summit|terrace|ter|throughway|trace|track|trafficway|trail|"
    r"trl|trailer|tunnel|turnpike|underpass|unions?|valleys?|viaduct|views?|villages?|ville|"
    r"vista|walks?|wall|ways?|wells?|av|"
    # and the common types of British, Irish, Australian and New Zealand addresses
    r"close|cl|cres|parade|pde|promenade|esplanade|esp|quay|wharf|rise|tce|wynd)"
)
_SECONDARY = (
    r"(?:(?:apt|apartment|suite|ste|unit|floor|fl|room|rm|bldg|building|flat)\.?\s*#?\s*|#\s*)"
)
_STREET_PREFIX = (
    r"(?:via|viale|vicolo|piazza|corso|largo|lungo\w+|strada|rua|avenida|av|avda|calle|c/|carrer|"
    r"paseo|ctra|"
    r"carretera|camino|rambla|ronda|"
    r"plaza|rue|boulevard|chemin|all[ée]e|place|estrada|travessa|servid[ãa]o|pra[çc]a|ul|"
    r"ulica|trg|cesta|rruga)"
)
_STREET_PARTICLE = (
    r"(?:(?:de|del|dei|degli|delle|da|do|dos|das|di|della|des|du|la|le|van|von|der|den|pri|el)\s+)"
)
_STREET_SUFFIX = (
    r"(?:stra(?:ss|ß)e|str\.|gasse|weg|platz|allee|gade|vej|ve(?:ie|ge)n|veg|vegur|gatan|gata|"
    r"v[äa]gen|stigen|st[íi]gur|braut|str(?:æ|ae)ti|gyden|laan|straat|dreef|plein|kade|singel|"
    r"gracht|plaats|utca|u\.|[úu]t|t[ée]r|ulice|tie|katu|kuja|polku|gr[äa]nd|torget|t[äa]nav)"
)
_STREET_WORD = (  # the street type as a word of its own after the name: "Welser Strasse 93"
    r"(?-i:stra(?:ss|ß)e|Stra(?:ss|ß)e|gasse|Gasse|weg|Weg|platz|Platz|allee|Allee|gate|gata|"
    r"gatan|vej|veien|vegen|utca|u\.|[úÚ]t|t[ée]r|k[öo]r[úu]t|krt\.|rkp\.|sor|k[öo]z|ulica|"
    r"straat|laan|plein)"
)
_STRONG_PREFIX = r"(?:rue|route|calle|rua|avenida|carrer|strada|chemin)"
"""Prefixes that make the words after a house number a street whatever their case."""


def has_date_element(text: str) -> bool:
    """Whether an NER date names a month or a day (a year, a duration or "last week" does not)."""
    return bool(_DATE_ELEMENT.search(text))


_DATE_ELEMENT = re.compile(
    rf"\b{_MONTH}\b|\b(?:{LOCAL_MONTHS})\b|\b\d{{1,2}}/\d{{1,2}}\b|\b{_NUMERIC_DATE}\b|\b\d{{4}}-\d{{1,2}}-\d{{1,2}}\b"
    r"|\b\d{1,2}/\d{4}\b",
    re.IGNORECASE,
)


def luhn_ok(digits: str) -> bool:
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = int(char) * (2 if position % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def npi_ok(text: str) -> bool:
    """CMS NPI check digit: Luhn over the number prefixed with 80840."""
    digits = re.sub(r"\D", "", text)
    return len(digits) == 10 and luhn_ok("80840" + digits)


def dea_ok(text: str) -> bool:
    """DEA check digit: (d1+d3+d5) + 2(d2+d4+d6), last digit equals d7."""
    digits = [int(c) for c in text[2:]]
    if len(digits) != 7:
        return False
    total = digits[0] + digits[2] + digits[4] + 2 * (digits[1] + digits[3] + digits[5])
    return total % 10 == digits[6]


_VIN_VALUES = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", map(int, "12345678123457923456789"), strict=True))
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_ok(text: str) -> bool:
    """North American VIN check digit (position 9, mod 11, X for 10)."""
    vin = text.upper()
    if len(vin) != 17:
        return False
    total = sum(
        (int(c) if c.isdigit() else _VIN_VALUES.get(c, 0)) * w
        for c, w in zip(vin, _VIN_WEIGHTS, strict=True)
    )
    return vin[8] == ("X" if total % 11 == 10 else str(total % 11))


def age_over_89(text: str) -> bool:
    digits = re.sub(r"\D", "", text)
    return not digits or 90 <= int(digits) <= 130


def phone_digits_ok(text: str) -> bool:
    return 7 <= sum(c.isdigit() for c in text) <= 15


def has_digit(text: str) -> bool:
    return any(c.isdigit() for c in text)


class CheckedRecognizer(PatternRecognizer):
    """A pattern recognizer whose matches must also pass ``check`` (a check digit, a range)."""

    def __init__(
        self,
        entity: PhiType,
        name: str,
        patterns: Sequence[tuple[str, float]],
        *,
        context: Sequence[str] = (),
        check: Callable[[str], bool] | None = None,
    ) -> None:
        super().__init__(
            supported_entity=entity.value,
            name=name,
            patterns=[Pattern(f"{name}/{i}", rx, score) for i, (rx, score) in enumerate(patterns)],
            context=list(context),
        )
        self._check = check

    def invalidate_result(self, pattern_text: str) -> bool | None:
        return None if self._check is None or self._check(pattern_text) else True


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


def after_label(labels: str, value: str) -> str:
    """``value`` right after one of ``labels`` (the label itself is not redacted). A label is a
    whole word: "GP" does not open "GPC", "resident" does not open "RESIDENTS"."""
    return rf"\b(?:{labels})(?![^\W\d_]){_SEP}\K{value}"


_MD = r"(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])\b(?![/.]\d)"
_US_STREET = (
    rf"\b\d{{1,6}}[A-Z]?(?:-\d{{1,4}})?\s+(?:(?-i:[NSEW]|NE|NW|SE|SW)\.?\s+)?"
    rf"(?:(?:{_CAP}|\d+(?:st|nd|rd|th))\s+){{1,4}}{_STREET_TYPE}\b\.?"
    rf"(?:,?\s+{_SECONDARY}[A-Z0-9-]{{1,6}}\b)?"
)
_ELISION = r"(?:[dl]['\u2019])?"  # "Avenue d'Ouchy"
_STREET_NAME = (  # up to two particles: "calle de la Paz", "avenue de la République"
    rf"{_STREET_PARTICLE}{{0,2}}{_ELISION}{_CAP}"
    rf"(?:\s+{_STREET_PARTICLE}{{0,2}}{_ELISION}{_CAP}){{0,4}}"
)
_LABELLED_ADDRESS = (
    r"\b(?:address|addr|residence|resides\s+at|lives\s+at|living\s+at|home\s+at)\s*(?:is\b)?"
    r"\s*[:=-]?\s*\K\d{1,6}[^\n?!;]{3,80}?(?=\s*(?:[?!;\n]|\.\s|\.?$))"
)
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
_DOB_LABELS = r"dob|d\.o\.b|date\s+of\s+birth|birth\s*date|birthday|born(?:\s+on)?"
_URL_END = r"[^\s<>\"']*[^\s<>\"'.,;:!?)\]]"
_TLD = (
    r"(?:com|org|net|edu|gov|io|info|biz|us|uk|ca|de|fr|au|nl|ch|se|no|dk|fi|es|it|pl|cz|at|"
    r"be|pt|gr|ie|nz|za|jp|br|mx)"
)
_NAME_AFTER_LABEL = (
    r"\b(?:my|his|her|patient'?s?|the)\s+name\s+(?:is|was)\s+\K(?!(?:and|or|but|the|a|not|in|"
    r"on|at|to|for|of|with)\b)[\w'-]+(?:\s+(?!(?:and|or|but|the|a|is|was|not|in|on|at|to|for|"
    r"of|with)\b)[\w'-]+){0,2}"
)
_NAME_KIND = r"(?:first|last|middle|maiden|given|family|sur)"
_NAME = rf"{_CAP}(?:\s+(?:[A-Z]\.?\s+)?{_CAP}){{0,2}}"
_NAME_WORD = r"(?-i:\p{Lu}[\w\u2019-]*)"
_PLACE = (
    r"(?-i:\p{Lu}[\w'\u2019-]*(?:[ \t]+(?:(?:de|del|da|do|dos|das|di|la|le|pri|u|am|an|sur)"
    r"[ \t]+)?\p{Lu}[\w'\u2019-]*){0,3})"
)
# Cues that a capitalised word is a person: the subject or object of a verb of speech, a role
# noun or a kinship noun before it, a possessive before a kinship noun, a speaker label.
_SPEECH_VERBS = (
    r"said|says|shouted|shouts|yelled|yells|screamed|whispered|replied|asked|explained|"
    r"exclaimed|answered|cried|muttered|insisted|added|wrote|told|spoke|talked"
)
_ROLE_NOUNS = (
    r"commenter|producer|director|singer|songwriter|author|writer|composer|actor|actress|"
    r"artist|coach|reporter|journalist|editor|spokes(?:man|woman|person)|colleague|neighbou?r|"
    r"roommate|boyfriend|girlfriend|fianc[ée]e?|husband|wife|son|daughter|mother|father|"
    r"brother|sister|kid|child|grandson|granddaughter|niece|nephew|cousin|uncle|aunt|"
    r"caregiver|guardian|carer|partner|spouse|nok|next\s+of\s+kin|ex-\w+"
)
_BY_VERBS = (
    r"directed|written|produced|sung|performed|composed|arranged|painted|signed|dictated|"
    r"authored|edited|reported|accompanied|escorted|witnessed|co-signed|countersigned"
)
_KIN = (
    r"daughter|son|wife|husband|mother|father|brother|sister|kids?|child|children|parents?|"
    r"partner|boyfriend|girlfriend|friend|fianc[ée]e?|widow(?:er)?|uncle|aunt|niece|nephew|"
    r"cousin|grand\w+|family|baby|caregiver|guardian"
)
_UNIT_VALUE = r"(?:[A-Z]?\d[A-Z0-9-]{0,5}|[A-Z])"  # "Apt. 4B", "Suite C", not "Apartment rental"
_LOWER_STREET = (  # "31 Rue tachkent", "23 Rue Sidi Bou said": up to the line's end
    rf"\b\d{{1,5}}[A-Z]?,?[ \t]+{_STRONG_PREFIX}[ \t]+[^\W\d_][\w'\u2019-]*"
    rf"(?:[ \t]+[^\W\d_][\w'\u2019-]*){{0,4}}?"
    r"(?=[ \t]*(?:$|,|\d|(?-i:Apt|Suite|Unit|Flat)\b))"
)
_WORD_NUMBER_STREET = (  # "Dobrovského 30", "Via dei Fiorentini 17": only with an address word
    rf"(?<![\w/.-]){_STREET_PARTICLE}?{_CAP}(?:[ \t]+{_STREET_PARTICLE}?{_CAP}){{0,3}}[ \t]+"
    r"\d{1,5}[A-Z]?\b(?![.,/:]\d|\s*(?:mg|mcg|g|kg|ml|units?|tablets?|%|/|years?|yrs?|days?|"
    r"weeks?|months?|hours?)\b)"
)
_NUMBERED_STREET = (  # "66475 Slovenčeva 64": building number, street name, house number
    # on one line: "room 383\nPOD 1 CABG" is a room and the next line's shorthand
    rf"\b\d{{1,6}}[A-Z]?[ \t]+{_CAP}(?:[ \t]+{_STREET_PARTICLE}?{_CAP}){{0,3}}[ \t]+"
    r"\d{1,5}[A-Z]?\b"
    r"(?!\s*(?:mg|mcg|g|kg|ml|units?|tablets?|%|/))"
)
_PLACE_WORDS = (
    rf"(?:{_CAP}|\d{{1,6}}[A-Z]?)(?:\s+(?:{_STREET_PARTICLE}?{_CAP}|\d{{1,6}}[A-Z]?)){{0,5}}"
)
_CORNER = rf"\b(?:the\s+)?(?:corner|intersection)\s+of\s+{_PLACE_WORDS}\s+and\s+{_PLACE_WORDS}"

# (type, name, patterns as (regex, score), context words, check on the matched text)
_Spec = tuple[PhiType, str, tuple[tuple[str, float], ...], str, Callable[[str], bool] | None]
_SPECS: tuple[_Spec, ...] = (
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
    (PhiType.AGE, "age", (
        (r"\b(?:age|aged|ages|age\s+of|turn|turns|turned|turning)\s*[:=]?\s*\K\d{2,3}\b", 0.85),
        (r"\b\d{2,3}(?=\s*-?\s*(?:years?|yrs?|yr)\s*-?\s*(?:old|of\s+age)\b)", 0.85),
        (r"\b\d{2,3}(?=\s*(?:yo|y/o|y\.o\.?|yrs?)(?!\w))", 0.85),
        (r"\bninety(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?"
         r"(?=[\s-]+years?[\s-]+old)", 0.85),
    ), "", age_over_89),
    (PhiType.DATE, "date", (
        (after_label(_DOB_LABELS, _ANY_DATE), 0.95),
        # ISO: scored above the NER hit of the same span, which drops the time ("T16:25")
        (r"\b\d{4}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?\b", 0.9),
        (rf"\b{_NUMERIC_DATE}\b", 0.6),
        (rf"\b{_MONTH}\.?\s+\d{{1,2}}{_ORDINAL}(?:,?\s+\d{{4}})?\b", 0.7),
        (rf"\b\d{{1,2}}{_ORDINAL}(?:\s+of)?\s+{_MONTH}\.?(?:,?\s+\d{{4}})?\b", 0.7),
        (rf"\b{_MONTH}\.?,?\s+\d{{4}}\b", 0.6),
        (r"\b(?:0?[1-9]|1[0-2])/(?:19|20)\d{2}\b", 0.5),
        (rf"\b(?:on|seen|since|until|till|dated|admitted|discharged|through)\s+\K{_MD}", 0.6),
        (rf"\b(?:note|visit|appt|appointment|dos|f/u|follow-?up|rtc|started|stopped|restarted|"
         rf"resumed|held|echo|cxr|ekg|ecg|mri|ct|surgery|admission|discharge|in|last)[ \t]*:?"
         rf"[ \t]*\K{_MD}(?![ \t]*(?:tabs?|tablets?|of|to|strength|dose|ratio|[-+x*]|/)\b)",
         0.6),  # "Note 11/5", "HbA1c 8.1 in 6/21"
        (rf"(?<![\d/.])\b{_MD}", 0.2),
    ), "date dob admit admitted admission discharge discharged visit appointment birth born "
       "surgery dated seen", None),
    (PhiType.ZIP, "zip", (
        (after_label(r"zip(?:\s*code)?|postal\s+code|post\s*code|zipcode",
                r"[A-Z0-9]{2,5}(?:[ -][A-Z0-9]{2,4})?\b"), 0.9),
        (rf"(?-i:\b(?:{_US_STATES})\.?,?\s+)\K\d{{5}}(?:-\d{{4}})?\b", 0.9),
        (r"\b\d{5}-\d{4}\b", 0.5),
        (rf"\b(?:{_COUNTRY})\s+\K\d{{4,6}}\b", 0.6),  # "Iceland 16788"
        (r"(?-i:\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b)", 0.5),  # Canada
        (r"(?-i:\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b)", 0.5),  # United Kingdom
        (r"(?<![\w.-])\d{5}\b(?![.,]\d)", 0.05),
    ), "zip postal postcode address live reside", has_digit),
    (PhiType.ADDRESS, "address", (
        (_US_STREET, 0.7),
        (rf"\b{_STREET_PREFIX}\.?\s+{_STREET_NAME},?\s+\d{{1,5}}[A-Z]?\b", 0.6),
        (rf"\b\d{{1,5}}[A-Z]?,?\s+{_STREET_PREFIX}\.?\s+{_STREET_NAME}", 0.6),
        (rf"(?-i:\b\p{{Lu}}[\w-]*){_STREET_SUFFIX}\s*\d{{1,5}}[a-z]?\b\.?", 0.6),
        (rf"\b{_STREET_NAME}[ \t]+{_STREET_WORD}[ \t]*\d{{1,5}}[a-z]?\b\.?", 0.6),
        (_LOWER_STREET, 0.6),
        (r"\b(?:p\.?\s?o\.?\s*box|post\s+office\s+box)\s+\d+\b", 0.9),
        (rf"\b(?-i:(?:Apt|Apartment|Suite|Ste|Flat)\.?\s*#?\s*{_UNIT_VALUE}\b)", 0.5),
        (_LABELLED_ADDRESS, 0.7),
        (_NUMBERED_STREET, 0.5),
        (_CORNER, 0.7),
        (r"\b(?:PSC|CMR|Unit)\s+\d{1,5},?\s+Box\s+\d{1,5}\b", 0.85),  # US military mail
        (r"(?-i:\b(?:APO|FPO|DPO)\s+(?:AA|AE|AP)\s+\d{5}(?:-\d{4})?\b)", 0.9),
        (rf"(?-i:\bUS(?:S|NS|NV|CGC)\s+{_CAP})", 0.6),
    ), "", None),
    (PhiType.ADDRESS, STREET_CUE, (
        (_WORD_NUMBER_STREET, 0.1),
        (rf"{_WORD_NUMBER_STREET}\.?(?=[ \t]+(?:street|st\.?|road|rd\.?|avenue)\b)", 0.6),
        (rf"(?-i:\p{{Lu}}[\w'\u2019-]*)[ \t]+and[ \t]+{_WORD_NUMBER_STREET}", 0.1),
        (rf"(?-i:\p{{Lu}}[\w'\u2019-]*)[ \t]+and[ \t]+\d{{1,5}}[ \t]+{_CAP}", 0.1),
    ), "address street st road avenue live reside located side enter stop meet send sent "
       "deliver ship mail move corner office", None),
    (PhiType.LOCATION, "location", (
        (r"(?-i:\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:County|Parish|Borough|Township))\b", 0.7),
        (rf"\b(?:city|town|village|municipality)\s+(?:of\s+)?\K{_CAP}(?:\s+{_CAP}){{0,2}}", 0.7),
        (rf"{_CAP}(?:\s+{_CAP}){{0,2}}(?=,?\s+(?-i:{_US_STATES})\.?,?\s+\d{{5}}\b)", 0.8),
    ), "", None),
    (PhiType.LOCATION, LOCATION_CUE, (
        (rf"\bwhere\s*:[ \t]*\K{_PLACE}", 0.6),
        (rf"\b(?:university|college)\s+of\s+\K{_PLACE}", 0.6),
        (rf"\b(?:grew\s+up|born|raised|lives?|lived|living|resides?|resided|residing|based|"
         rf"stationed|settled)\s+(?:in|at|near)\s+\K{_PLACE}", 0.6),
        (rf"\b(?:resident|native|citizen|mayor)\s+of\s+\K{_PLACE}", 0.6),
        (rf"\b(?:(?:originally|comes?|came|hails?)\s+from)\s+\K{_PLACE}", 0.6),
        (rf"\b(?:moved|relocated|returned|arrived|travell?ed|emigrated|immigrated|flew|drove)\s+"
         rf"(?:here\s+|back\s+|home\s+)?(?:from|to|at|in)\s+\K{_PLACE}", 0.6),
        (rf"\b(?:I'm|I\s+am|we're|we\s+are)\s+(?:in|from)\s+\K{_PLACE}", 0.6),
    ), "", None),
    (PhiType.PERSON, PERSON_CUE, (
        (rf"(?m:^)[^\w\n]{{0,4}}[ \t]*\K{_NAME}(?=[ \t]*:[ \t]*[\"\u201c])", 0.6),  # speaker
        (rf"{_NAME}(?=,?\s+(?:{_SPEECH_VERBS}|lives|lived|resides)\b)", 0.6),
        (rf"\b(?:{_SPEECH_VERBS})\s+(?:(?:at|to|with)\s+)?\K{_NAME}", 0.6),
        (rf"\b(?:told|asked|thanked|married|divorced|hugged|kissed)\s+\K{_NAME}", 0.6),
        (rf"\b(?:{_ROLE_NOUNS})(?:[ \t]*[:,]?[ \t]+|[ \t]*:\s+)\K{_NAME}", 0.6),
        (rf"\b(?:{_BY_VERBS})\s+by\s*:?\s*\K{_NAME}", 0.6),
        (rf"\b{_NAME_WORD}(?=['\u2019]s\s+(?:{_KIN})\b)", 0.6),
        (rf"\b{_CAP}\s+(?-i:[A-Z])\.?\s+{_CAP}(?:\s+{_CAP})?", 0.5),  # middle initial
    ), "", None),
    (PhiType.PERSON, "person", (
        (rf"\b(?-i:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+\K{_NAME}", 0.7),
        (_NAME_AFTER_LABEL, 0.7),
        (rf"\bname\s*:\s*\K{_NAME}", 0.8),
        (rf"\b{_NAME_KIND}\s*name\s*(?:is|was)?\??\s*\K{_NAME}", 0.7),
        (rf"\b(?:call|calls|called)\s+me\s+\K{_NAME}", 0.7),
        (rf"\b(?:hi|hello|hey|dear)\s+\K{_NAME}(?=\s*[,!:])", 0.6),
    ), "", None),
)  # fmt: skip


def build_recognizers() -> list[EntityRecognizer]:
    """Every recognizer besides the NER model's, each emitting one of our types."""
    recognizers: list[EntityRecognizer] = [
        CheckedRecognizer(kind, name, patterns, context=context.split(), check=check)
        for kind, name, patterns, context, check in _SPECS
    ]
    recognizers.append(_CardRecognizer())
    recognizers.append(IpRecognizer(supported_entity=PhiType.IP_ADDRESS.value))
    return recognizers
