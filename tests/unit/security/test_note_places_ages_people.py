"""Note furniture recognizers: places in and around a hospital, ages in form fields, logins,
and names in registration fields, roster lines and table cells; each with a clinical or generic
text that must not be read as one."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.note_recognizers import build_note_recognizers
from tests.unit.security.recognizer_hits import found, recognizer_table_tests


@pytest.fixture(scope="module")
def recognizers() -> dict[str, object]:
    return {r.name: r for r in build_note_recognizers(ClinicalVocabulary.load())}


test_an_identifier_is_found, test_clinical_or_generic_text_is_not_one = recognizer_table_tests(
    [
        ("hospital_place", "LOCATION", "EMERGENCY DEPARTMENT -- BANKSIA HILLS PRIVATE HOSPITAL",
         "BANKSIA HILLS PRIVATE HOSPITAL"),
        ("hospital_place", "LOCATION", "seen in ed bay 5 at cedar hollow regional medical center.",
         "cedar hollow regional medical center"),
        ("hospital_place", "LOCATION", "Room: ED-9", "ED-9"),
        ("hospital_place", "LOCATION", "brought to OR 12. gentamicin", "12"),
        ("hospital_place", "LOCATION", "Saint Columba's Hospital, Oncology 6 North Rm 435-A",
         "Oncology 6 North"),
        ("hospital_place", "LOCATION", "delivered at Harcourt Vale Maternity Unit in 2019",
         "Harcourt Vale Maternity Unit"),
        ("hospital_place", "LOCATION", "referred by Bramley Road Dental Care today",
         "Bramley Road Dental Care"),
        ("hospital_place", "LOCATION", "child: JP, St Benedict's Primary School, year 2",
         "St Benedict's Primary School"),
        ("practice", "LOCATION", "Copy to GP: Dr Young, Church Street Surgery, 112 Kirkstall Road",
         "Church Street Surgery"),
        ("practice", "LOCATION", "Ward: Kestrel Unit, bed 4", "Kestrel Unit"),
        ("practice", "LOCATION", "cc: Dr Park, Northfield Surgical Group; fax",
         "Northfield Surgical Group"),
        ("signature", "PERSON", "Cardiology at Billyview Hospital. mg/bm", "mg/bm"),
        ("age_in_notes", "AGE", "Age              | 100 y", "100"),
        ("age_in_notes", "AGE", "MRN: E4284518 | Age/Sex: 94/M | DOB", "94"),
        ("age_in_notes", "AGE", "DOB: 24/12/1930 (92y)   Ward", "92"),
        ("age_in_notes", "AGE", "Renal no X1  DOB 03.02.30 (95)  NHS", "95"),
        ("age_in_notes", "AGE", "born 1931-04-02 (94), lives alone", "94"),
        ("login", "ID", "2019-05-04T07:30 | zieliu35 | Received handover", "zieliu35"),
        ("note_person_cue", "PERSON", "Surname: CHURCH        Forename: Will", "CHURCH"),
        ("note_person_cue", "PERSON", "Patient=LONG, PAT; MRN=404-97-06", "LONG, PAT"),
        ("note_person_cue", "PERSON", "Frost D (RMO) / reg HP -- AHPRA", "Frost D"),
        ("note_person_cue", "PERSON", "| 23 | Church W | 4142704 | 95 |", "Church W"),
        ("signature", "PERSON", "Frost D (RMO) / reg HP -- AHPRA", "HP"),
        ("signature", "PERSON", "called to Dr. Vu in OR 1 at 11:30 by AM.", "AM"),
    ],
    [
        ("hospital_place", "LOCATION", "DISCHARGED FROM HOSPITAL"),
        ("hospital_place", "LOCATION", "transferred to the district general hospital"),
        ("hospital_place", "LOCATION", "either 2 or 3 tablets"),
        ("hospital_place", "LOCATION", "booked with the maternity unit for review"),
        ("hospital_place", "LOCATION", "advice on dental care given"),
        ("practice", "LOCATION", "Admit under General Surgery."),
        ("practice", "LOCATION", "Transfer to Stroke Unit."),
        ("practice", "LOCATION", "Intensive Care Unit"),
        ("age_in_notes", "AGE", "Age: 45"),
        ("age_in_notes", "AGE", "echo 03.02.24 (55) EF"),  # under 90: no Safe-Harbor age
        ("age_in_notes", "AGE", "dose from 01/02/2024 (100 mg)"),
        ("login", "ID", "covid19 swab negative"),
        ("signature", "PERSON", "Inpatient consult -- ID"),
        ("signature", "PERSON", "Confirmed by CT."),
        ("signature", "PERSON", "Dose adjusted to weight.\nmg/kg"),  # shorthand, no initials
    ],
)  # fmt: skip


def test_a_ward_label_is_not_part_of_the_ward(recognizers: dict[str, object]) -> None:
    assert not any(
        "Ward" in f for f in found(recognizers, "hospital_place", "LOCATION", "Ward 6 Med, bed 7")
    )
