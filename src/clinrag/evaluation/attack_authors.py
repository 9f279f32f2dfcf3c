"""The injection detector on a new author's wording: leave-one-AUTHOR-out over the attacks.

Leave-one-source-out holds out one family while its author's other families stay in training;
five blind rounds flagged 74-79 % of a new author's attacks where it said 86-92 %. Here a whole
author leaves the detector's learned parts: ours (the attack and benign families of
``guard_dev``) and each blind set with attacks (``written_samples.SEEN_ATTACK_AUTHORS``). In each
fold the attack index, the classifier and the thresholds are rebuilt and tuned as in production
(``guard_folds.fold_detector``, ``tune_guard``) on everything else the detector learns from;
the production guard (validation, language gate, misuse policy) with that detector then checks
the author's attacks and look-alikes as served (``guard_blind.evaluate_blind``), and the
clinical questions of the hash test split, which no fold trains on.

"Before" is the detector trained on our data alone (``GuardData.train``, no author's set): for
a blind author that is the production detector before the seen sets joined its training, so
its row is comparable with that set's blind run.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from clinrag.evaluation.guard_blind import BlindReport, BlindText, evaluate_blind, load_blind
from clinrag.evaluation.guard_eval import Rate
from clinrag.evaluation.guard_folds import fold_detector
from clinrag.evaluation.guard_population import Population, population
from clinrag.retrieval.embedding import Embedder
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.guard_samples import (
    ATTACK_KIND,
    BENIGN_KIND,
    CONSENSUS_SOURCE,
    MEDMCQA_SOURCE,
    GuardData,
    Sample,
)
from clinrag.security.injection import Thresholds
from clinrag.security.written_samples import SEEN_ATTACK_AUTHORS

OURS = "guard_dev"
"""Our own attack and benign families, as one author."""
_KINDS = (ATTACK_KIND, BENIGN_KIND)


@dataclass(frozen=True)
class AttackFold:
    """One detector (trained without the author) on the author's texts and the clinical ones."""

    thresholds: Thresholds
    report: BlindReport
    clinical: Rate

    def attacks(self) -> Rate:
        return self.report.pooled(ATTACK_KIND)

    def benign(self) -> Rate:
        return self.report.pooled(BENIGN_KIND)

    def benign_english(self) -> Rate:
        return self.report.languages.get(BENIGN_KIND, {}).get("en", Rate(0, 0))


@dataclass(frozen=True)
class HeldAttackAuthor:
    author: str
    before: AttackFold
    """Trained on our data alone (without the author when the author is us)."""
    after: AttackFold
    """Trained on every other author's attacks and look-alikes too."""


@dataclass(frozen=True)
class AttackAuthorReport:
    held_out: list[HeldAttackAuthor]
    seconds: float

    def lines(self) -> list[str]:
        rows = [
            "leave-one-AUTHOR-out for attacks (index, classifier and thresholds rebuilt without "
            "the author; the production guard with that detector checks the author's texts):",
            f"  {'held-out author':<16}{'':<8}{'attacks flagged':>22}{'benign refused':>22}"
            f"{'benign en':>22}{'clinical refused':>22}   margin/assisted/clf",
        ]
        for held in self.held_out:
            for label, fold in (("before", held.before), ("after", held.after)):
                t = fold.thresholds
                rows.append(
                    f"  {held.author:<16}{label:<8}{fold.attacks().shown():>22}"
                    f"{fold.benign().shown():>22}{fold.benign_english().shown():>22}"
                    f"{fold.clinical.shown():>22}   "
                    f"{t.margin:.2f}/{t.assisted_margin:.2f}/{t.classifier:.2f}"
                )
        for label in ("before", "after"):
            folds = [getattr(h, label) for h in self.held_out]
            blind = [getattr(h, label) for h in self.held_out if h.author != OURS]
            rows.append(
                f"  blind authors pooled, {label}: attacks "
                f"{Rate.pooled(f.attacks() for f in blind).shown()}, benign "
                f"{Rate.pooled(f.benign() for f in blind).shown()} (en "
                f"{Rate.pooled(f.benign_english() for f in blind).shown()}); worst clinical "
                f"{max(f.clinical.rate for f in folds) * 100:.2f} %"
            )
        for held in self.held_out:
            rows.append(f"  {held.author} by family, before -> after:")
            before, after = held.before.report, held.after.report
            rows += [
                f"    {family:<52}{after.kinds[family]:<8}{before.families[family].shown():>20}"
                f" -> {rate.shown()}"
                for family, rate in after.families.items()
            ]
        rows.append(
            f"({len(self.held_out)} authors, {2 * len(self.held_out)} folds in "
            f"{self.seconds:.0f} s)"
        )
        return rows


def author_of(sample: Sample) -> str:
    """The author of a text the detector learns from; "" for the shipped public sources."""
    if "/" in sample.source:
        return sample.source.partition("/")[0]
    return OURS if sample.kind in _KINDS else ""


def _our_texts(data: GuardData) -> list[BlindText]:
    """Our attack and benign families, both halves of the hash split, as blind texts."""
    return [
        BlindText(s.source, s.kind, s.lang, s.text)
        for s in dict.fromkeys(data.train + data.test)
        if s.kind in _KINDS and author_of(s) == OURS
    ]


@dataclass(frozen=True)
class _Served:
    """A fold's detector in the production guard, and its false alarms on clinical text."""

    guard: ClinicalInputGuard
    thresholds: Thresholds
    clinical: Rate

    def on(self, texts: Sequence[BlindText]) -> AttackFold:
        return AttackFold(self.thresholds, evaluate_blind(self.guard, texts), self.clinical)


def _served(
    guard: ClinicalInputGuard,
    train: Population,
    embedder: Embedder,
    known: dict[str, np.ndarray],
    clinical: Sequence[str],
) -> _Served:
    detector, thresholds = fold_detector(train, embedder, known)
    served = guard.with_detector(detector)
    refused = [not served.check(text).allowed for text in clinical]
    return _Served(served, thresholds, Rate(sum(refused), len(refused)))


def evaluate_attacks_by_author(
    guard: ClinicalInputGuard,
    embedder: Embedder,
    data: GuardData,
    *,
    cache_dir: Path | None = None,
    authors: Sequence[str] | None = None,
) -> AttackAuthorReport:
    """``guard``: the production guard (its detector is swapped in every fold); ``authors``:
    which to hold out (default: ours and every seen blind set)."""
    start = time.perf_counter()
    everything = population(embedder, data.injection_training, cache_dir)
    written_by = np.array([author_of(s) for s in everything.samples])
    ours_only = np.isin(written_by, ["", OURS])
    clinical = [s.text for s in data.test if s.source in (MEDMCQA_SOURCE, CONSENSUS_SOURCE)]
    known: dict[str, np.ndarray] = {}  # every text embedded once over all folds
    before_blind: _Served | None = None
    held_out = []
    for author in authors or [OURS, *SEEN_ATTACK_AUTHORS]:
        rest = written_by != author
        after = _served(guard, everything.take(rest), embedder, known, clinical)
        if author == OURS:
            texts = _our_texts(data)
            before = _served(guard, everything.take(rest & ours_only), embedder, known, clinical)
        else:
            texts = [t for t in load_blind(SEEN_ATTACK_AUTHORS[author]) if t.kind in _KINDS]
            before_blind = before_blind or _served(
                guard, everything.take(ours_only), embedder, known, clinical
            )
            before = before_blind
        held_out.append(HeldAttackAuthor(author, before.on(texts), after.on(texts)))
    return AttackAuthorReport(held_out, time.perf_counter() - start)
