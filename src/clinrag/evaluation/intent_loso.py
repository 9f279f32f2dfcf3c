"""The misuse policy on wording nobody tuned on: leave-one-source-out over the intent corpora.

Leave-one-family-out flattered the policy: families written by one author share their wording,
so a held-out family was close to the ones kept (93 % of misuse refused, and 34 % on a blind
set). Here each *corpus* (``security.intent_sources``: ``guard_dev``, ``intent_dev``,
``guard_blind``, ``guard_blind3``, each by other authors) is held out whole: its misuse and
legitimate families leave the training data, the classifier is retrained and the thresholds
retuned on the other corpora alone (out of corpus, ``intent_lofo.tune_intent``), and the held-out
texts are judged by the production rule.

Each fold's policy also judges texts no fold ever trains on, for the false-alarm side: the
clinical questions of the hash test split (MedMCQA + consensus), the benign look-alikes of the
same split, and the benign families of ``guard_blind`` (attack look-alikes: role-play,
"ignore" in its clinical sense, non-English questions, encoded text).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from clinrag.evaluation.guard_eval import Rate
from clinrag.evaluation.intent_lofo import (
    IntentRows,
    fit_intent_policy,
    policy_refusals,
    rows_of,
)
from clinrag.evaluation.intent_tuning import FRAMES_ONLY
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
from clinrag.security.intent_policy import IntentPolicy, IntentThresholds
from clinrag.security.intent_sources import EXTRA_CORPORA, GUARD_DEV_CORPUS, corpus_of
from clinrag.security.intent_training import intent_training_samples
from clinrag.security.validation import normalize
from clinrag.security.written_samples import written_families
from clinrag.shipped_data import GUARD_BLIND

CLINICAL_PROBE = "clinical questions (test split)"
LOOKALIKE_PROBE = "benign look-alikes (guard_dev test split)"
BLIND_BENIGN_PROBE = "benign look-alikes (guard_blind)"


def _rate(flags: np.ndarray) -> Rate:
    return Rate(int(np.sum(flags)), len(flags))


@dataclass(frozen=True)
class HeldCorpus:
    corpus: str
    thresholds: IntentThresholds
    """Tuned without the corpus."""
    misuse: Rate
    """Misuse refused by frames and the classifier trained without the corpus."""
    misuse_frames: Rate
    legitimate: Rate
    """Legitimate (toxicology) texts refused, the same way."""
    legitimate_frames: Rate
    families: dict[str, Rate] = field(default_factory=dict)
    by_lang: dict[str, Rate] = field(default_factory=dict)
    """``"misuse de"``, ``"legitimate fr"`` ... -> refused."""
    probes: dict[str, Rate] = field(default_factory=dict)
    """Texts no fold trains on, refused by this fold's policy."""


@dataclass(frozen=True)
class IntentLosoReport:
    held_out: list[HeldCorpus]
    seconds: float

    def pooled(self, attribute: str) -> Rate:
        return Rate.pooled([getattr(h, attribute) for h in self.held_out])

    def lines(self) -> list[str]:
        rows = [
            "misuse policy, leave-one-SOURCE-out (classifier retrained and thresholds retuned "
            "without the corpus; the headline):",
            f"  {'held-out corpus':<16}{'misuse: frames':>22}{'+ learned':>22}"
            f"{'legit: frames':>22}{'+ learned':>22}   alone/assisted",
        ]
        for h in self.held_out:
            rows.append(
                f"  {h.corpus:<16}{h.misuse_frames.shown():>22}{h.misuse.shown():>22}"
                f"{h.legitimate_frames.shown():>22}{h.legitimate.shown():>22}"
                f"   {h.thresholds.alone:.3f}/{h.thresholds.assisted:.2f}"
            )
        for h in self.held_out:
            rows.append(f"  {h.corpus} by family (refused):")
            rows += [f"    {family:<48}{rate.shown():>22}" for family, rate in h.families.items()]
        langs: dict[str, list[Rate]] = {}
        for h in self.held_out:
            for key, rate in h.by_lang.items():
                langs.setdefault(key, []).append(rate)
        rows.append("  refused by language (held out with their corpus):")
        rows += [f"    {k:<24}{Rate.pooled(r).shown():>22}" for k, r in sorted(langs.items())]
        probes: dict[str, list[Rate]] = {}
        for h in self.held_out:
            for key, rate in h.probes.items():
                probes.setdefault(key, []).append(rate)
        misuse = self.pooled("misuse")
        legitimate = self.pooled("legitimate")
        headline = [
            ("LOSO misuse refused (frames + learned)", misuse),
            ("  frames alone", self.pooled("misuse_frames")),
            (
                "LOSO legitimate toxicology answered (frames + learned)",
                Rate(legitimate.total - legitimate.flagged, legitimate.total),
            ),
            ("LOSO legitimate refused, frames alone", self.pooled("legitimate_frames")),
        ]
        headline += [
            (f"{key}, refused (worst fold)", max(rates, key=lambda r: r.rate))
            for key, rates in probes.items()
        ]
        rows += [f"{label + ':':<62}{rate.shown()}" for label, rate in headline]
        rows.append(f"({len(self.held_out)} folds in {self.seconds:.0f} s)")
        return rows


