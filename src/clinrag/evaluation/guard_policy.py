"""The guard's policies beyond injection, per family: misuse refused, toxicology answered,
SQL payloads caught, clinical text with quotes let through.

These rules (``security.intent``, ``security.sql_syntax``) are hand-written, with sight of our
own families: the figures here are development figures, labelled so. The learned signals do
not train on misuse or SQL, so nothing else here is fitted to them.
"""

from __future__ import annotations

from dataclasses import dataclass

from clinrag.evaluation.guard_eval import Rate
from clinrag.security.attack_corpus import (
    CLINICAL_TEXT_KIND,
    MISUSE_KIND,
    SQL_KIND,
    TOXICOLOGY_KIND,
    GuardData,
)
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.intent import HARMFUL_INTENT
from clinrag.security.validation import SQL_INJECTION

POLICY_KINDS = (MISUSE_KIND, TOXICOLOGY_KIND, SQL_KIND, CLINICAL_TEXT_KIND)


@dataclass(frozen=True)
class PolicyReport:
    refused: dict[str, Rate]
    """Family -> texts refused (any reason), all texts of the family."""
    by_reason: dict[str, Rate]
    """Family -> texts refused with the reason the family should carry (misuse, SQL)."""
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
            "misuse refused as harmful_intent": misuse,
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
    expected = {MISUSE_KIND: HARMFUL_INTENT, SQL_KIND: SQL_INJECTION}
    refused: dict[str, Rate] = {}
    by_reason: dict[str, Rate] = {}
    kinds: dict[str, str] = {}
    for family in families:
        members = [s for s in samples if s.source == family]
        verdicts = [guard.check(s.text) for s in members]
        kinds[family] = members[0].kind
        refused[family] = Rate(sum(v.flagged for v in verdicts), len(verdicts))
        reason = expected.get(members[0].kind)
        if reason:
            by_reason[family] = Rate(sum(reason in v.reasons for v in verdicts), len(verdicts))
    return PolicyReport(refused, by_reason, kinds)
