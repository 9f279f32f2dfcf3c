"""What a generated answer must not carry out of the process, beyond PHI (the output scan's):

- an e-mail address or URL that is not in its evidence: an injected document asks the model to
  send the record somewhere, or to tell the reader to;
- a code or id that is not in its evidence (upper-case letters and digits, ``XK-2231``,
  ``TRACE-9F3A``): an injected "include this verification code / trace id";
- text of the system prompt (eight words in a row of it): an extraction that got through.

Pure functions over redacted text; the pipeline's ``screen_output`` step withholds such an
answer (the evidence is quoted instead) and records the reason codes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from clinrag.security.redaction import PLACEHOLDER

UNKNOWN_CONTACT = "unknown_contact"
UNKNOWN_CODE = "unknown_code"
SYSTEM_PROMPT = "system_prompt_text"

_CONTACT = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?://|www\.)\S+|\b[\w-]+\.(?:com|org|net|io|ru|cn|xyz)\b",
    re.IGNORECASE,
)
_CODE = re.compile(r"\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9](?:[A-Z0-9-]{3,})[A-Z0-9]\b")
_WORD = re.compile(r"[a-z0-9]+")
SHINGLE = 8


def _normal(text: str) -> str:
    return " ".join(text.casefold().split()).rstrip(".,;:)")


def _shingles(text: str) -> set[tuple[str, ...]]:
    words = _WORD.findall(text.casefold())
    return {tuple(words[i : i + SHINGLE]) for i in range(len(words) - SHINGLE + 1)}


def output_leaks(answer: str, evidence: Sequence[str], system_prompts: Iterable[str]) -> list[str]:
    """Reason codes for what ``answer`` carries that its evidence does not (empty: clean)."""
    text = PLACEHOLDER.sub(" ", answer)
    source = " ".join(evidence)
    known = _normal(source)
    reasons = []
    if any(_normal(m.group()) not in known for m in _CONTACT.finditer(text)):
        reasons.append(UNKNOWN_CONTACT)
    if any(m.group() not in source for m in _CODE.finditer(text)):
        reasons.append(UNKNOWN_CODE)
    answer_shingles = _shingles(text)
    if any(answer_shingles & (_shingles(p) - _shingles(source)) for p in system_prompts):
        reasons.append(SYSTEM_PROMPT)
    return reasons
