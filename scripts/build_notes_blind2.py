# ruff: noqa: E501
"""Writes src/clinrag/data/eval/notes_blind2/notes.jsonl, the second blind held-out set of notes.

A held-out set for ``clinrag eval pii --notes --blind-set notes_blind2`` (issue 13), in the
record format of ``notes_blind`` (``family``, ``id``, ``template``, ``text``, gold ``spans``,
``keep``). Its six families appear in no earlier note set: physiotherapy notes, psychiatric
assessments, ICU flow-sheet text, death summaries, nursing shift handovers (SBAR) and
pre-anaesthetic assessments. Every template and every surrogate value below was written by hand
for this set on 2026-11-25 by an author who read neither the redactor nor more than three rows of
the earlier sets.

Templates carry inline markup: ``[[TYPE:value]]`` marks a gold PHI span and ``<<kind:value>>``
clinical content that must survive de-identification; ``$slot`` is a surrogate drawn for the
note (some slots carry their own markup, e.g. an age that is PHI only over 89). The markup is
stripped, the offsets of each marked value are computed here, never typed, and every span's text
is checked against its value before anything is written. Conventions: titles and credentials
outside the name; a state, a year alone and an age of 89 or less are not PHI; pagers, extensions
and fax numbers are PHONE; record numbers are MRN; accession, report, encounter, bed and room
numbers are ID; device serials are DEVICE_ID; hospitals, care homes, named wards and towns are
LOCATION. The output is fully determined by SEED, so running this again rewrites the file byte
for byte:

    python scripts/build_notes_blind2.py
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
from blind_notes_kit import MONTHS

SEED = 20261125
OUT = kit.ROOT / "src/clinrag/data/eval/notes_blind2/notes.jsonl"

# ---------------------------------------------------------------------------------------------
# Surrogate values, written for this set. (given, family, sex)
PATIENTS: list[tuple[str, str, str]] = [
    ("Euphemia", "Blackwood", "F"),
    ("Thaddeus", "Okafor-Lindqvist", "M"),
    ("Marisol", "de la Peña", "F"),
    ("Casimir", "Wojtaszek", "M"),
    ("Philippa", "Van Buskirk", "F"),
    ("Lazarus", "MacRaith", "M"),
    ("Temperance", "Ugwu", "F"),
    ("Lucius", "Featherstonhaugh", "M"),
    ("Zuleika", "Ruiz-Carrasco", "F"),
    ("Leander", "D'Souza", "M"),
    ("Clementine", "Ashgrove", "F"),
    ("Horatio", "Nakashima", "M"),
    ("Bettina", "Farrow", "F"),
    ("Osvaldo", "Barreto", "M"),
    ("Yvaine", "Cheung-Marsh", "F"),
    ("Rufus", "Mortimer", "M"),
    ("Ottilie", "Strand", "F"),
    ("Gaspard", "Lemieux", "M"),
]
RELATIVES: list[tuple[str, str]] = [
    ("Constance", "F"), ("Dwayne", "M"), ("Imelda", "F"), ("Fergus", "M"), ("Noor", "F"),
    ("Ambrose", "M"), ("Lorna", "F"), ("Kenji", "M"), ("Delphine", "F"), ("Ruben", "M"),
    ("Maxine", "F"), ("Cyrus", "M"),
]  # fmt: skip
MARRIED_NAMES = ["Pettigrew", "Ndiaye", "Halloran", "Szabo", "Fairbairn", "Quintero"]
KIN = {
    "F": ["daughter", "niece", "sister-in-law", "granddaughter"],
    "M": ["son", "nephew", "grandson", "brother"],
}
STAFF: list[tuple[str, str]] = [
    ("Anneliese", "Kettering"), ("Babatunde", "Sowande"), ("Corinna", "Estrada"),
    ("Dmitri", "Abramov"), ("Esther", "Langridge"), ("Fintan", "Rooney"),
    ("Gulnara", "Tazhibayeva"), ("Hamish", "Wedderburn"), ("Ines", "Zabala"),
    ("Jasper", "Thornbury"), ("Kalani", "Akana"), ("Leontyne", "Marsh"),
    ("Mateus", "Carvalho-Reid"), ("Nilufar", "Qasimi"), ("Oisín", "Breathnach"),
    ("Prudence", "Whitcombe"), ("Quentin", "Yarborough"), ("Rosalind", "Penhaligon"),
]  # fmt: skip
FACILITIES = [
    "Saint Brendan's Regional Medical Center", "Harrowgate Valley Hospital",
    "Mercy Pines General", "Cobalt Ridge University Hospital", "Linden Bay Memorial",
    "Eastwater County Hospital",
]  # fmt: skip
CARE_HOMES = [
    "Willowmere Lodge",
    "Bramblecourt Nursing Home",
    "The Orchards at Fenwick",
    "Sea Holly House",
]
WARDS = ["Kingfisher", "Bluebell", "Osprey", "Tamarind", "Heather", "Juniper"]
STREETS = [
    "4417 Gristmill Lane", "88 Cordwainer Street, Apt 3C", "1206 Old Ferry Road",
    "17 Larch Crescent", "930 Pelican Court, Unit 12", "251 Sawyer Hollow Drive",
]  # fmt: skip
TOWNS = [
    ("Millbrook Falls", "OR", "97381"), ("Hatchetville", "KY", "40562"),
    ("Port Ambrose", "ME", "04117"), ("Cedar Notch", "CO", "81236"),
    ("Greyhaven", "WI", "53908"), ("Sollers Point", "MD", "21219"),
]  # fmt: skip
MAIL_HOSTS = ["fastpost.example.com", "inbox.example.net", "mailhaven.example.org"]
DAY_OFFSETS = (-21, -9, -4, -2, 1, 5)
"""Days from the note's own date of the dates ``$d0`` .. ``$d5``."""


