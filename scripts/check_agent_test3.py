"""Re-derive candidate gold sets for the third blind agent split (``test3``) by keyword.

The same second look as ``check_agent_test2.py``, whose keyword rules it reuses: for each
``test3`` question over the trials, the abstracts whose text matches the gold filter by plain
keywords, and where that crude reading and the read gold disagree, to be checked by reading.
Many ``test3`` questions also narrow by a drug or a topic no field holds (secretin, melatonin,
GLP-1 receptor agonists, ambulatory monitoring): ``TOPIC_WORDS`` gives those a keyword too, so
that the candidates are the condition's abstracts that mention it. Written-bucket lists and
counts must equal what their filter selects.

    PYTHONPATH=src python scripts/check_agent_test3.py
"""

from __future__ import annotations

from check_agent_test2 import check_split

TOPIC_WORDS = {
    "agent3-001": r"fluticasone",
    "agent3-002": r"aminophylline",
    "agent3-004": r"transcranial magnetic|rTMS",
    "agent3-007": r"fimasartan",
    "agent3-008": r"ambulatory",
    "agent3-009": r"coenzyme Q",
    "agent3-011": r"single(-| | intravenous )dose[^.]*secretin",
    "agent3-012": r"melatonin",
    "agent3-015": r"\bNPH\b|isophane",
    "agent3-016": r"liraglutide|albiglutide|semaglutide|exenatide|lixisenatide|dulaglutide|GLP-1",
    "agent3-017": r"lixisenatide",
    "agent3-018": r"tafluprost",
    "agent3-020": r"tafluprost",
    "agent3-021": r"Egypt",
    "agent3-024": r"secretin",
}


def main() -> None:
    check_split("test3", TOPIC_WORDS)


if __name__ == "__main__":
    main()
