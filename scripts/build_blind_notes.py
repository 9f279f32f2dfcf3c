# ruff: noqa: E501
"""Writes src/clinrag/data/eval/notes_blind/notes.jsonl, a blind held-out set of clinical notes.

Every template and every surrogate value below was written by hand for this set; nothing is
imported from clinrag. Templates carry inline markup: ``[[TYPE:value]]`` marks a gold PHI span
and ``{{kind:value}}`` marks clinical content that must survive de-identification. The markup
is stripped and the character offsets of each marked value are recorded. The output is fully
determined by SEED, so running this again rewrites the file byte for byte:

    python scripts/build_blind_notes.py
"""

from __future__ import annotations

import datetime as dt
import itertools
import json
import random
import re
import sys
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from blind_notes_kit import KEEP_KINDS, PHI_TYPES

SEED = 20260317
PER_TEMPLATE = 4
OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/eval/notes_blind/notes.jsonl"


# ---------------------------------------------------------------------------------------------
# Surrogate values, written for this set.
# (given, middle, family, sex, nickname)
NAMES: list[tuple[str, str, str, str, str]] = [
    ("Rose", "Ellen", "Hunter", "F", ""),
    ("Wade", "Thomas", "Bishop", "M", ""),
    ("Hope", "", "Price", "F", ""),
    ("Robert", "James", "Young", "M", "Bobby"),
    ("Grace", "Adaeze", "Moss", "F", ""),
    ("Hunter", "", "Wade", "M", ""),
    ("June", "Marie", "Little", "F", ""),
    ("William", "", "Baker", "M", "Bill"),
    ("Dawn", "", "Frost", "F", ""),
    ("Patrick", "Joseph", "O'Neil", "M", "Paddy"),
    ("Siobhán", "", "O'Sullivan", "F", "Shiv"),
    ("Ciarán", "Michael", "McGillicuddy", "M", ""),
    ("Aoife", "", "Ní Bhriain", "F", ""),
    ("Lan", "Thi", "Nguyen", "F", ""),
    ("Minh", "Van", "Tran", "M", ""),
    ("Bao", "Quoc", "Pham", "M", ""),
    ("Mai", "", "Hoang", "F", ""),
    ("Chukwuemeka", "Obinna", "Okafor", "M", "Emeka"),
    ("Ngozi", "", "Eze", "F", ""),
    ("Oluwaseun", "Adebayo", "Adeyemi", "M", "Seun"),
    ("Folasade", "", "Ogunleye", "F", "Sade"),
    ("Krzysztof", "Jan", "Wiśniewski", "M", "Kris"),
    ("Agnieszka", "", "Kowalczyk", "F", ""),
    ("Łukasz", "", "Zieliński", "M", ""),
    ("Małgorzata", "Anna", "Dąbrowska", "F", "Gosia"),
    ("Mohammed", "Ali", "Al-Hashimi", "M", "Mo"),
    ("Fatima", "Zahra", "Abdel-Rahman", "F", ""),
    ("Youssef", "", "El-Amin", "M", ""),
    ("Layla", "", "Haddad", "F", ""),
    ("Omar", "Said", "Khalil", "M", ""),
    ("Priya", "", "Venkataraman", "F", ""),
    ("Rajesh", "Kumar", "Subramaniam", "M", "Raj"),
    ("Anjali", "", "Deshpande", "F", ""),
    ("Harpreet", "", "Kaur", "F", ""),
    ("Sandeep", "Singh", "Gill", "M", "Sunny"),
    ("José Luis", "", "Hernández", "M", "Pepe"),
    ("María del Carmen", "", "Ruiz", "F", "Carmen"),
    ("Guadalupe", "", "Ortiz de la Cruz", "F", "Lupe"),
    ("Guillermo", "", "Castañeda", "M", "Memo"),
    ("Margaret", "Anne", "Smith-Jones", "F", "Peggy"),
    ("Alistair", "", "Hart-Davies", "M", ""),
    ("Anthony", "", "D'Souza", "M", "Tony"),
    ("Aminata", "", "N'Diaye", "F", ""),
    ("Elizabeth", "Mary", "Rose", "F", "Betty"),
    ("James", "", "Moss", "M", "Jim"),
    ("Patricia", "Lynn", "Bishop", "F", "Trish"),
    ("Ruby", "", "Marsh", "F", ""),
    ("Joy", "", "Stone", "F", ""),
    ("Will", "", "Church", "M", ""),
    ("April", "", "Fields", "F", ""),
    ("Rusty", "", "Banks", "M", ""),
    ("Iris", "", "Lamb", "F", ""),
    ("Graham", "", "Bell", "M", ""),
    ("Frances", "", "Graves", "F", "Fran"),
    ("Thomas", "", "Addison", "M", "Tom"),
    ("Summer", "", "Price", "F", ""),
    ("Callum", "Angus", "MacLeod", "M", ""),
    ("Tamsin", "", "Penrose", "F", ""),
    ("Kirra", "", "Whitehouse", "F", ""),
    ("Jarrah", "", "Bennett", "M", ""),
    ("Bronwyn", "", "Fairweather", "F", ""),
    ("Mei-Ling", "", "Chan", "F", ""),
    ("Wei", "", "Zhang", "M", ""),
    ("Hyun-woo", "", "Park", "M", ""),
    ("Ji-woo", "", "Lee", "F", ""),
    ("Sione", "", "Tupou", "M", ""),
    ("Dimitrios", "", "Papadopoulos", "M", "Jim"),
    ("Eleni", "", "Georgiou", "F", ""),
    ("Kofi", "Mensah", "Asante", "M", ""),
    ("Yetunde", "", "Bakare", "F", "Tunde"),
    ("Tomasz", "", "Nowak", "M", ""),
    ("Olga", "", "Petrenko", "F", ""),
    ("Hamid", "", "Rahimi", "M", ""),
    ("Leilani", "", "Kahananui", "F", ""),
    ("Seán", "", "Ó Briain", "M", ""),
    ("Niamh", "", "Gallagher", "F", ""),
    ("Bethany", "", "Cross", "F", "Beth"),
    ("Arjun", "", "Mehta", "M", ""),
    ("Violet", "", "Hill", "F", ""),
    ("Dale", "", "Young", "M", ""),
    ("Rhys", "", "ap Dafydd", "M", ""),
    ("Heather", "", "Rice", "F", ""),
    ("Sky", "", "Wood", "F", ""),
    ("Faith", "Olamide", "Okonkwo", "F", ""),
    ("Duc", "Anh", "Vu", "M", ""),
    ("Pat", "", "Long", "M", ""),
]

US_HOSPITALS = [
    "Cedar Hollow Regional Medical Center", "Mount Tabor Community Hospital",
    "Saint Columba's Hospital", "Bishop Price Memorial Hospital", "Riverbend Medical Center",
    "Lakeshore General Hospital", "Good Shepherd Mercy Hospital", "Pine Ridge University Hospital",
]  # fmt: skip
US_CLINICS = [
    "Maple Street Family Practice", "Hunter Valley Cardiology Associates", "Westgate Internal Medicine",
    "Moss Creek Urgent Care", "Riverside Oncology Partners", "Northfield Surgical Group",
]  # fmt: skip
US_CITIES = [
    ("Springfield", "MA"), ("Fall River", "MA"), ("Millbrook", "NY"), ("Ashland", "OR"),
    ("Cedar Falls", "IA"), ("Hope", "AR"), ("Independence", "MO"), ("Orange", "CA"),
    ("Paris", "TX"), ("Lowell", "MA"), ("Roseville", "MN"), ("Normal", "IL"),
]  # fmt: skip
US_STREETS = [
    "1420 Oakmont Drive", "87 Bishop Lane", "3318 W. Fulton Ave, Apt 4B", "22 Price Street",
    "905 Magnolia Ct", "41 Young Road, Unit 12", "7760 Old Mill Pike", "12 Hunter's Run",
    "PO Box 3381", "450 N. Main St #210", "18 Wade Terrace", "2291 Cottonwood Blvd",
]  # fmt: skip
UK_HOSPITALS = [
    "Kingsmead Royal Infirmary", "St Winifred's Hospital", "Calder Valley General Hospital",
    "Royal Fenwick Hospital", "Westbrook Community Hospital", "Ashby Moor Hospital",
]  # fmt: skip
UK_PRACTICES = [
    "Northgate Health Centre", "The Moss Lane Surgery", "Aldbury Road Medical Practice",
    "Church Street Surgery", "Bishopsgate Medical Centre", "Wade Park Group Practice",
]  # fmt: skip
UK_WARDS = [
    "Nightingale Ward", "Rowan Ward", "Kestrel Unit", "Heron Ward", "Seacole Ward",
    "Lister Ward", "Bluebell Ward", "Elgar Unit",
]  # fmt: skip
UK_CITIES = [
    ("Leeds", "LS6 2QB"), ("Halifax", "HX1 5TT"), ("Sale", "M33 7XR"), ("Reading", "RG1 4PX"),
    ("Street", "BA16 0AB"), ("Wakefield", "WF1 3JS"), ("Bath", "BA2 3HT"), ("Bury", "BL9 0NP"),
    ("Hull", "HU3 2JZ"), ("Wells", "BA5 1UF"),
]  # fmt: skip
UK_STREETS = [
    "14 Moss Side Road", "Flat 3, 41 Wade Street", "The Old Rectory, Church Lane",
    "27 Bishopthorpe Gardens", "9 Hunter's Close", "112 Kirkstall Road", "5 Rose Terrace",
    "Apartment 7, Price Court", "63 Young's Yard",
]  # fmt: skip
AU_HOSPITALS = [
    "Wattle Creek Base Hospital", "Royal Coral Coast Hospital", "Banksia Hills Private Hospital",
    "Murrumbidgee District Hospital", "St Brigid's Public Hospital", "Southern Tablelands Health Service",
]  # fmt: skip
AU_CLINICS = [
    "Yarra Bend Medical Clinic", "Young Street Family Practice", "Jacaranda Medical Centre",
    "Bishop Road GP Clinic", "Kookaburra Health Hub",
]  # fmt: skip
AU_WARDS = ["Banksia Ward", "Waratah Ward", "Boronia Unit", "Coolibah Ward", "Grevillea Ward"]
AU_CITIES = [
    ("Ballarat", "VIC", "3350"), ("Wagga Wagga", "NSW", "2650"), ("Toowoomba", "QLD", "4350"),
    ("Bendigo", "VIC", "3550"), ("Orange", "NSW", "2800"), ("Young", "NSW", "2594"),
    ("Dubbo", "NSW", "2830"), ("Mount Gambier", "SA", "5290"),
]  # fmt: skip
AU_STREETS = [
    "Unit 5/18 Banksia Avenue", "42 Moss Vale Road", "7 Price Crescent", "1/220 Sturt Street",
    "16 Wade Close", "88 Hunter Street", "Lot 14 Old Gundagai Road",
]  # fmt: skip
ADDISONS = "Addison's"
MAIL_DOMAINS = [
    "mailbox.net",
    "inbox.example.org",
    "fastpost.co",
    "netmail.com.au",
    "postbox.co.uk",
]

