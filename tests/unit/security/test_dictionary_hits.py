"""An NER name or place hit none of whose words can be a name (a job title, an acronym, a
grade) is dropped, unless a title, role or relation word before it vouches for a name."""

from __future__ import annotations

import pytest
from wordfreq import zipf_frequency

from clinrag.security.dictionary_hits import name_cue_before, no_name_word


@pytest.mark.parametrize(
    "value",
    ["Charge Nurse", "Specialty Doctor", "Nearest Relative", "NSCLC", "DNACPR", "GNDC",
     "ATP x1", "Satellite Unit", "Standards Framework"],
)  # fmt: skip
def test_no_word_of_a_clinical_phrase_can_be_a_name(value: str) -> None:
    assert no_name_word(value, zipf_frequency)


@pytest.mark.parametrize(
    "value",
    ["Rose Hill",  # known first name and surname, also dictionary words
     "Gold Standards Framework",  # "Gold" is a frequent surname
     "Alfie", "Kieran", "Fergus",  # given names no list holds: too rare as words
     "Tarnside", "Ropewalk Surgery",  # a place's own word is no dictionary word
     "ZU SALM", "ST JOHN",  # a name in capitals, as a register writes it
     "ORTEGA-RUIZ", "CALLUM", "NGOZI",  # one word in capitals with vowels: a name
     "Leeds", "Nurse",  # one dictionary word: wordfreq counts place names as words
     "Rm 119", "Document GQN7780991", "rm 60O",  # a number or a long code may identify
     "Pt O.S.", "AR/sw",  # initials
     "Mobitz II", ""],
)  # fmt: skip
def test_a_word_that_may_be_a_name_keeps_the_hit(value: str) -> None:
    assert not no_name_word(value, zipf_frequency)


@pytest.mark.parametrize(
    ("text", "word"),
    [("Seen by Mr Bath today", "Bath"), ("Seen by Dr. Rose Hill", "Rose"),
     ("Discussed with wife: Hope", "Hope"), ("call his daughter Summer", "Summer")],
)  # fmt: skip
def test_a_title_role_or_relation_vouches_for_a_name(text: str, word: str) -> None:
    assert name_cue_before(text, text.index(word))


@pytest.mark.parametrize(
    ("text", "word"),
    [("7. The Nearest Relative is", "Nearest"), ("metastatic NSCLC, EGFR", "NSCLC"),
     ("Ewan Lockhart, Specialty Doctor", "Specialty")],
)  # fmt: skip
def test_no_cue_before_a_clinical_phrase(text: str, word: str) -> None:
    assert not name_cue_before(text, text.index(word))


@pytest.mark.parametrize(
    ("value", "dropped"),
    [("Station Road", False), ("Riverside Medical Centre", False), ("NSCLC", True)],
)
def test_a_place_goes_only_as_a_lone_acronym(value: str, dropped: bool) -> None:
    assert no_name_word(value, zipf_frequency, place=True) is dropped
