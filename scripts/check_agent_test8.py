"""Re-derive candidate gold sets for the eighth blind agent split (``test8``) by keyword.

The same second look as ``check_agent_test7.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test8`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a procedure or a subject no field holds (cefotiam, endotracheal adrenaline,
topiramate with aripiprazole, prostaglandin-timolol fixed combinations against
dorzolamide-timolol, yoga, Chinese patients, linagliptin, sertraline against fluvoxamine,
amiodarone, sotalol, once-daily aminoglycosides), and where that crude reading and the read
gold disagree, to be checked by reading. Written-bucket lists and counts must equal what
their filter selects.

    PYTHONPATH=src python scripts/check_agent_test8.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

PROSTAGLANDIN_TIMOLOL = r"(latanoprost|travoprost|bimatoprost)[ /-]*(plus )?timolol"
TOPIC_WORDS = {
    "agent8-001": r"cefotiam",
    "agent8-002": r"endotracheal adrenaline",
    "agent8-003": r"topiramate.*aripiprazole",
    "agent8-004": rf"(?=.*{PROSTAGLANDIN_TIMOLOL})(?=.*dorzolamide[ /-]*timolol)",
    "agent8-005": r"\byoga\b|tai chi",
    "agent8-006": r"chin(a|ese)",
    "agent8-009": r"linagliptin",
    "agent8-010": r"sertraline.*fluvoxamine|fluvoxamine.*sertraline",
    "agent8-011": r"amiodarone",
    "agent8-012": r"sotalol",
    "agent8-013": r"once[- ]daily.*aminoglycoside|aminoglycoside.*once[- ]daily",
}


def main() -> None:
    check_split("test8", TOPIC_WORDS)


if __name__ == "__main__":
    main()