# Clinical content that must survive.
MEDS = [
    ("metoprolol succinate", "50 mg", "once daily"), ("apixaban", "5 mg", "BID"),
    ("atorvastatin", "40 mg", "nightly"), ("metformin", "1 g", "twice daily"),
    ("lisinopril", "10 mg", "daily"), ("furosemide", "40 mg", "mane"),
    ("levothyroxine", "75 mcg", "daily before breakfast"), ("omeprazole", "20 mg", "OD"),
    ("sertraline", "100 mg", "daily"), ("insulin glargine", "22 units", "at bedtime"),
    ("paracetamol", "1 g", "QID PRN"), ("oxycodone", "5 mg", "q4h PRN"),
    ("amlodipine", "5 mg", "OD"), ("warfarin", "3 mg", "as directed by INR"),
    ("prednisolone", "30 mg", "mane"), ("carbidopa/levodopa", "25/100 mg", "TDS"),
    ("gabapentin", "300 mg", "TID"), ("tamsulosin", "400 mcg", "nocte"),
    ("ramipril", "2.5 mg", "BD"), ("bisoprolol", "2.5 mg", "OD"),
    ("clopidogrel", "75 mg", "daily"), ("aspirin", "81 mg", "daily"),
    ("carbimazole", "20 mg", "daily"), ("hydrocortisone", "20 mg", "mane"),
    ("mesalazine", "2.4 g", "once daily"), ("lithium carbonate", "400 mg", "BD"),
    ("olanzapine", "10 mg", "nocte"), ("mirtazapine", "15 mg", "at night"),
    ("spironolactone", "25 mg", "daily"), ("empagliflozin", "10 mg", "daily"),
    ("salbutamol", "2 puffs", "q4h PRN"), ("tiotropium", "18 mcg", "inhaled daily"),
]  # fmt: skip
ABX = [
    ("cefazolin", "2 g", "IV on induction"), ("ceftriaxone", "2 g", "IV once"),
    ("co-amoxiclav", "1.2 g", "IV at induction"), ("metronidazole", "500 mg", "IV with induction"),
    ("gentamicin", "5 mg/kg", "IV single dose"), ("vancomycin", "15 mg/kg", "IV pre-incision"),
]  # fmt: skip
IV_ABX = [
    ("ceftriaxone", "1 g", "IV daily"), ("piperacillin/tazobactam", "4.5 g", "IV 8-hourly"),
    ("gentamicin", "320 mg", "IV once daily"), ("benzylpenicillin", "1.2 g", "IV q6h"),
    ("cefepime", "2 g", "IV q8h"),
]  # fmt: skip
ANALGESIA = [
    ("morphine", "2.5 mg", "IV q2h PRN"), ("oxycodone IR", "5 mg", "PO q4h PRN"),
    ("hydromorphone", "0.5 mg", "IV q3h PRN"), ("fentanyl", "25 mcg", "IV q1h PRN"),
    ("tramadol", "50 mg", "PO q6h PRN"),
]  # fmt: skip
IV_MEDS = [
    ("ceftriaxone", "2 g", "IV q24h"), ("vancomycin", "1.25 g", "IV q12h"),
    ("piperacillin-tazobactam", "4.5 g", "IV q8h"), ("enoxaparin", "40 mg", "SC daily"),
    ("morphine", "2.5 mg", "IV q2h PRN"), ("ondansetron", "4 mg", "IV q6h PRN"),
    ("tranexamic acid", "1 g", "IV stat"),
    ("heparin", "5000 units", "SC q8h"), ("metronidazole", "500 mg", "IV q8h"),
]  # fmt: skip
EPONYMS = [
    "Parkinson's disease", "Crohn's disease", "Hodgkin lymphoma", "Bell's palsy", "Graves disease",
    "Addison's disease", "Wilms tumour", "Cushing syndrome", "Down syndrome",
    "Hashimoto's thyroiditis", "Barrett's oesophagus", "Guillain-Barré syndrome",
    "Alzheimer's disease", "Sjögren's syndrome", "Raynaud's phenomenon", "Ménière's disease",
    "Paget's disease of bone", "Wolff-Parkinson-White syndrome", "Dupuytren's contracture",
    "Marfan syndrome", "Huntington's disease", "Lewy body dementia", "Still's disease",
    "Conn syndrome", "Hirschsprung disease", "Kawasaki disease",
]  # fmt: skip
CONDITIONS = [
    "type 2 diabetes mellitus", "atrial fibrillation", "COPD", "chronic kidney disease stage 3b",
    "hypertension", "heart failure with reduced ejection fraction", "osteoarthritis",
    "major depressive disorder", "hypothyroidism", "obstructive sleep apnoea", "gout",
    "peripheral vascular disease", "asthma", "ischaemic heart disease",
]  # fmt: skip
SURGERIES = [
    ("laparoscopic cholecystectomy", "symptomatic cholelithiasis", "Thick-walled gallbladder with a stone impacted in Hartmann's pouch"),
    ("Whipple procedure", "adenocarcinoma of the pancreatic head", "3 cm firm mass at the pancreatic head, no peritoneal disease"),
    ("Nissen fundoplication", "refractory gastro-oesophageal reflux with hiatus hernia", "Hiatus measured approximately 4 cm"),
    ("Hartmann's procedure", "perforated sigmoid diverticulitis with purulent peritonitis", "Perforated sigmoid with purulent fluid in all four quadrants"),
    ("laparoscopic right hemicolectomy", "caecal adenocarcinoma", "Tumour confined to the caecum, no liver metastases"),
    ("Roux-en-Y gastric bypass", "class III obesity", "Fatty liver, no hiatus hernia"),
    ("total knee arthroplasty", "end-stage osteoarthritis of the left knee", "Grade IV chondral loss of the medial compartment"),
    ("open inguinal hernia repair (Lichtenstein)", "symptomatic right inguinal hernia", "Large indirect sac, viable contents"),
    ("Ivor Lewis oesophagectomy", "adenocarcinoma arising in Barrett's oesophagus", "Tumour at the gastro-oesophageal junction, no nodal mass"),
    ("laparoscopic appendicectomy", "acute appendicitis", "Gangrenous appendix, no perforation"),
]  # fmt: skip
DEVICES = [
    "Foley catheter", "Swan-Ganz catheter", "Jackson-Pratt drain", "Blake drain", "PICC line",
    "Hickman line", "nasogastric tube", "Sengstaken-Blakemore tube", "Guedel airway",
    "Tenckhoff catheter", "arterial line", "Yankauer sucker",
]  # fmt: skip
SYMPTOMS = [
    "chest pain", "shortness of breath", "palpitations", "nausea and vomiting", "dizziness",
    "right upper quadrant pain", "haemoptysis", "melaena", "confusion", "fever and rigors",
    "syncope", "headache", "dysuria", "leg swelling",
]  # fmt: skip


# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Name:
    given: str
    middle: str
    family: str
    sex: str
    nick: str

    @property
    def title(self) -> str:
        return "Mr" if self.sex == "M" else "Ms"

    @property
    def he(self) -> str:
        return "he" if self.sex == "M" else "she"

    def kin(self, relation: str) -> str:
        words = {
            "child": ("son", "daughter"),
            "spouse": ("husband", "wife"),
            "sibling": ("brother", "sister"),
            "grandchild": ("grandson", "granddaughter"),
            "nibling": ("nephew", "niece"),
            "carer": ("carer", "carer"),
        }[relation]
        return words[0] if self.sex == "M" else words[1]

    @property
    def him(self) -> str:
        return "him" if self.sex == "M" else "her"

    @property
    def his(self) -> str:
        return "his" if self.sex == "M" else "her"

    @property
    def man(self) -> str:
        return "man" if self.sex == "M" else "woman"


MONTHS = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
]  # fmt: skip
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def ordinal(n: int) -> str:
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def format_date(d: dt.datetime, fmt: str) -> str:
    m, day, y = d.month, d.day, d.year
    mon = MONTHS[m - 1][:3]
    forms = {
        "mdy": f"{m:02d}/{day:02d}/{y}",
        "mdy_s": f"{m}/{day}/{y % 100:02d}",
        "md": f"{m}/{day}",
        "dmy": f"{day:02d}/{m:02d}/{y}",
        "dmy_s": f"{day}/{m}/{y % 100:02d}",
        "dot": f"{day:02d}.{m:02d}.{y}",
        "dmony": f"{day:02d}-{mon}-{y}",
        "DMONY": f"{day:02d}-{mon.upper()}-{y}",
        "long": f"{MONTHS[m - 1]} {day}, {y}",
        "uk_long": f"{day} {MONTHS[m - 1]} {y}",
        "ord": f"{mon} {ordinal(day)}",
        "prose": f"{ordinal(day)} of {MONTHS[m - 1]}",
        "iso": f"{y}-{m:02d}-{day:02d}",
        "isot": f"{y}-{m:02d}-{day:02d}T{d.hour:02d}:{d.minute:02d}",
        "my": f"{m}/{y % 100:02d}",
        "wk": f"{WEEKDAYS[d.weekday()]} {day} {mon} {y}",
        "dmon": f"{day} {mon}",
        "mon_y": f"{MONTHS[m - 1]} {y}",
    }
    return forms[fmt]


def ascii_word(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]", "", plain.lower().replace("ł", "l"))


class Ctx:
    """Per-note sampler. Every method returns template text, with markup where needed."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._used: set[int] = set()
        self._used_meds: set[tuple[int, int]] = set()
        self.base = dt.datetime(
            rng.randint(2019, 2025), rng.randint(1, 12), rng.randint(1, 28),
            rng.randint(0, 23), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55]),
        )  # fmt: skip

    # -- generic ----------------------------------------------------------------------------
    def pick(self, seq):  # type: ignore[no-untyped-def]
        return seq[self.rng.randrange(len(seq))]

    def digits(self, n: int) -> str:
        return "".join(str(self.rng.randrange(10)) for _ in range(n))

    def letters(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    @staticmethod
    def P(kind: str, value: str) -> str:
        check(kind in PHI_TYPES, kind)
        return f"[[{kind}:{value}]]"

    @staticmethod
    def K(kind: str, value: str) -> str:
        check(kind in KEEP_KINDS, kind)
        return f"{{{{{kind}:{value}}}}}"

    # -- people -----------------------------------------------------------------------------
    def person(self) -> Name:
        while True:
            i = self.rng.randrange(len(NAMES))
            if i not in self._used:
                self._used.add(i)
                return Name(*NAMES[i])

    def name(self, p: Name, form: str) -> str:
        mid = p.middle.split()[0] if p.middle else ""
        initials = (
            p.given[0] + (mid[:1]) + p.family.replace("Ortiz de la ", "O").replace("ap ", "")[0]
        )
        forms = {
            "full": f"{p.given} {p.family}",
            "fml": f"{p.given} {mid[0]}. {p.family}" if mid else f"{p.given} {p.family}",
            "fmlfull": f"{p.given} {p.middle} {p.family}" if p.middle else f"{p.given} {p.family}",
            "lf": f"{p.family}, {p.given}",
            "LF": f"{p.family.upper()}, {p.given.upper()}",
            "LFm": f"{p.family.upper()}, {p.given}" + (f" {mid[0]}" if mid else ""),
            "last": p.family,
            "LAST": p.family.upper(),
            "first": p.given,
            "init": initials.upper(),
            "init_lower": initials.lower(),
            "f.last": f"{p.given[0]}. {p.family}",
            "flast": f"{p.given[0]}.{p.family}",
            "lower": p.family.lower(),
            "lowerfull": f"{p.given} {p.family}".lower(),
            "nick": f'{p.given} "{p.nick}" {p.family}' if p.nick else f"{p.given} {p.family}",
            "nickonly": p.nick or p.given,
            "last_f": f"{p.family} {p.given[0]}",
        }
        return self.P("PERSON", forms[form])

    def any_name(self, p: Name, forms: list[str]) -> str:
        return self.name(p, self.pick(forms))

    def email(self, p: Name, domain: str | None = None) -> str:
        user = self.pick(
            [
                f"{ascii_word(p.given)}.{ascii_word(p.family)}",
                f"{ascii_word(p.given)[0]}{ascii_word(p.family)}{self.digits(2)}",
                f"{ascii_word(p.family)}_{ascii_word(p.given)[:3]}",
            ]
        )
        return self.P("EMAIL", f"{user}@{domain or self.pick(MAIL_DOMAINS)}")

    # -- dates ------------------------------------------------------------------------------
    def day(self, delta: int = 0, hours: int | None = None) -> dt.datetime:
        d = self.base + dt.timedelta(days=delta)
        if hours is not None:
            d = d.replace(hour=hours % 24, minute=self.rng.choice([0, 10, 15, 25, 30, 45, 52]))
        return d

    def dob(self, age: int) -> dt.datetime:
        return dt.datetime(self.base.year - age, self.rng.randint(1, 12), self.rng.randint(1, 28))

    def date(self, d: dt.datetime, fmt: str | list[str]) -> str:
        f = fmt if isinstance(fmt, str) else self.pick(fmt)
        return self.P("DATE", format_date(d, f))

    @staticmethod
    def hm(d: dt.datetime, colon: bool = True) -> str:
        return f"{d.hour:02d}:{d.minute:02d}" if colon else f"{d.hour:02d}{d.minute:02d}"

    # -- places and numbers -----------------------------------------------------------------
    def phone(self, region: str) -> str:
        n3, n4 = self.digits(3), self.digits(4)
        if region == "us":
            area = str(self.rng.randint(201, 989))
            value = self.pick(
                [
                    f"({area}) 555-{n4}",
                    f"{area}-555-{n4}",
                    f"{area}.{n3}.{n4}",
                    f"+1 {area} 555 {n4}",
                    f"1-{area}-555-{n4}",
                ]
            )
        elif region == "uk":
            value = self.pick(
                [
                    f"0113 496 0{n3}",
                    f"020 7946 0{n3}",
                    f"07700 900{n3}",
                    f"+44 161 496 0{n3}",
                    f"(0117) 496 0{n3}",
                ]
            )
        else:
            value = self.pick(
                [
                    f"(02) 5550 {n4}",
                    f"03 7010 {n4}",
                    f"0491 570 {n3}",
                    f"+61 7 5550 {n4}",
                    f"0491570{n3}",
                ]
            )
        return self.P("PHONE", value)

    def nhs(self) -> str:
        d = self.digits(10)
        return self.P(
            "MRN", self.pick([f"{d[:3]} {d[3:6]} {d[6:]}", f"{d[:3]}-{d[3:6]}-{d[6:]}", d])
        )

    def medicare_au(self) -> str:
        d = self.digits(10)
        return self.P(
            "HEALTH_PLAN_ID",
            self.pick([f"{d[:4]} {d[4:9]} {d[9]}", d, f"{d[:4]} {d[4:9]} {d[9]}-2"]),
        )

    def mrn(self) -> str:
        return self.P(
            "MRN",
            self.pick(
                [
                    self.digits(8),
                    f"{self.digits(3)}-{self.digits(2)}-{self.digits(2)}",
                    f"E{self.digits(7)}",
                    f"MR{self.digits(6)}",
                    f"00{self.digits(7)}",
                ]
            ),
        )

    def pager(self) -> str:
        return self.P("ID", self.digits(4))

    def ext(self) -> str:
        return self.P(
            "ID",
            self.pick([f"x{self.digits(4)}", f"ext. {self.digits(4)}", f"ext {self.digits(5)}"]),
        )

    def ssn(self) -> str:
        return self.P(
            "SSN",
            f"{self.rng.randint(101, 665)}-{self.rng.randint(10, 99)}-{self.digits(4)}",
        )

    # -- clinical ---------------------------------------------------------------------------
    def med(self, pool: list[tuple[str, str, str]] | None = None) -> str:
        pool = pool or MEDS
        while True:
            i = self.rng.randrange(len(pool))
            key = (id(pool), i)
            if key not in self._used_meds:
                self._used_meds.add(key)
                drug, dose, freq = pool[i]
                return f"{self.K('drug', drug)} {self.K('dose', dose)} {self.K('freq', freq)}"

    def eponym(self) -> str:
        return self.K("eponym", self.pick(EPONYMS))

    def cond(self) -> str:
        return self.K("condition", self.pick(CONDITIONS))

    def bp(self) -> str:
        return self.K("vital", f"BP {self.rng.randint(96, 178)}/{self.rng.randint(52, 102)}")

    def hr(self) -> str:
        return self.K("vital", f"HR {self.rng.randint(52, 128)}")

    def spo2(self) -> str:
        return self.K("vital", f"SpO2 {self.rng.randint(89, 99)}%")

    def temp(self) -> str:
        return self.K("vital", f"T {self.rng.randint(361, 394) / 10:.1f}°C")

    def rr(self) -> str:
        return self.K("vital", f"RR {self.rng.randint(12, 32)}")


# ---------------------------------------------------------------------------------------------
# Family: operative and procedure reports.


def op_us(c: Ctx) -> str:
    pt, surgeon, pa, anes, ref, tx, kid = (c.person() for _ in range(7))
    hosp = c.pick(US_HOSPITALS)
    city, state = c.pick(US_CITIES)
    proc, dx, found = c.pick(SURGERIES)
    age = c.rng.randint(34, 86)
    surg = c.day(0, 7 + c.rng.randint(0, 6))
    return f"""{c.P("LOCATION", hosp.upper())}
