"""The word-cue router and the carry-over rewrite (``thread_cues``, ``carry_over``): each
family of cue decides its route, and the rewrite carries the thread's subject and only it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from clinrag.conversations.store import CitedChunk, StoredTurn
from clinrag.pipelines.carry_over import carry_over
from clinrag.pipelines.thread_cues import anchors, earlier_answer_reference, route_by_cues
from clinrag.pipelines.thread_replies import clarification_options


def _turn(number: int, question: str, answer: str = "", cited: bool = True) -> StoredTurn:
    return StoredTurn(
        turn=number,
        redacted_question=question,
        redacted_answer=answer,
        citations=(CitedChunk(1, 1),) if cited else (),
        request_id=f"r{number}",
        created_at=datetime.now(UTC),
    )


THREAD = [_turn(1, "Does ramipril slow the progression of diabetic nephropathy?")]


@pytest.mark.parametrize(
    ("message", "route", "cue"),
    [
        ("Many thanks, bye!", "GREETING", "greeting_words_only"),
        ("Merci beaucoup !", "GREETING", "greeting_words_only"),
        ("Thanks. Does it raise potassium?", "REWRITE_THEN_RETRIEVE", "pronoun"),
        ("Tell me a joke about nurses.", "OUT_OF_SCOPE", "off_scope_request"),
        ("Who will win the football match tonight?", "OUT_OF_SCOPE", "off_scope_request"),
        ("Can you summarise that in one sentence?", "DIRECT_ANSWER", "request_on_previous_answer"),
        ("What does [2] say exactly?", "DIRECT_ANSWER", "request_on_previous_answer"),
        ("Is it the right choice for her?", "ASK_CLARIFICATION", "reference_outside_thread"),
        ("And the one we discussed last week?", "ASK_CLARIFICATION", "reference_outside_thread"),
        ("Did it lower proteinuria?", "REWRITE_THEN_RETRIEVE", "pronoun"),
        ("What about in type 1 diabetes?", "REWRITE_THEN_RETRIEVE", "ellipsis"),
        ("¿Y en niños?", "REWRITE_THEN_RETRIEVE", "ellipsis"),
        ("Und bei Kindern?", "REWRITE_THEN_RETRIEVE", "ellipsis"),
        ("Which caused more cough?", "REWRITE_THEN_RETRIEVE", "pronoun"),
        ("Was the nephropathy advanced?", "REWRITE_THEN_RETRIEVE", "definite_reference"),
        ("How long was follow-up?", "REWRITE_THEN_RETRIEVE", "no_subject_of_its_own"),
        ("Was ramipril given at night?", "REWRITE_THEN_RETRIEVE", "subject_from_thread"),
        ("Does allopurinol prevent gout flares?", "RETRIEVE", "new_subject"),
        ("And does allopurinol prevent gout flares?", "RETRIEVE", "new_subject"),
        ("Also, is colchicine safe in renal failure?", "RETRIEVE", "new_subject"),
        (
            "And was kidney function better too?",
            "REWRITE_THEN_RETRIEVE",
            "link_without_new_subject",
        ),
        ("And hyperkalaemia or cough?", "REWRITE_THEN_RETRIEVE", "ellipsis"),
        ("Lovely, thanks a million, that sorted it", "GREETING", "social_without_question"),
        ("Thanks! What dose was used?", "REWRITE_THEN_RETRIEVE", "no_subject_of_its_own"),
        ("Can she have it at night?", "ASK_CLARIFICATION", "unnamed_patient"),
        (
            "Is that what we agreed on the ward round?",
            "ASK_CLARIFICATION",
            "reference_outside_thread",
        ),
        (
            "You said it slows progression: by how much?",
            "DIRECT_ANSWER",
            "request_on_previous_answer",
        ),
        ("Any good hotels near the clinic?", "OUT_OF_SCOPE", "off_scope_request"),
        ("What is the share price of the maker?", "OUT_OF_SCOPE", "off_scope_request"),
        ("Why does my pandas script raise a KeyError?", "OUT_OF_SCOPE", "off_scope_request"),
        ("Give me the shorter version.", "DIRECT_ANSWER", "request_on_previous_answer"),
        # "shorter" and "shorten" of a clinical outcome are not requests on the answer
        ("Was the hospital stay shorter?", "REWRITE_THEN_RETRIEVE", "no_subject_of_its_own"),
        ("Did it shorten labour?", "REWRITE_THEN_RETRIEVE", "pronoun"),
        ("How many converted with each?", "REWRITE_THEN_RETRIEVE", "pronoun"),
        (
            "How does it compare with what our unit switched to last year?",
            "ASK_CLARIFICATION",
            "reference_outside_thread",
        ),
        (
            "Would you give it to the lady in bed four?",
            "ASK_CLARIFICATION",
            "reference_outside_thread",
        ),
    ],
)
def test_each_cue_decides_its_route(message: str, route: str, cue: str) -> None:
    verdict = route_by_cues(message, THREAD)
    assert (verdict.route, verdict.cue) == (route, cue)


def test_a_request_on_the_answer_is_not_direct_when_that_answer_cited_nothing() -> None:
    thread = [_turn(1, "Does ramipril slow diabetic nephropathy?", "Not found.", cited=False)]
    assert route_by_cues("Can you summarise that?", thread).route == "REWRITE_THEN_RETRIEVE"


def test_an_off_scope_word_in_a_follow_up_that_leans_on_the_thread_is_not_out_of_scope() -> None:
    assert route_by_cues("Did it change with the weather?", THREAD).route != "OUT_OF_SCOPE"


def test_placeholders_and_common_words_are_not_subjects() -> None:
    assert anchors("Did <PERSON_1> take the tablets with children every morning?") == []
    assert anchors("Is HbA1c lower with empagliflozin?") == ["hba1c", "empagliflozin"]


def test_the_rewrite_carries_the_subject_back_to_the_last_self_contained_question() -> None:
    thread = [
        _turn(1, "Is warfarin better than aspirin after a stroke?"),
        _turn(2, "Does empagliflozin reduce heart failure admissions?"),
        _turn(3, "And did it change kidney function?"),
    ]
    rewrite = carry_over("What was its effect on weight?", thread)
    assert rewrite is not None
    assert rewrite.startswith("What was its effect on weight? (context: ")
    assert "empagliflozin" in rewrite
    assert "kidney" in rewrite
    assert "warfarin" not in rewrite  # before the topic changed


def test_the_rewrite_takes_subject_words_of_the_last_answer_and_never_placeholders() -> None:
    thread = [
        _turn(
            1,
            "Which drug did <PERSON_1> start for his gout?",
            "Febuxostat was started [1].",
        )
    ]
    rewrite = carry_over("Which dose?", thread)
    assert rewrite is not None
    assert "febuxostat" in rewrite
    assert "gout" in rewrite
    assert "PERSON" not in rewrite


def test_no_rewrite_when_the_thread_has_no_content_words() -> None:
    assert carry_over("What about it?", [_turn(1, "Hello there!", "Hello.")]) is None


def test_a_clarifications_options_are_the_recent_questions_subjects_most_recent_first() -> None:
    turns = [
        _turn(1, "Does ramipril slow the progression of diabetic nephropathy?"),
        _turn(2, "What dose of metformin is started in <PERSON_1>?"),
        _turn(3, "And ramipril in heart failure?"),
    ]
    assert clarification_options(turns) == ("ramipril", "metformin", "diabetic", "nephropathy")
    assert clarification_options([_turn(1, "What is the first-line drug for it?")]) == ()
    many = [
        _turn(1, "amlodipine lisinopril losartan"),
        _turn(2, "metformin sitagliptin empagliflozin"),
    ]
    assert clarification_options(many) == (
        "metformin",
        "sitagliptin",
        "empagliflozin",
        "amlodipine",
        "lisinopril",
    )


def test_a_patient_the_thread_described_is_not_a_reason_to_ask() -> None:
    thread = [_turn(1, "My patient is a 70-year-old man on ramipril: does it raise potassium?")]
    assert route_by_cues("Can he take it at night?", thread).route == "REWRITE_THEN_RETRIEVE"


@pytest.mark.parametrize(
    "message",
    [
        "Translate your answer into Spanish.",
        "Condense your reply into three bullets.",
        "What does [2] say exactly?",
        "Can you put that answer in plain English?",
        "Shorten it please.",
        "What did you mean by that?",
        "Explain your previous answer more simply.",
        "Traduce tu respuesta al inglés, por favor.",
    ],
)
def test_a_single_message_on_an_earlier_answer_is_recognised(message: str) -> None:
    assert earlier_answer_reference(message)


@pytest.mark.parametrize(
    "message",
    [
        # a formatting wish with a question of its own
        "Write your answer as a bullet list: causes of hyponatraemia in the elderly.",
        "Please turn your answer into a short leaflet for relatives of someone with delirium.",
        # "the response" of a treatment is clinical
        "Is the response rate higher with pembrolizumab than with chemotherapy?",
        "Summarize the evidence on metformin added to insulin.",
        "Does adding metformin to insulin improve glycaemic control?",
        "Lovely, cheers for your help",
    ],
)
def test_a_question_of_its_own_is_not_taken_for_one_on_an_earlier_answer(message: str) -> None:
    assert earlier_answer_reference(message) == ""
