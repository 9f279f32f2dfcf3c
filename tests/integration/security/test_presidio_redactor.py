"""PresidioRedactor on the real spaCy model: a golden table of Safe Harbor identifiers that must
go and clinical text that must stay, placeholder stability, and failing closed."""

from __future__ import annotations

import logging

import pytest

from clinrag.assets import SPACY_MODEL
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.security.redaction import RedactionFailed, RedactionSession


@pytest.fixture(scope="session")
def redactor() -> PresidioRedactor:
    return PresidioRedactor(SPACY_MODEL.packaged_dir())


def redact(redactor: PresidioRedactor, text: str) -> str:
    return redactor.redact(text, RedactionSession()).text


# (text, substrings that must be gone, placeholder type that must appear)
REDACTED = [
    ("Patient John Smith was seen today.", ["John", "Smith"], "PERSON"),
    ("Dr. Alvarez reviewed the chart.", ["Alvarez"], "PERSON"),
    ("PATIENT: JOHN SMITH", ["JOHN", "SMITH"], "PERSON"),
    ("Hi Maria, your results are ready.", ["Maria"], "PERSON"),
    ("My name is Aiko Tanaka.", ["Aiko", "Tanaka"], "PERSON"),
    ("Name: Oluwaseun Adeyemi", ["Oluwaseun", "Adeyemi"], "PERSON"),
    ("Mr. Tsuneto called twice. Tsuneto asked for a refill.", ["Tsuneto"], "PERSON"),
    ("Katherine is a very sympathetic person.", ["Katherine"], "PERSON"),
    ("SSN 123-45-6789 on file.", ["123-45-6789"], "SSN"),
    ("Her SSN is 078-05-1120.", ["078-05-1120"], "SSN"),
    ("Social security number: 219 09 9999", ["219 09 9999"], "SSN"),
    ("Verify 457-55-5462 before release.", ["457-55-5462"], "SSN"),
    ("DOB 03/14/1962", ["03/14/1962"], "DATE"),
    ("Date of birth: March 14, 1962.", ["March 14, 1962"], "DATE"),
    ("She was born on 14 Mar 1962.", ["14 Mar 1962"], "DATE"),
    ("D.O.B. 3/14/62", ["3/14/62"], "DATE"),
    ("Admitted 2021-03-04 14:30 via the ED.", ["2021-03-04 14:30"], "DATE"),
    ("Discharged 04.03.2021 in good condition.", ["04.03.2021"], "DATE"),
    ("Surgery on March 3rd, 2021 went well.", ["March 3rd, 2021"], "DATE"),
    ("Follow-up visit on 3/14 with labs.", ["3/14"], "DATE"),
    ("Symptoms began in March 2019.", ["March 2019"], "DATE"),
    ("MRN 00123456", ["00123456"], "MRN"),
    ("MRN: A1234567", ["A1234567"], "MRN"),
    ("Medical record number 12-345-678 confirmed.", ["12-345-678"], "MRN"),
    ("Chart #E12345678 reviewed.", ["E12345678"], "MRN"),
    ("Patient ID MR0048291", ["MR0048291"], "MRN"),
    ("NPI 1234567893", ["1234567893"], "NPI"),
    ("Ordering provider 1907483378 signed.", ["1907483378"], "NPI"),
    ("DEA AB1234563", ["AB1234563"], "DEA"),
    ("Prescribed under BJ1234563 yesterday.", ["BJ1234563"], "DEA"),
    ("Member ID XJH123456789", ["XJH123456789"], "HEALTH_PLAN_ID"),
    ("Insurance policy number W123456789 is active.", ["W123456789"], "HEALTH_PLAN_ID"),
    ("Medicare MBI 1EG4-TE5-MK73 verified.", ["1EG4-TE5-MK73"], "HEALTH_PLAN_ID"),
    ("Group number GRP-004512", ["GRP-004512"], "HEALTH_PLAN_ID"),
    ("Account number 123456789012", ["123456789012"], "ACCOUNT"),
    ("Paid with 4111 1111 1111 1111.", ["4111 1111 1111 1111"], "ACCOUNT"),
    ("Driver's license D1234567 on file.", ["D1234567"], "LICENSE"),
    ("License plate 7ABC123 seen in the lot.", ["7ABC123"], "VEHICLE_ID"),
    ("VIN 1HGCM82633A004352", ["1HGCM82633A004352"], "VEHICLE_ID"),
    ("The car, 1HGCM82633A004352, was towed.", ["1HGCM82633A004352"], "VEHICLE_ID"),
    ("Pacemaker serial number PJN123456 interrogated.", ["PJN123456"], "DEVICE_ID"),
    ("UDI (01)00844588003288(17)141120(10)7654321D", ["00844588003288", "7654321D"], "DEVICE_ID"),
    ("Home router MAC 00:1A:2B:3C:4D:5E", ["00:1A:2B:3C:4D:5E"], "DEVICE_ID"),
    ("Passport number 123456789 copied.", ["123456789"], "ID"),
    ("Specimen accession S24-00931 received.", ["S24-00931"], "ID"),
    ("Email jane.doe@example.com for results.", ["jane.doe@example.com"], "EMAIL"),
    ("Portal: https://portal.example-health.org/patient/123456", ["example-health"], "URL"),
    ("See www.smithfamilyclinic.com for hours.", ["smithfamilyclinic"], "URL"),
    ("Login from IP 192.168.10.24 flagged.", ["192.168.10.24"], "IP_ADDRESS"),
    ("Login from 2001:db8:85a3::8a2e:370:7334 flagged.", ["2001:db8:85a3"], "IP_ADDRESS"),
    ("Call (617) 555-0199 after 5.", ["555-0199"], "PHONE"),
    ("Fax: 617.555.0142", ["617.555.0142"], "PHONE"),
    ("Cell +1 617 555 0100.", ["617 555 0100"], "PHONE"),
    ("Office phone 555-123-4567 ext. 204", ["555-123-4567", "204"], "PHONE"),
    ("UK mobile 07700 900123 preferred.", ["07700 900123"], "PHONE"),
    (
        "Lives at 12 Oak Street, Springfield, IL 62704.",
        ["12 Oak", "Springfield", "62704"],
        "ADDRESS",
    ),
    ("Mailing address: 4821 N Maple Ave Apt 3B", ["4821", "Maple", "3B"], "ADDRESS"),
    ("Send forms to PO Box 4432.", ["4432"], "ADDRESS"),
    ("Mail goes to PSC 4376, Box 3107, APO AP 19534.", ["4376", "3107", "19534"], "ADDRESS"),
    ("She moved to Via Tasso 21, Perugia.", ["Tasso", "Perugia"], "ADDRESS"),
    ("ZIP code 02139", ["02139"], "ZIP"),
    ("Resides in Boston, MA 02115-1234.", ["Boston", "02115-1234"], "LOCATION"),
    ("He moved from Ohio to Chicago last year.", ["Chicago"], "LOCATION"),
    ("Grew up in Marion County.", ["Marion"], "LOCATION"),
    ("A 93-year-old woman with dementia.", ["93"], "AGE"),
    ("Mother is aged 91 and frail.", ["91"], "AGE"),
    ("He is 101 years old.", ["101"], "AGE"),
    ("92 yo male with pneumonia.", ["92"], "AGE"),
    ("John Smith, 94, presents with falls.", ["John", "Smith", "94"], "AGE"),
]


