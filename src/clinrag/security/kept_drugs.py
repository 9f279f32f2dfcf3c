"""Medicines the drug dictionary names, kept as clinical values unless a person cue is beside them.

Brands and many generics are rare capitalised words, so the NER model and the note pass read
them as people or places ("Mircera 100 micrograms", "Had Vivotif but not Ixiaro", "Rabipur days
0, 7 and 21"). The security vocabulary lists only the dictionary's rare variants; the drug
dictionary of ``retrieval.drug_names`` (generics, brands and spellings from DrugBank,
MedlinePlus and the NHS) names far more. A run of up to four words on one line that it lists is
a medicine and joins the kept values (``kept_groups``), so a name or place hit over it keeps
only its parts outside it.

It fails closed: some medicines are also people's names ("Allegra", "Amber", "Rosemary"). A
medicine is not kept with a person cue beside it: a title or office before it ("Dr Allegra",
"Sister Amber"), a role, patient or signing label ("Attending: Colace", "Signed by Allegra"), a
patient or relation word before it ("pt amber 27f", "her daughter amber"), a credential or
relation after it ("Allegra, RN", "Amber (daughter)"). A medicine that is also a name is not
kept beside an initial ("Lamb I") or another capitalised known name ("Allegra Smith"), nor
alone on its line (a signature). A title-case medicine followed by a capitalised word with no
number after it may start a place's name ("Cobalt Ridge University Hospital"): not kept.
"""

from __future__ import annotations

import re

from clinrag.retrieval.drug_names import MAX_DRUG_WORDS, DrugNames, drug_names
from clinrag.security.clinical_terms import fold_word
from clinrag.security.known_names import all_names
from clinrag.security.note_recognizers import ROLE_LABELS

_WORD = re.compile(r"[^\W_](?:[^\W_]|[-'\u2019](?=[^\W_]))*")
_GAP = re.compile(r"[ \t]+")
_CUE_BEFORE = re.compile(
    r"(?:(?<![\w-])(?i:dr|doctor|mr|mrs|ms|miss|mx|prof|professor|sister|nurse|matron|midwife|"
    r"officer|sgt|rev|father|dear|attn)\.?[ \t]*"
    rf"|(?<![\w-])(?i:{ROLE_LABELS}|patient(?:[ \t]+name)?|pt|name|client|resident|cc|from|to|"
    r"carer|contact|next[ \t]+of[ \t]+kin|nok)[ \t]*:[ \t]*"
    r"|(?<![\w-])(?i:(?:seen|reviewed|signed|written|dictated|typed|verified|authored|prepared|"
    r"countersigned|read|discussed|spoke|talked|called)[ \t]+(?:by|with|to))[ \t]*:?[ \t]*"
    r"|(?<![\w-])(?i:pt|patient|daughter|son|wife|husband|mother|mum|father|dad|brother|partner|"
    r"friend|neighbour|neighbor|niece|nephew|aunt|uncle)[ \t]+)\Z"
)
"""A title, office, label, signing phrase, patient or relation word right before a word: it
makes the word a name ("Dr Allegra", "Signed by Amber", "pt amber 27f", "her daughter amber")."""
_CUE_AFTER = re.compile(
    r"\A(?:,?[ \t]*(?-i:MD|DO|RN|RM|NP|PA|PA-C|MBBS|MBChB|MRCP|MRCGP|FRCS|FRCP|FRCA|PharmD|DNP|"
    r"CRNA|APRN|FNP|LPN|PhD|BSc|MSc)\b"
    r"|[ \t]*[(,-][ \t]*(?i:daughter|son|wife|husband|mother|mum|father|dad|sister|brother|"
    r"partner|carer|friend|neighbour|neighbor|niece|nephew|aunt|uncle|grand\w+|nurse|doctor|"
    r"social[ \t]+worker|keyworker|key[ \t]+worker)\b)"
)
"""A credential or a relation right after a word: it makes the word a name."""
_TITLE_CASE = re.compile(r"[A-Z][a-z'\u2019-]+")
_INITIAL_BEFORE = re.compile(r"(?<![\w.])[A-Z]\.?[ \t]+\Z")
_INITIAL_AFTER = re.compile(r"(?:,[ \t]*|[ \t]+)[A-Z]\.?(?![\w.])")
"""An initial beside a medicine that is also a name: "Lamb I", "J. Amber", "Lamb, I."."""
_CAPITALISED_AFTER = re.compile(r"[ \t]+([A-Z][\w'\u2019-]*)(?![\w'\u2019-])(?![ \t]+\d)")
"""A capitalised word after a title-case medicine, no number after it: a place or company
may start with a medicine ("Cobalt Ridge University Hospital"); "Typhim Vi 0.5 ml" is a dose."""


