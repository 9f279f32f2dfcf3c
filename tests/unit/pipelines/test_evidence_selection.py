"""Evidence selection: the sentences closest to the question, a neighbour each, within budget."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from clinrag.domain import Vectors
from clinrag.pipelines import evidence_selection
from clinrag.pipelines.evidence import Passage
from clinrag.pipelines.evidence_selection import GAP, Selection, select_evidence, sentence_spans
from clinrag.security.redaction import RedactionSession, apply_spans
from tests.fakes import chunk


def _passage(number: int, text: str) -> Passage:
    session = RedactionSession()
    plain = apply_spans("", [], session)
    return Passage(number, chunk(number, text), apply_spans(text, [], session), plain, plain, plain)


def _scores(table: dict[str, float]) -> object:
    """A similarity that looks each sentence up (0 for sentences not listed)."""

    def similarity(sentences: list[str]) -> Vectors:
        return np.asarray([table.get(s, 0.0) for s in sentences], dtype=np.float32)

    return similarity


def _words(text: str) -> int:
    return len(text.split())


def _select(
    passages: list[Passage],
    table: dict[str, float],
    *,
    question: str = "",
    budget: int = 100,
    min_similarity: float = 0.3,
) -> Selection:
    """``select_evidence`` with the scores of ``table``, words as tokens and a lead floor of 0.3."""
    return select_evidence(
        passages,
        _scores(table),
        question=question,
        budget_tokens=budget,
        min_similarity=min_similarity,
        lead_floor=0.3,
        count_tokens=_words,
    )


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("One. Two! Three? Four", ["One.", "Two!", "Three?", "Four"]),
        ("Dose 5.5 mg daily. HbA1c fell 1.2%.", ["Dose 5.5 mg daily.", "HbA1c fell 1.2%."]),
        ("Drugs e.g. metformin help. Next.", ["Drugs e.g. metformin help.", "Next."]),
        ("Background\nMethods: a trial.", ["Background", "Methods: a trial."]),
        ("  ", []),
        ("Documented.\n----- RESULTS: BP fell.\n-----", ["Documented.", "RESULTS: BP fell."]),
        ("-5 mmHg change. • Next item.", ["-5 mmHg change.", "Next item."]),
    ],
)
def test_sentences_end_at_a_stop_and_a_space_or_a_line_break(
    text: str, sentences: list[str]
) -> None:
    assert [text[s:e] for s, e in sentence_spans(text)] == sentences


A = "Intro sentence here. Metformin lowers HbA1c. It is first line. Unrelated remark."
B = "Insulin is added later. Basal insulin dosing starts low."
C = "Tax deadlines are quarterly."


def test_the_best_sentences_come_with_their_better_neighbour_and_passages_are_renumbered() -> None:
    passages = [_passage(1, C), _passage(2, A), _passage(3, B)]
    table = {
        "Metformin lowers HbA1c.": 0.9,
        "It is first line.": 0.5,
        "Intro sentence here.": 0.1,
        "Basal insulin dosing starts low.": 0.6,
        "Tax deadlines are quarterly.": 0.05,
    }
    selection = _select(passages, table)
    assert [p.number for p in selection.passages] == [1, 2]
    assert [p.chunk.chunk_id for p in selection.passages] == [2, 3]  # the tax passage dropped
    assert selection.passages[0].text.text == "Metformin lowers HbA1c. It is first line."
    assert selection.passages[1].text.text == B  # its best sentence's neighbour is the other one
    assert selection.sentences_seen == 7
    assert selection.sentences_kept == 4


def test_the_budget_bounds_the_evidence_and_gaps_are_marked() -> None:
    text = "Alpha one two. Beta three four. Gamma five six. Delta seven eight."
    table = {"Alpha one two.": 0.9, "Delta seven eight.": 0.8, "Beta three four.": 0.1}
    selection = _select([_passage(1, text)], table, budget=6)
    (only,) = selection.passages
    assert only.text.text == "Alpha one two. Beta three four."
    assert selection.tokens_kept == 6
    wider = _select([_passage(1, text)], table, budget=9)
    assert wider.passages[0].text.text == f"Alpha one two. Beta three four.{GAP}Delta seven eight."


def test_no_sentence_close_enough_means_no_evidence() -> None:
    selection = _select([_passage(1, A)], {})
    assert selection.passages == ()
    assert selection.tokens_kept == 0


def test_the_quoted_lead_is_the_finding_not_the_sentence_that_restates_the_question() -> None:
    text = "Does aspirin lower blood pressure in adults? Conclusion: aspirin did not lower it."
    table = {
        "Does aspirin lower blood pressure in adults?": 0.9,
        "Conclusion: aspirin did not lower it.": 0.85,
    }
    selection = _select([_passage(1, text)], table)
    assert selection.passages[0].lead == "Conclusion: aspirin did not lower it."
    assert selection.passages[0].lead_role == "conclusion"
    far = {**table, "Conclusion: aspirin did not lower it.": 0.5}
    selection = _select([_passage(1, text)], far)
    assert selection.passages[0].lead == "Conclusion: aspirin did not lower it."
    unrelated = {**table, "Conclusion: aspirin did not lower it.": 0.2}
    selection = _select([_passage(1, text)], unrelated)
    assert selection.passages[0].lead == "Does aspirin lower blood pressure in adults?"


def test_a_result_is_quoted_before_a_closer_title_aim_or_design_sentence() -> None:
    title = "Aspirin and blood pressure in adults: a randomised trial"
    text = (
        f"{title}. OBJECTIVE To determine whether aspirin lowers blood pressure. Adults were "
        "randomized to aspirin or placebo. Systolic pressure fell by 4 mmHg more with aspirin "
        "(p = 0.01)."
    )
    sentences = [text[s:e] for s, e in sentence_spans(text)]
    table = dict(zip(sentences, [0.95, 0.9, 0.85, 0.7], strict=True))
    session = RedactionSession()
    passage = replace(_passage(1, text), title=apply_spans(title, [], session))
    selection = _select([passage], table)
    assert selection.passages[0].lead == sentences[3]
    assert selection.passages[0].lead_role == "result"
    assert selection.passages[0].closeness == pytest.approx(0.95)


def test_restatements_yield_the_budget_to_sentences_that_could_answer() -> None:
    text = "OBJECTIVE To assess whether drug X lowers LDL. LDL fell by 30% with drug X."
    table = {
        "OBJECTIVE To assess whether drug X lowers LDL.": 0.8,
        "LDL fell by 30% with drug X.": 0.75,
    }
    selection = _select([_passage(1, text)], table, budget=7)
    assert selection.passages[0].text.text == "LDL fell by 30% with drug X."


def test_the_quote_is_the_finding_on_the_outcome_asked_not_the_main_conclusion() -> None:
    """ "Does X reduce constipation?" is answered by the result that names constipation, not by
    the conclusion on the study's main outcome, though the conclusion is closer."""
    title = "Drug X in type 2 diabetes: a randomised trial"
    text = (
        "Drug X lowered HbA1c by 0.5% more than placebo (p < 0.001). Adverse events were "
        "similar, except that constipation was more frequent with drug X. Weight did not "
        "change. CONCLUSIONS Drug X improves glycaemic control in type 2 diabetes."
    )
    sentences = [text[s:e] for s, e in sentence_spans(text)]
    table = dict(zip(sentences, [0.6, 0.45, 0.35, 0.7], strict=True))
    passage = replace(_passage(1, text), title=apply_spans(title, [], RedactionSession()))
    selection = _select(
        [passage],
        table,
        question="Does drug X reduce constipation compared with placebo?",
        min_similarity=0.5,
    )
    assert selection.passages[0].lead == sentences[1]
    assert selection.passages[0].lead_focus > 0
    unasked = _select(
        [passage],
        table,
        question="Does drug X improve glycaemic control compared with placebo?",
        min_similarity=0.5,
    )
    assert unasked.passages[0].lead == sentences[3]  # no focus word: the conclusion


