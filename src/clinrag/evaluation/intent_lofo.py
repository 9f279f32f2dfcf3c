"""The misuse policy measured on families it never learned from: leave-one-family-out.

Each misuse and toxicology family is held out in turn: the intent classifier is trained on the
others (``security.intent_training``'s selection minus the family) and its two thresholds are
tuned on those alone (``tune_intent``), then the held-out texts are judged by the production
rule (``security.intent_policy.refuses``). The frames were written with the older families in
view, so their column is a development figure for those; the learned part is held out.

Thresholds are tuned on out-of-corpus probabilities: one fold per intent corpus
(``security.intent_sources``: texts by different authors), each holding that corpus's misuse and
toxicology families and a share of the remaining legitimate traffic, each predicted by a
classifier that never saw them. Families of one author resemble each other, so out-of-family
predictions flattered the classifier; out-of-corpus ones are what a new author's wording meets.
The chosen pair (``evaluation.intent_tuning``: its limits, and no seen product text refused)
refuses the most misuse; the frames need ``FRAMES_CONFIRM`` beside them (``intent_policy``).

The per-family folds keep the thresholds tuned once on every family (``production``) and retrain
the classifier without the family: with fifty families, retuning in each fold would take half an
hour. The held-out headline is ``evaluation.intent_loso``'s, which retunes in each fold.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from clinrag.evaluation.guard_eval import Rate
from clinrag.evaluation.intent_tuning import FRAMES_ONLY, choose_thresholds
from clinrag.evaluation.sample_rows import SampleRows
from clinrag.retrieval.embedding import Embedder
from clinrag.security.guard_samples import (
    BENIGN_KIND,
    CONSENSUS_SOURCE,
    MEDMCQA_SOURCE,
    MISUSE_KIND,
    TOXICOLOGY_KIND,
    GuardData,
    Sample,
)
from clinrag.security.intent import INTENT_FEATURES
from clinrag.security.intent_model import IntentClassifier, frame_matrix, train_intent_classifier
from clinrag.security.intent_policy import IntentPolicy, IntentThresholds
from clinrag.security.intent_sources import corpus_of
from clinrag.security.intent_training import embed_known, intent_training_samples
from clinrag.security.validation import normalize

FAMILY_FOLDS = 4


@dataclass(frozen=True)
class IntentRows(SampleRows):
    """Texts the intent signal learns from (or is measured on), with their vectors and frames."""

    vectors: np.ndarray
    frames: np.ndarray
    scores: np.ndarray
    """Summed frame weights per text."""

    @property
    def misuse(self) -> np.ndarray:
        return np.array([s.kind == MISUSE_KIND for s in self.samples], dtype=bool)


def rows_of(
    embedder: Embedder, pairs: Sequence[tuple[str, Sample]], cache_dir: Path | None
) -> IntentRows:
    texts = tuple(text for text, _ in pairs)
    frames = frame_matrix(texts)
    weights = np.array([f.weight for f in INTENT_FEATURES])
    return IntentRows(
        tuple(sample for _, sample in pairs),
        texts,
        embed_known(embedder, texts, {}, cache_dir),
        frames,
        frames @ weights,
    )


def _fold(key: str, folds: int) -> int:
    return int(hashlib.sha256(key.encode()).hexdigest()[:8], 16) % folds


def _groups(rows: IntentRows) -> np.ndarray:
    """One fold per corpus present (its misuse and toxicology families go whole to it, and the
    benign look-alikes of another author's set with them), so that they are predicted out of
    corpus; other legitimate text spread over the folds by its hash. A single corpus:
    ``FAMILY_FOLDS`` folds of whole families instead."""
    intent = [s.kind in (MISUSE_KIND, TOXICOLOGY_KIND) for s in rows.samples]
    corpora = sorted({corpus_of(s.source) for s, i in zip(rows.samples, intent, strict=True) if i})
    folds = len(corpora) if len(corpora) > 1 else FAMILY_FOLDS
    authored = [
        i or (s.kind == BENIGN_KIND and "/" in s.source and corpus_of(s.source) in corpora)
        for s, i in zip(rows.samples, intent, strict=True)
    ]
    return np.array(
        [
            (corpora.index(corpus_of(s.source)) if len(corpora) > 1 else _fold(s.source, folds))
            if a
            else _fold(t, folds)
            for s, t, a in zip(rows.samples, rows.texts, authored, strict=True)
        ]
    )


def out_of_family_probabilities(rows: IntentRows) -> np.ndarray:
    """Each text's misuse probability from a classifier trained without its corpus."""
    groups = _groups(rows)
    probabilities = np.zeros(len(rows.texts))
    for group in range(int(groups.max()) + 1):
        held = groups == group
        rest = rows.take(~held)
        if rest.misuse.all() or not rest.misuse.any():
            continue
        model = train_intent_classifier(rest.texts, rest.vectors, list(rest.misuse), rest.frames)
        kept = np.flatnonzero(held)
        probabilities[held] = model.probabilities(
            [rows.texts[i] for i in kept], rows.vectors[held], rows.frames[held]
        )
    return probabilities


def tune_intent(rows: IntentRows, classifier: IntentClassifier | None = None) -> IntentThresholds:
    """``intent_tuning.choose_thresholds`` on out-of-family probabilities, no seen product text
    refused by ``classifier`` (None: trained on ``rows``, as ``fit_intent_policy`` does)."""
    fitted = classifier or _classifier(rows)
    seen = fitted.probabilities(rows.texts, rows.vectors, rows.frames)
    return choose_thresholds(rows.samples, rows.scores, out_of_family_probabilities(rows), seen)


def _classifier(rows: IntentRows) -> IntentClassifier:  # the production recipe's classifier
    return train_intent_classifier(rows.texts, rows.vectors, list(rows.misuse), rows.frames)


def fit_intent_policy(rows: IntentRows) -> IntentPolicy:
    """The production recipe on ``rows``: thresholds tuned out of family, classifier on all."""
    classifier = _classifier(rows)
    return IntentPolicy(classifier, tune_intent(rows, classifier))


def fold_intent(rows: IntentRows, source: str, thresholds: IntentThresholds) -> IntentPolicy:
    """The intent classifier retrained without ``source``, with the given thresholds."""
    rest = rows.take(rows.sources != source)
    classifier = train_intent_classifier(rest.texts, rest.vectors, list(rest.misuse), rest.frames)
    return IntentPolicy(classifier, thresholds)


def policy_refusals(policy: IntentPolicy, rows: IntentRows) -> np.ndarray:
    return np.array(
        [policy.judge(t, v).harmful for t, v in zip(rows.texts, rows.vectors, strict=True)],
        dtype=bool,
    )


@dataclass(frozen=True)
class HeldFamily:
    family: str
    kind: str
    thresholds: IntentThresholds
    frames_only: Rate
    """Refused by the frames alone."""
    combined: Rate
    """Refused by frames and the classifier trained without the family."""
    by_lang: dict[str, Rate] = field(default_factory=dict)


@dataclass(frozen=True)
class IntentLofoReport:
    held_out: list[HeldFamily]
    production: IntentThresholds
    """Tuned on every family: the shipped defaults' source."""
    clinical_test_refused: Rate
    """MedMCQA + consensus test split (never trained on) refused by the all-family policy."""
    clinical_test_refused_frames: Rate
    seconds: float

    def _pooled(self, kind: str, combined: bool) -> Rate:
        rates = [h.combined if combined else h.frames_only for h in self.held_out if h.kind == kind]
        return Rate.pooled(rates)

    def lines(self) -> list[str]:
        rows = [
            "misuse policy, leave-one-family-out (intent classifier without the family; "
            "thresholds tuned once, out of corpus):",
            f"  {'held-out family':<52}{'kind':<12}{'frames alone':>22}{'frames + learned':>24}"
            "   alone/assisted",
        ]
        for h in self.held_out:
            rows.append(
                f"  {h.family:<52}{h.kind:<12}{h.frames_only.shown():>22}{h.combined.shown():>24}"
                f"   {h.thresholds.alone:.3f}/{h.thresholds.assisted:.2f}"
            )
        langs: dict[str, list[Rate]] = {}
        for h in self.held_out:
            for lang, rate in h.by_lang.items():
                langs.setdefault(f"{h.kind} {lang}", []).append(rate)
        rows.append("  refused by language (frames + learned, held out):")
        rows += [
            f"    {key:<24}{Rate.pooled(rates).shown():>22}" for key, rates in sorted(langs.items())
        ]
        misuse, tox = self._pooled(MISUSE_KIND, True), self._pooled(TOXICOLOGY_KIND, True)
        misuse_f, tox_f = self._pooled(MISUSE_KIND, False), self._pooled(TOXICOLOGY_KIND, False)
        headline = [
            ("LOFO misuse refused (frames + learned)", misuse),
            ("  frames alone", misuse_f),
            (
                "LOFO legitimate toxicology answered (frames + learned)",
                Rate(tox.total - tox.flagged, tox.total),
            ),
            ("  frames alone", Rate(tox_f.total - tox_f.flagged, tox_f.total)),
            ("clinical questions refused for intent (test split)", self.clinical_test_refused),
            ("  frames alone", self.clinical_test_refused_frames),
        ]
        rows += [f"{label + ':':<62}{rate.shown()}" for label, rate in headline]
        p = self.production
        rows.append(
            f"thresholds tuned on every family (shipped defaults): alone {p.alone:.3f}, "
            f"assisted {p.assisted:.2f} ({len(self.held_out)} folds in {self.seconds:.0f} s)"
        )
        return rows


def clinical_test_rows(embedder: Embedder, data: GuardData, cache_dir: Path | None) -> IntentRows:
    """The test split's clinical questions (MedMCQA, consensus), once each: what a misuse policy
    must never refuse, whichever corpus it was fitted without."""
    pairs: dict[str, Sample] = {}
    for sample in data.test:
        text = normalize(sample.text)
        if text and sample.source in (MEDMCQA_SOURCE, CONSENSUS_SOURCE):
            pairs.setdefault(text, sample)
    return rows_of(embedder, list(pairs.items()), cache_dir)


def evaluate_intent_lofo(
    embedder: Embedder, data: GuardData, *, cache_dir: Path | None = None
) -> IntentLofoReport:
    start = time.perf_counter()
    rows = rows_of(embedder, intent_training_samples(data), cache_dir)
    frames_only = IntentPolicy(None, FRAMES_ONLY)
    production = fit_intent_policy(rows)
    families = sorted(
        {s.source for s in rows.samples if s.kind in (MISUSE_KIND, TOXICOLOGY_KIND)},
        key=lambda f: (corpus_of(f), f.split("/")[-1].split("_")[0] != MISUSE_KIND, f),
    )
    held_out = []
    for family in families:
        in_family = rows.sources == family
        policy = fold_intent(rows, family, production.thresholds)
        test = rows.take(in_family)
        refused = policy_refusals(policy, test)
        langs = sorted({s.lang for s in test.samples})
        held_out.append(
            HeldFamily(
                family,
                test.samples[0].kind,
                policy.thresholds,
                Rate(int(policy_refusals(frames_only, test).sum()), len(test.texts)),
                Rate(int(refused.sum()), len(test.texts)),
                {
                    lang: Rate(
                        int(
                            sum(
                                r
                                for s, r in zip(test.samples, refused, strict=True)
                                if s.lang == lang
                            )
                        ),
                        sum(s.lang == lang for s in test.samples),
                    )
                    for lang in langs
                },
            )
        )
    clinical = clinical_test_rows(embedder, data, cache_dir)
    return IntentLofoReport(
        held_out,
        production.thresholds,
        Rate(int(policy_refusals(production, clinical).sum()), len(clinical.texts)),
        Rate(int(policy_refusals(frames_only, clinical).sum()), len(clinical.texts)),
        time.perf_counter() - start,
    )
