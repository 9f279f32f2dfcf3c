"""The note pass alone (no spaCy): what a note keeps and what it loses, and when it applies."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.note_pass import NotePass, looks_like_note


def removed(note_pass: NotePass, vocabulary: ClinicalVocabulary, text: str) -> list[str]:
    spans = note_pass.find(text, [], vocabulary.occurrences(text))
    return [text[s.start : s.end] for s in spans]


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Reviewed with KOWALCZYK\nPlan: continue", "KOWALCZYK"),
        ("Seen by Kowalczyk on the ward.", "Kowalczyk"),
        ("Patient was seen 3/14 in clinic.", "3/14"),
        ("Symptoms since 4/19, worse at night.", "4/19"),
        # day first, as British notes write it, read by parse: no cue word needed
        ("Cannula resited 22/9: site clean.", "22/9"),
        ("24/10 09:30 daughter rang for an update", "24/10"),
        ("Next home visit 30/1 or sooner if needed.", "30/1"),
        ("Job 3235906 dictated.", "3235906"),
        ("Hospital no. 64-079-561 on file.", "64-079-561"),
        ("S/B: bed 32 (Price) MET call 16:00", "Price"),  # a frequent surname mid-sentence
        ("Handover given to Banks at 08:00.", "Banks"),
    ],
)
def test_unknown_words_short_dates_and_long_numbers_go(
    note_pass: NotePass, vocabulary: ClinicalVocabulary, text: str, gone: str
) -> None:
    assert gone in removed(note_pass, vocabulary, text)


@pytest.mark.parametrize(
    "text",
    [
        "Started apixaban 5 mg BID and Eliquis was stopped.",
        "BP 120/80, HR 72, SpO2 97% on room air.",
        "HbA1c 7.2%, eGFR 54 mL/min/1.73m2, potassium 4.1 mmol/L.",
        "T2DM and NSTEMI; CABG x3 in 2019.",
        "Pain 7/10, strength 5/5 in all extremities, 2/6 systolic murmur.",
        "Normocephalic, atraumatic. Abdomen nontender. Hepatosplenomegaly absent.",
        "Metoprolol 25 mg, Lisinopril 10 mg, Empagliflozin 10 mg daily.",
        "Toprol XL and Zestril continued; Ondansetron as needed.",
        "Platelets 250000 per microliter; WBC 12.4.",
        "Post-op Day 3, ambulating.\nWard round: Young Mania Rating Scale 12.",
        "Long-term plan: White cell count Low on admission.",
        # what only reads as a day first is still a duration or a score over 7 or 12
        "Cough for 14/7, now settling.",
        "Symptoms 18/12, weight stable. Vision 6/36 left.",
    ],
)
def test_clinical_text_survives(
    note_pass: NotePass, vocabulary: ClinicalVocabulary, text: str
) -> None:
    assert removed(note_pass, vocabulary, text) == []


def test_a_note_is_a_layout_with_clinical_content(vocabulary: ClinicalVocabulary) -> None:
    note = "Patient: Anna Lee\nMRN: 1234567\nMeds: metformin 500 mg\nPlan: HbA1c in 3 months"
    card = "Anna Lee\nAcme Holdings Inc.\n12 High Street\nSpringfield"
    question = "What is the first-line treatment for type 2 diabetes with metformin?"
    assert looks_like_note(note, vocabulary.occurrences(note))
    assert not looks_like_note(card, vocabulary.occurrences(card))
    assert not looks_like_note(question, vocabulary.occurrences(question))
    stamped = "Thank you.\nJD/mk"
    assert looks_like_note(stamped, vocabulary.occurrences(stamped))


def test_a_note_whose_findings_the_vocabulary_lacks_is_still_a_note(
    vocabulary: ClinicalVocabulary,
) -> None:
    note = (
        "RADIOLOGY REPORT\nCLINICAL HISTORY: weight loss.\nCOMPARISON: 2/11.\n"
        "FINDINGS: moderate hydronephrosis on the right.\nIMPRESSION: as above."
    )
    card = "Kowalczyk Holdings\n12 Elm Street\nSpringfield\nTel 555 0100"
    assert looks_like_note(note, vocabulary.occurrences(note))
    assert not looks_like_note(card, vocabulary.occurrences(card))
