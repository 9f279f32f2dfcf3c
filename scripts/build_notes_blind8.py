# ruff: noqa: E501
"""Build the eighth blind note set (src/clinrag/data/eval/notes_blind8/notes.jsonl).

Why a script: gold offsets are computed from `[[TYPE:value]]` marks, never typed, and kept
clinical values from `<<kind:value>>` marks, so every span is the text it claims. Seven families
no earlier note set has, two templates each in a different national format, three notes per
template; surrogate values come from hand-written lists and seeded random numbers.

Run: python scripts/build_notes_blind8.py   (standard library only; rebuilds the file byte for byte)
"""

from __future__ import annotations

import datetime as dt
import random
import re
import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
from blind_notes_kit import digits

SEED = 20261127
OUT = kit.ROOT / "src/clinrag/data/eval/notes_blind8/notes.jsonl"


def words(text: str) -> list[str]:
    """A hand-written list kept as running text, one entry per word."""
    return text.split()


GIVEN = words(
    "Aoife Siobhán Oisín Tadhg Niamh Ciarán Zoë Renée José Inés Björn Søren Chloé Anaïs Émile "
    "Joaquín Mireille Dagný Priya Arjun Lakshmi Venkatesh Thandiwe Sipho Nomvula Pieter Annelie "
    "Wiremu Mei-Ling Jun-ho Farah Tariq Hamish Morag Eilidh Callum Rhiannon Dafydd Bronwyn Kylie "
    "Brendan Marguerite Anne-Sophie Jean-Luc Kwame Adaeze Chidi Olusegun Malia Declan Gráinne Ewa "
    "Mateusz Lucía Raúl Dorota Tomás Ngaio Ravinder Hemi Saoirse Ruairí Yusuf Elif Kalani Ingrid"
)
FAMILY = [
    "O'Sullivan", "MacAskill", "McIlroy", "van der Merwe", "van Wyk", "de la Cruz", "bin Rashid",
    "Ní Bhriain", "Ó Dálaigh", "Fitzgerald-Byrne", "Okonkwo", "Nakamura", "Hernández-Ruiz",
    "Müller", "Kowalczyk", "Dlamini", "Nkosi", "Botha", "Pillay", "Naidoo", "Iyer", "Subramanian",
    "Chatterjee", "Sandhu", "Lefèvre", "Beaulieu", "Tremblay", "St-Pierre", "Nguyen", "Whitehorse",
    "D'Souza", "Fernandes", "Abernethy", "Cruickshank", "Lindqvist", "Þórsdóttir", "Haddad",
    "El-Amin", "Mac an tSaoir", "Le Roux", "da Silva", "von Essen", "ter Horst", "Al-Farsi",
    "Papadopoulos", "Moreau", "Quinlan", "Mulcahy", "MacNeacail", "Ó Briain", "Szabó", "Achterberg",
    "Mbeki-Hart", "Oyelaran", "Raghunathan", "Kealoha", "De Beer", "Van den Berg", "Ferreira-Lobo",
]  # fmt: skip
EPONYM_SURNAMES = ["Hodgkin", "Parkinson", "Glasgow", "Addison", "Crohn", "Bell"]
PARTICLE_SURNAMES = [
    "de la Cruz",
    "van der Merwe",
    "O'Sullivan",
    "MacAskill",
    "bin Rashid",
    "Ní Bhriain",
    "Ó Dálaigh",
    "St-Pierre",
    "Mac an tSaoir",
    "von Essen",
    "da Silva",
]  # relatives' surnames, in turn, so every particle and prefix appears
MONTHS = "January February March April May June July August September October November December"
MONTH = MONTHS.split()
ORD_WORDS = words(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth "
    "twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth "
    "twenty-seventh twenty-eighth"
)

COUNTRY: dict[str, dict[str, list[str]]] = {
    "uk": {
        "town": ["Kelsholme", "Aldermoor", "Brackenfold", "Westerhope Cross", "Marlow Heath",
                 "Penrhos Bay", "Ashby Fenton", "Caxley"],
        "street": ["14 Tannery Lane", "Flat 3, 88 Rope Walk", "2 Orchard Mews", "41 Kiln Road",
                   "The Old Forge, Back Lane", "7 Sandpiper Close", "120a Mill Street"],
        "hosp": ["Kelsholme General Infirmary", "Aldermoor Community Hospital", "Royal Brackenfold Hospital"],
        "gp": ["Caxley Road Surgery", "Marlow Heath Medical Centre", "Ashby Fenton Health Centre"],
    },
    "scot": {
        "town": ["Kirkbrae", "Inverallan", "Glenmorrie", "Dunmarnoch", "Strathkeld"],
        "street": ["3F2, 17 Baillie Street", "Croft 4, Achnaba", "22 Mossgiel Terrace",
                   "9 Kirkgate Wynd", "Flat 1/2, 60 Canal Brae"],
        "hosp": ["Inverallan Royal Infirmary", "Glenmorrie Community Hospital"],
        "gp": ["Dunmarnoch Dental Practice", "Strathkeld Dental Care"],
    },
    "ie": {
        "town": ["Ballinacrag", "Kilmurry North", "Carrigbawn", "Dromkeen", "Lisnagarvey Upper"],
        "street": ["5 Bóthar na Trá", "Apt 12, The Maltings", "Rossbeg, Cloonagh Road",
                   "23 St Enda's Park", "The Glebe House, Church Hill"],
        "hosp": ["St Brigid's University Hospital", "Ballinacrag General Hospital"],
        "gp": ["Carrigbawn Primary Care Centre", "Dromkeen Family Practice"],
    },
    "au": {
        "town": ["Wattle Downs", "Kurrajong Flats", "Bellbird Ridge", "Yarrawonga Heights",
                 "Coolabah Creek"],
        "street": ["Unit 4/17 Banksia Parade", "62 Jacaranda Street", "9 Old Dairy Road",
                   "Lot 3 Mulga Track", "15/220 Esplanade West"],
        "hosp": ["Wattle Downs District Hospital", "Bellbird Ridge Base Hospital"],
        "gp": ["Bellbird Ridge Medical Clinic", "Coolabah Creek Family Practice"],
        "pharm": ["Coolabah Creek Pharmacy", "Yarrawonga Heights Amcal"],
        "school": ["Kurrajong Flats Public School", "Wattle Downs Primary School"],
    },
    "ca": {
        "town": ["Port Ashgrove", "Sainte-Odile-du-Lac", "Maple Narrows", "Riverbend",
                 "Kinnear Falls"],
        "street": ["118 Birchmount Crescent", "Apt 1504, 77 Lakeshore Blvd W",
                   "4432 Rang Saint-Joseph", "16 Tamarack Drive", "RR 2, 3390 Concession 7"],
        "hosp": ["Port Ashgrove Regional Health Centre", "Maple Narrows General Hospital"],
        "gp": ["Maple Narrows Family Health Team", "Kinnear Falls Community Clinic"],
        "pharm": ["Kinnear Falls Pharmasave", "Riverbend Guardian Pharmacy"],
        "school": ["Riverbend Elementary School", "École Sainte-Odile"],
    },
    "us": {
        "town": ["Cedar Hollow", "Millbrook Falls", "East Lansford", "Pine Ridge Junction",
                 "Harlow Springs"],
        "street": ["2217 Sycamore Ave Apt 3B", "88 County Road 14", "410 W Marigold St",
                   "19 Quarry Hill Rd", "5603 Lakeview Terrace"],
        "hosp": ["Cedar Hollow Medical Center", "Harlow Springs Regional Hospital"],
        "gp": ["Millbrook Falls Family Medicine", "Harlow Springs Community Clinic"],
    },
    "in": {
        "town": ["Hubballi", "Belagavi", "Mysuru", "Davanagere", "Udupi"],
        "street": ["No. 14, 3rd Cross, Vidyanagar", "Flat 202, Sai Residency, Gokul Road",
                   "#56, 8th Main, Kothanur Layout", "H.No. 7-1-44, Station Road"],
        "hosp": ["Sri Basaveshwara Dental College", "Gokul Road Multispeciality Hospital"],
        "gp": ["Vidyanagar Dental Clinic", "Smile Line Dental Care"],
    },
    "za": {
        "town": ["Bellville South", "Mthatha", "Polokwane", "Rondebosch East", "Kwadukuza"],
        "street": ["17 Protea Street", "Stand 4412, Zone 3", "31 Voortrekker Road",
                   "Flat 6, Jacaranda Court, 9 Rissik Street"],
        "hosp": ["Mthatha Regional Hospital", "Polokwane Provincial Hospital"],
        "gp": ["Bellville South Community Health Centre", "Kwadukuza Clinic"],
    },
}  # fmt: skip


def letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXY") for _ in range(n))


def ascii_word(name: str) -> str:
    table = str.maketrans("áéíóúàèëïöüøçñÁÉÍÓÚÞþ", "aeiouaeeiouocnAEIOUTt")
    return re.sub(r"[^a-z]", "", name.translate(table).lower())


def dates(prefix: str, day: dt.date) -> dict[str, str]:
    """One day written in the shapes the templates ask for."""
    m = MONTH[day.month - 1]
    return {
        f"{prefix}": f"{day.day} {m} {day.year}",
        f"{prefix}_us": f"{day.month}/{day.day}/{day.year}",
        f"{prefix}_dmy": f"{day.day:02d}/{day.month:02d}/{day.year}",
        f"{prefix}_dot": f"{day.day:02d}.{day.month:02d}.{day.year % 100:02d}",
        f"{prefix}_iso": day.isoformat(),
        f"{prefix}_mon": f"{day.day:02d}-{m[:3]}-{day.year}",
        f"{prefix}_ord": f"{m} {day.day}{'th' if 10 < day.day < 14 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day.day % 10, 'th')}",
        f"{prefix}_spoken": f"the {ORD_WORDS[min(day.day, 28) - 1]} of {m}",
        f"{prefix}_my": f"{day.month}/{day.year % 100:02d}",
        f"{prefix}_short": f"{day.day} {m[:3]} {day.year % 100:02d}",
        f"{prefix}_compact": f"{day.year}{day.month:02d}{day.day:02d}",
    }


def person(
    rng: random.Random, prefix: str, used: set[str], family: str | None = None
) -> dict[str, str]:
    given = rng.choice([g for g in GIVEN if g not in used])
    sur = family or rng.choice([f for f in FAMILY if f not in used])
    used.update({given, sur})
    return {
        prefix: f"{given} {sur}",
        f"{prefix}_g": given,
        f"{prefix}_s": sur,
        f"{prefix}_rev": f"{sur.upper()}, {given}",
        f"{prefix}_i": f"{given[0]}.{sur[0].upper()}.",
        f"{prefix}_li": f"{given[0]}{sur.replace(' ', '')[0]}".lower(),
        f"{prefix}_gs": f"{given[0]}. {sur}",
        f"{prefix}_mail": f"{ascii_word(given)}.{ascii_word(sur)}",
    }


def postcode(rng: random.Random, country: str) -> str:
    d = partial(digits, rng)
    a = partial(letters, rng)
    return {
        "uk": f"{a(2)}{d(1)} {d(1)}{a(2)}",
        "scot": f"IV{d(2)} {d(1)}{a(2)}",
        "ie": f"{a(1)}{d(2)} {a(1)}{d(1)}{a(1)}{d(1)}",
        "au": d(4),
        "ca": f"{a(1)}{d(1)}{a(1)} {d(1)}{a(1)}{d(1)}",
        "us": f"{d(5)}-{d(4)}" if rng.random() < 0.4 else d(5),
        "in": f"{rng.choice(['580', '590', '570', '577'])} {d(3)}",
        "za": d(4),
    }[country]


def phones(rng: random.Random, country: str) -> dict[str, str]:
    d = partial(digits, rng)
    table = {
        "uk": (f"01632 96{d(4)}", f"07700 900{d(3)}", f"+44 (0)1632 96{d(4)}"),
        "scot": (f"01632 96{d(4)}", f"07700 900{d(3)}", f"(01632) 96{d(4)}"),
        "ie": (f"(061) 55{d(1)} {d(4)}", f"087 555 {d(4)}", f"+353 (0)61 55{d(1)} {d(4)}"),
        "au": (f"(02) 5550 {d(4)}", f"0491 570 {d(3)}", f"+61 2 5550 {d(4)}"),
        "ca": (f"(613) 555-01{d(2)}", f"613-555-01{d(2)}", f"+1 416 555 01{d(2)}"),
        "us": (f"(614) 555-01{d(2)}", f"614.555.01{d(2)}", f"+1 (937) 555-01{d(2)}"),
        "in": (f"0836-255{d(4)}", f"+91 98450 {d(5)}", f"98860 {d(5)}"),
        "za": (f"021 555 {d(4)}", f"082 555 {d(4)}", f"+27 (0)21 555 {d(4)}"),
    }
    one, two, three = table[country]
    return {"ph1": one, "ph2": two, "ph3": three, "ext": d(5), "bleep": d(4)}


