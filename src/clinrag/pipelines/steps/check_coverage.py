"""The relevance gate before an answer is written: the best passages must be about the
question's subjects (``pipelines/subject_coverage.py``), or the question is answered "not
covered" (found: false, no citation) rather than from passages on something else.

A subject the passages do not meet empties the evidence, so no step after this one can quote
or cite it, and ends the agentic pipeline's reflections (a refined search of the same
question finds the same corpus). The record names each subject (a drug, class, condition or
procedure: ``subject_names``), how it was met, the other name that met it (a generic for a
brand), the nearest passage word and its cosine for those not met exactly (what
``pipeline.coverage_similarity`` was tuned on: ``clinrag eval coverage``)."""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from dataclasses import replace

import numpy as np

from clinrag.domain import Vectors
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.subject_coverage import coverage
from clinrag.pipelines.subject_names import SubjectLexicon
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.embedding import Embedder

WORDS_KEPT = 50_000
"""Word vectors kept between requests (the corpus's rare words recur from question to question)."""


class CheckCoverage:
    name = "check_coverage"

    def __init__(
        self, embedder: Embedder, threshold: float, passages: int, lexicon: SubjectLexicon
    ) -> None:
        self.embedder = embedder
        self.threshold = threshold
        self.passages = passages
        self.lexicon = lexicon
        self._vectors: OrderedDict[str, Vectors] = OrderedDict()
        self._lock = threading.Lock()

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        best = sorted(state.passages, key=lambda p: p.relevance, reverse=True)[: self.passages]
        texts = [f"{p.title.text}\n{p.text.text}" for p in best]
        found = await asyncio.to_thread(
            coverage, state.redacted_question, texts, self._embed, self.threshold, self.lexicon
        )
        notes.update(
            passages_read=len(best),
            threshold=self.threshold,
            subjects={m.subject: m.how for m in found.matches},
            met_by={m.subject: m.met_by for m in found.matches if m.met_by is not None},
            similarity={m.subject: m.similarity for m in found.matches if m.similarity is not None},
            nearest={m.subject: m.nearest for m in found.matches if m.nearest is not None},
            missing=list(found.missing),
            passed=found.covered,
        )
        if found.covered:
            return state
        return replace(state, passages=(), uncovered=found.missing, reflection_done=True)

    def _embed(self, words: list[str]) -> Vectors:
        """``words``' unit vectors, the ones seen before from the cache (shared by concurrent
        requests, hence the lock; the embedding itself runs outside it)."""
        with self._lock:
            known = {w: self._vectors[w] for w in words if w in self._vectors}
            for word in known:
                self._vectors.move_to_end(word)
        new = [w for w in dict.fromkeys(words) if w not in known]
        if new:
            known.update(zip(new, self.embedder.embed(new), strict=True))
            with self._lock:
                self._vectors.update((w, known[w]) for w in new)
                while len(self._vectors) > WORDS_KEPT:
                    self._vectors.popitem(last=False)
        return np.stack([known[w] for w in words])
