"""What a retry searches after the evidence failed its grade, without a model call.

Two rewrites, from precise to broad, as the grade's thresholds go from strict to lenient:

- ``focus_query``: the question's content words alone. "Is there any evidence that
  colesevelam reduces constipation in adults?" is searched as "colesevelam reduces
  constipation adults": the question's scaffolding ("is there any evidence that") dilutes
  its embedding and adds BM25 terms no passage needs.
- ``expanded_query``: the content words and the subject words of the closest passages' titles
  (pseudo-relevance feedback from titles): a question in a clinician's words ("sugar pill",
  "heart attack") meets the abstracts' terms ("placebo", "myocardial infarction").

Both read redacted text only (the question, and titles redacted with the request's session):
placeholders are not words, so no identifier and no stand-in reaches a query. No model
rewrite: it would cost a model call (seconds on the packaged CPU model) on exactly the
questions whose evidence is already weakest, and a thread's retry has its own rewrite
(``carry_over``, tried before these two).
"""

from __future__ import annotations

from collections.abc import Sequence

from clinrag.pipelines.thread_cues import anchors, words
from clinrag.pipelines.thread_lexicon import GREETING_WORDS
from clinrag.retrieval.analysis import STOPWORDS

EXPANSION_WORDS = 6
"""Most title words an expanded query adds."""

_SCAFFOLD_TEXT = """any evidence know tell please show find whether there anything
    information info data literature study studies trial trials research paper papers
    give list explain describe"""
_NOT_FOCUS = STOPWORDS | GREETING_WORDS | frozenset(_SCAFFOLD_TEXT.split())


def focus_words(question: str) -> list[str]:
    """The question's content words, in order, once each."""
    return list(dict.fromkeys(w for w in words(question) if w not in _NOT_FOCUS))


def focus_query(question: str) -> str | None:
    """The content words alone, or None when they are all the question has (or none)."""
    focus = focus_words(question)
    if not focus or focus == list(dict.fromkeys(words(question))):
        return None
    return " ".join(focus)


def expanded_query(question: str, titles: Sequence[str]) -> str | None:
    """The content words and up to ``EXPANSION_WORDS`` subject words of ``titles`` (redacted,
    closest passage first) that the question lacks; None when the titles add nothing."""
    focus = focus_words(question)
    have = set(focus)
    extra: list[str] = []
    for title in titles:
        for word in anchors(title):
            if word not in have and word not in extra:
                extra.append(word)
    if not extra:
        return None
    return " ".join([*focus, *extra[:EXPANSION_WORDS]])
