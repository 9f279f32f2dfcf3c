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
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from clinrag.pipelines.sentence_roles import RANK, Role
from clinrag.retrieval.analysis import analyze

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


def choose_lead(candidates: Sequence[Candidate], floor: float) -> int:
    """Index of the sentence to quote (module docstring: the order of the rules)."""
    close = [j for j, c in enumerate(candidates) if c.closeness >= floor]
    if not close:
        return max(range(len(candidates)), key=lambda j: (candidates[j].closeness, -j))
    pool = (
        [j for j in close if RANK[candidates[j].role] <= RANK["result"]]
        or [j for j in close if RANK[candidates[j].role] < RANK["aim"]]
        or close
    )
    best_focus = max(candidates[j].focus for j in pool)
    if best_focus > 0:
        pool = [j for j in pool if candidates[j].focus >= FOCUS_BAND * best_focus]
    return min(pool, key=lambda j: (RANK[candidates[j].role], -candidates[j].closeness, j))
