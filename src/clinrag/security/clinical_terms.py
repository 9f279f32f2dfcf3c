"""Vetoes for name and place hits: clinical vocabulary, and what Safe Harbor allows.

spaCy reads "Parkinson's disease", "Hodgkin lymphoma" or "Lasix" as people and "Lyme" as a place;
redacting them would leave the model a clinical text without its clinical content. A PERSON or
LOCATION hit from the NER model is dropped when it lies wholly inside an occurrence of a listed
term, so the veto needs the term itself in the text: "Parkinson's disease" survives while
"Mr. Parkinson" is still a name. Matching is on whole words, ignoring case and accents. Beyond
the list, the words around a hit can make it a drug or an eponym (``clinical_context``).

States, countries and companies are not Safe Harbor identifiers (``not_identifying``); the model
also labels many rare personal names as organisations, so an organisation hit that reads as a
name is treated as one (``person_shaped``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

from clinrag.shipped_data import CLINICAL_PRODUCTS, CLINICAL_TERMS, DRUG_NAMES, EPONYMS_ALONE

_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")


def fold_word(word: str) -> str:
    """Lower case without accents, with one kind of apostrophe."""
    decomposed = unicodedata.normalize("NFKD", word.replace("\u2019", "'"))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _words(text: str) -> list[tuple[str, int, int]]:
    return [(fold_word(m.group()), m.start(), m.end()) for m in _WORD.finditer(text)]


class ClinicalVocabulary:
    """A set of multi-word terms, looked up as word n-grams (longest first)."""

    def __init__(self, terms: Iterable[str]) -> None:
        self._terms: frozenset[tuple[str, ...]] = frozenset(
            key for key in (tuple(w for w, _, _ in _words(t)) for t in terms) if key
        )
        if not self._terms:
            raise ValueError("the clinical vocabulary is empty")
        sizes: dict[str, set[int]] = {}
        for term in self._terms:
            sizes.setdefault(term[0], set()).add(len(term))
        # The lengths of the terms that start with each word, longest first: ``occurrences``
        # tries only those (trying every length at every word was a quarter of a note's time).
        self._sizes = {word: sorted(lengths, reverse=True) for word, lengths in sizes.items()}

    @classmethod
    def load(
        cls, paths: Sequence[Path] = (CLINICAL_TERMS, DRUG_NAMES, CLINICAL_PRODUCTS)
    ) -> ClinicalVocabulary:
        """The project's term list, the drug names taken from a packaged drug dictionary and
        the products, scores, shorthand and job titles of ``clinical_products.txt``."""
        lines = [line for path in paths for line in path.read_text(encoding="utf-8").splitlines()]
        return cls(line.strip() for line in lines if line.strip() and not line.startswith("#"))

    def __len__(self) -> int:
        return len(self._terms)

    def __contains__(self, term: object) -> bool:
        return isinstance(term, str) and tuple(w for w, _, _ in _words(term)) in self._terms

    def words(self) -> frozenset[str]:
        """Every word of every term, folded: what the note pass counts as clinical vocabulary."""
        return frozenset(word for term in self._terms for word in term)

    def occurrences(self, text: str) -> list[tuple[int, int]]:
        """Character spans of the terms in ``text``, longest match first at each word."""
        words = _words(text)
        spans: list[tuple[int, int]] = []
        index = 0
        while index < len(words):
            for size in self._sizes.get(words[index][0], ()):
                if size > len(words) - index:
                    continue
                key = tuple(w for w, _, _ in words[index : index + size])
                if key in self._terms:
                    spans.append((words[index][1], words[index + size - 1][2]))
                    index += size
                    break
            else:
                index += 1
        return spans


def inside_any(start: int, end: int, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether ``[start, end)`` lies wholly inside one of ``spans``."""
    return any(s <= start and end <= e for s, e in spans)


