#!/usr/bin/env python3
"""Build the twelfth blind PHI sentence set (src/clinrag/data/eval/pii_languages_blind12).

English only, in the record format of pii_languages (`id` en-mNNN, `lang`, `source`, `text`,
gold `spans`, `phi_free`): fifty PHI frames, each filled three times with the surrogate values of
the twelfth blind note set (scripts/blind12_fill.py), then a hundred PHI-free look-alikes.
Frames are in pii_languages_blind12_frames.py, look-alikes in pii_languages_blind12_free.py.

Run: python scripts/build_pii_languages_blind12.py   (standard library only)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from blind12_fill import note_values
from build_pii_languages_blind10 import record as tenth_record
from pii_languages_blind12_frames import FRAMES
from pii_languages_blind12_free import PHI_FREE as FREE_TEXTS

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src/clinrag/data/eval/pii_languages_blind12/sentences.jsonl"
SEED = 20261222


def _phi() -> list[str]:
    """Every frame filled three times, marked."""
    out = []
    for index, (region, age, frame) in enumerate(FRAMES):
        for fill in range(3):
            r = random.Random(SEED * 1000 + index * 3 + fill)  # noqa: S311 - seeded surrogates
            out.append(frame.format_map(note_values(r, region, age, index * 3 + fill)))
    return out


PHI = _phi()
PHI_FREE = list(FREE_TEXTS)


def record(number: int, marked: str, phi_free: bool) -> dict[str, object]:
    """One sentence record, parsed by the tenth round's builder, under this set's id prefix."""
    row = tenth_record(number, marked, phi_free)
    row["id"] = f"en-m{number:03d}"
    return row


def build() -> str:
    """The file's content: PHI sentences first, then the PHI-free ones, one JSON line each."""
    rows = [record(i, s, False) for i, s in enumerate(PHI, start=1)]
    rows += [record(len(PHI) + i, s, True) for i, s in enumerate(PHI_FREE, start=1)]
    return "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows)


if __name__ == "__main__":
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(build(), encoding="utf-8")
    print(f"wrote {OUT}")
