"""Departments a question names by who works in them (the rules' half of the decomposition,
``rules.py``): "what the cardiologists wrote", "the anaesthetists' guidelines", "policies for
paediatricians", "the surgeons' protocols", "pharmacists", "intensivists", "the nurses".

A clinician's title is the name of the specialty with another ending ("cardiolog-ist" and
"cardiolog-y", "paediatric-ian" and "paediatric-s", "anaesthet-ist" and "anaesthe-sia",
"surge-on" and "surge-ry", "intensiv-ist" and "intensiv-e care"), so the endings are undone and
the result met against the values the searched buckets hold; nothing is read for a value no
bucket holds. The few teams not named after their specialty's word ("the midwives", "the
nephrologists", "A&E", "ICU", "the children's ward", "infection prevention", "the heart team",
"the imaging department", "the cancer team", "the acute pain team") are listed with the word
they stand for (each seen in two or more authors' splits).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clinrag.pipelines.agent.constraints import BucketFields, Constraint, value_fields

_ENDINGS = (
    ("ologist", "ology"),
    ("ician", "ics"),
    ("etist", "esia"),
    ("ivist", "ive"),
    ("eon", "ery"),
    ("ist", "y"),
    ("se", "sing"),
)
"""A title's ending -> its specialty's ("-ologists" -> "-ology")."""
_I = re.IGNORECASE
_TEAMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bmidwi(?:fe|ves|fery)\b|\bmaternity\b|\blabour ward\b", _I), "obstetric"),
    (re.compile(r"\bnephrolog\w*|\bkidney (?:team|doctors?|unit|ward)\b", _I), "renal"),
    (re.compile(r"\bchest (?:physicians?|team|doctors?)\b|\bpulmonolog\w*", _I), "respiratory"),
    (re.compile(r"\bA&E\b|\bED\b|\bcasualty\b"), "emergency"),
    (re.compile(r"\bI[CT]U\b|\bcritical[- ]care\b"), "intensive"),
    (
        re.compile(r"\bchildren'?s (?:wards?|teams?|doctors?|nurses?|units?|services?)\b", _I),
        "paediatric",
    ),
    (re.compile(r"\binfection[- ]prevention\b", _I), "infection"),
    (re.compile(r"\bheart (?:team|doctors?|unit|specialists?)\b", _I), "cardio"),
    (
        re.compile(r"\bimaging (?:department|team|guidelines?|protocols?|policy|policies)\b", _I),
        "radiolog",
    ),
    (
        re.compile(r"\b(?:cancer|chemo(?:therapy)?) (?:team|unit|day unit|ward|nurses?)\b", _I),
        "oncolog",
    ),
    (re.compile(r"\bacute pain (?:team|nurses?|service)\b", _I), "anaesthe"),
)
"""Teams and wards by another word than their specialty's -> the word they stand for."""
_TITLE = re.compile(r"(?<![\w-])(?P<title>[A-Za-z]{4,})(?:s|'s|s')(?![\w-])")
"""Staff in the plural or the possessive ("the nurses", "the surgeon's"), on their own (not
"nurse-led"): a speaker's own title ("Pharmacist here:") says who asks, not whose documents."""
_MIN_STEM = 5


def staff_values(
    question: str, fields: BucketFields, scope: Sequence[str], taken: set[str]
) -> list[Constraint]:
    """One value per string field of ``scope`` not in ``taken`` that a clinician's title or
    a team's name in ``question`` stands for, when it stands for one value of that field;
    several teams, each standing for one value, for any of them (``in``)."""
    said = _specialty_words(question)
    if not said:
        return []
    found: dict[str, list[tuple[str, str]]] = {}
    for name, summary in value_fields(fields, scope):
        if name in taken:
            continue
        for value in summary.examples:
            if not isinstance(value, str):
                continue
            first = re.split(r"[\s_-]+", value.lower())[0]
            for word, text in said:
                held = found.setdefault(name, [])
                if first.startswith(word) and (value, text) not in held:
                    held.append((value, text))
    out = []
    for name, named in found.items():
        values = list(dict.fromkeys(v for v, _ in named))
        by_words = {t: {v for v, w in named if w == t} for _, t in named}
        if len(values) == 1:
            text = f"{name} {values[0]} ({named[0][1]})"
            out.append(Constraint(name, "=", values[0], text, "inferred"))
        elif len(values) > 1 and all(len(held) == 1 for held in by_words.values()):
            # Two teams, each one value ("the maternity and children's teams"): either.
            text = f"{name} {' or '.join(values)} ({', '.join(by_words)})"
            out.append(Constraint(name, "in", sorted(values), text, "inferred"))
    return out


def _specialty_words(question: str) -> list[tuple[str, str]]:
    """(specialty word, the question's words for it) for each title or team named."""
    said = [(word, m[0]) for pattern, word in _TEAMS for m in pattern.finditer(question)]
    for match in _TITLE.finditer(question):
        title = match["title"].lower()
        for ending, specialty in _ENDINGS:
            if title.endswith(ending) and len(title) - len(ending) >= _MIN_STEM - 2:
                word = title[: -len(ending)] + specialty
                if len(word) >= _MIN_STEM:
                    said.append((word, match[0]))
                break
    return said
