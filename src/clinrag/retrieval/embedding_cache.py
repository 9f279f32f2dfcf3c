"""An ``Embedder`` that remembers the vectors of texts it embedded recently.

One request embeds the same sentences several times: evidence selection scores every sentence
of the retrieved passages, the citation check embeds the cited passages' sentences again, and
the stream checks each sentence of the answer as it is written; the next question on the same
topic retrieves the same passages. The embedder is deterministic, so a bounded LRU of text ->
vector (the texts are redacted evidence and redacted questions; memory only, this process)
turns those repeats into lookups. Texts not cached are embedded in one batch, as before.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

from clinrag.domain import Vectors
from clinrag.retrieval.embedding import Embedder


class CachedEmbedder:
    def __init__(self, embedder: Embedder, max_entries: int = 8192) -> None:
        self._embedder = embedder
        self._max = max_entries
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()  # embed() runs on worker threads
        self.hits = 0
        self.misses = 0

    @property
    def model_name(self) -> str:
        return self._embedder.model_name

    @property
    def dimension(self) -> int:
        return self._embedder.dimension

    def embed(self, texts: Sequence[str]) -> Vectors:
        with self._lock:
            known = {t: self._vectors[t] for t in texts if t in self._vectors}
            for text in known:
                self._vectors.move_to_end(text)
        missing = list(dict.fromkeys(t for t in texts if t not in known))
        if missing:
            fresh = np.asarray(self._embedder.embed(missing), dtype=np.float32)
            with self._lock:
                for text, vector in zip(missing, fresh, strict=True):
                    self._vectors[text] = vector
                    known[text] = vector
                while len(self._vectors) > self._max:
                    self._vectors.popitem(last=False)
        with self._lock:
            self.hits += len(texts) - len(missing)
            self.misses += len(missing)
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return np.stack([known[t] for t in texts])
