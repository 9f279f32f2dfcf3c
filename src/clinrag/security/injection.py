"""Prompt-injection and jailbreak scoring: weighted patterns, decoded payloads, nearest attacks.

No classifier weights can be downloaded here, so the detector is built from what installs:

* **Pattern features**: regexes for the moves attacks make (override instructions, adopt a
  persona without rules, extract the system prompt, forge role tags), each with a weight and a
  category. A single weak feature ("act as", "hypothetical") never suffices; weights add up.
* **Decoded payloads**: base64, hex, Morse, rot13, leetspeak, reversed text, escapes and invisible
  Unicode tag characters are decoded and the decoded text is scored again.
* **Nearest neighbours**: cosine similarity of the query embedding to the attacks of the TRAIN
  split, minus its similarity to benign clinical questions of the train split. Attacks come in
  families (DAN and its hundred rewrites); a rewrite that dodges every pattern still lands near
  its family.

* **Classifier** (``security.classifier``): logistic regression over the embedding and hashed
  character n-grams, trained from the train split when the guard is built.

Thresholds were chosen on the train split only (``clinrag.evaluation.guard_loso.tune_guard``
reproduces them): the kNN margins with leave-one-out similarities (among the margins that keep
false rejections of the benign train texts at or under 0.5%, the most conservative whose
attack recall is within half a point of the best), then the lowest classifier threshold that
keeps all signals together at or under 1% of benign train texts refused, with out-of-fold
probabilities grouped by source. On the train split (646 prompt attacks, 697 benign texts,
our families included) that is margin 0.19, assisted margin 0.12, classifier 0.56 (with the
corroboration rule of ``flags`` and the `guard-gen2` families; was 0.04 / 0.91). The pattern
threshold (3.0) is a design choice, not tuned.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
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
from clinrag.security.features_directive import DIRECTIVE_FEATURES
from clinrag.security.features_en import ENGLISH_FEATURES
from clinrag.security.features_indirect import INDIRECT_FEATURES
from clinrag.security.features_multilingual import MULTILINGUAL_FEATURES
from clinrag.security.validation import unescape

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


_HOMOGLYPHS = str.maketrans(
    "аеорсухіјѕԁһӏԛԝАВЕКМНОРСТХІЈЅοαιкνρτυχΑΒΕΗΙΚΜΝΟΡΤΧΥΖ",
    "aeopcyxijsdhlqwABEKMHOPCTXIJSoaikvptuxABEHIKMNOPTXYZ",
)
_SPACED_LETTERS = re.compile(r"\b(?:\w[ .*_-]){4,}\w\b")


def _variants(text: str) -> list[str]:
    """Views of the text with look-alike letters mapped and s p a c e d words joined."""
    views = [text]
    if not text.isascii():
        skeleton = text.translate(_HOMOGLYPHS)
        if skeleton != text:
            views.append(skeleton)
    if _SPACED_LETTERS.search(text):
        views.append(_SPACED_LETTERS.sub(lambda m: re.sub(r"[ .*_-]", "", m.group()), text))
    return views


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


_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{16,}={0,2}")
_HEX = re.compile(r"\b(?:0x)?((?:[0-9a-fA-F]{2}[ :]?){8,})")
_LEET = str.maketrans("0134579@$!|", "oieastgasil")
_LEET_WORD = re.compile(r"[a-z][0-9@$!|]+[a-z]|[0-9@$!|][a-z]{2,}", re.I)
_MAX_UNWRAPPED = 6
_MORSE_CODES = (
    ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- "
    "-..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----. .-.-.- --..-- "
    "..--.. -.-.--"
)
_MORSE = dict(zip(_MORSE_CODES.split(), "abcdefghijklmnopqrstuvwxyz0123456789.,?!", strict=True))


def _printable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < 8:
        return None
    readable = sum(c.isalnum() or c.isspace() or c in ".,;:!?'\"()<>/-_=" for c in text)
    return text if readable / len(text) >= 0.85 and " " in text.strip() else None


def _decode_base64(token: str) -> str | None:
    padded = token + "=" * (-len(token) % 4)
    try:
        data = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
    except (binascii.Error, ValueError):
        return None
    return _printable(data)


def _decode_hex(token: str) -> str | None:
    try:
        return _printable(bytes.fromhex(re.sub(r"[ :]", "", token)))
    except ValueError:
        return None


def _decode_morse(text: str) -> str | None:
    """Dots and dashes (a stray emoji or colon allowed); words split by '/' or two spaces."""
    if len(text) < 10 or sum(c in ".-/ " for c in text) < 0.9 * len(text):
        return None
    words = re.split(r"\s*/\s*|\s{2,}", text.strip())
    return " ".join("".join(_MORSE.get(code, code) for code in word.split()) for word in words)


def _unwrapped(text: str) -> list[str]:
    """Payloads carried inside the text: base64 and hex runs, Morse, escapes and entities."""
    found = [d for m in _BASE64.finditer(text) if (d := _decode_base64(m.group()))]
    found += [d for m in _HEX.finditer(text) if (d := _decode_hex(m.group(1)))]
    morse = _decode_morse(text)
    if morse:
        found.append(morse)
    unescaped = unescape(text)
    if unescaped != text:
        found.append(unescaped)
    return found[:_MAX_UNWRAPPED]


def _transformed(text: str) -> list[str]:
    """The whole text read another way: rot13, leetspeak, reversed."""
    found = [codecs.encode(text, "rot13"), text[::-1]]
    if _LEET_WORD.search(text):
        found.append(text.translate(_LEET))
    return found


def decoded_payloads(text: str, raw: str | None = None) -> list[str]:
    """Texts hidden in ``text``, two layers deep (base64 of rot13 included); and invisible
    Unicode tag characters in ``raw`` (normalisation drops them, so look before it)."""
    found: list[str] = []
    if raw is not None:
        tags = "".join(chr(ord(c) - 0xE0000) for c in raw if 0xE0020 <= ord(c) <= 0xE007E)
        if tags:
            found.append(tags)
    inner = _unwrapped(text)
    found += inner + _transformed(text)
    for payload in inner:
        found += _unwrapped(payload) + _transformed(payload)
    return found


def pattern_score(text: str, raw: str | None = None) -> PatternScore:
    """The highest-scoring view of the text or of a payload decoded from it."""
    best, named = max(
        (_category_scores(v) for v in _variants(text)), key=lambda s: sum(s[0].values())
    )
    decoded = False
    for payload in decoded_payloads(text, raw):
        for view in _variants(payload):
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
    margin: float = 0.19
    """(attack similarity - benign similarity) at or above which the text is flagged."""
    assisted_margin: float = 0.12
    """Lower margin that suffices when the pattern score reaches ``ASSIST_PATTERN``."""
    classifier: float = 0.56
    """Attack probability of the trained classifier at or above which the text is flagged
    (above 1: the classifier is off and ``build_guard`` does not train it)."""


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
) -> np.ndarray:
    """The decision, on arrays (tuning) or on one text (``judge``); ``probability`` is NaN
    without a classifier. A pattern score past its threshold refuses alone. The learned
    signals refuse only when another signal leans the same way: the margin needs a cue of any
    size or the classifier leaning to attack; the classifier needs a cue of ``CUE`` or the
    assisted margin. Alone, each learns the *form* of the attacks it has seen and refuses
    look-alikes of that form (a language, a topic, base64) that order nothing. The cue never
    counts words that only name the subject, so a question about jailbreaks is no cue."""
    total, cue, margin, probability = (np.asarray(a) for a in (total, cue, margin, probability))
    leans = np.isnan(probability) | (probability >= LEAN)
    by_margin = (margin >= thresholds.margin) & ((cue > 0) | leans)
    assisted = (cue >= ASSIST_PATTERN) & (margin >= thresholds.assisted_margin)
    corroborated = (cue >= CUE) | (margin >= thresholds.assisted_margin)
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
) -> bool:
    """``flags`` for one text; a missing signal never fires (see docs/architecture.md)."""
    margin = -np.inf if neighbours is None else neighbours.margin
    score = np.nan if probability is None else probability
    return bool(flags(pattern.total, pattern.cue, margin, score, thresholds))


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
        pattern = pattern_score(text, raw)
        vector = self.embed(text) if query_vector is None else query_vector
        neighbours = self._index.neighbours(vector)
        probability = (
            None if self._classifier is None else self._classifier.probability(text, vector)
        )
        flagged = judge(pattern, neighbours, self.thresholds, probability)
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
