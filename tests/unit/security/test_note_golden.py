"""A golden table for the note pass (no spaCy): clinical words and shapes that must survive in a
note, and PHI shapes that must go. Each row is a line of a note; the pass is asked about it
with the clinical vocabulary's occurrences, as the redactor asks it."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.note_pass import NotePass
from clinrag.security.word_shapes import clinical_code


def touched(note_pass: NotePass, vocabulary: ClinicalVocabulary, text: str, part: str) -> bool:
    """Whether a span the pass finds in ``text`` shares a character with ``part``."""
    start = text.index(part)
    end = start + len(part)
    spans = note_pass.find(text, [], vocabulary.occurrences(text))
    return any(s.start < end and start < s.end for s in spans)


SURVIVE = [
    # plain clinical words the shipped prose lacks (Webster's Second, ICD-10-CM)
    ("chest: bibasal crackles, no wheeze", "crackles"),
    ("chest: bibasal crackles, no wheeze", "wheeze"),
    ("pt pale and diaphoretic on arrival", "diaphoretic"),
    ("2 cm fluctuant swelling, erythematous margin", "fluctuant"),
    ("2 cm fluctuant swelling, erythematous margin", "erythematous"),
    ("abdo soft, nontender, no guarding", "nontender"),
    ("coarse rales at the left base", "rales"),
    ("indurated area over the injection site", "indurated"),
    ("edentulous, mucosa moist, anicteric", "edentulous"),
    ("tachycardic and tachypneic on arrival", "tachycardic"),
    ("right pneumothorax on cxr, drain placed", "pneumothorax"),
    # abbreviations of notes typed in lower case
    ("lungs ctab, heart rrr, abd ntnd", "ctab"),
    ("lungs ctab, heart rrr, abd ntnd", "rrr"),
    ("lungs ctab, heart rrr, abd ntnd", "ntnd"),
    ("pmh htn, hld, afib on apixaban", "htn"),
    ("pmh htn, hld, afib on apixaban", "afib"),
    ("meds: hctz 25 mg od, ppi", "hctz"),
    ("plan: bmp and cbc in am, tte", "bmp"),
    # doses, measurements and codes with a clinical shape
    ("fluids 1000cc over 8h", "1000cc"),
    ("oral intake 500mls today", "500mls"),
    ("creatinine 110umol, urea 7.2", "110umol"),
    ("vancomycin q72h per levels", "q72h"),
    ("sections at x400 show atypia", "x400"),
    ("mass 10x12x8mm in the left lobe", "10x12x8mm"),
    ("final stage pT2N0M0, margins clear", "pT2N0M0"),
    ("disc bulges L4L5S1 on MRI", "L4L5S1"),
    ("tumour cells CD117 positive", "CD117"),
    ("obstetric history G3P2A1", "G3P2A1"),
    # scores and British durations, not dates
    ("pain 7/10 at rest", "7/10"),
    ("cough with 3/7 hx of fever", "3/7"),
    ("symptoms began 2/52 ago", "2/52"),
    ("antibiotics x 5/7 then review", "5/7"),
]

GO = [
    ("handed over to rn okafor at 04:05", "okafor"),
    ("Reviewed with KOWALCZYK on the ward", "KOWALCZYK"),
    ("Seen with Solis at the bedside", "Solis"),  # a rare surname spelled like "soli" + s
    ("family: daughter montes called", "montes"),
    ("PIN 16G9477N for the nurse in charge", "16G9477N"),
    ("ref qx7k29 for the referral", "qx7k29"),
    ("seen in clinic 3/14 for review", "3/14"),
    ("follow up booked for 3/7", "3/7"),  # a date when nothing says duration
    ("Job 3235906 dictated", "3235906"),
]


@pytest.mark.parametrize(("text", "part"), SURVIVE)
def test_clinical_words_and_shapes_survive(
    note_pass: NotePass, vocabulary: ClinicalVocabulary, text: str, part: str
) -> None:
    assert not touched(note_pass, vocabulary, text, part)


@pytest.mark.parametrize(("text", "part"), GO)
def test_phi_shapes_go(
    note_pass: NotePass, vocabulary: ClinicalVocabulary, text: str, part: str
) -> None:
    assert touched(note_pass, vocabulary, text, part)


@pytest.mark.parametrize(
    ("token", "clinical"),
    [
        ("250mg", True),
        ("1800kcal", True),
        ("ypT3N1aM0", True),
        ("C5C6C7", True),
        ("G2P1011", True),
        ("16G9477N", False),
        ("zieliu35", False),
        ("AB12345", False),
    ],
)
def test_clinical_code_shapes(token: str, clinical: bool) -> None:
    assert clinical_code(token) is clinical


def test_an_acronym_chain_survives_and_a_double_barrelled_name_does_not(
    note_pass: NotePass, vocabulary: ClinicalVocabulary
) -> None:
    text = "Myelodysplastic neoplasm with ring sideroblasts (MDS-LB-RS), seen by KOWALCZYK-NOWAK"
    assert not touched(note_pass, vocabulary, text, "MDS-LB-RS")
    assert touched(note_pass, vocabulary, text, "KOWALCZYK-NOWAK")
