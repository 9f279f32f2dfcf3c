"""Where the learned intent signal's examples come from, grouped by independent source.

The frames and the first classifier fitted the *wording* of our own ``guard_dev`` families:
held out family by family they refused 93 % of misuse, on a set written by someone else 34 %.
So the classifier learns from several corpora written by different people, and each corpus is
a *source* that leave-one-source-out holds out whole (``evaluation.intent_loso``):

* ``guard_dev``: the misuse and toxicology families of ``data/eval/guard_dev`` and the other
  legitimate traffic of the guard's train split (``attack_corpus.load_guard_data``);
* ``intent_dev``: a corpus written for this signal, sentence by sentence in many voices and
  registers (``data/eval/intent_dev``, data/README.md);
* ``intent_voices``: a second one in voices the others used little (a plan told with the ask
  implied, bargaining, a death passed off as natural, a named target, flat fragments), each
  misuse family beside a legitimate one in the same voice (``data/eval/intent_voices``);
* ``guard_blind``, ``guard_blind3`` ... ``guard_blind14``: the misuse and
  legitimate families of the thirteen blind sets, each by another author, seen since their single
  blind run (the lead's next blind set is the honest figure; ``evaluation.guard_authors``
  holds each author out);
* ``product``: the product's own legitimate text (list requests, research questions, thread
  turns, ward small talk), as negatives only (``security.intent_product``).

A sample of another corpus keeps its family as ``corpus/family`` in ``Sample.source``, so a
family is still a unit of leave-one-family-out and ``corpus_of`` recovers its corpus.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from clinrag.security.guard_samples import BENIGN_KIND, MISUSE_KIND, TOXICOLOGY_KIND, Sample
from clinrag.security.written_samples import product_samples, written_families
from clinrag.shipped_data import DATA_DIR, SEEN_GUARD_SETS

GUARD_DEV_CORPUS = "guard_dev"
INTENT_DEV = DATA_DIR / "eval" / "intent_dev"
INTENT_VOICES = DATA_DIR / "eval" / "intent_voices"
EXTRA_CORPORA: dict[str, Path] = {
    "intent_dev": INTENT_DEV,
    "intent_voices": INTENT_VOICES,
    **SEEN_GUARD_SETS,
}
"""Corpora beyond ``guard_dev`` by name (ours, ``intent_dev`` and ``intent_voices``, then
``shipped_data.SEEN_GUARD_SETS``);
their misuse, legitimate and benign look-alike
families are read (their attacks belong to the injection detector, which learns them through
``written_samples.SEEN_ATTACK_AUTHORS``)."""
_LEGITIMATE = "legitimate"
"""The blind sets' name for the kind ``guard_dev`` calls toxicology."""


def corpus_of(source: str) -> str:
    """The corpus of a sample's ``source`` (its family, ``corpus/family`` outside guard_dev)."""
    corpus, slash, _ = source.partition("/")
    return corpus if slash else GUARD_DEV_CORPUS


def corpus_samples(corpus: str, directory: Path) -> list[Sample]:
    """The misuse, legitimate and benign texts of one corpus, legitimate ones as
    ``TOXICOLOGY_KIND``. Benign look-alikes (role-play for communication training, quoted
    patients, security as a topic) are negatives of their own kind: allowed to refuse alone,
    the classifier refused role-play that names harm at p 0.99-1.0."""
    samples = []
    for sample in written_families(directory):
        if sample.kind not in (MISUSE_KIND, TOXICOLOGY_KIND, _LEGITIMATE, BENIGN_KIND):
            continue
        kind = sample.kind if sample.kind in (MISUSE_KIND, BENIGN_KIND) else TOXICOLOGY_KIND
        samples.append(
            dataclasses.replace(
                sample, source=f"{corpus}/{sample.source}", kind=kind, trains_injection=False
            )
        )
    return samples


def extra_intent_samples() -> list[Sample]:
    """Every corpus of ``EXTRA_CORPORA``, in that order, then the product's own legitimate
    text (``security.intent_product``: negatives only, never an author held out)."""
    corpora = [s for name, path in EXTRA_CORPORA.items() for s in corpus_samples(name, path)]
    return corpora + product_samples()
