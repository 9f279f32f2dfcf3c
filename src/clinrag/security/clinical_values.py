"""Measurements in a note: a vital sign, lab or score label with its value ("HR 52", "Na 131",
"BP 126/101", "GCS 14", "NYHA III", "Plt 91 K/uL").

Notes write measurements as a short label and a number, several to a line. Read alone, each
shape looks like something else: "101  HR 52" like a numbered street, "Braden 13" or "Replace K"
like a name, "Hb" like an organisation. A measurement is what the note is for, so its span is
treated like a clinical term: a name, place or street hit that overlaps it is dropped, and the
note pass leaves it alone. The label must be followed by its value, except for the lab and vital
abbreviations that are never names ("Hb", "BNP"); eponymous scores ("Braden", "Morse") are
measurements only with a number, so "Dr Braden" is still a name.
"""

from __future__ import annotations

import re

_ABBREVIATIONS = (
    r"BP|SBP|DBP|MAP|HR|PR|RR|RRR|SpO2|SaO2|SO2|O2\s*sats?|sats?|T|Temp|Tmax|BGL|BSL|CBG|BM|"
    r"Wt|Ht|BMI|UO|Na|K|Cl|HCO3|CO2|Ca|Mg|PO4|Phos|Cr|Creat|Ur|Urea|BUN|eGFR|GFR|Glu|Gluc|"
    r"Hb|Hgb|HbA1c|Hct|WCC|WBC|Plt|Plts|PLT|MCV|MCH|INR|APTT|PTT|PT|CRP|ESR|PCT|BNP|"
    r"NT-?proBNP|Trop|TnI|TnT|hsTnI|hsTnT|Lac|Lactate|ALT|AST|ALP|GGT|Bili|Alb|LDH|CK|TSH|fT4|"
    r"pH|pCO2|pO2|PaO2|PaCO2|BE|FiO2|PEEP|EF|LVEF|QTc|PSA|CEA|Ferritin|Fe|B12|AFP|CA-?125|"
    r"CI|CVP|SVR|PCWP|FEV1|FVC|PEFR|PEF"
)
"""Vital sign and laboratory abbreviations, written with their value."""
_SCORES = (
    r"GCS|NEWS2?|MEWS|PEWS|qSOFA|SOFA|APACHE(?:\s*II)?|NYHA|CCS|ASA|ECOG|KPS|Karnofsky|"
    r"Braden|Waterlow|Morse|4AT|AMTS|MMSE|MoCA|CAM|RASS|CPOT|Apgar|APGAR|"
    r"CURB-?65|CHA2DS2-?VASc|HAS-?BLED|TIMI|GRACE|NIHSS|mRS|Child-?Pugh|MELD|"
    r"IPSS-?R|IPSS|Gleason|Nottingham|Ki-?67|ISS|AIS|ATS|Mallampati|Killip|Frailty|CFS|Barthel|"
    r"DMFT|DMFS|BPE|ISQ|TUG|EPDS|PHQ-?9|GAD-?7|AUDIT(?:-C)?|BOADICEA|QRISK[23]?|"
    r"VAS|NRS|ROSIER|ASPECTS|Fazekas|Silverman-Andersen|ACE-?III|ACE-?R|GDS(?:-15)?|"
    r"PANSS|BPRS|COWS|CIWA(?:-Ar)?|AKPS|PPS|MUST|MASCC|PERC|Rockall|Centor|FeverPAIN|"
    r"MRC|ODI|DAS28|BASDAI|PASI|DLQI|SCORAD|MSQ|EDSS|UPDRS|HADS"
)
"""Clinical scores and scales: many are eponyms, so they are measurements only with a value."""
_NEVER_NAMES = (
    r"Hb|Hgb|HbA1c|Hct|WCC|WBC|Plt|Plts|INR|APTT|CRP|ESR|BNP|NT-?proBNP|Trop|eGFR|BGL|BSL|"
    r"SpO2|SaO2|FiO2|GCS|NYHA|ECOG|NIHSS|qSOFA|CURB-?65|CHA2DS2-?VASc|HbA1c|LVEF|QTc|PSA"
)
"""Labels that are never a name or a place, alone or with a value."""
_VALUE = (
    r"(?:[<>]=?|[~≈])?[ \t]*[-+\u2212]?(?:\d+(?:[.,]\d+)?(?:[ \t]*/[ \t]*\d+(?:\.\d+)?)?"
    r"(?:[ \t]*(?:%|°[CF]?|mmHg|bpm|kg|cm|mmol/L|g/dL|g/L|K/uL|x10\^?9/L|fL|ng/L|mg/dL|mL))?"
    r"|(?-i:IV|III|II|I)\b(?:[-/](?-i:IV|III|II|I)\b)?|low|high|intermediate|very[ \t]+low"
    r"|very[ \t]+high|negative|positive|normal)"
)
_MEASUREMENT = re.compile(
    rf"(?<![\w-])(?-i:{_ABBREVIATIONS}|{_SCORES})(?![\w-])"
    rf"(?:[ \t]*(?:score|grade|class|scale))?[ \t]*[:=]?[ \t]*(?:of[ \t]+)?{_VALUE}"
    r"(?![\w/]|[.,:]\d)",  # not a date after a stamp's "T" ("T 01/10/22")
)
_LABEL = re.compile(rf"(?-i:{_ABBREVIATIONS}|{_SCORES})")
_LABEL_ALONE = re.compile(rf"(?<![\w-])(?-i:{_NEVER_NAMES})(?![\w-])")


