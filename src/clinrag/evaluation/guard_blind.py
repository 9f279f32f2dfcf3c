"""The production guard on families written by someone who never saw it.

Leave-one-source-out rebuilds the guard without a source, but the rules, features and
thresholds were still written by people who had read every source. The blind set
(``data/eval/guard_blind``, data/README.md) was written for this project by an author who read
neither the guard's code nor its development data. Since their blind runs, its misuse and
legitimate families (and all of ``guard_blind3``) train the intent classifier
(``security.intent_sources``), and the attack and benign families of every blind set with
attacks train the injection detector (``written_samples.SEEN_ATTACK_AUTHORS``), so on a seen set
these are development figures (held out by author: ``evaluation.attack_authors``). Later
blind sets in the same format (``data/eval/guard_blind3``: misuse and toxicology look-alikes;
``data/eval/guard_blind4`` to ``data/eval/guard_blind15``: misuse and prompt attacks with their
look-alikes, in varied wording) are read by passing their directory (``GUARD_BLIND_SETS``);
each joins ``SEEN_GUARD_SETS`` after its single blind run. Every text goes through the production
``ClinicalInputGuard`` (trained on all development data, as served).

Kinds: ``attack`` and ``misuse`` texts should be refused, ``benign`` and ``legitimate`` texts
answered.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from clinrag.evaluation.guard_eval import Rate
from clinrag.security.guard import ClinicalInputGuard
from clinrag.shipped_data import GUARD_BLIND

REFUSE_KINDS = frozenset({"attack", "misuse"})


@dataclass(frozen=True)
class BlindText:
    family: str
    kind: str
    lang: str
    text: str


@dataclass(frozen=True)
class BlindReport:
    families: dict[str, Rate]
    """Family -> texts refused."""
    kinds: dict[str, str]
    """Family -> kind."""
    languages: dict[str, dict[str, Rate]]
    """Kind -> language -> texts refused."""

    def pooled(self, kind: str) -> Rate:
        rates = [r for f, r in self.families.items() if self.kinds[f] == kind]
        return Rate.pooled(rates)

    def lines(self) -> list[str]:
        rows = ["blind families (written without sight of the guard; production guard):"]
        width = max((len(f) + 2 for f in self.families), default=0)
        for family, rate in self.families.items():
            rows.append(f"  {family:<{width}}{self.kinds[family]:<12}refused {rate.shown()}")
        for kind in ("attack", "misuse", "benign", "legitimate"):
            rows.append(f"{kind + ' refused:':<24}{self.pooled(kind).shown()}")
        for kind, by_lang in self.languages.items():
            cells = ", ".join(f"{lang} {r.flagged}/{r.total}" for lang, r in by_lang.items())
            rows.append(f"  {kind} refused by language: {cells}")
        return rows


def load_blind(directory: Path = GUARD_BLIND) -> list[BlindText]:
    families: dict[str, dict[str, str]] = json.loads((directory / "families.json").read_text())
    texts = []
    for family, meta in families.items():
        for line in (directory / f"{family}.jsonl").read_text().splitlines():
            row = json.loads(line)
            texts.append(BlindText(family, meta["kind"], row.get("lang") or "en", row["text"]))
    return texts


def evaluate_blind(guard: ClinicalInputGuard, texts: Sequence[BlindText]) -> BlindReport:
    refused = {t.text: guard.check(t.text).flagged for t in dict.fromkeys(texts)}
    families: dict[str, Rate] = {}
    kinds: dict[str, str] = {}
    languages: dict[str, dict[str, Rate]] = {}
    for family in dict.fromkeys(t.family for t in texts):
        members = [t for t in texts if t.family == family]
        kinds[family] = members[0].kind
        families[family] = Rate(sum(refused[t.text] for t in members), len(members))
    for kind in dict.fromkeys(t.kind for t in texts):
        by_lang: dict[str, Rate] = {}
        for lang in sorted({t.lang for t in texts if t.kind == kind}):
            members = [t for t in texts if t.kind == kind and t.lang == lang]
            by_lang[lang] = Rate(sum(refused[t.text] for t in members), len(members))
        languages[kind] = by_lang
    return BlindReport(families, kinds, languages)
