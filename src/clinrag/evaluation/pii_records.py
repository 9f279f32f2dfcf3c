"""What every part of the PHI evaluation set (``pii_dataset``) shares: the seeds, and the record
``{"source", "text", "spans", "phi_free"}`` with gold spans ``{"start", "end", "type"}``."""

from __future__ import annotations

from typing import Any

SEED = 20_240_611
HELD_OUT_SEED = 7_310_529

Span = dict[str, Any]
Record = dict[str, Any]


def record(source: str, text: str, spans: list[Span]) -> Record:
    ordered = sorted(spans, key=lambda s: (s["start"], s["end"]))
    return {"source": source, "text": text, "spans": ordered, "phi_free": source == "phi-free"}