def slots_for(rng: random.Random, country: str, index: int, aged: bool) -> dict[str, str]:
    used: set[str] = set()
    s: dict[str, str] = {}
    pool = COUNTRY[country]
    s.update(person(rng, "nok", used, family=PARTICLE_SURNAMES[index % len(PARTICLE_SURNAMES)]))
    for p in ("pt", "s1", "s2", "s3", "s4"):
        s.update(person(rng, p, used))
    s.update(person(rng, "epo", used, family=EPONYM_SURNAMES[index % len(EPONYM_SURNAMES)]))
    towns = rng.sample(pool["town"], 3)
    hosps = rng.sample(pool["hosp"], 2)
    s.update(town=towns[0], town2=towns[1], town3=towns[2], hosp=hosps[0], hosp2=hosps[1])
    s.update({kind: rng.choice(pool[kind]) for kind in ("gp", "pharm", "school") if kind in pool})
    streets = rng.sample(pool["street"], 2)
    s.update(street=streets[0], street2=streets[1])
    s.update(pc=postcode(rng, country), pc2=postcode(rng, country))
    s.update(phones(rng, country))
    s["age"] = str(90 + rng.randrange(14))
    born = dt.date(1928 + rng.randrange(80), 1 + rng.randrange(12), 1 + rng.randrange(28))
    if aged:  # a note that gives an age over 89 gives a birth date that agrees with it
        born = dt.date(2026 - int(s["age"]), 1 + rng.randrange(10), 1 + rng.randrange(28))
    s.update(dates("dob", born))
    base = dt.date(2026, 8, 1) + dt.timedelta(days=rng.randrange(100))
    for k, prefix in enumerate(("d1", "d2", "d3", "d4")):
        s.update(dates(prefix, base + dt.timedelta(days=k * 3 + rng.randrange(3))))
    old = dt.date(2019 + rng.randrange(6), 1 + rng.randrange(12), 1 + rng.randrange(28))
    s.update(dates("old", old))
    s["ip"] = rng.choice([f"10.{rng.randrange(256)}", "192.168", f"172.{16 + rng.randrange(16)}"])
    s["ip"] += f".{rng.randrange(256)}.{1 + rng.randrange(254)}"
    s["dom"] = rng.choice(["example.org", "example.com", "example.net"])
    s.update(national_ids(rng, born))
    return s


def national_ids(rng: random.Random, born: dt.date) -> dict[str, str]:
    """Person numbers in each country's written shape, and a car registration per country."""
    d = partial(digits, rng)
    a = partial(letters, rng)
    return {
        "nhs": f"{d(3)} {d(3)} {d(4)}",
        "chi": f"{born.day:02d}{born.month:02d}{born.year % 100:02d}{d(4)}",
        "ppsn": f"{d(7)}{a(1)}{rng.choice(['', 'A', 'W'])}",
        "ihi": f"{d(4)} {d(4)} {d(4)} {d(4)}",
        "sin": f"{d(3)} {d(3)} {d(3)}",
        "ssn": f"{rng.randrange(100, 666)}-{d(2)}-{d(4)}",
        "mcare": f"{rng.randrange(2, 7)}{d(3)} {d(5)} {rng.randrange(1, 10)}",
        "ohip": f"{d(4)}-{d(3)}-{d(3)}-{a(2)}",
        "aadhaar": f"{rng.randrange(2, 10)}{d(3)} {d(4)} {d(4)}",
        "zaid": f"{born.year % 100:02d}{born.month:02d}{born.day:02d}{d(4)}08{d(1)}",
        "veh_uk": f"{a(2)}{d(2)} {a(3)}",
        "veh_ie": f"{rng.choice(['191', '222', '241'])}-{rng.choice(['C', 'L', 'G', 'KY'])}-{d(4)}",
        "veh_us": f"{d(1)}{a(3)}{d(3)}",
        "veh_za": f"{rng.choice(['CA', 'CY', 'CF'])} {d(3)}-{d(3)}",
    }


# Each template: family, country, text. Fields in braces; [[TYPE:...]] gold PHI; <<kind:...>> kept.
TEMPLATES: list[tuple[str, str, str]] = []

TEMPLATES += [
    (
        "safeguarding_referral",
        "uk",
        """\
<<heading:MULTI-AGENCY SAFEGUARDING HUB (MASH) - ADULT AT RISK REFERRAL>>
Submitted online {d2_dmy} 14:37 from [[IP_ADDRESS:{ip}]] via [[URL:https://mash.{dom}/referral/{l3}{n6}]]
Referrer: [[PERSON:{s1}]], <<role:Emergency Department Safeguarding Lead Nurse>>, [[LOCATION:{hosp}]]
Contact: [[PHONE:{ph1}]] ext [[PHONE:{ext}]] / bleep [[PHONE:{bleep}]]   NMC PIN [[LICENSE:{n2}{l1}{n4}{l1b}]]
E-mail: [[EMAIL:{s1_mail}@nhs.{dom}]]

ADULT AT RISK: [[PERSON:{pt_rev}]]   DOB [[DATE:{dob_dmy}]]   Age [[AGE:{age}]]
NHS no. [[SSN:{nhs}]]   Hospital no. [[MRN:K{n7}]]   Ward: <<unit:Acute Medical Unit>>, bay 4
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]
GP: Dr [[PERSON:{s2_gs}]], [[LOCATION:{gp}]]
Lives with: a relative, [[PERSON:{nok}]] ([[PHONE:{ph2}]]), who drives a grey estate, reg [[VEHICLE_ID:{veh_uk}]]

Concern: <<role:Paramedic>> crew found [[PERSON:{pt_g}]] on the kitchen floor with <<finding:grade 3 sacral pressure damage>>,
<<finding:weight loss of 9 kg>> since [[DATE:{old_my}]] and <<symptom:dehydration>>. <<test:Glasgow Coma Scale>> <<score:14/15>>,
<<lab:sodium 151 mmol/L>>, <<lab:urea 19.2 mmol/L>>. Known <<condition:Parkinson's disease>> on <<drug:co-careldopa>>
<<dose:25/100 mg>> <<freq:four times daily>>; blister packs from the pharmacy unopened since [[DATE:{d1_ord}]].
The relative says they "manage the money"; the bank card is with them. Possible <<condition:neglect>> and
<<condition:financial abuse>> under <<guideline:Care Act 2014 section 42>>.

Capacity: <<test:Mental Capacity Act two-stage test>> done [[DATE:{d2}]] by [[PERSON:{s3}]] (<<role:Consultant Geriatrician>>):
lacks capacity for discharge destination. <<service:Independent Mental Capacity Advocate>> requested.
Police informed: PC [[PERSON:{s4_s}]], incident log [[ID:{n4}-{d2_compact}]].
Strategy discussion pencilled for [[DATE:{d3_spoken}]].

[[PERSON:{s1_li}]] / typed [[PERSON:{s3_li}]]
""",
    ),
    (
        "safeguarding_referral",
        "ie",
        """\
<<heading:TUSLA CHILD PROTECTION AND WELFARE REPORT FORM>> (<<guideline:Children First Act 2015>>)
Mandated person: Dr [[PERSON:{s1}]], <<role:Registrar in Paediatrics>>, [[LOCATION:{hosp}]], [[LOCATION:{town}]]
Medical Council no. [[LICENSE:{n6}]]   Tel [[PHONE:{ph3}]]   Mobile [[PHONE:{ph2}]]
Email [[EMAIL:{s1_mail}@hse.{dom}]]   Date of report [[DATE:{d2_mon}]]

Child: [[PERSON:{pt}]]   Date of birth [[DATE:{d1_dot}]] (newborn)   Sex F
IHI [[SSN:{ihi}]]   MRN [[MRN:SB{n6}]]   Chart on <<unit:Paediatric Ward>>, cot 6
Home: [[ADDRESS:{street}]], [[LOCATION:{town2}]], Co. [[LOCATION:{town3}]], Eircode [[ZIP:{pc}]]
Mother: [[PERSON:{nok}]], PPSN [[SSN:{ppsn}]], mobile [[PHONE:{ph1}]]
Mother's partner: "[[PERSON:{s4_g}]]" (surname not known), red hatchback [[VEHICLE_ID:{veh_ie}]]
Public health nurse: [[PERSON:{s2}]], [[LOCATION:{gp}]]

Presentation: brought to the <<service:Emergency Department>> [[DATE:{d2_spoken}]] with <<symptom:reduced feeding>>.
Exam: <<finding:two 4 mm bruises on the left pinna>>, <<finding:torn upper frenulum>>. <<vital:Heart rate 168>>,
<<vital:SpO2 98% on air>>. <<procedure:Skeletal survey>> [[DATE:{d3_iso}]] (accession [[ID:RAD{n8}]]): <<finding:healing
posterior rib fractures 5th and 6th right>>. <<test:CT head>>: <<finding:no intracranial haemorrhage>>.
<<test:Ophthalmology review>> by [[PERSON:{s3_gs}]]: <<finding:no retinal haemorrhages>>. <<lab:Platelets 412>>,
<<lab:INR 1.0>>, <<lab:APTT 31 s>>; <<test:von Willebrand screen>> pending ([[ID:LAB-{n7}]]).
Sibling [[PERSON:{pt_s}]] aged 3 at <<service:crèche>> in [[LOCATION:{town3}]].

Immediate risk: yes. <<service:Gardaí>> notified; Sgt [[PERSON:{epo_s}]], PULSE [[ID:{n8}]].
Online copy: [[URL:https://portal.tusla.{dom}/cpwrf/{n7}]]
Signed [[PERSON:{s1_i}]]   cc [[PERSON:{s2_li}]]
""",
    ),
]