# Beyond the list: what surrounds a word says it is a drug or an eponym. A name is not followed
# by a dose ("Rybelsus 7 mg"), is not the object of a prescribing verb ("switched from
# Tradjenta", "has used Glucophage"), is not what a measurement was taken "on" ("eGFR 54 on
# Rybelsus"), is not "first line" or "indicated", and a name directly before a clinical head
# noun is an eponym ("Kienböck disease") or a drug ("a Coreg taper"). These rules apply to NER
# hits without a title: "Mr. Smith's disease" keeps Smith.
_DOSE = re.compile(
    r"\d+(?:[.,]\d+)?\s*(?:mg|mcg|\u00b5g|ug|g|kg|mg/kg|units?|iu|ml|meq|mmol|tabs?|tablets?|"
    r"caps?|capsules?|puffs?|drops?|sprays?|patch(?:es)?|%)(?![^\W\d_])",
    re.IGNORECASE,
)
_HEAD_NOUNS = frozenset(
    """disease diseases syndrome syndromes sign signs palsy lymphoma sarcoma tumor tumour
    disorder anomaly phenomenon reflex test score scale criteria classification maneuver
    manoeuvre procedure operation repair fracture cyst ulcer node nodes nodule nodules
    granulomatosis encephalopathy encephalitis dystrophy myopathy neuropathy neuralgia
    contracture diverticulum esophagus oesophagus thyroiditis arteritis anemia anaemia virus
    fever infection cardiomyopathy macroglobulinemia stain cells bodies catheter line tube
    x-ray xray scan mri ct ultrasound dementia aneurysm hernia lesion tear triad pouch angina
    ataxia chorea paralysis deformity osteochondrosis apophysitis necrosis taper regimen
    therapy prescription refill tablets tablet dosing deficiency insufficiency failure
    tests signs maneuvers manoeuvres respiration respirations breathing hump monitor assay
    smear sensor point murmur spots lesions staging stage class index chart thickness
    grade triangle space ligament canal duct gland artery vein nerve fascia membrane valve
    bundle layer zone body corpuscle incision position method technique approach splint
    brace formula equation rule questionnaire inventory drain frame implant implants stent
    suture sutures dressing dressings inhaler spacer nebuliser nebulizer pump shunt pacemaker
    mattress hoist prosthesis graft ventilator defibrillator centile
    """.split()  # noqa: SIM905 - a word list reads better as prose
)
_RESULT = re.compile(
    r"(?:['\u2019]s)?[ \t]+(?:positive|negative|equivocal|reactive|non-?reactive|downgoing|"
    r"upgoing)\b(?![ \t]+(?:for|with)\b)",
    re.IGNORECASE,
)
"""A result after a word makes it a test ("Romberg negative"); "Lee negative for COVID" is a
person's result."""
_DRUG_VERBS = (
    r"(?:(?:re)?start(?:ed|ing|s)?|increas(?:e|ed|ing)|decreas(?:e|ed|ing)|reduc(?:e|ed)|"
    r"continu(?:e|ed|ing)|discontinu(?:e|ed)|stop(?:ped)?|hold|held|resum(?:e|ed)|avoid|"
    r"titrat(?:e|ed)|taper(?:ed)?|prescrib(?:e|ed)|taking|us(?:e|es|ed|ing)|"
    r"administer(?:ed)?|initiat(?:e|ed)|switch(?:ed)?\s+(?:from|to)|"
    r"(?:course|dose|doses|trial|taper)\s+of|benefit(?:s|ed)?\s+from|respond(?:s|ed)?\s+to|"
    r"allergic\s+to|intoleran(?:t|ce)\s+(?:of|to)|refractory\s+to|resistant\s+to|"
    r"(?:controlled|maintained|stable|remains|remained|kept|well)\s+on)"
)
_DRUG_BEFORE = re.compile(
    # or a measurement "on" it: "eGFR 54 on Rybelsus", "BP 128/76 on lisinopril"
    rf"\b{_DRUG_VERBS}\s+$|\d[\d.,/%]*(?:\s*[^\W\d_][\w/]*)?\s+on\s+$",
    re.IGNORECASE,
)
_DRUG_AFTER = re.compile(
    r"\s+(?:is|are|was|were)\s+(?:(?:first|second|third)[- ]line|indicated|contraindicated|"
    r"dosed|titrated|prescribed|approved)\b",
    re.IGNORECASE,
)
_DRUG_FIRST = re.compile(rf"{_DRUG_VERBS}\s+", re.IGNORECASE)
_HYPHENATED = re.compile(r"[^\W_][\w-]*")
_NEXT_WORD = re.compile(
    r"(?:['\u2019]s?)?(?:(?:[ \t]*,[ \t]*|[ \t]+(?:and|or|&)[ \t]+)[A-Z][\w'\u2019-]*){0,2}"
    r"(?![\s-]*?(?:\t|[ ]{2}))[\s-]*([^\W_][\w-]*)"
)
"""The word after a hit, past other eponyms listed with it: "Tinel's and Phalen's tests"; not
across a column gap ("Student: Lindqvist   Grade 4" is a name, then another field)."""
_TITLE = re.compile(r"\b(?:mr|mrs|ms|miss|mx|dr|prof|patient|pt)\.?\s+$", re.IGNORECASE)


