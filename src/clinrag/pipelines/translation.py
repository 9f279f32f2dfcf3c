"""One model call that translates redacted text.

The model only ever reads redacted text, so a translation's placeholders (``<PERSON_1>``) are
the only link between what was asked and who it was about. A translation that drops one
searches a different question; one that duplicates or invents one names someone the caller
never named. The callers compare the two texts' placeholders as multisets
(``security.redaction.placeholder_drift``): any difference is a failed translation, never
repaired (a question's then fails closed, 503 ``translation_failed``; an answer's is served in
the checked English).
"""

from __future__ import annotations

from clinrag.llm.base import LLM, Completion
from clinrag.llm.json_output import json_object
from clinrag.llm.prompts import load_prompt
from clinrag.llm.schemas import TRANSLATE_SCHEMA

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "German",
    "fr": "French",
    "es": "Spanish",
    "it": "Italian",
    "pt": "Portuguese",
}
"""The languages a translation may start from or go to: the guard's languages
(``security/language.py`` ``GUARD_LANGUAGES``), named for the prompt."""


async def translate(
    llm: LLM, text: str, *, source: str, target: str, max_tokens: int
) -> tuple[str, Completion]:
    """``text`` (redacted) from ``source`` into ``target`` (ISO 639-1 codes of
    ``LANGUAGE_NAMES``), and the call's completion for the trace. ``ValueError`` when the
    reply is not the translation object or was cut short; ``LLMError`` from the model."""
    prompt = load_prompt("translate")
    completion = await llm.complete(
        prompt.messages(source=LANGUAGE_NAMES[source], target=LANGUAGE_NAMES[target], text=text),
        prompt=prompt.ref,
        max_tokens=max_tokens,
        json_schema=TRANSLATE_SCHEMA,
        temperature=0.0,
    )
    if completion.truncated:
        raise ValueError("the translation was cut short")
    try:
        translation = json_object(completion.text).get("translation")
    except ValueError as error:
        raise ValueError(f"the translation {error}") from error
    if not isinstance(translation, str) or not translation.strip():
        raise ValueError("the reply holds no translation")
    return translation.strip(), completion
