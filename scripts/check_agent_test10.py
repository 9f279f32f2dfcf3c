"""Re-derive candidate gold sets for the tenth blind agent split (``test10``) by keyword.

The same second look as ``check_agent_test9.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test10`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a procedure or a subject no field holds, and where that crude reading and the
read gold disagree, to be checked by reading. Written-bucket lists and counts must equal what
their filter selects.

    PYTHONPATH=src python scripts/check_agent_test10.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

TOPIC_WORDS = {
    "agent10-001": r"ponezumab",
    "agent10-002": r"melatonin",
    "agent10-003": r"cognitive-behavio|CBT",
    "agent10-004": r"PLAY",
    "agent10-005": r"sitagliptin plus insulin",
    "agent10-006": r"alfuzosin",
    "agent10-007": r"bimatoprost versus travoprost in an Egyptian",
    "agent10-008": r"brimonidine",
    "agent10-009": r"cariprazine",
    "agent10-010": r"iontophore",
    "agent10-013": r"cycloserine",
    "agent10-014": r"dofequidar",
}


def main() -> None:
    check_split("test10", TOPIC_WORDS)


if __name__ == "__main__":
    main()
