# ruff: noqa: E501
"""Writes src/clinrag/data/eval/notes_extra/notes.jsonl: a second development set of clinical notes.

Four document families that neither the dev notes (``clinrag.evaluation.note_dataset``) nor the
blind notes have: patient-portal messages with the clinic's reply, referral faxes with a cover
sheet, ambulance (paramedic) handovers, and care-home transfer letters; two house styles each (US
and UK, headed and lower-case dictated). Written before the safe-list pass for lower-case words, to
measure it on families no rule was written from. Surrogate names and places come from Faker
(pinned, several locales, so names are not only English); other identifiers from the seeded
random generator. Templates mark a gold PHI span as ``[[TYPE:value]]`` and a clinical value that
must survive as ``{{kind:value}}``; the markup is stripped and the offsets kept. The output is
fully determined by SEED: running this again rewrites the file byte for byte:

    python scripts/build_dev_notes_extra.py
"""

from __future__ import annotations

import json
import random
import re
import string
from collections.abc import Callable
from pathlib import Path

from faker import Faker

SEED = 20261125
PER_TEMPLATE = 4
OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/eval/notes_extra/notes.jsonl"
_LOCALES = ("en_US", "en_GB", "en_IN", "es_MX", "pl_PL", "de_DE")
_MARK = re.compile(r"\[\[([A-Z_]+):(.*?)\]\]|\{\{([a-z]+):(.*?)\}\}", re.DOTALL)

_DRUGS = (
    ("metoprolol succinate", "50 mg", "once daily"), ("apixaban", "5 mg", "twice daily"),
    ("furosemide", "40 mg", "every morning"), ("sertraline", "100 mg", "daily"),
    ("levothyroxine", "75 mcg", "before breakfast"), ("amlodipine", "10 mg", "od"),
    ("donepezil", "10 mg", "nocte"), ("paracetamol", "1 g", "qds"), ("ramipril", "5 mg", "od"),
    ("insulin glargine", "22 units", "at night"), ("tamsulosin", "400 mcg", "od"),
    ("lansoprazole", "30 mg", "om"), ("morphine sulfate oral solution", "2.5 mg", "prn"),
    ("bisoprolol", "2.5 mg", "od"), ("gabapentin", "300 mg", "tid"), ("warfarin", "3 mg", "daily"),
    ("atorvastatin", "40 mg", "at night"), ("salbutamol inhaler", "2 puffs", "prn"),
    ("methotrexate", "15 mg", "weekly"), ("quetiapine", "25 mg", "bd"),
)  # fmt: skip
_CONDITIONS = (
    "atrial fibrillation", "heart failure with reduced ejection fraction", "type 2 diabetes",
    "COPD", "vascular dementia", "chronic kidney disease stage 3b", "hypothyroidism",
    "rheumatoid arthritis", "Parkinson's disease", "osteoporosis", "recurrent syncope",
    "sick sinus syndrome", "hypertension", "peripheral neuropathy", "major depressive disorder",
)  # fmt: skip
_SYMPTOMS = (
    "palpitations", "dizziness on standing", "worsening breathlessness", "a productive cough",
    "ankle swelling", "intermittent chest tightness", "new confusion", "dysuria",
    "poor appetite", "a fall with no loss of consciousness", "lightheadedness", "orthopnoea",
)  # fmt: skip
_FINDINGS = (
    "bibasal crepitations", "pitting oedema to the knees", "GCS 15", "pupils equal and reactive",
    "abdomen soft, non-tender", "irregularly irregular pulse", "skin tear to left forearm",
    "no focal neurology", "sacral pressure sore grade 2", "mild tachypnoea",
)  # fmt: skip
_VITALS = ("BP 148/86", "HR 112 irregular", "RR 22", "SpO2 91% on air", "temp 37.9",
           "BM 14.2", "pulse 58", "sats 95%", "resp rate 18", "BP 96/54")  # fmt: skip
_DEVICES = ("pacemaker", "PEG tube", "urinary catheter", "hearing aids", "walking frame",
            "implantable loop recorder", "insulin pen", "CPAP machine")  # fmt: skip
_PROCEDURES = ("echocardiogram", "Holter monitor", "CT head", "chest X-ray", "DEXA scan",
               "colonoscopy", "tilt table test", "ECG")  # fmt: skip
_SPECIALTIES = ("cardiology", "neurology", "rheumatology", "falls clinic", "memory clinic",
                "endocrinology", "respiratory", "urology")  # fmt: skip
_PLANS = ("Aetna", "BlueCross BlueShield", "UnitedHealthcare", "Cigna", "Humana", "Medicaid")


