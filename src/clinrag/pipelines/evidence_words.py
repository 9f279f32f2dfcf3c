"""Which strings the output scan flags are written in the evidence as they are.

The evidence an answer is written from was scanned at ingest (each chunk's spans stored and
applied at query time, ``pipelines/evidence.redact_passages``): what that scan left in a
passage, it read in the passage's own context and judged no identifier. Read again out of that
context, in a quoted or paraphrased sentence, a study's words look like names: a trial's
acronym ("DBT") in a short sentence, a capitalised outcome word. So a span the output scan
finds is left when the same characters stand as whole words in a passage or title the answer
was written from; a name the model adds (in no passage) is still redacted, and so is
everything when there is no evidence to compare with (fail closed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from clinrag.pipelines.evidence import Passage

_MIN_CHARACTERS = 2
"""A single letter or digit is too short to say it came from the evidence."""


@dataclass(frozen=True)
class EvidenceWords:
    """The (redacted) texts of the passages an answer was written from."""

    texts: tuple[str, ...]

    @staticmethod
    def of(passages: Sequence[Passage]) -> EvidenceWords:
        return EvidenceWords(tuple(t for p in passages for t in (p.text.text, p.title.text)))

    def holds(self, value: str) -> bool:
        """``value`` stands in a passage as whole words, exactly as written (case and all).
        False when there is nothing to compare with, or nothing to compare."""
        if len(value.strip()) < _MIN_CHARACTERS or not self.texts:
            return False
        pattern = re.compile(rf"(?<![^\W_]){re.escape(value)}(?![^\W_])")
        return any(pattern.search(text) for text in self.texts)