TEMPLATES += [
    (
        "pharmacy_discharge_reconciliation",
        "au",
        """\
<<heading:PHARMACY DISCHARGE MEDICATION RECORD>> - [[LOCATION:{hosp}]], [[LOCATION:{town}]] NSW [[ZIP:{pc}]]
Patient: [[PERSON:{pt}]] ([[PERSON:{pt_g}]] prefers "Nan")   UR [[MRN:{n7}]]   Age [[AGE:{age}]]   DOB [[DATE:{dob_dmy}]]
Medicare [[HEALTH_PLAN_ID:{mcare}]]   DVA Gold card [[HEALTH_PLAN_ID:NX{n6}]]   Ward <<unit:4B Aged Care>>, bed 12
Usual address: [[ADDRESS:{street}]], [[LOCATION:{town2}]] NSW [[ZIP:{pc2}]]   Ph [[PHONE:{ph1}]]
Next of kin: [[PERSON:{nok}]] (daughter) [[PHONE:{ph2}]]
Community pharmacy: [[LOCATION:{pharm}]], account [[ACCOUNT:{n6}-{l2}]], fax [[PHONE:{ph3}]]

Admitted [[DATE:{d1_dmy}]] with <<condition:community-acquired pneumonia>> and <<condition:delirium>>; discharged [[DATE:{d3_dmy}]].
<<test:Best possible medication history>> from daughter, <<device:Webster-pak>> and GP list (Dr [[PERSON:{s2_s}]]).

| Medicine | Before | On discharge | Change |
| <<drug:Rivaroxaban>> | <<dose:20 mg>> <<freq:daily>> | <<dose:15 mg>> <<freq:daily>> | <<lab:CrCl 38 mL/min>> |
| <<drug:Amlodipine>> | <<dose:10 mg>> <<freq:mane>> | ceased | <<vital:postural BP drop 28 mmHg>> |
| <<drug:Levodopa/benserazide>> | <<dose:100/25 mg>> <<freq:tds>> | unchanged | <<condition:Parkinson's disease>> |
| <<drug:Amoxicillin>> | - | <<dose:500 mg>> <<freq:tds>> until [[DATE:{d4_ord}]] | <<test:CURB-65>> <<score:2>> |
| <<drug:Temazepam>> | <<dose:10 mg>> <<freq:nocte>> | ceased | <<guideline:Beers criteria>> |

Allergies: <<drug:penicillamine>> (<<symptom:rash>>). <<lab:eGFR 41>>, <<lab:potassium 4.9 mmol/L>>.
<<service:Home Medicines Review>> referral sent to [[PERSON:{s3}]], accredited pharmacist, [[EMAIL:{s3_mail}@{dom}]].
Reconciled by [[PERSON:{s1}]], <<role:Clinical Pharmacist>>, AHPRA [[LICENSE:PHA000{n7}]], pager [[PHONE:{bleep}]]
Checked [[PERSON:{s4_i}]] [[DATE:{d3_short}]]. eMR: [[URL:https://emr.{dom}/dischargemeds/{n8}]]
""",
    ),
    (
        "pharmacy_discharge_reconciliation",
        "ca",
        """\
<<heading:Discharge Medication Reconciliation>> / <<heading:Bilan comparatif des médicaments>>
[[LOCATION:{hosp}]] - <<service:Pharmacy Services>>, [[LOCATION:{town}]], ON [[ZIP:{pc}]]
Tel [[PHONE:{ph1}]] x[[PHONE:{n4}]]   Fax [[PHONE:{ph2}]]

Name: [[PERSON:{pt_rev}]]   Chart # [[MRN:{l2}{n7}]]   OHIP [[HEALTH_PLAN_ID:{ohip}]]
DOB (YYYY/MM/DD) [[DATE:{dob_iso}]]   Unit <<unit:5 West Medicine>> room 512-B
Home: [[ADDRESS:{street}]], [[LOCATION:{town2}]], ON [[ZIP:{pc2}]]
Substitute decision-maker: [[PERSON:{nok}]], [[PHONE:{ph3}]], [[EMAIL:{nok_mail}@{dom}]]
Insulin pump: <<device:Tandem t:slim X2>> serial [[DEVICE_ID:{n8}]]; CGM <<device:Dexcom G7>> sensor [[DEVICE_ID:{l3}{n5}]]

Admission [[DATE:{d1_ord}]]: <<condition:diabetic ketoacidosis>> (<<lab:pH 7.12>>, <<lab:bicarbonate 9 mmol/L>>,
<<lab:beta-hydroxybutyrate 5.8 mmol/L>>) after pump site failure. Discharge [[DATE:{d3_ord}]].

Home meds vs discharge:
- <<drug:insulin lispro>> via pump, <<dose:basal 0.8 units/h>> -> <<dose:0.75 units/h>> 00:00-06:00 (<<symptom:nocturnal hypoglycaemia>>)
- <<drug:empagliflozin>> <<dose:10 mg>> <<freq:daily>> -> STOPPED (<<condition:euglycaemic DKA>> risk, <<guideline:Diabetes Canada 2018>>)
- <<drug:ramipril>> <<dose:5 mg>> <<freq:daily>> -> held until <<lab:creatinine 96 umol/L>> rechecked
- <<drug:atorvastatin>> <<dose:40 mg>> <<freq:qhs>> -> continue
Sick-day rules taught by [[PERSON:{s2}]], <<role:Certified Diabetes Educator>>.

Community pharmacy [[LOCATION:{pharm}]]: pharmacist [[PERSON:{s3_gs}]] ([[PHONE:(613) 555-01{n2}]]) faxed [[DATE:{d3_us}]].
Pharmacist: [[PERSON:{s1}]], <<role:RPh>>, OCP reg. [[LICENSE:{n6}]]   e-sig [[PERSON:{s1_li}]]
Follow-up: <<service:Diabetes Education Centre>> on [[DATE:{d4_spoken}]]; MyChart [[URL:https://mychart.{dom}/msg/{n7}]]
""",
    ),
]