class _Note:
    """One note's people and value makers: each person keeps their name across the note."""

    def __init__(self, rng: random.Random, fakes: list[Faker]) -> None:
        self.rng, self._fakes = rng, fakes
        self._people: dict[str, tuple[str, str]] = {}

    def _fake(self) -> Faker:
        return self.rng.choice(self._fakes)

    def _person(self, who: str) -> tuple[str, str]:
        if who not in self._people:
            f = self._fake()
            self._people[who] = (f.first_name(), f.last_name())
        return self._people[who]

    def name(self, who: str, form: str = "name") -> str:
        first, last = self._person(who)
        value = {
            "name": f"{first} {last}", "first": first, "last": last, "rev": f"{last}, {first}",
            "LAST": last.upper(), "NAME": f"{first} {last}".upper(), "lower": last.lower(),
            "lname": f"{first} {last}".lower(), "lfirst": first.lower(), "ini": f"{first[0]}{last[0]}",
            "inil": f"{first[0]}{last[0]}".lower(), "dotted": f"{first[0]}. {last}",
        }[form]  # fmt: skip
        return f"[[PERSON:{value}]]"

    def d(self, n: int) -> str:
        return "".join(self.rng.choice(string.digits) for _ in range(n))

    def letters(self, n: int) -> str:
        return "".join(self.rng.choice(string.ascii_uppercase) for _ in range(n))

    def phi(self, kind: str, value: str) -> str:
        return f"[[{kind}:{value}]]"

    def keep(self, kind: str, value: str) -> str:
        return f"{{{{{kind}:{value}}}}}"

    def date(self) -> str:
        r = self.rng
        m, day, y = r.randint(1, 12), r.randint(1, 28), r.randint(2020, 2026)
        months = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")  # fmt: skip
        forms = (f"{m}/{day}/{y}", f"{day:02d}/{m:02d}/{y}", f"{day} {months[m - 1]} {y}",
                 f"{months[m - 1]} {day}", f"{m}/{day}", f"{day}.{m:02d}.{y % 100:02d}",
                 f"{y}-{m:02d}-{day:02d}")  # fmt: skip
        return self.phi("DATE", r.choice(forms))

    def dob(self) -> str:
        r = self.rng
        return self.phi(
            "DATE", f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/{r.randint(1925, 1990)}"
        )

    def phone(self) -> str:
        r, d = self.rng, self.d
        return self.phi("PHONE", r.choice((f"({d(3)}) {d(3)}-{d(4)}", f"0{d(4)} {d(6)}",
                                           f"{d(3)}.{d(3)}.{d(4)}", f"07{d(3)} {d(3)} {d(3)}")))  # fmt: skip

    def place(self) -> str:
        return self.phi("LOCATION", self._fake().city())

    def street(self) -> str:
        f = self.rng.choice(self._fakes[:2])
        return self.phi("ADDRESS", f.street_address().replace("\n", ", "))

    def zip(self) -> str:
        return self.phi(
            "ZIP",
            self.rng.choice(
                (self.d(5), f"{self.letters(2)}{self.d(1)} {self.d(1)}{self.letters(2)}")
            ),
        )

    def email(self, who: str) -> str:
        first, last = self._person(who)
        plain = "".join(c for c in f"{first[0]}{last}".lower() if c.isascii() and c.isalnum())
        return self.phi(
            "EMAIL",
            f"{plain}{self.d(2)}@{self.rng.choice(('gmail.com', 'outlook.com', 'yahoo.co.uk'))}",
        )

    def facility(self, kind: str) -> str:
        f, r = self._fake(), self.rng
        name = {
            "home": r.choice((f"{f.last_name()} House", f"{f.city()} Lodge Care Home",
                              f"The {f.last_name()} Nursing Home", f"{f.first_name()} Court")),
            "hospital": r.choice((f"{f.city()} General Hospital", f"{f.last_name()} Memorial Hospital",
                                  f"{f.city()} Community Hospital")),
            "practice": r.choice((f"{f.last_name()} Family Practice", f"{f.city()} Medical Group",
                                  f"{f.street_name()} Surgery")),
            "pharmacy": r.choice((f"{f.last_name()} Pharmacy", f"{f.city()} Chemists")),
        }[kind]  # fmt: skip
        return self.phi("LOCATION", name)

    def med(self) -> str:
        drug, dose, freq = self.rng.choice(_DRUGS)
        return f"{self.keep('drug', drug)} {self.keep('dose', dose)} {self.keep('freq', freq)}"

    def pick(self, kind: str, options: tuple[str, ...]) -> str:
        return self.keep(kind, self.rng.choice(options))

    def age90(self) -> str:
        return self.phi("AGE", str(self.rng.randint(90, 103)))