def _probe_rows(
    embedder: Embedder, data: GuardData, cache_dir: Path | None
) -> dict[str, IntentRows]:
    """The texts no fold trains on (module docstring), by probe."""
    clinical = [s for s in data.test if s.source in (MEDMCQA_SOURCE, CONSENSUS_SOURCE)]
    lookalikes = [s for s in data.test if s.kind == BENIGN_KIND]
    blind = [s for s in written_families(GUARD_BLIND) if s.kind == BENIGN_KIND]
    probes: dict[str, Sequence[Sample]] = {
        CLINICAL_PROBE: clinical,
        LOOKALIKE_PROBE: lookalikes,
        BLIND_BENIGN_PROBE: blind,
    }
    result = {}
    for name, samples in probes.items():
        pairs: dict[str, Sample] = {}
        for sample in samples:
            text = normalize(sample.text)
            if text:
                pairs.setdefault(text, sample)
        result[name] = rows_of(embedder, list(pairs.items()), cache_dir)
    return result


def _by(test: IntentRows, refused: np.ndarray, key: str) -> dict[str, Rate]:
    groups: dict[str, list[bool]] = {}
    for sample, flag in zip(test.samples, refused, strict=True):
        kind = "misuse" if sample.kind == MISUSE_KIND else "legitimate"
        name = sample.source.split("/")[-1] if key == "family" else f"{kind} {sample.lang}"
        groups.setdefault(name, []).append(bool(flag))
    return {name: _rate(np.array(flags)) for name, flags in groups.items()}


def held_corpus(
    rows: IntentRows, corpus: str, probes: dict[str, IntentRows], corpora: np.ndarray
) -> HeldCorpus:
    """``corpus``'s misuse and legitimate families held out (``corpora``: each row's corpus)."""
    kinds = np.array([s.kind in (MISUSE_KIND, TOXICOLOGY_KIND) for s in rows.samples])
    held = (corpora == corpus) & kinds
    policy = fit_intent_policy(rows.take(~held))
    test = rows.take(held)
    refused = policy_refusals(policy, test)
    by_frames = policy_refusals(IntentPolicy(None, FRAMES_ONLY), test)
    misuse = test.misuse
    return HeldCorpus(
        corpus,
        policy.thresholds,
        _rate(refused[misuse]),
        _rate(by_frames[misuse]),
        _rate(refused[~misuse]),
        _rate(by_frames[~misuse]),
        _by(test, refused, "family"),
        _by(test, refused, "lang"),
        {name: _rate(policy_refusals(policy, probe)) for name, probe in probes.items()},
    )


def evaluate_intent_loso(
    embedder: Embedder, data: GuardData, *, cache_dir: Path | None = None
) -> IntentLosoReport:
    start = time.perf_counter()
    rows = rows_of(embedder, intent_training_samples(data), cache_dir)
    probes = _probe_rows(embedder, data, cache_dir)
    corpora = np.array([corpus_of(s.source) for s in rows.samples])
    held_out = [
        held_corpus(rows, corpus, probes, corpora)
        for corpus in [GUARD_DEV_CORPUS, *EXTRA_CORPORA]
        if (corpora == corpus).any()
    ]
    return IntentLosoReport(held_out, time.perf_counter() - start)