@pytest.mark.parametrize(("text", "gone", "placeholder"), REDACTED)
def test_safe_harbor_identifiers_are_redacted(
    redactor: PresidioRedactor, text: str, gone: list[str], placeholder: str
) -> None:
    redacted = redact(redactor, text)
    for value in gone:
        assert value not in redacted, redacted
    assert f"<{placeholder}_1>" in redacted, redacted


def test_age_over_89_keeps_its_label(redactor: PresidioRedactor) -> None:
    assert redact(redactor, "age 93") == "age <AGE_1>"


SURVIVE = [
    "Metformin 500 mg twice daily.",
    "eGFR 45, HbA1c 7.2%.",
    "Parkinson's disease diagnosed in 2019.",
    "Cushing syndrome and Hodgkin lymphoma.",
    "Down syndrome with hypothyroidism.",
    "A 72-year-old man with chest pain for 3 weeks.",
    "Started Lasix 40 mg daily.",
    "Switched from Rybelsus to Januvia because of nausea.",
    "Kienböck disease of the wrist.",
    "Lyme disease and West Nile virus infection.",
    "BP 132/84, pain 7/10.",
    "Crohn's disease flare treated with prednisone.",
    "Bell's palsy resolved in 2021.",
    "Travelled to Mexico in 2018; lives in Ohio.",
    "Guillain-Barré syndrome after influenza.",
    "Follow up in 6 months; INR 2.5 on warfarin.",
    "Alzheimer's disease, MMSE 22/30.",
    "Wolff-Parkinson-White syndrome on ECG.",
    "Metoprolol 25 mg BID and Eliquis 5 mg.",
    "Takotsubo cardiomyopathy after a stressful event.",
    "Graves' disease treated with methimazole.",
    "Hashimoto's thyroiditis on levothyroxine 75 mcg.",
    "Lambert-Eaton syndrome suspected.",
    "Mayo Clinic guidelines recommend screening.",
    "Sjögren's syndrome with dry eyes since 2015.",
    "Non-Hodgkin lymphoma in remission since 2020.",
    "COPD exacerbation; albuterol 2 puffs q4h.",
    "Tylenol 650 mg every 6 hours as needed.",
]


