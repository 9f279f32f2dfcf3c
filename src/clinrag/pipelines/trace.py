"""The step trace: one record per pipeline step, the same records the audit log persists.

A step's ``details`` hold only what a compliance reviewer may read: counts, scores, ids, reason
codes, model and prompt versions, and texts that were redacted first (sub-queries). Raw user
text never goes in; the pipelines pass redacted text or nothing.

A step cut short is never ``ok``: a cancellation marks it ``cancelled`` (the client went away)
or ``timeout`` (the request's deadline: the route calls ``Trace.interrupt("timeout")`` before
it cancels the pipeline), and a model call that ran out of time (``LLMTimeout``) marks it
``timeout``. The record is appended before anything is awaited, so a second cancellation
cannot lose it.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from clinrag.domain import Evidence, LLMCall, StepRecord, StepStatus
from clinrag.errors import ClinragError, DeadlineExceeded, InputRejected, LLMTimeout, StepFailed
from clinrag.llm.base import Completion

Interruption = Literal["cancelled", "timeout"]

StepListener = Callable[[StepRecord], Awaitable[None]]
EvidenceListener = Callable[[tuple[Evidence, ...]], Awaitable[None]]
DraftListener = Callable[[str], Awaitable[None]]

_REPEAT_SUFFIX = re.compile(r"(_\d+)?(_retry\d+)?$")


def step_family(name: str) -> str:
    """The step's name without its round and attempt (``synthesize_2``, ``retrieve_retry2``
    -> ``synthesize``, ``retrieve``): repeated runs count as one kind of step."""
    return _REPEAT_SUFFIX.sub("", name)


@dataclass
class Trace:
    """Collects the steps of one request; ``listener`` hears each as it finishes (streaming);
    a step cut by a cancellation is recorded but not announced."""

    listener: StepListener | None = None
    evidence_listener: EvidenceListener | None = None
    """Hears the evidence the model is about to read, before it reads it (the stream's
    ``evidence`` event: the first useful bytes come before the model starts)."""
    draft_listener: DraftListener | None = None
    """Hears each checked, redacted sentence of the answer while the model writes it
    (``pipelines/draft_relay.py``; the stream's ``draft`` events)."""
    steps: list[StepRecord] = field(default_factory=list)
    llm_calls: list[LLMCall] = field(default_factory=list)
    redacted_query: str | None = None
    """Set once the question is redacted: what the audit record of a refused or failed
    request may show of it."""
    interruption: Interruption | None = None
    """Why the request's work is being cancelled, set by whoever cancels it (the route):
    the status of the steps the cancellation cuts. None: ``cancelled``."""

    def interrupt(self, reason: Interruption) -> None:
        """Call before cancelling the pipeline: the steps it cuts are recorded as ``reason``."""
        self.interruption = reason

    @asynccontextmanager
    async def step(self, name: str) -> AsyncIterator[StepDetails]:
        """Times the block and records it; an exception marks it failed (or rejected) and
        propagates, a cancellation marks it cancelled (or timeout, module docstring) and
        propagates. Set ``details.fallback()`` when the block recovered with a default."""
        details = StepDetails(name, self)
        started_at = datetime.now(UTC)
        started = time.perf_counter()
        status: StepStatus = "ok"
        cut = False
        try:
            yield details
        except asyncio.CancelledError:
            status, cut = self.interruption or "cancelled", True
            raise
        except InputRejected as rejected:
            status = "rejected"
            details["reason"] = rejected.code
            raise
        except (LLMTimeout, DeadlineExceeded) as timed_out:
            status = "timeout"
            details.update(error=timed_out.code, error_type=type(timed_out).__name__)
            raise
        except ClinragError as error:
            status = "failed"
            details.update(error=error.code, error_type=type(error).__name__)
            raise
        except Exception as error:
            # Unexpected: a typed error naming the step; the original stays chained for the log
            # (which renders exceptions as type and frames only, never their messages).
            status = "failed"
            details.update(error=StepFailed.code, error_type=type(error).__name__)
            raise StepFailed(
                f"the {name} step failed unexpectedly", code=StepFailed.code
            ) from error
        finally:
            if details.fell_back and status == "ok":
                status = "fallback"
            if details.paused and status == "ok":
                status = "paused"
            # Appended before any await. A step cut by a cancellation is not announced: the
            # cancellation must propagate as it is, and nobody may be listening any more.
            record = StepRecord(
                sequence=len(self.steps) + 1,
                name=name,
                started_at=started_at,
                seconds=time.perf_counter() - started,
                status=status,
                details=dict(details.values),
            )
            self.steps.append(record)
            if self.listener is not None and not cut:
                await self.listener(record)

    @property
    def llm_seconds(self) -> float:
        return sum(call.seconds for call in self.llm_calls)


class StepDetails:
    """The key outputs of one step, written by the step's code."""

    def __init__(self, name: str, trace: Trace) -> None:
        self.values: dict[str, Any] = {}
        self.fell_back = False
        self.paused = False
        self._name = name
        self._trace = trace

    def __setitem__(self, key: str, value: Any) -> None:
        self.values[key] = value

    def update(self, **values: Any) -> None:
        self.values.update(values)

    def redacted_question(self, text: str) -> None:
        """What the audit record of a refused or failed request may show of the question."""
        self._trace.redacted_query = text

    def pause(self) -> None:
        """The step stopped the flow to ask the caller something (a ``Pause`` node)."""
        self.paused = True

    async def evidence(self, passages: tuple[Evidence, ...]) -> None:
        """Announce the evidence chosen (redacted excerpts) to whoever streams the request."""
        if self._trace.evidence_listener is not None:
            await self._trace.evidence_listener(passages)

    @property
    def hears_drafts(self) -> bool:
        return self._trace.draft_listener is not None

    async def draft(self, sentence: str) -> None:
        """Announce one checked, redacted sentence of the answer being written."""
        if self._trace.draft_listener is not None:
            await self._trace.draft_listener(sentence)

    def fallback(self, reason: str) -> None:
        self.fell_back = True
        self.values["fallback_reason"] = reason

    def llm(self, completion: Completion) -> None:
        """Model, prompt id and version, tokens and seconds of the step's LLM call."""
        self.values["llm"] = {
            "model": completion.model,
            "prompt_id": completion.prompt_id,
            "prompt_version": completion.prompt_version,
            "tokens_in": completion.tokens_in,
            "tokens_out": completion.tokens_out,
            "seconds": round(completion.seconds, 4),
            "truncated": completion.truncated,
        }
        # What the stream's first-byte figures need (``clinrag bench stream``), when known.
        if completion.first_token_seconds is not None:
            self.values["llm"]["first_token_seconds"] = round(completion.first_token_seconds, 4)
        if completion.tokens_cached is not None:
            self.values["llm"]["tokens_cached"] = completion.tokens_cached
        self._trace.llm_calls.append(
            LLMCall(
                self._name,
                completion.model,
                completion.prompt_id,
                completion.prompt_version,
                completion.tokens_in,
                completion.tokens_out,
                completion.seconds,
            )
        )
