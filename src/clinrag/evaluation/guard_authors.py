"""The guard on a new author's wording: leave-one-AUTHOR-out over every seen guard set.

Each seen blind set (``guard_blind``, ``guard_blind3`` ... ``guard_blind6``) and our
own corpora (``guard_dev``, ``intent_dev``) were written by different hands. Leave-one-family-
out holds out a family whose siblings by the same author stay in training, so it flattered the
guard (93 % of misuse refused; the next blind set, 34 %). Here a whole author's set leaves the
learned parts it feeds: the intent classifier is retrained and both its thresholds retuned on
the other authors (``intent_lofo.fit_intent_policy``), and that fold's policy is put into the
production guard (patterns, language gate, injection detector), which then checks the held-out
set as served (``guard_blind.evaluate_blind``). The author's benign look-alikes, which the
intent classifier learns as negatives, leave its training with the author. The injection
detector learns every seen author's attacks and look-alikes
(``written_samples.SEEN_ATTACK_AUTHORS``) and stays whole here, so the attack and benign
columns are development figures; attacks held out by author are ``evaluation.attack_authors``
(``--attack-authors``).

Beside it, for every corpus (ours too), the misuse policy alone on the held-out misuse and
legitimate texts, and the false alarms of the fold's policy on texts no fold trains on: the
clinical questions of the hash test split and the benign look-alikes of every blind set.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from clinrag.evaluation.guard_blind import BlindReport, evaluate_blind, load_blind
from clinrag.evaluation.guard_eval import Rate
from clinrag.evaluation.intent_lofo import (
    IntentRows,
    clinical_test_rows,
    fit_intent_policy,
    policy_refusals,
    rows_of,
)
from clinrag.retrieval.embedding import Embedder
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.guard_samples import BENIGN_KIND, MISUSE_KIND, TOXICOLOGY_KIND, GuardData
from clinrag.security.intent_model import train_intent_classifier
from clinrag.security.intent_policy import IntentPolicy, IntentThresholds
from clinrag.security.intent_sources import EXTRA_CORPORA, GUARD_DEV_CORPUS, corpus_of
from clinrag.security.intent_training import intent_training_samples
from clinrag.shipped_data import GUARD_BLIND_SETS


@dataclass(frozen=True)
class HeldAuthor:
    corpus: str
    thresholds: IntentThresholds
    """Tuned without the author."""
    misuse: Rate
    """The author's misuse refused by the fold's misuse policy alone."""
    legitimate: Rate
    """The author's legitimate toxicology refused by the fold's misuse policy alone."""
    clinical: Rate
    """Clinical questions of the test split refused by the fold's misuse policy."""
    guard: BlindReport | None = None
    """A blind set through the production guard with the fold's policy (None: our corpora)."""
    shipped: tuple[Rate, Rate, Rate] | None = None
    """Misuse, legitimate and clinical refused by the classifier retrained without the author
    under the *shipped* thresholds (tuned on every author, so slightly optimistic)."""


