"""A trial report's sample size (``sample_size``) read from its own words at ingest.

The labelling guide's total: participants enrolled or randomised, not completers and not
people screened; the sum of the arms when only the arms are given. Readings in the order
they are tried, each only when every earlier one found nothing:

1. a stated total, the earliest in the text: "a total of N <people>", "N <people> ... were
   randomised / enrolled / included / ..." (also "<people> (N) were ..."), "randomised N
   <people>", "a trial of N <people>", "(n = N) were randomised", a section heading
   ("PARTICIPANTS: Twenty-eight patients", "PATIENTS: 116 adults"); or the same total written
   as its parts, summed: "randomized 836 cases in placebo and 835 in amoxycillin", "a group of
   14 individuals with AS and a group of 14 control participants", "Twenty-six patients
   received rofecoxib and 29 patients received placebo";
2. "N and M were enrolled / randomised", summed;
3. the sum of the arm sizes ("n = 1,045 ... n = 1,046", "n = 4, 4, and 8") in the first
   sentence that gives two or more and says randomised / assigned / allocated;
4. weaker wordings, the earliest: the people a study sentence names ("a randomized trial ...
   in 80 patients", "this study investigated ... on 12 autistic children", "a trial in
   children (n = 937)"), "Of the 141 patients", "N <people> ... received / underwent /
   participated / took part / examined";
5. the arms named "(n = N)" in the first sentence that gives two or more ("The refrigerated
   (n = 182) and frozen (n = 185) formulations"), in a report that says it randomised.

A total that counts people screened or eligible is skipped. Numbers in digits ("8,800") or
words ("One hundred and twenty-nine").
"""

from __future__ import annotations

import re

from clinrag.quantities import NUMBER as _NUMBER
from clinrag.quantities import parse_number

_I = re.IGNORECASE

_PEOPLE = (
    r"(?:patients|subjects|participants|persons|people|individuals|volunteers|adults|children"
    r"|adolescents|infants|neonates|women|men|mothers|girls|boys|students|smokers|cases"
    r"|outpatients|inpatients|residents|veterans|nurses|physicians|families|dyads|couples"
    r"|nulliparas|migraineurs|hypertensives|diabetics)"
)
PEOPLE_NOUNS = frozenset(re.findall(r"[a-z]+", _PEOPLE))
"""The nouns a report counts its participants in (the agent's rules read a question's count
in the same words: ``pipelines/agent/quantity_rules.py``)."""
_QUALIFIERS = r"(?:[A-Za-z'/-]+,? ){0,6}?"
_ADJECTIVES = r"(?:(?!(?:in|of|on|with|among|for|to|from|and|by)\b)[A-Za-z'/-]+,? ){0,6}?"
"""Words before the people that name no other thing ("of two supplements in subjects")."""
_TAIL = r"(?:(?:(?!\.\s)[^;]|;(?=[^();]*\))){0,160}?\s)?"
"""Words between the people and the verb ("... with IOP of 22-32 mmHg ... were included")."""
_VERB = (
    r"(?:randomi[sz]ed|enrolled|included|recruited|randomly (?:assigned|allocated|divided)"
    r"|assigned|allocated|entered|studied|selected|examined|participated|accrued)"
)
_NOT_IN_A_LIST = r"(?<![^\d]\d, )(?<![^\d]\d\d, )(?<![^\d]\d\d\d, )"
"""Not a number after another and a comma ("4, 4 and 8 patients"); after a year it may be
("Between 2016 and 2018, 801 children were enrolled")."""
_IN_SENTENCE = r"(?:(?!\.\s)[^;]){0,200}?"
"""Within one sentence (a decimal point such as "0.25%" does not end it)."""
_GIVEN = r"(?:received|were given)"
_BODY_PARTS = rf"(?:{_NUMBER} (?:eyes|hips|knees|teeth|limbs) (?:of|in|among|from) )?"

