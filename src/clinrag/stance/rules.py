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

Known limits, visible in the reader's own accuracy on the gold conclusion sentences (reported
by ``clinrag eval answers --set research``): a short form the question does not spell out is
not matched ("PAE" is matched to "prostatic artery embolisation", not to "embolisation"), and
a clause that reports two arms moving apart is read by its first cue.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal, cast

from clinrag.domain import NOT_FOUND
from clinrag.retrieval.analysis import analyze
from clinrag.stance.arms import by_figures, first_arm
from clinrag.stance.question import Direction, Question

Stance = Literal["yes", "no", "no_difference", "not_found", "unclear"]

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

_NULL = re.compile(
    r"\b(no|not|without)( a| any)?( statistically)? significant(ly)?\b"
    r"|\bnon-?significant(ly)?\b|\bnot statistically\b"
    r"|\b(did|does|do|was|were|is|are) not( significantly| statistically)? "
    r"(differ|different|improve|reduce|lower|decrease|increase|change|affect|influence|alter"
    r"|prevent|lead|support|superior|better|more effective|effective|associated)"
    r"|\bno (difference|differences|effect|effects|influence|benefit|change|changes|increase"
    r"|increased|improvement|reduction|additional|group differences|more effective)\b"
    r"|\bnot superior\b|\bno more effective\b|\bfail(ed|s)? to\b|\black of (efficacy|effect)\b"
    r"|\b(similar|similarly|comparable|equivalent|equally|as effective as|unchanged)\b"
    r"|\bnon-?inferior(ity)?\b|\bnot inferior\b|\bneither\b"
    r"|\b(?:does|do|did) not (?:appear|seem) to (?:have|be|affect|alter|change|improve|reduce)"
    r"|\bexclude[sd]? any (?:significant )?(?:influence|effect|difference)"
    r"|\bas (?:effective|efficacious|safe|good)\b[^.;,]{0,60}?\bas\b"
    r"|\bno (?:(?:statistical(?:ly)?|clinical(?:ly)?|significant|relevant|meaningful) )+"
    r"differences?\b",
    re.I,
)
_AT_SAME_DOSE = re.compile(
    r"\bat (?:a |an )?(?:similar|comparable|equivalent)\s+(?:[\w-]+\s+){0,3}dos(?:e|es|age)\b", re.I
)
_WITH = re.compile(r"^,?\s*with$", re.I)
"""The separator of a clause that qualifies the one before it (", with fewer ...")."""
_P_VALUE = re.compile(
    r"\bp\s*(?:value\s*)?(?P<op>[=<>≤≥])\s*(?P<value>0?[.·]\d+|1(?:[.·]0+)?\b|n\.?s\b)", re.I
)
"""A p-value: at or above 0.05 ("P = 0.99", "P > 0.3", "p = NS") reports no difference when
the clause reports no significant one beside it."""
SIGNIFICANCE = 0.05
_HARM = re.compile(
    r"\b(worse|worsen(ed|ing|s)?|deteriorat\w*|harm(ful|s)?|detrimental|inferior to"
    r"|less effective|less efficacious|increased risk|higher risk|greater risk)\b",
    re.I,
)
_BENEFIT = re.compile(
    r"\b(yes|improv\w*|superior(ity)?|more effective|more efficacious|effective|efficacious"
    r"|benefit\w*|better|successful|preserv\w*|protect\w*|relie(f|ve|ved))\b",
    re.I,
)
_UP = re.compile(
    r"\b(increas\w*|higher|greater|more|rise|rose|raised?|elevat\w*|longer|enhanc\w*"
    r"|prolong\w*|(?:common|frequent)(?:ly reported)? (?:adverse|side)[- ](?:effects?|events?"
    r"|reactions?) (?:with|of|in|on|for|after)(?! (?:both|all|either|each|the two)\b))\b",
    re.I,
)
"""An increase; an adverse effect named as an arm's most common one is one of that arm."""
_DOWN = re.compile(
    r"\b(reduc\w*|decreas\w*|lower(ed|s)?|less|fewer|declin\w*|shorter|prevent\w*|diminish\w*"
    r"|drop(ped)?|fell|resolv\w*|suppress\w*)\b",
    re.I,
)
_MAGNITUDE = re.compile(
    r"\b(greater|larger|more|bigger|stronger)\s+(?=(reduc|decreas|lower|declin|drop|increas|rise))",
    re.I,
)
"""A size word before a direction noun ("greater reduction"): the noun gives the direction."""
_DIRECTION_THEN_MORE = re.compile(
    r"\b(reduc|decreas|lower|increas|rais|improv|prevent)\w*\b.*\b(more|less) than\b", re.I
)
""""reduced Y more than Z": the verb gives the direction, "more than" only its size."""
_CONTROL_ARM = re.compile(
    r"\bcontrol (?:groups?|arms?|patients|subjects|participants|children|cohorts?)\b", re.I
)


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
        return "yes"
    return "unclear" if best is None else _clause_stance(best, asked)


def plain_text(text: str) -> str:
    """The text without its [n] citation markers, in single spaces."""
    return " ".join(_CITATION.sub(" ", text).split())


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


CUE_NAMES: tuple[str, ...] = ("harm", "benefit", "up", "down", "null")


def cue_flags(text: str) -> tuple[bool, ...]:
    """Which of the rules' cue families (``CUE_NAMES``) the text holds anywhere: the learned
    reader's view of the wording (``stance.model``), whatever clause they are in."""
    return (
        *(bool(p.search(text)) for p in (_HARM, _BENEFIT, _UP, _DOWN)),
        _is_null(text),
    )


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


def _is_null(clause: str) -> bool:
    """A null cue, or only p-values at or above 0.05 ("at a comparable dose" sets the
    scene of a difference, it is not a null finding)."""
    if _NULL.search(_AT_SAME_DOSE.sub(" ", clause)):
        return True
    values = p_values(clause)
    return bool(values) and all(v >= SIGNIFICANCE for v in values)


def p_values(text: str) -> list[float]:
    """The p-values ``text`` reports, each at its least ("p < 0.01" as 0)."""
    return [_p_value(m) for m in _P_VALUE.finditer(text)]


def _p_value(match: re.Match[str]) -> float:
    """The p-value's least value: "p < 0.01" and "p = 0.004" are under 0.05, "NS" is not."""
    text = match.group("value").replace("·", ".").lower()
    if text.startswith("n"):
        return 1.0
    value = float(text)
    return 0.0 if match.group("op") in "<≤" and value <= SIGNIFICANCE else value


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