DEPARTMENT OF SURGERY - OPERATIVE REPORT
{c.P("ADDRESS", c.pick(US_STREETS))}, {c.P("LOCATION", city)}, {state} {c.P("ZIP", c.digits(5))}

PATIENT: {c.name(pt, "LFm")}                MRN: {c.mrn()}
DOB: {c.date(c.dob(age), "mdy")}                      ACCT #: {c.P("ACCOUNT", c.digits(10))}
DATE OF SURGERY: {c.date(surg, ["mdy", "long"])}
SURGEON: {c.name(surgeon, "fml")}, MD, FACS
ASSISTANT: {c.name(pa, "full")}, PA-C
ANESTHESIA: {c.name(anes, "full")}, MD (pager {c.pager()}) - general endotracheal, {c.K("score", "ASA " + c.pick(["II", "III", "IV"]))}

PREOPERATIVE DIAGNOSIS: {c.K("condition", dx)}.
POSTOPERATIVE DIAGNOSIS: Same.
PROCEDURE: {c.K("procedure", proc)}.

INDICATIONS: {pt.title}. {c.name(pt, "last")} is a {age}-year-old {pt.man} with a history of {c.eponym()} and {c.cond()} who was seen in the {c.P("LOCATION", c.pick(US_CLINICS))} office on {c.date(c.day(-c.rng.randint(10, 40)), ["ord", "md", "long"])} with {c.K("symptom", c.pick(SYMPTOMS))}. Imaging on {c.date(c.day(-c.rng.randint(41, 80)), "mdy_s")} confirmed the diagnosis. Risks, benefits and alternatives were discussed with the patient and {pt.his} {kid.kin("child")}, {c.name(kid, "nick")}, who signed the consent.

DESCRIPTION OF PROCEDURE: The patient was identified in the holding area and brought to OR {c.P("ID", str(c.rng.randint(2, 14)))}. {c.med(ABX)} was given within 60 minutes of incision. A {c.K("device", "Foley catheter")} was placed. After a time-out, the operative field was prepped and draped. The {c.K("procedure", proc)} was performed in standard fashion. Findings: {c.K("finding", found)}. Hemostasis was confirmed. A {c.K("device", c.pick(["Jackson-Pratt drain", "Blake drain"]))} was left in the operative bed. Mesh lot {c.P("DEVICE_ID", c.letters(2) + c.digits(6))} was recorded where applicable. Counts were correct x2.

ESTIMATED BLOOD LOSS: {c.K("finding", f"{c.rng.randint(2, 40) * 10} mL")}
SPECIMENS: To pathology, requisition {c.P("ID", f"S{str(surg.year)[2:]}-{c.digits(5)}")}.
COMPLICATIONS: None apparent.
DISPOSITION: Extubated and transferred to PACU in stable condition, {c.bp()}, {c.hr()}, {c.spo2()}.

POSTOPERATIVE ORDERS: {c.med(IV_MEDS)}; {c.med()}; resume home {c.med()}. Follow up with Dr. {c.name(surgeon, "last")} in 2 weeks; clinic {c.phone("us")}.

Dictated by: {c.name(surgeon, "full")}, MD   {c.date(surg, "mdy")} {c.hm(surg.replace(hour=(surg.hour + 3) % 24))}
Transcribed by: {c.name(tx, "init_lower")}  {c.date(c.day(1), "mdy")}   Job #: {c.P("ID", c.digits(7))}
Electronically signed by {c.name(surgeon, "fml")}, MD on {c.date(c.day(1, 16), "isot")}
cc: {c.name(ref, "full")}, MD, {c.P("LOCATION", c.pick(US_CLINICS))}; fax {c.phone("us")}
"""


def op_uk(c: Ctx) -> str:
    pt, cons, reg, anaes, gp = (c.person() for _ in range(5))
    hosp = c.pick(UK_HOSPITALS)
    city, post = c.pick(UK_CITIES)
    proc, dx, found = c.pick(SURGERIES)
    old = c.rng.random() < 0.5
    age = c.rng.randint(90, 97) if old else c.rng.randint(40, 85)
    d = c.day(0, 9)
    age_text = c.P("AGE", str(age)) if old else str(age)
    return f"""OPERATION NOTE -- {c.P("LOCATION", hosp)}, Theatre {c.P("ID", str(c.rng.randint(1, 9)))}
Name: {c.name(pt, c.pick(["LF", "full"]))}   Hosp No: {c.P("MRN", c.letters(1) + c.digits(7))}   NHS No: {c.nhs()}
DOB: {c.date(c.dob(age), ["dmy", "dot"])} ({age_text}y)   Ward: {c.P("LOCATION", c.pick(UK_WARDS))}, bed {c.P("ID", str(c.rng.randint(1, 28)))}
Date: {c.date(d, ["dot", "dmy", "dmony"])}  Start {c.hm(d, False)} hrs
Surgeon: Mr {c.name(cons, "full")} FRCS   Assistant: Dr {c.name(reg, "f.last")} (ST5, bleep {c.pager()})
Anaesthetist: Dr {c.name(anaes, "full")} MBBS FRCA   {c.K("score", "ASA " + c.pick(["I", "II", "III"]))}
Procedure: {c.K("procedure", proc)}
Indication: {c.K("condition", dx)}; background {c.eponym()}, {c.cond()}.
Findings: {c.K("finding", found)}.
Procedure: WHO checklist done. {c.med(ABX)} at induction. {c.K("device", "Nasogastric tube")} and {c.K("device", "Foley catheter")} placed. Procedure as planned, haemostasis ok. {c.K("device", c.pick(["Robinson drain", "Blake drain"]))} to pelvis. Closure: loop PDS to sheath, clips to skin. EBL {c.K("finding", f"{c.rng.randint(1, 30) * 10} ml")}.
Post-op instructions:
 - Obs per ward routine, {c.K("score", "NEWS2")} hourly x4
 - {c.K("drug", "enoxaparin")} {c.K("dose", "40 mg")} {c.K("freq", "SC once daily")} (VTE), TEDs
 - {c.med()} regular; {c.med()} if required
 - Remove drain when < 50 ml/24h; catheter out day 2
 - Histology to MDT; results to Mr {c.name(cons, "last")}'s secretary, {c.phone("uk")} {c.ext()}
 - OPD {c.P("LOCATION", hosp)} 6/52. Copy to GP: Dr {c.name(gp, "full")}, {c.P("LOCATION", c.pick(UK_PRACTICES))}, {c.P("ADDRESS", c.pick(UK_STREETS))}, {c.P("LOCATION", city)} {c.P("ZIP", post)}
Signed: {c.name(reg, "init")} for {c.name(cons, "full")}  GMC {c.P("LICENSE", c.digits(7))}  {c.date(d, "dmy")} {c.hm(d.replace(hour=(d.hour + 2) % 24))}
"""


def op_ep(c: Ctx) -> str:
    pt, op, nurse, ref, tech = (c.person() for _ in range(5))
    hosp = c.pick(US_HOSPITALS + AU_HOSPITALS)
    age = c.rng.randint(90, 101)
    d = c.day(0, 8)
    vendor = c.pick(["Veridian", "Corlink", "Pacetronix"])
    return f"""Procedure Note | Cardiac Electrophysiology | {c.P("LOCATION", hosp)}
