"""Re-derive candidate gold sets for the sixth blind agent split (``test6``) by keyword.

The same second look as ``check_agent_test5.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test6`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a population or a subject no field holds (add-on to risperidone, secretin,
oxytocin, adults, massage, omega-3, capsaicin, tofacitinib, embolisation), and where that crude
reading and the read gold disagree, to be checked by reading. Written-bucket lists and counts
must equal what their filter selects.

    PYTHONPATH=src python scripts/check_agent_test6.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

TOPIC_WORDS = {
    "agent6-001": r"risperidone",
    "agent6-002": r"secretin",
    "agent6-003": r"oxytocin",
    "agent6-004": r"\badults?\b",
    "agent6-006": r"massage",
    "agent6-007": r"omega-3",
    "agent6-010": r"\badults?\b",
    "agent6-012": r"nurse",
    "agent6-014": r"capsaicin",
    "agent6-015": r"tofacitinib",
    "agent6-016": r"emboli",
}


def main() -> None:
    check_split("test6", TOPIC_WORDS)


if __name__ == "__main__":
    main()
