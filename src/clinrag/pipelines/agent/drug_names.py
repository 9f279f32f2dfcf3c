"""Drugs a question names otherwise than the formulary spells them (the rules' half of the
decomposition, ``rules.py``):

- by a brand or another name ("Eliquis", "Clexane", "acetaminophen"): the word and a value of
  the searched buckets lead to one generic in the service's drug dictionary
  (``data/subjects/drug_synonyms.txt``, read by ``subject_names``, which the relevance gate
  reads too; built from a public drug dictionary by ``scripts/build_subject_lexicon.py``);
- by a clinicians' name of a class ("DOACs", "LMWHs", "SGLT2 inhibitors", "carbapenems"):
  the values whose names carry the class's stem (``pipelines/drug_classes.CLASS_STEMS``, the
  table the relevance gate reads too; an international non-proprietary name says its class
  in its ending, "-xaban", "-gliflozin").

Either way the values come from the buckets' own fields, never from the table: a drug the
formulary does not hold is no reading, and a class none of whose drugs it holds is reported
(``unplaced``), never a filter on something else. A class whose drugs are every drug of one
class value ("statins") becomes that value in ``linked_values``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from clinrag.pipelines.agent.constraints import BucketFields, Constraint, value_fields
from clinrag.pipelines.agent.linked_values import BucketRows
from clinrag.pipelines.agent.plan import Reading
from clinrag.pipelines.drug_classes import CLASS_STEMS, LAY_NAMES, DrugClass
from clinrag.pipelines.subject_names import subject_lexicon

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9-]*")


_ONE_WORD = re.compile(r"[a-z][a-z0-9-]*")
MIN_LETTERS = 5
"""Shorter other names ("apo", "bio") are too often a question's own abbreviations."""


@cache
def canonical_names() -> Mapping[str, str]:
    """One-word drug names of ``MIN_LETTERS`` or more (lower case) -> their generic."""
    return {
        name: generic
        for name, generic in subject_lexicon().other_names().items()
        if _ONE_WORD.fullmatch(name) and len(name) >= MIN_LETTERS
    }


@dataclass
class DrugReading:
    constraints: list[Constraint] = field(default_factory=list)
    unplaced: list[str] = field(default_factory=list)
    """Classes the question names of which the searched buckets hold no drug."""


def read_drugs(
    question: str,
    fields: BucketFields,
    scope: Sequence[str],
    found: Sequence[Constraint],
    rows: BucketRows,
    names: Mapping[str, str] | None = None,
) -> DrugReading:
    """The drugs ``question`` names by another name or by class, on string fields of
    ``scope``'s buckets; ``found``: the constraints read already (a field among them gains
    the values named here: "Clexane or tinzaparin"; a class one of them holds is read:
    "PPIs" as the class value ``proton pump inhibitor``); ``rows``: the values documents
    hold together."""
    names = canonical_names() if names is None else names
    reading = DrugReading()
    named: dict[str, list[str]] = {}
    texts: dict[str, list[str]] = {}
    for word in dict.fromkeys(w.lower() for w in _WORD.findall(question)):
        target = names.get(word)
        if target is None:
            continue
        for name, value in _values(fields, scope):
            if value.lower() != word and _canonical(value, names) == target:
                _add(named, texts, name, value, word)
    by_class: set[str] = set()
    for drug_class, match in _classes(question):
        members = [(n, v) for n, v in _values(fields, scope) if drug_class.holds(v)]
        if members and _read_already(members, found, rows, scope):
            continue
        if not members:
            if _holds_drugs(fields, scope):
                reading.unplaced.append(match)
            continue
        for name, value in members:
            _add(named, texts, name, value, match)
            by_class.add(name)
    # A class in plain words names a class value ("blood thinners": anticoagulant): stated,
    # so nothing matching it is the caller's to relax (``no_results``), never dropped unasked.
    for word, said in _lay_names(question):
        for name, value in _values(fields, scope):
            if word in re.split(r"[\s_-]+", value.lower()):
                _add(named, texts, name, value, said)
    earlier = {c.field: c for c in found}
    for name, values in named.items():
        before = earlier.get(name)
        if before is not None:
            values = [
                *_listed(before.value),
                *(v for v in values if v not in _listed(before.value)),
            ]
        text = " / ".join(dict.fromkeys(texts[name]))
        # A brand states its drug; a class by clinicians' name implies its members.
        how: Reading = "inferred" if name in by_class else "stated"
        one = len(values) == 1
        reading.constraints.append(
            Constraint(name, "=" if one else "in", values[0] if one else values, text, how)
        )
    return reading


def _add(
    named: dict[str, list[str]], texts: dict[str, list[str]], name: str, value: str, said: str
) -> None:
    if value not in named.setdefault(name, []):
        named[name].append(value)
    texts.setdefault(name, []).append(said)


def _listed(value: object) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def _canonical(value: str, names: Mapping[str, str]) -> str:
    lowered = value.lower()
    return names.get(lowered, lowered)


def _values(fields: BucketFields, scope: Sequence[str]) -> Iterable[tuple[str, str]]:
    """(field, value) for every string value of the scope's buckets, each once."""
    seen: set[tuple[str, str]] = set()
    for name, summary in value_fields(fields, scope):
        for value in summary.examples:
            if isinstance(value, str) and (name, value) not in seen:
                seen.add((name, value))
                yield name, value


def _classes(question: str) -> list[tuple[DrugClass, str]]:
    found = []
    for drug_class in CLASS_STEMS:
        match = None if drug_class.names is None else drug_class.names.search(question)
        if match is not None:
            found.append((drug_class, match.group(0)))
    return found


def _read_already(
    members: Sequence[tuple[str, str]],
    found: Sequence[Constraint],
    rows: BucketRows,
    scope: Sequence[str],
) -> bool:
    """A constraint of ``found`` holds a value whose documents are the members' documents
    (the class read as a class value: "PPIs" as ``proton pump inhibitor``)."""
    every = [r for bucket in scope for r in rows.get(bucket, ())]
    held = {id(r) for r in every if any(r.values.get(n) == v for n, v in members)}
    for constraint in found:
        values = _listed(constraint.value)
        holding = {id(r) for r in every if r.values.get(constraint.field) in values}
        if held and holding == held:
            return True
    return False


def _lay_names(question: str) -> list[tuple[str, str]]:
    """(class word, the question's words) for each class named in plain words, the first
    name of ``LAY_NAMES`` that matches a span taking it."""
    found: list[tuple[str, str]] = []
    spans: list[tuple[int, int]] = []
    for pattern, word in LAY_NAMES:
        for match in pattern.finditer(question):
            if not any(
                s <= match.start() < e or match.start() <= s < match.end() for s, e in spans
            ):
                spans.append(match.span())
                found.append((word, match[0]))
    return found


def _holds_drugs(fields: BucketFields, scope: Sequence[str]) -> bool:
    """Some string value of the scope is a drug some class stem names: a bucket of drugs
    (a class it does not hold is a constraint to report; over trials it is no constraint)."""
    return any(c.holds(value) for _, value in _values(fields, scope) for c in CLASS_STEMS)
