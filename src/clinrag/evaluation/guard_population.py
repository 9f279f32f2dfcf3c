"""The texts the injection detector learns from, normalised, one row per distinct text, with their
vectors (embedded once, kept in a cache) and pattern scores: what every leave-out fold of the
guard (``guard_folds``) is cut from."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from clinrag.evaluation.sample_rows import SampleRows
from clinrag.retrieval.embedding import Embedder
from clinrag.security.guard_samples import Sample
from clinrag.security.injection import pattern_score
from clinrag.security.pasted_content import split_request
from clinrag.security.validation import normalize


@dataclass(frozen=True)
class Population(SampleRows):
    """The texts the injection detector learns from, normalised, with their vectors."""

    vectors: np.ndarray
    patterns: np.ndarray
    """Pattern score total per text."""
    cues: np.ndarray
    """Pattern cue per text (the total without naming the subject)."""
    handovers: np.ndarray
    """The text is a request over pasted content (``pasted_content.split_request``)."""

    @property
    def attack(self) -> np.ndarray:
        return np.array([s.prompt_attack for s in self.samples], dtype=bool)

    @property
    def hard(self) -> np.ndarray:
        """Benign texts the false-refusal allowance is a share of (``Sample.hard_benign``)."""
        return np.array([s.hard_benign for s in self.samples], dtype=bool)


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
    handovers = np.array([split_request(t) is not None for t in texts], dtype=bool)
    return Population(tuple(kept.values()), texts, vectors, patterns, cues, handovers)
