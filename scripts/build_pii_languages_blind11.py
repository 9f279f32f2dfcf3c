#!/usr/bin/env python3
"""Build the eleventh blind PHI sentence set (src/clinrag/data/eval/pii_languages_blind11).

English only, in the record format of pii_languages (`id` en-kNNN, `lang`, `source`, `text`,
gold `spans`, `phi_free`): fifty PHI frames, each filled three times with the surrogate values of
the eleventh blind note set (scripts/blind11_fill.py), then a hundred PHI-free look-alikes.
Frames are in pii_languages_blind11_frames.py, look-alikes in pii_languages_blind11_free.py.

Run: python scripts/build_pii_languages_blind11.py   (standard library only)
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_sentence_kit as kit
from blind11_fill import note_values
from pii_languages_blind11_frames import FRAMES
from pii_languages_blind11_free import PHI_FREE as FREE_TEXTS

OUT = kit.ROOT / "src/clinrag/data/eval/pii_languages_blind11/sentences.jsonl"
SEED = 20261212


PHI = kit.fill_frames(FRAMES, SEED, note_values)
PHI_FREE = list(FREE_TEXTS)


build = partial(kit.sentences_jsonl, PHI, PHI_FREE, "k")
"""The file's content: PHI sentences first, then the PHI-free ones, one JSON line each."""


if __name__ == "__main__":
    kit.write_sentences(OUT, build())
