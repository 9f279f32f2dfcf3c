"""Are the best passages about what the question names? (issue 14)

"Does apixaban need dose reduction?" over a corpus with no apixaban document retrieved insulin
abstracts on dose reduction and quoted them as the answer: every retrieval score was
respectable, because most of the question's words were met. What was not met is the one word
the question is about. So the question's subjects (``subject_names``: the drugs, drug
classes, conditions and procedures it names) must each be met by the best passages:

- **exact**: one of its names (a drug's generic or brands: "Risperdal" is met by
  "risperidone") has all its stems among the passages' stems (the BM25 analyser's Snowball
  stems, so "vaccines" meets "vaccination"), or, for a class, a passage word ends like a
  member's name ("statins": "atorvastatin");
- **similar**: the embedder puts it at least ``threshold`` (cosine) from some word of the
  passages (another spelling or an abbreviation: "behaviours" and "behavior", "venous" and
  "vein"). Words are compared with words: a word against a whole passage scores low whether
  or not the passage is about it. Every word of the passages is a candidate, not only their
  rare ones: the British spelling of a common word is rare, its US form is not.

A question with no subject ("what is the dose?", "is it safe at bedtime?") has nothing to check
and passes. Pure: the step (``steps/check_coverage.py``) embeds the words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from clinrag.domain import Vectors
from clinrag.pipelines.subject_names import Subject, SubjectLexicon
from clinrag.pipelines.thread_cues import words
from clinrag.retrieval.analysis import STOPWORDS, analyze

MIN_WORD = 3
FRAMING = frozenset({"clarification", "clarified", "context"})
"""Words our own rewrites put around a question, never its subject: a thread's resumed
question ``"<question> (clarification: <reply>)"`` (``thread_resume``), a carried-over
subject ``"(context: ...)"`` (``carry_over``), a paused flow's ``"Clarified: ..."``."""


@dataclass(frozen=True)
class SubjectMatch:
    subject: str
    how: str
    """``exact``, ``similar`` or ``missing``."""
    met_by: str | None
    """The other name or the member that met it exactly ("risperidone" for "risperdal")."""
    similarity: float | None
    """Best cosine to a rare word of the passages (None: matched exactly, not compared)."""
    nearest: str | None
    """That word (of the redacted passages: a placeholder is never a word)."""


@dataclass(frozen=True)
class Coverage:
    matches: tuple[SubjectMatch, ...]

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(m.subject for m in self.matches if m.how == "missing")

    @property
    def covered(self) -> bool:
        return not self.missing


def subjects(question: str, lexicon: SubjectLexicon) -> tuple[Subject, ...]:
    """The question's subjects, in order, once each."""
    return tuple(s for s in lexicon.subjects(question) if s.name not in FRAMING)


def candidates(passage: str) -> set[str]:
    """The passage's words a subject may be similar to: not stopwords, at least three
    characters, at least one letter."""
    return {
        w
        for w in words(passage)
        if len(w) >= MIN_WORD and w not in STOPWORDS and any(c.isalpha() for c in w)
    }


def coverage(
    question: str,
    passages: Sequence[str],
    embed: Callable[[list[str]], Vectors],
    threshold: float,
    lexicon: SubjectLexicon,
) -> Coverage:
    """How each subject of the (redacted) ``question`` is met by the (redacted) ``passages``;
    ``embed`` (unit vectors) is called once, and only when a subject is not met exactly."""
    asked = subjects(question, lexicon)
    stems = {stem for text in passages for stem in analyze(text)}
    passage_words = {w for text in passages for w in candidates(text)}
    exact = {s.name: by for s in asked if (by := _met_exactly(s, stems, passage_words))}
    unmatched = [s.name for s in asked if s.name not in exact]
    pool = sorted(passage_words - set(unmatched))
    best: dict[str, tuple[float, str | None]] = dict.fromkeys(unmatched, (-1.0, None))
    if unmatched and pool:
        vectors = embed([*unmatched, *pool])
        cosines = vectors[: len(unmatched)] @ vectors[len(unmatched) :].T
        for row, name in enumerate(unmatched):
            column = int(np.argmax(cosines[row]))
            best[name] = (float(cosines[row, column]), pool[column])
    matches = []
    for subject in asked:
        if subject.name in exact:
            by = exact[subject.name]
            met_by = None if by == subject.name else by
            matches.append(SubjectMatch(subject.name, "exact", met_by, None, None))
            continue
        similarity, nearest = best[subject.name]
        how = "similar" if similarity >= threshold else "missing"
        matches.append(SubjectMatch(subject.name, how, None, round(similarity, 4), nearest))
    return Coverage(tuple(matches))


def _met_exactly(subject: Subject, stems: set[str], passage_words: set[str]) -> str | None:
    """The name of ``subject`` whose stems the passages all hold, or the passage word that
    names a member of its class; None when neither."""
    for form in subject.forms:
        terms = analyze(form)
        if terms and all(t in stems for t in terms):
            return form
    members = subject.members
    return next((w for w in sorted(passage_words) if members and members.holds(w)), None)
