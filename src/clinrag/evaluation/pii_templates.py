"""The clinical part of the PHI evaluation set (``pii_dataset``): our own clinical-note templates
with PHI (``clinical-template``) and without (``phi-free``), filled from the slot table
(``pii_slots``) by a seeded filler that records where each PHI value lands."""

from __future__ import annotations

import random
import string

from clinrag.evaluation.pii_records import SEED, Record, Span, record
from clinrag.evaluation.pii_slots import value_slots

CLINICAL_ROUNDS = 8
PHI_FREE_ROUNDS = 6

CLINICAL: tuple[str, ...] = (
    "{name} (MRN {mrn}) was admitted on {date} with {condition}; {drug} {dose} {freq} started.",
    "Patient: {name}\nDOB: {dob}\nMRN: {mrn}\nPCP: Dr. {last}",
    "DOB {dob}, {age}-year-old with {eponym}, seen in clinic on {date}.",
    "Pt is a {old_age}-year-old {sex} with {condition} and {eponym}; lives alone at {street}, "
    "{city}, {state} {zip}.",
    "Home phone {phone}; cell {phone}. Fax: {phone}.",
    "Contact daughter {name} at {phone} or {email} about discharge on {date}.",
    "Insurance: member ID {member}, group {group}. Prescriber NPI {npi}, DEA {dea}.",
    "Medicare MBI {mbi}; secondary insurance policy number {member}.",
    "SSN {ssn} on file; verify before release of records.",
    "Social security number: {ssn}. Date of birth: {dob}.",
    "Referred by Dr. {name} (NPI {npi}) for evaluation of {condition}.",
    "{old_age} yo {sex} with {eponym}, {lab_result}, on {drug} {dose}.",
    "Mrs. {last} is aged {old_age} and was last seen {date}; {lab_result}.",
    "At age {old_age} the patient still walks daily; {drug} {dose} {freq} continued.",
    "Emergency contact: {name}, {phone}, {street}, {city}, {state} {zip}.",
    "Patient portal {url} shows a message from {email} dated {date}.",
    "Remote monitoring from IP {ip} flagged pacemaker serial number {serial}.",
    "Insulin pump S/N {serial} was replaced on {date}; {lab_result}.",
    "Driver's license {license} and license plate {plate} recorded for the parking permit.",
    "Motor vehicle accident: VIN {vin}; the driver, {name}, had {symptom}.",
    "Billing account number {account}; claim submitted {date}.",
    "Mr. {name} has {condition} treated with {drug} {dose}; MRN {mrn}.",
    "{name} was born on {dob} and was diagnosed with {eponym} in {year}.",
    "Discharge date {date}. Follow up with Dr. {last} at {phone}.",
    "Labs drawn {date}: {lab_result}, {lab_result}.",
    "Chart #{mrn}: {name}, {old_age} years old, {condition}.",
    "Address on file: {street}, {city}, {state} {zip}.",
    "Moved from {city} to {street}, {city} last month; {eponym} stable.",
    "Medical record number {mrn}; date of birth {dob}; {age}-year-old with {condition}.",
    "Fax results to {phone}, attention {name}.",
    "The patient's wife, {first}, called from {phone} on {date_short}.",
    "{first} {last} reports {symptom} for {duration}; {drug} {dose} helped.",
    "Seen {date_short} by {name}, NP; {eponym} stable on {drug}.",
    "Health plan subscriber ID {member} (policyholder {name}).",
    "Dr. {last}'s DEA number {dea} is on the prescription for {drug} {dose}.",
    "Email {email} or call {phone} to reschedule the {date} appointment.",
    "Grandmother, age {old_age}, had {eponym}; mother had {condition}.",
    "{name}, a {old_age} y/o resident of {city}, presented on {date} with {symptom}.",
    "Hospital course: admitted {date}, discharged {date}; MRN {mrn}.",
    "PCP {name}, NPI {npi}, {street}, {city}, {state} {zip}, phone {phone}.",
    "Specimen accession {accession} collected {date} from {name}.",
    "Patient ID {mrn}, {name}, {age}-year-old on {drug} {dose} {freq}.",
    "Passport number {passport} copied for the international patient file of {name}.",
    "The patient ({first}) asked that {name} not be given information about {condition}.",
    "{name}, {old_age}, {condition}; {lab_result}; {drug} {dose} {freq}.",
)
PHI_FREE: tuple[str, ...] = (
    "Started {drug} {dose} {freq} for {condition}.",
    "{lab_result}; {lab_result}.",
    "History of {eponym} since {year}, well controlled on {drug}.",
    "A {age}-year-old with {eponym} presented with {symptom} for {duration}.",
    "{eponym} was diagnosed in {year}; {drug} {dose} was continued.",
    "BP {bp}, HR {hr}, SpO2 {spo2}% on room air.",
    "Pain {small}/10, improved after {drug} {dose}.",
    "Increase {drug} to {dose} {freq}; recheck {lab_result} in {duration}.",
    "Family history of {eponym} and {condition}.",
    "{eponym} and {eponym} are both in the differential.",
    "Switched from {drug} to {drug} because of {symptom}.",
    "Screening for {eponym} was negative in {year}.",
    "{condition} managed with {drug} {dose} and {drug} {dose}.",
    "The {age}-year-old man has had {condition} for {duration}.",
    "Consider {eponym} if {symptom} persists beyond {duration}.",
    "Avoid {drug} in patients with {eponym}.",
    "{drug} {dose} PO {freq} x {small} days.",
    "Holter monitor showed paroxysmal atrial fibrillation; CHA2DS2-VASc score {small}.",
    "Glasgow Coma Scale {gcs}, pupils equal and reactive.",
    "Since {year} she has used {drug} for {condition}.",
    "MMSE {mmse}/30; {eponym} suspected.",
    "Apgar scores {small} and {small}.",
    "{eponym} flare treated with a {drug} taper over {duration}.",
    "{lab_result}, {lab_result}; hold {drug}.",
    "Guideline: {drug} is first line for {condition} in adults.",
    "Biopsy confirmed {eponym}; staging is pending.",
    "{lab_result} on {drug}; target INR 2-3.",
    "Travelled to {country} in {year}; no fever since.",
    "Lives in {state_name}; {age}-year-old retired teacher with {condition}.",
    "Patients over {age} with {condition} benefit from {drug}.",
    "{drug} {dose} every {small} hours as needed for {symptom}.",
    "{small}-day course of {drug} completed for {condition}.",
    "Knee X-ray shows osteoarthritis; {drug} {dose} as needed.",
    "{eponym} in remission since {year}.",
    "Wells score {small}; D-dimer negative; {drug} {dose} {freq}.",
    "Seen by cardiology; {eponym} ruled out, continue {drug}.",
    "Mother had {eponym} at {age}; father had {condition}.",
    "{symptom} for {duration} with {lab_result}.",
    "Week {small} of {drug}: {lab_result}, weight stable.",
    "{eponym}: {drug} {dose} {freq} and {drug} {dose} {freq}.",
)


class _Filler:
    """Fills ``{slot}`` templates from seeded generators, recording where PHI slots land."""

    def __init__(self, seed: int) -> None:
        from faker import Faker

        self.rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
        self.fake = Faker("en_US")
        self.fake.seed_instance(seed)
        self.slots = value_slots(self.rng, self.fake)

    def fill(self, template: str) -> tuple[str, list[Span]]:
        text = ""
        spans: list[Span] = []
        for literal, field, _, _ in string.Formatter().parse(template):
            text += literal
            if field is None:
                continue
            kind, make = self.slots[field]
            value = make()
            if kind is not None:
                spans.append({"start": len(text), "end": len(text) + len(value), "type": kind})
            text += value
        return text, spans


def template_records(seed: int = SEED) -> list[Record]:
    filler = _Filler(seed)
    records = []
    for _ in range(CLINICAL_ROUNDS):
        for template in CLINICAL:
            text, spans = filler.fill(template)
            records.append(record("clinical-template", text, spans))
    for _ in range(PHI_FREE_ROUNDS):
        for template in PHI_FREE:
            text, spans = filler.fill(template)
            if spans:
                raise ValueError("a PHI-free template produced a PHI slot")
            records.append(record("phi-free", text, spans))
    return records
