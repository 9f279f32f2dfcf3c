"""The opening verdict of an extractive answer: what the quoted finding answers, decided by
the model, stated in fixed words of ours.

A quote alone leaves the reader to work out whether "HbA1c fell by 0.5 % vs 0.1 % (P = 0.3)"
means yes, no or no difference, and the rules that chose the quote cannot read stance in new
wording (they read only 0.69 of a blind split's gold sentences right). So the model reads the
question and the quoted sentences and picks one of ``yes | no | no_difference | unclear``
(JSON-schema output, one short call). It never writes the answer: the quote stays verbatim,
and the verdict is one of three fixed phrases placed before it. ``unclear``, a reply that does
not parse, or a model that fails gives no verdict (the quote alone), never a guessed one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final, Protocol

from clinrag.llm.base import LLM, Completion
from clinrag.llm.json_output import json_object
from clinrag.llm.prompts import load_prompt
from clinrag.llm.schemas import FINDINGS, VERDICT_SCHEMA, VERDICTS, Verdict
from clinrag.pipelines.state import QueryState
from clinrag.security.guard import fence_untrusted

VERDICT_PHRASES: Final[dict[Verdict, str]] = {
    "yes": "Yes.",
    "no": "No.",
    "no_difference": "No significant difference.",
}
"""The words an answer opens with; ``unclear`` has none (the quote stands alone)."""

VERDICT_MAX_TOKENS: Final = 60
"""The two short restatements (60 characters each at most) and the label."""

_MARKER = re.compile(r"\s*\[\d{1,3}\]")
_FINDING_FIELD = re.compile(r'"finding"\s*:\s*"(as_asked|opposite|no_difference|unclear)"', re.I)
_VERDICT_OF: Final[dict[str, Verdict]] = dict(zip(FINDINGS, VERDICTS, strict=True))
"""as_asked -> yes, opposite -> no, no_difference -> no_difference, unclear -> unclear."""


class VerdictReader(Protocol):
    """Reads the verdict without a model (``verdict: learned``: the reader trained on the
    shipped research questions, built by the composition root); blocking, so its step runs
    it off the event loop."""

    def read(self, question: str, sentences: Sequence[str], context: str) -> Verdict:
        """The verdict ``sentences`` state on ``question``; ``context``, the passages they
        were quoted from, defines the short forms that name the question's arms."""
        ...


def quoted_findings(state: QueryState) -> list[str]:
    """The quoted sentences a verdict is read from: those of an extractive answer that survived
    the citation check, when its numbers did; none for any other answer (no verdict)."""
    best = state.best
    if best is None or best.kind != "extractive" or not best.check.supported_numbers:
        return []
    return [s.text for s in best.check.sentences if s.supported]


def read_verdict_reply(text: str) -> Verdict:
    """The verdict of a reply: its JSON's ``finding``, else a ``"finding": "..."`` pair found
    in it, else ``unclear`` (nothing guessed)."""
    try:
        finding = json_object(text).get("finding")
    except ValueError:
        finding = None
    if finding in _VERDICT_OF:
        return _VERDICT_OF[finding]
    found = _FINDING_FIELD.search(text)
    return _VERDICT_OF[found.group(1).lower()] if found else "unclear"


def finding_block(sentences: Sequence[str]) -> str:
    """The quoted sentences without their [n] markers, one per line, fenced as data."""
    return fence_untrusted("\n".join(_MARKER.sub("", s).strip() for s in sentences if s.strip()))


async def ask_verdict(
    llm: LLM, question: str, sentences: Sequence[str], timeout_seconds: float | None = None
) -> tuple[Verdict, Completion]:
    """One model call: what ``sentences`` answer to ``question`` (both redacted). Raises the
    backend's ``LLMError`` when the call fails."""
    prompt = load_prompt("verdict")
    completion = await llm.complete(
        prompt.messages(question=question, finding=finding_block(sentences)),
        prompt=prompt.ref,
        max_tokens=VERDICT_MAX_TOKENS,
        json_schema=VERDICT_SCHEMA,
        temperature=0.0,
        timeout_seconds=timeout_seconds,
    )
    return read_verdict_reply(completion.text), completion
