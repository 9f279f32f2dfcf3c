"""Re-derive candidate gold sets for the seventh blind agent split (``test7``) by keyword.

The same second look as ``check_agent_test6.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test7`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug class, a population or a subject no field holds (SGLT2 inhibitors, DPP-4
inhibitors, buspirone, smokeless tobacco, sublingual fentanyl, house dust mite immunotherapy,
empagliflozin, unoprostone, omarigliptin, adults), and where that crude reading and the read
gold disagree, to be checked by reading. Written-bucket lists and counts must equal what their
filter selects.

    PYTHONPATH=src python scripts/check_agent_test7.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

SGLT2 = r"gliflozin|sodium-glucose"
DPP4 = r"gliptin|DPP-?4|dipeptidyl"
TOPIC_WORDS = {
    "agent7-001": SGLT2,
    "agent7-002": SGLT2,
    "agent7-003": DPP4,
    "agent7-004": DPP4,
    "agent7-005": r"omarigliptin",
    "agent7-011": r"\badults?\b",
    "agent7-012": r"unoprostone",
    "agent7-013": r"buspirone",
    "agent7-014": r"smokeless tobacco",
    "agent7-015": r"sublingual fentanyl",
    "agent7-016": r"immunotherapy",
    "agent7-017": r"empagliflozin",
}


def main() -> None:
    check_split("test7", TOPIC_WORDS)


if __name__ == "__main__":
    main()
