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

Thresholds are chosen on the train split only (``clinrag.evaluation.guard_folds.tune_guard``
reproduces them, and ``tests/integration/security/test_guard_real_embedder.py`` checks that the
shipped ones are what it chooses): the kNN margins with leave-one-out similarities, then the
classifier threshold of least cost on out-of-fold probabilities grouped by author
(``evaluation.guard_cost``: a missed attack costs three benign refusals, among thresholds refusing
at most 5 % of the look-alikes). Today margin 0.40, assisted margin 0.12, classifier 0.50
(``guard_blind13`` seen, start of the thirteenth session); how each retune moved them is in
docs/architecture.md (Security, the guard's thresholds).
The sentence views (``sentence_views``) reuse these
thresholds; they are not tuned for them. The pattern threshold (3.0) is a design choice, not
tuned.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from clinrag.domain import Vectors
from clinrag.retrieval.embedding import Embedder
from clinrag.security.classifier import LinearClassifier
from clinrag.security.features import (
    CATEGORIES,
    DATA_EXFILTRATION,
    ENCODED_PAYLOAD,
    JAILBREAK,
    PROMPT_INJECTION,
    SYSTEM_PROMPT_EXTRACTION,
    TOPIC,
    Feature,
)
from clinrag.security.features_addressed import ADDRESSED_FEATURES
from clinrag.security.features_bulk_export import BULK_EXPORT_FEATURES
from clinrag.security.features_directive import DIRECTIVE_FEATURES
from clinrag.security.features_en import ENGLISH_FEATURES
from clinrag.security.features_exfiltration import EXFILTRATION_FEATURES
from clinrag.security.features_indirect import INDIRECT_FEATURES
from clinrag.security.features_multilingual import MULTILINGUAL_FEATURES
from clinrag.security.features_notices import NOTICE_FEATURES
from clinrag.security.features_tampering import TAMPERING_FEATURES
from clinrag.security.hidden_text import Revealed, decoded_payloads, lookalike_views, reveal
from clinrag.security.pasted_content import split_request
from clinrag.security.sentence_views import sentences

__all__ = [
    "CATEGORIES",
    "DATA_EXFILTRATION",
    "ENCODED_PAYLOAD",
    "JAILBREAK",
    "PROMPT_INJECTION",
    "SYSTEM_PROMPT_EXTRACTION",
]

FEATURES: tuple[Feature, ...] = (
    *ENGLISH_FEATURES,
    *MULTILINGUAL_FEATURES,
    *INDIRECT_FEATURES,
    *DIRECTIVE_FEATURES,
    *EXFILTRATION_FEATURES,
    *TAMPERING_FEATURES,
    *NOTICE_FEATURES,
    *BULK_EXPORT_FEATURES,
    *ADDRESSED_FEATURES,
)


def _category_scores(text: str) -> tuple[dict[str, float], float]:
    """Summed weights per category, and the part of them that only names the subject."""
    scores = dict.fromkeys(CATEGORIES, 0.0)
    grouped: dict[str, Feature] = {}
    for feature in FEATURES:
        if not feature.fires(text):
            continue
        if not feature.group:
            scores[feature.category] += feature.weight
        elif feature.group not in grouped or feature.weight > grouped[feature.group].weight:
            grouped[feature.group] = feature
    for feature in grouped.values():
        scores[feature.category] += feature.weight
    named = grouped[TOPIC].weight if TOPIC in grouped else 0.0
    return scores, named


def matched_features(text: str) -> list[str]:
    """Names of the features that fire on ``text`` (for tests and the audit)."""
    return [f.name for f in FEATURES if f.fires(text)]


@dataclass(frozen=True)
class PatternScore:
    scores: dict[str, float]
    """Summed feature weights per category (the best view of the text)."""
    decoded: bool
    """The best score came from a decoded payload, not from the text as written."""
    named: float = 0.0
    """The part of ``total`` that only names the subject ("jailbreak", "system prompt"): a
    question about prompt injection has it too."""

    @property
    def total(self) -> float:
        return sum(self.scores.values())

    @property
    def cue(self) -> float:
        """What the text asks the model to do, in any of the six languages: the total without
        the naming of the subject. A cue is language-neutral evidence of an attack."""
        return self.total - self.named

    @property
    def category(self) -> str:
        return max(CATEGORIES, key=lambda c: self.scores.get(c, 0.0))


def pattern_score(
    text: str, raw: str | None = None, revealed: Revealed | bool | None = True
) -> PatternScore:
    """The highest-scoring view of the text, of a payload decoded from it, or of the text
    read with its hidden parts revealed (``revealed``: that reading when the caller has it,
    True to compute it, None when there is none)."""
    best, named = max(
        (_category_scores(v) for v in lookalike_views(text)), key=lambda s: sum(s[0].values())
    )
    decoded = False
    if revealed is True:
        revealed = reveal(text, raw)
    payloads = decoded_payloads(text, raw)
    if isinstance(revealed, Revealed):
        payloads.append(revealed.text)
    for payload in payloads:
        for view in lookalike_views(payload):
            scores, topic = _category_scores(view)
            if sum(scores.values()) > sum(best.values()):
                best, named, decoded = scores, topic, True
    return PatternScore(best, decoded, named)


@dataclass(frozen=True)
class Neighbours:
    attack: float
    """Cosine similarity to the nearest known attack."""
    benign: float
    """Cosine similarity to the nearest known benign question."""
    category: str
    """Category of the nearest attack."""

    @property
    def margin(self) -> float:
        return self.attack - self.benign


class AttackIndex:
    """Embeddings of known attacks and known benign questions; exact search (a few hundred
    rows: one matrix-vector product, well under a millisecond)."""

    def __init__(
        self, attack_vectors: Vectors, categories: Sequence[str], benign_vectors: Vectors
    ) -> None:
        if len(attack_vectors) != len(categories) or not len(attack_vectors):
            raise ValueError("need one category per attack vector, and at least one attack")
        if not len(benign_vectors):
            raise ValueError("need at least one benign vector")
        self._attacks = np.ascontiguousarray(attack_vectors, dtype=np.float32)
        self._categories = tuple(categories)
        self._benign = np.ascontiguousarray(benign_vectors, dtype=np.float32)

    @classmethod
    def build(
        cls, embedder: Embedder, attacks: Sequence[tuple[str, str]], benign: Sequence[str]
    ) -> AttackIndex:
        """``attacks`` are (text, category) pairs of the train split only."""
        vectors = embedder.embed([text for text, _ in attacks])
        return cls(vectors, [category for _, category in attacks], embedder.embed(benign))

    @classmethod
    def cached(
        cls,
        embedder: Embedder,
        attacks: Sequence[tuple[str, str]],
        benign: Sequence[str],
        cache_dir: Path,
    ) -> AttackIndex:
        """``build``, kept on disk per model and texts: embedding the train attacks (mostly
        256 word pieces each) takes 20-30 s on two cores, loading them a few milliseconds."""
        key = json.dumps([embedder.model_name, embedder.dimension, list(attacks), list(benign)])
        path = cache_dir / f"attack-index-{hashlib.sha256(key.encode()).hexdigest()[:24]}.npz"
        categories = [category for _, category in attacks]
        try:
            with np.load(path) as saved:
                attack_vectors, benign_vectors = saved["attacks"], saved["benign"]
            if attack_vectors.shape == (len(attacks), embedder.dimension) and (
                benign_vectors.shape == (len(benign), embedder.dimension)
            ):
                return cls(attack_vectors, categories, benign_vectors)
        except (OSError, ValueError, KeyError):
            pass  # absent or unreadable: rebuild
        index = cls.build(embedder, attacks, benign)
        cache_dir.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(path.stem + ".partial.npz")
        np.savez(partial, attacks=index.attack_vectors, benign=index.benign_vectors)
        partial.replace(path)
        return index

    @property
    def attack_vectors(self) -> Vectors:
        return self._attacks

    @property
    def benign_vectors(self) -> Vectors:
        return self._benign

    def neighbours(self, vector: Vectors) -> Neighbours:
        attack_sims = self._attacks @ vector
        nearest = int(np.argmax(attack_sims))
        return Neighbours(
            float(attack_sims[nearest]),
            float(np.max(self._benign @ vector)),
            self._categories[nearest],
        )


@dataclass(frozen=True)
class Thresholds:
    """Chosen on the train split with all-MiniLM-L6-v2 (see the module docstring)."""

    pattern: float = 3.0
    """Pattern score at or above which the text is flagged on its own (a design choice)."""
    margin: float = 0.40
    """(attack similarity - benign similarity) at or above which the text is flagged."""
    assisted_margin: float = 0.12
    """Lower margin that suffices when the pattern score reaches ``ASSIST_PATTERN``."""
    classifier: float = 0.50
    """Attack probability of the trained classifier at or above which the text is flagged
    (above 1: the classifier is off and ``guard_build.build_guard`` does not train it)."""


ASSIST_PATTERN = 1.0
"""One medium feature (or two weak ones): not enough alone, enough to trust a smaller margin."""
CUE = 1.0
"""The pattern cue (``PatternScore.cue``) that corroborates the classifier."""
LEAN = 0.5
"""The classifier leans to "attack": enough to corroborate the kNN margin."""


def flags(
    total: np.ndarray | float,
    cue: np.ndarray | float,
    margin: np.ndarray | float,
    probability: np.ndarray | float,
    thresholds: Thresholds,
    handed_over: np.ndarray | bool = False,
) -> np.ndarray:
    """The decision, on arrays (tuning) or on one text (``judge``); ``probability`` is NaN
    without a classifier. A pattern score past its threshold refuses alone. The learned
    signals refuse only when another signal leans the same way: the margin needs a cue of any
    size or the classifier leaning to attack; the classifier needs a cue of ``CUE`` or the
    assisted margin. Alone, each learns the *form* of the attacks it has seen and refuses
    look-alikes of that form (a language, a topic, base64) that order nothing. The cue never
    counts words that only name the subject, so a question about jailbreaks is no cue.
    ``handed_over``: the text is a request over pasted content (``pasted_content``); with no cue
    in it, the carrier is all the learned signals see, so the classifier needs the full margin
    (a rewrite of a known attack), not the assisted one, to corroborate it."""
    total, cue, margin, probability = (np.asarray(a) for a in (total, cue, margin, probability))
    plain_handover = np.asarray(handed_over) & (cue <= 0)
    leans = np.isnan(probability) | (probability >= LEAN)
    by_margin = (margin >= thresholds.margin) & ((cue > 0) | leans)
    assisted = (cue >= ASSIST_PATTERN) & (margin >= thresholds.assisted_margin)
    corroborated = (
        (cue >= CUE)
        | ((margin >= thresholds.assisted_margin) & ~plain_handover)
        | (margin >= thresholds.margin)
    )
    by_classifier = (probability >= thresholds.classifier) & corroborated
    return np.asarray((total >= thresholds.pattern) | by_margin | assisted | by_classifier)


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


def judge(
    pattern: PatternScore,
    neighbours: Neighbours | None,
    thresholds: Thresholds,
    probability: float | None = None,
    handed_over: bool = False,
) -> bool:
    """``flags`` for one text; a missing signal never fires (see docs/architecture.md)."""
    margin = -np.inf if neighbours is None else neighbours.margin
    score = np.nan if probability is None else probability
    return bool(flags(pattern.total, pattern.cue, margin, score, thresholds, handed_over))


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