TEMPLATES += [
    (
        "coroner_statement_request",
        "uk",
        """\
<<heading:HM CORONER - REQUEST FOR A STATEMENT FROM A MEDICAL PRACTITIONER>>
Coroner's Office, Civic Centre, [[LOCATION:{town3}]]   Our ref: [[ID:COR/{n5}/{d1_short}]]
Coroner's Officer: [[PERSON:{s4}]]   Direct line [[PHONE:{ph3}]]   [[EMAIL:{s4_mail}@coroner.{dom}]]
Secure upload: [[URL:https://coroner-upload.{dom}/case/{n7}]]

To: Dr [[PERSON:{s1}]], <<role:Consultant in Emergency Medicine>>, [[LOCATION:{hosp}]]   GMC [[LICENSE:{n7}]]
Date: [[DATE:{d3}]]

Deceased: [[PERSON:{pt}]] (also known as "[[PERSON:{pt_g} {nok_s}]]")   Aged [[AGE:{age}]]
Born [[DATE:{dob}]]   Died [[DATE:{d1}]] at [[LOCATION:{hosp}]]   NHS no. [[SSN:{nhs}]]   MRN [[MRN:{l1}{n6}]]
Last address: [[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]
Next of kin: [[PERSON:{nok}]], granddaughter, [[PHONE:{ph2}]]

Circumstances: pedestrian struck by a van (registration [[VEHICLE_ID:{veh_uk}]]) on [[DATE:{d1_spoken}]] near his home.
Arrived <<vital:GCS 9>> on the <<test:Glasgow Coma Scale>>, <<vital:BP 84/50>>. <<procedure:CT trauma series>>: <<finding:flail chest>>,
<<finding:right haemopneumothorax>>, <<finding:pelvic ring fracture>>. <<procedure:Massive haemorrhage protocol>> with
<<drug:tranexamic acid>> <<dose:1 g>>; on <<drug:apixaban>> <<dose:2.5 mg>> <<freq:twice daily>> for <<condition:atrial fibrillation>>.
Also <<condition:Hodgkin lymphoma>> treated with <<procedure:ABVD>> in his sixties; <<condition:Addison's disease>> on <<drug:hydrocortisone>>.
<<procedure:Rib fixation>> declined by family after discussion with [[PERSON:{s2}]] (<<role:Trauma Consultant>>).

Please address: timings, <<drug:andexanet alfa>> decision, and whether <<condition:anticoagulation>> contributed.
The inquest is listed for [[DATE:{d4_mon}]]. Pathologist: Dr [[PERSON:{epo}]] (post-mortem [[ID:PM{n4}/{n2}]]).
Yours faithfully, [[PERSON:{s4_i}]] for <<role:Senior Coroner>> [[PERSON:{s3}]]
""",
    ),
    (
        "coroner_statement_request",
        "us",
        """\
<<heading:OFFICE OF THE MEDICAL EXAMINER - RECORDS REQUEST>>
[[LOCATION:{town3}]] County ME Case No. [[ID:ME-{n2}-{n5}]]   Investigator [[PERSON:{s4}]] (Badge [[ID:{n4}]])
Phone [[PHONE:{ph1}]]   Fax [[PHONE:{ph2}]]   [[EMAIL:{s4_mail}@me.{dom}]]
Date of request: [[DATE:{d3_us}]]

Records custodian, [[LOCATION:{hosp}]], [[ADDRESS:{street2}]], [[LOCATION:{town}]], OH [[ZIP:{pc}]]

Decedent: [[PERSON:{pt_rev}]]   DOB [[DATE:{dob_us}]]   SSN [[SSN:{ssn}]]
Date of death: [[DATE:{d1_us}]]   Pronounced 03:14 by <<role:paramedic>> [[PERSON:{s2_gs}]]
Residence: [[ADDRESS:{street}]], [[LOCATION:{town2}]], OH [[ZIP:{pc2}]]
Medicaid ID [[HEALTH_PLAN_ID:{n4}{n8}]]   Medical record # [[MRN:{n8}]]   Hospice billing account [[ACCOUNT:{n5}-{n4}]]
Informant: [[PERSON:{nok}]] (spouse), cell [[PHONE:{ph3}]]

Please send records from [[DATE:{old_my}]] to date: <<condition:Idiopathic pulmonary fibrosis>> on <<drug:nintedanib>>
<<dose:150 mg>> <<freq:twice daily>>; <<device:home oxygen concentrator>> serial [[DEVICE_ID:SN{n8}{l2}]] <<dose:4 L/min>>;
<<drug:OxyContin>> <<dose:5 mg>> <<freq:q4h PRN>> and <<drug:lorazepam>> <<dose:0.5 mg>>; last <<test:PFT>> <<lab:FVC 41% predicted>>,
<<lab:DLCO 28%>>. Question of <<condition:accidental opioid toxicity>> vs <<condition:end-stage lung disease>>;
<<test:Postmortem toxicology>> lab no. [[ID:TX{n7}]] showed <<lab:oxycodone 0.21 mg/L>>.
Attending: [[PERSON:{s1}]], MD, DEA no. [[LICENSE:B{l1}{n7}]]
Portal for records: [[URL:https://me-records.{dom}/upload?case={n5}]]
/[[PERSON:{s4_li}]]
""",
    ),
]

