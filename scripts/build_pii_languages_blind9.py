# ruff: noqa: E501
#!/usr/bin/env python3
"""Build the ninth blind PHI sentence set (src/clinrag/data/eval/pii_languages_blind9).

English sentences in voices no earlier set used: telehealth chat in Taglish and Singlish, ward
WhatsApp groups in Nigeria and Kenya, military and aeromedical radio, custody and court
reports, driving-licence medicals, TB contact tracing, organ donation calls, rural district
nursing in New Zealand. Gold PHI is marked [[TYPE:value]]; offsets are computed from the marks.
Each PHI frame is filled three times and each PHI-free frame twice from hand-written lists with a
seeded random generator.

Run: python scripts/build_pii_languages_blind9.py   (standard library only)
"""

from __future__ import annotations

import random
import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_sentence_kit as kit
from blind_notes_kit import digits, letters

SEED = 20261130
OUT = kit.ROOT / "src/clinrag/data/eval/pii_languages_blind9/sentences.jsonl"

GIVEN = [
    "Hope", "Rose", "Bill", "May", "Drew", "Sterling", "Faith", "Precious", "Blessing", "Baby",
    "Wanjiru", "Otieno", "Aroha", "Wiremu", "Jun-Jun", "Bong", "Wei Ling", "Muthu", "Chebet",
    "Godswill", "Patience", "Mercy", "Joy", "Dawn", "Rocky", "Siti", "Kiprop", "Ngozi",
]  # fmt: skip
SURNAME = [
    "Ngata", "dela Cruz", "Okonkwo", "Kamau", "Tan", "Sterling", "Hope", "Bill", "May", "Drew",
    "Adeyemi", "Ochieng", "Te Whata", "Bautista", "binte Rahman", "Pillai", "Nwachukwu", "Mutua",
    "Faleolo", "Macaraeg", "Cheruiyot", "Goh", "Winter", "Moss",
]  # fmt: skip
TOWN = [
    "Whanganui", "Kisumu", "Ibadan", "Tacloban City", "Jurong West", "Eldoret", "Gisborne",
    "Enugu", "Dumaguete", "Kaitāia", "Nakuru", "Tampines",
]  # fmt: skip
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def slots(rng: random.Random) -> dict[str, str]:
    """Surrogate values for one filling of a frame."""
    g, g2 = rng.sample(GIVEN, 2)
    s, s2 = rng.sample(SURNAME, 2)
    day, month = rng.randint(1, 28), rng.randint(1, 12)
    return {
        "g": g, "s": s, "g2": g2, "s2": s2, "gl": g.lower(), "sl": s.lower(), "su": s.upper(),
        "i": g[0], "i2": g2[0] + s2[0], "town": rng.choice(TOWN),
        "dmy": f"{day}/{month}/2026", "dl": f"{day} {MONTHS[month - 1]} 2026",
        "dph": f"{MONTHS[month - 1]}. {day}, 2026", "dmil": f"{day:02d}{MONTHS[month - 1].upper()}26",
        "dob": f"{day:02d}/{month:02d}/19{rng.randint(40, 99)}",
        "age": str(rng.randint(90, 103)), "n4": digits(rng, 4), "n6": digits(rng, 6),
        "n7": digits(rng, 7), "n8": digits(rng, 8), "n11": digits(rng, 11),
        "l3": letters(rng, 3), "l2": letters(rng, 2), "x": digits(rng, 3),
        "nhi": letters(rng, 3) + digits(rng, 2) + letters(rng, 2),
        "nric": rng.choice("ST") + digits(rng, 7) + letters(rng, 1),
        "ph": f"{digits(rng, 2)}-{digits(rng, 9)}-{digits(rng, 1)}",
        "ip": f"192.168.{rng.randint(0, 255)}.{rng.randint(2, 254)}",
        "mail": f"{g.split()[0].lower().replace('-', '')}{digits(rng, 2)}@mail.example.com",
    }  # fmt: skip


