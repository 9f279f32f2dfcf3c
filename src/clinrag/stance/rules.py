"""The stance a text takes on a yes/no research question, read by rules, not by a model.

A model grading a model would hide the very bias issue 14 is about (answering "yes" to
everything), so the conclusion of an answer, and of the passages it cites, is read with fixed
rules that anyone can audit and that tests pin down:

1. The not-found statement (or an answer saying the documents do not answer) -> ``not_found``.
   An answer that opens with a verdict sentence of its own ("Yes.", "No.", "No significant
   difference.", as an extractive answer's stated verdict does) -> that verdict: the answer
   is judged by what it says first, even where its quote reads otherwise (a wrong verdict
   over a right quote is a wrong answer).
2. The text is cut into clauses (sentences, then semicolons, "but", "while", "whereas",
   "however", ", with", "except that", ", and the ...", "and similar to", ", and is
   associated", "with a similar / reduced ... risk / incidence"); a clause that refers back
   ("..., but the difference was not significant", "... but there were no significant
   differences between the groups") is read with the one before it, and a clause split off
   at "with" names its arm by the clause it qualifies when it names none itself. Outcome
   terms compare in one spelling ("hypoglycaemia" = "hypoglycemia"). Only clauses holding
   a cue count. The clause kept is the one sharing most of the question's *outcome* terms
   (``stance.question``: "reduce [weight gain]"; a tolerability question's outcome is
   adverse events), then most of its other terms, then the first;
   "control group" ("control patients") names an arm, not the outcome "glycemic control".
3. In that clause, in order:
   - a null cue ("no significant difference", "no statistical differences", "did not
     reduce", "similar", "not superior", "non-inferior", "failed to", "nonsignificant",
     "does not appear to have", "exclude any significant influence", "as effective in ...
     as" ..., or p-values all at or above 0.05: "P = 0.99"; "at a comparable dose" is not
     one) -> ``no_difference``;
   - a harm cue ("worse", "less effective", "inferior", "increased risk", "harm") -> ``no``
     (``yes`` when the question asks about a harm: "Does X worsen Y?"; a benefit cue then
     reads ``no``);
   - a benefit cue ("improved", "superior", "more effective", "efficacious") -> ``yes``;
   - a direction word ("reduced", "higher", "more", "fewer" ..., and an adverse effect named
     as an arm's most common one: an increase of it): ``yes`` when it goes the way the
     question asks ("Does X *reduce* Y?": "lower", "fewer"), ``no`` when it goes the other
     way ("increased"), ``yes`` when the question names no direction ("change");
   - no word at all, but two percentages, one per arm ("9.4% in the A group and 2.7% in the
     B group"): the asked arm's against the other's, read against the question's direction.
   A comparative question ("Is A more effective than B?") is turned round (yes <-> no) when
   the first arm the clause names, other than after "than", "compared with" or "versus" (and
   up to two words of the arm's name: "than the normal temperature saline group"), is B ("B
   was superior to A", "in the B group it improved"). An arm is named by its words or by a
   short form ("RTX" for rituximab) or, asked by a brand, by its generics (``stance.arms``).
   An equivalence question ("Can patients reach the same Y
   with A as without?") reads ``no`` for a difference either way.
4. A leading "No," reads ``no`` and a leading "Yes," ``yes`` (unless a harm cue follows),
   both ``no_difference`` when a null cue follows; with no cue at all: ``unclear``.
5. A question asking whether a claim of no effect holds ("Is it true that A does nothing for
   Y?", ``Question.null_claim``) is read as its positive form, and an effect either way
   answers it ``no`` (a leading "Yes," agrees with the claim: ``no_difference``).

Known limits, visible in the reader's own accuracy on the gold conclusion sentences (reported
by ``clinrag eval answers --set research``): a short form the question does not spell out is
not matched ("PAE" is matched to "prostatic artery embolisation", not to "embolisation"), and
a clause that reports two arms moving apart is read by its first cue.
"""

from __future__ import annotations

import re
from typing import Literal, cast

from clinrag.domain import NOT_FOUND
from clinrag.stance.arms import by_figures, first_arm
from clinrag.stance.clauses import _best_clause, _Clause, plain_text, spelled
from clinrag.stance.cues import (
    _BENEFIT,
    _DIRECTION_THEN_MORE,
    _DOWN,
    _HARM,
    _MAGNITUDE,
    _UP,
    CUE_NAMES,
    SIGNIFICANCE,
    _is_null,
    cue_flags,
    p_values,
)
from clinrag.stance.question import Direction, Question