------------------------------------------------------------
Patient Name     | {c.name(pt, c.pick(["lf", "LF", "LFm"]))}
MRN              | {c.mrn()}
DOB              | {c.date(c.dob(age), ["iso", "mdy", "dmony"])}
Age              | {c.P("AGE", str(age))} y
Encounter        | {c.P("ACCOUNT", "ENC" + c.digits(9))}
Procedure date   | {c.date(d, "isot")}
Operator         | {c.name(op, "full")}, MD (NPI {c.P("ID", c.digits(10))})
Scrub/circulator | {c.name(nurse, "full")}, RN; {c.name(tech, "flast")} (CVT)
Referring        | {c.name(ref, "full")}, NP
Procedure        | {c.K("procedure", "Dual-chamber permanent pacemaker implantation")}
Generator        | {vendor} DR-{c.rng.randint(200, 900)} SN {c.P("DEVICE_ID", c.letters(3) + c.digits(6) + c.letters(1))}
RA lead          | 52 cm active fixation, SN {c.P("DEVICE_ID", c.letters(2) + c.digits(7))}
RV lead          | 58 cm active fixation, SN {c.P("DEVICE_ID", c.letters(2) + c.digits(7))}
------------------------------------------------------------
Indication: {c.P("AGE", str(age))}-year-old with {c.K("finding", "complete heart block")} and {c.K("symptom", "syncope")}; history of {c.eponym()}, {c.cond()}. Baseline {c.hr()}, {c.bp()}. Anticoagulant ({c.med()}) held since {c.date(c.day(-2), ["md", "ord", "dmy_s"])}.
Narrative: Left cephalic cut-down. Leads positioned under fluoroscopy (RA appendage, RV septum). RA sensing {c.K("finding", "P wave 3.1 mV")}, RV {c.K("finding", "R wave 11.4 mV")}, thresholds {c.K("finding", "0.6 V @ 0.4 ms")}. Pocket irrigated, closed in layers. {c.med(ABX)} pre-op.
Complications: none. EBL minimal. CXR post: no pneumothorax.
Remote monitoring: transmitter {c.P("DEVICE_ID", "TX-" + c.digits(8))} paired; patient portal {c.P("URL", f"https://portal.{c.pick(['cedarhollowhealth', 'riverbendmed', 'wattlecreek'])}.org/dev/{c.digits(6)}")}
Device clinic: {c.phone(c.pick(["us", "au"]))}, email {c.email(nurse, c.pick(["devclinic.example.org", "ep-lab.example.net"]))}
Next check: {c.date(c.day(c.rng.randint(7, 14)), ["dmy", "mdy", "long"])}; wound review with {c.name(ref, "last")}.
Electronically signed by {c.name(op, "fml")}, MD  {c.date(d, "mdy")} {c.hm(d.replace(hour=(d.hour + 2) % 24))}  (user {c.P("ID", ascii_word(op.given)[:1] + ascii_word(op.family)[:6] + c.digits(2))}, workstation {c.P("IP_ADDRESS", f"10.{c.rng.randint(0, 255)}.{c.rng.randint(0, 255)}.{c.rng.randint(2, 254)}")})
"""


# ---------------------------------------------------------------------------------------------
# Family: emergency department notes.


def ed_us(c: Ctx) -> str:
    pt, doc, res, rn, wife = (c.person() for _ in range(5))
    hosp = c.pick(US_HOSPITALS)
    city, _state = c.pick(US_CITIES)
    arr = c.day(0)
    age = c.rng.randint(19, 82)
    plate = c.pick([f"{c.digits(1)}{c.letters(3)}{c.digits(3)}", f"{c.letters(3)}-{c.digits(4)}"])
    vin = "1" + c.letters(2) + c.digits(2) + c.letters(3) + c.digits(9)
    return f"""{c.P("LOCATION", hosp)} Emergency Department
ED PHYSICIAN NOTE

Pt: {c.name(pt, "full")}   DOB {c.date(c.dob(age), "mdy_s")}   MRN {c.mrn()}   FIN {c.P("ACCOUNT", c.digits(9))}
SSN: {c.ssn()}   Insurance member ID: {c.P("HEALTH_PLAN_ID", c.letters(3) + c.digits(9))}
Arrival: {c.date(arr, "mdy")} {c.hm(arr)} via {c.P("LOCATION", city)} Fire Medic {c.P("ID", str(c.rng.randint(2, 40)))}
Room: {c.P("ID", "ED-" + str(c.rng.randint(1, 40)))}
Attending: {c.name(doc, "full")}, MD   Resident: {c.name(res, "full")}, DO   Primary RN: {c.name(rn, "full")}, RN

CHIEF COMPLAINT: MVC, {c.K("symptom", "chest pain")}

HPI: {age} y/o {"M" if pt.sex == "M" else "F"}, restrained driver of a sedan (plate {c.P("VEHICLE_ID", plate)}, VIN {c.P("VEHICLE_ID", vin)}) struck on the driver side at approx 35 mph on {c.P("ADDRESS", c.pick(["Route 9 near Exit 14", "the corner of Elm and 3rd", "I-90 westbound, mile 41"]))}. +airbag deployment, no LOC per pt. Complains of {c.K("symptom", "left-sided chest pain")} 7/10 worse with inspiration. PMH {c.cond()}, {c.eponym()}. Meds: {c.med()}, {c.med()}. Allergies: NKDA.

TRIAGE VITALS: {c.bp()}  {c.hr()}  {c.rr()}  {c.spo2()} on RA  {c.temp()}  {c.K("score", "GCS 15")}  {c.K("score", "pain 7/10")}

EXAM: Alert, speaking full sentences. {c.K("finding", "Seatbelt sign across left chest")}, {c.K("finding", "tender left 5th-7th ribs")}. Breath sounds equal. Abdomen soft, non-tender. FAST negative.

RESULTS: {c.K("lab", f"Hgb {c.rng.randint(100, 160) / 10:.1f} g/dL")}, {c.K("lab", f"lactate {c.rng.randint(8, 41) / 10:.1f}")}, {c.K("lab", f"troponin I {c.rng.randint(1, 60) / 1000:.3f} ng/mL")}, {c.K("lab", f"EtOH {c.rng.randint(0, 180)} mg/dL")}. CT chest: {c.K("finding", "non-displaced fractures of left ribs 5-7, no pneumothorax")}.

MDM / COURSE: Multiple rib fractures, pain controlled with {c.K("drug", "morphine")} {c.K("dose", "4 mg")} {c.K("freq", "IV q3h PRN")}. Incentive spirometry. {wife.kin("spouse").capitalize()} {c.name(wife, c.pick(["full", "nick"]))} at bedside, contact {c.phone("us")}. Police report #{c.P("ID", c.digits(2) + "-" + c.digits(6))} given by Officer {c.name(c.person(), "last")}, badge {c.P("ID", c.digits(4))}.

DISPO: Admit to trauma, {c.P("LOCATION", c.pick(["4 West", "Surgical Step-Down", "Trauma ICU"]))}. Discussed with Dr {c.name(c.person(), "last")} (trauma) at {c.hm(arr.replace(hour=(arr.hour + 2) % 24))}.

{c.name(res, "full")}, DO - PGY2
Attending attestation: I saw and examined the patient with Dr. {c.name(res, "last")}. Agree with above. -- {c.name(doc, "init")}
Electronically signed: {c.name(doc, "full")}, MD {c.date(c.day(0), "mdy")} {c.hm(arr.replace(hour=(arr.hour + 4) % 24))}
"""


def ed_au(c: Ctx) -> str:
    pt, rmo, reg, triage, gp, nok = (c.person() for _ in range(6))
    hosp = c.pick(AU_HOSPITALS)
    city, state, pc = c.pick(AU_CITIES)
    arr = c.day(0)
    old = c.rng.random() < 0.6
    age = c.rng.randint(90, 99) if old else c.rng.randint(60, 88)
    age_text = c.P("AGE", str(age)) if old else str(age)
    return f"""EMERGENCY DEPARTMENT -- {c.P("LOCATION", hosp.upper())}
URN: {c.P("MRN", c.digits(6))}    Medicare: {c.medicare_au()}    DVA: {c.P("HEALTH_PLAN_ID", c.pick(["N", "V", "Q"]) + c.letters(1) + c.digits(6))}
Surname: {c.name(pt, "LAST")}   Given: {c.name(pt, "first")}   DOB: {c.date(c.dob(age), "dmy")}   Age: {age_text}
Address: {c.P("ADDRESS", c.pick(AU_STREETS))}, {c.P("LOCATION", city.upper())} {state} {c.P("ZIP", pc)}    Ph: {c.phone("au")}
NOK: {c.name(nok, c.pick(["full", "first"]))} ({nok.kin("child")}) {c.phone("au")}
GP: Dr {c.name(gp, c.pick(["f.last", "full"]))}, {c.P("LOCATION", c.pick(AU_CLINICS))}

Triage {c.date(arr, ["dmy", "dmy_s"])} {c.hm(arr, False)} -- {c.K("score", "ATS 2")} -- RN {c.name(triage, "full")}
Fall at home, found on floor by neighbour. ?long lie. {c.K("symptom", "R hip pain")}.
Obs: {c.bp()} {c.hr()} (irreg) {c.rr()} {c.spo2()} RA {c.temp()} {c.K("vital", f"BGL {c.rng.randint(45, 140) / 10:.1f}")} {c.K("score", "GCS 14")} (E4V4M6)

Medical officer ({c.name(rmo, "full")}, RMO) {c.hm(arr.replace(hour=(arr.hour + 1) % 24))}:
Hx: {c.P("AGE", str(age)) if old else str(age)}yo, lives alone at above address, usually mobilises with 4WW. Background {c.eponym()}, {c.cond()}, {c.K("condition", "AF")}.
Meds per Webster pack: {c.med()}, {c.med()}, {c.med()}.
O/E: {c.K("finding", "R leg shortened and externally rotated")}. No head strike per pt. Bruising R flank.
Ix: {c.K("lab", f"Hb {c.rng.randint(88, 150)}")}, {c.K("lab", f"CK {c.rng.randint(200, 4200)}")}, {c.K("lab", f"Cr {c.rng.randint(60, 210)}")}, {c.K("lab", f"K {c.rng.randint(33, 59) / 10:.1f}")}. XR pelvis: {c.K("finding", "displaced R subcapital NOF fracture")}. ECG {c.K("finding", "AF rate 96")}.
Imp: R #NOF. Rhabdo mild.
Plan: {c.K("procedure", "fascia iliaca block")} done {c.hm(arr.replace(hour=(arr.hour + 2) % 24))}. {c.med(IV_MEDS)}. IV fluids. Ortho reg Dr {c.name(reg, "last")} paged via switch {c.phone("au")} ext {c.P("ID", c.digits(4))}, for theatre {c.date(c.day(1), ["dmon", "dmy_s", "wk"])}. Admit {c.P("LOCATION", c.pick(AU_WARDS))}. {nok.kin("child").capitalize()} aware.
{c.name(rmo, "last_f")} (RMO) / reg {c.name(reg, "init")} -- AHPRA {c.P("LICENSE", "MED000" + c.digits(7))}
"""


def ed_dict(c: Ctx) -> str:
    pt, doc, sis, pcp = (c.person() for _ in range(4))
    hosp = c.pick(US_HOSPITALS + UK_HOSPITALS)
    d = c.day(0)
    age = c.rng.randint(18, 45)
    return f"""ed note - {c.name(doc, "lower")} - dictated {c.date(d, ["md", "mdy_s"])} @ {c.hm(d, False)}

pt {c.name(pt, c.pick(["lowerfull", "lower"]))} {age}{pt.sex.lower()} seen in ed bay {c.P("ID", str(c.rng.randint(1, 24)))} at {c.P("LOCATION", hosp.lower())}. brought in by {sis.kin("sibling")} ({c.name(sis, c.pick(["first", "nickonly"]))}) after taking approx 30 tabs of {c.K("drug", "paracetamol")} {c.K("dose", "500 mg")} around 2200 on {c.date(c.day(-1), ["prose", "ord"])} after argument w/ partner. also some {c.K("drug", "sertraline")}. denies other coingestants. hx {c.K("condition", "depression")}, prev od {c.date(c.day(-c.rng.randint(200, 900)), "my")}. known to crisis team (worker {c.name(c.person(), "first")} {c.name(c.person(), "lower")}).
obs {c.bp()} {c.hr()} {c.rr()} {c.spo2()} {c.temp()}, {c.K("score", "gcs 15")}. {c.K("symptom", "nausea")}, mild ruq tenderness.
4h level {c.K("lab", f"paracetamol {c.rng.randint(90, 260)} mg/L")}, {c.K("lab", f"alt {c.rng.randint(20, 400)}")}, {c.K("lab", f"inr {c.rng.randint(10, 19) / 10:.1f}")}. above treatment line -> {c.K("drug", "acetylcysteine")} started {c.hm(d.replace(hour=(d.hour + 1) % 24), False)}, {c.K("procedure", "21-hour regimen")}.
{c.K("score", "sad persons 6")}. psych liaison referral sent (ref {c.P("ID", c.letters(2) + c.digits(6))}). pt agrees to stay. {sis.kin("sibling")}'s mobile {c.phone(c.pick(["us", "uk"]))}. pcp dr {c.name(pcp, "lower")} {c.P("LOCATION", c.pick(US_CLINICS + UK_PRACTICES))} informed by fax {c.phone(c.pick(["us", "uk"]))}.
dob {c.date(c.dob(age), ["mdy", "dmy"])} mrn {c.mrn()}
-- {c.name(doc, "init_lower")} / transcribed {c.name(c.person(), "init_lower")} {c.date(c.day(1), "iso")}
"""


# ---------------------------------------------------------------------------------------------
# Family: nursing and progress notes.


def nurse_soap(c: Ctx) -> str:
    pt, rn, np_, dtr = (c.person() for _ in range(4))
    hosp = c.pick(US_HOSPITALS)
    d = c.day(0, 6)
    age = c.rng.randint(50, 88)
    wt = c.rng.randint(550, 1100)
    return f"""PROGRESS NOTE (SOAP) -- {c.P("LOCATION", hosp)}, {c.P("LOCATION", c.pick(["Cardiac Step-Down Unit", "Medical ICU", "Oncology 6 North", "Telemetry 3 East"]))} Rm {c.P("ID", f"{c.rng.randint(3, 9)}{c.rng.randint(10, 40)}-{c.pick(['A', 'B'])}")}