_TOTALS = (
    re.compile(rf"\btotal of {_NUMBER} {_QUALIFIERS}{_PEOPLE}\b(?! (?:completed|finished))", _I),
    re.compile(
        rf"{_NOT_IN_A_LIST}(?<!= )(?<![\w.,=-])\b{_NUMBER} {_QUALIFIERS}{_PEOPLE}\b{_TAIL}"
        rf"(?:were|was|had been|have been) (?:\w+ )?{_VERB}",
        _I,
    ),
    re.compile(
        rf"\b{_PEOPLE} \({_NUMBER}\),? {_TAIL}(?:were|was) (?:\w+ )?{_VERB}",
        _I,
    ),
    re.compile(rf"\b(?:{_VERB}|studied|examined) (?:all )?{_NUMBER} {_QUALIFIERS}{_PEOPLE}\b", _I),
    re.compile(
        rf"\b(?:trial|study) (?:of|with|in|on|including|involving|enrolling) {_NUMBER} "
        rf"{_QUALIFIERS}{_PEOPLE}\b",
        _I,
    ),
    re.compile(rf"\bwith {_NUMBER} {_QUALIFIERS}{_PEOPLE} enrolled\b", _I),
    re.compile(
        rf"\b(?:performed|conducted|carried out|undertaken|utili[sz]ed|used) "
        rf"(?:on|in|with|among) {_NUMBER} {_QUALIFIERS}{_PEOPLE}\b",
        _I,
    ),
    re.compile(rf"\b(?:all|the) {_NUMBER} (?:randomi[sz]ed|enrolled) {_QUALIFIERS}{_PEOPLE}\b", _I),
    re.compile(rf"\b(?:study|trial), {_NUMBER} {_QUALIFIERS}{_PEOPLE}\b", _I),
    re.compile(rf"\(n\s*=\s*(\d+)\) (?:were|was) (?:\w+ )?{_VERB}", _I),
    re.compile(
        rf"\b(?:PARTICIPANTS|PATIENTS|SUBJECTS|POPULATION)\b:? (?i:{_BODY_PARTS}{_NUMBER} "
        rf"{_QUALIFIERS}{_PEOPLE})\b"
    ),
)
"""Each finds one stated total (its last group the number)."""
_PARTS = (
    re.compile(
        rf"\brandomi[sz]ed {_NUMBER} {_QUALIFIERS}{_PEOPLE} (?:in|to) (?:the )?"
        rf"(?:[\w-]+ ){{0,3}}?and {_NUMBER} (?:in|to)\b",
        _I,
    ),
    re.compile(
        rf"\bgroup of {_NUMBER} {_QUALIFIERS}{_PEOPLE}\b{_IN_SENTENCE} and a group of "
        rf"{_NUMBER} {_QUALIFIERS}{_PEOPLE}\b",
        _I,
    ),
    re.compile(
        rf"{_NOT_IN_A_LIST}(?<![\w.,=(-])\b{_NUMBER} {_ADJECTIVES}{_PEOPLE} {_GIVEN} "
        rf"(?:(?!\.\s)[^;]){{0,80}}? and {_NUMBER} (?:{_ADJECTIVES}{_PEOPLE} )?{_GIVEN}\b",
        _I,
    ),
)
"""A total written as two parts, summed."""
_WEAK = (
    re.compile(
        rf"\b(?:study|trial|design)\b{_IN_SENTENCE}\b(?:in|on|with|among|of) {_NUMBER} "
        rf"{_ADJECTIVES}{_PEOPLE}\b",
        _I,
    ),
    re.compile(
        rf"\b(?:study|trial)\b{_IN_SENTENCE}\b{_PEOPLE} \(n\s*=\s*(\d{{1,3}}(?:,\d{{3}})+|\d+)\)",
        _I,
    ),
    re.compile(
        rf"(?:^|(?<=[.:]\s)|(?<=\n))Of (?i:(?:the|all|these) {_NUMBER} {_ADJECTIVES}{_PEOPLE})\b"
    ),
    re.compile(
        rf"{_NOT_IN_A_LIST}(?<!= )(?<![\w.,=(-])\b{_NUMBER} {_QUALIFIERS}{_PEOPLE}\b{_TAIL}"
        r"(?:received|underwent|participated|took part|examined)\b",
        _I,
    ),
)
"""Wordings that name a total less surely, read only when nothing above did."""
_NOT_ENROLLED = re.compile(r"screen|eligib|potential", _I)
_NUMBERS_WERE = re.compile(
    r"(?<![.=] )(?<![\d,.])\b(\d+) (?:and (\d+) )?(?:were|was) (?:\w+ )?(?:enrolled|randomi[sz]ed)",
    _I,
)
_ARM = re.compile(r"\bn\s*=\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\s*,\s*(?:and\s+)?\d+)*)", _I)
_ARM_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+")
_NAMED_ARM = re.compile(r"\(n\s*=\s*(\d{1,3}(?:,\d{3})+|\d+)\)", _I)
_ASSIGNED = re.compile(r"randomi[sz]|assigned|allocated", _I)
_RANDOMISED = re.compile(r"(?<!non-)(?<!non)randomi[sz]|randomly", _I)
_SENTENCE = re.compile(r"(?<=\.)\s+(?=[A-Z(])")


def sample_size(text: str) -> int | None:
    """The report's stated total of participants, or None (the module docstring's order)."""
    return (
        _earliest(text, _TOTALS, _PARTS)
        or _numbers_were(text)
        or _arms(text)
        or _earliest(text, _WEAK, ())
        or (_named_arms(text) if _RANDOMISED.search(text) else None)
    )


def _earliest(
    text: str, totals: tuple[re.Pattern[str], ...], parts: tuple[re.Pattern[str], ...]
) -> int | None:
    found = [(m, True) for p in parts if (m := p.search(text)) is not None]
    found += [(m, False) for p in totals if (m := p.search(text)) is not None]
    for match, summed in sorted(found, key=lambda pair: pair[0].start()):
        if _NOT_ENROLLED.search(match.group(0)):
            continue
        groups = [g for g in match.groups() if g is not None]
        numbers = [parse_number(g) for g in (groups if summed else groups[-1:])]
        if all(n is not None and n > 0 for n in numbers):
            return sum(n for n in numbers if n is not None)
    return None


def _numbers_were(text: str) -> int | None:
    counted = _NUMBERS_WERE.search(text)
    if counted is None:
        return None
    return sum(int(group) for group in counted.groups() if group is not None)


def _arms(text: str) -> int | None:
    for sentence in _SENTENCE.split(text):
        arms = [
            int(n.replace(",", ""))
            for group in _ARM.findall(sentence)
            for n in _ARM_NUMBER.findall(group)
        ]
        if len(arms) >= 2 and _ASSIGNED.search(sentence):
            return sum(arms)
    return None


def _named_arms(text: str) -> int | None:
    for sentence in _SENTENCE.split(text):
        arms = [int(n.replace(",", "")) for n in _NAMED_ARM.findall(sentence)]
        if len(arms) >= 2:
            return sum(arms)
    return None
