"""Re-derive candidate gold sets for the fourth blind agent split (``test4``) by keyword.

The same second look as ``check_agent_test3.py``, with the keyword rules of
``check_agent_test2.py``: for each ``test4`` question over the trials, the abstracts whose
text matches the gold filter by plain keywords, narrowed by ``TOPIC_WORDS`` where the question
names a drug, a population or a subject no field holds (omarigliptin as "the once-weekly DPP-4
inhibitor", gliptins, children, polyunsaturated fatty acids), and where that crude reading and
the read gold disagree, to be checked by reading. Written-bucket lists and counts must equal
what their filter selects.

    PYTHONPATH=src python scripts/check_agent_test4.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

GLIPTINS = r"gliptin|DPP-?4|dipeptidyl peptidase"
TOPIC_WORDS = {
    "agent4-001": r"levobunolol",
    "agent4-002": r"liraglutide",
    "agent4-003": r"naltrexone",
    "agent4-004": r"atrial fibrillation",
    "agent4-005": r"caries",
    "agent4-006": r"tofacitinib",
    "agent4-007": r"exenatide",
    "agent4-008": r"sildenafil",
    "agent4-010": GLIPTINS,
    "agent4-011": GLIPTINS,
    "agent4-012": r"pediatric|paediatric|children|infant",
    "agent4-016": r"observational|cohort",
    "agent4-017": r"omarigliptin|once-weekly DPP",
    "agent4-018": r"vildagliptin[^.]*sitagliptin|sitagliptin[^.]*vildagliptin",
    "agent4-019": r"omega-3|polyunsaturated|docosahexaenoic|fish oil",
}


def main() -> None:
    check_split("test4", TOPIC_WORDS)


if __name__ == "__main__":
    main()