TEMPLATES += [
    (
        "maxillofacial_dental_referral",
        "scot",
        """\
<<heading:SCI Gateway referral - Oral and Maxillofacial Surgery (urgent suspicion of cancer)>>
From: [[PERSON:{s1}]] BDS, <<role:General Dental Practitioner>>, [[LOCATION:{gp}]], [[LOCATION:{town2}]]
GDC [[LICENSE:{n5}]]   Practice tel [[PHONE:{ph1}]]   [[EMAIL:{s1_mail}@nhs.{dom}]]
To: <<service:OMFS Department>>, [[LOCATION:{hosp}]]   Sent [[DATE:{d1_dot}]]   SCI ref [[ID:{l3}{n8}]]

Patient: [[PERSON:{pt}]]   CHI [[SSN:{chi}]]   DOB [[DATE:{dob_mon}]]
[[ADDRESS:{street}]], [[LOCATION:{town}]] [[ZIP:{pc}]]   Mob [[PHONE:{ph2}]]
Hospital no. [[MRN:{l1}{n6}]]   Interpreter: <<service:Gaelic>> not needed

History: <<symptom:non-healing ulcer>> <<anatomy:left lateral border of tongue>> for 5 weeks, <<symptom:otalgia>>.
<<condition:Smoker>> <<dose:20 pack-years>>, alcohol <<dose:30 units/week>>. <<condition:Parkinson's disease>> diagnosed [[DATE:{old_my}]].
Exam: <<finding:indurated 14 mm ulcer>>, <<finding:level II node 2 cm>>, <<finding:leukoplakia of floor of mouth>>.
<<test:OPT radiograph>> [[DATE:{d1_compact}]]: <<finding:no bony erosion>>; image [[URL:https://pacs.{dom}/opt/{n7}]].
Dentition: <<procedure:extraction of LR7>> advised after review. Meds: <<drug:ropinirole>> <<dose:4 mg>> <<freq:tds>>,
<<drug:alendronic acid>> <<dose:70 mg>> <<freq:weekly>> (<<condition:MRONJ>> risk noted).
Pathway: <<guideline:Scottish Referral Guidelines for Suspected Cancer>>; <<guideline:SDCEP>>.
Patient aware; partner [[PERSON:{nok_g}]] will drive, contact [[PHONE:{ph3}]].
Previous dentist Dr [[PERSON:{s2_s}]] retired; records from [[DATE:{old}]] attached.
[[PERSON:{s1_i}]] / dictated [[DATE:{d1_short}]], typed [[PERSON:{s3_li}]]
""",
    ),
    (
        "maxillofacial_dental_referral",
        "in",
        """\
<<heading:REFERRAL TO DEPARTMENT OF ORAL MEDICINE AND RADIOLOGY>>
[[LOCATION:{hosp}]], [[LOCATION:{town}]], Karnataka   OPD No. [[MRN:{n2}/{n6}]]   Date [[DATE:{d2_dot}]]
Referring dentist: Dr [[PERSON:{s1}]], MDS, [[LOCATION:{gp}]]   KSDC Reg. No. [[LICENSE:A-{n5}]]
Clinic: [[ADDRESS:{street2}]], [[LOCATION:{town2}]] - [[ZIP:{pc2}]]   Ph [[PHONE:{ph1}]]   WhatsApp [[PHONE:{ph2}]]

Name: Mrs [[PERSON:{pt}]] W/o [[PERSON:{nok}]]   Age/Sex 52/F
Aadhaar [[SSN:{aadhaar}]]   ABHA [[HEALTH_PLAN_ID:{n2}-{n4}-{n4}-{n4}]]
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]] - [[ZIP:{pc}]]   Mobile [[PHONE:{ph3}]]
Email [[EMAIL:{pt_mail}{n2}@{dom}]]   Fee paid by UPI, bank a/c [[ACCOUNT:{n8}{n4}]]

C/o: <<symptom:burning sensation>> on eating spicy food since [[DATE:{old_my}]], <<symptom:reduced mouth opening>> (<<finding:inter-incisal 22 mm>>).
Habit: <<condition:areca nut chewing>> 10 years, <<condition:gutka>> stopped [[DATE:{old_ord}]].
O/E: <<finding:blanching of buccal mucosa>>, <<finding:palpable fibrous bands>>, <<finding:shrunken uvula>>.
Provisional diagnosis: <<condition:Oral submucous fibrosis>>, <<score:Khanna and Andrade Group III>>.
<<test:Complete blood count>>: <<lab:Hb 9.8 g/dL>>; <<test:HbA1c>> <<lab:6.1%>>. <<drug:Lycopene>> <<dose:8 mg>> <<freq:BD>> started.
Kindly evaluate for <<procedure:incisional biopsy>> and <<procedure:intralesional dexamethasone>>.
Husband [[PERSON:{nok_g}]] works in [[LOCATION:{town3}]]; patient travels by bus.
Teleconsult link: [[URL:https://teledent.{dom}/r/{n6}]]
Dr [[PERSON:{s1_gs}]]   seen with intern [[PERSON:{s2}]]
""",
    ),
]

