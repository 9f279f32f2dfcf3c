"""Builds the PHI evaluation set, data/eval/pii/dataset.jsonl in the package (a dev tool).

``python -m clinrag.evaluation.pii_dataset`` regenerates it byte for byte (fixed seeds, pinned Faker
and presidio-evaluator); ``--seed N --out PATH`` builds a held-out set the same way from another
seed (``held_out``), on which to check that a change made while reading the shipped set's misses
generalises. Three parts, each line ``{"id", "source", "text", "spans", "phi_free"}``
with gold spans ``{"start", "end", "type"}`` in our types (``security.recognizers.PhiType``):

* ``presidio-evaluator``: sentences from ``PresidioSentenceFaker`` (generic, international PII:
  chat messages, addresses, card numbers). Its labels map to ours by ``FAKER_TYPES``; labels that
  are not Safe Harbor identifiers (organisation, nationality, job title, country, state, a year
  alone, a day of the week, an age of 89 or less) are dropped, so redacting one counts against
  precision. Adjacent street parts (number, street, apartment) become one ADDRESS span.
* ``clinical-template``: our own clinical-note templates with PHI (MRN, DOB, NPI, DEA, insurance
  ids, phones, addresses, dates, ages over 89) among drugs, doses, conditions and labs.
* ``phi-free``: our own clinical sentences without PHI (drugs, doses, eponyms, labs, years, ages
  of 89 or less); every redaction there is a false one.
"""

from __future__ import annotations

import json
import random
import string
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from clinrag.shipped_data import PII_DATASET

SEED = 20_240_611
HELD_OUT_SEED = 7_310_529
FAKER_SENTENCES = 1_200
CLINICAL_ROUNDS = 8
PHI_FREE_ROUNDS = 6

FAKER_TYPES: dict[str, str | None] = {
    "person": "PERSON", "name": "PERSON", "name_female": "PERSON", "name_male": "PERSON",
    "first_name": "PERSON", "first_name_female": "PERSON", "first_name_male": "PERSON",
    "first_name_nonbinary": "PERSON", "last_name": "PERSON", "last_name_female": "PERSON",
    "last_name_male": "PERSON",
    "address": "ADDRESS", "street_address": "ADDRESS", "street_name": "ADDRESS",
    "building_number": "ADDRESS", "secondary_address": "ADDRESS",
    "city": "LOCATION", "postcode": "ZIP", "zipcode": "ZIP",
    "phone_number": "PHONE", "email": "EMAIL", "ssn": "SSN", "url": "URL",
    "ip_address": "IP_ADDRESS", "credit_card_number": "ACCOUNT", "iban": "ACCOUNT",
    "us_driver_license": "LICENSE", "date_time": "DATE", "date_of_birth": "DATE",
    "age": "AGE",  # only above 89, see _gold_type
    "organization": None, "nationality": None, "nation_man": None, "nation_woman": None,
    "nation_plural": None, "country": None, "state": None, "state_abbr": None, "job": None,
    "prefix": None, "prefix_male": None, "prefix_female": None, "year": None,
    "day_of_week": None,
}  # fmt: skip
_STREET_PARTS = {"street_address", "street_name", "building_number", "secondary_address"}

Span = dict[str, Any]
Record = dict[str, Any]


def _gold_type(label: str, value: str) -> str | None:
    if label not in FAKER_TYPES:
        raise ValueError(f"unmapped presidio-evaluator label {label!r}: add it to FAKER_TYPES")
    mapped = FAKER_TYPES[label]
    if mapped == "AGE" and not (value.isdigit() and int(value) > 89):
        return None
    return mapped


def _unescape_newlines(text: str, spans: list[tuple[int, int, str, str]]) -> tuple[str, list[Span]]:
    """Some faker templates carry a literal backslash-n; make it a newline and shift spans."""
    new_index: list[int] = []
    out: list[str] = []
    i = 0
    while i < len(text):
        new_index.append(len("".join(out)))
        if text.startswith("\\n", i):
            new_index.append(len("".join(out)))
            out.append("\n")
            i += 2
        else:
            out.append(text[i])
            i += 1
    new_index.append(len("".join(out)))
    fixed = [
        {"start": new_index[s], "end": new_index[e], "type": t, "_label": label}
        for s, e, t, label in spans
    ]
    return "".join(out), fixed