def test_a_passage_of_an_admitted_document_lends_its_findings_below_the_evidence_bar() -> None:
    first = _passage(1, "Drug X was given for colonoscopy.")
    second_text = "Drug X raised the heart rate (p < 0.001)."
    second = _passage(2, second_text)
    second = replace(second, chunk=replace(second.chunk, document_id=first.chunk.document_id))
    other = _passage(3, "Drug Y raised the heart rate.")
    other = replace(other, chunk=replace(other.chunk, document_id=99))
    table = {
        "Drug X was given for colonoscopy.": 0.7,
        second_text: 0.4,
        "Drug Y raised the heart rate.": 0.4,
    }
    selection = _select(
        [first, second, other],
        table,
        question="Does drug X lower the heart rate during colonoscopy?",
        min_similarity=0.5,
    )
    kept = {p.text.text for p in selection.passages}
    assert second_text in kept  # same study, admitted through its first passage
    assert "Drug Y raised the heart rate." not in kept  # a document with nothing at the bar


def test_the_asked_finding_names_the_comparison_the_lead_leaves_out() -> None:
    """The lead is the conclusion (both name the outcome, a conclusion first); the asked
    finding is the result naming the outcome and both arms, quoted beside it. A question the
    lead answers alone gets none."""
    title = "Glargine versus detemir in type 2 diabetes"
    text = (
        "HbA1c fell by 1.0% with glargine and by 0.9% with detemir (p = 0.4). Weight was "
        "recorded at each visit. CONCLUSIONS Glargine controlled HbA1c well in type 2 diabetes."
    )
    sentences = [text[s:e] for s, e in sentence_spans(text)]
    table = dict(zip(sentences, [0.55, 0.4, 0.6], strict=True))
    passage = replace(_passage(1, text), title=apply_spans(title, [], RedactionSession()))

    def selected(question: str) -> Passage:
        return _select([passage], table, question=question, min_similarity=0.5).passages[0]

    compared = selected("Does glargine lower HbA1c more than detemir?")
    assert compared.lead == sentences[2]
    assert compared.asked == sentences[0]
    alone = selected("Does glargine control HbA1c well?")
    assert alone.lead == sentences[2]
    assert alone.asked is None