TEMPLATES += [
    (
        "immigration_medical_examination",
        "us",
        """\
<<heading:CIVIL SURGEON WORKSHEET - REPORT OF IMMIGRATION MEDICAL EXAMINATION (FORM I-693)>>
Applicant: [[PERSON:{pt_rev}]]   A-Number [[ID:A{n3}-{n3}-{n3}]]   USCIS receipt [[ID:IOE{n5}{n5}]]
DOB [[DATE:{dob_us}]]   Passport [[ID:{l1}{n8}]]   SSN [[SSN:{ssn}]]
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]], OH [[ZIP:{pc}]]   Phone [[PHONE:{ph1}]]
E-mail [[EMAIL:{pt_mail}@{dom}]]   Insurance member ID [[HEALTH_PLAN_ID:{l3}{n8}]]
Interpreter: [[PERSON:{nok}]] (brother), [[PHONE:{ph2}]]

Exam dates: [[DATE:{d1_us}]] and [[DATE:{d3_us}]]   Clinic: [[LOCATION:{hosp}]], [[LOCATION:{town2}]]
<<test:Interferon-gamma release assay>> (<<test:QuantiFERON-TB Gold Plus>>) [[DATE:{d1_iso}]]: <<lab:positive, TB1 0.82 IU/mL>>.
<<test:Chest X-ray>> [[DATE:{d2_us}]]: <<finding:calcified granuloma right upper lobe>>; <<condition:Class B2 TB>>,
<<condition:latent TB infection>>; <<drug:rifapentine>> and <<drug:isoniazid>> <<freq:once weekly>> x 12 (<<guideline:CDC 3HP>>).
<<test:Syphilis serology>> <<lab:RPR non-reactive>>. <<test:Gonorrhea NAAT>> <<lab:negative>>.
Vaccines: <<drug:MMR>> dose 2, <<drug:Tdap>>, <<drug:varicella>> (<<lab:IgG negative>>), <<drug:COVID-19 2026-27>>.
Mental status: <<finding:no Class A condition>>; <<test:PHQ-9>> <<score:6>>.
Lab accession [[ID:LC{n8}]]; uploaded from [[IP_ADDRESS:{ip}]] to [[URL:https://eimmig.{dom}/i693/{n7}]].
Civil surgeon: [[PERSON:{s1}]], MD   State licence [[LICENSE:35.{n6}]]   office [[PHONE:{ph3}]]
Sealed envelope handed to applicant [[DATE:{d4_ord}]] by [[PERSON:{s2_g}]] (front desk). Chart [[MRN:{n7}]]
""",
    ),
    (
        "immigration_medical_examination",
        "ca",
        """\
<<heading:IMMIGRATION MEDICAL EXAMINATION (IME) - PANEL PHYSICIAN SUMMARY>>
Client: [[PERSON:{pt}]]   UCI [[ID:{n4}-{n4}]]   IME no. [[ID:{n8}]]   eMedical ID [[ID:{l1}{n4}{l1b}{n6}]]
Date of birth [[DATE:{dob_mon}]]   Passport [[ID:{l2}{n7}]]
Intended address: [[ADDRESS:{street}]], [[LOCATION:{town}]], QC [[ZIP:{pc}]]
Sponsor: [[PERSON:{nok}]], [[PHONE:{ph1}]], [[EMAIL:{nok_mail}@{dom}]]   Sponsor SIN [[SSN:{sin}]]
Examined at [[LOCATION:{hosp}]], [[LOCATION:{town2}]], ON on [[DATE:{d1}]] by Dr [[PERSON:{s1}]]
CPSO [[LICENSE:{n5}]]   Clinic [[PHONE:{ph2}]] ext. [[PHONE:{n3}]]

History: <<condition:type 2 diabetes>> on <<drug:metformin>> <<dose:1000 mg>> <<freq:BID>> and <<drug:sitagliptin>> <<dose:100 mg>>;
<<condition:chronic hepatitis B>> diagnosed [[DATE:{old_my}]] on <<drug:tenofovir alafenamide>> <<dose:25 mg>> <<freq:OD>>.
<<vital:BP 138/86>>, <<vital:BMI 31.4>>. <<test:Chest radiograph>> [[DATE:{d1_dmy}]]: <<finding:no active TB>>.
<<lab:HBsAg positive>>, <<lab:HBV DNA 180 IU/mL>>, <<lab:ALT 34 U/L>>, <<lab:HbA1c 7.4%>>, <<lab:creatinine 82 umol/L>>.
<<test:Urinalysis>>: <<lab:protein trace>>. <<test:Syphilis EIA>> <<lab:negative>>. <<test:HIV 4th generation>> <<lab:negative>>.
Grade M2; <<service:medical surveillance>> referral to <<service:Public Health Ontario>>, to report by [[DATE:{d4_ord}]].
Provincial health card on arrival: OHIP [[HEALTH_PLAN_ID:{ohip}]]
Results uploaded [[DATE:{d2_iso}]] from workstation [[IP_ADDRESS:{ip}]]; IRCC portal [[URL:https://ime.{dom}/case/{n8}]]
Radiologist [[PERSON:{s2}]]   [[PERSON:{s1_li}]]/[[PERSON:{s3_li}]]
""",
    ),
]

