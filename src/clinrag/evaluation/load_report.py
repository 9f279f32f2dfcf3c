"""What ``clinrag bench load`` measured: each request sent, the figures per kind, and the
report it prints (latency percentiles, statuses, audit completeness, the chain)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from clinrag.evaluation.metrics import percentile

KINDS = ("attack", "question", "audit_read")


@dataclass(frozen=True)
class Sent:
    kind: str
    status: str
    """The HTTP status, the client error's name (``ReadTimeout``), or ``cancelled``."""
    seconds: float
    request_id: str


@dataclass(frozen=True)
class KindFigures:
    requests: int
    p50_ms: float
    p95_ms: float
    p99_ms: float
    statuses: dict[str, int]


@dataclass(frozen=True)
class LoadReport:
    clients: int
    seconds: float
    llm_latency_seconds: float
    llm_concurrency: int
    llm_queue_depth: int
    documents: int
    chunks: int
    ready_seconds: float
    """From starting ``clinrag serve`` to ``/readyz`` 200 (models, guard, database)."""
    ingest_seconds: float
    requests: int
    requests_per_second: float
    kinds: dict[str, KindFigures]
    audited: int
    """Requests sent with exactly one audit record."""
    unaudited: int
    audited_twice: int
    chain_valid: bool
    chain_report: str

    @property
    def audit_complete(self) -> bool:
        return self.audited == self.requests

    def lines(self) -> list[str]:
        lines = [
            f"clients: {self.clients}  seconds: {self.seconds:g}  stand-in model: "
            f"{self.llm_latency_seconds:g} s per call, {self.llm_concurrency} at once, queue "
            f"{self.llm_queue_depth}  corpus: {self.documents} documents, {self.chunks} chunks",
            f"service ready in {self.ready_seconds:.1f} s; ingest {self.ingest_seconds:.1f} s",
            f"requests: {self.requests} ({self.requests_per_second:.1f}/s)",
            f"{'kind':<12}{'requests':>9}{'p50 ms':>10}{'p95 ms':>10}{'p99 ms':>10}  statuses",
        ]
        for kind, f in self.kinds.items():
            statuses = ", ".join(f"{s}: {n}" for s, n in sorted(f.statuses.items()))
            lines.append(
                f"{kind:<12}{f.requests:>9}{f.p50_ms:>10.1f}{f.p95_ms:>10.1f}{f.p99_ms:>10.1f}"
                f"  {statuses}"
            )
        yes = "yes" if self.audit_complete else "no"
        lines.append(f"audit records == requests sent: {yes} ({self.audited}/{self.requests})")
        if not self.audit_complete:
            lines.append(f"  no record: {self.unaudited}  several records: {self.audited_twice}")
        valid = "valid" if self.chain_valid else "BROKEN"
        lines.append(f"audit chain: {valid} ({self.chain_report})")
        return lines


def figures(sent: Sequence[Sent]) -> dict[str, KindFigures]:
    result = {}
    for kind in KINDS:
        seconds = [s.seconds for s in sent if s.kind == kind]
        if seconds:
            p50, p95, p99 = (percentile(seconds, q) * 1000 for q in (50, 95, 99))
            statuses = Counter(s.status for s in sent if s.kind == kind)
            result[kind] = KindFigures(len(seconds), p50, p95, p99, dict(statuses))
    return result
