"""Re-derive candidate gold sets for the eleventh blind agent split (``test11``) by keyword.

The same second look as ``check_agent_test10.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test11`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a procedure or a subject no field holds, and where that crude reading and the
read gold disagree, to be checked by reading. Written-bucket lists and counts must equal what
their filter selects.

    PYTHONPATH=src python scripts/check_agent_test11.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

TOPIC_WORDS = {
    "agent11-001": r"bimatoprost.*timolol|timolol.*bimatoprost",
    "agent11-002": r"oxytocin",
    "agent11-003": r"capsaicin",
    "agent11-004": r"coenzyme Q|CoQ",
    "agent11-005": r"oxytocin",
    "agent11-006": r"voice",
    "agent11-010": r"cholera",
    "agent11-011": r"homeopath|Galphimia",
    "agent11-012": r"Hanen|Picture Exchange|PECS",
    "agent11-013": r"nurse-led",
}


def main() -> None:
    check_split("test11", TOPIC_WORDS)


if __name__ == "__main__":
    main()