Patient: {c.name(pt, c.pick(["LFm", "lf"]))}   MRN {c.mrn()}   DOB {c.date(c.dob(age), "mdy")}   Hospital day 3
Date/time: {c.date(d, "mdy")} {c.hm(d)}   Author: {c.name(np_, "full")}, NP

S: Pt reports {c.K("symptom", c.pick(SYMPTOMS))} improved overnight, slept ~5h. Still some {c.K("symptom", "dyspnoea on exertion")}. {dtr.kin("child").capitalize()} {c.name(dtr, c.pick(["full", "nick"]))} called at {c.hm(d.replace(hour=(d.hour + 1) % 24))} asking about discharge; prefers contact at {c.phone("us")} or {c.email(dtr)}.
O: {c.temp()} {c.hr()} {c.bp()} {c.rr()} {c.spo2()} on 2 L NC. I/O {c.K("finding", f"{c.rng.randint(900, 2200)}/{c.rng.randint(1500, 3400)} mL")}. Wt {c.K("vital", f"{wt / 10:.1f} kg")} (adm {(wt + c.rng.randint(15, 45)) / 10:.1f}). Bibasilar crackles, {c.K("finding", "2+ pitting edema to mid-shin")}. {c.K("device", "Foley catheter")} draining clear urine; {c.K("device", "PICC line")} R basilic clean.
Labs ({c.date(d, ["md", "mdy_s"])}): {c.K("lab", f"Na {c.rng.randint(128, 144)}")} {c.K("lab", f"K {c.rng.randint(31, 55) / 10:.1f}")} {c.K("lab", f"Cr {c.rng.randint(7, 29) / 10:.1f}")} {c.K("lab", f"BNP {c.rng.randint(200, 4800)}")} {c.K("lab", f"Mg {c.rng.randint(14, 24) / 10:.1f}")}.
A: {c.K("condition", "acute on chronic HFrEF")}, improving with diuresis; {c.K("score", "NYHA III")} on admission. Also {c.eponym()}.
P: 1) Continue {c.med(IV_MEDS)}; {c.med()}. 2) Replace K per protocol. 3) Hold {c.med()} - {c.K("lab", "SBP < 95")}. 4) Echo booked {c.date(c.day(1), ["ord", "md"])}. 5) Cardiology (Dr {c.name(c.person(), "last")}) aware, pager {c.pager()}.

{c.name(np_, "fml")}, APRN-NP -- {c.name(rn, "full")}, RN co-signed {c.hm(d.replace(hour=(d.hour + 2) % 24))}
"""


def nurse_isbar(c: Ctx) -> str:
    ward = c.pick(AU_WARDS + UK_WARDS)
    hosp = c.pick(AU_HOSPITALS + UK_HOSPITALS)
    off, on, nuic = (c.person() for _ in range(3))
    d = c.day(0, 19)
    rows = []
    for bed in c.rng.sample(range(1, 30), 4):
        p = c.person()
        old = c.rng.random() < 0.35
        age = c.rng.randint(90, 104) if old else c.rng.randint(22, 88)
        age_text = c.P("AGE", str(age)) if old else str(age)
        issue = c.pick(
            [
                f"{c.K('condition', 'CAP')}, {c.med(IV_ABX)}, {c.spo2()} 2L",
                f"post {c.K('procedure', 'TKR')} D1, {c.K('device', 'Foley catheter')} in, {c.K('score', 'pain 4/10')}",
                f"{c.eponym()}, falls risk, {c.K('score', 'Morse 65')}",
                f"DKA resolving, {c.K('lab', 'BGL 11.2')}, {c.K('drug', 'insulin')} infusion {c.K('dose', '4 units/h')}",
                f"{c.K('condition', 'delirium')}, {c.K('score', '4AT 6')}, 1:1 overnight",
                f"{c.K('device', 'NG tube')} on free drainage, {c.K('finding', 'SBO')} conservative",
            ]
        )
        rows.append(
            f"| {c.P('ID', str(bed))} | {c.name(p, c.pick(['LF', 'lf', 'full', 'last_f']))} | {c.P('MRN', c.digits(6 + c.rng.randint(0, 2)))} | {age_text} | {issue} |"
        )
    table = "\n".join(rows)
    return f"""ISBAR SHIFT HANDOVER -- {c.P("LOCATION", ward)}, {c.P("LOCATION", hosp)}
Date: {c.date(d, ["dmy", "wk", "dot"])}   Shift: PM -> Night ({c.hm(d)})
Handing over: {c.name(off, "full")} RN   Receiving: {c.name(on, c.pick(["full", "first"]))} EN   NUM/NIC: {c.name(nuic, "f.last")} (ph {c.P("ID", "ext " + c.digits(4))})

| Bed | Patient | URN | Age | Situation / key issues |
|-----|---------|-----|-----|------------------------|
{table}

I: all pts identified with two identifiers at bedside.
S/B: bed {c.P("ID", str(c.rng.randint(30, 36)))} ({c.name(c.person(), "last")}) MET call {c.hm(d.replace(hour=(d.hour - 3) % 24))}, {c.bp()}, {c.hr()}, reviewed by Dr {c.name(c.person(), "full")}; {c.med(IV_MEDS)} given, repeat {c.K("lab", f"lactate {c.rng.randint(10, 40) / 10:.1f}")} due 2200.
A: remaining pts stable, {c.K("score", "NEWS2 0-2")}.
R: chase {c.K("lab", "Hb")} for bed {c.P("ID", str(c.rng.randint(1, 29)))}; family of bed {c.P("ID", str(c.rng.randint(1, 29)))} ({c.name(c.person(), c.pick(["full", "nick"]))}) to be called on {c.phone(c.pick(["uk", "au"]))} if any change.
"""


def nurse_flow(c: Ctx) -> str:
    pt, rn1, rn2, md, son = (c.person() for _ in range(5))
    hosp = c.pick(US_HOSPITALS + AU_HOSPITALS)
    d = c.day(0, 7)
    ev = [d + dt.timedelta(minutes=m) for m in (0, 95, 240, 410, 545, 700)]

    suffix = {id(p): c.digits(2) for p in (rn1, md)}

    def uid(p: Name) -> str:
        return c.P("ID", ascii_word(p.family)[:5] + ascii_word(p.given)[:1] + suffix[id(p)])

    return f"""Nursing Narrative Export -- {c.P("LOCATION", hosp)}
Patient={c.name(pt, "LF")}; MRN={c.mrn()}; Loc={c.P("LOCATION", c.pick(["5 South", "Heron Ward", "Coolibah Ward", "Med-Surg 4"]))}/{c.P("ID", str(c.rng.randint(400, 560)))}; Admit={c.date(c.day(-2), "iso")}
{c.date(ev[0], "isot")} | {uid(rn1)} | Received handover from night RN {c.name(rn2, "full")}. Pt asleep, {c.K("score", "Braden 13")}. {c.K("device", "Hickman line")} site clean and dry.
{c.date(ev[1], "isot")} | {uid(rn1)} | AM obs {c.bp()} {c.hr()} {c.temp()} {c.spo2()}. {c.K("vital", "BGL 6.4")}. Given {c.med()} and {c.med()} as charted.
{c.date(ev[2], "isot")} | {uid(rn1)} | Pt c/o {c.K("symptom", c.pick(SYMPTOMS))}, {c.K("score", "pain 6/10")}. {c.med(ANALGESIA)} given; reassessed 30 min later {c.K("score", "pain 2/10")}.
{c.date(ev[3], "isot")} | {uid(rn1)} | {son.kin("child").capitalize()} {c.name(son, c.pick(["full", "first", "nick"]))} visited; updated re plan. Requests calls to {c.phone(c.pick(["us", "au"]))}. Patient portal proxy access requested -> {c.P("URL", f"https://mychart.{c.pick(['lakeshoregeneral', 'riverbendmed', 'stbrigids'])}.org/proxy?id={c.digits(7)}")}
{c.date(ev[4], "isot")} | {uid(md)} | Dr {c.name(md, "last")} reviewed: {c.K("finding", "wound ooze")} small, continue dressing. {c.K("lab", f"WCC {c.rng.randint(40, 190) / 10:.1f}")}, {c.K("lab", f"CRP {c.rng.randint(5, 280)}")}. {c.eponym()} meds unchanged.
{c.date(ev[5], "isot")} | {uid(rn1)} | Handover to {c.name(rn2, "init")}. Infusion pump SN {c.P("DEVICE_ID", c.letters(1) + c.digits(8))} returned to biomed. Note by {c.name(rn1, "fml")}, RN
"""


# ---------------------------------------------------------------------------------------------
# Family: pathology reports.


def path_us(c: Ctx) -> str:
    pt, surgeon, path, res, gross = (c.person() for _ in range(5))
    hosp = c.pick(US_HOSPITALS)
    city, state = c.pick(US_CITIES)
    coll = c.day(0, 10)
    acc = f"S{str(coll.year)[2:]}-{c.digits(5)}"
    kind = c.rng.randrange(3)
    if kind == 0:
        spec = "A. Prostate, radical prostatectomy\nB. Lymph nodes, left pelvic\nC. Lymph nodes, right pelvic"
        diag = f"""A. {c.K("finding", "Prostatic adenocarcinoma, acinar type")}, {c.K("score", "Gleason score 3+4=7")} ({c.K("score", "Grade Group 2")}), involving approximately 15% of the gland. Extraprostatic extension not identified. Margins negative.
B, C. {c.K("finding", "Ten lymph nodes, negative for carcinoma (0/10)")}.
Pathologic stage: {c.K("finding", "pT2 pN0")}."""
    elif kind == 1:
        spec = "A. Breast, left, wide local excision\nB. Sentinel lymph node #1, left axilla"
        diag = f"""A. {c.K("finding", "Invasive ductal carcinoma, no special type")}, {c.K("score", "Nottingham grade 2")} (3+2+2 = 7), 1.8 cm. {c.K("finding", "ER positive (95%), PR positive (60%), HER2 negative (IHC 1+)")}. Margins clear, closest 4 mm.
B. {c.K("finding", "One lymph node, negative for metastatic carcinoma (0/1)")}."""
    else:
        spec = "A. Lymph node, right cervical, excisional biopsy"
        diag = f"""A. {c.K("eponym", "Classic Hodgkin lymphoma")}, nodular sclerosis subtype. Reed-Sternberg cells {c.K("finding", "CD30+, CD15+, CD45-")}. Correlation with staging recommended; see also prior {c.P("ID", "S" + str(coll.year - 2000 - 1) + "-" + c.digits(5))}."""
    return f"""SURGICAL PATHOLOGY REPORT
{c.P("LOCATION", hosp)} - Department of Pathology and Laboratory Medicine
{c.P("ADDRESS", c.pick(US_STREETS))}, {c.P("LOCATION", city)}, {state} {c.P("ZIP", c.digits(5) + "-" + c.digits(4))}   Tel {c.phone("us")}   Fax {c.phone("us")}
CLIA # {c.P("ID", c.digits(2) + "D" + c.digits(7))}

