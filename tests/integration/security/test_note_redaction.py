"""The production redactor on note furniture (real spaCy model): each family of the issue's
leaks goes, clinical values stay, and ``clinrag eval pii --notes`` prints its figures."""

from __future__ import annotations

import pytest

from clinrag.assets import SPACY_MODEL
from clinrag.cli import main
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.security.redaction import RedactionSession


@pytest.fixture(scope="module")
def redactor() -> PresidioRedactor:
    return PresidioRedactor(SPACY_MODEL.packaged_dir())


LETTER = """Dear Dr. Okafor:

I saw Mrs. Wierzbicka in clinic. She has T2DM and NSTEMI; HbA1c 7.2%, BP 120/80.
Seen 3/14 for apixaban 5 mg BID; symptoms since 4/19.
Attending: MCALLISTER   Resident: Dr. Tran, pager 4417, ext. 2231
Report ID: K4471/22   user jdm4471   Ward 7 West, bed 12B

Sincerely,
{signature}
D: 03/14/2025  T: 03/15/2025
cc: Dr. A. Lee
"""


@pytest.mark.parametrize(
    ("signature", "gone"),
    [
        ("JD/mk", ["JD/mk"]),
        ("smith/jones", ["smith", "jones"]),
        ("AMK:tjr", ["AMK:tjr"]),
    ],
)
def test_every_family_of_the_issue_goes(
    redactor: PresidioRedactor, signature: str, gone: list[str]
) -> None:
    text = LETTER.format(signature=signature)
    redacted = redactor.redact(text, RedactionSession()).text
    for value in [
        *gone, "Okafor", "Wierzbicka", "3/14", "4/19", "MCALLISTER", "Tran", "4417", "2231",
        "K4471/22", "jdm4471", "7 West", "12B", "03/14/2025", "03/15/2025", "Lee",
    ]:  # fmt: skip
        assert value not in redacted, value
    for kept in ["T2DM", "NSTEMI", "HbA1c 7.2%", "BP 120/80", "apixaban 5 mg BID"]:
        assert kept in redacted, kept


@pytest.mark.parametrize(
    "text",
    [
        "HPI: 67-year-old with COPD.\nVitals: BP 142/88, HR 96, SpO2 91% RA.\n"
        "Meds: metformin 500 mg BID, Lasix 40 mg daily, Toprol XL 50 mg.\n"
        "Exam: bibasilar crackles, 2+ pitting edema.\nPlan: pain 7/10, strength 5/5.",
        "What dose of apixaban is used for atrial fibrillation with CKD stage 3?",
    ],
)
def test_clinical_notes_and_questions_without_phi_keep_their_text(
    redactor: PresidioRedactor, text: str
) -> None:
    assert redactor.find(text) == []


def test_eval_notes_prints_the_figures_on_a_slice(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "pii", "--notes", "--per-family", "1", "--family", "dictated_letter",
                 "--family", "radiology"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    for line in ["dictated_letter", "radiology", "all notes", "Safe Harbor type", "DEVICE_ID",
                 "IP_ADDRESS", "clinical values wrongly removed", "latency per 1,000 characters",
                 "leave-one-family-out"]:  # fmt: skip
        assert line in out, line
    assert "admission" not in out


PROGRESS = """PROGRESS NOTE
HPI: 71M with CHF, seen by dr. okonkwo this am. Discussed with hargreaves (cardiology).
Labs: troponin 0.04, Westergren ESR 44, QuantiFERON negative. Troponin x2 neg.
Exam: negative Homans sign, Babinski downgoing, Romberg negative, Levine grade 2/6 SEM.
Meds: Lasix 40 qd. Tinel's and Phalen's tests positive. Doppler of both legs.
Plan: per lindqvist, continue furosemide 40 mg daily. cc: ferreira
-------------------------------
Electronically signed: Maria Lopez, RN 03/12
Triage RN: bao   MD: patel   Scribe: hernandez
Read by: thompson, md. Transcribed by FH 02/11/26. Signed: RK/jb
"""


def test_note_names_in_any_case_go_and_eponyms_tests_and_rule_lines_stay(
    redactor: PresidioRedactor,
) -> None:
    redacted = redactor.redact(PROGRESS, RedactionSession()).text
    for value in ["okonkwo", "hargreaves", "lindqvist", "ferreira", "Maria Lopez", "bao",
                  "patel", "hernandez", "thompson", "FH", "RK/jb", "jb"]:  # fmt: skip
        assert value not in redacted, value
    for kept in ["-------------------------------\nElectronically signed:", "Westergren ESR 44",
                 "QuantiFERON negative", "Troponin x2 neg", "Homans sign", "Babinski downgoing",
                 "Romberg negative", "Levine grade", "Lasix 40 qd", "Tinel's and Phalen's tests",
                 "Doppler of both legs"]:  # fmt: skip
        assert kept in redacted, kept


@pytest.mark.parametrize(("line", "gone"), [("ka / mjt", "mjt"), ("and / or", None)])
def test_initials_joined_by_a_spaced_slash_go(
    redactor: PresidioRedactor, line: str, gone: str | None
) -> None:
    text = f"HPI: COPD, CHF.\nPlan: furosemide.\nDICTATED BY: ASANTE, MD\n{line}\nDD: 3/9/91"
    redacted = redactor.redact(text, RedactionSession()).text
    assert (gone is None) == (line in redacted)
