"""The production redactor keeps the clinical content of British notes and letters (device
makes and models, brands, eponyms written alone, shorthand, job titles, scores with signed
values) and still removes the people: a surname that is also an eponym or a maker goes after a
title. Lower-case names beside a relation or role word, initials after a verb of acting and
ordinal days after a visit cue go wherever the clause puts them. Texts written for this test."""

from __future__ import annotations

import pytest

from clinrag.assets import SPACY_MODEL
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.security.redaction import RedactionSession


@pytest.fixture(scope="module")
def redactor() -> PresidioRedactor:
    return PresidioRedactor(SPACY_MODEL.packaged_dir())


NOTE = """Community physiotherapy review
Patient: Ferelith Mowbray    Hosp no: KRT 551 2093
Mobilising with a Zimmer frame; Flowtron boots on. Emollient Diprobase bd, Fostair 2 puffs bd.
Scan: Logiq E10, EFW 40th centile (Hadlock). Chest: RASS -1, CI 2.4.
Wound closed with 3/0 Monocryl, Mepilex dressing. Barthel 14.
Next appt with Occupational Therapist at St Wilfrid's Hospital.
Her son tobiah fennimore visits weekly. Safeguarding: orla quennell (partner) aware.
Seen on the 12th by KW and discussed with DSL. Follow-up booked the 27th at clinic.
CC: ankle swelling.
"""


@pytest.mark.parametrize(
    "kept",
    ["Zimmer frame", "Flowtron", "Diprobase", "Fostair 2 puffs bd", "Logiq E10", "Hadlock",
     "RASS -1", "CI 2.4", "Monocryl", "Mepilex dressing", "Barthel 14", "appt",
     "Occupational Therapist", "DSL", "ankle swelling", "on the 5th floor"],
)  # fmt: skip
def test_clinical_content_stays(redactor: PresidioRedactor, kept: str) -> None:
    text = NOTE + "Physio gym on the 5th floor.\n"
    assert kept in redactor.redact(text, RedactionSession()).text


@pytest.mark.parametrize(
    "gone",
    ["Ferelith", "Mowbray", "KRT 551 2093", "St Wilfrid", "tobiah", "fennimore",
     "orla quennell", "12th", "KW", "27th"],
)  # fmt: skip
def test_people_and_days_go(redactor: PresidioRedactor, gone: str) -> None:
    assert gone not in redactor.redact(NOTE, RedactionSession()).text


def test_a_maker_or_eponym_after_a_title_is_a_person(redactor: PresidioRedactor) -> None:
    text = "Spoke to Mrs Zimmer (neighbour), who holds a key. Letter copied to Dr Hadlock."
    redacted = redactor.redact(text, RedactionSession()).text
    assert "Zimmer" not in redacted
    assert "Hadlock" not in redacted


def test_the_issue_sentence_loses_the_day_and_the_initials(redactor: PresidioRedactor) -> None:
    text = (
        "Sonographer: Jane Wells MRN CGL 869 5757, DOB 3-Nov-78, seen on the 10th by MB. "
        "Does metformin help with weight?"
    )
    redacted = redactor.redact(text, RedactionSession()).text
    assert "10th" not in redacted
    assert " MB" not in redacted
    assert "metformin" in redacted


def test_initials_after_handover_survive_the_device_veto(redactor: PresidioRedactor) -> None:
    """The NER model reads "JML. Infusion" as one name, which a device's head noun vetoes:
    the initials after "Handover to" must not go with it."""
    text = "2024-03-02T19:30 | nurse01 | Handover to JML. Infusion pump SN Y37253 running.\n"
    text += "Pt settled overnight. Obs stable, NEWS 1.\nPlan: continue IV abx.\n"
    assert "JML" not in redactor.redact(text, RedactionSession()).text


DICTIONARY_NOTE = """Renal dialysis session
7. The Nearest Relative is his partner. Known metastatic NSCLC, EGFR negative; DNACPR in place.
Seen by Mr Bath and Dr Rose Hill on the unit.
"""


@pytest.mark.parametrize("kept", ["Nearest Relative", "NSCLC", "DNACPR"])
def test_a_phrase_no_word_of_which_is_a_name_stays(redactor: PresidioRedactor, kept: str) -> None:
    assert kept in redactor.redact(DICTIONARY_NOTE, RedactionSession()).text


@pytest.mark.parametrize("gone", ["Bath", "Rose Hill"])
def test_a_dictionary_word_after_a_title_still_goes(redactor: PresidioRedactor, gone: str) -> None:
    assert gone not in redactor.redact(DICTIONARY_NOTE, RedactionSession()).text
