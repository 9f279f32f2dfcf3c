"""Threads of questions (conversational mode: ``CLINRAG_CONVERSATIONS__ENABLED``).

``POST /v1/conversations`` opens a thread owned by the caller's key; ``POST .../{id}/messages``
(JSON) and ``.../{id}/messages/stream`` (Server-Sent Events) answer a message as ``/v1/query``
answers a question (same body, same validation, redaction, guard and audit; the answer also
names its turn), and store it as the thread's next turn in the same transaction as its audit
record; ``GET .../{id}`` gives the turns. Only the owning key reads or continues a thread: an
unknown id and another key's id are the same 404 (``conversation_not_found``), recorded with
the id asked for. A message after the first is routed, and a follow-up rewritten, before it is
searched (``clinrag.pipelines.followup``); a message the thread cannot resolve is answered with
a clarifying question (``kind: "clarification"``), and the next message is its reply. Compliance
reads any thread through ``GET /v1/audit/conversations/{id}``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Path, Request
from fastapi.responses import StreamingResponse

from clinrag.api.answer_bodies import QueryRequest, QueryResponse
from clinrag.api.answer_stream import SSE_RESPONSES, stream_answer
from clinrag.api.answering import Answering, AnsweringDep, answer_question
from clinrag.api.audit_trail import note_conversation, record_answer
from clinrag.api.auth import permission
from clinrag.api.deps import ChunkStoreDep, ConversationsDep, SettingsDep
from clinrag.auth.roles import Permission, Principal
from clinrag.conversations.store import (
    CONVERSATION_ID_PATTERN,
    ConversationNotFound,
    ConversationStore,
    StoredTurn,
    Transcript,
    TurnAppend,
)
from clinrag.conversations.visibility import visible_turns
from clinrag.domain import Answer, Mode
from clinrag.errors import NotFound
from clinrag.pipelines.followup import answer_message
from clinrag.pipelines.pause_keeper import Caller as PauseOwner
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.chunk_store import ChunkStore
from clinrag.setting_groups.conversations import ConversationSettings

router = APIRouter(prefix="/v1/conversations", tags=["conversations"])


async def _conversing(
    principal: Annotated[Principal, Depends(permission(Permission.QUERY))], settings: SettingsDep
) -> Principal:
    """The caller, once the service keeps threads at all."""
    if not settings.conversations.enabled:
        raise NotFound(
            "conversational mode is off on this service (CLINRAG_CONVERSATIONS__ENABLED)",
            code="conversations_disabled",
        )
    return principal


def _conversation_id(
    request: Request,
    # What a conversation id can be: anything else is refused (422) before it is looked up
    # or stored, so no text typed in its place reaches the audit trail.
    conversation_id: Annotated[str, Path(pattern=CONVERSATION_ID_PATTERN)],
) -> str:
    note_conversation(request, conversation_id)
    return conversation_id


Caller = Annotated[Principal, Depends(_conversing)]
ConversationId = Annotated[str, Depends(_conversation_id)]


class MessageResponse(QueryResponse):
    """The body of ``POST /v1/query``, the turn the message became, and whether it is an
    answer or a clarifying question (``clarification``; null for an answer)."""

    conversation_id: str
    turn: int
    kind: Literal["answer", "clarification"]

    @classmethod
    def of_turn(cls, answer: Answer, conversation_id: str, turn: int) -> MessageResponse:
        return cls(
            **QueryResponse.fields_of(answer),
            conversation_id=conversation_id,
            turn=turn,
            kind="answer" if answer.clarification is None else "clarification",
        )


@dataclass(frozen=True)
class _Turn:
    """A message about to be answered in a thread that has room for it."""

    asked: QueryRequest
    history: tuple[StoredTurn, ...]
    """The thread's last turns (redacted, as stored), which route the message."""
    settings: ConversationSettings
    append: TurnAppend
    access: AccessScope
    """The labels the caller's key may read now: the search's and the recalled evidence's."""

    async def answer(self, request: Request, answering: Answering, trace: Trace) -> MessageResponse:
        keep = partial(record_answer, answering.audit, request, alongside=self.append)
        caller = PauseOwner(request.state.principal.key_id, request.state.request_id)
        answer = await answer_question(
            self.asked, request, trace, answering, keep, respond=partial(self._respond, caller)
        )
        return MessageResponse.of_turn(answer, self.append.conversation_id, self.append.number)

    async def _respond(
        self, caller: PauseOwner, service: QueryService, mode: Mode, trace: Trace
    ) -> Answer:
        answer = await answer_message(
            service,
            self.asked.question,
            self.history,
            settings=self.settings,
            mode=mode,
            trace=trace,
            access=self.access,
            filters=self.asked.filters,
            strategy=self.asked.synthesis,
            caller=caller,
        )
        if answer.clarification is None:
            return answer
        # The thread keeps the pause; its next message is the reply (no id to send back).
        self.append.pause_id = answer.clarification.pause_id
        return replace(answer, clarification=replace(answer.clarification, pause_id=None))


