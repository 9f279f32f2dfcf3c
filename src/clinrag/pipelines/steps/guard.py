"""The injection guard: payload syntax on the cleaned text, nearest known attacks on the
redacted question's embedding (the vector the first retrieval reuses). The raw text leaves
the state here."""

from __future__ import annotations

from dataclasses import replace

from clinrag.errors import InputRejected
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.embedding import Embedder
from clinrag.security.guard import REJECTION_DETAILS, InputGuard


class Guard:
    name = "guard"

    def __init__(self, guard: InputGuard, embedder: Embedder, offload: Offload) -> None:
        self.guard = guard
        self.embedder = embedder
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if state.raw is None or state.cleaned is None or state.query is None:
            raise RuntimeError("guard needs the validated and the redacted question")
        vector = (await self.offload(self.embedder.embed, [state.query.text]))[0]
        verdict = await self.offload(
            self.guard.check_clean, state.cleaned.text, state.raw.text, vector
        )
        notes.update(
            reasons=list(verdict.reasons),
            scores={k: round(v, 4) for k, v in verdict.scores.items()},
            language=verdict.language,
        )
        if not verdict.allowed:
            code = verdict.reasons[0]
            raise InputRejected(REJECTION_DETAILS[code], code=code)
        language = verdict.language or state.language
        return replace(state, raw=None, cleaned=None, vector=vector, language=language)