def date_shapes(day: dt.date) -> list[str]:
    """One date written in the shapes notes use."""
    m = MONTHS[day.month - 1]
    return [
        f"{day.month}/{day.day}/{day:%Y}",
        f"{day:%m/%d/%y}",
        f"{day:%Y-%m-%d}",
        f"{m} {day.day}, {day:%Y}",
        f"{day.day}-{m[:3]}-{day:%Y}",
        f"{day.day:02d}{m[:3].upper()}{day:%y}",
        f"{m[:3]} {day.day}",
        f"{day.day} {m} {day:%Y}",
        f"{day:%d.%m.%Y}",
        f"{day.month}/{day.day}",
    ]


def phone(rng: random.Random) -> str:
    area, mid, last = rng.randint(201, 989), rng.randint(200, 989), rng.randint(1000, 9999)
    return rng.choice(
        [
            f"({area}) {mid}-{last}",
            f"{area}-{mid}-{last}",
            f"{area}.{mid}.{last}",
            f"+1 {area} {mid} {last}",
        ]
    )


def digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


@dataclass(frozen=True)
class Person:
    given: str
    family: str

    def slots(self, prefix: str) -> dict[str, str]:
        return {
            prefix: f"{self.given} {self.family}",
            f"{prefix}_last": self.family,
            f"{prefix}_first": self.given,
            f"{prefix}_first_lc": self.given.lower(),
            f"{prefix}_lc": f"{self.given} {self.family}".lower(),
            f"{prefix}_rev": f"{self.family.upper()}, {self.given}",
            f"{prefix}_ini": f"{self.given[0]}.{self.family.split()[-1][0]}.",
            f"{prefix}_caps": f"{self.given[0]}{self.family.split()[-1][0]}".upper(),
        }