def test_the_lead_and_the_asked_finding_are_sentences_the_budget_already_kept() -> None:
    """The asked finding (the result naming both arms) did not fit the budget: nothing is
    added for it, the excerpt stays what the budget kept and the quote comes from inside it."""
    text = (
        "HbA1c fell by 1.0% with glargine and by 0.9% with detemir (p = 0.4). Weight was "
        "recorded at each visit. CONCLUSIONS Glargine controlled HbA1c well in type 2 diabetes."
    )
    sentences = [text[s:e] for s, e in sentence_spans(text)]
    table = dict(zip(sentences, [0.55, 0.4, 0.6], strict=True))
    title = apply_spans("Glargine versus detemir in type 2 diabetes", [], RedactionSession())
    for budget in (9, 15, 29):
        (passage,) = _select(
            [replace(_passage(1, text), title=title)],
            table,
            question="Does glargine lower HbA1c more than detemir?",
            budget=budget,
            min_similarity=0.5,
        ).passages
        assert passage.lead in passage.text.text
        assert passage.asked is None or passage.asked in passage.text.text
        assert _words(passage.text.text) <= budget
    assert passage.asked == sentences[0]  # the budget that holds it quotes it


ABSTRACT_END = (
    "Patients were randomised to drug X or placebo. "
    "HbA1c fell by 1.1% with drug X and 0.2% with placebo (p < 0.01). "
    "Weight was similar in both groups. "
    "Drug X lowered HbA1c more than placebo in these patients. "
    "Implications for practice are discussed."
)


@pytest.mark.parametrize(("closes", "lead"), [(True, 3), (False, 1)])
def test_the_last_chunk_of_a_document_is_quoted_from_its_closing_finding(
    closes: bool, lead: int
) -> None:
    """A result among an abstract's last sentences is what the study found (the section
    prior); a closer result earlier, or the same sentence where the chunk is not the
    document's end, is quoted otherwise."""
    sentences = [ABSTRACT_END[s:e] for s, e in sentence_spans(ABSTRACT_END)]
    passage = _passage(1, ABSTRACT_END)
    passage = replace(passage, chunk=replace(passage.chunk, closes_document=closes))
    table = dict(zip(sentences, (0.5, 0.8, 0.4, 0.6, 0.1), strict=True))
    selection = _select([passage], table, question="Does drug X lower HbA1c?")
    assert selection.passages[0].lead == sentences[lead]
    assert selection.passages[0].lead_role == ("conclusion" if closes else "result")
    assert selection.passages[0].closeness == pytest.approx(0.8)  # the closest, not the lead


@pytest.mark.parametrize(("bonus", "quoted"), [(0.3, True), (0.0, False)])
def test_the_first_study_lends_its_findings_before_another_study_takes_the_budget(
    monkeypatch: pytest.MonkeyPatch, bonus: float, quoted: bool
) -> None:
    """The study whose sentence leads the budget's order quotes its own result, far from the
    question's words, rather than the budget going to a closer sentence of another study
    (``FIRST_DOCUMENT_BONUS``; without it the result does not fit)."""
    monkeypatch.setattr(evidence_selection, "FIRST_DOCUMENT_BONUS", bonus)
    own = ["Drug X was compared with placebo in adults.", "Adults were followed for a year."]
    result = "Drug X lowered blood pressure (p < 0.01)."
    first = _passage(1, " ".join([*own, result]))
    other = _passage(2, "Drug Y lowered blood pressure in adults.")
    other = replace(other, chunk=replace(other.chunk, document_id=99))
    table = {own[0]: 0.8, own[1]: 0.2, result: 0.35, other.text.text: 0.5}
    selection = select_evidence(
        [first, other],
        _scores(table),
        question="Does drug X lower blood pressure in adults?",
        budget_tokens=sum(_words(s) for s in [*own, result]),
        min_similarity=0.5,
        lead_floor=0.3,
        count_tokens=_words,
    )
    leads = {p.chunk.document_id: p.lead for p in selection.passages}
    assert (leads[first.chunk.document_id] == result) is quoted
    assert (99 in leads) is not quoted  # the other study's sentence did not fit