def _merge_street_parts(text: str, spans: list[Span]) -> list[Span]:
    merged: list[Span] = []
    for span in sorted(spans, key=lambda s: s["start"]):
        last = merged[-1] if merged else None
        if (
            last is not None
            and last["_label"] in _STREET_PARTS
            and span["_label"] in _STREET_PARTS
            and not text[last["end"] : span["start"]].strip()
        ):
            last["end"] = span["end"]
        else:
            merged.append(dict(span))
    return [{k: v for k, v in s.items() if k != "_label"} for s in merged]


def faker_records(count: int = FAKER_SENTENCES, seed: int = SEED) -> list[Record]:
    from faker.providers import BaseProvider
    from presidio_evaluator.data_generator import (  # type: ignore[import-untyped]
        PresidioSentenceFaker,
    )
    from presidio_evaluator.data_generator.faker_extensions import (  # type: ignore[import-untyped]
        HospitalProvider,
    )
    from presidio_evaluator.data_generator.presidio_sentence_faker import (  # type: ignore[import-untyped]
        presidio_additional_entity_providers,
    )

    # HospitalProvider queries Wikidata when built; no template here uses it.
    providers = [p for p in presidio_additional_entity_providers if p is not HospitalProvider]

    class FixedClock(BaseProvider):
        """Faker's date providers count back from today; these count from fixed days."""

        def date_time(self) -> datetime:
            start, end = datetime(1970, 1, 1), datetime(2024, 12, 31)
            return self.generator.date_time_between(start, end)  # type: ignore[no-any-return]

        def date_of_birth(self) -> date:
            start, end = date(1925, 1, 1), date(2006, 12, 31)
            return self.generator.date_between(start, end)  # type: ignore[no-any-return]

        def year(self) -> str:
            return str(self.generator.random_int(1970, 2024))

    identity = {label: label for label in FAKER_TYPES}
    # The person table it loads draws middle initials from the global random before the
    # faker seeds it; seed first so the names are reproducible too.
    random.seed(seed)
    sentence_faker = PresidioSentenceFaker(
        "en_US", lower_case_ratio=0.05, entity_providers=[*providers, FixedClock],
        entity_type_mapping=identity, random_seed=seed,
    )  # fmt: skip
    records = []
    for sample in sentence_faker.generate_new_fake_sentences(count):
        raw = [
            (s.start_position, s.end_position, kind, s.entity_type)
            for s in sample.spans
            if (kind := _gold_type(s.entity_type, s.entity_value)) is not None
        ]
        text, spans = _unescape_newlines(sample.full_text, raw)
        records.append(_record("presidio-evaluator", text, _merge_street_parts(text, spans)))
    return records


def _record(source: str, text: str, spans: list[Span]) -> Record:
    ordered = sorted(spans, key=lambda s: (s["start"], s["end"]))
    return {"source": source, "text": text, "spans": ordered, "phi_free": source == "phi-free"}


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
_DRUGS = (
    "metformin", "Lasix", "Eliquis", "lisinopril", "atorvastatin", "Keppra", "Synthroid",
    "Januvia", "apixaban", "amlodipine", "sertraline", "Ozempic", "Xarelto", "Plavix", "prednisone",
    "levetiracetam", "Humira", "methotrexate", "insulin glargine", "furosemide", "Zoloft",
    "Norvasc", "Entresto", "Lyrica", "gabapentin", "Toprol XL", "Coreg", "Zestril", "Glucophage",
    "Lovenox", "Protonix", "Tradjenta", "Rybelsus", "Sinemet", "Aricept", "Cozaar", "Bactrim",
    "Augmentin", "doxycycline", "Valtrex", "Singulair", "Flonase", "Benadryl", "Ativan", "Xanax",
    "Tylenol", "Motrin", "Percocet", "Dilaudid", "Zofran", "Colace", "Senokot", "Lexapro",
    "Wellbutrin", "Seroquel", "Abilify", "Depakote", "Lamictal", "Vimpat", "Nexium", "Pepcid",
    "carbidopa-levodopa", "hydroxychloroquine", "spironolactone", "warfarin", "Coumadin",
)  # fmt: skip
_DOSES = ("500 mg", "1 g", "10 mg", "25 mcg", "40 units", "0.5 mg", "2.5 mg", "81 mg",
          "20 mg/kg", "100 mcg", "5 mL", "1 tablet", "12.5 mg", "750 mg", "0.125 mg")  # fmt: skip
_FREQUENCIES = ("twice daily", "once daily", "BID", "TID", "q6h", "at bedtime", "every morning",
                "PRN", "weekly", "three times daily")  # fmt: skip
