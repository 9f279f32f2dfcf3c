"""The sentence of a passage that an extractive answer quotes: the finding on what was asked.

Evidence selection admits a passage because some sentence of it is close to the question. The
closest sentence is very often not the answer: a title, an aim or a design sentence restates
the question, and a study's conclusion speaks of its main outcome while the question may ask
about another one ("Does colesevelam reduce constipation?" is answered by a result sentence
on adverse events, not by the conclusion on HbA1c). So the quote is chosen in this order:

1. Among the passage's findings (conclusions and results; other sentences only when it has
   none; restatements only when it has nothing else) that are at least ``floor`` close;
2. the one that names the question's rarest *focus* word: its words that are neither in the
   document's title (the study's subject), nor effect words ("reduce", "improve", "placebo"),
   nor in its closing population ("... in type 2 diabetes?": whom the study enrolled),
   weighted by how few of the document's sentences hold them (a word in every sentence
   distinguishes none). Sentences within ``FOCUS_BAND`` of the best focus count as equal;
3. then a conclusion before a result before anything else;
4. then the closest by cosine.

The lead is a study's answer in its own terms; a question often asks about one comparison or
outcome of it ("Are hypos fewer with A than with B?" of a study whose conclusion is on HbA1c).
So each passage also has its *asked* finding (``choose_asked``): among the same findings, the
one that best names the question's outcome and its arms (``stance.question``), its focus word,
its role and its closeness, weighed by ``ASKED_WEIGHTS``. An extractive answer quotes it beside
the first document's lead when it is another sentence (``steps/extract.py``).

An abstract ends on what it found, labelled or not: of the seen research questions' gold
answering sentences, 40 % are their abstract's last sentence and 74 % one of its last two, but
only a third of them are worded as a conclusion ("CONCLUSION:", "we conclude"). So a finding
among the last ``CLOSING_SENTENCES`` (3) of a document (``closing_roles``: known when its passage
is the document's last chunk) counts as a conclusion (the section prior).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from clinrag.retrieval.analysis import analyze
from clinrag.stance.question import Question
from clinrag.stance.roles import RANK, Role

FOCUS_BAND = 0.75
"""A sentence whose focus is at least this share of the best sentence's is as good on focus;
role and cosine then decide (a conclusion naming the outcome beside a result naming it and a
rarer word of the question is still the better quote)."""

_EFFECT_WORDS = frozenset(
    analyze(
        "reduce reduces reduced reduction lower lowers lowered improve improves improved "
        "improvement increase increases increased decrease decreases decreased prevent "
        "prevents cause causes affect affects change changes effect effects effective "
        "efficacy compared comparison versus vs placebo better worse more less fewer greater "
        "higher benefit benefits help helps patients people adults"
    )
)


_POPULATION = re.compile(r"\s+(?:in|among|for|during)\s+(?!\w+ing\b)[^?]*", re.IGNORECASE)
"""The question's closing "in <population>" ("... in type 2 diabetes?"): whom the study
enrolled, named by most of its sentences, not what was measured ("in reducing IOP" stays)."""


@dataclass(frozen=True)
class Candidate:
    """One sentence, as the choice sees it."""

    role: Role
    closeness: float
    focus: float
    """``focus_of`` its words."""
    outcome: float = 0.0
    """Share of the question's outcome terms it names (``naming``)."""
    arms: float = 0.0
    """Share of the question's arms it names: the one asked about, and the comparator."""


CLOSING_SENTENCES = 3
"""A result among a document's last this many sentences is its conclusion (``closing_roles``;
chosen leave-one-split-out on the twelve seen research splits, 11 of 12 folds: 0, 1, 2 or 3,
with ``CLOSING_ROLES`` and ``evidence_selection.CONCLUSION_BONUS``; docs/benchmarks.md,
quote14)."""
CLOSING_ROLES: Final[frozenset[Role]] = frozenset({"result"})
"""The roles a closing sentence is promoted from: a result wording; not ``other`` (a closing
"Implications for future research are presented." answers nothing; with ``other`` too, more
gold sentences were quoted but fewer answers read right, in every fold)."""