def slots_for(rng: random.Random, patient: tuple[str, str, str]) -> dict[str, str]:
    given, family, sex = patient
    age = rng.choice([90, 91, 93, 94, 96, 97, 99, 101, 103, 68, 74, 82])
    today = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randint(0, 320))
    born = dt.date(today.year - age, rng.randint(1, 12), rng.randint(1, 28))
    if (born.month, born.day) > (today.month, today.day):
        born = born.replace(year=born.year - 1)
    staff = rng.sample(STAFF, 5)
    town, state, zipcode = rng.choice(TOWNS)
    slots: dict[str, str] = {}
    slots.update(Person(given, family).slots("pt"))
    kin_given, kin_sex = rng.choice(RELATIVES)
    kin_family = family if rng.random() < 0.5 else rng.choice(MARRIED_NAMES)
    slots.update(Person(kin_given, kin_family).slots("nok"))
    for i, (s_given, s_family) in enumerate(staff):
        slots.update(Person(s_given, s_family).slots(f"s{i}"))
    for i, offset in enumerate(DAY_OFFSETS):
        slots[f"d{i}"] = rng.choice(date_shapes(today + dt.timedelta(days=offset)))
    slots["today"] = rng.choice(date_shapes(today)[:6])
    born_shapes = date_shapes(born)
    slots["dob"] = rng.choice([born_shapes[k] for k in (0, 2, 3, 4, 7, 8)])
    age_text = str(age)
    slots["age"] = f"[[AGE:{age_text}]]" if age > 89 else age_text
    slots.update(
        title={"F": rng.choice(["Mrs", "Ms"]), "M": "Mr"}[sex],
        they={"F": "she", "M": "he"}[sex],
        their={"F": "her", "M": "his"}[sex],
        nok_rel=rng.choice(KIN[kin_sex]),
        facility=rng.choice(FACILITIES),
        home=rng.choice(CARE_HOMES),
        ward=rng.choice(WARDS),
        street=rng.choice(STREETS),
        town=town,
        state=state,
        zip=zipcode,
        phone=phone(rng),
        phone2=phone(rng),
        fax=phone(rng),
        pager=digits(rng, 4),
        ext=digits(rng, 4),
        mrn=rng.choice(
            [
                digits(rng, 8),
                f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 2)}",
                f"H{digits(rng, 7)}",
            ]
        ),
        acct=digits(rng, 10),
        fin=f"V{digits(rng, 9)}",
        bed=str(rng.randint(1, 28)),
        room=str(rng.randint(101, 640)),
        ssn=f"{rng.randint(101, 665)}-{digits(rng, 2)}-{digits(rng, 4)}",
        hp=rng.choice(
            [
                f"XJW{digits(rng, 9)}",
                f"{digits(rng, 4)}-{digits(rng, 4)}-{digits(rng, 3)}",
                f"{digits(rng, 1)}EG4-TE5-MK{digits(rng, 2)}",
            ]
        ),
        lic=rng.choice([f"MD{digits(rng, 6)}", f"G{digits(rng, 5)}", f"A{digits(rng, 6)}"]),
        npi=digits(rng, 10),
        serial=rng.choice(
            [
                f"PJN{digits(rng, 6)}H",
                f"SN {digits(rng, 4)}-{digits(rng, 5)}",
                f"RNB{digits(rng, 7)}",
            ]
        ),
        pump=f"{digits(rng, 2)}{rng.choice('ABCDEFG')}{digits(rng, 6)}",
        ip=f"10.{rng.randint(16, 250)}.{rng.randint(0, 250)}.{rng.randint(2, 250)}",
        acc=f"{rng.choice(['CT', 'XR', 'US'])}{today:%y}-{digits(rng, 6)}",
        rpt=f"RPT-{digits(rng, 7)}",
        email=f"{given.lower()}.{family.lower().replace(' ', '').replace(chr(39), '')}{digits(rng, 2)}@{rng.choice(MAIL_HOSTS)}",
        nok_email=f"{slots['nok_first_lc']}{digits(rng, 3)}@{rng.choice(MAIL_HOSTS)}",
        portal=f"https://myhealth.{rng.choice(['linden', 'harrowgate', 'cobaltridge'])}.example.org/p/{digits(rng, 8)}",
        plate=f"{rng.choice(['7', '4', '2'])}{rng.choice(['KXR', 'BDT', 'LMW'])}{digits(rng, 3)}",
    )
    return slots


