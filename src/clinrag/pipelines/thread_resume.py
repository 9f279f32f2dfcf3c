"""A thread's reply to its clarifying question: the paused question resumed, not a new one
routed. Kept apart from the routing because a reply is never routed (``clinrag.pipelines.followup``
calls here first when the last turn is a ``clarification``).

Resumption. The thread's next message after a ``clarification`` turn is its reply. It is taken
in like any question (validated, redacted with placeholders numbered after the paused
question's, guarded: an injected reply is refused 422 and stores no turn, so the thread stays
resumable), and it is not routed: the ``route`` step records ``taken: RESUME`` and the reason
``clarification_reply``. The question searched is the paused turn's redacted question with the
reply added (``"<paused question> (clarification: <reply>)"``), itself taken in like any
question; the ``resume`` step records the paused turn, the reply and the question searched.
It is then answered by the mode's flow like a ``REWRITE_THEN_RETRIEVE``; the answer and the
turn keep the reply as asked. No model call made before the pause is made again: the route
(with the default cue router no model call at all; with ``router="model"`` one call) is not
asked again, and the paused question is read as its turn stored it, not taken in again alone.

Why the thread resumes from its own turn rather than the service's pause machinery
(``PauseStore``, a ``Pause`` node): a thread's clarification is decided by the router, between
the intake and the flow, so there is no flow position to resume from and no state past the
redacted question. That question is already kept, redacted, in the clarification turn, written
in its audit record's transaction; a ``paused_queries`` row would hold a second copy outside
the thread, with its own expiry and claim, and a reply addressed by pause id rather than by
being the thread's next message.

A flow that pauses mid-way (the agent's ``no_results``, ``overload``) is different: it has a
position and a state past the model's decomposition. Its clarification turn keeps the pause
(``paused_queries``, the turn's ``pause_id``), and the next message resumes the flow there
(``QueryService.resume_answer``): the decomposition call is not made again. The message is taken
in first as any reply (an injected reply is refused and the pause stays open; the turn records
this redaction of it), then again by the resumed flow, against the placeholders of the pause's
own state (the trace shows both intakes). A pause that has expired or was claimed meanwhile is
resumed from the turn's text instead, as above (the trace shows the failed ``load_pause``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from clinrag.conversations.store import StoredTurn
from clinrag.domain import Answer, Mode, Strategy
from clinrag.pipelines.flow import ResumeInvalid
from clinrag.pipelines.pause_keeper import Caller
from clinrag.pipelines.pause_store import PauseNotFound
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import AccessScope
from clinrag.setting_groups.conversations import ConversationSettings


async def resume_from_turn(
    service: QueryService,
    paused: StoredTurn,
    reply: str,
    trace: Trace,
    settings: ConversationSettings,
    mode: Mode,
    access: AccessScope,
    filters: Mapping[str, Any] | None,
    strategy: Strategy | None,
    caller: Caller | None,
) -> Answer:
    """The paused turn's question, with the redacted ``reply`` added, answered (module
    docstring)."""
    async with trace.step("route") as notes:
        notes.update(
            turns_read=1, router=settings.router, taken="RESUME", reason="clarification_reply"
        )
    question = f"{paused.redacted_question} (clarification: {reply})"
    async with trace.step("resume") as notes:
        notes.update(paused_turn=paused.turn, reply=reply, searched=question)
    searched = await service.take_in(
        question,
        trace=trace,
        access=access,
        filters=filters,
        strategy=strategy,
        numbered_after=(question,),
    )
    trace.redacted_query = reply  # what the record shows is the message as asked
    answer = await service.answer_from(searched, mode=mode, trace=trace, caller=caller)
    return replace(answer, redacted_query=reply)


async def resume_pause(
    service: QueryService,
    pause_id: str,
    message: str,
    trace: Trace,
    caller: Caller,
    access: AccessScope,
) -> Answer | None:
    """The flow a clarification turn paused, resumed with ``message`` from its pause; None
    when the pause can no longer be resumed (expired, claimed, or the service changed)."""
    async with trace.step("route") as notes:
        notes.update(turns_read=1, taken="RESUME", reason="clarification_reply", pause=True)
    try:
        return await service.resume_answer(
            pause_id, message, trace=trace, caller=caller, access=access
        )
    except (PauseNotFound, ResumeInvalid):
        return None