TEMPLATES += [
    (
        "disability_benefit_medical_report",
        "za",
        """\
<<heading:SASSA MEDICAL ASSESSMENT REPORT - DISABILITY GRANT>>
Assessing doctor: Dr [[PERSON:{s1}]]   HPCSA MP [[LICENSE:0{n6}]]   [[LOCATION:{hosp}]], [[LOCATION:{town3}]]
Tel [[PHONE:{ph3}]]   [[EMAIL:{s1_mail}@health.{dom}]]   Date [[DATE:{d2_iso}]]

Applicant: [[PERSON:{pt}]]   ID number [[SSN:{zaid}]]   Age [[AGE:{age}]] (older-person grant review)
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]], [[ZIP:{pc}]]   Cell [[PHONE:{ph2}]]
Folder no. [[MRN:{l2}{n6}]]   Medical aid: none   Grant paid to bank account [[ACCOUNT:{n8}{n3}]]
Carer: granddaughter [[PERSON:{nok}]], [[PHONE:{ph1}]]; transported in bakkie [[VEHICLE_ID:{veh_za}]]

Diagnoses: <<condition:Parkinson's disease>> since [[DATE:{old_my}]], <<condition:bilateral cataracts>>,
<<condition:HIV on ART>> (<<drug:TLD>> <<dose:one tablet>> <<freq:daily>>, <<lab:viral load lower than detectable>> [[DATE:{d1_dmy}]]).
<<lab:CD4 412 cells/uL>>. <<test:Hoehn and Yahr>> <<score:stage 4>>; <<test:Barthel Index>> <<score:35/100>>.
<<finding:Visual acuity 6/60 right, 6/36 left>>. <<vital:BP 152/90>>. Uses <<device:walking frame>> and
<<device:hearing aid>> serial [[DEVICE_ID:{l2}{n7}]].
Functional: needs help with bathing and dressing; falls x3 since [[DATE:{d1_spoken}]].
Recommendation: <<service:permanent disability grant>> and <<service:grant-in-aid>>; <<procedure:cataract extraction>>
listed at [[LOCATION:{hosp2}]] for [[DATE:{d4_dmy}]].
Previous assessor Dr [[PERSON:{s2_s}]] ([[DATE:{old}]]). Stamp and signature [[PERSON:{s1_i}]]
""",
    ),
    (
        "disability_benefit_medical_report",
        "us",
        """\
<<heading:CONSULTATIVE EXAMINATION REPORT - SOCIAL SECURITY DISABILITY (SSDI/SSI)>>
Claimant: [[PERSON:{pt_rev}]]   SSN [[SSN:{ssn}]]   DOB [[DATE:{dob_us}]]
Address: [[ADDRESS:{street}]], [[LOCATION:{town}]], OH [[ZIP:{pc}]]   Phone [[PHONE:{ph1}]]
DDS case [[ID:{n3}-{n4}-{n3}]]   Medicaid [[HEALTH_PLAN_ID:{n4}{n8}]]   Clinic MRN [[MRN:{n8}]]
Examiner: [[PERSON:{s1}]], DO, [[LOCATION:{hosp}]]   NPI [[LICENSE:1{n4}{n5}]]   [[PHONE:{ph3}]]
Exam date [[DATE:{d2_ord}]] (claimant arrived with her sister [[PERSON:{nok}]], who drove, plate [[VEHICLE_ID:{veh_us}]])

Alleged impairments: <<condition:relapsing-remitting multiple sclerosis>> since [[DATE:{old_my}]], <<condition:depression>>.
Meds: <<drug:ocrelizumab>> <<dose:600 mg>> <<freq:every 6 months>>, <<drug:baclofen>> <<dose:10 mg>> <<freq:TID>>,
<<drug:sertraline>> <<dose:100 mg>> <<freq:daily>>. Uses <<device:functional electrical stimulation unit>> serial [[DEVICE_ID:WB{n7}]].
Exam: <<finding:spastic gait>>, <<finding:positive Romberg sign>>, <<finding:Lhermitte sign>>, <<test:Timed 25-Foot Walk>> <<score:11.2 s>>,
<<test:EDSS>> <<score:5.0>>, <<finding:grip strength 14 kg right>>. <<test:MRI brain>> [[DATE:{d1_us}]]: <<finding:periventricular lesions>>.
<<test:PHQ-9>> <<score:17>>. Neurologist [[PERSON:{s2}]] at [[LOCATION:{hosp2}]] agrees (letter [[DATE:{d1_my}]]).
Records requested via [[URL:https://ere.ssa.{dom}/ce/{n7}]]; vendor invoice account [[ACCOUNT:CE-{n6}]].
Report e-signed [[DATE:{d3_us}]] by [[PERSON:{s1_i}]]; transcribed [[PERSON:{s4_li}]]; [[EMAIL:{s1_mail}@{dom}]]
""",
    ),
    (
        "school_health_care_plan",
        "ca",
        """\
<<heading:INDIVIDUAL SEIZURE ACTION PLAN>> - [[LOCATION:{school}]], [[LOCATION:{town}]], AB
Student: [[PERSON:{pt}]]   Grade 4, room 112   DOB [[DATE:{dob_iso}]]
AHCIP [[HEALTH_PLAN_ID:{n5}-{n4}]]   Children's hospital chart [[MRN:{n7}]]
Home: [[ADDRESS:{street}]], [[LOCATION:{town2}]], AB [[ZIP:{pc}]]
Parent 1: [[PERSON:{nok}]] cell [[PHONE:{ph2}]] work [[PHONE:{ph1}]] x[[PHONE:{n4}]]  [[EMAIL:{nok_mail}@{dom}]]
Parent 2: [[PERSON:{s4}]] [[PHONE:{ph3}]]
Neurologist: Dr [[PERSON:{s1}]], <<service:Comprehensive Epilepsy Program>>, [[LOCATION:{hosp}]]   CPSA [[LICENSE:{n6}]]

Diagnosis: <<condition:Lennox-Gastaut syndrome>>; <<device:vagus nerve stimulator>> (<<device:LivaNova SenTiva>>) serial [[DEVICE_ID:{n6}]].
Usual seizures: <<symptom:tonic seizures>> and <<symptom:atonic drop attacks>>; wears <<device:protective helmet>>.
Daily meds (given at home): <<drug:valproate>> <<dose:250 mg>> <<freq:BID>>, <<drug:clobazam>> <<dose:10 mg>> <<freq:BID>>,
<<drug:rufinamide>> <<dose:400 mg>> <<freq:BID>>.
Emergency: seizure longer than 5 minutes or cluster of 3 in an hour: <<drug:midazolam>> <<dose:5 mg>> buccal/intranasal, swipe
<<device:VNS magnet>>, call 911. Staff trained: [[PERSON:{s2}]] (<<role:Educational Assistant>>), [[PERSON:{s3_gs}]].
Plan reviewed [[DATE:{d1_ord}]]; next review [[DATE:{d4_my}]]. Last <<test:EEG>> [[DATE:{old_iso}]]: <<finding:slow spike-and-wave 2 Hz>>.
Seizure log app: [[URL:https://seizurelog.{dom}/s/{n6}]] (school login from [[IP_ADDRESS:{ip}]])
Signed [[PERSON:{nok_i}]] / [[PERSON:{s1_li}]]
""",
    ),
    (
        "school_health_care_plan",
        "au",
        """\
<<heading:ASCIA ACTION PLAN FOR ANAPHYLAXIS>> + school health support plan
School: [[LOCATION:{school}]], [[LOCATION:{town}]] NSW   Class 2K, teacher [[PERSON:{s2}]]
Student: [[PERSON:{pt}]]   DOB [[DATE:{dob_dmy}]]   Medicare [[HEALTH_PLAN_ID:{mcare}]]
Address: [[ADDRESS:{street}]], [[LOCATION:{town2}]] NSW [[ZIP:{pc}]]
Parent/carer: [[PERSON:{nok}]] mob [[PHONE:{ph2}]], home [[PHONE:{ph1}]], [[EMAIL:{nok_mail}@{dom}]]
Grandparent (collects Tuesdays): [[PERSON:{s4}]], [[PHONE:{ph3}]], car [[VEHICLE_ID:{l3}{n2}{l1}]]
Allergist: Dr [[PERSON:{s1}]], <<service:Paediatric Allergy Clinic>>, [[LOCATION:{hosp}]]   AHPRA [[LICENSE:MED000{n7}]]
Hospital UR [[MRN:{n6}]]

Confirmed allergies: <<condition:peanut>> (<<test:skin prick test>> <<lab:wheal 11 mm>>), <<condition:cashew>>; <<condition:asthma>>.
<<lab:Ara h 2 sIgE 14.2 kU/L>>. <<procedure:Oral food challenge>> [[DATE:{old_dmy}]] stopped at <<dose:30 mg peanut protein>>: <<symptom:urticaria>>,
<<symptom:wheeze>>. Adrenaline: <<drug:EpiPen Jr>> <<dose:0.15 mg>>, device lot kept in sick bay (expires [[DATE:{d4_my}]]).
Asthma reliever <<drug:salbutamol>> <<dose:100 mcg>> <<freq:4 puffs via spacer>>; preventer <<drug:fluticasone>> <<dose:50 mcg>> <<freq:BD>>.
Signs of anaphylaxis: <<symptom:difficult or noisy breathing>>, <<symptom:swelling of tongue>>, <<symptom:pale and floppy>>.
Plan signed by doctor [[DATE:{d1_dmy}]]; reviewed by [[PERSON:{s3}]] (<<role:school nurse>>) [[DATE:{d2_spoken}]].
Copy on [[URL:https://allergy.{dom}/plans/{n7}]]
[[PERSON:{s1_i}]]
""",
    ),
]


FRESH = re.compile(r"\{(n\d|l\d|l1b)\}")


def fresh_value(rng: random.Random, key: str) -> str:
    """A new random number or letter run for every {nK}/{lK} in a template, so no two ids agree."""
    size = int(key[1])
    return digits(rng, size) if key[0] == "n" else letters(rng, size)


def marked_notes() -> list[tuple[str, str, str]]:
    """(family, template id, marked text) for every note, in file order."""
    rng = random.Random(SEED)  # noqa: S311 - reproducible surrogates, not secrets
    out = []
    for t, (family, country, template) in enumerate(TEMPLATES):
        number = sum(1 for f, _, _ in TEMPLATES[:t] if f == family) + 1
        for k in range(3):
            slots = slots_for(rng, country, t * 3 + k, "{age}" in template)
            fresh = FRESH.sub(lambda m: fresh_value(rng, m.group(1)), template)
            out.append((family, f"{family}/{number}", fresh.format(**slots)))
    return out


NOTES = kit.NoteSet(OUT, "blind8", marked_notes, leftovers=kit.NO_MARKUP)
records, build = NOTES.records, NOTES.build

if __name__ == "__main__":
    NOTES.main()