def portal_us(n: _Note) -> str:
    return f"""MyChart message thread
From: {n.name("P")}  <{n.email("P")}>
To: {n.facility("practice")} - Dr {n.name("A", "last")}'s team
Sent: {n.date()} 21:14
Subject: question about my {n.pick("drug", ("metoprolol", "apixaban", "sertraline"))}

hi dr {n.name("A", "lower")}, its {n.name("P", "lfirst")} again. since i saw you on {n.date()} ive had {n.pick("symptom", _SYMPTOMS)} and {n.pick("symptom", _SYMPTOMS)} most evenings. my husband {n.name("F", "lfirst")} says i look pale. i have {n.pick("condition", _CONDITIONS)} and the {n.pick("device", _DEVICES)} was checked in {n.place()} last month. should i keep taking {n.med()}? my pharmacy is {n.facility("pharmacy")} on {n.street()}. best number is {n.phone()}.
member id {n.phi("HEALTH_PLAN_ID", f"{n.letters(3)}{n.d(9)}")} if you need it for the referral.

---- Reply from {n.name("N", "name")}, RN ({n.date()}) ----
Hi {n.name("P", "first")}, thanks for the message. Dr. {n.name("A", "last")} reviewed it: please continue {n.med()} and do not stop it on your own. We would like a {n.pick("procedure", _PROCEDURES)} and an office visit this week; the scheduler ({n.name("S", "first")}) will call you from {n.phone()}. If the {n.pick("symptom", ("palpitations", "dizziness", "breathlessness"))} get worse or you faint, call 911.
- {n.name("N", "lname")} / msg ref {n.phi("ID", f"MC-{n.d(8)}")}
"""


def portal_uk(n: _Note) -> str:
    return f"""NHS App - message to {n.facility("practice")}
Patient: {n.name("P", "rev")}   NHS No: {n.phi("MRN", f"{n.d(3)} {n.d(3)} {n.d(4)}")}   DOB {n.dob()}
Received {n.date()}

dear doctor, i am writing for my mum {n.name("P", "lname")} who is {n.age90()} and lives with us at {n.street()}, {n.place()} {n.zip()}. since the new {n.med()} she has {n.pick("symptom", _SYMPTOMS)}. the district nurse {n.name("D", "lfirst")} {n.name("D", "lower")} came on {n.date()} and found {n.pick("vital", _VITALS)}. mum has {n.pick("condition", _CONDITIONS)} and a {n.pick("device", _DEVICES)}. can someone ring me on {n.phone()}? thank you, {n.name("F", "lname")}

Practice reply ({n.name("A", "dotted")}, GP):
Thank you. I have reviewed your mum's notes. Please reduce {n.med()} and book bloods for {n.pick("lab", ("U&E", "FBC", "TFT", "HbA1c", "INR"))}. I have referred her to {n.pick("specialty", _SPECIALTIES)} at {n.facility("hospital")}. {n.name("A", "inil")}/{n.name("R", "inil")}
"""


def fax_us(n: _Note) -> str:
    return f"""*** FAX COVER SHEET ***
TO: {n.facility("practice")}   ATTN: Dr. {n.name("C", "name")}
FAX: {n.phone()}   PHONE: {n.phone()}
FROM: {n.name("A", "NAME")}, MD - {n.facility("hospital")}
DATE: {n.date()}   PAGES: 4 (including cover)
RE: referral - {n.pick("specialty", _SPECIALTIES)}

CONFIDENTIALITY: this fax contains protected health information.

REFERRAL
Patient: {n.name("P", "NAME")}   DOB: {n.dob()}   Sex: F
Address: {n.street()}, {n.place()}, TX {n.zip()}
Insurance: {n.rng.choice(_PLANS)}  member {n.phi("HEALTH_PLAN_ID", f"{n.letters(1)}{n.d(8)}")}  group {n.phi("HEALTH_PLAN_ID", n.d(6))}
SSN (last 4 on file): {n.phi("SSN", f"{n.d(3)}-{n.d(2)}-{n.d(4)}")}
Referring NPI: {n.phi("NPI", n.d(10))}
Reason: {n.pick("condition", _CONDITIONS)} with {n.pick("symptom", _SYMPTOMS)}; {n.pick("procedure", _PROCEDURES)} on {n.date()} abnormal.
Current meds: {n.med()}; {n.med()}; {n.med()}.
Exam: {n.pick("finding", _FINDINGS)}, {n.pick("vital", _VITALS)}.
Please call {n.name("S", "name")} (referral coordinator) at {n.phone()} ext {n.phi("PHONE", n.d(4))} to schedule.
auth # {n.phi("ID", f"{n.letters(2)}{n.d(7)}")}
"""


