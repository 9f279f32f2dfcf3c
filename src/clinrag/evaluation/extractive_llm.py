"""A model stand-in with a fixed latency, for the pipeline benchmark and the API tests.

It speaks the ``LLM`` protocol and answers each packaged prompt the way a careful model would,
without a model: classify by cue words, decompose by splitting on comparisons and
conjunctions, synthesize by quoting the first sentence of the top passages with their [n],
map a passage to its first sentence, reduce by citing the first facts, reflect SUFFICIENT,
route a thread's message RETRIEVE, judge every question safe, state an extractive answer's
verdict by cue words (a null finding ``no_difference``, a negation ``unclear``, anything else
``as_asked``).
Pipeline overhead is then measured with the model's time fixed and known.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from clinrag.llm import text_relay
from clinrag.llm.base import Completion, Message, PromptRef

_QUESTION = re.compile(r"<question>\s*(.*?)\s*</question>", re.S)
_PASSAGE = re.compile(
    r"^\[(\d+)\][^\n]*\n(?:\([^\n]*\)\n)?<retrieved-text>\n(.*?)\n</retrieved-text>", re.S | re.M
)
_FENCED = re.compile(r"<retrieved-text>\n(.*?)\n</retrieved-text>", re.S)
_FACT = re.compile(r"^\[(\d+)\] (.+)$", re.M)
_COUNT = re.compile(r"Write exactly (\d+) search queries")
_SPLIT = re.compile(r"\s+(?:versus|vs\.?|compared (?:to|with)|or|and then|and)\s+", re.I)
_FIRST_SENTENCE = re.compile(r"(.+?[.!?])(?:\s|$)", re.S)
_COMPARATIVE = re.compile(r"\b(versus|vs\.?|compared|better|safer|than|difference)\b", re.I)
_TEMPORAL = re.compile(
    r"\b(since|changed|trend|over time|history|recent|latest|before|after)\b", re.I
)
_NULL_FINDING = re.compile(
    r"\b(no (?:significant )?differences?|not significant(?:ly)?|did not differ|similar)\b", re.I
)
_NEGATION = re.compile(r"\b(not|no|never|without|increased risk)\b", re.I)
_MULTI_STEP = re.compile(r"\b(and then|which .* and|steps?|first .* then)\b", re.I)


class ExtractiveLLM:
    def __init__(
        self, latency_seconds: float = 0.0, passages_cited: int = 2, sub_queries: int = 0
    ) -> None:
        """``sub_queries``: decompose into at least this many (benchmarks force the maximum)."""
        self._latency = latency_seconds
        self._cited = passages_cited
        self._sub_queries = sub_queries

    @property
    def model(self) -> str:
        return f"extractive(latency={self._latency}s)"

    async def complete(
        self,
        messages: Sequence[Message],
        *,
        prompt: PromptRef,
        max_tokens: int,
        json_schema: Mapping[str, Any] | None = None,
        temperature: float = 0.0,
        timeout_seconds: float | None = None,
    ) -> Completion:
        if self._latency:
            await asyncio.sleep(self._latency)
        user = messages[-1].content if messages else ""
        text = self._reply(prompt.id, user)
        # Word by word to whoever listens, as a streaming backend passes its pieces on.
        text_relay.restart()
        for piece in re.findall(r"\S+\s*", text):
            await text_relay.relay(piece)
        return Completion(
            text=text,
            model=self.model,
            prompt_id=prompt.id,
            prompt_version=prompt.version,
            tokens_in=sum(len(m.content.split()) for m in messages),
            tokens_out=len(text.split()),
            seconds=self._latency,
            truncated=False,
        )

    def _reply(self, prompt_id: str, user: str) -> str:
        found = _QUESTION.search(user)
        question = found.group(1) if found else ""
        if prompt_id == "classify":
            return json.dumps({"type": classify(question)})
        if prompt_id == "decompose":
            count = int(m.group(1)) if (m := _COUNT.search(user)) else 2
            return json.dumps({"sub_queries": decompose(question, max(count, self._sub_queries))})
        if prompt_id == "route":
            return json.dumps({"route": "RETRIEVE"})
        if prompt_id == "judge":
            return json.dumps({"verdict": "safe"})
        if prompt_id == "reflect":
            return json.dumps({"verdict": "SUFFICIENT", "refined_query": ""})
        if prompt_id == "map":
            return json.dumps({"relevant": True, "facts": _first_sentences(_fenced(user), 1)})
        if prompt_id == "reduce":
            return self._reduce(user)
        if prompt_id == "verdict":
            return json.dumps({"claim": "", "found": "", "finding": _finding(_fenced(user))})
        return self._synthesize(user)

    def _reduce(self, user: str) -> str:
        """The first facts, each cited with its passage number."""
        facts = _FACT.findall(_fenced(user))[: self._cited]
        return " ".join(f"{fact.rstrip('.!? ')} [{n}]." for n, fact in facts) or (
            "The available documents do not answer this question."
        )

    def _synthesize(self, user: str) -> str:
        sentences = []
        for number, body in _PASSAGE.findall(user)[: self._cited]:
            text = " ".join(line.removeprefix("| ") for line in body.splitlines())
            first = _FIRST_SENTENCE.match(text.strip())
            sentence = (first.group(1) if first else text.strip()).rstrip(".!?")
            if sentence:
                sentences.append(f"{sentence} [{number}].")
        return " ".join(sentences) or "The available documents do not answer this question."


def _fenced(user: str) -> str:
    """The text inside the prompt's fence, without its line prefixes."""
    inside = _FENCED.search(user)
    body = inside.group(1) if inside else ""
    return "\n".join(line.removeprefix("| ") for line in body.splitlines())


def _finding(quoted: str) -> str:
    if _NULL_FINDING.search(quoted):
        return "no_difference"
    return "unclear" if _NEGATION.search(quoted) else "as_asked"


def _first_sentences(text: str, count: int) -> list[str]:
    found = _FIRST_SENTENCE.match(" ".join(text.split()))
    return [found.group(1)] if found and count else []


def classify(question: str) -> str:
    if _COMPARATIVE.search(question):
        return "COMPARATIVE"
    if _TEMPORAL.search(question):
        return "TEMPORAL"
    if _MULTI_STEP.search(question):
        return "MULTI_STEP"
    return "SIMPLE"


def decompose(question: str, count: int) -> list[str]:
    parts = [p.strip(" ?.,") for p in _SPLIT.split(question) if len(p.strip(" ?.,")) >= 3]
    parts = parts or [question]
    while len(parts) < count:
        parts.append(f"{question} ({len(parts) + 1})")
    return parts[:count]
