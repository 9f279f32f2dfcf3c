"""What a word's shape says about it, whatever its neighbours: a medical ending or drug stem, a
number with its unit. Names have neither, so a name hit made only of such words is the NER
model misreading shorthand ("52 bpm", "x3", "mcg TID", "nocturia") as a person or a place.
Tokens that mix letters and digits have clinical shapes too (``clinical_code``): a dose or a
measurement with its unit glued on ("500mg", "1000cc", "110umol"), a dosing interval
("q72h"), a magnification ("x400"), dimensions ("10x12x8mm"), a TNM stage ("pT2N0M0"), spinal
levels ("L4L5S1"), a cluster of differentiation ("CD117") and an obstetric history ("G3P2A1");
an identifier rarely has one of them.
"""

from __future__ import annotations

import re

CLINICAL_STEM = re.compile(
    r"(?:itis|itides|ectomy|ectomies|otomy|ostomy|plasty|scopy|scopic|graphy|gram|grams|emia|"
    r"aemia|uria|osis|oses|otic|pathy|pathic|algia|megaly|penia|plasia|plastic|trophy|rrhea|"
    r"rrhoea|sclerosis|stenosis|cele|lysis|lytic|genic|ology|ologist|ologic|ological|ectasis|"
    r"iasis|cytes?|cytosis|blasts?|pnea|pnoea|cardia|thermia|tension|tensive|kalemia|natremia|"
    r"glycemia|lipidemia|carcinoma|adenoma|lipoma|glioma|sarcoma|lymphoma|melanoma|myeloma|"
    r"fibroma|meningioma|neuroma|pril|sartan|olol|alol|ilol|statin|azole|prazole|dipine|tidine|"
    r"afil|mab|tinib|nib|ovir|vir|floxacin|oxacin|cycline|mycin|micin|cillin|parin|xaban|gatran|"
    r"triptan|semide|thiazide|zepam|zolam|barbital|caine|dronate|gliptin|gliflozin|glutide|"
    r"glinide|lukast|terol|sone|olone|profen|setron|tropium|curonium|platin|rubicin|taxel|"
    r"trexate|amide|azine|oxetine|ipramine|triptyline|peridol|apine|idone|tadine|fenac|coxib|"
    r"dronic|formin|glitazone|glutide|cept|kinra|tropin|relin|plase|ase|ases)\Z"
)
"""Endings of drug names (WHO INN stems) and of medical words, for words of ``STEM_MIN``
letters or more."""
STEM_MIN = 7
_UNIT = re.compile(
    r"(?:mg|mcg|ug|g|kg|ml|l|dl|mmol|meq|iu|units?|cm|mm|mmhg|bpm|hz|ms|min|hrs?|h|days?|wks?|"
    r"mos?|yrs?|qd|bid|tid|qid|qhs|prn|po|iv|im|sc|sq|od|bd|tds|qds|nocte|mane|"
    r"(?-i:I|II|III|IV|V|VI))\Z",
    re.IGNORECASE,
)


_CODE_SHAPES = (
    r"\d+(?:\.\d+)?(?:mg|mcg|ug|ng|pg|g|kg|ml|mls|l|dl|cc|mmol|umol|nmol|pmol|meq|mosm|iu|"
    r"units?|mmhg|cmh2o|bpm|kcal|cal|cm|mm|m|hrs?|h|min|mins|days?|d|wks?|mos?|yrs?|yo|y|"
    r"am|pm|st|nd|rd|th|mph|fr|f|c|x|k)",  # a quantity and its unit
    r"q\d{1,3}(?:h|hr|hrs|hourly|min|mins|d|days?|wks?)",  # a dosing interval
    r"x\d{2,4}|\d{2,4}x",  # a magnification
    r"\d+(?:x\d+){1,2}(?:mm|cm|m)?",  # dimensions
    r"(?:yp|[pcyra])?t(?:[0-4]|is|x)[a-d]?n(?:[0-3]|x)[a-c]?(?:m(?:[01]|x)[a-c]?)?",  # TNM
    r"(?:[ctls]\d{1,2}){2,4}",  # spinal levels
    r"cd\d{1,3}[a-z]?",  # a cluster of differentiation
    r"g\d{1,2}p\d{1,4}(?:a\d{1,2})?(?:l\d{1,2})?",  # gravida and para
)
_CLINICAL_CODE = re.compile("|".join(f"(?:{shape})" for shape in _CODE_SHAPES), re.IGNORECASE)


def clinical_code(token: str) -> bool:
    """Whether a token of letters and digits has one of the clinical shapes above."""
    return _CLINICAL_CODE.fullmatch(token) is not None


def clinical_shape(word: str) -> bool:
    """A word long enough to judge that ends like a drug or a medical word."""
    return len(word) >= STEM_MIN and CLINICAL_STEM.search(word) is not None


def shorthand(value: str) -> bool:
    """Whether every word of a hit is a number, a unit, a frequency, a class in Roman numerals
    or a lower-case medical word: clinical shorthand, never a name or a place."""
    words = value.split()
    return bool(words) and all(
        any(c.isdigit() for c in w)
        or _UNIT.match(w.strip(".,;:()")) is not None
        or (w.islower() and clinical_shape(w.strip(".,;:()")))
        for w in words
    )