@pytest.mark.parametrize("text", SURVIVE)
def test_clinical_text_survives(redactor: PresidioRedactor, text: str) -> None:
    assert redact(redactor, text) == text


def test_a_name_that_is_also_an_eponym_is_redacted_only_as_a_name(
    redactor: PresidioRedactor,
) -> None:
    text = "Mr. Parkinson has Parkinson's disease."
    assert redact(redactor, text) == "Mr. <PERSON_1> has Parkinson's disease."


def test_placeholders_are_stable_across_texts_of_one_request(redactor: PresidioRedactor) -> None:
    session = RedactionSession()
    query = redactor.redact("Did John Smith call from 617-555-0199?", session)
    chunk = redactor.redact("John Smith (617-555-0199) asked about Maria Lopez.", session)
    assert query.text == "Did <PERSON_1> call from <PHONE_1>?"
    assert chunk.text == "<PERSON_1> (<PHONE_1>) asked about <PERSON_2>."
    assert dict(query.entity_counts) == {"PERSON": 1, "PHONE": 1}
    assert dict(chunk.entity_counts) == {"PERSON": 2, "PHONE": 1}
    assert len(session) == 3


def test_the_same_value_twice_in_a_text_shares_a_placeholder(redactor: PresidioRedactor) -> None:
    redacted = redactor.redact("MRN 00123456; repeat MRN 00123456.", RedactionSession())
    assert redacted.text == "MRN <MRN_1>; repeat MRN <MRN_1>."
    assert dict(redacted.entity_counts) == {"MRN": 2}


def test_find_reports_the_spans_redact_replaces(redactor: PresidioRedactor) -> None:
    text = "John Smith, DOB 01/02/1950, SSN 123-45-6789."
    spans = redactor.find(text)
    assert [(text[s:e], kind) for s, e, kind in spans] == [
        ("John Smith", "PERSON"),
        ("01/02/1950", "DATE"),
        ("123-45-6789", "SSN"),
    ]


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_blank_text_comes_back_unchanged(redactor: PresidioRedactor, text: str) -> None:
    redacted = redactor.redact(text, RedactionSession())
    assert redacted.text == text
    assert redacted.redacted_count == 0


SECRET = "Patient John Smith, SSN 123-45-6789"


@pytest.mark.parametrize("part", ["_analyzer", "_nlp"])
def test_a_broken_analyzer_fails_closed_without_the_text(
    redactor: PresidioRedactor, monkeypatch: pytest.MonkeyPatch, part: str
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise ValueError(f"could not parse {args!r}")

    method = "analyze" if part == "_analyzer" else "process_text"
    monkeypatch.setattr(getattr(redactor, part), method, broken)
    session = RedactionSession()
    with pytest.raises(RedactionFailed) as caught:
        redactor.redact(SECRET, session)
    error = caught.value
    shown = " ".join([str(error), repr(error), error.detail, *map(str, error.args)])
    assert "John" not in shown
    assert "123-45" not in shown
    assert "ValueError" in error.detail
    assert error.code == "redaction_unavailable"
    assert error.__cause__ is None
    assert error.__context__ is None
    assert len(session) == 0


def test_presidio_debug_lines_are_silenced(redactor: PresidioRedactor) -> None:
    # Presidio's DEBUG lines quote the words around each hit.
    assert logging.getLogger("presidio-analyzer").getEffectiveLevel() >= logging.WARNING


def test_placeholders_of_an_earlier_pass_are_left_alone(redactor: PresidioRedactor) -> None:
    text = "Patients with <LOCATION_1> exposure; <PERSON_1> (<MRN_1>) met Dr. Alan Turing."
    redacted = redactor.redact(text, RedactionSession()).text
    assert redacted.startswith("Patients with <LOCATION_1> exposure; <PERSON_1> (<MRN_1>) met Dr.")
    assert "Turing" not in redacted
    echoed = redactor.redact("Seen by <PERSON_1> Smith today.", RedactionSession()).text
    assert "Smith" not in echoed
