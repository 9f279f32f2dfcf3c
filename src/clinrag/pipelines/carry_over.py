"""The follow-up rewrite without a model call: the message, and the subject it leans on
carried over from the thread.

"What was its half-life?" after "Is liraglutide safe in children with type 2 diabetes?" is
searched as "What was its half-life? (context: liraglutide safe children type 2 diabetes)".
Hybrid retrieval needs the subject's words, not a grammatical sentence; the model that writes
the answer and the citation check read the same text and the subject is stated in it.

The context is the content words of the thread's questions, newest first, back to the last
question that named its own subject without leaning on an earlier one (older turns are about
something else), at most ``REWRITE_TURNS`` turns and ``MAX_CONTEXT_WORDS`` words, then the
subject words of the latest answer. Words the message already has are not repeated.
"""

from __future__ import annotations

from collections.abc import Sequence

from clinrag.conversations.store import StoredTurn
from clinrag.pipelines.thread_cues import anchors, leans_on_thread, words
from clinrag.pipelines.thread_lexicon import GREETING_WORDS
from clinrag.pipelines.thread_router import REWRITE_TURNS
from clinrag.retrieval.analysis import STOPWORDS

MAX_CONTEXT_WORDS = 14
ANSWER_SUBJECT_WORDS = 4
"""Subject words taken from the latest answer: it often names what the question did not
("Which one caused less hypoglycaemia?" is answered with the drug's name)."""

_GENERIC_TEXT = """also much many well effective effect effects help helps work works safe
    better patients use used using"""
_NOT_CONTENT = STOPWORDS | GREETING_WORDS | frozenset(_GENERIC_TEXT.split())


def carry_over(message: str, turns: Sequence[StoredTurn]) -> str | None:
    """``message`` with the thread's subject appended, or None when the thread gives none."""
    have = set(words(message))
    context: list[str] = []
    for turn in reversed(turns[-REWRITE_TURNS:]):
        for word in words(turn.redacted_question):
            if word not in _NOT_CONTENT and word not in have and word not in context:
                context.append(word)
        if anchors(turn.redacted_question) and not leans_on_thread(turn.redacted_question):
            break
    context = context[:MAX_CONTEXT_WORDS]
    if turns:
        answer_subjects = [
            w for w in anchors(turns[-1].redacted_answer) if w not in have and w not in context
        ]
        context += answer_subjects[:ANSWER_SUBJECT_WORDS]
    if not context:
        return None
    return f"{message.strip()} (context: {' '.join(context)})"
