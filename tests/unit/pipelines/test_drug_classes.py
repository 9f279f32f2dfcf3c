"""The one drug-class table the agent (classes by clinicians' names) and the relevance gate
(classes by the dictionary's heading) both read: its headings are the dictionary's, its stems
count after three letters, and a member no stem covers is named whole."""

from __future__ import annotations

import pytest

from clinrag.pipelines.drug_classes import CLASS_BY_HEADING, CLASS_STEMS
from clinrag.pipelines.subject_names import subject_lexicon
from clinrag.shipped_data import DRUG_SYNONYMS


def _class_headings() -> set[str]:
    rows = (line.split("\t") for line in DRUG_SYNONYMS.read_text(encoding="utf-8").splitlines())
    return {row[0] for row in rows if len(row) == 3 and row[1] == "class"}


def test_every_heading_is_a_class_heading_of_the_dictionary() -> None:
    assert set(CLASS_BY_HEADING) <= _class_headings()


def test_every_class_has_a_key_and_a_way_to_know_its_members() -> None:
    for drug_class in CLASS_STEMS:
        assert drug_class.names is not None or drug_class.headings
        assert drug_class.stems or drug_class.prefixes or drug_class.members


@pytest.mark.parametrize(
    ("heading", "member", "other"),
    [
        ("hydroxymethylglutaryl-coa reductase inhibitors", "lovastatin", "nystatin"),
        ("angiotensin receptor antagonists", "losartan", "sartans"),
        ("angiotensin-converting enzyme inhibitors", "enalaprilat", "april"),
        ("anticoagulants", "warfarin", "aspirin"),
        ("selective serotonin reuptake inhibitors", "escitalopram", "mirtazapine"),
    ],
)
def test_a_heading_is_met_by_a_member_not_by_a_lookalike(
    heading: str, member: str, other: str
) -> None:
    drug_class = CLASS_BY_HEADING[heading]
    assert drug_class.holds(member)
    assert not drug_class.holds(other)


def test_a_class_the_agent_reads_by_name_is_the_gates_subject_too() -> None:
    # "statins": the agent's name of the class, and a synonym of the dictionary's heading.
    subject = next(s for s in subject_lexicon().subjects("do statins help?") if s.kind == "class")
    assert subject.members is not None
    statins = next(c for c in CLASS_STEMS if c.names and c.names.search("statins"))
    assert subject.members is statins
