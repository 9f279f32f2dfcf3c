"""The arms of a question as the abstract around a sentence names them: by the short forms it
defines (issue 14).

A conclusion often names its arms only by short forms the abstract defined earlier:
"brimonidine/timolol fixed combination (BTFC)" in the methods, then "BTFC has a superior
IOP-lowering effect than 0.5% timolol"; read alone, the sentence names no arm the question
("Does timolol lower the pressure more than Combigan?") names, and the comparison cannot be
turned round. The abstract's definitions ("long form (SF)", ``retrieval.abbreviations``) name
them: a short form names the arm its long form's first arm word names, a word naming an arm
when all its parts are that arm's words or generics or shared by both ("brimonidine/timolol"
is Combigan, not timolol; "latanoprost/timolol fixed combination" the latanoprost/timolol
arm, not the "dorzolamide/timolol fixed combination" one); a short form the question uses
("SMANCS") is named by its long form's words ("styrene maleic acid neocarzinostatin"), less
those of the other arm. A long form naming neither arm adds nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace

from clinrag.retrieval.abbreviations import definitions
from clinrag.retrieval.analysis import analyze
from clinrag.stance.arms import Arm
from clinrag.stance.question import Question
from clinrag.stance.rules import Stance, read_stance

_WORD = re.compile(r"[^\W_]+(?:/[^\W_]+)*")
"""A word of a long form; a combination is one ("brimonidine/timolol"), a hyphen parts words
("dorzolamide/timolol-fixed combination")."""


def with_defined_arms(asked: Question, context: str) -> Question:
    """``asked`` with each arm also named by the short forms (and a short form it uses, by
    the long form) that ``context``, the abstract or passages read with, defines."""
    if not asked.subject or not asked.other or not context:
        return asked
    subject, other = set(asked.subject), set(asked.other)
    for short, long in definitions(context).items():
        short_terms = set(analyze(short))
        if not short_terms:
            continue
        named = next(filter(None, (_named(word, asked) for word in _WORD.findall(long))), None)
        if named == "subject":
            subject |= short_terms
        elif named == "other":
            other |= short_terms
        elif short_terms <= asked.subject:
            subject |= set(analyze(long)) - asked.other - asked.other_generics
        elif short_terms <= asked.other:
            other |= set(analyze(long)) - asked.subject - asked.subject_generics
    if subject == asked.subject and other == asked.other:
        return asked
    return replace(asked, subject=frozenset(subject - other), other=frozenset(other - subject))


def read_in_context(text: str, question: str, context: str) -> Stance:
    """The rules' reading of ``text`` (a gold sentence, an answer) with the arms named as
    ``context`` (its abstract, the passages cited) defines them."""
    return read_stance(text, with_defined_arms(Question.of(question), context))


def _named(word: str, asked: Question) -> Arm | None:
    """The one arm all of whose parts the word's are, one of them its own (else None)."""
    stems = set(analyze(word))
    arms: list[Arm] = []
    sides: tuple[tuple[Arm, frozenset[str]], ...] = (
        ("subject", asked.subject | asked.subject_generics),
        ("other", asked.other | asked.other_generics),
    )
    for arm, own in sides:
        if stems & own and stems <= own | asked.shared_generics:
            arms.append(arm)
    return arms[0] if len(arms) == 1 else None
