"""What the stance reader needs of a yes/no research question: the direction it asks about, its
outcome, its terms and its two arms (``stance.rules`` reads answers against it).

Questions are written in a few shapes, each read by a rule:

* "Does A reduce Y (compared with B)?": the verb gives the direction ("reduce", "lower",
  "shorten", "lose" down; "increase", "raise", "lengthen", "gain", "cause" up; "improve",
  "ease", "better" any; "worsen", "impair", "speed up", "make Y worse" a harm, and so is
  asking whether A is the worse arm: "inferior to", "worse than", "less effective"), A is before
  it, Y after it, B after "than" / "compared with" / "versus" / "superior to" ("Is A
  superior to B in reducing Y?": Y follows B);
* "Are Y less frequent with A than with B?", "Do fewer people stop A than B?": no verb, a
  comparative ("less", "fewer", "lower" down; "more", "higher", "greater" up) gives the
  direction, and A is the phrase after the last "with" / "on" / "after" ... before "than"
  ("with A than with B"), or else the words between the comparative and "than";
* "Can patients reach the same Y with A as with B?": an equivalence question, answered no by
  a difference in either direction;
* "In <population>, does ...?" / "For <condition>, is ...?": the opening context is whom the
  study enrolled, not an arm;
* a question on tolerability or safety ("Is A better tolerated than B?") asks about adverse
  events, and asks for fewer of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from clinrag.retrieval.analysis import analyze
from clinrag.retrieval.drug_names import drug_names
from clinrag.stance.lay_wording import plain_question

Direction = Literal["up", "down", "any", "harm"]
_DIRECTIONS: tuple[Direction, ...] = ("down", "up", "harm")

_AUXILIARIES = r"(?:is|are|does|do|did|can|could|was|were|will|would|should)"
_CONTEXT = re.compile(
    r"^\s*(?:in|for|after|when|among|during|before|following)\b[^,?]*,\s*"
    rf"(?={_AUXILIARIES}\b)",
    re.I,
)
"""An opening "In <population>, " before the question's auxiliary."""
_AUXILIARY = re.compile(rf"^\s*{_AUXILIARIES}\s+", re.I)
_BREAK = r"(?:[:;.!?]|\s[-\u2013\u2014])\s+"
_LEAD_IN = re.compile(
    rf"^.*?{_BREAK}(?={_AUXILIARIES}\s(?!.*{_BREAK}{_AUXILIARIES}\s))"
    r"|^[^:?]{1,60}:\s+"
    r"|^\s*(?:is it (?:true|right|the case) that|i wonder (?:whether|if))\s+",
    re.I,
)
"""Who asks and why, before the question itself ("GP here: is ...", "Our son is five and
hardly speaks. Would ...", "Is it true that ..."): not part of what it asks (issue 14: the
lay-worded splits test9-test11 open 36 of 108 questions so)."""
_QUESTION_VERB = re.compile(
    r"\b(?P<down>reduce|decrease|lower|prevent|shorten|lose|cause (?:less|fewer|lower)"
    r"|give (?:a )?lower)\b"
    r"|\b(?P<up>increase|raise|lengthen|prolong|gain|cause (?:more|greater|higher)"
    r"|give (?:a )?higher|cause)\b"
    r"|\b(?P<harm>worsen|impair|harm|speed up|accelerate|hasten|(?<!non-)(?<!not )inferior"
    r"|worse than|less (?:effective|efficacious|successful|beneficial)"
    r"|make (?P<made>(?:[\w-]+ ){1,3}?)worse)\b"
    r"|\b(?P<any>improve|preserve|relieve|ease|change|more effective|better|superior|effective)\b",
    re.I,
)
_COMPARATIVE = re.compile(
    r"\b(?:(?P<down>less|fewer|lower)|(?P<up>more|higher|greater))\b"
    r"(?:\s+(?:frequent(?:ly)?|common(?:ly)?|often|likely|of an? \w+))?",
    re.I,
)
"""A question with no verb of effect asks by a comparative ("fewer hospitalisations",
"less frequent with A", "less of a problem with A")."""
_OBJECT = re.compile(
    r"\b(?:than|compared (?:with|to)|versus|vs\.?|(?:superior|inferior|preferable) to)\s+"
    r"(?P<preposition>(?:with|on|after|in)\s+)?"
    r"(?P<arm>.+?)"
    r"(?=\s+(?:in|for|at|when|as|after|during|with|among|on|because|due|within|while|before)\b"
    r"|\?|$)",
    re.I,
)
_LEADING_PREPOSITION = re.compile(r"^\s*(?:in|at|for|on)\s+", re.I)
_ARM_PREPOSITION = re.compile(r"\b(?:with|on|after|using|receiving|taking)\s+", re.I)
"""What introduces an arm in a comparative question ("less frequent *with* A than with B")."""
_EQUIVALENCE = re.compile(r"\b(?:the same|as (?:\w+ )?as|equally|as much)\b", re.I)
_TOLERABILITY = re.compile(r"\b(?:tolerat\w*|tolerab\w*|safer|safety)\b", re.I)
ADVERSE_TERMS = frozenset(
    analyze(
        "adverse side effects events toxicity complications nausea vomiting diarrhoea "
        "diarrhea discontinuation withdrawal"
    )
)
"""What a tolerability question is answered by: the adverse events an arm caused."""
_PEOPLE = frozenset(analyze("patients people participants subjects adults persons"))
"""Who takes an arm, not the arm ("do fewer people stop A than B")."""


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
    equivalence: bool = False
    """The question asks whether the arms do the same ("reach the same peak power")."""
    generics: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    """Per arm (asked, other), terms of the generics of a medicine it names by another name
    ("Cosopt": dorzolamide, timolol), less those the other arm names: the abstract may write
    the arm by them."""
    shared_generics: frozenset[str] = frozenset()
    """Terms of the generics both arms name ("Combigan versus Cosopt": timolol): a part of a
    combination that tells neither arm ("brimonidine/timolol" is still Combigan)."""
    null_claim: bool = False
    """It asks whether a claim of no effect holds ("Is it true that A does nothing for Y?"),
    parsed as its positive form (``stance.lay_wording``): an effect either way answers no."""

    @property
    def subject_generics(self) -> frozenset[str]:
        return self.generics[0]

    @property
    def other_generics(self) -> frozenset[str]:
        return self.generics[1]

    @staticmethod
    def of(text: str) -> Question:
        plain, null_claim = plain_question(text)
        asked = _parse(plain)
        return replace(asked, null_claim=True) if null_claim else asked


