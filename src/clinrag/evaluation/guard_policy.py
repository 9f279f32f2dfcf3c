"""The guard's policies beyond injection, per family: misuse refused, toxicology answered,
SQL payloads caught, clinical text with quotes let through.

The rules (``security.intent``, ``security.sql_syntax``) are hand-written, with sight of our
own families, and the intent classifier trains on every misuse and toxicology family: the
figures here are development figures, labelled so. The held-out figure for misuse is
``evaluation.intent_lofo``'s.
"""

from __future__ import annotations

from dataclasses import dataclass

from clinrag.evaluation.guard_eval import Rate
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.guard_samples import (
    CLINICAL_TEXT_KIND,
    MISUSE_KIND,
    SQL_KIND,
    TOXICOLOGY_KIND,
    GuardData,
)

POLICY_KINDS = (MISUSE_KIND, TOXICOLOGY_KIND, SQL_KIND, CLINICAL_TEXT_KIND)


@dataclass(frozen=True)
class PolicyReport:
    refused: dict[str, Rate]
    """Family -> texts refused (any reason), all texts of the family."""
    by_reason: dict[str, Rate]
    """Family -> texts refused with the reason the family should carry (``families.json``'s
    category: ``harmful_intent`` or ``self_harm`` for misuse, ``sql_injection``)."""
    kinds: dict[str, str]

    def _pooled(self, kind: str, table: dict[str, Rate]) -> Rate:
        rates = [r for f, r in table.items() if self.kinds[f] == kind]
        return Rate.pooled(rates)

    def lines(self) -> list[str]:
        rows = ["policies (production guard, all texts; rules written with these families: dev):"]
        for family, rate in self.refused.items():
            reason = self.by_reason.get(family)
            extra = f"   with its reason {reason.shown()}" if reason else ""
            rows.append(f"  {family:<30}{self.kinds[family]:<14}refused {rate.shown()}{extra}")
        misuse = self._pooled(MISUSE_KIND, self.by_reason)
        toxicology = self._pooled(TOXICOLOGY_KIND, self.refused)
        answered = Rate(toxicology.total - toxicology.flagged, toxicology.total)
        headline = {
            "misuse refused with its reason (harmful_intent/self_harm)": misuse,
            "legitimate toxicology answered": answered,
            "SQL payloads refused as sql_injection": self._pooled(SQL_KIND, self.by_reason),
            "clinical text with quotes/OR/-- refused": self._pooled(
                CLINICAL_TEXT_KIND, self.refused
            ),
        }
        rows += [f"{label + ':':<62}{rate.shown()}" for label, rate in headline.items()]
        return rows


def evaluate_policies(guard: ClinicalInputGuard, data: GuardData) -> PolicyReport:
    samples = [s for s in data.train + data.test if s.kind in POLICY_KINDS]
    families = sorted(
        {s.source for s in samples},
        key=lambda f: (POLICY_KINDS.index(next(s.kind for s in samples if s.source == f)), f),
    )
    refused: dict[str, Rate] = {}
    by_reason: dict[str, Rate] = {}
    kinds: dict[str, str] = {}
    for family in families:
        members = [s for s in samples if s.source == family]
        verdicts = [guard.check(s.text) for s in members]
        kinds[family] = members[0].kind
        refused[family] = Rate(sum(v.flagged for v in verdicts), len(verdicts))
        reason = members[0].category if members[0].kind in (MISUSE_KIND, SQL_KIND) else ""
        if reason:
            by_reason[family] = Rate(sum(reason in v.reasons for v in verdicts), len(verdicts))
    return PolicyReport(refused, by_reason, kinds)
