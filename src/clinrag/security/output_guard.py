"""What a generated answer must not carry out of the process, beyond PHI (the output scan's):

- an e-mail address or URL that is not in its evidence (with or without a scheme, or the
  target of a markdown image or link or an HTML ``src``/``href``, which a reader's browser
  fetches with whatever the model put in it): an injected document asks the model to send
  the record somewhere, or to tell the reader to;
- a code or id that is not in its evidence (upper-case letters and digits, ``XK-2231``,
  ``TRACE-9F3A``, or any letters and digits after a word that announces a code, "trace id
  88-alpha-3"): an injected "include this verification code / trace id";
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
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?://|www\.)\S+|\b[\w-]+\.(?:com|org|net|io|ru|cn|xyz)\b"
    r"|(?<![\w/])//[\w-]+(?:\.[\w-]+)+\S*"  # scheme-relative: //host/path
    r"|\b(?:[\w-]+\.)+[a-z]{2,}/\S*",  # any host followed by a path: collector.example/p?d=
    re.IGNORECASE,
)
_MARKUP_TARGET = re.compile(
    r"!\[[^\]]*\]\(\s*([^)\s]+)|\]\(\s*([^)\s]+)|\b(?:src|href)\s*=\s*[\"']?([^\"'\s>]+)", re.I
)
"""A markdown image or link, or an HTML src/href: a target the reader's browser would fetch."""
_CODE = re.compile(r"\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9](?:[A-Z0-9-]{3,})[A-Z0-9]\b")
_CUED_CODE = re.compile(
    r"\b(?:code|id|identifier|reference|ref|token|key|trace|tag)\b\s*(?:is\s*)?[:#=]?\s*"
    r"([A-Za-z0-9](?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{2,}[A-Za-z0-9])",
    re.IGNORECASE,
)
"""A value after a word that announces a code ("verification code: alpha-7731", "trace id
88-alpha-3"), in any case: an injected code need not be in capitals."""
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
    targets = [t for m in _MARKUP_TARGET.finditer(text) for t in m.groups() if t]
    contacts = [m.group() for m in _CONTACT.finditer(text)] + targets
    if any(_normal(c) not in known for c in contacts):
        reasons.append(UNKNOWN_CONTACT)
    codes = [m.group() for m in _CODE.finditer(text)]
    cued = [m.group(1) for m in _CUED_CODE.finditer(text)]
    if any(c not in source for c in codes) or any(_normal(c) not in known for c in cued):
        reasons.append(UNKNOWN_CODE)
    answer_shingles = _shingles(text)
    if any(answer_shingles & (_shingles(p) - _shingles(source)) for p in system_prompts):
        reasons.append(SYSTEM_PROMPT)
    return reasons