def closing_roles(roles: Sequence[Role]) -> list[Role]:
    """``roles`` of a document's last sentences (in order) with its closing findings as
    conclusions."""
    cut = max(len(roles) - CLOSING_SENTENCES, 0)
    return [
        "conclusion" if i >= cut and role in CLOSING_ROLES else role for i, role in enumerate(roles)
    ]


ASKED_WEIGHTS: Final[dict[str, float]] = {
    "outcome": 2.0,
    "arms": 0.5,
    "focus": 0.0,
    "conclusion": 0.25,
    "result": 0.25,
    "closeness": 1.0,
}
"""How ``choose_asked`` weighs a finding: chosen leave-one-split-out on the nine seen research
splits (a grid over these terms, design on eight, measure on the ninth; six of the nine
folds chose exactly these, which are also the all-seen choice; docs/benchmarks.md, "The
sentence that answers the question's comparison"). The focus word adds nothing once the
outcome is named, so it weighs 0 here (it still orders ``choose_lead``)."""


def focus_weights(
    question: str, title: str, sentences: Sequence[frozenset[str]]
) -> dict[str, float]:
    """Each focus word of ``question`` with its weight, log(n / sentences holding it), over
    the ``sentences`` (their terms) of one document's passages: a word in every sentence
    weighs nothing, and so does one no sentence holds."""
    subject = set(analyze(title))
    focus = set(analyze(_POPULATION.sub("", question))) - subject - _EFFECT_WORDS
    weights: dict[str, float] = {}
    for term in focus:
        holding = sum(term in s for s in sentences)
        if holding:
            weights[term] = math.log(len(sentences) / holding)
    return weights


def focus_of(terms: frozenset[str], weights: dict[str, float]) -> float:
    """The weight of the rarest focus word the sentence names: one rare word of the question
    ("constipation") tells more than several that most sentences share."""
    return max((weights.get(t, 0.0) for t in terms), default=0.0)


def naming(terms: frozenset[str], asked: Question) -> tuple[float, float]:
    """(outcome, arms) of a sentence's ``terms``: the share of the question's outcome terms it
    names, and the share of its arms (the one asked about, and the comparator when it has
    one) it names by at least one word."""
    outcome = len(asked.outcome & terms) / len(asked.outcome) if asked.outcome else 0.0
    arms = (bool(asked.subject & terms) + bool(asked.other & terms)) / (1 + bool(asked.other))
    return outcome, arms


def choose_lead(candidates: Sequence[Candidate], floor: float) -> int:
    """Index of the sentence to quote (module docstring: the order of the rules)."""
    pool = _findings(candidates, floor)
    if pool is None:
        return max(range(len(candidates)), key=lambda j: (candidates[j].closeness, -j))
    best_focus = max(candidates[j].focus for j in pool)
    if best_focus > 0:
        pool = [j for j in pool if candidates[j].focus >= FOCUS_BAND * best_focus]
    return min(pool, key=lambda j: (RANK[candidates[j].role], -candidates[j].closeness, j))


def choose_asked(candidates: Sequence[Candidate], floor: float) -> int:
    """Index of the finding that best answers the question's comparison and outcome: the
    same pool as ``choose_lead``, scored by ``ASKED_WEIGHTS`` (focus relative to the pool's
    best), the earlier sentence on a tie."""
    pool = _findings(candidates, floor)
    if pool is None:
        return choose_lead(candidates, floor)
    best_focus = max(candidates[j].focus for j in pool) or 1.0
    w = ASKED_WEIGHTS

    def score(c: Candidate) -> float:
        return (
            w["outcome"] * c.outcome
            + w["arms"] * c.arms
            + w["focus"] * c.focus / best_focus
            + w["conclusion"] * (c.role == "conclusion")
            + w["result"] * (c.role == "result")
            + w["closeness"] * c.closeness
        )

    return max(pool, key=lambda j: (score(candidates[j]), -j))


def _findings(candidates: Sequence[Candidate], floor: float) -> list[int] | None:
    """The sentences at least ``floor`` close, findings first (conclusions and results, else
    anything but a restatement, else those); None when none is that close."""
    close = [j for j, c in enumerate(candidates) if c.closeness >= floor]
    if not close:
        return None
    return (
        [j for j in close if RANK[candidates[j].role] <= RANK["result"]]
        or [j for j in close if RANK[candidates[j].role] < RANK["aim"]]
        or close
    )
