"""Limits and Unicode cleanup, before anything else reads the question."""

from __future__ import annotations

from dataclasses import replace

from clinrag.errors import InputRejected
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState, RawQuestion
from clinrag.pipelines.trace import StepDetails
from clinrag.security.guard import REJECTION_DETAILS
from clinrag.security.validation import ValidationConfig, clean


class Validate:
    name = "validate"

    def __init__(self, config: ValidationConfig, offload: Offload) -> None:
        self.config = config
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        raw = _raw(state)
        cleaned = await self.offload(clean, raw.text, self.config)
        notes.update(chars=len(cleaned.text), raw_chars=len(raw.text))
        if cleaned.reasons:
            code = cleaned.reasons[0]
            raise InputRejected(REJECTION_DETAILS[code], code=code)
        return replace(state, cleaned=RawQuestion(cleaned.text))


def _raw(state: QueryState) -> RawQuestion:
    if state.raw is None:
        raise RuntimeError("validate runs first, while the raw question is in the state")
    return state.raw
