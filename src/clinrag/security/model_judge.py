"""A model judge of intent (Llama-Guard style): the language model reads the redacted question
and says whether it is safe, seeks to harm someone, seeks self-harm, or attacks the prompt.

Why a model: every guard signal fitted on our own wording (patterns, frames, nearest attacks,
a classifier over MiniLM embeddings) lost 30-60 points on sets written by others; the
embeddings carry topic, not intent (docs/benchmarks.md, "A model judge"). The prompt's
instructions never change and come first (``prompts/judge.md``), so the model's prompt cache
leaves only the question to read; the output is one enum value (``JUDGE_SCHEMA``).

The judge runs after the guard (``pipelines/steps/judge.py``). It fails open by design: a model
that is down, busy or too slow leaves the guard's verdict standing and the step records
``unavailable`` (docs/architecture.md, "The model judge").
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from clinrag.errors import LLMError
from clinrag.llm.base import LLM, Completion
from clinrag.llm.json_output import json_object
from clinrag.llm.prompts import load_prompt
from clinrag.llm.schemas import JUDGE_SCHEMA, JUDGE_VERDICTS
from clinrag.security.injection import PROMPT_INJECTION
from clinrag.security.intent_policy import HARMFUL_INTENT, SELF_HARM

JUDGE_PROMPT = "judge"
SAFE = "safe"
UNAVAILABLE = "unavailable"
"""The verdict recorded when the model gave none (down, busy, timed out, malformed output)."""

REASON_CODES: Mapping[str, str] = {
    "harmful_intent": HARMFUL_INTENT,
    "self_harm": SELF_HARM,
    "prompt_attack": PROMPT_INJECTION,
}
"""Verdict -> the guard's reason code it refuses with (the same 4xx detail texts)."""

JUDGE_MAX_TOKENS = 16
"""``{"verdict": "harmful_intent"}`` is about 10 tokens; the cap only stops a runaway."""


@dataclass(frozen=True)
class Judgement:
    verdict: str
    """One of ``JUDGE_VERDICTS``, or ``UNAVAILABLE``."""
    seconds: float
    tokens_in: int = 0
    tokens_out: int = 0
    error: str | None = None
    """The ``LLMError`` code when the verdict is ``UNAVAILABLE`` (``llm_bad_output`` for an
    answer outside the schema)."""
    completion: Completion | None = field(default=None, repr=False, compare=False)
    """The model's answer, for the step trace (None when the call failed)."""

    @property
    def reason(self) -> str | None:
        """The reason code to refuse with, or None (safe or unavailable)."""
        return REASON_CODES.get(self.verdict)


def parse_verdict(text: str) -> str:
    """The verdict of a judge completion; ``ValueError`` for anything but the schema's values."""
    try:
        verdict = json_object(text).get("verdict")
    except ValueError as error:
        raise ValueError(f"judge {error}") from error
    if verdict not in JUDGE_VERDICTS:
        raise ValueError("judge output has no known verdict")
    return str(verdict)


class ModelJudge:
    """Asks ``llm`` for a verdict on one redacted question within ``timeout_seconds``."""

    def __init__(self, llm: LLM, *, timeout_seconds: float) -> None:
        self.llm = llm
        self.timeout_seconds = timeout_seconds
        self.prompt = load_prompt(JUDGE_PROMPT)

    async def judge(self, question: str) -> Judgement:
        """Never raises for a model failure: that is ``Judgement(UNAVAILABLE, error=code)``."""
        started = time.perf_counter()
        try:
            completion = await self.llm.complete(
                self.prompt.messages(question=question),
                prompt=self.prompt.ref,
                max_tokens=JUDGE_MAX_TOKENS,
                json_schema=JUDGE_SCHEMA,
                temperature=0.0,
                timeout_seconds=self.timeout_seconds,
            )
        except LLMError as error:
            return Judgement(UNAVAILABLE, time.perf_counter() - started, error=error.code)
        seconds = time.perf_counter() - started
        problem: str | None = None
        try:
            verdict = parse_verdict(completion.text)
        except ValueError:
            verdict, problem = UNAVAILABLE, "llm_bad_output"
        return Judgement(
            verdict, seconds, completion.tokens_in, completion.tokens_out, problem, completion
        )
