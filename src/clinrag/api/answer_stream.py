"""An answering route's Server-Sent Events form (``stream_answer``): its steps, evidence and
draft sentences as they come, then the answer (or the error) once it is kept.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from fastapi import Request
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, TypeAdapter

from clinrag.api.supervision import settle
from clinrag.domain import Evidence, StepRecord
from clinrag.errors import ClinragError
from clinrag.pipelines.step_view import clinician_step
from clinrag.pipelines.trace import Trace


def stream_answer(
    request: Request, respond: Callable[[Trace], Awaitable[BaseModel]]
) -> StreamingResponse:
    """Server-Sent Events of ``respond`` (which answers on the trace it is given and returns
    the JSON route's body): ``step`` per finished step; ``evidence`` (the passages the model is
    about to read, redacted excerpts with their title, source and page) as soon as they are
    chosen, before the model starts; ``draft`` (``{"text": ...}``) for each sentence of the
    answer as the model writes it, once its citations are checked and its text redacted (the
    embedded model and OpenAI-compatible servers; Ollama answers whole); then ``answer`` (the
    JSON route's body, authoritative) or ``error`` (the error body). The answer is sent only
    after it is kept (its audit record written); a client that leaves early leaves a
    ``client_disconnected`` record with the steps done so far."""
    events: asyncio.Queue[str | None] = asyncio.Queue()

    async def on_step(step: StepRecord) -> None:
        await events.put(_event("step", _STEP.dump_json(clinician_step(step)).decode()))

    async def on_evidence(passages: tuple[Evidence, ...]) -> None:
        await events.put(_event("evidence", _EVIDENCE.dump_json(list(passages)).decode()))

    async def on_draft(sentence: str) -> None:
        await events.put(_event("draft", json.dumps({"text": sentence})))

    async def run() -> None:
        try:
            trace = Trace(listener=on_step, evidence_listener=on_evidence, draft_listener=on_draft)
            await events.put(_event("answer", (await respond(trace)).model_dump_json()))
        except ClinragError as error:
            payload = {
                "error": error.code,
                "detail": error.detail,
                "request_id": request.state.request_id,
            }
            await events.put(_event("error", json.dumps(payload)))
        finally:
            await events.put(None)

    task = asyncio.create_task(run())

    async def stream() -> AsyncIterator[str]:
        try:
            while (event := await events.get()) is not None:
                yield event
        finally:
            # Cut short (the client went away): cancel the work and wait while it records
            # itself (client_disconnected, its steps so far), so the request ends recorded.
            task.cancel()
            await settle(task)

    return StreamingResponse(stream(), media_type="text/event-stream")


SSE_RESPONSES: dict[int | str, dict[str, Any]] = {200: {"content": {"text/event-stream": {}}}}

_STEP = TypeAdapter(StepRecord)
_EVIDENCE = TypeAdapter(list[Evidence])


def _event(name: str, data: str) -> str:
    """One Server-Sent Event; ``data`` is one line of JSON."""
    return f"event: {name}\ndata: {data}\n\n"
