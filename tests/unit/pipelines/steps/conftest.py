"""One step at a time, with the fake model and retriever; the real redactor and guard."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from clinrag.pipelines.state import QueryState, RawQuestion
from clinrag.pipelines.trace import StepDetails, Trace
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.filters import NO_FILTER
from clinrag.security.redaction import RedactionSession

RunStep = Callable[..., Any]


@pytest.fixture
def state() -> QueryState:
    return QueryState(metadata_filter=NO_FILTER, session=RedactionSession(), access=EVERY_LABEL)


def with_question(state: QueryState, text: str) -> QueryState:
    return replace(state, raw=RawQuestion(text), cleaned=RawQuestion(text))


async def run_step(step: Any, state: QueryState) -> tuple[QueryState, StepDetails, Trace]:
    """The step run as the runner runs it; the state it returned and its audit record."""
    trace = Trace()
    async with trace.step(step.name) as notes:
        state = await step.run(state, notes)
    return state, notes, trace