# Fifty PHI frames, each filled three times.
PHI_FRAMES = [
    # telehealth chat, Taglish and Singlish
    "doc, si [[PERSON:{gl}]] po ito, yung anak ni [[PERSON:{s2}]], nahihilo pa rin si lola since [[DATE:{dph}]]",
    "[[PERSON:{g}]] ([[PERSON:{i}]].) joined the Zoom from [[IP_ADDRESS:{ip}]] at 10:02, camera off",
    "Hi doc, my ah ma [[PERSON:{su} {g}]] NRIC [[SSN:{nric}]] still got giddy after the amlodipine lah",
    "PhilHealth PIN ko po [[HEALTH_PLAN_ID:{ph}]], kay Dra. [[PERSON:{s2}]] kami naka-schedule",
    "pls send the e-Rx to [[EMAIL:{mail}]], thanks - [[PERSON:{gl}]]",
    "video link for [[PERSON:{g} {s}]]: [[URL:https://meet.example.org/{l3}-{n4}]] (expires 24 h)",
    # WhatsApp ward groups, Nigeria and Kenya
    "Good morning house, bed 4 is [[PERSON:{su} {g}]], hosp no [[MRN:{n6}]], sickler in crisis, HB 6.1",
    "@[[PERSON:{g2}]] pls help review Mama [[PERSON:{g}]] from [[LOCATION:{town}]], BP 180/110, on MgSO4",
    "Oga [[PERSON:{s2}]] said the NIN is [[SSN:{n11}]] not the one on the folder",
    "send airtime to [[PHONE:0803 555 {n4}]] for [[PERSON:{g}]]'s relative, abeg",
    "M-Pesa [[ACCOUNT:{n6}]] for the ambulance fuel, patient [[PERSON:{g} {s}]] ID [[SSN:{n8}]]",
    "CO [[PERSON:{gl} {sl}]] on call tonight, reach on [[PHONE:+254 700 555 {x}]]",
    # military and aeromedical radio
    "nine-liner: patient [[PERSON:{su}]], battle roster [[ID:{i}{l2}{n4}]], urgent surgical, grid ref withheld",
    "Rescue Two to base, patient is [[PERSON:{g} {s}]], NHI [[SSN:{nhi}]], GCS 14, ETA 12 minutes",
    "LCpl [[PERSON:{s}]] sustained blast injury [[DATE:{dmil}]], TQ on left thigh at 0412",
    "callsign Kiwi 3, we have [[PERSON:{gl}]] aged [[AGE:{age}]], #NOF, from [[LOCATION:{town}]]",
    "MEDEVAC request [[ID:MED-{n6}]] for Pte [[PERSON:{g2} {s2}]], service number [[ID:{l2}{n6}]]",
    "RFDS tasking: [[PERSON:{g}]] at [[ADDRESS:{x} Argent Street]], Medicare [[HEALTH_PLAN_ID:{n4} {n6}]]",
    # custody, court, police
    "DP gave name as [[PERSON:{gl}]] but PNC shows [[PERSON:{g2} {s}]], DOB [[DATE:{dob}]]",
    "P3 form for [[PERSON:{g} {s}]], OB no. [[ID:OB/{x}/{n4}]], examined [[DATE:{dl}]]",
    "Solicitor [[PERSON:{s2}]] asked for the custody record of [[PERSON:{g}]]; call [[PHONE:01632 96{n4}]]",
    "Vehicle [[VEHICLE_ID:{l3} {x}]] seized; driver [[PERSON:{g} {s}]] refused the evidential breath test",
    "Court report re [[PERSON:{su}, {g}]] (case [[ID:CR{n6}]]), prepared by Dr [[PERSON:{g2} {s2}]]",
    "boda boda [[VEHICLE_ID:KM{l2} {x}{l2}]] hit [[PERSON:{g}]] near [[LOCATION:{town}]] market",
    # driving medicals
    "DL9 for [[PERSON:{g} {s}]], licence [[LICENSE:{l2}{n6}]], sleep apnoea controlled on CPAP",
    "Traffic Police medical, [[PERSON:{su} {g}]], aged [[AGE:{age}]], AMT 9/10, fit with glasses",
    "CPAP serial [[DEVICE_ID:{l2}{n8}]] belongs to [[PERSON:{g}]], usage 6.2 h",
    "Driver [[PERSON:{g} {s}]] ([[PERSON:{i}.{s}]]) had a seizure on [[DATE:{dl}]]; advised not to drive",
    # TB contact tracing and organ donation
    "index case [[PERSON:{g} {s}]], TB reg [[ID:{l2}/{x}/26]], contacts: wife [[PERSON:{g2}]], son [[PERSON:{s2}]]",
    "Xpert done [[DATE:{dph}]] for [[PERSON:{gl} {sl}]], PhilSys [[SSN:{n4}-{n4}-{n4}]]",
    "DOT partner [[PERSON:{g2}]] texts from [[PHONE:0917 555 {n4}]] that [[PERSON:{g}]] missed 3 doses",
    "NOTU referral [[ID:NOTU-{n6}]]: [[PERSON:{g} {s}]], MRN [[MRN:{l2}{n6}]], BSD set 1 done",
    "whānau of [[PERSON:{g} {s}]] asked for koro [[PERSON:{g2}]] to be present, ph [[PHONE:(06) 555 {n4}]]",
    "donor coordinator [[PERSON:{gl}]] [[EMAIL:{mail}]], recipient list at [[URL:https://odnz.example.org/r/{n6}]]",
    # district nursing and home visits
    "home visit to [[PERSON:{g} {s}]] at [[ADDRESS:{x} Wicksteed Street]], [[LOCATION:{town}]] [[ZIP:{n4}]], leg ulcer dressed",
    "key safe code with neighbour [[PERSON:{g2}]]; [[PERSON:{g}]] is [[AGE:{age}]] and lives alone",
    "Mrs [[PERSON:{s}]] at RD 2, [[LOCATION:{town}]] [[ZIP:{n4}]], syringe driver [[DEVICE_ID:SD{n6}]] recharged",
    "left voicemail for [[PERSON:{gl}]] on [[PHONE:021 555 {x}]], no answer, will try [[DATE:{dmy}]]",
    # letters, forms, pasted rows
    "Dear [[PERSON:{g}]], your results from [[DATE:{dl}]] are normal, regards [[PERSON:{i2}]]",
    "Name: [[PERSON:{s}]]\tGiven: [[PERSON:{g}]]\tDOB: [[DATE:{dob}]]\tNHIF: [[HEALTH_PLAN_ID:{n8}]]",
    "[[PERSON:{su}]] | [[PERSON:{g}]] | [[MRN:{n7}]] | [[LOCATION:{town}]] | [[ZIP:{n4}]]",
    "invoice for [[PERSON:{g} {s}]], acct [[ACCOUNT:{x}-{n6}]], clinic [[LOCATION:{town} Polyclinic]]",
    "TRICARE [[HEALTH_PLAN_ID:{n6}{x}]], SSN [[SSN:9{n4}{x}]], SGT [[PERSON:{s}]]",
    "PRC licence [[LICENSE:0{n6}]] of Dr [[PERSON:{g2} {s2}]] expired [[DATE:{dph}]]",
    "MDCN [[LICENSE:{n4}{x}]] - Dr [[PERSON:{s2}]], [[EMAIL:{mail}]]",
    "portal login from [[IP_ADDRESS:{ip}]] by [[PERSON:{gl}.{sl}]] at 03:14",
    "dictated [[PERSON:{s}]]/[[PERSON:{i2}]], typed [[PERSON:{gl}]] [[DATE:{dmy}]]",
    "patient [[PERSON:{g}]] (not the ward, the lady) asked about her Bill; account [[ACCOUNT:{n8}]]",
    "pacemaker [[DEVICE_ID:PJN{n6}]] for [[PERSON:{g} {s}]], clinic [[URL:https://device.example.org/{n6}]]",
    "SMS: Hi [[PERSON:{g}]], your TB clinic visit is on [[DATE:{dl}]]. Reply STOP. [[PHONE:+65 6555 {n4}]]",
]

