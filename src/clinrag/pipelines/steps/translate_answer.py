"""A checked, scanned model answer, translated into the language the question was asked in.

The answer is written, its citations checked and its text scanned for PHI in English
(``answer_language``): the evidence, the embedder, the citation check and the redactor's NER
are English (the NER reads a German answer's capitalised nouns as names). This step then
translates the scanned text: the model reads only text that was redacted and scanned, and the
translation must carry exactly its placeholders (``RedactedText.translated``) and its citation
marks (``[2]``, ``[doc:7]``), each as often: a mark lost or moved is a citation the check never
saw. When the translation fails (the model, its output, that check), the checked English answer
is served after a line in the question's language saying so (fallback reason on the step).
Quotes and not-found answers are not translated: a quote must stay checkable against its
cited passage.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.pipelines.translation import translate
from clinrag.security.redaction import RedactedText

CITATION_MARK = re.compile(r"\[[^\[\]\n]{1,40}\]")
"""``[n]`` of the classical answers, ``[doc:ID]`` of the agent's."""


class TranslateAnswer:
    name = "translate_answer"

    def __init__(self, llm: LLM, max_tokens: int) -> None:
        self.llm = llm
        self.max_tokens = max_tokens

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        notes.update(language=state.language)
        best, scanned = state.best, state.answer_text
        if best is None or scanned is None:
            raise RuntimeError("translate_answer needs the scanned answer")
        if not best.check.supported_numbers:
            notes.update(skipped="not_found")
            return state
        if best.kind == "extractive":
            notes.update(skipped="quotes")  # verbatim, checkable against the cited passage
            return state
        try:
            text, completion = await translate(
                self.llm,
                scanned.text,
                source="en",
                target=state.language,
                max_tokens=self.max_tokens,
            )
        except (LLMError, ValueError) as error:
            notes.fallback(error.code if isinstance(error, LLMError) else "bad_output")
            return state
        notes.llm(completion)
        if (drift := citation_drift(scanned.text, text)) is not None:
            notes.fallback(drift)
            return state
        try:
            translated = RedactedText.translated(scanned, text)
        except ValueError as drift:
            notes.fallback(str(drift))
            return state
        return replace(state, translated_answer=translated)


def citation_drift(checked: str, translated: str) -> str | None:
    """``citations_changed`` unless ``translated`` carries each citation mark of ``checked``
    as often."""
    if Counter(CITATION_MARK.findall(checked)) != Counter(CITATION_MARK.findall(translated)):
        return "citations_changed"
    return None