__all__ = [
    "CUE_NAMES",
    "SIGNIFICANCE",
    "Stance",
    "cue_flags",
    "p_values",
    "plain_text",
    "read_stance",
    "spelled",
    "stated_stance",
]

Stance = Literal["yes", "no", "no_difference", "not_found", "unclear"]

_REFUSAL = re.compile(
    r"^(the )?(available )?(documents|passages|evidence) (do|does) not "
    r"(say|answer|address|mention)",
    re.I,
)
_VERDICT_SENTENCE = re.compile(r"^(yes|no|no significant difference)\.(?:\s|$)", re.I)
"""A verdict standing as a sentence of its own ("Yes. ..."), not "Yes, ..." or "No
significant difference was found ..." (those are read by the rules below)."""
_LEADING_NO = re.compile(r"^\s*no\s*[,.;:!-]", re.I)
_LEADING_YES = re.compile(r"^\s*yes\s*[,.;:!-]", re.I)


def read_stance(text: str, question: str | Question) -> Stance:
    """The stance ``text`` takes on ``question`` (module docstring: the rules, in order)."""
    asked = question if isinstance(question, Question) else Question.of(question)
    plain = plain_text(text)
    stated = stated_stance(plain)
    if stated is not None:
        return stated
    leading_no, leading_yes = bool(_LEADING_NO.match(plain)), bool(_LEADING_YES.match(plain))
    if leading_no or leading_yes:
        plain = plain.split(maxsplit=1)[1] if " " in plain else ""
    best = _best_clause(plain, asked)
    clause = None if best is None else best.text
    if clause is not None and _is_null(clause):
        return "no_difference"
    if leading_no:
        return "no"
    if leading_yes and (clause is None or not _HARM.search(clause)):
        return "no_difference" if asked.null_claim else "yes"
    stance: Stance = "unclear" if best is None else _clause_stance(best, asked)
    return "no" if asked.null_claim and stance in ("yes", "no") else stance


def stated_stance(text: str) -> Stance | None:
    """Rule 1: ``not_found`` for the not-found statement or a refusal, the verdict of an
    opening verdict sentence; ``None`` when the text must be read for its finding."""
    plain = plain_text(text)
    if not plain or plain.startswith(NOT_FOUND) or _REFUSAL.match(plain):
        return "not_found"
    verdict = _VERDICT_SENTENCE.match(plain)
    if verdict:
        said = verdict.group(1).lower()
        return "no_difference" if said.startswith("no ") else cast(Stance, said)
    return None


def _clause_stance(best: _Clause, asked: Question) -> Stance:
    clause = best.text
    if _is_null(clause):
        return "no_difference"
    if _HARM.search(clause):
        stance: Stance = "yes" if asked.direction == "harm" else "no"
    elif _BENEFIT.search(clause):
        stance = "no" if asked.direction == "harm" else "yes"
    else:
        stance = _by_direction(clause, asked.direction)
        figures = by_figures(clause, asked) if stance == "unclear" else None
        if figures is not None and asked.direction in ("up", "down"):
            return "yes" if figures == asked.direction else "no"
    if asked.equivalence and stance in ("yes", "no"):
        return "no"  # a difference either way answers "do they do the same?"
    arm = first_arm(clause, asked) or first_arm(best.agent, asked)
    return _turned_round(stance) if arm == "other" else stance


def _by_direction(clause: str, direction: Direction) -> Stance:
    """The clause's direction: its first direction word, or in "... than ..." the last one
    before "than" (the predicate: "visual loss was more frequent with A than B")."""
    clause = _MAGNITUDE.sub("", clause)
    if _DIRECTION_THEN_MORE.search(clause):
        clause = re.split(r"\b(?:more|less) than\b", clause, maxsplit=1)[0]
    before_than = re.split(r"\bthan\b", clause, maxsplit=1)
    words = [
        (m.start(), up)
        for up, pattern in ((True, _UP), (False, _DOWN))
        for m in pattern.finditer(before_than[0] if len(before_than) > 1 else clause)
    ]
    if not words or direction == "harm":
        return "unclear"  # an increase or a decrease of Y is not by itself a harm
    if direction == "any":
        return "yes"
    _, up = max(words) if len(before_than) > 1 else min(words)
    return "yes" if up == (direction == "up") else "no"


def _turned_round(stance: Stance) -> Stance:
    if stance == "yes":
        return "no"
    return "yes" if stance == "no" else stance