# ---------------------------------------------------------------------------------------------
# Templates, two per family.
TEMPLATES: dict[str, list[str]] = {
    "physiotherapy_note": [
        """PHYSIOTHERAPY INPATIENT NOTE - [[LOCATION:$facility]]
Patient: [[PERSON:$pt_rev]]    MRN: [[MRN:$mrn]]    DOB: [[DATE:$dob]]
Ward: [[LOCATION:$ward]], bed [[ID:$bed]]    Session date: [[DATE:$d4]]
Therapist: [[PERSON:$s0]], PT (ext [[PHONE:$ext]])

S: $title [[PERSON:$pt_last]] reports <<symptom:left hip pain>> 3/10 on walking, worse at night. Lives at [[ADDRESS:$street]], [[LOCATION:$town]], $state [[ZIP:$zip]] with two steps to the front door and a bathroom upstairs. $nok_rel [[PERSON:$nok_first]] visits daily and says "[[PERSON:$pt_first_lc]] was walking the dog before the fall on [[DATE:$d0]]".
O: Day 3 after <<procedure:cemented hemiarthroplasty>>. Hip precautions reviewed. <<vital:SpO2 95% on room air>>, <<vital:HR 88>> after the walk. Sit to stand with a <<device:Zimmer frame>> and assistance of 1. Walked 18 m, <<finding:Trendelenburg gait>> on the left. <<score:Timed Up and Go 31 s>>. Stairs not attempted.
A: Mobility below baseline; fall risk high (<<score:Morse 65>>).
P: Twice daily sessions. OT referral sent to [[PERSON:$s1_first]] (pager [[PHONE:$pager]]). Home visit to be booked with $their $nok_rel on [[PHONE:$phone]]. Discussed with Dr [[PERSON:$s2_last]]; <<drug:oxycodone>> <<dose:5 mg>> 30 min before physio as charted.
Signed: [[PERSON:$s0_ini]] [[PERSON:$s0_last]], PT, Lic. [[LICENSE:$lic]]    [[DATE:$d5]] 15:40
""",
        """Outpatient physio - follow-up visit #4
Pt: [[PERSON:$pt]] ([[PERSON:$pt_caps]])   Acct [[ACCOUNT:$acct]]   Visit [[DATE:$today]]
Referrer: Dr. [[PERSON:$s3]], [[LOCATION:$facility]] sports clinic, fax [[PHONE:$fax]]

Pt is a $age y/o, retired, seen for <<condition:adhesive capsulitis>> R shoulder since [[DATE:$d0]]. Flexion now 120 deg (was 95 on [[DATE:$d1]]). <<finding:Painful arc>> 70-110 deg. <<score:SPADI 48>>. Home exercise programme checked: pendulums, wall walks, theraband ER; $they forgets the evening set. $nok_rel [[PERSON:$nok]] drove $their (plate [[VEHICLE_ID:$plate]] for the disabled bay permit).
Plan: continue 1x/week x 4. Re-check with Dr [[PERSON:$s3_last]] re <<procedure:hydrodilatation>>. Exercise video sent to [[EMAIL:$email]] and posted on the portal ([[URL:$portal]]).
-- [[PERSON:$s4_first_lc]] ([[PERSON:$s4_caps]]), physiotherapist, ext. [[PHONE:$ext]]
""",
    ],
    "psychiatric_assessment": [
        """LIAISON PSYCHIATRY ASSESSMENT
[[LOCATION:$facility]] - Emergency Department
Name: [[PERSON:$pt]]     DOB: [[DATE:$dob]]     MRN: [[MRN:$mrn]]     Encounter: [[ID:$fin]]
Assessed by: Dr [[PERSON:$s0]] (ST5), supervised by Dr [[PERSON:$s1]]    Date: [[DATE:$d5]]

Reason for referral: brought in by police after being found on the railway bridge near [[LOCATION:$town]] station. Referred by ED registrar [[PERSON:$s2_first]] [[PERSON:$s2_last]].
History: $age-year-old with <<condition:recurrent depressive disorder>>, first episode at age 40 after the death of $their spouse. Two previous admissions to [[LOCATION:$ward]] unit, last discharged [[DATE:$d0]]. Takes <<drug:sertraline>> <<dose:150 mg>> <<freq:once daily>> and <<drug:mirtazapine>> <<dose:30 mg>> <<freq:at night>>. Stopped both about a month ago.
Collateral: $nok_rel [[PERSON:$nok]] by phone ([[PHONE:$phone]]): says [[PERSON:$pt_first_lc]] had been giving away belongings and wrote a letter "to [[PERSON:$nok_first]]" dated [[DATE:$d3]].
MSE: unkempt, poor eye contact, <<symptom:psychomotor retardation>>. Mood "empty". <<finding:Nihilistic ideas>> about $their bowels; no hallucinations. Insight partial. <<score:PHQ-9 24>>.
Risk: high to self. Access to means: keeps <<drug:amitriptyline>> at home ([[ADDRESS:$street]], [[ZIP:$zip]]).
Plan: informal admission refused; assessment under the Mental Health Act requested, AMHP [[PERSON:$s3]] contacted on [[PHONE:$phone2]]. Bleep [[PHONE:$pager]] for updates. Safety plan e-mailed to the $nok_rel at [[EMAIL:$nok_email]] with consent. 1:1 observation meanwhile.
""",
        """Psych f/u (telehealth) [[DATE:$today]]
pt: [[PERSON:$pt_lc]]    mrn [[MRN:$mrn]]    Health plan [[HEALTH_PLAN_ID:$hp]]
clinician: [[PERSON:$s0_lc]], LCSW; prescriber [[PERSON:$s1_ini]] [[PERSON:$s1_last]], MD
Session via video, pt at home in [[LOCATION:$town]], $state; connection from [[IP_ADDRESS:$ip]] logged for the telehealth audit.

[[PERSON:$pt_first]] reports sleeping 4-5 h, appetite fair. <<condition:Bipolar II disorder>>, currently <<finding:hypomanic features>> x 6 days: pressured speech, spending (maxed a card, acct ending [[ACCOUNT:$acct]]). On <<drug:lamotrigine>> <<dose:200 mg>> and <<drug:quetiapine>> <<dose:50 mg>> <<freq:qhs>>. <<lab:Lithium level 0.4>> last drawn [[DATE:$d2]] (was stopped for <<condition:CKD stage 3>>).
<<score:YMRS 17>>. Denies SI. $nok_rel [[PERSON:$nok_first]] joined the last 10 min and will hold the credit cards.
Plan: increase <<drug:quetiapine>> to <<dose:100 mg>>; labs at [[LOCATION:$facility]] lab on [[DATE:$d5]]; next visit [[DATE:$d4]]. Crisis line card re-sent to [[EMAIL:$email]]. Notes to Dr [[PERSON:$s2_last]], fax [[PHONE:$fax]].
""",
    ],
    "icu_flowsheet": [
        """ICU FLOWSHEET - NURSING NARRATIVE    [[LOCATION:$facility]] MICU
[[PERSON:$pt_rev]]  [[MRN:$mrn]]  bed [[ID:$bed]]  Admit [[DATE:$d0]]  Wt 71 kg
Attending: [[PERSON:$s0_last]]   Fellow: [[PERSON:$s1_last]]   RN: [[PERSON:$s2_first]] [[PERSON:$s2_caps]]

0700 <<vital:HR 112>> AF, <<vital:MAP 61>> on <<drug:norepinephrine>> <<dose:0.12 mcg/kg/min>>, <<vital:T 38.6>>. Vent AC 450/16/PEEP 10/FiO2 0.5. <<score:RASS -2>>.
0800 Rounds w/ Dr [[PERSON:$s0_last]]: continue <<drug:meropenem>>, add <<drug:vasopressin>> if MAP < 65.
0915 Art line re-zeroed. Pump [[DEVICE_ID:$pump]] alarming occlusion, swapped; old pump to biomed with tag [[DEVICE_ID:$serial]].
1030 <<lab:Lactate 4.1>>, <<lab:K 5.9>>. <<drug:Insulin>>/<<drug:dextrose>> given per protocol.
1200 $nok_rel ([[PERSON:$nok_lc]]) called [[PHONE:$phone]], updated by RN; wants a family meeting [[DATE:$d5]] at 2 pm. Second contact on the whiteboard: [[PHONE:$phone2]].
1400 CRRT started, <<device:Prismaflex>>, central monitor [[IP_ADDRESS:$ip]] re-paired after the network drop.
1600 <<finding:Mottling to knees>>. <<score:SOFA 11>>. Dr [[PERSON:$s1_first]] aware. Goals of care to be revisited; pt is $age, DNR discussed with family.
1900 Handed over to [[PERSON:$s3_first_lc]] (night RN), ext [[PHONE:$ext]].
""",
        """CVICU flowsheet comments - [[DATE:$today]]
Pt [[PERSON:$pt_ini]] ([[PERSON:$pt]]), MRN [[MRN:$mrn]], FIN [[ID:$fin]], room [[ID:$room]]
POD 1 <<procedure:CABG x3>> on [[DATE:$d4]] by Dr [[PERSON:$s0]].
0200 Chest tube output 180 ml/h x 2 h; Dr [[PERSON:$s1_last]] paged ([[PHONE:$pager]]). <<lab:ACT 160>>. <<drug:Protamine>> <<dose:25 mg>> given.
0330 <<device:Intra-aortic balloon pump>> 1:1, console S/N [[DEVICE_ID:$serial]]. <<vital:CI 1.9>>. <<drug:Milrinone>> <<dose:0.375 mcg/kg/min>>.
0500 Epicardial pacing wires: <<device:temporary pacemaker>> DDD 80. <<vital:CVP 14>>.
0600 <<lab:Hgb 7.8>>, 1 unit PRBC. <<finding:Sternal wound dry>>.
0700 Report to day RN [[PERSON:$s2]] ([[PERSON:$s2_caps]]). Wife/partner [[PERSON:$nok_first]] (cell [[PHONE:$phone]]) asked to be called before extubation; home address on the facesheet: [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$zip]].
Remote monitoring tele-ICU: [[URL:$portal]] (eICU pod 3, intensivist [[PERSON:$s3_last]]).
""",
    ],
    "death_summary": [
        """DEATH SUMMARY
[[LOCATION:$facility]], Department of Medicine
Deceased: [[PERSON:$pt_rev]]     MRN: [[MRN:$mrn]]     SSN: [[SSN:$ssn]]
Date of birth: [[DATE:$dob]]     Age: $age
Date of admission: [[DATE:$d0]]     Date and time of death: [[DATE:$d5]] at 04:12
Last address: [[ADDRESS:$street]], [[LOCATION:$town]], $state [[ZIP:$zip]]
Pronounced by: Dr [[PERSON:$s0]], License [[LICENSE:$lic]]

Course: admitted from [[LOCATION:$home]] with <<condition:aspiration pneumonia>> on a background of <<condition:advanced Alzheimer's dementia>> and <<condition:heart failure with reduced ejection fraction>>. Treated with <<drug:piperacillin-tazobactam>>. <<finding:Progressive hypoxia>> despite treatment; care goals changed to comfort on [[DATE:$d3]] after a meeting with $nok_rel [[PERSON:$nok]] and Dr [[PERSON:$s1_last]]. <<drug:Morphine>> and <<drug:glycopyrrolate>> via <<device:syringe driver>> (serial [[DEVICE_ID:$serial]]).
Cause of death: 1a <<condition:aspiration pneumonia>>; 1b <<condition:dysphagia>> due to dementia. Not a coroner's case.
Next of kin informed by [[PERSON:$s2]], RN, by phone [[PHONE:$phone]] at 04:30. Funeral director contacted; release form faxed to [[PHONE:$fax]].
Death certificate completed by Dr [[PERSON:$s0_last]] (NPI [[LICENSE:$npi]]) on [[DATE:$d5]].
cc: primary care Dr [[PERSON:$s3]], [[EMAIL:$nok_email]] (family asked for a copy).
""",
        """Pronouncement note    [[DATE:$today]] 23:55
Called by RN [[PERSON:$s2_first]] to see [[PERSON:$pt]] ([[MRN:$mrn]]), bed [[ID:$bed]], [[LOCATION:$ward]] ward.
No <<finding:heart sounds>> on auscultation for 1 minute, no respiratory effort, <<finding:pupils fixed and dilated>>. Time of death 23:48.
Pt was $age, on the end-of-life pathway since [[DATE:$d1]] for <<condition:metastatic pancreatic cancer>>. <<device:ICD>> deactivated on [[DATE:$d2]] by the cardiac physiologist [[PERSON:$s3_lc]] (device serial [[DEVICE_ID:$serial]]).
Family present: $nok_rel [[PERSON:$nok_first]] and grandson. Contact for paperwork: [[PHONE:$phone]] / [[EMAIL:$nok_email]].
Attending Dr [[PERSON:$s0_last]] informed at home. Billing acct [[ACCOUNT:$acct]] closed by admin. Tissue donation line called, ref [[ID:$rpt]].
[[PERSON:$s1]], MD (pager [[PHONE:$pager]])
""",
    ],
    "nursing_handover": [
        """SBAR shift handover - [[LOCATION:$ward]] ward, [[LOCATION:$facility]]    [[DATE:$today]] 07:15
From [[PERSON:$s0_first]] ([[PERSON:$s0_caps]]) to [[PERSON:$s1_first]]

Bed [[ID:$bed]]: [[PERSON:$pt]], $age, [[MRN:$mrn]].
S: Admitted [[DATE:$d1]] with <<condition:cellulitis>> L leg. Overnight new <<symptom:confusion>> from about 02:00, pulling at the <<device:cannula>>.
B: <<condition:Type 2 diabetes>>, <<condition:COPD>>. Normally independent, lives with $nok_rel [[PERSON:$nok_first]] in [[LOCATION:$town]]. Hearing aids in the locker.
A: <<score:NEWS2 5>>: <<vital:RR 24>>, <<vital:SpO2 91%>> on 2 L, <<vital:T 38.1>>. <<lab:BM 19.2>>. <<score:4AT 6>>. Dr [[PERSON:$s2_last]] (bleep [[PHONE:$pager]]) saw at 03:30, bloods and cultures sent, <<drug:flucloxacillin>> <<dose:2 g>> <<freq:QDS>> continued.
R: Chase bloods, repeat obs hourly, 1:1 if still agitated. Call [[PERSON:$nok_first_lc]] on [[PHONE:$phone]] after the ward round - they asked not to be rung before 9.
Also room [[ID:$room]]: [[PERSON:$s3_first]]'s patient moved to [[LOCATION:$home]] yesterday, transport ref [[ID:$rpt]].
""",
        """night -> day handover (typed by [[PERSON:$s0_lc]])  [[DATE:$d5]]
rm [[ID:$room]] - [[PERSON:$pt_lc]], dob [[DATE:$dob]], age $age. kardex says [[PERSON:$pt_first_lc]] likes to be called by first name.
- <<condition:fractured neck of femur>> R, for theatre today, NBM from 02:00, <<drug:enoxaparin>> held.
- catheter in, <<finding:urine output 20 ml/h>> last 3 h, FY1 [[PERSON:$s1_first_lc]] aware.
- pressure areas: <<score:Waterlow 22>>, <<device:air mattress>> (asset tag [[DEVICE_ID:$serial]]) alarming, estates job [[ID:$rpt]].
- $nok_rel [[PERSON:$nok]] phoned twice ([[PHONE:$phone]]), upset about lost glasses - property book signed by [[PERSON:$s2_ini]].
- falls alarm: sensor mat linked to call bell, nurse station PC [[IP_ADDRESS:$ip]] logs it.
- home address on the board is old; new one [[ADDRESS:$street]], [[ZIP:$zip]] (per $nok_rel, e-mail [[EMAIL:$nok_email]]).
signed [[PERSON:$s0_caps]] / ext [[PHONE:$ext]]
""",
    ],
    "anaesthesia_preop": [
        """PRE-ANAESTHETIC ASSESSMENT    [[LOCATION:$facility]] pre-op clinic
Patient: [[PERSON:$pt]]   DOB [[DATE:$dob]] (age $age)   MRN [[MRN:$mrn]]
Insurance: [[HEALTH_PLAN_ID:$hp]]   Account [[ACCOUNT:$acct]]
Planned procedure: <<procedure:transurethral resection of bladder tumour>> on [[DATE:$d5]], surgeon Dr [[PERSON:$s0]]
Anaesthetist: Dr [[PERSON:$s1]]    Date of assessment: [[DATE:$d2]]

PMH: <<condition:aortic stenosis>> (AVA 0.9 cm2 on echo [[DATE:$d0]], accession [[ID:$acc]]), <<condition:atrial fibrillation>> on <<drug:apixaban>> <<dose:2.5 mg>> <<freq:BD>>, <<condition:obstructive sleep apnoea>> on <<device:CPAP>> (machine serial [[DEVICE_ID:$serial]]).
Airway: <<score:Mallampati III>>, mouth opening 3 fingers, dentures upper. <<vital:BP 148/82>>, <<vital:HR 74>>, <<vital:BMI 31>>.
<<score:ASA III>>. <<lab:Hb 118>>, <<lab:creatinine 131>>, <<lab:eGFR 41>>.
Plan: spinal preferred; hold <<drug:apixaban>> 72 h; bring CPAP. Consent discussed with the patient and $nok_rel [[PERSON:$nok]] ([[PHONE:$phone]]). Patient lives at [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$zip]] - 2 h drive; overnight stay booked.
Questions: pre-op nurse [[PERSON:$s2]] on [[PHONE:$phone2]], ext [[PHONE:$ext]].
""",
        """Anesthesia pre-procedure eval (day of surgery) [[DATE:$today]]
[[PERSON:$pt_rev]] | [[MRN:$mrn]] | Rm [[ID:$room]] | CSN [[ID:$fin]]
Proc: <<procedure:left total knee arthroplasty>>, Dr [[PERSON:$s0_last]] ([[PERSON:$s0_caps]])
Hx: $age yo; <<eponym:Parkinson's disease>> on <<drug:co-careldopa>> <<freq:five times daily>> - give morning dose with sip of water; <<condition:previous PONV>>. Had anesthesia at [[LOCATION:$facility]] in 2019, no issues.
Implant: <<device:deep brain stimulator>>, patient programmer serial [[DEVICE_ID:$serial]] - neuro contact [[PERSON:$s3]] at [[PHONE:$phone2]] says switch off for diathermy.
Exam: <<vital:SpO2 97%>>, <<finding:resting tremor>> R hand. NPO since midnight.
Plan: GA + <<procedure:adductor canal block>>, <<drug:ondansetron>> + <<drug:dexamethasone>>; avoid <<drug:metoclopramide>>. Records from the outside hospital uploaded to [[URL:$portal]]; ride home with $nok_rel [[PERSON:$nok_first]] [[PERSON:$nok_last]].
Pt verified name and DOB ([[DATE:$dob]]) aloud. -[[PERSON:$s1_first]] [[PERSON:$s1_last]], CRNA, license [[LICENSE:$lic]]
""",
    ],
}


def marked_notes() -> list[tuple[str, str, str]]:
    """Each note's (family, template name, text with its markup), surrogates filled in."""
    rng = random.Random(SEED)  # noqa: S311 - reproducible surrogates, not secrets
    patients = rng.sample(PATIENTS, len(PATIENTS))

    def note(family: str, template: str, number: int) -> str:
        return Template(template).substitute(slots_for(rng, patients[number % len(patients)]))

    return kit.family_notes(TEMPLATES, note)


NOTES = kit.NoteSet(OUT, "blind2", marked_notes, kit.keep_kinds(2))
records, build = NOTES.records, NOTES.build

if __name__ == "__main__":
    NOTES.main()
