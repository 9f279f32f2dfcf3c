"""A pattern feature of an attack: a regex with a category and a weight.

The injection detector adds up the weights of the features that fire; the feature lists live
in one module per kind of text (English, other languages, document-borne and exfiltration
requests), so that each list stays readable on its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PROMPT_INJECTION = "prompt_injection"
JAILBREAK = "jailbreak"
SYSTEM_PROMPT_EXTRACTION = "system_prompt_extraction"
ENCODED_PAYLOAD = "encoded_payload"
DATA_EXFILTRATION = "data_exfiltration"
HARMFUL_INTENT = "harmful_intent"
"""The intent policy's category (``security.intent``), not an injection category."""
SELF_HARM = "self_harm"
"""The intent policy's reason for a lethal amount or method sought for oneself: refused with
crisis signposting (``security.intent_policy``)."""
CATEGORIES = (PROMPT_INJECTION, JAILBREAK, SYSTEM_PROMPT_EXTRACTION, DATA_EXFILTRATION)


@dataclass(frozen=True)
class Feature:
    name: str
    category: str
    weight: float
    pattern: re.Pattern[str]
    group: str = ""
    """Features of one group count once (the heaviest that fires); empty: a group of its own."""
    gate: re.Pattern[str] | None = None
    """A cheap pattern that must match before ``pattern`` is tried (long unions are slow)."""

    def fires(self, text: str) -> bool:
        return (self.gate is None or self.gate.search(text) is not None) and bool(
            self.pattern.search(text)
        )


OVERRIDE = "override"
"""An override of prior instructions counts once, in whichever language it matched."""
TOPIC = "topic"
"""Naming the subject ("jailbreak", "DAN", "system prompt") counts once: a question about
prompt injection names it too, and must not add up to a refusal on names alone."""
ADDRESSEE = "addressee"
"""Naming the model as the addressee of a text counts once, in whichever form it matched: an
order to it (``features_directive``) must come beside it to reach a refusal."""


def feature(
    name: str,
    category: str,
    weight: float,
    pattern: str,
    flags: int = re.I,
    group: str = "",
    gate: str = "",
) -> Feature:
    compiled_gate = re.compile(gate, flags) if gate else None
    return Feature(name, category, weight, re.compile(pattern, flags), group, compiled_gate)


W = r"[^.?!\n]{0,40}?"
"""A few words, within one sentence."""