_CONDITIONS = (
    "type 2 diabetes", "hypertension", "COPD", "heart failure with reduced ejection fraction",
    "atrial fibrillation", "chronic kidney disease stage 3", "osteoarthritis",
    "major depressive disorder", "community-acquired pneumonia", "hypothyroidism", "gout",
    "asthma", "migraine", "iron deficiency anemia", "obstructive sleep apnea", "GERD",
    "cellulitis", "a urinary tract infection", "rheumatoid arthritis", "multiple sclerosis",
)  # fmt: skip
_EPONYMS = (
    "Parkinson's disease", "Cushing syndrome", "Hodgkin lymphoma", "Down syndrome",
    "Crohn's disease", "Alzheimer's disease", "Graves' disease", "Hashimoto's thyroiditis",
    "Addison's disease", "Bell's palsy", "Guillain-Barré syndrome", "Sjögren's syndrome",
    "Raynaud's phenomenon", "Wilson's disease", "Huntington's disease", "Kawasaki disease",
    "Lyme disease", "Ménière's disease", "Barrett's esophagus", "Tourette syndrome",
    "Marfan syndrome", "Paget's disease of bone", "Tietze syndrome", "Kienböck disease",
    "Brown-Séquard syndrome", "Lambert-Eaton syndrome", "Osgood-Schlatter disease",
    "Dupuytren's contracture", "a Mallory-Weiss tear", "Wolff-Parkinson-White syndrome",
    "Takotsubo cardiomyopathy", "Waldenström macroglobulinemia", "Peyronie's disease",
    "Legg-Calvé-Perthes disease", "Charcot-Marie-Tooth disease", "von Willebrand disease",
    "Kaposi sarcoma", "Ewing sarcoma", "Burkitt lymphoma", "Hirschsprung disease",
    "Creutzfeldt-Jakob disease", "Wernicke encephalopathy", "a Baker's cyst",
    "Zenker's diverticulum", "Still's disease", "Behçet's disease", "Klinefelter syndrome",
    "Turner syndrome", "Asperger syndrome", "Horner syndrome", "West Nile virus infection",
    "Rocky Mountain spotted fever", "Epstein-Barr virus infection", "non-Hodgkin lymphoma",
)  # fmt: skip
_LABS: tuple[tuple[str, float, float, int, str], ...] = (
    ("eGFR", 15, 110, 0, ""), ("HbA1c", 5.0, 12.0, 1, "%"), ("creatinine", 0.6, 4.0, 1, " mg/dL"),
    ("potassium", 3.0, 6.2, 1, " mmol/L"), ("TSH", 0.1, 9.0, 2, " mIU/L"),
    ("LDL", 50, 210, 0, " mg/dL"), ("troponin", 0.01, 2.0, 2, " ng/mL"),
    ("BNP", 40, 2400, 0, " pg/mL"), ("INR", 0.9, 4.5, 1, ""), ("hemoglobin", 6.5, 16.5, 1, " g/dL"),
    ("WBC", 2.0, 24.0, 1, ""), ("CRP", 1, 240, 0, " mg/L"), ("ferritin", 5, 900, 0, " ng/mL"),
    ("sodium", 120, 150, 0, " mmol/L"), ("ALT", 8, 400, 0, " U/L"), ("PSA", 0.2, 20.0, 1, " ng/mL"),
    ("vitamin D", 8, 70, 0, " ng/mL"), ("lactate", 0.5, 8.0, 1, " mmol/L"),
    ("procalcitonin", 0.05, 10.0, 2, " ng/mL"), ("eGFR", 20, 90, 0, " mL/min/1.73m2"),
)  # fmt: skip
_SYMPTOMS = ("chest pain", "dyspnea on exertion", "fatigue", "tremor", "headache",
             "joint pain", "palpitations", "syncope", "weight loss", "nocturia", "dizziness",
             "a rash")  # fmt: skip
_DURATIONS = ("3 weeks", "2 days", "6 months", "10 years", "48 hours", "several weeks",
              "a month", "5 days")  # fmt: skip
_CITIES = ("Springfield", "Columbus", "Dayton", "Worcester", "Fresno", "Tulsa", "Boise",
           "Scranton", "Macon", "Duluth", "Yonkers", "Pueblo", "Chattanooga", "Lubbock",
           "Kalamazoo", "Flagstaff", "Bangor", "Billings", "Eugene", "Savannah")  # fmt: skip