@dataclass(frozen=True)
class AuthorReport:
    held_out: list[HeldAuthor]
    seconds: float

    def lines(self) -> list[str]:
        rows = [
            "leave-one-AUTHOR-out (intent classifier retrained and thresholds retuned without "
            "the author's set; the production guard with that policy checks the set):",
            f"  {'held-out author':<16}{'misuse refused':>22}{'legit refused':>22}"
            f"{'attacks flagged':>22}{'benign refused':>22}{'benign en':>22}   alone/assisted",
        ]
        for h in self.held_out:
            if h.guard is None:
                attacks = benign = english = "-"
                misuse, legit = h.misuse.shown(), h.legitimate.shown()
            else:
                attacks, benign = _shown(h.guard.pooled("attack")), _shown(h.guard.pooled("benign"))
                english = _shown(h.guard.languages.get("benign", {}).get("en", Rate(0, 0)))
                misuse = h.guard.pooled("misuse").shown()
                legit = h.guard.pooled("legitimate").shown()
            rows.append(
                f"  {h.corpus:<16}{misuse:>22}{legit:>22}{attacks:>22}{benign:>22}{english:>22}"
                f"   {h.thresholds.alone:.3f}/{h.thresholds.assisted:.2f}"
            )
        rows.append("  misuse policy alone on the held-out author (misuse / legitimate refused):")
        for h in self.held_out:
            rows.append(
                f"    {h.corpus:<16}{h.misuse.shown():>22}{h.legitimate.shown():>22}"
                f"   clinical (test split) {h.clinical.shown()}"
            )
        fixed = [(h.corpus, h.shipped) for h in self.held_out if h.shipped is not None]
        if fixed:
            rows.append(
                "  the same with the shipped thresholds in every fold (classifier retrained "
                "without the author; thresholds tuned on all authors: optimistic):"
            )
            for corpus, (refused, legit_refused, clinical) in fixed:
                rows.append(
                    f"    {corpus:<16}{refused.shown():>22}{legit_refused.shown():>22}"
                    f"   clinical (test split) {clinical.shown()}"
                )
        for h in self.held_out:
            if h.guard is None:
                continue
            rows.append(f"  {h.corpus} by family (production guard, fold policy):")
            rows += [
                f"    {family:<48}{h.guard.kinds[family]:<12}{rate.shown():>22}"
                for family, rate in h.guard.families.items()
            ]
        blind = [h for h in self.held_out if h.guard is not None]
        pooled = {
            kind: Rate.pooled(h.guard.pooled(kind) for h in blind if h.guard is not None)
            for kind in ("misuse", "legitimate", "attack", "benign")
        }
        rows += [
            f"{'blind authors pooled, ' + kind + ' refused:':<62}{rate.shown()}"
            for kind, rate in pooled.items()
        ]
        rows.append(f"({len(self.held_out)} folds in {self.seconds:.0f} s)")
        return rows


def _shown(rate: Rate) -> str:
    """A rate, or "-" for a set that has no text of that kind."""
    return rate.shown() if rate.total else "-"


def _rate(flags: np.ndarray) -> Rate:
    return Rate(int(np.sum(flags)), len(flags))


def _with_thresholds(
    rest: IntentRows, test: IntentRows, clinical: IntentRows, thresholds: IntentThresholds
) -> tuple[Rate, Rate, Rate]:
    """The held-out texts and the clinical questions judged by a classifier trained on
    ``rest`` with fixed ``thresholds``."""
    classifier = train_intent_classifier(rest.texts, rest.vectors, list(rest.misuse), rest.frames)
    policy = IntentPolicy(classifier, thresholds)
    refused = policy_refusals(policy, test)
    return (
        _rate(refused[test.misuse]),
        _rate(refused[~test.misuse]),
        _rate(policy_refusals(policy, clinical)),
    )


def evaluate_by_author(
    guard: ClinicalInputGuard,
    embedder: Embedder,
    data: GuardData,
    *,
    cache_dir: Path | None = None,
    shipped: IntentThresholds | None = None,
) -> AuthorReport:
    """``guard``: the production guard; each fold swaps its misuse policy for the fold's.
    ``shipped``: the production thresholds, also applied to each fold's classifier."""
    start = time.perf_counter()
    rows = rows_of(embedder, intent_training_samples(data), cache_dir)
    clinical = clinical_test_rows(embedder, data, cache_dir)
    corpora = np.array([corpus_of(s.source) for s in rows.samples])
    intent = np.array([s.kind in (MISUSE_KIND, TOXICOLOGY_KIND) for s in rows.samples])
    look_alike = np.array([s.kind == BENIGN_KIND and "/" in s.source for s in rows.samples])
    blind_sets = {str(name): path for name, path in GUARD_BLIND_SETS.items()}
    held_out = []
    for corpus in [GUARD_DEV_CORPUS, *EXTRA_CORPORA]:
        held = (corpora == corpus) & intent
        if not held.any():
            continue
        rest = rows.take(~(held | ((corpora == corpus) & look_alike)))  # the author's own too
        policy = fit_intent_policy(rest)
        test = rows.take(held)
        refused = policy_refusals(policy, test)
        blind_dir = blind_sets.get(corpus)
        report = (
            None
            if blind_dir is None
            else evaluate_blind(guard.with_intent(policy), load_blind(blind_dir))
        )
        held_out.append(
            HeldAuthor(
                corpus,
                policy.thresholds,
                _rate(refused[test.misuse]),
                _rate(refused[~test.misuse]),
                _rate(policy_refusals(policy, clinical)),
                report,
                None if shipped is None else _with_thresholds(rest, test, clinical, shipped),
            )
        )
    return AuthorReport(held_out, time.perf_counter() - start)
