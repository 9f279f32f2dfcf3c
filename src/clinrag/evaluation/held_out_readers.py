"""The learned stance readers an evaluation reads with, each held out from what it reads.

``HeldOutReaders``: the reader of each research split trained on the gold sentences of every
other split (``clinrag eval answers --set research`` and ``clinrag eval verdicts`` read answers
and gold sentences with it); ``verdict_groups``: the questions an evaluation asks under a
verdict setting, each split with the product's learned verdict reader fitted without it. The
readers themselves are product code (``clinrag.stance``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from clinrag.array_cache import cached_arrays
from clinrag.retrieval.embedding import Embedder
from clinrag.stance.learned import TRAINING_SPLITS, LearnedVerdictReader, build_learned_reader
from clinrag.stance.model import (
    FEATURES_VERSION,
    LABELS,
    REGULARISATION,
    Pair,
    StanceModel,
    features,
    train,
)
from clinrag.stance.research_set import ResearchQuestion
from clinrag.stance.rules import Stance, stated_stance


class HeldOutReaders:
    """The learned reader of each split, trained on the gold rows of every other split (a
    split none of them holds, a new blind one, is read by the reader trained on them all)."""

    def __init__(
        self,
        embedder: Embedder,
        rows: Sequence[ResearchQuestion],
        cache_dir: Path | None = None,
    ) -> None:
        self._embedder = embedder
        self._rows = list(rows)
        self._cache_dir = cache_dir
        self._features = features(embedder, [(r.question, r.reference) for r in self._rows])
        self._models: dict[str, StanceModel] = {}

    def model_for(self, split: str) -> StanceModel:
        if split not in self._models:
            kept = [i for i, r in enumerate(self._rows) if r.split != split]
            self._models[split] = self._fit(kept)
        return self._models[split]

    def read_gold(self, split: str) -> list[tuple[ResearchQuestion, Stance]]:
        """The split's own gold sentences read by the reader that never saw them."""
        chosen = [i for i, r in enumerate(self._rows) if r.split == split]
        reads = self.model_for(split).read(self._features[chosen])
        return [(self._rows[i], read) for i, read in zip(chosen, reads, strict=True)]

    def read(self, split: str, pairs: Sequence[Pair]) -> list[Stance]:
        """Answers (or any texts) to the split's questions: rule 1 first (not found, a stated
        verdict), else the split's held-out reader."""
        stated = [stated_stance(text) for _, text in pairs]
        open_pairs = [p for p, s in zip(pairs, stated, strict=True) if s is None]
        learned = iter(self.model_for(split).read(features(self._embedder, open_pairs)))
        return [s if s is not None else next(learned) for s in stated]

    def _fit(self, kept: Sequence[int]) -> StanceModel:
        rows = self._features[list(kept)]
        labels: list[Stance] = [self._rows[i].stance for i in kept]
        if self._cache_dir is None:
            return train(rows, labels)
        key = [
            "stance-model",
            FEATURES_VERSION,
            REGULARISATION,
            self._embedder.model_name,
            [[self._rows[i].question, self._rows[i].reference, self._rows[i].stance] for i in kept],
        ]

        def fit() -> dict[str, np.ndarray]:
            fitted = train(rows, labels)
            return {"weights": fitted.weights, "bias": fitted.bias}

        arrays = cached_arrays(
            self._cache_dir,
            "stance-model",
            key,
            fit,
            usable=lambda a: a["weights"].shape == (len(LABELS), rows.shape[1]),
        )
        return StanceModel(arrays["weights"], arrays["bias"])


def verdict_groups(
    verdict: str,
    questions: Sequence[ResearchQuestion],
    embedder: Embedder,
    cache_dir: Path | None,
) -> list[tuple[LearnedVerdictReader | None, list[ResearchQuestion]]]:
    """The questions an evaluation asks under ``verdict``, each group with the reader it is
    asked with: for ``learned`` one group a split, read by the reader that never saw it (a
    split outside ``TRAINING_SPLITS``, by the product's reader); else one group, no reader."""
    if verdict != "learned":
        return [(None, list(questions))]
    return [
        (
            build_learned_reader(embedder, cache_dir, split if split in TRAINING_SPLITS else None),
            [q for q in questions if q.split == split],
        )
        for split in sorted({q.split for q in questions})
    ]