def fax_uk(n: _Note) -> str:
    return f"""fax from {n.facility("practice")} to {n.facility("hospital")} - {n.pick("specialty", _SPECIALTIES)} referrals
for the attention of dr {n.name("C", "lower")}
sender {n.name("A", "lname")}, gp partner   tel {n.phone()}   fax {n.phone()}
date sent {n.date()}

re {n.name("P", "lname")}, dob {n.dob()}, nhs {n.phi("MRN", f"{n.d(3)} {n.d(3)} {n.d(4)}")}
{n.street()}, {n.place()} {n.zip()}

dear colleague, thank you for seeing this lady with {n.pick("condition", _CONDITIONS)} and {n.pick("condition", _CONDITIONS)}. she reports {n.pick("symptom", _SYMPTOMS)} since {n.date()}. on examination {n.pick("finding", _FINDINGS)}, {n.pick("vital", _VITALS)}. {n.pick("procedure", _PROCEDURES)} showed {n.pick("finding", ("sinus pauses up to 4 seconds", "QTc 478 ms", "left bundle branch block", "no acute change"))}. medication: {n.med()}, {n.med()}. her daughter {n.name("F", "lname")} ({n.phone()}) attends appointments with her.
yours sincerely
{n.name("A", "lname")} / typed {n.name("T", "inil")} {n.date()}
"""


def ambulance_us(n: _Note) -> str:
    return f"""EMS PATIENT CARE REPORT - Incident {n.phi("ID", f"{n.d(2)}-{n.d(6)}")}
Unit: {n.phi("VEHICLE_ID", f"Medic {n.d(2)}")}   Crew: {n.name("A", "rev")} (P), {n.name("B", "dotted")} (EMT)
Dispatched {n.date()} 03:12  Scene: {n.street()}, {n.place()}
Pt: {n.name("P", "lname")}, {n.age90()} yo M   Destination: {n.facility("hospital")}

CC: {n.pick("symptom", _SYMPTOMS)}. found by neighbour {n.name("F", "lname")} on floor of kitchen. hx {n.pick("condition", _CONDITIONS)}, {n.pick("condition", _CONDITIONS)}, has {n.pick("device", _DEVICES)}.
Vitals: {n.pick("vital", _VITALS)}, {n.pick("vital", _VITALS)}, {n.pick("vital", _VITALS)}.
Assessment: {n.pick("finding", _FINDINGS)}; {n.pick("finding", _FINDINGS)}.
Tx: 12-lead {n.pick("finding", ("AF with RVR", "sinus brady", "paced rhythm", "ST depression V4-V6"))}, IV access, {n.keep("drug", "ondansetron")} {n.keep("dose", "4 mg")} IV.
meds found at home: {n.med()}; {n.med()}.
handed over to RN {n.name("N", "lower")} at 04:05. pcr by {n.name("A", "inil")} #{n.phi("ID", n.d(5))}
"""


def ambulance_uk(n: _Note) -> str:
    return f"""ATMIST handover - {n.phi("VEHICLE_ID", f"{n.letters(2)}{n.d(2)} {n.letters(3)}")} - incident {n.phi("ID", n.d(8))}
A - {n.age90()}, lives alone at {n.street()}, {n.place()}
T - called {n.date()} 14:20, on scene 14:41
M - {n.pick("symptom", _SYMPTOMS)} after getting up from chair; carer {n.name("F", "lname")} from {n.facility("home")} called 999
I - {n.pick("finding", _FINDINGS)}, {n.pick("finding", _FINDINGS)}
S - {n.pick("vital", _VITALS)}, {n.pick("vital", _VITALS)}, {n.pick("vital", _VITALS)}
T - {n.keep("drug", "paracetamol")} {n.keep("dose", "1 g")} IV, {n.keep("drug", "oxygen")} via nasal specs
background {n.pick("condition", _CONDITIONS)}, {n.pick("device", _DEVICES)} fitted {n.date()}. dnacpr in place, signed by dr {n.name("G", "lower")}.
crew: {n.name("A", "lname")} (paramedic) and {n.name("B", "lname")} (eca), handed to sister {n.name("N", "name")}
"""


