"""What a message of a thread is searched and answered as: the one place a thread's history may
shape a question."""

from __future__ import annotations

from clinrag.conversations.store import Thread


def question_to_search(thread: Thread, message: str) -> str:
    """The question the pipeline answers for ``message`` in ``thread``.

    For now the message itself: every message is searched as it stands, as on ``/v1/query``,
    and nothing of an earlier turn reaches its prompt. The router and follow-up rewriting of
    issue 15 plug in here: they read the thread's last turns (stored redacted, so an earlier
    turn's PHI cannot come back through them) and give the self-contained question that
    retrieval and the citation check see, traced as a step beside the original."""
    return message
