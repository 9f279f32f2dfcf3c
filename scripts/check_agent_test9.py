"""Re-derive candidate gold sets for the ninth blind agent split (``test9``) by keyword.

The same second look as ``check_agent_test8.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test9`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a procedure or a subject no field holds, and where that crude reading and the
read gold disagree, to be checked by reading. Written-bucket lists and counts must equal what
their filter selects.

    PYTHONPATH=src python scripts/check_agent_test9.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

TOPIC_WORDS = {
    "agent9-001": r"amoxy?cillin",
    "agent9-002": r"tofacitinib",
    "agent9-003": r"nurse-led",
    "agent9-004": r"ponezumab",
    "agent9-005": r"self-test",
    "agent9-006": r"zonisamide",
    "agent9-007": r"fenofibrate",
    "agent9-008": r"aspirin",
    "agent9-009": r"alfuzosin|enucleation",
    "agent9-010": r"metformin",
    "agent9-011": r"resurfacing",
    "agent9-014": r"amoxy?cillin",
}


def main() -> None:
    check_split("test9", TOPIC_WORDS)


if __name__ == "__main__":
    main()