Accession: {c.P("ID", acc)}          Patient: {c.name(pt, "LFm")}
MRN: {c.mrn()}                  DOB: {c.date(c.dob(c.rng.randint(30, 80)), "mdy")}   Sex: {pt.sex}
Collected: {c.date(coll, "mdy")} {c.hm(coll)}      Received: {c.date(c.day(0, 14), "mdy")} {c.hm(c.day(0, 14))}
Submitting physician: {c.name(surgeon, "fml")}, MD          Copy to: {c.name(c.person(), "full")}, MD
Clinical history: {c.K("condition", "elevated PSA") if kind == 0 else c.K("finding", "palpable mass")}; r/o malignancy.

SPECIMEN(S):
{spec}

FINAL DIAGNOSIS:
{diag}

GROSS DESCRIPTION: Received fresh in {"three" if kind == 0 else "two" if kind == 1 else "one"} container(s) labeled with the patient's name "{c.name(pt, "full")}" and medical record number. Representative sections submitted in cassettes {c.P("ID", acc)}-A1 through A{c.rng.randint(6, 24)}. Gross dictation by {c.name(gross, "full")}, PA(ASCP).

Intraoperative consultation: frozen section called to Dr. {c.name(surgeon, "last")} in OR {c.P("ID", str(c.rng.randint(1, 12)))} at {c.hm(coll.replace(hour=(coll.hour + 1) % 24))} by {c.name(res, "init")}.

I attest that I personally reviewed the slides and rendered the diagnosis.
Electronically signed out by {c.name(path, "full")}, MD, Pathologist, on {c.date(c.day(c.rng.randint(2, 5)), ["long", "mdy"])} at {c.hm(c.day(3, 15))}
Resident: {c.name(res, "full")}, MD
"""


def path_uk(c: Ctx) -> str:
    pt, cons, path, gp = (c.person() for _ in range(4))
    hosp = c.pick(UK_HOSPITALS)
    city, post = c.pick(UK_CITIES)
    rec = c.day(0, 11)
    labno = f"H{str(rec.year)[2:]}/{c.digits(5)}"
    return f"""{c.P("LOCATION", hosp)} -- Cellular Pathology
HISTOPATHOLOGY REPORT                       Lab No: {c.P("ID", labno)}

Surname: {c.name(pt, "LAST")}        Forename: {c.name(pt, "first")}        Sex: {pt.sex}
DOB: {c.date(c.dob(c.rng.randint(19, 75)), ["dmy", "dot"])}   NHS No: {c.nhs()}   Hosp No: {c.P("MRN", c.letters(2) + c.digits(6))}
Address: {c.P("ADDRESS", c.pick(UK_STREETS))}, {c.P("LOCATION", city)} {c.P("ZIP", post)}
Location: {c.P("LOCATION", c.pick(UK_WARDS))}       Consultant: Mr {c.name(cons, "full")}, Consultant Colorectal Surgeon
Date taken: {c.date(c.day(-1), ["dmony", "dmy"])}   Date received: {c.date(rec, ["dmony", "dmy"])}   Date reported: {c.date(c.day(c.rng.randint(3, 9)), ["dmony", "dmy"])}

Clinical details: Known {c.K("eponym", "Crohn's disease")} since {c.date(c.day(-c.rng.randint(800, 4000)), "my")}, on {c.med()} and {c.K("drug", "adalimumab")} {c.K("dose", "40 mg")} {c.K("freq", "fortnightly")}. Terminal ileal stricture, {c.K("procedure", "ileocaecal resection")}. ?dysplasia.

Macroscopy: Specimen labelled "{c.name(pt, c.pick(["full", "LF"]))}, ileocaecal resection". Segment of terminal ileum {c.K("finding", "180 mm")} with caecum and appendix. Stricture {c.K("finding", "45 mm")} from the ileal resection margin, wall thickening to {c.K("finding", "12 mm")}, fat wrapping. Blocks A1-A14 ({c.name(c.person(), "init")}).

Microscopy: {c.K("finding", "Transmural chronic inflammation with lymphoid aggregates")}, {c.K("finding", "non-necrotising epithelioid granulomas")} and fissuring ulceration. {c.K("finding", "No dysplasia or malignancy")}. Appendix unremarkable. 12 lymph nodes reactive.

Conclusion: Ileocaecal resection -- active chronic ileitis consistent with {c.K("eponym", "Crohn's disease")}; no dysplasia. SNOMED: T65200 M43000.

Reported by: Dr {c.name(path, "full")} MBChB FRCPath, Consultant Histopathologist (GMC {c.P("LICENSE", c.digits(7))})
Authorised: {c.date(c.day(5), "dmy")} {c.hm(c.day(5, 12))}    Copy: Dr {c.name(gp, "f.last")}, {c.P("LOCATION", c.pick(UK_PRACTICES))}
Enquiries: {c.phone("uk")} or {c.P("EMAIL", "cellpath." + ascii_word(hosp.split()[0]) + "@nhs.example.uk")}
"""


def path_marrow(c: Ctx) -> str:
    pt, hem, tech, ref = (c.person() for _ in range(4))
    hosp = c.pick(US_HOSPITALS + AU_HOSPITALS)
    d = c.day(0, 9)
    old = c.rng.random() < 0.5
    age = c.rng.randint(90, 96) if old else c.rng.randint(55, 84)
    acc = f"BM-{d.year}-{c.digits(4)}"
    return f"""HEMATOPATHOLOGY CONSULTATION | {c.P("LOCATION", hosp)}
Case: {c.P("ID", acc)} | Flow: {c.P("ID", "FC" + c.digits(6))} | Cytogenetics: {c.P("ID", "CG" + str(d.year)[2:] + "-" + c.digits(4))}
Patient: {c.name(pt, c.pick(["lf", "LF", "full"]))} | MRN: {c.mrn()} | Age/Sex: {c.P("AGE", str(age)) if old else str(age)}/{pt.sex} | DOB: {c.date(c.dob(age), ["iso", "mdy"])}
Procedure date: {c.date(d, ["mdy", "iso", "DMONY"])} | Operator: {c.name(ref, "full")}, PA-C | Requesting: Dr. {c.name(hem, "fml")}
Specimen: Bone marrow aspirate and core biopsy, right posterior iliac crest

CBC ({c.date(d, "md")}): {c.K("lab", f"WBC {c.rng.randint(10, 39) / 10:.1f} K/uL")}, {c.K("lab", f"Hgb {c.rng.randint(68, 105) / 10:.1f} g/dL")}, {c.K("lab", f"MCV {c.rng.randint(95, 118)} fL")}, {c.K("lab", f"Plt {c.rng.randint(40, 140)} K/uL")}
Aspirate: Cellular, {c.K("finding", "dysplasia in >10% of erythroid precursors")}, {c.K("finding", f"ring sideroblasts {c.rng.randint(16, 40)}%")}, {c.K("lab", f"blasts {c.rng.randint(1, 4)}%")} (500-cell count).
Core: {c.K("finding", "hypercellular marrow (60%)")} for age; {c.K("finding", "no increase in reticulin (MF-0)")}.
Flow: no abnormal myeloblast population.
Karyotype: {c.K("finding", "46,XY,del(5q)[4]/46,XY[16]") if pt.sex == "M" else c.K("finding", "46,XX[20]")}.

DIAGNOSIS: {c.K("condition", "Myelodysplastic neoplasm with low blasts and ring sideroblasts (MDS-LB-RS)")}; {c.K("score", "IPSS-R low")}.
Comment: Discussed with Dr. {c.name(hem, "last")} by phone ({c.phone(c.pick(["us", "au"]))}) on {c.date(c.day(2), ["ord", "md", "dmon"])}. Patient also followed for {c.eponym()}.
Slides prepared by {c.name(tech, "full")}, MLS(ASCP) | Signed: {c.name(c.person(), "full")}, MD | {c.date(c.day(3, 16), "isot")}
"""


# ---------------------------------------------------------------------------------------------
# Family: outpatient clinic letters to the GP.


def letter_nhs(c: Ctx) -> str:
    pt, cons, gp, sec = (c.person() for _ in range(4))
    hosp = c.pick(UK_HOSPITALS)
    city, post = c.pick(UK_CITIES)
    gcity, gpost = c.pick(UK_CITIES)
    clinic = c.day(0)
    age = c.rng.randint(28, 84)
    dx1 = c.K("eponym", "Graves disease")
    return f"""{c.P("LOCATION", hosp)}
Department of Endocrinology, Outpatients Level 2
Direct line: {c.phone("uk")}   Secretary: {c.name(sec, "full")}, {c.phone("uk")}
Email: {c.email(sec, "nhs.example.uk")}

Our ref: {c.name(cons, "init")}/{c.name(sec, "init")}/{c.P("ID", c.digits(6))}
Dictated: {c.date(clinic, ["uk_long", "dmy"])}   Typed: {c.date(c.day(c.rng.randint(3, 9)), ["uk_long", "dmy"])}

Dr {c.name(gp, "full")}
{c.P("LOCATION", c.pick(UK_PRACTICES))}
{c.P("ADDRESS", c.pick(UK_STREETS))}
{c.P("LOCATION", gcity)}
{c.P("ZIP", gpost)}

Dear Dr {c.name(gp, "last")},

Re: {c.name(pt, c.pick(["fmlfull", "full"]))}, DOB {c.date(c.dob(age), "dmy")}, NHS No {c.nhs()}
{c.P("ADDRESS", c.pick(UK_STREETS))}, {c.P("LOCATION", city)} {c.P("ZIP", post)}

Diagnoses:
1. {dx1}
2. {c.cond()}

Medication:
{c.med()}
{c.med()}
{c.med()}

I reviewed {pt.title} {c.name(pt, "last")} in clinic today with {pt.his} partner, {c.name(c.person(), "first")}. {pt.he.capitalize()} was last seen on the {c.date(c.day(-c.rng.randint(60, 200)), "prose")}, when {c.K("lab", f"TSH was {c.rng.randint(1, 9) / 100:.2f} mU/L")} with {c.K("lab", f"free T4 {c.rng.randint(24, 48)} pmol/L")}. Since then {pt.he} reports less {c.K("symptom", "palpitations")} and has regained 2 kg. There has been no {c.K("symptom", "diplopia")} or eye discomfort. On examination {c.K("vital", f"pulse {c.rng.randint(60, 98)} regular")}, {c.bp()}, {c.K("finding", "small diffuse goitre without bruit")}.

Today's bloods (taken {c.date(c.day(-7), "dmon")}): {c.K("lab", f"TSH {c.rng.randint(1, 30) / 10:.1f} mU/L")}, {c.K("lab", f"free T4 {c.rng.randint(10, 22)} pmol/L")}, {c.K("lab", f"ALT {c.rng.randint(12, 60)} U/L")}, {c.K("lab", f"neutrophils {c.rng.randint(15, 60) / 10:.1f}")}.

Plan: reduce {c.K("drug", "carbimazole")} to {c.K("dose", "10 mg")} {c.K("freq", "once daily")} and repeat TFTs in 6 weeks at the practice. I have reminded {c.name(pt, "first")} to stop the tablets and have an urgent full blood count if {pt.he} develops a sore throat or fever. I will see {pt.him} again in the {c.P("LOCATION", hosp.split()[0] + " " + hosp.split()[1])} clinic in four months; {pt.he} can reach the thyroid nurse, {c.name(c.person(), "full")}, on {c.phone("uk")} in the meantime.

Yours sincerely,



Dr {c.name(cons, "full")} MD FRCP
Consultant Endocrinologist   GMC {c.P("LICENSE", c.digits(7))}

cc: {c.name(pt, "full")} (patient), {c.P("ADDRESS", c.pick(UK_STREETS))}, {c.P("LOCATION", city)}
"""


def letter_au(c: Ctx) -> str:
    pt, spec, gp, gkid = (c.person() for _ in range(4))
    hosp = c.pick(AU_HOSPITALS)
    clin = c.pick(AU_CLINICS)
    city, state, pc = c.pick(AU_CITIES)
    d = c.day(0)
    old = c.rng.random() < 0.5
    age = c.rng.randint(90, 98) if old else c.rng.randint(55, 88)
    return f"""{c.name(spec, "fml")} MBBS FRACP
Consultant Neurologist | Provider No. {c.P("ID", c.digits(6) + c.letters(1) + c.letters(1))}
Consulting rooms, {c.P("LOCATION", hosp + " Medical Centre")} | Ph {c.phone("au")} | Fax {c.phone("au")}
{c.P("URL", "www." + ascii_word(spec.family) + "neurology.example.com.au")}

{c.date(d, ["uk_long", "dmy"])}

