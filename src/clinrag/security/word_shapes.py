"""What a word's shape says about it, whatever its neighbours: a medical ending or drug stem, a
number with its unit. Names have neither, so a name hit made only of such words is the NER
model misreading shorthand ("52 bpm", "x3", "mcg TID", "nocturia") as a person or a place.
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