# Fifty PHI-free frames, each in two variants (a and b), full of clinical values with names and
# places inside terms.
PHI_FREE_PAIRS = [
    (
        "Hope ward bed 12: Glasgow Coma Scale 15, NEWS2 score 3",
        "Rose ward: Braden Scale 14, MUST score 2",
    ),
    (
        "May 2024 NICE update: start Dapagliflozin 10 mg in CKD with ACR > 22.5 mg/mmol",
        "June 2023 ESC Guidelines: Sacubitril/Valsartan 49/51 mg BD",
    ),
    (
        "Bill of materials for the Medtronic MiniMed 780G reservoir change",
        "Sterling silver earrings may cause Nickel Allergy contact dermatitis",
    ),
    (
        "Christmas disease (Factor IX deficiency): give Factor IX 50 IU/kg",
        "Addison's disease: Hydrocortisone 20 mg mane, 10 mg midday",
    ),
    (
        "Hashimoto thyroiditis with TSH 8.2 mU/L: Levothyroxine 50 mcg",
        "Graves' disease: Carbimazole 20 mg OD, Free T4 34 pmol/L",
    ),
    (
        "Kenya MOH Obstetric Guidelines 2022: Magnesium Sulphate 4 g IV loading",
        "National TB Guidelines 2021: RHZE 4 FDC tablets for 55-70 kg",
    ),
    (
        "NTP MOP 6th edition: 3HP TPT weekly for 12 weeks",
        "WHO consolidated guidelines Module 4: BPaLM for 6 months",
    ),
    (
        "GeneXpert MTB/RIF Ultra: MTB detected trace, RIF indeterminate",
        "Line Probe Assay: katG mutation, Isoniazid resistance",
    ),
    (
        "Brainstem death test: Apnoea Test PaCO2 8.6 kPa, pH 7.21",
        "Noradrenaline 0.1 mcg/kg/min and Vasopressin 0.03 units/min",
    ),
    (
        "Lysholm Score 72, Tegner Activity Scale 4 after ACL Reconstruction",
        "Oxford Knee Score 31, Timed Up and Go 14 seconds",
    ),
    (
        "PCL-5 score 58 and PHQ-9 of 19 at the Medical Evaluation Board",
        "MoCA 24/30, Trail Making Test B 140 seconds",
    ),
    ("Esterman visual field full; Snellen 6/9 both eyes", "Ishihara 17/17, Humphrey 24-2 normal"),
    (
        "Epworth Sleepiness Scale 7 on ResMed AirSense 10, AHI 3.1",
        "Philips DreamStation 2: leak 12 L/min, AHI 4.4",
    ),
    (
        "COWS score 9: give Buprenorphine 4 mg SL per APP Detention and Custody",
        "CIWA-Ar 18: Diazepam 20 mg PO, Thiamine 300 mg",
    ),
    (
        "Tenecteplase 30 mg IV for STEMI, Aspirin 300 mg, Ticagrelor 180 mg",
        "Enoxaparin 1 mg/kg SC BD with eGFR 48",
    ),
    (
        "Ketamine 20 mg IV, Fentanyl 50 mcg IN, TXA 1 g over 10 minutes",
        "Sager traction splint and SAM Pelvic Sling II applied",
    ),
    (
        "Corpuls3 defibrillator: VF, 200 J biphasic, ROSC after 2 shocks",
        "LUCAS 3 chest compression device for 18 minutes",
    ),
    ("i-STAT CG4+: lactate 4.1 mmol/L, pH 7.29", "i-STAT cTnI 2.31 ng/mL, K+ 4.6 mmol/L"),
    (
        "Down syndrome clinic: TSH yearly, Echo at birth",
        "Turner syndrome: Karyotype 45,X, Growth Hormone 0.05 mg/kg/day",
    ),
    (
        "Wilson's disease: Ceruloplasmin 0.08 g/L, Penicillamine 250 mg",
        "Gilbert syndrome: Bilirubin 38 umol/L, ALT 22 U/L",
    ),
    (
        "Ross River virus IgM positive; Paracetamol 1 g QID",
        "Murray Valley encephalitis serology pending, MRI Brain normal",
    ),
    (
        "Lassa fever suspected: Ribavirin 33 mg/kg IV per NCDC Guidelines",
        "Ebola PPE doffing per WHO Protocol 2016",
    ),
    (
        "Rift Valley fever ruled out; Malaria RDT positive, Artemether-Lumefantrine 4 tablets BD",
        "Dengue NS1 positive, Platelets 48 x 10^9/L",
    ),
    (
        "Japanese encephalitis vaccine Imojev 0.5 mL SC",
        "Typhoid Vi vaccine 25 mcg IM before travel",
    ),
    (
        "Konsulta Package benefits: CBC, Lipid Profile, FBS, Chest X-ray",
        "Z Benefit Package for Acute Lymphoblastic Leukemia",
    ),
    (
        "SHA Primary Health Care Fund covers Amlodipine 5 mg and Metformin 500 mg",
        "NHIF Linda Mama covers Caesarean Section",
    ),
    (
        "MediSave Chronic Disease Management Programme: HbA1c every 3 months",
        "Healthier SG enrolment: Diabetic Retinal Photography yearly",
    ),
    (
        "ACC45 for Quad Bike Rollover, Femur Fracture, Finger Thoracostomy",
        "PHARMAC funded: Empagliflozin 10 mg, Dulaglutide 1.5 mg",
    ),
    (
        "Pharmac Special Authority for Adalimumab 40 mg fortnightly",
        "Medsafe alert: Valproate in Pregnancy",
    ),
    (
        "JMES MLD L3 M2 E1 S1, PULHHEEMS review at PCRF",
        "Army Physical Profile P3 S3, AR 40-501 Chapter 3",
    ),
    (
        "Omron HEM-7120 cuff: BP 158/104, repeat 162/106",
        "Urine dipstick Protein 2+, Glucose negative",
    ),
    ("G3P2 at 34 weeks, Fundal Height 31 cm, FHR 142 bpm", "Bishop Score 7, Oxytocin 2 mU/min"),
    (
        "Hamilton C6 ventilator: PEEP 8, FiO2 0.4, Tidal Volume 420 mL",
        "Dräger Evita V500: PSV 10 over PEEP 5",
    ),
    (
        "Medtronic Azure XT DR MRI SureScan: RV threshold 0.75 V",
        "Abbott Assurity MRI: battery 8.1 years",
    ),
    (
        "Oticon More 1 hearing aids fitted for bilateral high-frequency loss",
        "Cochlear Nucleus 8 processor mapped",
    ),
    (
        "Monofilament Test normal, ABPI 0.92 right, 0.88 left",
        "Doppler Waveform triphasic, Toe Pressure 82 mmHg",
    ),
    (
        "Kawasaki disease: IVIG 2 g/kg, Aspirin 30 mg/kg/day",
        "Henoch-Schönlein purpura: Urinalysis blood 2+",
    ),
    (
        "Stevens-Johnson syndrome after Carbamazepine, HLA-B*15:02 positive",
        "DRESS with Allopurinol, HLA-B*58:01",
    ),
    (
        "Bell's palsy: Prednisolone 60 mg for 5 days, House-Brackmann grade III",
        "Ramsay Hunt syndrome: Valaciclovir 1 g TDS",
    ),
    (
        "Parkinson's disease: Co-careldopa 25/100 TDS, Hoehn and Yahr 2",
        "Huntington's disease: CAG repeat 44",
    ),
    (
        "Burkitt lymphoma: R-CODOX-M/R-IVAC, LDH 1840 U/L",
        "Hodgkin lymphoma: ABVD cycle 3, PET Deauville 2",
    ),
    (
        "Crohn's disease: Infliximab 5 mg/kg, Faecal Calprotectin 412",
        "Ulcerative Colitis: Mayo Score 6, Mesalazine 4.8 g",
    ),
    (
        "Cushing syndrome: Overnight Dexamethasone Suppression Test cortisol 182 nmol/L",
        "Conn syndrome: Aldosterone/Renin Ratio 96",
    ),
    (
        "Guillain-Barré syndrome: IVIG 0.4 g/kg/day, FVC 1.9 L",
        "Myasthenia Gravis: Pyridostigmine 60 mg QDS",
    ),
    (
        "Hope Act trial: Sofosbuvir/Velpatasvir 400/100 mg for 12 weeks",
        "Faith-based Dietary Fasting: adjust Insulin Glargine by 20%",
    ),
    (
        "Blessing of the new Dialysis Unit: Fresenius 5008S machines, Kt/V 1.4",
        "Joy of Living programme: Cardiac Rehabilitation Phase III",
    ),
    (
        "Rocky Mountain spotted fever: Doxycycline 100 mg BD",
        "Lyme disease: Erythema Migrans, Doxycycline for 14 days",
    ),
    (
        "Snellen chart 6/60, Amsler Grid distortion, OCT macula thickness 412 microns",
        "Intravitreal Aflibercept 2 mg monthly x3",
    ),
    (
        "Dawn phenomenon on Dexcom G7: glucose 11.4 at 06:00",
        "Somogyi effect excluded, Libre 3 time in range 68%",
    ),
    ("Sister Mary Joseph nodule, CA-125 812 U/mL", "Virchow node, CT Chest Abdomen Pelvis staging"),
]


def filled() -> list[str]:
    """The PHI frames, each filled three times from seeded surrogates, in frame order."""
    rng = random.Random(SEED)  # noqa: S311 - reproducible surrogates, not secrets
    return [frame.format(**slots(rng)) for frame in PHI_FRAMES for _ in range(3)]


PHI = filled()
PHI_FREE = [text for pair in PHI_FREE_PAIRS for text in pair]


build = partial(kit.sentences_jsonl, PHI, PHI_FREE, "q")
"""The file's content: PHI sentences first, then the PHI-free ones, one JSON line each."""


if __name__ == "__main__":
    kit.write_sentences(OUT, build())