_COUNTRIES = ("Mexico", "India", "Brazil", "Kenya", "Germany", "Vietnam", "Peru", "Canada")
_STATE_NAMES = ("Ohio", "Texas", "Vermont", "Oregon", "Georgia", "Nevada", "Maine", "Iowa")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")  # fmt: skip
_SAMPLE_SSNS = ("123-45-6789", "078-05-1120", "219-09-9999", "111-22-3333")
_MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY"
_VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def value_slots(rng: random.Random, fake: Any) -> dict[str, tuple[str | None, Callable[[], str]]]:
    """Slot name -> (gold type or None for non-PHI, value generator). The note generator
    (``note_dataset``) draws its values from the same table."""
    from clinrag.security.recognizers import dea_ok, npi_ok, vin_ok

    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))

    def pick(options: tuple[str, ...]) -> Callable[[], str]:
        return lambda: rng.choice(options)

    def a_date(with_year: bool = True) -> str:
        day = date(1925, 1, 1) + timedelta(days=rng.randrange(36_500))
        m, d, y, name = day.month, day.day, day.year, _MONTHS[day.month - 1]
        if not with_year:
            return rng.choice((f"{name} {d}", f"{m}/{d}", f"{name[:3]} {d}"))
        return rng.choice((
            f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y % 100:02d}", f"{name} {d}, {y}",
            f"{d} {name} {y}", f"{y}-{m:02d}-{d:02d}", f"{name[:3]} {d}, {y}",
            f"{m:02d}-{d:02d}-{y}", f"{d} {name[:3]} {y}", f"{m}.{d}.{y}",
        ))  # fmt: skip

    def phone() -> str:
        a, b, c = f"{rng.randint(2, 9)}{digits(2)}", digits(3), digits(4)
        return rng.choice(
            (
                f"({a}) {b}-{c}",
                f"{a}-{b}-{c}",
                f"{a}.{b}.{c}",
                f"+1 {a} {b} {c}",
                f"1-{a}-{b}-{c}",
                f"({a}){b}-{c}",
                f"{a}-{b}-{c} ext. {digits(3)}",
            )
        )

    def ssn() -> str:
        if rng.random() < 0.3:
            return rng.choice(_SAMPLE_SSNS)
        area, group, serial = f"{rng.randint(1, 665):03d}", digits(2), digits(4)
        return rng.choice((f"{area}-{group}-{serial}", f"{area} {group} {serial}"))

    def until(make: Callable[[], str], valid: Callable[[str], bool]) -> str:
        while not valid(value := make()):
            pass
        return value

    def mbi() -> str:
        L, A = _MBI_LETTERS, _MBI_LETTERS + string.digits
        v = (
            f"{rng.randint(1, 9)}{rng.choice(L)}{rng.choice(A)}{digits(1)}{rng.choice(L)}"
            f"{rng.choice(A)}{digits(1)}{rng.choice(L)}{rng.choice(L)}{digits(2)}"
        )
        return v if rng.random() < 0.5 else f"{v[:4]}-{v[4:7]}-{v[7:]}"

    return {
        "name": ("PERSON", lambda: f"{fake.first_name()} {fake.last_name()}"),
        "first": ("PERSON", fake.first_name),
        "last": ("PERSON", fake.last_name),
        "mrn": (
            "MRN",
            lambda: rng.choice(
                (
                    f"00{digits(6)}",
                    digits(7),
                    f"A{digits(7)}",
                    f"{digits(2)}-{digits(3)}-{digits(3)}",
                    f"MR{digits(7)}",
                    f"E{digits(8)}",
                )
            ),
        ),
        "dob": ("DATE", a_date),
        "date": ("DATE", a_date),
        "date_short": ("DATE", lambda: a_date(with_year=False)),
        "ssn": ("SSN", ssn),
        "phone": ("PHONE", phone),
        "email": ("EMAIL", fake.email),
        "street": ("ADDRESS", fake.street_address),
        "city": ("LOCATION", lambda: rng.choice((fake.city(), rng.choice(_CITIES)))),
        "zip": ("ZIP", lambda: rng.choice((fake.zipcode(), fake.zipcode_plus4()))),
        "npi": ("NPI", lambda: until(lambda: f"{rng.randint(1, 2)}{digits(9)}", npi_ok)),
        "dea": (
            "DEA",
            lambda: until(
                lambda: f"{rng.choice('ABFGM')}{rng.choice(string.ascii_uppercase)}{digits(7)}",
                dea_ok,
            ),
        ),
        "member": ("HEALTH_PLAN_ID", lambda: f"{rng.choice(('XJH', 'W', 'ZGP', 'H'))}{digits(9)}"),
        "group": ("HEALTH_PLAN_ID", lambda: rng.choice((f"GRP-{digits(6)}", digits(6)))),
        "mbi": ("HEALTH_PLAN_ID", mbi),
        "account": ("ACCOUNT", lambda: digits(rng.randint(8, 12))),
        "license": (
            "LICENSE",
            lambda: rng.choice(
                (f"D{digits(7)}", f"MD{digits(6)}", f"S{digits(3)}-{digits(4)}-{digits(4)}")
            ),
        ),
        "plate": (
            "VEHICLE_ID",
            lambda: until(fake.license_plate, lambda v: any(c.isdigit() for c in v)),
        ),
        "vin": (
            "VEHICLE_ID",
            lambda: until(lambda: "".join(rng.choice(_VIN_CHARS) for _ in range(17)), vin_ok),
        ),
        "serial": (
            "DEVICE_ID",
            lambda: rng.choice(
                (f"PJN{digits(6)}", f"SN-{digits(7)}", f"{rng.choice('KLMR')}{digits(9)}")
            ),
        ),
        "url": (
            "URL",
            lambda: rng.choice(
                (
                    f"https://portal.{fake.domain_name()}/patient/{digits(6)}",
                    f"www.{fake.domain_name()}",
                    f"http://{fake.domain_name()}/records?id={digits(5)}",
                )
            ),
        ),
        "ip": ("IP_ADDRESS", lambda: fake.ipv4() if rng.random() < 0.8 else fake.ipv6()),
        "accession": ("ID", lambda: f"S{digits(2)}-{digits(5)}"),
        "passport": ("ID", lambda: rng.choice((digits(9), f"{rng.choice('CEX')}{digits(8)}"))),
        "old_age": ("AGE", lambda: str(rng.randint(90, 104))),
        "state": (None, fake.state_abbr),
        "age": (None, lambda: str(rng.randint(18, 89))),
        "year": (None, lambda: str(rng.randint(1995, 2024))),
        "sex": (None, pick(("woman", "man", "female", "male"))),
        "drug": (None, pick(_DRUGS)),
        "dose": (None, pick(_DOSES)),
        "freq": (None, pick(_FREQUENCIES)),
        "condition": (None, pick(_CONDITIONS)),
        "eponym": (None, pick(_EPONYMS)),
        "lab_result": (None, lambda: _lab(rng)),
        "symptom": (None, pick(_SYMPTOMS)),
        "duration": (None, pick(_DURATIONS)),
        "country": (None, pick(_COUNTRIES)),
        "state_name": (None, pick(_STATE_NAMES)),
        "small": (None, lambda: str(rng.randint(1, 9))),
        "bp": (None, lambda: f"{rng.randint(95, 180)}/{rng.randint(55, 105)}"),
        "hr": (None, lambda: str(rng.randint(48, 130))),
        "spo2": (None, lambda: str(rng.randint(86, 100))),
        "gcs": (None, lambda: str(rng.randint(3, 15))),
        "mmse": (None, lambda: str(rng.randint(10, 30))),
    }


