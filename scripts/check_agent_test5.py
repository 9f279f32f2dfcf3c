"""Re-derive candidate gold sets for the fifth blind agent split (``test5``) by keyword.

The same second look as ``check_agent_test4.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test5`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a test or a subject no field holds (Rescula, coenzyme Q10, the physostigmine
patch), and where that crude reading and the read gold disagree, to be checked by reading.
Written-bucket lists and counts must equal what their filter selects.

    PYTHONPATH=src python scripts/check_agent_test5.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

TOPIC_WORDS = {
    "agent5-001": r"physostigmine",
    "agent5-002": r"aminophylline",
    "agent5-003": r"coenzyme Q",
    "agent5-004": r"scrub typhus",
    "agent5-005": r"supraventricular tachycardia",
    "agent5-006": r"albiglutide",
    "agent5-007": r"immunotherapy",
    "agent5-008": r"earthquake",
    "agent5-009": r"albiglutide|faster aspart",
    "agent5-011": r"unoprostone[^.]*latanoprost|latanoprost[^.]*unoprostone",
    "agent5-020": r"fluticasone",
}


def main() -> None:
    check_split("test5", TOPIC_WORDS)


if __name__ == "__main__":
    main()
