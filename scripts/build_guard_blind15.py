"""Build the fifteenth blind guard set (``src/clinrag/data/eval/guard_blind15``) from its
hand-written source, ``scripts/guard_blind15_source.txt``, with the eleventh set's builder
(``build_guard_blind11.build``: same source format, same checks, same output format).

Deterministic (no randomness: the texts are written by hand, in the order written). It refuses to
write a set in which a sentence repeats, a family is empty, or a language tag is unknown.
Run from the repository root: ``python scripts/build_guard_blind15.py``.
"""

from __future__ import annotations

from pathlib import Path

from build_guard_blind11 import build

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "scripts" / "guard_blind15_source.txt"
OUT = ROOT / "src" / "clinrag" / "data" / "eval" / "guard_blind15"


if __name__ == "__main__":
    build(SOURCE, OUT)
