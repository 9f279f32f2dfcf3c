"""How long each stage of a retrieval took (``RetrievalOutcome``'s timings, for the audit trail
and the benchmarks)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field


@dataclass
class StageTimes:
    """Seconds per stage; per-sub-query stages are summed over sub-queries (``lexical`` is
    timed once: the sub-queries' searches run in turn in one thread)."""

    seconds: dict[str, float] = field(default_factory=dict)

    def add(self, stage: str, started: float) -> None:
        self.seconds[stage] = self.seconds.get(stage, 0.0) + time.perf_counter() - started
