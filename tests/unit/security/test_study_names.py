"""A study's name in text that reads as a study's is kept, unless a person cue stands by it.
Texts written for this test, in the shape of a published abstract."""

from __future__ import annotations

from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span
from clinrag.security.study_names import abstract_text, keep_study_names

TITLE = (
    "Hunter DBT project: randomized controlled trial of dialectical behaviour therapy in women "
    "with borderline personality disorder"
)
ABSTRACT = (
    "Background: The ACCORD trial randomised 10,251 participants. UKPDS 35 showed a hazard "
    "ratio of 0.88 (95% CI 0.79-0.99)."
)


def _kept(text: str, value: str, kind: str = PhiType.PERSON) -> bool:
    start = text.index(value)
    span = Span(start, start + len(value), kind, 0.85, True)
    return keep_study_names(text, [span]) == [span]


def test_two_research_cues_make_a_study_text() -> None:
    assert abstract_text(TITLE)
    assert abstract_text(ABSTRACT)
    assert not abstract_text("Hunter DBT session tomorrow at 10:00.")
    assert not abstract_text("Enrolled in the Hunter trial; review in clinic.")


def test_a_study_name_survives_in_abstract_text() -> None:
    assert not _kept(TITLE, "Hunter DBT")
    assert not _kept(TITLE, "Hunter")
    assert not _kept(ABSTRACT, "ACCORD", "ORGANIZATION")
    assert not _kept(ABSTRACT, "UKPDS")


def test_fail_closed_where_a_person_cue_stands() -> None:
    cued = TITLE.replace("Hunter DBT project", "Dr Hunter DBT project")
    assert _kept(cued, "Hunter DBT")
    named = TITLE.replace("Hunter DBT project", "John Hunter DBT project")
    assert _kept(named, "John Hunter DBT")
    assert _kept("Hunter et al. ran a randomized controlled trial.", "Hunter")
    caps = "SMITH was randomised; 95% CI 1.1-2.0."  # an all-caps known name, no study word
    assert _kept(caps, "SMITH")


def test_outside_a_study_text_nothing_is_kept() -> None:
    assert _kept("Hunter DBT session tomorrow", "Hunter DBT")


def test_a_surname_in_capitals_in_a_trial_visit_note_stays_redacted() -> None:
    note = "Patient: OKONKWO, Chidi   randomised to placebo arm; 95% CI not applicable."
    assert _kept(note, "OKONKWO")
    assert not _kept(note.replace("OKONKWO, Chidi", "UKPDS 35 cohort"), "UKPDS")
