"""The learned reader's extra training rows: an abstract's other sentences take the question's
gold stance only where they state that finding (a finding, on the asked outcome, in wording
that fits the label); the rest are left out, never relabelled."""

from __future__ import annotations

from clinrag.domain import ParsedDocument, Section
from clinrag.stance.research_set import ResearchQuestion
from clinrag.stance.rows import finding_sentences, stance_rows

TITLE = "Drug A versus placebo for migraine"
REFERENCE = "Drug A significantly reduced migraine days compared with placebo."
ABSTRACT = " ".join(
    [
        "We aimed to determine whether drug A reduces migraine days.",  # an aim
        "Patients were randomised to drug A or placebo.",  # design
        "Migraine days fell by 4.1 with drug A and by 1.2 with placebo (P < 0.001).",  # kept
        "Nausea was more frequent with drug A than with placebo.",  # another outcome
        "Migraine days did not differ between drug A and placebo at week 4 (P = 0.41).",  # null
        "Migraine days fell in both groups.",  # names no arm
        "Baseline migraine days were similar with drug A and placebo.",  # not a finding
        REFERENCE,
    ]
)


def _question(stance: str, question: str = "Does drug A reduce migraine days?") -> ResearchQuestion:
    return ResearchQuestion(
        id="q1",
        question=question,
        stance=stance,  # type: ignore[arg-type]
        source="trials/a",
        reference=REFERENCE,
        split="dev",
    )


DOCUMENT = ParsedDocument("trials/a", TITLE, (Section(f"{TITLE}\n\n{ABSTRACT}"),))


def test_a_result_on_the_asked_outcome_in_fitting_wording_takes_the_gold_stance() -> None:
    assert finding_sentences(_question("yes"), DOCUMENT) == [
        "Migraine days fell by 4.1 with drug A and by 1.2 with placebo (P < 0.001)."
    ]


def test_a_no_difference_question_keeps_the_sentence_with_a_null_cue_naming_an_arm() -> None:
    assert finding_sentences(_question("no_difference"), DOCUMENT) == [
        "Migraine days did not differ between drug A and placebo at week 4 (P = 0.41)."
    ]


def test_the_rows_are_the_gold_sentence_then_its_abstracts_findings() -> None:
    rows = stance_rows([_question("yes")], {"trials/a": DOCUMENT})
    assert [(r.text, r.gold, r.stance) for r in rows] == [
        (REFERENCE, True, "yes"),
        (
            "Migraine days fell by 4.1 with drug A and by 1.2 with placebo (P < 0.001).",
            False,
            "yes",
        ),
    ]


def test_a_question_whose_abstract_is_not_shipped_keeps_its_gold_row_alone() -> None:
    rows = stance_rows([_question("no")], {})
    assert [(r.text, r.gold) for r in rows] == [(REFERENCE, True)]
