"""The stance a text takes on a yes/no research question, read by rules, not by a model.

A model grading a model would hide the very bias issue 14 is about (answering "yes" to
everything), so the conclusion of an answer, and of the passages it cites, is read with fixed
rules that anyone can audit and that tests pin down:

1. The not-found statement (or an answer saying the documents do not answer) -> ``not_found``.
2. The text is cut into clauses (sentences, then semicolons, "but", "while", "whereas",
   "however", ", with"); only clauses holding a cue count. The clause kept is the one sharing
   most of the question's *outcome* terms (the words after its verb: "reduce [weight gain]"),
   then most of its other terms, then the first; "control group" ("control patients") names
   an arm, not the outcome "glycemic control".
3. In that clause, in order:
   - a null cue ("no significant difference", "did not reduce", "similar", "not superior",
     "non-inferior", "failed to", "nonsignificant" ...) -> ``no_difference``;
   - a harm cue ("worse", "less effective", "inferior", "increased risk", "harm") -> ``no``;
   - a benefit cue ("improved", "superior", "more effective", "efficacious") -> ``yes``;
   - a direction word ("reduced", "higher", "more", "fewer" ...): ``yes`` when it goes the
     way the question asks ("Does X *reduce* Y?": "lower", "fewer"), ``no`` when it goes the
     other way ("increased"), ``yes`` when the question names no direction ("change").
   A comparative question ("Is A more effective than B?") is turned round (yes <-> no) when
   the first arm the clause names, other than after "than", "compared with" or "versus", is
   B ("B was superior to A", "in the B group it improved"). An arm is named by its words or
   by a short form of three or more letters that abbreviates them ("RTX" for rituximab,
   ``retrieval.abbreviations``).
4. A leading "No," reads ``no`` and a leading "Yes," ``yes`` (unless a harm cue follows),
   both ``no_difference`` when a null cue follows; with no cue at all: ``unclear``.

Known limits, visible in the reader's own accuracy on the gold conclusion sentences (reported
by ``clinrag eval answers --set research``): a short form the question does not spell out is
not matched ("PAE" is matched to "prostatic artery embolisation", not to "embolisation"), and
a clause that reports two arms moving apart is read by its first cue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from clinrag.domain import NOT_FOUND
from clinrag.retrieval.abbreviations import abbreviates
from clinrag.retrieval.analysis import analyze

Stance = Literal["yes", "no", "no_difference", "not_found", "unclear"]
Direction = Literal["up", "down", "any"]

_CITATION = re.compile(r"\[\d+\]")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[])")
_CLAUSE = re.compile(
    r";|\bbut\b|\bwhile\b|\bwhereas\b|\bhowever\b|\bwith the exception of\b|,\s*with\b", re.I
)
_REFUSAL = re.compile(
    r"^(the )?(available )?(documents|passages|evidence) (do|does) not "
    r"(say|answer|address|mention)",
    re.I,
)
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
    r"|\bnon-?inferior(ity)?\b|\bnot inferior\b|\bneither\b",
    re.I,
)
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
    r"|prolong\w*)\b",
    re.I,
)
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
_QUESTION_VERB = re.compile(
    r"\b(?P<down>reduce|decrease|lower|prevent|cause (?:less|fewer|lower)"
    r"|give (?:a )?lower)\b"
    r"|\b(?P<up>increase|raise|cause (?:more|greater|higher)|give (?:a )?higher)\b"
    r"|\b(?P<any>improve|preserve|relieve|change|more effective|better|superior|effective)\b",
    re.I,
)
_CONTROL_ARM = re.compile(
    r"\bcontrol (?:groups?|arms?|patients|subjects|participants|children|cohorts?)\b", re.I
)
_ARM_WORD = re.compile(r"[^\W_]+(?:[-/][^\W_]+)*")
_AFTER_COMPARISON = re.compile(
    r"\b(?:than|compared (?:with|to)|versus|vs\.?|relative to)"
    r"(?:\s+(?:in|with|on|the|a|an|those|patients|subjects|participants|receiving|given))*\s*$",
    re.I,
)
_SHORT_ARM = 3
"""Letters a short form needs to name an arm: two ("CI") abbreviate too many drug names."""
_AUXILIARY = re.compile(r"^\s*(is|are|does|do|did|can|could|was|were|will)\s+", re.I)
_OBJECT = re.compile(
    r"\b(?:than|compared (?:with|to)|versus|vs\.?)\s+(?P<arm>.+?)"
    r"(?=\s+(?:in|for|at|when|as|after|during|with|among|on)\b|\?|$)",
    re.I,
)


@dataclass(frozen=True)
class Question:
    """What the rules need of a question: its direction, outcome terms, terms, and arms."""

    direction: Direction
    outcome: frozenset[str]
    terms: frozenset[str]
    subject: frozenset[str]
    """Terms naming the arm asked about (before the verb), not shared with the other arm."""
    other: frozenset[str]
    """Terms naming the comparator (after "than" / "compared with")."""
    subject_name: str = ""
    other_name: str = ""
    """The arms as the question writes them, for their short forms."""

    @staticmethod
    def of(text: str) -> Question:
        body = _AUXILIARY.sub("", text.strip())
        verb = _QUESTION_VERB.search(body)
        direction: Direction = "any"
        subject_text, rest = body, ""
        if verb is not None:
            direction = "down" if verb.group("down") else "up" if verb.group("up") else "any"
            subject_text, rest = body[: verb.start()], body[verb.end() :]
        compared = _OBJECT.search(body)
        other_terms = set(analyze(compared.group("arm"))) if compared else set()
        if compared is not None and compared.start() < len(subject_text):
            subject_text = subject_text[: compared.start()]
        outcome_text = _OBJECT.split(rest)[0] if rest else ""
        outcome_text = re.split(r"\s+(?:in|for|at|when|among)\b", outcome_text)[0]
        subject_terms = set(analyze(subject_text))
        return Question(
            direction=direction,
            outcome=frozenset(analyze(outcome_text)),
            terms=frozenset(analyze(body)),
            subject=frozenset(subject_terms - other_terms),
            other=frozenset(other_terms - subject_terms),
            subject_name=subject_text.strip(),
            other_name=compared.group("arm").strip() if compared else "",
        )


def read_stance(text: str, question: str | Question) -> Stance:
    """The stance ``text`` takes on ``question`` (module docstring: the rules, in order)."""
    asked = question if isinstance(question, Question) else Question.of(question)
    plain = " ".join(_CITATION.sub(" ", text).split())
    if not plain or plain.startswith(NOT_FOUND) or _REFUSAL.match(plain):
        return "not_found"
    leading_no, leading_yes = bool(_LEADING_NO.match(plain)), bool(_LEADING_YES.match(plain))
    if leading_no or leading_yes:
        plain = plain.split(maxsplit=1)[1] if " " in plain else ""
    clause = _best_clause(plain, asked)
    if clause is not None and _NULL.search(clause):
        return "no_difference"
    if leading_no:
        return "no"
    if leading_yes and (clause is None or not _HARM.search(clause)):
        return "yes"
    return "unclear" if clause is None else _clause_stance(clause, asked)


def _clauses(text: str) -> list[str]:
    return [c.strip() for s in _SENTENCE.split(text) for c in _CLAUSE.split(s) if c and c.strip()]


def _has_cue(clause: str) -> bool:
    return any(p.search(clause) for p in (_NULL, _HARM, _BENEFIT, _UP, _DOWN))


def _best_clause(text: str, asked: Question) -> str | None:
    scored = []
    for index, clause in enumerate(_clauses(text)):
        if not _has_cue(clause):
            continue
        terms = set(analyze(_CONTROL_ARM.sub(" ", clause)))
        scored.append((-len(terms & asked.outcome), -len(terms & asked.terms), index, clause))
    return min(scored)[3] if scored else None


def _clause_stance(clause: str, asked: Question) -> Stance:
    if _NULL.search(clause):
        return "no_difference"
    if _HARM.search(clause):
        stance: Stance = "no"
    elif _BENEFIT.search(clause):
        stance = "yes"
    else:
        stance = _by_direction(clause, asked.direction)
    return _turned_round(stance) if _first_arm(clause, asked) == "other" else stance


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
    if not words:
        return "unclear"
    if direction == "any":
        return "yes"
    _, up = max(words) if len(before_than) > 1 else min(words)
    return "yes" if up == (direction == "up") else "no"


def _first_arm(clause: str, asked: Question) -> Literal["subject", "other"] | None:
    """The first arm of a comparative question the clause names as its agent: a mention
    right after "than" / "compared with" / "versus", and the rest of its name, is the
    comparison's other side."""
    if not asked.subject or not asked.other:
        return None
    compared = False
    for match in _ARM_WORD.finditer(clause):
        arm = _arm_of(match.group(), asked)
        if arm is None:
            compared = compared and not analyze(match.group())  # a stopword goes on a name
        elif _AFTER_COMPARISON.search(clause[: match.start()]):
            compared = True
        elif not compared:
            return arm
    return None


def _arm_of(word: str, asked: Question) -> Literal["subject", "other"] | None:
    if word.lower().endswith("-controlled"):
        return None  # "placebo-controlled" names the design, not an arm
    stems = set(analyze(word))
    if stems & asked.subject:
        return "subject"
    if stems & asked.other:
        return "other"
    if sum(c.isalnum() for c in word) >= _SHORT_ARM and any(c.isupper() for c in word[1:]):
        if abbreviates(word, asked.subject_name):
            return "subject"
        if abbreviates(word, asked.other_name):
            return "other"
    return None


def _turned_round(stance: Stance) -> Stance:
    if stance == "yes":
        return "no"
    return "yes" if stance == "no" else stance
