"""Rule 2 of ``stance.rules``: the text cut into clauses, and the clause the stance is read from.

Apart from the rules so that the cutting (separators, clauses referring back, "with" clauses)
and the choice by the question's outcome terms can be read and tested on their own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from clinrag.retrieval.analysis import analyze
from clinrag.stance.arms import by_figures
from clinrag.stance.cues import _BENEFIT, _DOWN, _HARM, _UP, _is_null
from clinrag.stance.question import Question

_CITATION = re.compile(r"\[\d+\]")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[])")
_CLAUSE = re.compile(
    r";|\bbut\b|\bwhile\b|\bwhereas\b|\bhowever\b|\bwith the exception of\b|,\s*with\b"
    r"|\bexcept (?:that|for)\b|,\s*and(?=\s+(?:the|a|an|this|these|those)\s)"
    r"|\band(?=\s+(?:was |were )?(?:similar|comparable) to\b)"
    r"|,\s*and(?=\s+(?:is|are|was|were)\s+associated\b)"
    r"|\bwith(?=\s+(?:a |an )?(?:similar|comparable|reduced|lower|higher|increased|decreased"
    r"|greater|fewer|less|more)\s+(?:risk|rate|incidence|frequency|number|proportion)s?\b)",
    re.I,
)
_REFERS_BACK = re.compile(
    r"^(?:(?:the|this|these|that|such)\s+(?:\w+\s+)?differences?|which|this|it"
    r"|there (?:was|were) no (?:\w+ ){0,2}differences? between (?:the )?(?:two )?(?:groups|arms))"
    r"\b",
    re.I,
)
"""A clause about the effect the clause before it stated ("..., but the difference was not
significant"): read with it."""
_WITH = re.compile(r"^,?\s*with$", re.I)
"""The separator of a clause that qualifies the one before it (", with fewer ...")."""
_CONTROL_ARM = re.compile(
    r"\bcontrol (?:groups?|arms?|patients|subjects|participants|children|cohorts?)\b", re.I
)


def plain_text(text: str) -> str:
    """The text without its [n] citation markers, in single spaces."""
    return " ".join(_CITATION.sub(" ", text).split())


@dataclass(frozen=True)
class _Clause:
    text: str
    agent: str
    """Where its arm is read: itself, or for a clause split off at "with" ("B was better
    tolerated, with fewer adverse effects") the clause it qualifies, when it names none."""


def _clauses(text: str) -> list[_Clause]:
    clauses: list[_Clause] = []
    for sentence in _SENTENCE.split(text):
        separators = [None, *(m.group() for m in _CLAUSE.finditer(sentence))]
        pieces = (c.strip() for c in _CLAUSE.split(sentence))
        for index, (clause, separator) in enumerate(zip(pieces, separators, strict=True)):
            if index and clauses and _REFERS_BACK.match(clause):
                last = clauses[-1]
                clauses[-1] = _Clause(f"{last.text}, {clause}", last.agent)
            elif clause:
                qualifies = index and clauses and _WITH.match(separator or "")
                clauses.append(_Clause(clause, clauses[-1].text if qualifies else clause))
    return clauses


def _has_cue(clause: str, asked: Question) -> bool:
    return any(p.search(clause) for p in (_HARM, _BENEFIT, _UP, _DOWN)) or (
        _is_null(clause) or by_figures(clause, asked) is not None
    )


def _best_clause(text: str, asked: Question) -> _Clause | None:
    scored = []
    outcome, asked_terms = spelled(asked.outcome), spelled(asked.terms)
    for index, clause in enumerate(_clauses(text)):
        if not _has_cue(clause.text, asked):
            continue
        terms = spelled(analyze(_CONTROL_ARM.sub(" ", clause.text)))
        scored.append((-len(terms & outcome), -len(terms & asked_terms), index))
    return _clauses(text)[min(scored)[2]] if scored else None


def spelled(terms: Iterable[str]) -> set[str]:
    """Terms in one spelling: British "ae" / "oe" as American "e" ("hypoglycaemia" names
    what "hypoglycemia" names)."""
    return {t.replace("ae", "e").replace("oe", "e") for t in terms}
