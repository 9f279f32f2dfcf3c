"""The nearest-attack signal of the injection detector: the query embedding's similarity to the
known attacks minus its similarity to the known benign questions.

Attacks come in families (DAN and its hundred rewrites); a rewrite that dodges every pattern
still lands near its family. Only the train split's texts are indexed.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from clinrag.domain import Vectors
from clinrag.retrieval.embedding import Embedder


@dataclass(frozen=True)
class Neighbours:
    attack: float
    """Cosine similarity to the nearest known attack."""
    benign: float
    """Cosine similarity to the nearest known benign question."""
    category: str
    """Category of the nearest attack."""

    @property
    def margin(self) -> float:
        return self.attack - self.benign


class AttackIndex:
    """Embeddings of known attacks and known benign questions; exact search (a few hundred
    rows: one matrix-vector product, well under a millisecond)."""

    def __init__(
        self, attack_vectors: Vectors, categories: Sequence[str], benign_vectors: Vectors
    ) -> None:
        if len(attack_vectors) != len(categories) or not len(attack_vectors):
            raise ValueError("need one category per attack vector, and at least one attack")
        if not len(benign_vectors):
            raise ValueError("need at least one benign vector")
        self._attacks = np.ascontiguousarray(attack_vectors, dtype=np.float32)
        self._categories = tuple(categories)
        self._benign = np.ascontiguousarray(benign_vectors, dtype=np.float32)

    @classmethod
    def build(
        cls, embedder: Embedder, attacks: Sequence[tuple[str, str]], benign: Sequence[str]
    ) -> AttackIndex:
        """``attacks`` are (text, category) pairs of the train split only."""
        vectors = embedder.embed([text for text, _ in attacks])
        return cls(vectors, [category for _, category in attacks], embedder.embed(benign))

    @classmethod
    def cached(
        cls,
        embedder: Embedder,
        attacks: Sequence[tuple[str, str]],
        benign: Sequence[str],
        cache_dir: Path,
    ) -> AttackIndex:
        """``build``, kept on disk per model and texts: embedding the train attacks (mostly
        256 word pieces each) takes 20-30 s on two cores, loading them a few milliseconds."""
        key = json.dumps([embedder.model_name, embedder.dimension, list(attacks), list(benign)])
        path = cache_dir / f"attack-index-{hashlib.sha256(key.encode()).hexdigest()[:24]}.npz"
        categories = [category for _, category in attacks]
        try:
            with np.load(path) as saved:
                attack_vectors, benign_vectors = saved["attacks"], saved["benign"]
            if attack_vectors.shape == (len(attacks), embedder.dimension) and (
                benign_vectors.shape == (len(benign), embedder.dimension)
            ):
                return cls(attack_vectors, categories, benign_vectors)
        except (OSError, ValueError, KeyError):
            pass  # absent or unreadable: rebuild
        index = cls.build(embedder, attacks, benign)
        cache_dir.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(path.stem + ".partial.npz")
        np.savez(partial, attacks=index.attack_vectors, benign=index.benign_vectors)
        partial.replace(path)
        return index

    @property
    def attack_vectors(self) -> Vectors:
        return self._attacks

    @property
    def benign_vectors(self) -> Vectors:
        return self._benign

    def neighbours(self, vector: Vectors) -> Neighbours:
        attack_sims = self._attacks @ vector
        nearest = int(np.argmax(attack_sims))
        return Neighbours(
            float(attack_sims[nearest]),
            float(np.max(self._benign @ vector)),
            self._categories[nearest],
        )