def care_home_uk(n: _Note) -> str:
    return f"""{n.facility("home")}
{n.street()}
{n.place()} {n.zip()}
Tel {n.phone()}

TRANSFER LETTER - {n.date()}
Resident: {n.name("P", "name")} (known as "{n.name("P", "first")}")   Room {n.phi("ID", n.d(2))}
NHS number {n.phi("MRN", f"{n.d(3)} {n.d(3)} {n.d(4)}")}   Date of birth {n.dob()} (aged {n.age90()})
GP: Dr {n.name("G", "name")}, {n.facility("practice")}
Next of kin: {n.name("F", "name")} (son) {n.phone()}

Reason for transfer: {n.pick("symptom", _SYMPTOMS)} and {n.pick("symptom", _SYMPTOMS)} since yesterday, {n.pick("vital", _VITALS)}, {n.pick("vital", _VITALS)}.
Diagnoses: {n.pick("condition", _CONDITIONS)}; {n.pick("condition", _CONDITIONS)}.
Usual function: mobile with {n.pick("device", _DEVICES)}, needs prompting with meals. Has {n.pick("device", _DEVICES)}.
Current medication (MAR attached): {n.med()}; {n.med()}; {n.med()}.
Skin: {n.pick("finding", _FINDINGS)}.
Completed by {n.name("A", "name")}, senior carer, and checked by {n.name("B", "lname")} (nurse in charge, PIN {n.phi("LICENSE", f"{n.d(2)}{n.letters(1)}{n.d(4)}{n.letters(1)}")})
"""


def care_home_us(n: _Note) -> str:
    return f"""skilled nursing facility transfer form
facility: {n.facility("home")}   phone {n.phone()}
resident {n.name("P", "lname")}   dob {n.dob()}   medicare {n.phi("HEALTH_PLAN_ID", f"{n.d(1)}{n.letters(1)}{n.d(1)}{n.letters(2)}{n.d(2)}{n.letters(1)}{n.d(2)}")}
sending to {n.facility("hospital")} ed on {n.date()} via ambulance
attending dr {n.name("A", "lower")}, poa {n.name("F", "lname")} {n.phone()} {n.email("F")}

reason: {n.pick("symptom", _SYMPTOMS)}, {n.pick("vital", _VITALS)}. baseline oriented x2 with {n.pick("condition", _CONDITIONS)}.
code status dnr/dni. allergies: {n.keep("drug", "penicillin")}.
meds: {n.med()}, {n.med()}, last dose of {n.pick("drug", ("warfarin", "apixaban", "insulin glargine"))} at 08:00.
devices: {n.pick("device", _DEVICES)}.
report called to {n.name("N", "lfirst")} in the ed by {n.name("B", "name")} lpn, room {n.phi("ID", f"{n.d(3)}{n.letters(1)}")}
"""


FAMILIES: dict[str, tuple[Callable[[_Note], str], ...]] = {
    "patient_portal": (portal_us, portal_uk),
    "referral_fax": (fax_us, fax_uk),
    "ambulance_handover": (ambulance_us, ambulance_uk),
    "care_home_transfer": (care_home_uk, care_home_us),
}


def strip_markup(marked: str) -> tuple[str, list[dict[str, object]], list[dict[str, object]]]:
    """The plain text, its gold PHI spans and its kept clinical values."""
    text, spans, keep, at = "", [], [], 0
    for m in _MARK.finditer(marked):
        text += marked[at : m.start()]
        kind, value = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        where = {"start": len(text), "end": len(text) + len(value)}
        if m.group(1):
            spans.append({**where, "type": kind})
        else:
            keep.append({**where, "kind": kind})
        text += value
        at = m.end()
    return text + marked[at:], spans, keep


def build() -> list[dict[str, object]]:
    rng = random.Random(SEED)  # noqa: S311 - reproducible test data
    fakes = []
    for number, locale in enumerate(_LOCALES):
        fake = Faker(locale)
        fake.seed_instance(SEED + number)
        fakes.append(fake)
    records: list[dict[str, object]] = []
    for family, templates in FAMILIES.items():
        for _ in range(PER_TEMPLATE):
            for number, template in enumerate(templates, 1):
                text, spans, keep = strip_markup(template(_Note(rng, fakes)))
                records.append({"id": f"extra-{len(records) + 1:03d}", "family": family,
                                "template": f"{family}/{number}", "text": text, "spans": spans,
                                "keep": keep})  # fmt: skip
    return records


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    lines = (json.dumps(r, ensure_ascii=False, sort_keys=True) for r in build())
    OUT.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")


if __name__ == "__main__":
    main()
