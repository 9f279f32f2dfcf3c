"""The intent corpus in new voices: misuse beside legitimate text in the same voice, never an
attack corpus, nothing copied from another set."""

from __future__ import annotations

import json
from collections import Counter

from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard_samples import MISUSE_KIND, TOXICOLOGY_KIND
from clinrag.security.intent_sources import EXTRA_CORPORA, INTENT_VOICES, corpus_samples
from clinrag.security.validation import normalize
from clinrag.security.written_samples import written_families


def test_each_voice_has_misuse_and_legitimate_text_in_equal_measure() -> None:
    samples = corpus_samples("intent_voices", INTENT_VOICES)
    kinds = Counter(s.kind for s in samples)
    assert kinds[MISUSE_KIND] == kinds[TOXICOLOGY_KIND] >= 80
    families = json.loads((INTENT_VOICES / "families.json").read_text())
    misuse = {name.removeprefix("misuse_v_") for name in families if name.startswith("misuse_")}
    assert len(misuse) == len(families) - len(misuse)  # one legitimate family per misuse voice
    assert all(meta["injection_training"] is False for meta in families.values())
    assert {s.lang for s in samples} == {"en", "de", "fr", "es", "it", "pt"}


def test_it_copies_no_text_of_another_set() -> None:
    ours = {normalize(s.text).lower() for s in written_families(INTENT_VOICES)}
    data = load_guard_data()
    theirs = {normalize(s.text).lower() for s in data.train + data.test}
    for directory in EXTRA_CORPORA.values():
        if directory != INTENT_VOICES:
            theirs |= {normalize(s.text).lower() for s in written_families(directory)}
    assert not ours & theirs
