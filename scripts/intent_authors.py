"""The misuse policy alone, leave-one-author-out, fast: misuse and legitimate refused per author
and per family, and every legitimate text refused with its frames and probability.

The recipe of branches ``intent10`` and ``intent11`` (docs/benchmarks.md): each text's misuse
probability from a classifier trained without its author (``intent_lofo._groups``: one fold per
corpus), each author's thresholds chosen by ``choose_thresholds`` on the other authors' rows
(the product constraint read with the classifier trained on every row: an approximation). One
classifier per author instead of the nested retuning of ``clinrag eval guard --by-author``, so
it runs in minutes; the production guard's other checks are not applied.

    PYTHONPATH=src python scripts/intent_authors.py [--details]
"""

from __future__ import annotations

import sys

import numpy as np

from clinrag.components import build_models
from clinrag.evaluation.guard_eval import Rate
from clinrag.evaluation.intent_lofo import _classifier, out_of_family_probabilities, rows_of
from clinrag.evaluation.intent_tuning import choose_thresholds
from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard_samples import BENIGN_KIND, MISUSE_KIND, TOXICOLOGY_KIND
from clinrag.security.intent import INTENT_FEATURES
from clinrag.security.intent_policy import refusals
from clinrag.security.intent_sources import EXTRA_CORPORA, GUARD_DEV_CORPUS, corpus_of
from clinrag.security.intent_training import intent_training_samples
from clinrag.settings import Settings


def main(details: bool) -> None:
    settings = Settings()
    embedder = build_models(settings).embedder
    rows = rows_of(
        embedder, intent_training_samples(load_guard_data()), settings.security.cache_dir
    )
    probabilities = out_of_family_probabilities(rows)
    seen = _classifier(rows).probabilities(rows.texts, rows.vectors, rows.frames)
    corpora = np.array([corpus_of(s.source) for s in rows.samples])
    intent = np.array([s.kind in (MISUSE_KIND, TOXICOLOGY_KIND) for s in rows.samples])
    own = np.array([s.kind == BENIGN_KIND and "/" in s.source for s in rows.samples])
    names = [f.name for f in INTENT_FEATURES]
    pooled: dict[str, list[Rate]] = {"blind misuse": [], "blind legit": [], "all misuse": []}
    pooled["all legit"] = []
    families: dict[str, list[bool]] = {}
    refused_texts = []
    for corpus in [GUARD_DEV_CORPUS, *EXTRA_CORPORA]:
        held = (corpora == corpus) & intent
        if not held.any():
            continue
        rest = ~(held | ((corpora == corpus) & own))
        kept = rows.take(rest)
        chosen = choose_thresholds(kept.samples, kept.scores, probabilities[rest], seen[rest])
        refused = refusals(rows.scores[held], probabilities[held], chosen)
        misuse = rows.misuse[held]
        rates = {
            "misuse": Rate(int(refused[misuse].sum()), int(misuse.sum())),
            "legit": Rate(int(refused[~misuse].sum()), int((~misuse).sum())),
        }
        print(
            f"{corpus:<16} misuse {rates['misuse'].shown():>22}  legit "
            f"{rates['legit'].shown():>20}  alone/assisted {chosen.alone}/{chosen.assisted}"
        )
        for kind, rate in rates.items():
            pooled[f"all {kind}"].append(rate)
            if corpus.startswith("guard_blind"):
                pooled[f"blind {kind}"].append(rate)
        for i, flag in zip(np.flatnonzero(held), refused, strict=True):
            families.setdefault(rows.samples[i].source, []).append(bool(flag))
            if flag and not rows.misuse[i]:
                fired = ",".join(names[j] for j in np.flatnonzero(rows.frames[i]))
                refused_texts.append(
                    f"  p {probabilities[i]:.3f} frames {rows.scores[i]:.1f} [{fired}] "
                    f"{rows.samples[i].source}: {rows.texts[i][:160]}"
                )
    for key, rates in pooled.items():
        print(f"pooled, {key} refused: {Rate.pooled(rates).shown()}")
    print("legitimate families refused:")
    for family, flags in sorted(families.items(), key=lambda kv: -sum(kv[1])):
        if any(flags) and not family.split("/")[-1].startswith(MISUSE_KIND):
            print(f"  {family:<70}{sum(flags)}/{len(flags)}")
    if details:
        print("legitimate texts refused:", *refused_texts, sep="\n")


if __name__ == "__main__":
    main("--details" in sys.argv[1:])