_GESTATION = re.compile(r"(?<![\w/.+])\d{1,2}\+[0-6][ \t]*/[ \t]*40(?![\w/]|[.,]\d)")
"""Gestational age in weeks and days over forty ("27+4/40"): never a date."""
_SNELLEN = re.compile(
    r"(?<![\w/.,])(?:6|20)/(?:4|5|6|7\.5|9|12|15|18|20|24|25|30|36|40|50|60|70|80|100|200|400)"
    r"(?![\w/]|[.,]\d)"
)
_ACUITY_CUE = re.compile(r"\b(?:(?-i:B?C?VA)|acuity|vision|snellen|pinhole|(?-i:PH))\b", re.I)
"""Visual acuity in Snellen fractions ("VA R 6/9 L 6/60"): a fraction that follows an acuity
word on its line, within ``_ACUITY_REACH`` characters, is a measurement, not a date."""
_ACUITY_REACH = 60
_GUIDANCE = re.compile(
    r"(?-i:\bNICE)[ \t]+(?-i:NG|CG|TA|QS|PH|DG|IPG|MTG|HTG|NM|CSG|SC)[ \t]?\d{1,4}(?![\w/])"
)
"""A NICE guidance reference ("NICE NG233", "NICE CG98", "NICE TA188"): its code is no ID."""


def measurements(text: str) -> list[tuple[int, int]]:
    """The spans of the measurements in ``text`` and of the labels that are never names."""
    found = [(m.start(), m.end()) for m in _MEASUREMENT.finditer(text)]
    found += [(m.start(), m.end()) for m in _LABEL_ALONE.finditer(text)]
    found += [(m.start(), m.end()) for m in _GESTATION.finditer(text)]
    found += [(m.start(), m.end()) for m in _GUIDANCE.finditer(text)]
    for m in _SNELLEN.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        if _ACUITY_CUE.search(text, max(line_start, m.start() - _ACUITY_REACH), m.start()):
            found.append((m.start(), m.end()))
    return sorted(set(found))


def measurement_label(word: str) -> bool:
    """Whether ``word`` is a vital, lab or score label ("BP", "HR", "GCS"): "BP was 140/90"
    has the shape of initials acting."""
    return _LABEL.fullmatch(word) is not None


def overlaps_measurement(start: int, end: int, values: list[tuple[int, int]]) -> bool:
    """Whether ``[start, end)`` shares a character with one of ``values``."""
    return any(s < end and start < e for s, e in values)
