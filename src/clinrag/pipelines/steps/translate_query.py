"""A question asked in another accepted language, translated into English for everything after
the intake: retrieval, grading, the prompts and the citation check read English (the corpus,
the embedder and the checks are English).

The model reads the question only after redaction and the guard. Its translation must carry
exactly the original's placeholders (``translation.placeholder_drift``), must read as English,
and is then redacted and guarded again: an injection the translation brought out (or wrote) is
refused like any other. Any failure fails closed (503 ``translation_failed``), since a search
for a different question is not an answer to this one. An English question skips the step: no
model call.
"""

from __future__ import annotations

from dataclasses import replace

from clinrag.errors import InputRejected, TranslationFailed
from clinrag.llm.base import LLM
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.pipelines.translation import LANGUAGE_NAMES, translate
from clinrag.retrieval.embedding import Embedder
from clinrag.security.guard import REJECTION_DETAILS, InputGuard
from clinrag.security.redaction import Redactor, placeholder_drift

ENGLISH = "en"


class TranslateQuery:
    name = "translate_query"

    def __init__(
        self,
        llm: LLM,
        guard: InputGuard,
        redactor: Redactor,
        embedder: Embedder,
        offload: Offload,
        max_tokens: int,
    ) -> None:
        self.llm = llm
        self.guard = guard
        self.redactor = redactor
        self.embedder = embedder
        self.offload = offload
        self.max_tokens = max_tokens

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        asked = state.query
        if asked is None:
            raise RuntimeError("translate_query needs the redacted, guarded question")
        notes.update(language=state.language)
        if state.language == ENGLISH:
            notes.update(skipped_llm="english")
            return state
        if state.language not in LANGUAGE_NAMES:
            raise TranslationFailed(f"no translation from language {state.language!r}")
        notes.update(asked=asked.text)
        try:
            english, completion = await translate(
                self.llm,
                asked.text,
                source=state.language,
                target=ENGLISH,
                max_tokens=self.max_tokens,
            )
        except ValueError as error:
            notes.update(reason="bad_output")
            raise TranslationFailed("the question could not be translated; ask again") from error
        notes.llm(completion)
        drift = placeholder_drift(asked.text, english)
        if drift is not None:
            notes.update(reason=drift)
            raise TranslationFailed(
                "the question's translation did not keep its redacted identifiers; ask again"
            )
        # A translation may spell out what the question hid in its own words: redacted again.
        query = await self.offload(self.redactor.redact, english, state.session)
        notes.update(translation=query.text, entities=dict(query.entity_counts))
        vector = (await self.offload(self.embedder.embed, [query.text]))[0]
        verdict = await self.offload(self.guard.check, query.text, vector)
        notes.update(reasons=list(verdict.reasons), read_as=verdict.language)
        if not verdict.allowed:
            code = verdict.reasons[0]
            raise InputRejected(REJECTION_DETAILS[code], code=code)
        if verdict.language != ENGLISH:
            notes.update(reason="not_english")
            raise TranslationFailed("the question's translation is not English; ask again")
        return replace(state, query=query, asked=asked, vector=vector)