def _lab(rng: random.Random) -> str:
    name, low, high, places, unit = rng.choice(_LABS)
    return f"{name} {round(rng.uniform(low, high), places):.{places}f}{unit}"


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
            records.append(_record("clinical-template", text, spans))
    for _ in range(PHI_FREE_ROUNDS):
        for template in PHI_FREE:
            text, spans = filler.fill(template)
            if spans:
                raise ValueError("a PHI-free template produced a PHI slot")
            records.append(_record("phi-free", text, spans))
    return records


def build(seed: int = SEED) -> list[Record]:
    records = faker_records(seed=seed) + template_records(seed)
    return [{"id": f"pii-{n:05d}", **record} for n, record in enumerate(records, 1)]


def write(records: list[Record], path: Path = PII_DATASET) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = (json.dumps(r, ensure_ascii=False, sort_keys=True) for r in records)
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")


def held_out(seed: int = HELD_OUT_SEED) -> list[Record]:
    """A second set built the same way from another seed, to check that changes made while
    reading misses on the shipped set generalise. Not shipped: write it outside data/."""
    return build(seed)


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seed", type=int, default=SEED, help=f"default {SEED} (the shipped set)")
    parser.add_argument("--out", type=Path, default=PII_DATASET, help="default: the shipped set")
    args = parser.parse_args(argv)
    write(build(args.seed), args.out)


if __name__ == "__main__":
    main()