def clinical_context(text: str, start: int, end: int, *, cued: bool = False) -> bool:
    """Whether the words around an NER name or place hit make it a drug or an eponym. A hit
    of a person cue (``cued``: "Attending: Romberg") is not read as an eponym written alone."""
    before = text[max(0, start - 40) : start]
    if _TITLE.search(before):
        return False
    value = text[start:end]
    if not cued and eponym_alone(value):
        return True
    dose = _DOSE.search(text, start, end + 24)
    if dose is not None and dose.start() <= end + 1:
        return True
    if _DRUG_BEFORE.search(before) or _DRUG_FIRST.match(value) or _DRUG_AFTER.match(text, end):
        return True
    if _RESULT.match(text, end):
        return True
    words = _HYPHENATED.findall(value)
    following = _NEXT_WORD.match(text, end)
    head = following.group(1) if following else ""
    return any(fold_word(w) in _HEAD_NOUNS for w in (words[-1] if words else "", head))


@cache
def _eponyms_alone() -> frozenset[str]:
    lines = EPONYMS_ALONE.read_text(encoding="utf-8").splitlines()
    return frozenset(fold_word(line.strip()) for line in lines if line.strip()[:1] not in "#")


def eponym_alone(value: str) -> bool:
    """Whether the name-like words of a hit are all eponyms, tests or instruments that notes
    write alone ("Romberg", "Westergren ESR", "Dix-Hallpike"): the list ``EPONYMS_ALONE``."""
    words = [w for w in _NAME_TOKEN.findall(value) if w[0].isupper() and not w.isupper()]
    return bool(words) and all(
        fold_word(w.rstrip(".")).removesuffix("'s") in _eponyms_alone()
        or fold_word(w.rstrip(".")) in _eponyms_alone()
        for w in words
    )


_ORG_WORDS = frozenset(
    """inc corp corporation ltd llc plc gmbh ag sa sas spa nv bv co company group holdings
    partners fund trust bank clinic hospital hospitals health healthcare medical center centre
    university college school institute pharmacy pharmaceuticals pharma labs laboratories
    laboratory foundation association society department services systems insurance care
    network agency council board committee office ministry court church club team news press
    times journal media technologies technology solutions international global industries
    capital financial securities acquisition resources products energy airlines motors medicare
    medicaid tricare""".split()  # noqa: SIM905 - a word list reads better as prose
)
_NAME_TOKEN = re.compile(r"[^\W\d_](?:[^\W\d_]|['\u2019-])*\.?")


