"""Initials that sign a document, and names with particles or in a cared-for person's slot."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary, clinical_context
from clinrag.security.particle_names import build_particle_name_recognizers
from clinrag.security.signature_initials import build_signature_initial_recognizers

from .recognizer_hits import found


@pytest.fixture(scope="module")
def recognizers(vocabulary: ClinicalVocabulary) -> dict[str, object]:
    built = build_signature_initial_recognizers(vocabulary)
    built += build_particle_name_recognizers(vocabulary)
    return {r.name: r for r in built}


def hits(recognizers: dict[str, object], name: str, text: str) -> list[str]:
    return found(recognizers, name, "PERSON", text)


def test_dotted_initials_standing_alone_are_a_person(recognizers: dict[str, object]) -> None:
    assert hits(recognizers, "standalone_dotted_initials", "Reviewed and agreed, P.Q.\n") == [
        "P.Q."
    ]
    assert hits(recognizers, "standalone_dotted_initials", "Verified G.H.W. 4 Mar") == ["G.H.W."]


def test_credentials_abbreviations_and_times_are_not(recognizers: dict[str, object]) -> None:
    for text in (
        "JANE ROE, M.D.\n",
        "N.B. recheck potassium",
        "dose at 8 A.M. daily",
        "Obs: B.P. 128/74, H.R. 88",
        "enoxaparin 40 mg S.C. once daily",
    ):
        assert hits(recognizers, "standalone_dotted_initials", text) == []


def test_a_signing_word_vouches_for_any_dotted_initials(recognizers: dict[str, object]) -> None:
    assert hits(recognizers, "signed_dotted_initials", "Kind regards, C.T.\n") == ["C.T."]
    assert hits(recognizers, "signed_dotted_initials", "Signed M.D.\n") == []


def test_a_typists_lower_case_initials_after_a_verb_of_writing(
    recognizers: dict[str, object],
) -> None:
    assert hits(recognizers, "typist_initials", "Letter typed qv\n") == ["qv"]
    assert hits(recognizers, "typist_initials", "transcribed øy; copy filed") == ["øy"]
    assert hits(recognizers, "typist_initials", "typed by hand later") == []
    assert hits(recognizers, "typist_initials", "gave 10 cc po\n") == []


def test_a_reference_with_a_lower_case_part(recognizers: dict[str, object]) -> None:
    name = "reference_lower_initials"
    assert hits(recognizers, name, "Seen in clinic   jk/tw\n") == ["jk", "tw"]
    assert hits(recognizers, name, "Signed P.Q. / hv\n") == ["hv"]
    assert hits(recognizers, name, "end of letter\n/zr\n") == ["zr"]
    assert hits(recognizers, name, "gentamicin 7   mg/kg\n") == []


def test_names_with_particles_and_gaelic_surnames(recognizers: dict[str, object]) -> None:
    assert hits(recognizers, "particle_name", "Referred by Dr T. van den Berg today") == [
        "T. van den Berg"
    ]
    assert hits(recognizers, "particle_name", "Hospital de la Santa Cruz") == []
    assert hits(recognizers, "gaelic_name", "Brother Ciarán Ó hUiginn attended") == [
        "Ciarán Ó hUiginn"
    ]
    assert hits(recognizers, "initial_compound_name", "copy to J. D'Arcy-Lowe.") == [
        "J. D'Arcy-Lowe"
    ]


def test_a_name_in_a_cared_for_persons_slot(recognizers: dict[str, object]) -> None:
    assert hits(recognizers, "cared_person_label", "Pupil: Tamsin Okoro   Year 5") == [
        "Tamsin Okoro"
    ]
    assert hits(recognizers, "cared_person_label", "Child: Asthma Plan") == []


def test_a_head_noun_across_a_column_gap_makes_no_eponym() -> None:
    text = "Patient: Halvorsen   Disease group: none"
    start = text.index("Halvorsen")
    assert not clinical_context(text, start, start + len("Halvorsen"))
    text = "History of Halvorsen disease"
    start = text.index("Halvorsen")
    assert clinical_context(text, start, start + len("Halvorsen"))
