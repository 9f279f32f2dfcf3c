"""Re-derive candidate gold sets for the thirteenth blind agent split (``test13``) by keyword.

The same second look as ``check_agent_test12.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test13`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a procedure or a subject no field holds, and where that crude reading and the
read gold disagree, to be checked by reading. Written-bucket lists and counts must equal what
their filter selects.

    PYTHONPATH=src:scripts python scripts/check_agent_test13.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

TOPIC_WORDS = {
    "agent13-001": r"tongue acupuncture",
    "agent13-002": r"face[- ]matching",
    "agent13-003": r"oxytocin",
    "agent13-004": r"levobunolol",
    "agent13-005": r"parecoxib",
    "agent13-006": r"arachidonic|glutathione",
    "agent13-007": r"cholera",
    "agent13-008": r"BIOFLOW",
    "agent13-009": r"intramyocardial",
    "agent13-010": r"rowers",
    "agent13-011": r"pulsatile",
}


def main() -> None:
    check_split("test13", TOPIC_WORDS)


if __name__ == "__main__":
    main()