def _parse(text: str) -> Question:
    """The question parsed: its direction, outcome, terms and arms (module docstring)."""
    body = _AUXILIARY.sub("", _CONTEXT.sub("", _LEAD_IN.sub("", text.strip(), count=1)))
    verb = _QUESTION_VERB.search(body)
    compared = _OBJECT.search(body)
    if verb is None and (comparative := _COMPARATIVE.search(body)) is not None:
        return _by_comparative(body, comparative, compared)
    direction: Direction = "any"
    subject_text, rest = body, ""
    if verb is not None:
        direction = next((name for name in _DIRECTIONS if verb.group(name)), "any")
        subject_text, rest = body[: verb.start()], body[verb.end() :]
    other_terms = set(analyze(compared.group("arm"))) if compared else set()
    if compared is not None and compared.start() < len(subject_text):
        subject_text = subject_text[: compared.start()]
    if compared is not None and verb is not None and compared.start() == verb.start():
        # "Is A superior to B in reducing Y?": the outcome follows the comparator
        rest = _LEADING_PREPOSITION.sub("", body[compared.end() :])
    outcome_text = _OBJECT.split(rest)[0] if rest else ""
    outcome_text = re.split(r"\s+(?:in|for|at|when|among)\b", outcome_text)[0]
    if verb is not None and verb.group("made"):
        outcome_text = f"{verb.group('made')} {outcome_text}"  # "make weight gain worse"
    outcome = set(analyze(outcome_text))
    if _TOLERABILITY.search(body) and direction == "any":
        direction, outcome = "down", outcome | ADVERSE_TERMS
    subject_terms = set(analyze(subject_text))
    other_text = compared.group("arm") if compared else ""
    return Question(
        direction=direction,
        outcome=frozenset(outcome),
        terms=frozenset(analyze(body)),
        subject=frozenset(subject_terms - other_terms),
        other=frozenset(other_terms - subject_terms),
        subject_name=subject_text.strip(),
        other_name=other_text.strip(),
        equivalence=bool(_EQUIVALENCE.search(body)),
        generics=_generic_arms(subject_text, other_text),
        shared_generics=_shared_generics(subject_text, other_text),
    )


def _by_comparative(
    body: str, comparative: re.Match[str], compared: re.Match[str] | None
) -> Question:
    """ "Are Y less frequent with A than with B?": the arm asked about is the phrase after the
    last preposition that introduces an arm before "than", else the words between the
    comparative and "than" ("fewer people stop A than B"); the outcome is every other word."""
    direction: Direction = "down" if comparative.group("down") else "up"
    subject_text = ""
    if compared is not None:
        before = body[: compared.start()]
        introduced = list(_ARM_PREPOSITION.finditer(before))
        if introduced and introduced[-1].start() >= comparative.start():
            subject_text = before[introduced[-1].end() :]
        elif compared.start() > comparative.end():
            subject_text = body[comparative.end() : compared.start()]
    other_text = compared.group("arm") if compared else ""
    other_terms = set(analyze(other_text))
    subject_terms = set(analyze(subject_text)) - _PEOPLE
    terms = set(analyze(body))
    asked_by = set(analyze(comparative.group()))
    return Question(
        direction=direction,
        outcome=frozenset(terms - subject_terms - other_terms - _PEOPLE - asked_by),
        terms=frozenset(terms),
        subject=frozenset(subject_terms - other_terms),
        other=frozenset(other_terms - subject_terms),
        subject_name=subject_text.strip(),
        other_name=other_text.strip(),
        generics=_generic_arms(subject_text, other_text),
        shared_generics=_shared_generics(subject_text, other_text),
    )


def _generic_arms(subject_text: str, other_text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The terms of the generics each arm names by another name (``retrieval.drug_names``),
    less every term the other arm names or implies: "Cosopt versus timolol" leaves the asked arm
    dorzolamide, as timolol is in both."""
    subject, other = set(analyze(subject_text)), set(analyze(other_text))
    subject_generics = set(analyze(" ".join(_own_words(subject_text))))
    other_generics = set(analyze(" ".join(_own_words(other_text))))
    return (
        frozenset(subject_generics - other - other_generics - subject),
        frozenset(other_generics - subject - subject_generics - other),
    )


def _shared_generics(subject_text: str, other_text: str) -> frozenset[str]:
    subject = set(analyze(subject_text)) | set(analyze(" ".join(_own_words(subject_text))))
    other = set(analyze(other_text)) | set(analyze(" ".join(_own_words(other_text))))
    return frozenset(subject & other)


def _own_words(arm: str) -> list[str]:
    """The words of the generics ``arm`` names by another name that name them, not their family
    ("Lantus": glargine, not insulin)."""
    names = drug_names()
    return [w for generic in names.generics_in(arm) for w in names.own_words(generic)]
