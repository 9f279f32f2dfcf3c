"""The learned stance reader as the product's verdict reader (``pipeline.verdict: learned``).

The rules that choose an extractive answer's quote state no yes or no, and the rules that
judge answers read stance in a new author's wording no better than 0.50-0.72 (one blind split
each); the reader of ``stance.model``, trained on the other authors' splits, read them better
(docs/benchmarks.md). Here it reads the answer's quoted sentences and the answer opens with
the verdict. It learns from the shipped research questions (``stance.rows``: each gold
conclusion sentence and the sentences of its abstract that state the same finding) of the
splits already seen (``TRAINING_SPLITS``), fitted at first use with the service's embedder
and cached by content (``array_cache``): deterministic, nothing downloaded.

Two readers read the quotes: the rules (``stance.read_stance``, what a quote alone is read as,
the arms also named by the short forms the quoted passages define: ``stance.defined_arms``)
and the learned model (each quoted sentence read on its own, the class probabilities summed
over the quotes: a quote that reads confidently counts for more than one that reads weakly).
Where both read the same conclusion, or the rules read none, the model's is the verdict; where
they read different conclusions there is none (``unclear``: the quote stands alone). A wrong
yes or no costs more than none: as the verdict of answers the model alone disagreed with the
rules' reading of the cited passages in 7-12 of 36 answers a split, and the earlier reader
that let the rules' conclusion stand over the model's stated a wrong verdict where this one
states none (branch reader13, docs/benchmarks.md). The model itself says no ``unclear``: an
earlier reader trained with one said it for most answers (benchmarks).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Final, cast

import numpy as np

from clinrag.array_cache import cached_arrays
from clinrag.llm.schemas import Verdict
from clinrag.retrieval.embedding import Embedder
from clinrag.stance.defined_arms import with_defined_arms
from clinrag.stance.model import (
    FEATURES_VERSION,
    LABELS,
    REGULARISATION,
    StanceModel,
    features,
    train,
)
from clinrag.stance.question import Question
from clinrag.stance.research_set import (
    Split,
    load_research_questions,
    load_sample_corpus,
)
from clinrag.stance.rows import StanceRow, stance_rows
from clinrag.stance.rules import plain_text, read_stance

TRAINING_SPLITS: Final[tuple[Split, ...]] = (
    "dev",
    "test",
    "test2",
    "test3",
    "test4",
    "test5",
    "test6",
    "test7",
    "test8",
    "test9",
    "test10",
)
"""The research splits the product's reader learns from: those already seen. A blind split
joins only after its held-out figure is recorded (test7 was the held-out split of this
reader's first figures, test8, test9 and test10 of the next rounds; test11 is held out)."""


class LearnedVerdictReader:
    """``pipelines.verdict.VerdictReader``: the quotes read one by one, probabilities summed."""

    def __init__(self, embedder: Embedder, model: StanceModel) -> None:
        self.embedder = embedder
        self.model = model

    def read(self, question: str, sentences: Sequence[str], context: str = "") -> Verdict:
        texts = [plain_text(s) for s in sentences if s.strip()]
        if not texts:
            return "unclear"
        ruled = read_stance(" ".join(texts), with_defined_arms(Question.of(question), context))
        learned = self.model_reading(question, texts)
        if ruled not in LABELS or ruled == learned:
            return learned
        return "unclear"  # the two readers disagree: no verdict, the quote stands alone

    def model_reading(self, question: str, texts: Sequence[str]) -> Verdict:
        """The model's verdict alone: each quote read on its own, probabilities summed."""
        rows = features(self.embedder, [(question, plain_text(text)) for text in texts])
        return cast(Verdict, LABELS[int(np.argmax(self.model.probabilities(rows).sum(axis=0)))])


def build_learned_reader(
    embedder: Embedder, cache_dir: Path | None, leave_out: str | None = None
) -> LearnedVerdictReader:
    """The reader trained on ``TRAINING_SPLITS`` (but ``leave_out``: the held-out figure of a
    seen split), fitted once and cached by everything it depends on."""
    documents = {d.source: d for d in load_sample_corpus()}
    questions = [
        q for q in load_research_questions() if q.split in TRAINING_SPLITS and q.split != leave_out
    ]
    return LearnedVerdictReader(
        embedder, fitted(embedder, stance_rows(questions, documents), cache_dir)
    )


def fitted(embedder: Embedder, rows: Sequence[StanceRow], cache_dir: Path | None) -> StanceModel:
    """The stance model fitted on ``rows`` (their features computed only when no cached
    weights fit them)."""

    def fit() -> dict[str, np.ndarray]:
        matrix = features(embedder, [(r.question, r.text) for r in rows])
        model = train(matrix, [r.stance for r in rows])
        return {"weights": model.weights, "bias": model.bias}

    if cache_dir is None:
        arrays = fit()
    else:
        key = [
            "stance-reader",
            FEATURES_VERSION,
            REGULARISATION,
            embedder.model_name,
            [[r.question, r.text, r.stance] for r in rows],
        ]
        arrays = cached_arrays(
            cache_dir,
            "stance-reader",
            key,
            fit,
            usable=lambda a: a["weights"].shape[0] == len(LABELS),
        )
    return StanceModel(arrays["weights"], arrays["bias"])
