"""Drug classes, one table for the two features that read a class by its members' names
(issue 16 and issue 14): the agent finds a class a question names among a bucket's own drug
values (``agent/drug_names.read_drugs``: "DOACs" -> the formulary's apixaban, rivaroxaban), and
the relevance gate takes a class the drug dictionary names ("statins", a MeSH heading) as met
by a passage naming a member (``subject_names``, ``subject_coverage``). Each class has both
keys where it has them: how clinicians name it in a question (``names``) and the dictionary's
headings (``headings``).

The WHO's international non-proprietary names put a drug's class in its ending ("-xaban" a
factor Xa inhibitor, "-gliflozin" an SGLT2 inhibitor, "-vastatin" a statin), so a class is
known by its members without a list of drugs. Only stems whose members are one class are
listed ("-mycin" is not: vancomycin, erythromycin and streptomycin are three classes); a stem
counts only after three letters ("heparin" is no low molecular weight heparin, "nystatin" no
statin, "April" no ACE inhibitor); a member no stem covers that way is named whole
(``members``: "losartan", "warfarin").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

_MIN_PREFIX = 3


@dataclass(frozen=True)
class DrugClass:
    names: re.Pattern[str] | None
    """How a question names the class (abbreviation, plural, written out); None: the agent
    does not read it by name (a class value of the formulary already says it)."""
    stems: tuple[str, ...]
    """Endings of its members' names, after at least three letters."""
    prefixes: tuple[str, ...] = ()
    """Beginnings of its members' names, for the few classes named at the front ("cef-")."""
    members: tuple[str, ...] = ()
    """Members' names no stem covers after three letters ("losartan", "vancomycin"); a word
    ending in one ("escitalopram" of "citalopram") is a member too."""
    headings: tuple[str, ...] = ()
    """The drug dictionary's headings of the class (MeSH, lower case), for the relevance gate;
    none where the dictionary has no class heading for it."""

    def holds(self, value: str) -> bool:
        """Some word of ``value`` ("piperacillin" of "piperacillin-tazobactam") names a
        member: a stem after at least three letters, a prefix, or a member's name."""
        for word in re.split(r"[\s/-]+", value.lower()):
            for stem in self.stems:
                if word.endswith(stem) and len(word) - len(stem) >= _MIN_PREFIX:
                    return True
            if any(word.startswith(p) and len(word) > len(p) + _MIN_PREFIX for p in self.prefixes):
                return True
            if self.members and word.endswith(self.members):
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
    DrugClass(
        _names(r"(?:factor |anti-)?Xa inhibitors?|xabans"),
        ("xaban",),
        headings=("factor xa inhibitors",),
    ),
    DrugClass(
        _names(r"(?:direct )?thrombin inhibitors?|gatrans"),
        ("gatran",),
        headings=("antithrombins",),
    ),
    DrugClass(_names(r"LMWHs?|low[- ]molecular[- ]weight heparins?|LMW heparins?"), ("parin",)),
    DrugClass(
        _names(rf"SGLT-?2{_INHIBITORS}|gliflozins|flozins"),
        ("gliflozin",),
        headings=("sodium-glucose transporter 2 inhibitors",),
    ),
    DrugClass(
        _names(rf"DPP-?4{_INHIBITORS}|DPP-?IV{_INHIBITORS}|gliptins"),
        ("gliptin",),
        headings=("dipeptidyl-peptidase iv inhibitors",),
    ),
    DrugClass(
        _names(
            r"GLP-?1(?:[- ]receptor)?(?:[- ]agonists?|[- ]?RAs?|s)?"
            r"|glucagon-like peptide[- ]1(?: receptor)? agonists?"
        ),
        ("glutide",),
        members=("exenatide",),
        headings=("glucagon-like peptide 1", "glucagon-like peptide-1 receptor agonists"),
    ),
    DrugClass(
        _names(r"PPIs?|proton[- ]pump inhibitors?|prazoles"),
        ("prazole",),
        headings=("proton pump inhibitors",),
    ),
    DrugClass(
        _names(r"statins"),
        ("vastatin",),
        members=("lovastatin",),
        headings=("hydroxymethylglutaryl-coa reductase inhibitors",),
    ),
    DrugClass(
        _names(r"ACE[- ]?(?:inhibitors?|is?)|prils"),
        ("pril", "prilat"),
        headings=("angiotensin-converting enzyme inhibitors",),
    ),
    DrugClass(
        _names(r"ARBs?|angiotensin(?: II)?[- ]receptor blockers?|sartans"),
        ("sartan",),
        members=("losartan",),
        headings=("angiotensin receptor antagonists",),
    ),
    DrugClass(
        _names(r"beta[- ]?blockers?|β[- ]?blockers?"),
        ("olol", "alol", "ilol"),
        headings=("adrenergic beta-antagonists",),
    ),
    DrugClass(_names(r"carbapenems?|penems"), ("penem",)),
    DrugClass(_names(r"cephalosporins?"), (), ("cef", "ceph"), headings=("cephalosporins",)),
    DrugClass(
        _names(r"aminoglycosides?"),
        ("micin", "kacin"),
        members=("tobramycin", "neomycin"),
    ),
    DrugClass(
        _names(r"(?:fluoro)?quinolones?"),
        ("floxacin",),
        headings=("fluoroquinolones", "quinolones"),
    ),
    DrugClass(_names(r"macrolides?"), ("thromycin",)),
    DrugClass(_names(r"tetracyclines"), ("cycline",), headings=("tetracyclines",)),
    DrugClass(_names(r"oxazolidinones?"), ("zolid",), headings=("oxazolidinones",)),
    DrugClass(_names(r"glycopeptides?"), ("planin", "vancin"), members=("vancomycin",)),
    DrugClass(
        _names(r"benzodiazepines?|benzos"),
        ("azepam", "azolam", "zolam"),
        members=("diazepam",),
        headings=("benzodiazepines",),
    ),
    DrugClass(
        _names(r"NSAIDs?|non-?steroidal anti-?inflammator(?:y drugs|ies)"),
        ("profen", "fenac", "coxib", "oxicam"),
    ),
    DrugClass(_names(r"triptans"), ("triptan",), headings=("tryptamines",)),
    DrugClass(
        _names(r"5-?HT3 (?:receptor )?antagonists?|setrons"),
        ("setron",),
        headings=("serotonin 5-ht3 receptor antagonists",),
    ),
    DrugClass(_names(r"bisphosphonates?"), ("dronate",), headings=("diphosphonates",)),
    DrugClass(
        _names(r"calcium[- ]channel blockers?|CCBs?|dihydropyridines?"),
        ("dipine",),
        headings=("calcium channel blockers", "dihydropyridines"),
    ),
    DrugClass(_names(r"azole antifungals?|triazoles?"), ("conazole",), headings=("triazoles",)),
    DrugClass(
        _names(r"H2[- ](?:receptor )?(?:blockers?|antagonists?)"),
        ("tidine",),
        headings=("histamine h2 antagonists",),
    ),
    # Read by heading only: the formulary's class value names them for the agent.
    DrugClass(
        None,
        ("xaban", "gatran", "parin"),
        members=("warfarin", "heparin"),
        headings=("anticoagulants",),
    ),
    DrugClass(
        None,
        ("oxetine",),
        members=("citalopram", "sertraline", "fluvoxamine"),
        headings=("selective serotonin reuptake inhibitors",),
    ),
)
"""A class -> its names in questions, its members' stems (WHO INN stem book) and names, its
dictionary headings."""

CLASS_BY_HEADING: Mapping[str, DrugClass] = {
    heading: drug_class for drug_class in CLASS_STEMS for heading in drug_class.headings
}
"""The class a dictionary heading names (the relevance gate's key)."""

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
