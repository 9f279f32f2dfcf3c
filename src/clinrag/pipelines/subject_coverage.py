"""Are the best passages about what the question names? (issue 14)

"Does apixaban need dose reduction?" over a corpus with no apixaban document retrieved insulin
abstracts on dose reduction and quoted them as the answer: every retrieval score was
respectable, because most of the question's words were met. What was not met is the one word
the question is about. So the question's subjects are its rare words (``thread_cues.anchors``:
the words the thread router already reads as what a message is about: drug and disease names,
procedures, abbreviations with digits), and each must be met by the best passages:

- **exact**: its stem is one of the passages' stems (the BM25 analyser's Snowball stems, so
  "vaccines" meets "vaccination" and "covid-19" meets "COVID 19");
- **similar**: the embedder puts it at least ``threshold`` (cosine) from some word of the
  passages (a synonym, an abbreviation or another spelling: "behaviours" and "behavior",
  "venous" and "vein"). Words are compared with words: a word against a whole passage scores
  low whether or not the passage is about it. Every word of the passages is a candidate, not
  only their rare ones: the British spelling of a common word is rare, its US form is not.

A question with no subject word ("what is the dose?") has nothing to check and passes. Pure:
the step (``steps/check_coverage.py``) embeds the words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from clinrag.domain import Vectors
from clinrag.pipelines.thread_cues import anchors, words
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


def subjects(question: str) -> tuple[str, ...]:
    """The question's subject words, in order, once each."""
    return tuple(w for w in anchors(question) if w not in FRAMING)


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
) -> Coverage:
    """How each subject of the (redacted) ``question`` is met by the (redacted) ``passages``;
    ``embed`` (unit vectors) is called once, and only when a subject is not met exactly."""
    asked = subjects(question)
    stems = {stem for text in passages for stem in analyze(text)}
    exact = {s for s in asked if (terms := analyze(s)) and all(t in stems for t in terms)}
    unmatched = [s for s in asked if s not in exact]
    pool = sorted({w for text in passages for w in candidates(text)} - set(unmatched))
    best: dict[str, tuple[float, str | None]] = dict.fromkeys(unmatched, (-1.0, None))
    if unmatched and pool:
        vectors = embed([*unmatched, *pool])
        cosines = vectors[: len(unmatched)] @ vectors[len(unmatched) :].T
        for row, subject in enumerate(unmatched):
            column = int(np.argmax(cosines[row]))
            best[subject] = (float(cosines[row, column]), pool[column])
    matches = []
    for subject in asked:
        if subject in exact:
            matches.append(SubjectMatch(subject, "exact", None, None))
            continue
        similarity, nearest = best[subject]
        how = "similar" if similarity >= threshold else "missing"
        matches.append(SubjectMatch(subject, how, round(similarity, 4), nearest))
    return Coverage(tuple(matches))
