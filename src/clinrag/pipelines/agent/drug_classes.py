"""Drug classes as clinicians name them, each with the name stems of its members: the WHO's
international non-proprietary names put a drug's class in its ending ("-xaban" a factor Xa
inhibitor, "-gliflozin" an SGLT2 inhibitor, "-vastatin" a statin), so a class named in a
question finds its members among a bucket's own drug values (``drug_names.read_drugs``)
without a list of drugs. Only stems whose members are one class are listed ("-mycin" is
not: vancomycin, erythromycin and streptomycin are three classes), and a stem counts only
after three letters ("heparin" is no low molecular weight heparin).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_MIN_PREFIX = 3


@dataclass(frozen=True)
class DrugClass:
    names: re.Pattern[str]
    """How a question names the class (abbreviation, plural, written out)."""
    stems: tuple[str, ...]
    """Endings of its members' names."""
    prefixes: tuple[str, ...] = ()
    """Beginnings of its members' names, for the few classes named at the front ("cef-")."""

    def holds(self, value: str) -> bool:
        """Some word of ``value`` ("piperacillin" of "piperacillin-tazobactam") carries a
        stem of the class after at least three letters."""
        for word in re.split(r"[\s/-]+", value.lower()):
            for stem in self.stems:
                if word.endswith(stem) and len(word) - len(stem) >= _MIN_PREFIX:
                    return True
            if any(word.startswith(p) and len(word) > len(p) + _MIN_PREFIX for p in self.prefixes):
                return True
        return False


def _names(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{pattern})(?![\w-])", re.IGNORECASE)


_INHIBITORS = r"(?:[- ]?inhibitors?|[- ]?is|s)?"
"""What follows a target's abbreviation in a class name ("SGLT2 inhibitors", "SGLT2is",
"SGLT2s", "SGLT-2 inhibitor")."""

CLASS_STEMS: tuple[DrugClass, ...] = (
    DrugClass(
        _names(
            r"[DN]OACs?|direct[- ]acting oral anti-?coagulants?|direct oral anti-?coagulants?"
            r"|novel oral anti-?coagulants?|non-vitamin K (?:antagonist )?oral anti-?coagulants?"
        ),
        ("xaban", "gatran"),
    ),
    DrugClass(_names(r"(?:factor |anti-)?Xa inhibitors?|xabans"), ("xaban",)),
    DrugClass(_names(r"(?:direct )?thrombin inhibitors?|gatrans"), ("gatran",)),
    DrugClass(_names(r"LMWHs?|low[- ]molecular[- ]weight heparins?|LMW heparins?"), ("parin",)),
    DrugClass(_names(rf"SGLT-?2{_INHIBITORS}|gliflozins|flozins"), ("gliflozin",)),
    DrugClass(_names(rf"DPP-?4{_INHIBITORS}|DPP-?IV{_INHIBITORS}|gliptins"), ("gliptin",)),
    DrugClass(
        _names(
            r"GLP-?1(?:[- ]receptor)?(?:[- ]agonists?|[- ]?RAs?|s)?"
            r"|glucagon-like peptide[- ]1(?: receptor)? agonists?"
        ),
        ("glutide", "exenatide"),
    ),
    DrugClass(_names(r"PPIs?|proton[- ]pump inhibitors?|prazoles"), ("prazole",)),
    DrugClass(_names(r"statins"), ("vastatin",)),
    DrugClass(_names(r"ACE[- ]?(?:inhibitors?|is?)|prils"), ("pril",)),
    DrugClass(_names(r"ARBs?|angiotensin(?: II)?[- ]receptor blockers?|sartans"), ("sartan",)),
    DrugClass(_names(r"beta[- ]?blockers?|β[- ]?blockers?"), ("olol", "alol", "dilol")),
    DrugClass(_names(r"carbapenems?|penems"), ("penem",)),
    DrugClass(_names(r"cephalosporins?"), (), ("cef", "ceph")),
    DrugClass(_names(r"aminoglycosides?"), ("micin", "kacin", "bramycin", "neomycin")),
    DrugClass(_names(r"(?:fluoro)?quinolones?"), ("floxacin",)),
    DrugClass(_names(r"macrolides?"), ("thromycin",)),
    DrugClass(_names(r"tetracyclines"), ("cycline",)),
    DrugClass(_names(r"oxazolidinones?"), ("zolid",)),
    DrugClass(_names(r"glycopeptides?"), ("vancomycin", "planin", "vancin")),
    DrugClass(_names(r"benzodiazepines?|benzos"), ("azepam", "azolam", "zolam")),
    DrugClass(
        _names(r"NSAIDs?|non-?steroidal anti-?inflammator(?:y drugs|ies)"),
        ("profen", "fenac", "coxib", "oxicam"),
    ),
    DrugClass(_names(r"triptans"), ("triptan",)),
    DrugClass(_names(r"5-?HT3 (?:receptor )?antagonists?|setrons"), ("setron",)),
    DrugClass(_names(r"bisphosphonates?"), ("dronate",)),
    DrugClass(_names(r"calcium[- ]channel blockers?|CCBs?|dihydropyridines?"), ("dipine",)),
    DrugClass(_names(r"azole antifungals?|triazoles?"), ("conazole",)),
    DrugClass(_names(r"H2[- ](?:receptor )?(?:blockers?|antagonists?)"), ("tidine",)),
)
"""A class -> its names in questions and its members' stems (WHO INN stem book)."""

LAY_NAMES: tuple[tuple[re.Pattern[str], str], ...] = (
    (_names(r"strong (?:painkillers?|pain ?relief|analgesics?)|opiates?|opioids?"), "opioid"),
    (_names(r"painkillers?|pain ?relief(?: drugs| medicines)?"), "analgesic"),
    (_names(r"blood[- ]thinn(?:ers?|ing (?:drugs|medicines|tablets))"), "anticoagulant"),
    (_names(r"water (?:tablets|pills)"), "diuretic"),
    (_names(r"anti-?sickness (?:drugs|medicines|tablets)?|anti-?nausea drugs"), "antiemetic"),
    (_names(r"anti-?seizure (?:drugs|medicines)|anti-?convulsants?"), "antiepileptic"),
    (_names(r"cholesterol[- ]lowering (?:drugs|medicines|tablets)"), "statin"),
    (
        _names(r"(?:diabetes|diabetic|glucose[- ]lowering) (?:drugs|medicines|tablets)"),
        "antidiabetic",
    ),
)
"""Classes in plain words -> a word of the class value they mean ("blood thinners" ->
``anticoagulant``; "painkillers" -> every class value with "analgesic" in it, "strong
painkillers" -> the opioid one). The first name that matches a span wins."""