Dr {c.name(gp, "f.last")}
{c.P("LOCATION", clin)}
{c.P("ADDRESS", c.pick(AU_STREETS))}
{c.P("LOCATION", city.upper())} {state} {c.P("ZIP", pc)}

Dear {c.name(gp, "first")},

RE: {c.name(pt, "LF")}  DOB {c.date(c.dob(age), "dmy")}  Medicare {c.medicare_au()}  UR {c.P("MRN", c.digits(7))}

Thank you for referring this pleasant {c.P("AGE", str(age)) if old else str(age)}-year-old {pt.man} whom I saw today with {pt.his} {gkid.kin("grandchild")} {c.name(gkid, "nick")}. {c.name(pt, "first")} has an 18-month history of {c.K("symptom", "resting tremor")} of the right hand, {c.K("symptom", "micrographia")} and slowness, first noticed around {c.date(c.day(-540), "mon_y")}.

On examination there was {c.K("finding", "asymmetric bradykinesia and cogwheel rigidity on the right")}, {c.K("finding", "reduced arm swing")} and a {c.K("finding", "4-5 Hz pill-rolling tremor")}. Lying {c.bp()}, standing {c.K("vital", f"BP {c.rng.randint(90, 120)}/{c.rng.randint(55, 75)}")}. {c.K("score", f"MoCA {c.rng.randint(21, 29)}/30")}.

Impression: {c.K("eponym", "idiopathic Parkinson's disease")}, {c.K("score", "Hoehn and Yahr stage 2")}. Background {c.cond()}, and {c.eponym()}.

I have commenced {c.K("drug", "Sinemet")} ({c.K("drug", "levodopa/carbidopa")} {c.K("dose", "100/25 mg")}) {c.K("freq", "half a tablet three times daily")}, increasing to one tablet TDS after two weeks. Please continue {c.med()}. I have requested a DaTscan at {c.P("LOCATION", hosp)} (booking {c.P("ID", "RAD" + c.digits(7))}) and will review {c.name(pt, c.pick(["first", "last"]))} in three months.

Kind regards,

{c.name(spec, "full")}
cc: {c.name(pt, "full")}, {c.P("ADDRESS", c.pick(AU_STREETS))}, {c.P("LOCATION", city)} {c.P("ZIP", pc)}
Electronically signed {c.date(d, "dmy")} -- AHPRA {c.P("LICENSE", "MED000" + c.digits(7))}
"""


def letter_prose(c: Ctx) -> str:
    pt, cons, gp, reg = (c.person() for _ in range(4))
    hosp = c.pick(UK_HOSPITALS)
    d = c.day(0)
    age = c.rng.randint(20, 70)
    return f"""Dear Dr {c.name(gp, "last")},

I saw {c.name(pt, c.pick(["nick", "full"]))} (born {c.date(c.dob(age), ["uk_long", "dmy_s"])}; hospital number {c.P("MRN", c.letters(1) + c.digits(6))}) in the Inflammatory Bowel Disease clinic at {c.P("LOCATION", hosp)} on {c.date(d, ["wk", "uk_long"])}, together with my registrar Dr {c.name(reg, "full")}. As you know, {c.name(pt, "first")} was diagnosed with {c.K("eponym", c.pick(["Crohn's disease", "ileal Crohn's disease", "Crohn's colitis"]))} at colonoscopy in {c.date(c.day(-c.rng.randint(400, 2000)), "mon_y")} and has had two flares since, the most recent over Christmas, which settled with {c.K("drug", "prednisolone")} {c.K("dose", "40 mg")} {c.K("freq", "daily")} weaning by 5 mg a week.

{pt.he.capitalize()} currently opens {pt.his} bowels {c.K("symptom", "three times a day")} with no blood, and has had no {c.K("symptom", "nocturnal symptoms")}. Weight is stable at {c.K("vital", f"{c.rng.randint(50, 95)} kg")}. {c.K("lab", f"Faecal calprotectin was {c.rng.randint(40, 900)} ug/g")} on the {c.date(c.day(-21), "prose")} and {c.K("lab", f"CRP {c.rng.randint(1, 40)}")}, {c.K("lab", f"albumin {c.rng.randint(28, 44)}")}. {pt.his.capitalize()} last {c.K("procedure", "MR enterography")} ({c.date(c.day(-c.rng.randint(60, 300)), ["dmy", "dot"])}) showed {c.K("finding", "a 10 cm segment of active terminal ileal disease without stricture")}.

We talked through the options and {pt.he} would like to start {c.K("drug", "vedolizumab")} {c.K("dose", "300 mg")} {c.K("freq", "IV at weeks 0, 2 and 6")}. Screening bloods (hepatitis B, HIV, VZV, QuantiFERON) were sent today; {pt.he} should also continue {c.med()} and {c.med()} for now. The IBD nurses, {c.name(c.person(), "first")} and {c.name(c.person(), "full")}, will ring {pt.his} mobile ({c.phone("uk")}) with an infusion date on {c.P("LOCATION", c.pick(UK_WARDS))}; {pt.he} can also use the advice line on {c.phone("uk")} or {c.email(c.person(), "nhs.example.uk")}.

{pt.he.capitalize()} works as a lorry driver for {c.P("LOCATION", c.pick(["Moss Haulage", "Bishop & Price Logistics", "Wade Freight"]))} and asked for a fit note, which I have given until the {c.date(c.day(28), "prose")}.

With best wishes,

Yours sincerely

Professor {c.name(cons, "full")} FRCP
Consultant Gastroenterologist
cc {c.name(pt, "full")}
{c.name(cons, "init")}/{c.name(c.person(), "init_lower")}  d: {c.date(d, "dmy")}  t: {c.date(c.day(4), "dmy")}
"""


# ---------------------------------------------------------------------------------------------
# Family: telephone encounters.


def tel_ehr(c: Ctx) -> str:
    pt, caller, rn, doc = (c.person() for _ in range(4))
    clinic = c.pick(US_CLINICS)
    d = c.day(0, 10)
    old = c.rng.random() < 0.5
    age = c.rng.randint(90, 100) if old else c.rng.randint(40, 88)
    rel = caller.kin(c.pick(["child", "spouse", "carer"]))
    return f"""TELEPHONE ENCOUNTER
{c.P("LOCATION", clinic)} | Encounter #{c.P("ACCOUNT", c.digits(10))}
Patient: {c.name(pt, "lf")} | DOB: {c.date(c.dob(age), "mdy")} ({c.P("AGE", str(age)) if old else str(age)} yo) | MRN: {c.mrn()}
PCP: {c.name(doc, "full")}, MD
Date/Time: {c.date(d, "mdy")} {c.hm(d)}
Call from: {c.name(caller, c.pick(["full", "first", "nick"]))} ({rel})    Callback: {c.phone("us")}    Alt: {c.phone("us")}
Reason: {c.K("symptom", c.pick(SYMPTOMS))}

Message: {rel.capitalize()} states pt has had {c.K("symptom", "increased leg swelling")} and weight gain of {c.K("vital", "3 lb")} since {c.date(c.day(-3), ["wk", "md", "ord"])}. Home readings {c.bp()} and {c.hr()}. Pt taking {c.med()} and {c.med()}; ran out of {c.med()} on {c.date(c.day(-5), ["md", "mdy_s"])}. Denies {c.K("symptom", "chest pain")} or {c.K("symptom", "orthopnea")}.

Triage protocol: Heart failure, adult -- disposition "see today".
Action: Appointment made with {c.name(c.person(), "full")}, PA-C {c.date(d, "md")} at 15:40. Refill sent to {c.P("LOCATION", c.pick(["Walgreens #" + c.digits(5), "CVS Pharmacy #" + c.digits(4), "Price Chopper Pharmacy"]))}, {c.P("ADDRESS", c.pick(US_STREETS))}. Advised ED if {c.K("symptom", "shortness of breath at rest")}.
Routed to: {c.name(doc, "fml")}, MD (In Basket)

{c.name(rn, "full")}, RN  {c.date(d, "mdy")} {c.hm(d.replace(hour=(d.hour + 1) % 24))}  ext. {c.P("ID", c.digits(4))}
---
Reviewed. Agree; increase {c.K("drug", "furosemide")} to {c.K("dose", "40 mg")} {c.K("freq", "BID")} x3 days, BMP in 1 week. -- {c.name(doc, "init")} {c.date(d, "mdy_s")}
"""


def tel_afterhours(c: Ctx) -> str:
    doc = c.person()
    svc = c.pick(
        [
            "Riverside After-Hours Nurse Line",
            "Calder Valley Out of Hours Service",
            "Kookaburra Health Hub after-hours",
        ]
    )
    d = c.day(0, 18)
    rows = []
    times = sorted(c.rng.sample(range(5, 700), 5))
    issues = c.rng.sample(range(6), 5)
    for minutes, which in zip(times, issues, strict=True):
        p = c.person()
        t = d + dt.timedelta(minutes=minutes)
        issue = (
            [
                f"{c.K('symptom', 'fever')} {c.K('vital', '39.1')} in 2yo, advised {c.K('drug', 'paracetamol')} {c.K('dose', '15 mg/kg')}",
                f"{c.K('symptom', 'hypoglycaemia')} {c.K('lab', 'BSL 2.9')}, on {c.K('drug', 'gliclazide')}, to ED",
                f"missed dose of {c.K('drug', 'apixaban')} {c.K('dose', '5 mg')}, take now",
                f"{c.K('device', 'Foley catheter')} blocked, district nurse called",
                f"{c.K('symptom', 'rash')} after {c.K('drug', 'amoxicillin')}, stop, review GP",
                f"{c.K('eponym', ADDISONS)} pt vomiting, double {c.K('drug', 'hydrocortisone')}, ambulance",
            ]
        )[which]
        rows.append(
            f"| {c.date(t, ['dmy_s', 'md', 'dmon'])} {c.hm(t, False)} | {c.name(p, c.pick(['full', 'LF', 'last_f', 'lower']))} | {c.phone(c.pick(['uk', 'au', 'us']))} | {issue} | {c.name(doc, 'init')} |"
        )
    table = "\n".join(rows)
    return f"""{c.P("LOCATION", svc)} -- call log
Clinician on duty: {c.name(doc, c.pick(["full", "fml"]))} (reg {c.P("LICENSE", c.letters(3) + c.digits(7))})  Shift start {c.date(d, ["dmy", "iso"])} {c.hm(d)}
Log ref {c.P("ID", "OOH-" + c.digits(6))}; exported by {c.P("ID", ascii_word(doc.family)[:6] + "." + ascii_word(doc.given)[:1])} from terminal {c.P("IP_ADDRESS", f"192.168.{c.rng.randint(0, 40)}.{c.rng.randint(2, 254)}")}

| Time | Caller / patient | Number | Advice | By |
|------|------------------|--------|--------|----|
{table}

Summary to day team via {c.email(doc, c.pick(["ooh.example.org", "nhs.example.uk"]))} at end of shift.
"""


def tel_gp(c: Ctx) -> str:
    pt, gp, pharm = (c.person() for _ in range(3))
    d = c.day(0, 11)
    city, post = c.pick(UK_CITIES)
    age = c.rng.randint(30, 85)
    return f"""Telephone consultation -- {c.P("LOCATION", c.pick(UK_PRACTICES))}, {c.P("LOCATION", city)}
{c.date(d, ["wk", "dmy"])} {c.hm(d)}   Dr {c.name(gp, c.pick(["full", "last"]))}
Patient: {c.name(pt, c.pick(["full", "fml"]))} (DOB {c.date(c.dob(age), "dot")}, NHS {c.nhs()}), identity confirmed with DOB and first line of address ({c.P("ADDRESS", c.pick(UK_STREETS))}).
Rang {c.phone("uk")} at {pt.his} request re results. 2nd attempt -- first call at {c.hm(d.replace(hour=(d.hour - 1) % 24))}, no answer, VM left.