def drug_spans(text: str, drugs: DrugNames | None = None) -> list[tuple[int, int]]:
    """The spans of the medicines the dictionary names in ``text`` (longest first at each
    word, words on one line apart only by spaces), without those a person cue is beside."""
    drugs = drugs or drug_names()
    words = list(_WORD.finditer(text))
    lowered = [fold_word(w.group()) for w in words]
    found: list[tuple[int, int]] = []
    index = 0
    while index < len(words):
        run = 1
        while (
            run < MAX_DRUG_WORDS
            and index + run < len(words)
            and _GAP.fullmatch(text, words[index + run - 1].end(), words[index + run].start())
        ):
            run += 1
        size, _, generic = drugs.heading_at(lowered[index : index + run], 0)
        if generic is None:
            index += 1
            continue
        start, end = words[index].start(), words[index + size - 1].end()
        before = words[index - 1] if index > 0 else None
        after = words[index + size] if index + size < len(words) else None
        if not _person_beside(text, (start, end), (before, after), drugs):
            found.append((start, end))
        index += size
    return found


def labelled_person(text: str, start: int, end: int) -> bool:
    """Whether a title, office, label, signing phrase, patient or relation word stands right
    before ``text[start:end]`` on its line, or a credential or relation right after it."""
    line_start, line_end = _line_around(text, start, end)
    return bool(
        _CUE_BEFORE.search(text[max(line_start, start - 40) : start])
        or _CUE_AFTER.match(text[end:line_end])
    )


def _line_around(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the line holding ``text[start:end]`` starts and ends."""
    line_end = text.find("\n", end)
    return text.rfind("\n", 0, start) + 1, len(text) if line_end < 0 else line_end


def _person_beside(
    text: str,
    span: tuple[int, int],
    neighbours: tuple[re.Match[str] | None, re.Match[str] | None],
    drugs: DrugNames,
) -> bool:
    """Whether a person cue stands right before or after the medicine ``span`` on its line;
    ``neighbours`` are the words before and after it in ``text``."""
    start, end = span
    line_start, line_end = _line_around(text, start, end)
    if labelled_person(text, start, end):
        return True
    name = text[start:end]
    after = _CAPITALISED_AFTER.match(text, end, line_end)
    if (
        after is not None
        and _TITLE_CASE.match(name)
        and not drugs.heading_at([fold_word(after.group(1))], 0)[0]
    ):
        return True
    names = all_names()
    if not any(fold_word(w) in names for w in _WORD.findall(text[start:end])):
        return False
    rest = text[line_start:start] + text[end:line_end]
    if not rest.strip(" \t.,;:-|"):
        return True  # a medicine that is also a name, alone on its line: a signature
    if _INITIAL_BEFORE.search(text, line_start, start) or _INITIAL_AFTER.match(text, end, line_end):
        return True
    before, after = neighbours
    beside = []
    if before is not None and _GAP.fullmatch(text, before.end(), start):
        beside.append(before)
    if after is not None and _GAP.fullmatch(text, end, after.start()):
        beside.append(after)
    return any(
        _TITLE_CASE.fullmatch(w.group())
        and fold_word(w.group()) in names
        and not drugs.heading_at([fold_word(w.group())], 0)[0]
        for w in beside
    )
