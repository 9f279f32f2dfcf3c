"""Checked sentences of the answer while the model writes it (the stream's ``draft`` events).

On a CPU the first answer token comes seconds after the evidence; a clinician should not wait
for the whole answer to read its first sentence, and must never read a sentence the service
would not ship. So each sentence is passed on only once it is complete (the next one has
begun, or the model has finished), its citations checked against the passages exactly as the
final check does (a sentence with no supported citation is never shown), and its text redacted
by the output scan's redactor with the request's session. The ``answer`` event that follows is
authoritative: in the agentic pipeline a later round's answer may replace the drafts.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

from clinrag.llm.text_relay import relaying
from clinrag.pipelines.citations import CitationCheck, check_citations, split_sentences
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.embedding import Embedder
from clinrag.security.redaction import RedactedText, Redactor

_WORD = re.compile(r"[A-Za-z]")


class DraftRelay:
    """Built once per flow; ``around(state, notes)`` wraps a writing step's model call."""

    def __init__(
        self, redactor: Redactor, offload: Offload, rule: SupportRule, embedder: Embedder
    ) -> None:
        self.redactor = redactor
        self.offload = offload
        self.rule = rule
        self.embedder = embedder

    @asynccontextmanager
    async def around(self, state: QueryState, notes: StepDetails) -> AsyncIterator[None]:
        if not notes.hears_drafts:
            yield
            return
        passages = state.passages
        sentences = CheckedSentences(
            lambda text: self.offload(check_citations, text, passages, self.rule, self.embedder),
            lambda text: self.offload(self.redactor.redact, text, state.session),
            notes.draft,
        )
        async with relaying(sentences):
            yield
        await sentences.flush()


class CheckedSentences:
    """A ``TextSink``: collects pieces, passes on each complete, supported, redacted sentence."""

    def __init__(
        self,
        check: Callable[[str], Awaitable[CitationCheck]],
        redact: Callable[[str], Awaitable[RedactedText]],
        publish: Callable[[str], Awaitable[None]],
    ) -> None:
        self.check = check
        self.redact = redact
        self.publish = publish
        self.text = ""
        self.considered = 0
        self.shown: list[str] = []

    async def piece(self, text: str) -> None:
        self.text += text
        sentences = split_sentences(self.text)
        # The last sentence is complete only once another has begun with a word (a marker
        # such as "[1" may still be arriving for it).
        complete = sentences[:-1] if sentences and _WORD.search(sentences[-1]) else []
        for sentence in complete[self.considered :]:
            await self._consider(sentence)
        self.considered = max(self.considered, len(complete))

    def restart(self) -> None:
        """A retried call: its text starts again; sentences already shown stay shown once."""
        self.text, self.considered = "", 0

    async def flush(self) -> None:
        for sentence in split_sentences(self.text)[self.considered :]:
            await self._consider(sentence)
        self.considered = len(split_sentences(self.text))

    async def _consider(self, sentence: str) -> None:
        check = await self.check(sentence)
        if not check.supported_numbers:
            return
        text = (await self.redact(check.text)).text
        if text and text not in self.shown:
            self.shown.append(text)
            await self.publish(text)