def person_shaped(value: str) -> bool:
    """Whether an organisation hit reads as a personal name: one to three capitalised words,
    none of them a word organisations are named with, no digits, no acronyms."""
    words = value.split()
    return 1 <= len(words) <= 3 and all(
        _NAME_TOKEN.fullmatch(w)
        and w[0].isupper()
        and (len(w) <= 2 or not w.isupper())
        and w.casefold().rstrip(".") not in _ORG_WORDS
        for w in words
    )


# Words that are never a name or a place on their own, whatever their case: the words a cue
# recognizer or the name-growing rules of the redactor may meet next to a name ("Producer Liam A
# Ball explained", "Patient said", "Mobile: 050 ..."), document and chat labels, section headings
# of a clinical note, titles, roles, kinship nouns, calendar words.
_NOT_NAME_WORDS = frozenset(
    """a an the this that these those and or but nor if then so yet in on at to for of by with
    from into onto over under about after before since until while when where who whom whose
    which what why how here there it its he she they we you i me my his her their our your him
    them us is was are were be been am do did does has had have will would can could may might
    must shall should not no yes please thanks thank hi hello hey dear dearest regards sincerely
    mr mrs ms miss mx dr doctor prof professor sir madam mister nurse rn np pa md do phd
    patient pt client customer user bot agent operator caller member subscriber guarantor
    provider pcp attending resident fellow intern physician surgeon therapist pharmacist
    consultant staff team family friend mother father mom dad mum son daughter wife husband
    brother sister sibling parent parents child children kid kids baby grandmother grandfather
    grandson granddaughter aunt uncle cousin niece nephew partner spouse guardian caregiver
    producer director singer songwriter author writer composer actor actress artist reporter
    editor commenter manager ceo president chairman founder driver officer
    name names address phone mobile cell desk fax tel telephone email e-mail mail website web
    url home work office dob mrn ssn id date time age sex gender room bed unit ward floor
    subject re cc bcc note notes comment comments summary title question answer reason
    complaint chief history hpi ros pmh psh fh sh assessment plan impression diagnosis
    diagnoses problem problems medications medication meds allergies allergy labs lab vitals
    exam examination findings results result imaging procedure procedures indication
    indications disposition discharge admission follow-up followup signed signature dictated
    reviewed transcribed electronically when where who what status update warning important
    directed written
    produced today yesterday tomorrow tonight morning evening night monday tuesday wednesday
    thursday friday saturday sunday january february march april may june july august
    september october november december jan feb mar apr jun jul aug sep sept oct nov dec
    general neuro cardiac lungs heart abdomen extremities skin psych heent
    ortho gi ent ems pharmacy nursing surgery medicine psychiatry anesthesia anaesthesia rehab
    physio dietitian dietician nutrition social chaplain security hospitalist hospitalists
    none file self unknown pending same chart record consult consults
    vitamin factor type stage grade class group phase level step cycle lead score scale week
    day month year hepatitis influenza covid schedule table figure section part version zone
    block wing ward device discharged admitted seen report medical doc acct vitals data
    indication recommendations dispo impression technique comparison consultant""".split()  # noqa: SIM905
)


def not_a_name(word: str) -> bool:
    """Whether a single word is a function word, label, title, role or calendar word: the words
    the cue recognizers and the name-growing rules must not take for a name."""
    folded = fold_word(word.strip(".:,;'\u2019")).removesuffix("'s")
    return folded in _NOT_NAME_WORDS or folded in _HEAD_NOUNS


