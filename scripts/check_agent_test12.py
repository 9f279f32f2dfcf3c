"""Re-derive candidate gold sets for the twelfth blind agent split (``test12``) by keyword.

The same second look as ``check_agent_test11.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test12`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a procedure or a subject no field holds, and where that crude reading and the
read gold disagree, to be checked by reading. Written-bucket lists and counts must equal what
their filter selects.

    PYTHONPATH=src:scripts python scripts/check_agent_test12.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

TOPIC_WORDS = {
    "agent12-001": r"omega-3",
    "agent12-002": r"rTMS|transcranial magnetic",
    "agent12-003": r"G-CSF|granulocyte",
    "agent12-004": r"omega-3|rTMS",
    "agent12-005": r"latanoprost.*timolol",
    "agent12-006": r"risedronate",
    "agent12-007": r"geriatric",
    "agent12-008": r"vestibular",
    "agent12-009": r"pioglitazone|G-CSF",
    "agent12-013": r"cattle",
}


def main() -> None:
    check_split("test12", TOPIC_WORDS)


if __name__ == "__main__":
    main()