async def _turn(
    conversation_id: str,
    body: QueryRequest,
    caller: Principal,
    conversations: ConversationStore,
    settings: ConversationSettings,
    chunks: ChunkStore,
) -> _Turn:
    """404 for a thread that is not the caller's, 409 for a full one, before any work. The
    history is as the caller's key may see it now (``clinrag.conversations.visibility``)."""
    thread = await conversations.continuable(conversation_id, caller.key_id)
    stored = await conversations.last_turns(thread, settings.router_turns)
    history = await visible_turns(stored, chunks, caller.access)
    return _Turn(body, history, settings, conversations.appending(thread), caller.access)


@router.post("", response_model=Transcript, status_code=201)
async def create_conversation(caller: Caller, conversations: ConversationsDep) -> Transcript:
    """A new thread, owned by the caller's key, with no turns yet."""
    return Transcript.of(await conversations.create(caller.key_id))


@router.get("/{conversation_id}", response_model=Transcript)
async def read_conversation(
    conversation_id: ConversationId,
    caller: Caller,
    conversations: ConversationsDep,
    chunks: ChunkStoreDep,
) -> Transcript:
    """The caller's thread and its turns in order (redacted texts, cited ids, request ids);
    a turn citing a document the key may no longer read is shown withheld."""
    transcript = await conversations.transcript(conversation_id, caller.key_id)
    if transcript is None:
        raise ConversationNotFound()
    turns = await visible_turns(transcript.turns, chunks, caller.access)
    return replace(transcript, turns=turns)


@router.post("/{conversation_id}/messages", response_model=MessageResponse)
async def post_message(
    conversation_id: ConversationId,
    body: QueryRequest,
    request: Request,
    caller: Caller,
    conversations: ConversationsDep,
    answering: AnsweringDep,
    chunks: ChunkStoreDep,
    settings: SettingsDep,
) -> MessageResponse:
    turn = await _turn(conversation_id, body, caller, conversations, settings.conversations, chunks)
    return await turn.answer(request, answering, Trace())


@router.post(
    "/{conversation_id}/messages/stream",
    response_class=StreamingResponse,
    responses=SSE_RESPONSES,
)
async def post_message_stream(
    conversation_id: ConversationId,
    body: QueryRequest,
    request: Request,
    caller: Caller,
    conversations: ConversationsDep,
    answering: AnsweringDep,
    chunks: ChunkStoreDep,
    settings: SettingsDep,
) -> StreamingResponse:
    """The events of ``POST /v1/query/stream``; ``answer`` carries the JSON route's body. A
    thread that is not the caller's (404) or is full (409) is refused before the stream."""
    turn = await _turn(conversation_id, body, caller, conversations, settings.conversations, chunks)
    return stream_answer(request, partial(turn.answer, request, answering))