# States, countries and regions: allowed by Safe Harbor, so a LOCATION hit on one is vetoed.
PLACE_NAMES: tuple[str, ...] = tuple(
    " ".join(name.split())
    for name in """
    Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|
    Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|
    Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|
    New Mexico|New York State|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|
    Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington
    State|West Virginia|Wisconsin|Wyoming|District of Columbia|Puerto Rico|Guam|US|U.S.|USA|
    U.S.A.|United States|the United States|United States of America|America|UK|U.K.|Britain|
    Great Britain|United Kingdom|the United Kingdom|England|Scotland|Wales|Northern Ireland|
    Europe|Asia|Africa|North America|South America|Latin America|Central America|Oceania|
    Antarctica|Middle East|the Middle East|Caribbean|Scandinavia|Balkans|Afghanistan|Albania|
    Algeria|Andorra|Angola|Argentina|Armenia|Australia|Austria|Azerbaijan|Bahamas|Bahrain|
    Bangladesh|Barbados|Belarus|Belgium|Belize|Benin|Bhutan|Bolivia|Bosnia and Herzegovina|
    Botswana|Brazil|Brunei|Bulgaria|Burkina Faso|Burundi|Cambodia|Cameroon|Canada|Cape Verde|
    Chad|Chile|China|Colombia|Comoros|Congo|Costa Rica|Croatia|Cuba|Cyprus|Czech Republic|
    Czechia|Denmark|Djibouti|Dominica|Dominican Republic|Ecuador|Egypt|El Salvador|Eritrea|
    Estonia|Eswatini|Ethiopia|Fiji|Finland|France|Gabon|Gambia|Germany|Ghana|Greece|Greenland|
    Grenada|Guatemala|Guinea|Guyana|Haiti|Honduras|Hong Kong|Hungary|Iceland|India|Indonesia|
    Iran|Iraq|Ireland|Israel|Italy|Ivory Coast|Jamaica|Japan|Jordan|Kazakhstan|Kenya|Kosovo|
    Kuwait|Kyrgyzstan|Laos|Latvia|Lebanon|Lesotho|Liberia|Libya|Liechtenstein|Lithuania|
    Luxembourg|Madagascar|Malawi|Malaysia|Maldives|Mali|Malta|Mauritania|Mauritius|Mexico|
    Moldova|Monaco|Mongolia|Montenegro|Morocco|Mozambique|Myanmar|Namibia|Nepal|Netherlands|
    the Netherlands|New Zealand|Nicaragua|Niger|Nigeria|North Korea|North Macedonia|Norway|Oman|
    Pakistan|Palestine|Panama|Papua New Guinea|Paraguay|Peru|Philippines|the Philippines|Poland|
    Portugal|Qatar|Romania|Russia|Rwanda|Samoa|San Marino|Saudi Arabia|Senegal|Serbia|
    Seychelles|Sierra Leone|Singapore|Slovakia|Slovenia|Somalia|South Africa|South Korea|Korea|
    South Sudan|Spain|Sri Lanka|Sudan|Suriname|Sweden|Switzerland|Syria|Taiwan|Tajikistan|
    Tanzania|Thailand|Togo|Tonga|Trinidad and Tobago|Tunisia|Turkey|Turkmenistan|Uganda|
    Ukraine|United Arab Emirates|UAE|Uruguay|Uzbekistan|Vanuatu|Venezuela|Vietnam|Yemen|Zambia|
    Zimbabwe""".replace("\n", " ").split("|")
)
NON_IDENTIFYING_PLACES: frozenset[str] = frozenset(name.casefold() for name in PLACE_NAMES)


_COMPANY = re.compile(
    r"\b(?:inc|corp|corporation|ltd|llc|plc|gmbh|ag|sa|sas|spa|nv|bv|co|company|group|"
    r"holdings|partners|fund|trust|bank|k\.k)\b\.?",
    re.IGNORECASE,
)


def not_identifying(text: str, start: int, end: int) -> bool:
    """Whether an NER name or place hit is something Safe Harbor allows: a state or country,
    a company ("Graham Corporation"), or a short upper-case abbreviation ("MD", "VIN")."""
    value = text[start:end]
    if value.casefold().removeprefix("the ") in NON_IDENTIFYING_PLACES:
        return True
    if value.isupper() and len(value) <= 3:
        return True
    return bool(_COMPANY.search(value) or _COMPANY.match(text[end : end + 16].lstrip(" ,")))