Hx: {c.K("symptom", "tired all the time")} 3/12, {c.K("symptom", "cold intolerance")}. Bloods {c.date(c.day(-4), ["dmy_s", "dmon"])}: {c.K("lab", f"TSH {c.rng.randint(60, 250) / 10:.1f}")}, {c.K("lab", f"FT4 {c.rng.randint(4, 10)}")}, {c.K("lab", f"Hb {c.rng.randint(105, 150)}")}, {c.K("lab", f"ferritin {c.rng.randint(8, 200)}")}, TPO Ab positive.
Imp: {c.K("eponym", "Hashimoto's thyroiditis")} with {c.K("condition", "primary hypothyroidism")}.
Plan: start {c.K("drug", "levothyroxine")} {c.K("dose", "50 micrograms")} {c.K("freq", "once daily")} (on empty stomach), recheck TFTs 6-8 wks. Rx sent electronically to {c.name(pharm, "last")}'s Pharmacy, {c.P("LOCATION", city)} ({c.P("ZIP", post)}). Also on {c.med()}. Safety-netted re {c.K("symptom", "chest pain")}/palps.
Pt happy with plan; will book via {c.P("URL", "https://patient." + c.pick(["northgatehc", "mosslanesurgery", "churchstsurgery"]) + ".example.uk/book")}.
Coded: hypothyroidism (XaIYk). Recall {c.date(c.day(49), ["dmy", "uk_long", "my"])}.
{c.name(gp, "init")}
"""


# ---------------------------------------------------------------------------------------------
# Family: medication reconciliation.


def medrec_table(c: Ctx) -> str:
    pt, pharm, md, pcp = (c.person() for _ in range(4))
    hosp = c.pick(US_HOSPITALS)
    d = c.day(0, 14)
    old = c.rng.random() < 0.5
    age = c.rng.randint(90, 99) if old else c.rng.randint(45, 88)
    rows = []
    for _ in range(6):
        action = c.pick(["Continue", "Hold", "Changed", "Discontinue", "Continue"])
        last = c.day(-c.rng.randint(0, 3), c.rng.randint(6, 22))
        rows.append(f"| {c.med()} | {c.date(last, ['mdy_s', 'md'])} {c.hm(last)} | {action} |")
    table = "\n".join(rows)
    return f"""ADMISSION MEDICATION RECONCILIATION -- {c.P("LOCATION", hosp)}
Patient: {c.name(pt, "LFm")}  MRN {c.mrn()}  DOB {c.date(c.dob(age), "mdy")}  Age {c.P("AGE", str(age)) if old else str(age)}
Admit date: {c.date(d, ["mdy", "long"])}   Unit: {c.P("LOCATION", c.pick(["7 North Medicine", "Geri-Psych Unit", "Observation Unit"]))}
Allergies: {c.K("drug", "penicillin")} ({c.K("finding", "hives")}), {c.K("drug", "codeine")} ({c.K("symptom", "nausea")})
Sources: patient, {c.P("LOCATION", c.pick(["CVS Pharmacy #" + c.digits(4), "Rite Aid #" + c.digits(4), "Hunter's Drug Store"]))} fill history, PCP list from Dr {c.name(pcp, "full")} ({c.phone("us")})
Insurance: {c.P("HEALTH_PLAN_ID", c.pick(["1EG4-TE5-MK7" + c.digits(2), "W" + c.digits(9), c.letters(3) + c.digits(8)]))} (Medicare/Medigap)

| Home medication | Last dose | Admission action |
|-----------------|-----------|------------------|
{table}

Discrepancies: pt also taking OTC {c.K("drug", "ibuprofen")} {c.K("dose", "400 mg")} {c.K("freq", "TID")} -- advised to stop given {c.K("lab", f"eGFR {c.rng.randint(22, 55)}")} and {c.cond()}. Insulin pump (SN {c.P("DEVICE_ID", c.letters(2) + c.digits(7) + c.letters(1))}) suspended per endocrine.
Completed by: {c.name(pharm, "full")}, PharmD ({c.P("ID", "x" + c.digits(4))}) {c.date(d, "mdy")} {c.hm(d.replace(hour=(d.hour + 1) % 24))}
Verified by: {c.name(md, "fml")}, MD
"""


def medrec_uk(c: Ctx) -> str:
    pt, pharm, tech = (c.person() for _ in range(3))
    hosp = c.pick(UK_HOSPITALS)
    d = c.day(0, 10)
    city, post = c.pick(UK_CITIES)
    age = c.rng.randint(60, 89)
    lines = "\n".join(
        f"  {i}. {c.med()} -- {c.pick(['confirmed', 'confirmed (blister pack)', 'not taking'])}"
        for i in range(1, 6)
    )
    return f"""PHARMACY MEDICINES RECONCILIATION
{c.P("LOCATION", hosp)} -- {c.P("LOCATION", c.pick(UK_WARDS))}, bay {c.P("ID", str(c.rng.randint(1, 6)))} bed {c.P("ID", str(c.rng.randint(1, 6)))}
{c.name(pt, "LF")}  {c.date(c.dob(age), "dmy")}  NHS {c.nhs()}  Hosp {c.P("MRN", c.letters(1) + c.digits(7))}
Sources used: SCR (viewed {c.date(d, "dmy")} {c.hm(d)}), GP repeat list ({c.P("LOCATION", c.pick(UK_PRACTICES))}, {c.P("LOCATION", city)} {c.P("ZIP", post)}, tel {c.phone("uk")}), patient's own drugs, NOK {c.name(c.person(), c.pick(["first", "full"]))}.
PMH: {c.eponym()}, {c.cond()}, {c.K("condition", "falls")}.

Medicines on admission:
{lines}
  6. {c.K("drug", "alendronic acid")} {c.K("dose", "70 mg")} {c.K("freq", "once weekly (Sundays)")} -- last dose {c.date(c.day(-c.rng.randint(1, 6)), ["dmon", "prose"])} per NOK

Issues: (1) {c.K("drug", "warfarin")} -- {c.K("lab", f"INR {c.rng.randint(18, 52) / 10:.1f}")} today; yellow book last entry {c.date(c.day(-9), "dmy_s")}, anticoag clinic {c.phone("uk")}. (2) Duplicate PPI on GP list. (3) {c.K("score", "STOPP/START")} review: consider stopping {c.K("drug", "amitriptyline")} {c.K("dose", "25 mg")} {c.K("freq", "nocte")} (falls).
Discussed with FY1 Dr {c.name(c.person(), "f.last")} bleep {c.pager()}.
{c.name(pharm, "full")}, Clinical Pharmacist (GPhC {c.P("LICENSE", "20" + c.digits(5))}) / {c.name(tech, "init")} (MMT)  {c.date(d, "dmony")}
"""


def medrec_au(c: Ctx) -> str:
    pt, pharm, gp, nephew = (c.person() for _ in range(4))
    hosp = c.pick(AU_HOSPITALS)
    city, state, pc = c.pick(AU_CITIES)
    d = c.day(0, 9)
    old = c.rng.random() < 0.5
    age = c.rng.randint(90, 102) if old else c.rng.randint(65, 89)
    return f"""Medication Management Plan (MMP) -- {c.P("LOCATION", hosp)}
UR: {c.P("MRN", c.digits(6))}   Name: {c.name(pt, "LF")}   DOB: {c.date(c.dob(age), "dmy")}   Age: {c.P("AGE", str(age)) if old else str(age)}
Medicare: {c.medicare_au()}   Pension/Concession: {c.P("HEALTH_PLAN_ID", c.digits(3) + " " + c.digits(3) + " " + c.digits(3) + c.letters(1))}
Residential aged care: {c.P("LOCATION", c.pick(["Wattle Grove Lodge", "Mercy Place Banksia", "Bishop's Court Aged Care"]))}, {c.P("ADDRESS", c.pick(AU_STREETS))}, {c.P("LOCATION", city)} {state} {c.P("ZIP", pc)} (RN in charge {c.phone("au")})
Usual GP: Dr {c.name(gp, c.pick(["full", "f.last"]))}   Community pharmacy: {c.P("LOCATION", c.pick(["Price Pharmacy " + city, "Young Street Chemist", "TerryWhite Chemmart " + city]))}

Best possible medication history obtained {c.date(d, ["dmy", "dmy_s", "wk"])} from Webster pack, RACF chart and {c.name(pt, "first")}'s {nephew.kin("nibling")} ({c.name(nephew, "full")}).
- {c.med()}
- {c.med()}
- {c.med()}
- {c.K("drug", "donepezil")} {c.K("dose", "10 mg")} {c.K("freq", "nocte")} -- for {c.K("eponym", "Alzheimer's disease")}
- {c.K("drug", "buprenorphine")} patch {c.K("dose", "10 microg/hour")} {c.K("freq", "every 7 days")} (changed {c.date(c.day(-2), ["dmon", "wk"])})
Changes this admission: {c.med(IV_ABX)} for {c.K("condition", "urosepsis")}; {c.K("drug", "ramipril")} withheld ({c.K("lab", f"K {c.rng.randint(56, 64) / 10:.1f}")}, {c.K("lab", f"Cr {c.rng.randint(150, 260)}")}).
Pharmacist: {c.name(pharm, "full")} (AHPRA {c.P("LICENSE", "PHA000" + c.digits(7))}) pager {c.pager()}   {c.date(d, "dmy")} {c.hm(d)}
"""


# ---------------------------------------------------------------------------------------------
TEMPLATES: dict[str, list[Callable[[Ctx], str]]] = {
    "operative_report": [op_us, op_uk, op_ep],
    "emergency_note": [ed_us, ed_au, ed_dict],
    "nursing_progress": [nurse_soap, nurse_isbar, nurse_flow],
    "pathology_report": [path_us, path_uk, path_marrow],
    "clinic_letter_to_gp": [letter_nhs, letter_au, letter_prose],
    "telephone_encounter": [tel_ehr, tel_afterhours, tel_gp],
    "medication_reconciliation": [medrec_table, medrec_uk, medrec_au],
}

_MARK = re.compile(r"\[\[([A-Z_]+):(.*?)\]\]|\{\{([a-z]+):(.*?)\}\}")
_STRAY = ("[[", "]]", "{{", "}}")


def check(condition: bool, detail: object) -> None:
    """An assertion that also holds under ``python -O``."""
    if not condition:
        raise ValueError(f"bad note markup: {detail!r}")


def strip_markup(marked: str) -> tuple[str, list[dict[str, object]], list[dict[str, object]]]:
    """Removes the markup; returns the text, the PHI spans and the keep spans.

    Checks that no stray markup is left, that every value is non-empty and has no outer
    whitespace, that no two spans (PHI or keep) overlap, and that each span's offsets cut out
    exactly the value that was marked.
    """
    out: list[str] = []
    spans: list[dict[str, object]] = []
    keep: list[dict[str, object]] = []
    values: list[tuple[int, int, str]] = []
    pos = 0
    length = 0
    for m in _MARK.finditer(marked):
        plain = marked[pos : m.start()]
        check(not any(token in plain for token in _STRAY), plain)
        out.append(plain)
        length += len(plain)
        is_phi = m.group(1) is not None
        kind, value = (m.group(1), m.group(2)) if is_phi else (m.group(3), m.group(4))
        check(bool(value) and value.strip() == value, (kind, value))
        check(not any(token in value for token in _STRAY), value)
        start, end = length, length + len(value)
        if is_phi:
            check(kind in PHI_TYPES, kind)
            spans.append({"start": start, "end": end, "type": kind})
        else:
            check(kind in KEEP_KINDS, kind)
            keep.append({"start": start, "end": end, "kind": kind})
        values.append((start, end, value))
        out.append(value)
        length = end
        pos = m.end()
    tail = marked[pos:]
    check(not any(token in tail for token in _STRAY), tail)
    out.append(tail)
    text = "".join(out)
    values.sort()
    for (_, a_end, a), (b_start, _, b) in itertools.pairwise(values):
        check(a_end <= b_start, (a, b))
    for start, end, value in values:
        check(end > start and text[start:end] == value, (start, end, value))
    return text, spans, keep


def build() -> str:
    lines = []
    number = 0
    for family, templates in TEMPLATES.items():
        for t_index, template in enumerate(templates, start=1):
            for copy in range(PER_TEMPLATE):
                number += 1
                rng = random.Random(f"{SEED}/{family}/{t_index}/{copy}")  # noqa: S311
                text, spans, keep = strip_markup(template(Ctx(rng)))
                record = {
                    "family": family,
                    "id": f"blind-{number:04d}",
                    "template": f"{family}/{t_index}",
                    "text": text,
                    "spans": spans,
                    "keep": keep,
                }
                lines.append(json.dumps(record, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(build(), encoding="utf-8")


if __name__ == "__main__":
    main()
