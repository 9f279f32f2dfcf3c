"""People: names after a title or a label, and names cued by the words around them (a verb of
speech, a role or kinship noun, "'s daughter"); also the titles of the other accepted languages.

The redactor vetoes the cued hits (``PERSON_CUE``) as it does the NER model's.
"""

from __future__ import annotations

from clinrag.security.phi_types import PERSON_CUE, PhiType
from clinrag.security.recognizer_base import _CAP, _Spec

LOCAL_TITLE = (  # the titles before a name in the other accepted languages
    r"(?:Herrn?|Frau|Hr\.|Fr\.|Mme|Mlle|M\.|Pr\.?|Dott\.ssa|Dott\.?|Prof\.ssa|Prof\.ª|Sig\.ra|"
    r"Sig\.na|Sigg?\.|Sra\.?|Srta\.?|Sr\.ª|Sr\.?|Dra\.?|Dr\.ª|Dña\.?)"
)
_NAME_AFTER_LABEL = (
    r"\b(?:my|his|her|patient'?s?|the)\s+name\s+(?:is|was)\s+\K(?!(?:and|or|but|the|a|not|in|"
    r"on|at|to|for|of|with)\b)[\w'-]+(?:\s+(?!(?:and|or|but|the|a|is|was|not|in|on|at|to|for|"
    r"of|with)\b)[\w'-]+){0,2}"
)
_NAME_KIND = r"(?:first|last|middle|maiden|given|family|sur)"
_NAME = rf"{_CAP}(?:\s+(?:[A-Z]\.?\s+)?{_CAP}){{0,2}}"
_NAME_WORD = r"(?-i:\p{Lu}[\w\u2019-]*)"
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

PERSON_SPECS: tuple[_Spec, ...] = (
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
