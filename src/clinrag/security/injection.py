"""Prompt-injection and jailbreak scoring: weighted patterns, decoded payloads, nearest attacks.

No classifier weights can be downloaded here, so the detector is built from what installs:

* **Pattern features**: regexes for the moves attacks make (override instructions, adopt a
  persona without rules, extract the system prompt, forge role tags), each with a weight and a
  category. A single weak feature ("act as", "hypothetical") never suffices; weights add up.
* **Hidden text** (``security.hidden_text``): payloads decoded out of the text (base64, hex,
  Morse, rot13, leetspeak, reversed text, escapes, Unicode tag characters) are scored again,
  and the text read with its hidden parts revealed in place is judged by every signal below
  under the same rule (``InjectionDetector.inspect``).
* **Nearest neighbours**: cosine similarity of the query embedding to the attacks of the TRAIN
  split, minus its similarity to benign clinical questions of the train split. Attacks come in
  families (DAN and its hundred rewrites); a rewrite that dodges every pattern still lands near
  its family.

* **Classifier** (``security.classifier``): logistic regression over the embedding and hashed
  character n-grams, trained from the train split when the guard is built.

Each signal has its own module: the patterns (``injection_patterns``), the nearest attacks
(``attack_index``), the classifier (``classifier``), and the rule that combines them with the
thresholds (``injection_rule``). This module reads a text through all of them
(``InjectionDetector``), and re-exports their names for the modules that import them from here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from clinrag.domain import Vectors
from clinrag.retrieval.embedding import Embedder
from clinrag.security.attack_index import AttackIndex, Neighbours
from clinrag.security.classifier import LinearClassifier
from clinrag.security.features import (
    CATEGORIES,
    DATA_EXFILTRATION,
    ENCODED_PAYLOAD,
    JAILBREAK,
    PROMPT_INJECTION,
    SYSTEM_PROMPT_EXTRACTION,
)
from clinrag.security.hidden_text import reveal
from clinrag.security.injection_patterns import (
    FEATURES,
    PatternScore,
    matched_features,
    pattern_score,
)
from clinrag.security.injection_rule import ASSIST_PATTERN, CUE, LEAN, Thresholds, flags, judge
from clinrag.security.pasted_content import split_request
from clinrag.security.sentence_views import sentences

__all__ = [
    "ASSIST_PATTERN",
    "CATEGORIES",
    "CUE",
    "DATA_EXFILTRATION",
    "ENCODED_PAYLOAD",
    "FEATURES",
    "JAILBREAK",
    "LEAN",
    "PROMPT_INJECTION",
    "SYSTEM_PROMPT_EXTRACTION",
    "AttackIndex",
    "InjectionDetector",
    "InjectionVerdict",
    "Neighbours",
    "PatternScore",
    "Thresholds",
    "flags",
    "judge",
    "matched_features",
    "pattern_score",
    "scan_patterns",
]


@dataclass(frozen=True)
class InjectionVerdict:
    flagged: bool
    reasons: tuple[str, ...]
    pattern: PatternScore
    neighbours: Neighbours | None
    by_pattern: bool
    """Flagged by the patterns alone (not only by the neighbours)."""
    probability: float | None = None
    """The classifier's attack probability (None without a classifier)."""


class InjectionDetector:
    """Patterns on every view of the text, plus the nearest attacks of the query embedding."""

    def __init__(
        self,
        embedder: Embedder,
        index: AttackIndex,
        thresholds: Thresholds | None = None,
        classifier: LinearClassifier | None = None,
    ) -> None:
        self._embedder = embedder
        self._index = index
        self._classifier = classifier
        self.thresholds = thresholds or Thresholds()

    def embed(self, text: str) -> Vectors:
        vector: Vectors = self._embedder.embed([text])[0]
        return vector

    def inspect(
        self, text: str, *, raw: str | None = None, query_vector: Vectors | None = None
    ) -> InjectionVerdict:
        """The text as written; then, unless that is flagged already, the text with what it
        hides revealed (``hidden_text.reveal``), judged by the same rule with its own
        embedding: a hidden order is refused as a plain one would be, a hidden lab result
        passes as a plain one does; then each sentence alone (``_judge_sentences``)."""
        revealed = reveal(text, raw)
        verdict = self._judge(text, pattern_score(text, raw, revealed), query_vector)
        if verdict.flagged:
            return verdict
        if revealed is not None:
            hidden = self._judge(revealed.text, pattern_score(revealed.text, revealed=None), None)
            if hidden.flagged:
                pattern = replace(hidden.pattern, decoded=True)
                reasons = _reasons(True, pattern, hidden.neighbours)
                return replace(hidden, pattern=pattern, reasons=reasons)
        return self._judge_sentences(text) or verdict

    def _judge_sentences(self, text: str) -> InjectionVerdict | None:
        """The first sentence of ``text`` flagged on its own (``sentence_views``), if any: one
        injected sentence in a pasted letter is judged as if it had been sent alone. A sentence
        must also carry a pattern cue of its own: out of its text, a clinical imperative
        ("Forward this e-mail to your night staff", "Ignore the first reading") sits near the
        attacks' form, and the learned signals alone refused such sentences held out."""
        parts = sentences(text)
        if not parts:
            return None
        vectors = self._embedder.embed(parts)
        for part, vector in zip(parts, vectors, strict=True):
            verdict = self._judge(part, pattern_score(part, revealed=None), vector)
            if verdict.flagged and verdict.pattern.cue > 0:
                return verdict
        return None

    def _judge(
        self, text: str, pattern: PatternScore, query_vector: Vectors | None
    ) -> InjectionVerdict:
        vector = self.embed(text) if query_vector is None else query_vector
        neighbours = self._index.neighbours(vector)
        probability = (
            None if self._classifier is None else self._classifier.probability(text, vector)
        )
        handed_over = split_request(text) is not None
        flagged = judge(pattern, neighbours, self.thresholds, probability, handed_over)
        by_pattern = pattern.total >= self.thresholds.pattern
        reasons = _reasons(flagged, pattern, neighbours)
        return InjectionVerdict(flagged, reasons, pattern, neighbours, by_pattern, probability)


def scan_patterns(
    text: str, raw: str | None = None, threshold: float = Thresholds.pattern
) -> InjectionVerdict:
    """Patterns only, no embedding: for documents at ingest, where a model call per chunk is
    not worth it and the result only flags."""
    pattern = pattern_score(text, raw)
    flagged = pattern.total >= threshold
    return InjectionVerdict(flagged, _reasons(flagged, pattern, None), pattern, None, flagged)


def _reasons(
    flagged: bool, pattern: PatternScore, neighbours: Neighbours | None
) -> tuple[str, ...]:
    if not flagged:
        return ()
    # A pattern names the category better than the nearest attack's label does.
    category = pattern.category if pattern.total > 0 or neighbours is None else neighbours.category
    return (ENCODED_PAYLOAD, category) if pattern.decoded else (category,)
