#!/usr/bin/env python3
"""Build the thirteenth blind PHI sentence set (src/clinrag/data/eval/pii_languages_blind13).

English only, in the record format of pii_languages (`id` en-nNNN, `lang`, `source`, `text`,
gold `spans`, `phi_free`): fifty PHI frames, each filled three times with the surrogates of the
thirteenth blind note set (scripts/blind13_fill.py), then the PHI-free look-alikes. Frames are
in pii_languages_blind13_frames.py, look-alikes in pii_languages_blind13_free.py; rows, checks
and the file are the shared kit's (blind_sentence_kit.py).

Run: python scripts/build_pii_languages_blind13.py   (standard library only)
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from blind13_fill import note_values
from blind_sentence_kit import ROOT, fill_frames, sentences_jsonl, write_sentences
from pii_languages_blind13_frames import FRAMES
from pii_languages_blind13_free import PHI_FREE as FREE_TEXTS

OUT = ROOT / "src/clinrag/data/eval/pii_languages_blind13/sentences.jsonl"
SEED = 20261314
PHI = fill_frames(FRAMES, SEED, note_values)
PHI_FREE = list(FREE_TEXTS)


def build() -> str:
    """The file's content: PHI sentences first, then the PHI-free ones, one JSON line each."""
    return sentences_jsonl(PHI, PHI_FREE, "n")


if __name__ == "__main__":
    write_sentences(OUT, build())
