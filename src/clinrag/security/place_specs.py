"""Places: ZIP codes, street addresses in many countries' forms, and cities and other places
below a state, named or cued ("grew up in", "resident of").

States and countries alone are not Safe Harbor identifiers: they only anchor a ZIP or a city.
"""

from __future__ import annotations

import re

from clinrag.security.check_digits import has_digit
from clinrag.security.clinical_terms import PLACE_NAMES
from clinrag.security.phi_types import LOCATION_CUE, STREET_CUE, PhiType
from clinrag.security.recognizer_base import _CAP, _Spec, after_label

_COUNTRY = "|".join(re.escape(name) for name in sorted(PLACE_NAMES, key=len, reverse=True))
_US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|"
    "NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI|AA|AE|AP"
)
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
_PLACE = (
    r"(?-i:\p{Lu}[\w'\u2019-]*(?:[ \t]+(?:(?:de|del|da|do|dos|das|di|la|le|pri|u|am|an|sur)"
    r"[ \t]+)?\p{Lu}[\w'\u2019-]*){0,3})"
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

PLACE_SPECS: tuple[_Spec, ...] = (
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
)  # fmt: skip
