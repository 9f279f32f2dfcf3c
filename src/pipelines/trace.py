"""The step trace: one record per pipeline step, the same records the audit log persists.

A step's ``details`` hold only what a compliance reviewer may read: counts, scores, ids, reason
codes, model and prompt versions, and texts that were redacted first (sub-queries). Raw user
text never goes in; the pipelines pass redacted text or nothing.
"""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from src.errors import ClinragError, InputRejected, StepFailed
from src.llm.base import Completion

StepStatus = Literal["ok", "failed", "rejected", "fallback"]
"""``fallback``: the step failed and the pipeline went on with its documented default."""


@dataclass(frozen=True)
class StepRecord:
    sequence: int
    name: str
    started_at: datetime
    seconds: float
    status: StepStatus
    details: dict[str, Any]


@dataclass(frozen=True)
class LLMCall:
    step: str
    model: str
    prompt_id: str
    prompt_version: str
    tokens_in: int
    tokens_out: int
    seconds: float


StepListener = Callable[[StepRecord], Awaitable[None]]

_ROUND_SUFFIX = re.compile(r"_\d+$")


def step_family(name: str) -> str:
    """The step's name without its round number (``synthesize_2`` -> ``synthesize``): the
    reflection loop's repeated rounds count as one kind of step."""
    return _ROUND_SUFFIX.sub("", name)


@dataclass
class Trace:
    """Collects the steps of one request; ``listener`` hears each as it finishes (streaming)."""

    listener: StepListener | None = None
    steps: list[StepRecord] = field(default_factory=list)
    llm_calls: list[LLMCall] = field(default_factory=list)
    redacted_query: str | None = None
    """Set once the question is redacted: what the audit record of a refused or failed
    request may show of it."""

    @asynccontextmanager
    async def step(self, name: str) -> AsyncIterator[StepDetails]:
        """Times the block and records it; an exception marks it failed (or rejected) and
        propagates. Set ``details.fallback()`` when the block recovered with a default."""
        details = StepDetails(name, self)
        started_at = datetime.now(UTC)
        started = time.perf_counter()
        status: StepStatus = "ok"
        try:
            yield details
        except InputRejected as rejected:
            status = "rejected"
            details["reason"] = rejected.code
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
            record = StepRecord(
                sequence=len(self.steps) + 1,
                name=name,
                started_at=started_at,
                seconds=time.perf_counter() - started,
                status=status,
                details=dict(details.values),
            )
            self.steps.append(record)
            if self.listener is not None:
                await self.listener(record)

    @property
    def llm_seconds(self) -> float:
        return sum(call.seconds for call in self.llm_calls)


class StepDetails:
    """The key outputs of one step, written by the step's code."""

    def __init__(self, name: str, trace: Trace) -> None:
        self.values: dict[str, Any] = {}
        self.fell_back = False
        self._name = name
        self._trace = trace

    def __setitem__(self, key: str, value: Any) -> None:
        self.values[key] = value

    def update(self, **values: Any) -> None:
        self.values.update(values)

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
