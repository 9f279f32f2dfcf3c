"""Texts an evaluation learns from or measures, one row per text beside per-row arrays: the row
selection the guard and intent folds share (``guard_population``, ``intent_lofo``)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Self

import numpy as np

from clinrag.security.guard_samples import Sample


@dataclass(frozen=True)
class SampleRows:
    """A sample and its normalised text per row; subclasses add a numpy array per field, one row
    per text, so every field is cut by the same mask."""

    samples: tuple[Sample, ...]
    texts: tuple[str, ...]

    def take(self, mask: np.ndarray) -> Self:
        rows = np.flatnonzero(mask)
        cut = {f.name: _rows_of(getattr(self, f.name), rows) for f in fields(self)}
        return replace(self, **cut)

    @property
    def sources(self) -> np.ndarray:
        return np.array([s.source for s in self.samples])


def _rows_of(values: Any, rows: np.ndarray) -> Any:
    if isinstance(values, tuple):
        return tuple(values[i] for i in rows)
    return values[rows]
