# ruff: noqa: E501
"""Builds the seventh blind note set, src/clinrag/data/eval/notes_blind7/notes.jsonl.

Written blind (branch ``blindpii7``): the author read neither the de-identifier nor its
evaluation, only the earlier blind build scripts (for the record format and to choose families,
shapes and surrogates they do not have). Seven families no earlier set has (dermatology
letters and teledermatology triage, chemotherapy day-unit records and the acute oncology advice
line, travel health clinics, diabetic foot and podiatry notes, cardiac catheter laboratory
reports, fertility clinic records, research trial visits), two templates each in different
hands, three notes per template. Templates mark gold PHI as ``[[TYPE:value]]`` and clinical
content that must survive as ``<<kind:value>>``; offsets are computed from the markup, never
typed. Surrogates are written by hand below; numbers come from a seeded generator, so the file is
rebuilt byte for byte.

``python scripts/build_notes_blind7.py`` writes the file and prints its counts.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import sys
from functools import partial
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
from blind_notes_kit import digits, ordinal

SEED = 20261126
OUT = kit.ROOT / "src/clinrag/data/eval/notes_blind7/notes.jsonl"

# Surrogate people written by hand: many origins, particles and diacritics, and several whose
# names are also words or eponyms a note keeps elsewhere (Pearl Gardner beside Gardner grading,
# Barry Parkinson beside Parkinson's disease, Honor Wells beside the Wells score, Dennis Paget).
PATIENTS = [
    ("Lucy", "Fairweather"),
    ("Min-jun", "Park"),
    ("Honor", "Wells"),
    ("Dennis", "Paget"),
    ("Cliff", "Stone"),
    ("Ruby", "Church"),
    ("Frank", "Mills"),
    ("Jade", "Rivers"),
    ("Heather", "Moor"),
    ("Robin", "Swift"),
    ("Nguyen Thi", "Lan"),
    ("Barry", "Parkinson"),
    ("Abdirahman", "Warsame"),
    ("Tigist", "Bekele"),
    ("Maria Lourdes", "dela Cruz"),
    ("Pieter", "van der Berg"),
    ("João", "Pereira"),
    ("Elif", "Yıldız"),  # noqa: RUF001 - the Turkish dotless i, on purpose
    ("Ionela", "Popescu"),
    ("Tharindu", "Perera"),
    ("Sushila", "Gurung"),
    ("Eleni", "Papadopoulou"),
    ("Delroy", "Campbell"),
    ("Gwenllian", "ap Rhys"),
    ("Morag", "MacKinnon"),
    ("Zsófia", "Nagy"),
    ("Shirin", "Tehrani"),
    ("Zainab", "Qureshi"),
    ("Rahima", "Begum"),
    ("Harjit", "Singh Dhillon"),
    ("Yael", "Rosenberg"),
    ("Giuseppe", "Esposito"),
    ("Mercedes", "García López"),
    ("Rūta", "Kazlauskienė"),
    ("Wei Jie", "Tan"),
    ("Haruto", "Sato"),
    ("Chiamaka", "Obiora"),
    ("Babatunde", "Ogundipe"),
    ("Akosua", "Owusu"),
    ("Tendai", "Chikwanha"),
    ("Saoirse", "Ó Súilleabháin"),
    ("Jago", "Trevithick"),
]
WOMEN = [
    ("Yasmin", "Khoury"),
    ("Bethan", "Prosser"),
    ("Oluwatoyin", "Adeleke"),
    ("Karolina", "Mazur"),
    ("Pearl", "Gardner"),
    ("Anh", "Tran"),
]
PARTNERS = [
    ("Rebin", "Ahmadi"),
    ("Matthew", "Prosser"),
    ("Femi", "Adeleke"),
    ("Bartosz", "Mazur"),
    ("Carl", "Lindqvist"),
    ("Duc", "Pham"),
]
STAFF = [
    ("Abena", "Darko"),
    ("Callum", "Reid"),
    ("Priyanka", "Menon"),
    ("Gethin", "Morgan"),
    ("Sinéad", "Ward"),
    ("Olamide", "Fashola"),
    ("Keith", "Barrow"),
    ("Mehreen", "Aslam"),
    ("Stefan", "Ionescu"),
    ("Rosalind", "Achebe"),
    ("Tam", "Nguyen"),
    ("Hyun-woo", "Kim"),
    ("Leona", "Brooks"),
    ("Farhan", "Siddique"),
    ("Ilse", "Vermeulen"),
    ("Dominic", "Crane"),
    ("Nadia", "Bouzid"),
    ("Euan", "McAllister"),
    ("Adwoa", "Frimpong"),
    ("Clive", "Hunter"),
    ("Bronwen", "Lloyd"),
    ("Vikram", "Rao"),
    ("Maeve", "Doyle"),
    ("Yosef", "Katz"),
]
RELATIVES = [
    ("daughter", "Kerry-Ann"),
    ("son", "Dariusz"),
    ("wife", "Mairead"),
    ("husband", "Emeka"),
    ("partner", "Sol"),
    ("nephew", "Arjun"),
    ("mother", "Hilde"),
    ("stepdaughter", "Tegan"),
    ("granddaughter", "Mia-Rose"),
    ("friend", "Bev"),
    ("son-in-law", "Kwabena"),
    ("sister", "Noor"),
]
NICKNAMES = ["Nan Pearl", "Baz", "Tink", "Dee", "Gogo", "JJ"]
TOWNS = [
    "Fenmoor",
    "Upper Stanbridge",
    "Calder Heath",
    "Wrexley",
    "Saltmarsh St Mary",
    "Broadwater",
    "Thornbury Vale",
    "Ashcombe",
    "Penhallow",
    "Millbrook-on-Sea",
    "Ravensholt",
    "Dunmere",
]
STREETS = [
    "14 Tanners Row",
    "Flat 12, Marlowe Court, 3 Saddler Street",
    "The Granary, Church Walk",
    "88b Wellington Parade",
    "6 Heron Gardens",
    "Apartment 2, 17 Linden Crescent",
    "Lock Keeper's Cottage, Canal Side",
    "33 Foxglove Avenue",
    "7 Sycamore Mews",
    "120 Station Approach",
    "4 Ploughmans Way",
    "Unit 9, Kiln Yard, Potters Lane",
]
POSTCODES = [
    "FM3 8QD",
    "US7 2HW",
    "CH12 4RJ",
    "WX9 5TG",
    "SM4 1AB",
    "BW2 7LL",
    "TV6 3NP",
    "AC11 9XE",
    "PN8 2DS",
    "MB5 6YU",
    "RV1 4GH",
    "DM7 0PB",
]
HOSPITALS = [
    "Fenmoor Royal Hospital",
    "Queen Adelaide Hospital",
    "Calder Heath General",
    "St Cuthbert's Hospital, Wrexley",
    "Broadwater Infirmary",
    "Penhallow District Hospital",
]
HEART_CENTRES = ["Broadwater Heart Centre", "Calder Heath Cardiac Unit", "Adelaide Heart Institute"]
FERTILITY_CENTRES = ["Ravensholt Fertility Centre", "Ashcombe Assisted Conception Unit"]
PHARMACIES = ["Boots Fenmoor High Street", "Dunmere Travel Pharmacy", "Wrexley Village Chemist"]
CARE_HOMES = ["Lavender Court Care Home", "Abbotsmead Nursing Home", "The Willows Residential Home"]
PRACTICES = [
    "Millstream Surgery",
    "Beacon Medical Group",
    "The Ropewalk Practice",
    "Greyfriars Health Centre",
    "Abbeyfield Surgery",
    "Quayside Family Practice",
]
DOMAINS = ["fenmoor-nhs.example", "adelaide-trust.example", "calderhealth.example"]
MAILHOSTS = ["webmail.example", "homemail.example", "myisp.example"]
US_HOMES = [
    ("1146 Maple Ridge Drive", "Columbus", "OH", "43215"),
    ("27 Orchard Street, Apt 3B", "Burlington", "VT", "05401"),
    ("8810 Bluebonnet Lane", "Austin", "TX", "78745"),
]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
PLATE_LETTERS = "ABCDEFGHJKLMNPRSTVWXY"
letters = partial(kit.letters, alphabet=PLATE_LETTERS)


def date_shapes(prefix: str, day: dt.date) -> dict[str, str]:
    """One date in the shapes notes write it (several no earlier set used)."""
    mon, long_mon = MONTHS[day.month - 1], kit.MONTHS[day.month - 1]
    return {
        f"{prefix}_long": f"{kit.WEEKDAYS[day.weekday()]}, {day.day} {long_mon} {day.year}",
        f"{prefix}_dmy": f"{day.day:02d}/{day.month:02d}/{day.year}",
        f"{prefix}_dot": f"{day.day}.{day.month}.{day.year}",
        f"{prefix}_short": f"{day.day:02d}/{day.month:02d}",
        f"{prefix}_us": f"{day.month:02d}/{day.day:02d}/{day.year}",
        f"{prefix}_iso": day.isoformat(),
        f"{prefix}_mon": f"{day.day} {mon} {day.year % 100:02d}",
        f"{prefix}_ord": ordinal(day.day),
        f"{prefix}_prose": f"{long_mon} {ordinal(day.day)}",
        f"{prefix}_compact": f"{day.year}{day.month:02d}{day.day:02d}",
        f"{prefix}_wk": f"{kit.WEEKDAYS[day.weekday()]} {day.day}/{day.month}/{day.year % 100:02d}",
        f"{prefix}_ordof": f"{ordinal(day.day)} of {long_mon} {day.year}",
        f"{prefix}_ymd": f"{day.year}/{day.month:02d}/{day.day:02d}",
        f"{prefix}_mil": f"{day.day:02d}{mon.upper()}{day.year % 100:02d}",
        f"{prefix}_uslong": f"{long_mon} {day.day}, {day.year}",
        f"{prefix}_dash": f"{day.day}-{day.month}-{day.year}",
        f"{prefix}_monyr": f"{long_mon} {day.year}",
        f"{prefix}_monday": f"{mon} {ordinal(day.day)}",
    }


def ascii_word(name: str) -> str:
    """A name as an e-mail local part or a file name would carry it."""
    table = str.maketrans("áéíóúıãçÓŪūėÁ", "aeiouiacOUueA")
    return re.sub(r"[^A-Za-z-]", "", name.translate(table))


def person_slots(prefix: str, given: str, family: str, domain: str) -> dict[str, str]:
    """The shapes one staff member's name takes in sign-offs, cc lines and addresses."""
    return {
        prefix: f"{given} {family}",
        f"{prefix}_first": given,
        f"{prefix}_last": family,
        f"{prefix}_dot": f"{given[0]}. {family}",
        f"{prefix}_fused": f"{given[0]}{ascii_word(family.split('-')[0])}",
        f"{prefix}_init": f"{given[0]}{family[0]}",
        f"{prefix}_lc_init": f"{given[0]}{family[0]}".lower(),
        f"{prefix}_mail": f"{ascii_word(given)[0].lower()}{ascii_word(family).lower()}@{domain}",
    }


def slots_for(rng: random.Random, index: int, note_number: int) -> dict[str, str]:
    """Every surrogate one note may use, drawn afresh for each note."""
    given, family = PATIENTS[index]
    domain = rng.choice(DOMAINS)
    staff = rng.sample(STAFF, 5)
    rel, rel_name = rng.choice(RELATIVES)
    woman = WOMEN[note_number % len(WOMEN)]
    partner = PARTNERS[note_number % len(PARTNERS)]
    town, town2 = rng.sample(TOWNS, 2)
    hosp, hosp2 = rng.sample(HOSPITALS, 2)
    street, prac_street = rng.sample(STREETS, 2)
    postcode, prac_pc = rng.sample(POSTCODES, 2)
    us_addr, us_city, us_state, us_zip = US_HOMES[note_number % len(US_HOMES)]
    prac = rng.choice(PRACTICES)
    seen = dt.date(2026, 1, 5) + dt.timedelta(days=rng.randrange(300))
    mrn = f"{digits(rng, 3)} {digits(rng, 4)}"
    slots: dict[str, str] = {
        "pt": f"{given} {family}",
        "pt_first": given,
        "pt_last": family,
        "pt_up": f"{family.upper()}, {given}",
        "pt_rev": f"{family}, {given} {letters(rng, 1)}.",
        "pt_dot": f"{given[0]}. {family}",
        "pt_lc": f"{given} {family}".lower(),
        "pt_first_lc": given.lower(),
        "pt_init": f"{given[0]}.{family[0].upper()}.",
        "pt_file": f"{ascii_word(family).upper()}_{ascii_word(given)}",
        "pt_mail": f"{ascii_word(given).lower()}{digits(rng, 3)}@{rng.choice(MAILHOSTS)}",
        "nick": rng.choice(NICKNAMES),
        "rel": rel,
        "rel_name": rel_name,
        "rel_lc": rel_name.lower(),
        "woman": f"{woman[0]} {woman[1]}",
        "woman_first": woman[0],
        "woman_up": f"{woman[1].upper()}, {woman[0]}",
        "woman_mail": f"{ascii_word(woman[0]).lower()}.{ascii_word(woman[1]).lower()[0]}@{rng.choice(MAILHOSTS)}",
        "partner": f"{partner[0]} {partner[1]}",
        "partner_first": partner[0],
        "partner_last": partner[1],
        "age": "",
        "mrn": f"FRH{digits(rng, 7)}",
        "mrn_sp": f"FRH {mrn}",
        "mrn_cath": f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 4)}",
        "nhs": f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 4)}",
        "nhs_dash": f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 4)}",
        "phone": f"01632 96{digits(rng, 4)}",
        "mob": f"07700 900{digits(rng, 3)}",
        "mob_intl": f"+44 7700 900{digits(rng, 3)}",
        "switch": f"0{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 4)}",
        "intl": f"+44 (0)1632 96{digits(rng, 4)}",
        "ext": digits(rng, 5),
        "pager": f"07623 {digits(rng, 6)}",
        "hotline": f"0800 {digits(rng, 3)} {digits(rng, 4)}",
        "us_phone": f"+1 (614) 555-01{digits(rng, 2)}",
        "us_ssn": f"5{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 4)}",
        "us_plan": f"{letters(rng, 3)}{digits(rng, 9)}",
        "us_addr": us_addr,
        "us_city": us_city,
        "us_state": us_state,
        "us_zip": us_zip,
        "addr": street,
        "prac_addr": prac_street,
        "prac_pc": prac_pc,
        "town": town,
        "town2": town2,
        "pc": postcode,
        "hosp": hosp,
        "hosp2": hosp2,
        "heart": rng.choice(HEART_CENTRES),
        "fert": rng.choice(FERTILITY_CENTRES),
        "pharmacy": rng.choice(PHARMACIES),
        "care_home": rng.choice(CARE_HOMES),
        "prac": prac,
        "prac_mail": f"{ascii_word(prac.split()[0]).lower()}.admin@{domain}",
        "insurer_mail": f"casemanager{digits(rng, 2)}@assist.example",
        "gmc": digits(rng, 7),
        "nmc": f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}",
        "gphc": f"20{digits(rng, 5)}",
        "hcpc_ch": f"CH{digits(rng, 5)}",
        "hcpc_cs": f"CS{digits(rng, 5)}",
        "serial": f"{letters(rng, 3)}{digits(rng, 6)}{letters(rng, 1)}",
        "pump": f"{digits(rng, 2)}-{digits(rng, 5)}",
        "plate": f"{letters(rng, 2)}{digits(rng, 2)}{letters(rng, 3)}",
        "acct": f"INV{digits(rng, 7)}",
        "transport": f"PTS/{digits(rng, 6)}",
        "bank": f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 2)} {digits(rng, 8)}",
        "hpid": f"{digits(rng, 3)}/{digits(rng, 6)}/{digits(rng, 2)}",
        "passport": digits(rng, 9),
        "img": f"DERM-{digits(rng, 6)}",
        "tele_ref": f"UBRN {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}",
        "case_no": f"CL{seen.year % 100}-{digits(rng, 5)}",
        "couple": f"RFC-{digits(rng, 4)}-{letters(rng, 1)}",
        "witness": f"{letters(rng, 2)}{digits(rng, 5)}",
        "lab_no": f"{seen.year % 100}.{digits(rng, 7)}.{letters(rng, 1)}",
        "ppt_id": f"STR-{digits(rng, 3)}-{digits(rng, 4)}",
        "rand_no": f"R{digits(rng, 5)}",
        "kit": f"KIT {digits(rng, 6)}",
        "ip": f"172.{rng.randrange(16, 32)}.{rng.randrange(1, 250)}.{rng.randrange(2, 250)}",
        "ip_home": f"192.168.{rng.randrange(0, 20)}.{rng.randrange(2, 250)}",
        "derm_url": f"https://images.{domain}/dermatology/case/{digits(rng, 7)}?view=dermoscopy",
        "aos_url": f"https://aos.{domain}/calls/{digits(rng, 6)}",
        "travel_url": f"https://travelvax.example/record/{letters(rng, 2)}{digits(rng, 6)}",
        "cgm_url": f"https://clarity.example/share/{letters(rng, 4).lower()}{digits(rng, 4)}",
        "pacs_url": f"https://pacs.{domain}/viewer?accession={digits(rng, 9)}",
        "fert_url": f"https://patient.ravensholt-ivf.example/cycle/{digits(rng, 6)}",
        "ecrf_url": f"https://ecrf.stride-trial.example/site/07/participant/{digits(rng, 4)}",
        "dob_year": str(rng.randrange(1945, 1992)),
    }
    for n, (s_given, s_family) in enumerate(staff, start=1):
        slots.update(person_slots(f"s{n}", s_given, s_family, domain))
    dob = dt.date(int(slots["dob_year"]), rng.randrange(1, 13), rng.randrange(1, 29))
    years = rng.randrange(90, 101)
    old_dob = dt.date(seen.year - years - 1, rng.randrange(1, 13), rng.randrange(1, 29))
    # the age written is the age on the day seen, over 89 by construction
    before_birthday = (seen.month, seen.day) < (old_dob.month, old_dob.day)
    slots["age"] = str(seen.year - old_dob.year - before_birthday)
    women_dob = dt.date(rng.randrange(1984, 1994), rng.randrange(1, 13), rng.randrange(1, 29))
    partner_dob = dt.date(rng.randrange(1978, 1992), rng.randrange(1, 13), rng.randrange(1, 29))
    slots.update(date_shapes("seen", seen))
    slots.update(date_shapes("dob", dob))
    slots.update(date_shapes("odob", old_dob))
    slots.update(date_shapes("wdob", women_dob))
    slots.update(date_shapes("pdob", partner_dob))
    slots.update(date_shapes("ref", seen - dt.timedelta(days=rng.randrange(20, 90))))
    slots.update(date_shapes("prior", seen - dt.timedelta(days=rng.randrange(200, 700))))
    slots.update(date_shapes("next", seen + dt.timedelta(days=rng.randrange(14, 120))))
    slots.update(date_shapes("typed", seen + dt.timedelta(days=rng.randrange(1, 6))))
    return slots


TEMPLATES: dict[str, list[str]] = {
    "dermatology_clinic_letter": [
        # A consultant's two-week-wait skin cancer letter to the GP, typed with a footer.
        """[[LOCATION:$hosp]]   <<service:Department of Dermatology>> - <<service:Skin Cancer (2WW) Clinic>>
Appointments [[PHONE:$switch]] option 3   Secretary [[PHONE:$intl]] x[[PHONE:$ext]]

Clinic date: [[DATE:$seen_uslong]]      Typed: [[DATE:$typed_ordof]]

Dr [[PERSON:$s2_dot]], [[LOCATION:$prac]], [[ADDRESS:$prac_addr]], [[LOCATION:$town2]], [[ZIP:$prac_pc]]

Patient: [[PERSON:$pt_rev]]   Born [[DATE:$dob_ordof]]   NHS number [[SSN:$nhs]]   Unit no. [[MRN:$mrn]]
Home: [[ADDRESS:$addr]], [[LOCATION:$town]] [[ZIP:$pc]]   Mobile [[PHONE:$mob]]

<<heading:DIAGNOSIS>>: <<condition:nodular basal cell carcinoma>>, <<anatomy:left nasal ala>>, <<finding:9 x 7 mm>>
<<heading:ALSO>>: <<condition:actinic keratoses>> of the scalp; <<eponym:Bowen's disease>> right shin

Thank you for referring [[PERSON:$pt_first]] on the <<guideline:NICE NG12>> pathway. <<test:Dermoscopy>> showed <<finding:arborising vessels>> and <<finding:blue-grey ovoid nests>>; images are stored as [[ID:$img]] on the <<device:FotoFinder>> system at [[URL:$derm_url]]. No <<finding:palpable lymphadenopathy>>. A <<eponym:Spitz naevus>> excised at [[LOCATION:$hosp2]] in [[DATE:$prior_monyr]] was benign. <<score:Fitzpatrick skin type II>>.

<<heading:PLAN>>: <<procedure:Mohs micrographic surgery>> on the [[DATE:$next_ord]] with [[PERSON:$s3]] (<<role:Mohs Surgeon>>); <<drug:Efudix>> <<dose:5% cream>> <<freq:once daily>> for four weeks to the scalp; <<drug:Sunscreen SPF 50>>. [[PERSON:$pt_first]]'s $rel [[PERSON:$rel_name]] drives them (car [[VEHICLE_ID:$plate]]) and asked for the consent leaflet at [[EMAIL:$pt_mail]].

Yours sincerely
Dr [[PERSON:$s1]]   <<role:Consultant Dermatologist>>   GMC [[LICENSE:$gmc]]
cc [[PERSON:$pt_dot]]; <<service:Plastic Surgery>> ([[PERSON:$s4_last]])    [[PERSON:$s1_init]]/[[PERSON:$s5_lc_init]]""",
        # A teledermatology triage record written quickly from photographs.
        """<<service:TELEDERMATOLOGY TRIAGE>>   referral [[ID:$tele_ref]] received [[DATE:$seen_iso]] 11:52
Referrer: Dr [[PERSON:$s2_dot]], [[LOCATION:$prac]] ([[PHONE:$phone]])
Patient [[PERSON:$pt_up]], [[AGE:$age]] yrs, DOB [[DATE:$odob_ymd]], NHS [[SSN:$nhs_dash]], unit no [[MRN:$mrn]]
Photos: 4 macroscopic + 2 dermoscopic from the <<device:DermLite DL5>>, uploaded from [[IP_ADDRESS:$ip]] as [[PERSON:$pt_file]]_lesion_[[DATE:$seen_compact]].jpg
Lesion: <<anatomy:right temple>>, <<finding:14 mm>>, <<finding:keratin horn>>, <<symptom:tender>>, grew over 6 weeks. ?<<condition:well-differentiated SCC>> vs <<condition:keratoacanthoma>>. <<score:7-point checklist>> N/A (non-pigmented).
Meds: <<drug:Apixaban>> <<dose:2.5 mg>> <<freq:BD>> for <<condition:AF>>; <<condition:CKD 3b>> (<<lab:eGFR 38>>); <<drug:Tamsulosin>> <<dose:400 micrograms>> <<freq:od>>.
Resides at [[LOCATION:$care_home]], [[ADDRESS:$addr]], [[LOCATION:$town]] [[ZIP:$pc]]; <<role:Deputy Manager>> [[PERSON:$s5_first]] on [[PHONE:$switch]] ext [[PHONE:$ext]]. NOK $rel [[PERSON:$rel_lc]].
<<heading:OUTCOME>>: <<heading:URGENT>> - <<service:2WW Dermatology Surgery>> list [[DATE:$next_mil]]; <<procedure:excision biopsy>> with 4-6 mm margin per <<guideline:BAD SCC guideline 2020>>. Continue <<drug:Apixaban>>.
Triaged by Dr [[PERSON:$s1]] (<<role:Specialty Doctor>>) - [[PERSON:$s1_fused]] [[DATE:$seen_short]]; photos QA by [[PERSON:$s3_init]]. Reply to [[EMAIL:$s2_mail]].""",
    ],
    "chemotherapy_day_unit_record": [
        # A SACT administration record, chair-side, several hands.
        """<<service:Chemotherapy Day Unit>>, [[LOCATION:$hosp]] - <<heading:SACT ADMINISTRATION RECORD>>
Date [[DATE:$seen_dmy]]   Chair 6   <<drug:FOLFOX>> cycle 3 day 1
Patient [[PERSON:$pt_rev]]   Hosp no [[MRN:$mrn_sp]]   NHS [[SSN:$nhs]]   DOB [[DATE:$dob_dash]]
Consultant: Dr [[PERSON:$s1]] (<<service:Medical Oncology>>). Prescription verified by [[PERSON:$s2]], <<role:Oncology Pharmacist>>, GPhC [[LICENSE:$gphc]]
Pre-assessment by phone on [[DATE:$ref_wk]] (<<role:Nurse Practitioner>> [[PERSON:$s3_first]]): <<finding:peripheral neuropathy grade 1>> (<<score:CTCAE v5>>), <<symptom:diarrhoea>> grade 0, <<score:ECOG PS>> 1.
Bloods [[DATE:$ref_dmy]]: <<lab:neutrophils 1.9>>, <<lab:platelets 162>>, <<lab:bilirubin 11>>, <<lab:CEA 8.4>> - OK to treat.
Obs: <<vital:T 36.6>> <<vital:P 78>> <<vital:BP 132/80>> <<vital:SpO2 97%>> <<vital:weight 71.4 kg>> <<vital:BSA 1.84 m2>>
Access: <<device:PICC>> <<anatomy:right basilic>>, flushed, good blood return.
Given: <<drug:Ondansetron>> <<dose:8 mg>> PO, <<drug:Dexamethasone>> <<dose:8 mg>> IV, <<drug:Oxaliplatin>> <<dose:85 mg/m2>> over 2 h, <<drug:Folinic acid>> <<dose:350 mg>>, <<drug:Fluorouracil>> bolus <<dose:400 mg/m2>> then <<dose:2400 mg/m2>> over 46 h via <<device:Baxter Infusor LV5>> serial [[DEVICE_ID:$pump]].
Disconnection at home on [[DATE:$typed_wk]] by [[PERSON:$s4]] (<<service:District Nursing>>, [[LOCATION:$town]]). Hospital transport ref [[ACCOUNT:$transport]]; $rel [[PERSON:$rel_name]] collecting today in car [[VEHICLE_ID:$plate]].
<<service:Acute Oncology Hotline>> [[PHONE:$hotline]] explained, alert card given. Next cycle [[DATE:$next_us]].
Administered by [[PERSON:$s5]], <<role:Chemotherapy Nurse>>, NMC [[LICENSE:$nmc]]; second checker [[PERSON:$s3_fused]]""",
        # The acute oncology advice line's telephone triage log at night.
        """<<service:ACUTE ONCOLOGY 24h ADVICE LINE>> - <<guideline:UKONS Triage Tool>> log
Call [[DATE:$seen_long]] 02:17, taken by [[PERSON:$s5_first]] (<<role:Band 6 Haem-Onc Nurse>>)
Caller: $rel [[PERSON:$rel_lc]] from [[PHONE:$mob_intl]]; patient [[PERSON:$pt_lc]] ("[[PERSON:$nick]]"), hosp no [[MRN:$mrn]], DOB [[DATE:$dob_dot]]
Regimen: <<drug:R-CHOP>> cycle 2 on [[DATE:$ref_prose]] at [[LOCATION:$hosp2]] for <<condition:diffuse large B-cell lymphoma>>; <<drug:Pegfilgrastim>> not given.
Symptoms: <<symptom:rigors>>, <<vital:temp 38.4>> on the home thermometer, <<symptom:sore mouth>> (<<finding:mucositis grade 2>>), no <<symptom:diarrhoea>>. Takes <<drug:Allopurinol>> <<dose:300 mg>> <<freq:od>> and <<drug:Co-trimoxazole>> <<dose:480 mg>> <<freq:BD Mon/Wed/Fri>>.
Triage: <<heading:RED>> - ?<<condition:neutropenic sepsis>>. Told to attend the <<service:Emergency Department>> at [[LOCATION:$hosp]] now with the alert card; <<procedure:Sepsis Six>> within 1 hour per <<guideline:NICE NG51>>.
Address for the ambulance: [[ADDRESS:$addr]], [[LOCATION:$town2]], [[ZIP:$pc]]. Handed to the <<role:Acute Oncology Registrar>>, Dr [[PERSON:$s1_last]], pager [[PHONE:$pager]], at 02:29.
Follow-up call [[DATE:$seen_short]] 07:45: admitted to <<unit:Ward 22 (Haematology)>>, <<drug:Piperacillin-tazobactam>> <<dose:4.5 g>> <<freq:TDS>> from 02:58, <<lab:neutrophils 0.3>>, <<lab:lactate 2.1>>.
Consultant Dr [[PERSON:$s2]] informed. Logged by [[PERSON:$s5_init]] at [[URL:$aos_url]].""",
    ],
    "travel_health_clinic_record": [
        # A pharmacist-led pre-travel consultation and vaccination record, private.
        """<<service:Travel Health Clinic>> - [[LOCATION:$pharmacy]], [[ADDRESS:$prac_addr]], [[LOCATION:$town2]] [[ZIP:$prac_pc]]
Consultation [[DATE:$seen_ordof]]   Private - invoice account [[ACCOUNT:$acct]]
Traveller: [[PERSON:$pt]] (likes to be called [[PERSON:$nick]])   DOB [[DATE:$dob_dmy]]   Passport [[ID:$passport]]
Contact [[PHONE:$mob]] / [[EMAIL:$pt_mail]]   GP: [[LOCATION:$prac]]
Travel insurance policy [[HEALTH_PLAN_ID:$hpid]] (covers <<service:medical evacuation>>)
Itinerary: Kenya and Tanzania for 3 weeks from [[DATE:$next_monday]], rural camping safari.
PMH: <<eponym:Crohn's disease>> on <<drug:Azathioprine>> <<dose:100 mg>> <<freq:od>> - no <<procedure:live vaccines>>; <<lab:TPMT normal>>.
Risk assessment per <<guideline:NaTHNaC>> country pages and <<guideline:Green Book>> chapter 35: <<condition:yellow fever>> certificate asked for on entry - <<drug:Stamaril>> contraindicated, <<finding:letter of exemption>> issued.
Given today: <<drug:Typhim Vi>> <<dose:0.5 ml>> IM <<anatomy:left deltoid>>; <<drug:Havrix Monodose>> <<dose:1440 ELISA units>> IM <<anatomy:right deltoid>>; <<drug:Revaxis>> booster; <<drug:Rabipur>> <<freq:days 0, 7 and 21>>.
Malaria: <<drug:Atovaquone-proguanil>> <<dose:250/100 mg>> <<freq:daily>> from 2 days before; <<drug:DEET 50%>>; <<condition:Chagas disease>> not a risk here. <<condition:Schistosomiasis>> advice (lake swimming).
Record uploaded to [[URL:$travel_url]] from [[IP_ADDRESS:$ip]].
[[PERSON:$s1]], <<role:Independent Prescriber Pharmacist>>, GPhC [[LICENSE:$gphc]] - [[PERSON:$s1_init]] [[DATE:$seen_short]]""",
        # A registrar's returning-traveller fever note for a visitor from the United States.
        """<<service:Infectious Diseases>> - <<service:Returning Traveller Clinic>>, [[LOCATION:$hosp]]   [[DATE:$seen_wk]]
Seen: [[PERSON:$pt]], DOB [[DATE:$dob_us]], visiting $rel [[PERSON:$rel_name]] in [[LOCATION:$town]]. US home: [[ADDRESS:$us_addr]], [[LOCATION:$us_city]], $us_state [[ZIP:$us_zip]]; cell [[PHONE:$us_phone]]. SSN on the insurer's form [[SSN:$us_ssn]], member ID [[HEALTH_PLAN_ID:$us_plan]]. Temporary hosp no [[MRN:$mrn]].
Back from Thailand and Cambodia on [[DATE:$ref_monday]]. 5 days of <<symptom:fever>>, <<symptom:retro-orbital headache>>, <<symptom:myalgia>>, <<finding:maculopapular rash>>. Had <<drug:Vivotif>> but not <<drug:Ixiaro>> for <<condition:Japanese encephalitis>>.
O/E <<vital:T 39.1>>, <<vital:HR 104>>, <<vital:BP 102/64>>; <<test:tourniquet test>> positive; <<eponym:Kernig's sign>> negative.
Ix: <<test:malaria RDT>> and <<test:thick and thin films>> x3 negative; <<lab:platelets 64>>, <<lab:WCC 2.8>>, <<lab:ALT 212>>; <<test:Dengue NS1 antigen>> positive. <<test:Zika and chikungunya PCR>> to the <<service:Rare and Imported Pathogens Laboratory>>, sample [[ID:$lab_no]].
Impression: <<condition:dengue fever>> with <<finding:warning signs>> (<<guideline:WHO 2009>>). <<condition:Rocky Mountain spotted fever>> and <<condition:West Nile virus>> unlikely.
Plan: admit to <<unit:Side Room 4, Ward 31>>; <<drug:Paracetamol>> <<dose:1 g>> <<freq:QDS>>; avoid <<drug:NSAIDs>>; daily <<test:FBC>>. <<service:UKHSA>> notified.
Dr [[PERSON:$s1]], <<role:ID Registrar (ST5)>>, GMC [[LICENSE:$gmc]], pager [[PHONE:$pager]]; d/w Dr [[PERSON:$s2_last]] (<<role:Consultant in Infectious Diseases>>). Insurer's case manager [[PERSON:$s4]]: [[EMAIL:$insurer_mail]].""",
    ],
    "diabetic_foot_podiatry_note": [
        # A multidisciplinary diabetic foot clinic note, dictated.
        """<<service:Multidisciplinary Diabetic Foot Clinic>> - [[LOCATION:$hosp]], <<unit:Outpatients Area C>>   [[DATE:$seen_dmy]]
Present: [[PERSON:$s1]] (<<role:Consultant Vascular Surgeon>>), [[PERSON:$s2]] (<<role:Lead Podiatrist>>, HCPC [[LICENSE:$hcpc_ch]]), Dr [[PERSON:$s3_last]] (<<role:Diabetologist>>)
Patient [[PERSON:$pt_up]]   MRN [[MRN:$mrn]]   NHS [[SSN:$nhs]]   DOB [[DATE:$dob_dmy]]   tel [[PHONE:$phone]]
<<condition:Type 2 diabetes>> 22 years, <<lab:HbA1c 78 mmol/mol>>; <<drug:Insulin glargine>> <<dose:34 units>> <<freq:nocte>>, <<drug:Metformin>> <<dose:1 g>> <<freq:BD>>. <<condition:Peripheral neuropathy>>: <<test:10 g monofilament>> 0/10 both feet.
Wound: R hallux plantar <<finding:ulcer 18 x 12 mm>>, <<finding:probes to bone>>; <<score:SINBAD>> 4, <<score:University of Texas grade 3B>>, <<score:Wagner grade 3>>. <<eponym:Charcot foot>> L, stage 0 on <<test:MRI>>, in an <<device:Aircast Walker>>.
Vascular: <<test:ABPI>> R 1.3 (incompressible), <<test:TBPI>> 0.52; <<test:arterial duplex>> [[DATE:$ref_dmy]]: <<finding:monophasic anterior tibial>>. X-ray [[DATE:$ref_iso]]: <<finding:cortical erosion of the distal phalanx>> - <<condition:osteomyelitis>>.
Plan: <<procedure:bone biopsy>> then <<drug:Clindamycin>> <<dose:300 mg>> <<freq:QDS>> for 6 weeks per <<guideline:IWGDF 2023>>; <<device:total contact cast>>; <<procedure:angioplasty>> discussed. <<service:Orthotics>> referral.
Lives alone at [[ADDRESS:$addr]], [[LOCATION:$town]] [[ZIP:$pc]]; $rel [[PERSON:$rel_name]] on [[PHONE:$mob]]. <<device:Dexcom G7>> transmitter [[DEVICE_ID:$serial]], readings shared at [[URL:$cgm_url]].
Photographs saved as [[PERSON:$pt_file]]_foot_[[DATE:$seen_iso]].png by <<service:Medical Photography>>.
Dictated [[PERSON:$s1_fused]]/[[PERSON:$s5_init]] [[DATE:$typed_dot]]""",
        # A community podiatrist's domiciliary visit in short lines.
        """<<service:Community Podiatry>> - home visit   [[DATE:$seen_ordof]] 10:30
[[PERSON:$pt_dot]], aged [[AGE:$age]] (DOB [[DATE:$odob_dmy]]), [[ADDRESS:$addr]], [[LOCATION:$town2]] [[ZIP:$pc]]. Key safe code from $rel [[PERSON:$rel_lc]] ([[PHONE:$phone]]).
Hx: <<condition:PVD>>; <<eponym:Parkinson's disease>> on <<drug:Sinemet>> <<dose:25/100>> <<freq:QDS>>; <<drug:Warfarin>> (<<lab:INR 2.6>> on [[DATE:$ref_short]]). <<score:Clinical Frailty Scale>> 6.
O/E: <<symptom:painful>> <<condition:onychogryphosis>> both hallux nails; <<finding:heloma durum>> 2nd and 3rd toes; <<finding:fissured heels>>. Pulses: <<finding:DP absent>>, <<finding:PT faint>>; <<test:hand-held Doppler>> <<finding:biphasic>>. <<eponym:Buerger's test>> positive at 30 degrees.
Tx: <<procedure:nail reduction>> with <<device:nail drill>>; <<procedure:enucleation>> of corns; <<drug:Flexitol>> <<dose:25% urea>> <<freq:BD>>. No bleeding.
Risk HIGH on the <<guideline:SCI-DC>> foot screen. Recall 6 weeks - [[DATE:$next_monday]].
GP [[LOCATION:$prac]] e-mailed at [[EMAIL:$prac_mail]]. $rel's car [[VEHICLE_ID:$plate]] blocks the drive - park in the road.
[[PERSON:$s1]], <<role:Specialist Podiatrist>>, HCPC [[LICENSE:$hcpc_ch]], tel [[PHONE:$switch]] x[[PHONE:$ext]]""",
    ],
    "cardiac_catheter_lab_report": [
        # A structured coronary angiography and PCI report from the reporting system.
        """<<service:Cardiac Catheter Laboratory>> - [[LOCATION:$heart]]   Lab 2
Procedure date [[DATE:$seen_long]]   Case no [[ID:$case_no]]
Patient: [[PERSON:$pt_up]]   DOB [[DATE:$odob_dmy]]   Age [[AGE:$age]]   MRN [[MRN:$mrn_cath]]   NHS [[SSN:$nhs_dash]]
Referred by Dr [[PERSON:$s3]], [[LOCATION:$hosp2]]
Operator Dr [[PERSON:$s1]] (<<role:Consultant Interventional Cardiologist>>); assistant Dr [[PERSON:$s2_last]] (<<role:ST6 Cardiology>>); physiologist [[PERSON:$s4_first]]; scrub [[PERSON:$s5_init]]
Indication: <<condition:NSTEMI>>, <<lab:hs-troponin T 412 ng/L>>, <<score:GRACE>> 168, <<score:CCS class III>> angina.
Access: <<anatomy:right radial>> 6F, <<eponym:Barbeau test>> type B. <<drug:Heparin>> <<dose:5000 units>>, <<drug:Verapamil>> <<dose:2.5 mg>>, <<drug:GTN>> <<dose:200 micrograms>> intra-arterial.
Findings: <<anatomy:LMS>> normal. <<anatomy:LAD>> <<finding:90% proximal stenosis>>, <<finding:TIMI 2 flow>>. <<anatomy:RCA>> dominant, <<finding:50% mid>>, <<test:iFR>> 0.93. <<finding:LVEDP 18 mmHg>>.
PCI: <<procedure:PCI to proximal LAD>> with a <<device:Resolute Onyx 3.5 x 22 mm>> <<device:drug-eluting stent>>, post-dilated with an <<device:NC Emerge 4.0>>; <<test:IVUS>> <<finding:MSA 7.8 mm2>>. Final <<finding:TIMI 3 flow>>. Contrast <<drug:Omnipaque 350>> 140 ml.
<<device:Reveal LINQ>> loop recorder (serial [[DEVICE_ID:$serial]]) noted in situ.
After: <<device:TR Band>> 13 ml; <<drug:Ticagrelor>> <<dose:90 mg>> <<freq:BD>> for 12 months with <<drug:Aspirin>> <<dose:75 mg>> <<freq:od>> (<<guideline:ESC 2023 ACS>>).
Next of kin: $rel [[PERSON:$rel_name]] [[PHONE:$mob]]. Images: [[URL:$pacs_url]]
Signed [[PERSON:$s1_fused]] [[DATE:$seen_dmy]] 16:40 at workstation [[IP_ADDRESS:$ip]]""",
        # The day-unit nurses' recovery record after a femoral angiogram, timed entries.
        """<<unit:Cardiac Day Unit>> - recovery record   [[DATE:$seen_wk]]   Bed 4
Pt [[PERSON:$pt]] ("[[PERSON:$nick]]")   Hosp no [[MRN:$mrn_sp]]   DOB [[DATE:$dob_us]]   Private, pre-authorisation [[HEALTH_PLAN_ID:$hpid]]
13:10 back from Lab 1 after <<procedure:diagnostic angiogram>> via <<anatomy:right femoral>>, <<device:Angio-Seal VIP 6F>> closure. <<vital:BP 148/82>> <<vital:HR 66>> <<vital:SpO2 98% RA>>. Groin soft, <<finding:no haematoma>>, <<finding:pedal pulses present>>.
13:40 <<symptom:chest pain>> 0/10. <<test:12-lead ECG>>: <<finding:sinus rhythm>>, no change.
15:00 Told by Dr [[PERSON:$s1_last]]: <<finding:three-vessel disease>>, <<score:SYNTAX score>> 29 - for <<procedure:CABG>> after <<service:Heart Team>> (<<guideline:ESC/EACTS 2018>>); referral to [[PERSON:$s2]], <<service:Cardiothoracic Surgery>>, [[LOCATION:$heart]].
16:10 <<procedure:mobilised>>, site clean. <<drug:Clopidogrel>> <<dose:75 mg>> <<freq:od>>, <<drug:Atorvastatin>> <<dose:80 mg>> <<freq:nocte>>, <<drug:GTN spray>> <<dose:400 micrograms>> PRN.
Discharge: home with $rel [[PERSON:$rel_lc]] in car [[VEHICLE_ID:$plate]] (no driving for a week, <<guideline:DVLA>>). Letter to [[ADDRESS:$addr]], [[LOCATION:$town]], [[ZIP:$pc]]. Phone follow-up [[DATE:$next_dmy]] from [[PHONE:$switch]] ext [[PHONE:$ext]]. Survey link to [[EMAIL:$pt_mail]].
[[PERSON:$s3]], <<role:Staff Nurse>>, NMC [[LICENSE:$nmc]] - [[PERSON:$s3_fused]] [[DATE:$seen_short]] 17:05""",
    ],
    "fertility_clinic_record": [
        # An IVF/ICSI cycle summary from an assisted conception unit.
        """[[LOCATION:$fert]] - <<procedure:IVF/ICSI>> cycle summary
Cycle start [[DATE:$ref_dmy]]   Egg collection [[DATE:$seen_long]]
Patient: [[PERSON:$woman_up]], DOB [[DATE:$wdob_dmy]], hosp no [[MRN:$mrn]]   Partner: [[PERSON:$partner]], DOB [[DATE:$pdob_dmy]]
Couple ID [[ID:$couple]]   Witnessing tag [[ID:$witness]]   Self-funded, account [[ACCOUNT:$acct]]
<<lab:AMH 14.2 pmol/L>>, <<test:AFC>> 12, <<lab:BMI 27>>. <<condition:Tubal factor infertility>> after <<condition:pelvic inflammatory disease>>.
Protocol: <<procedure:antagonist protocol>>, <<drug:Menopur>> <<dose:225 IU>> <<freq:daily>>, <<drug:Cetrotide>> <<dose:0.25 mg>> from day 6, trigger <<drug:Ovitrelle>> <<dose:250 micrograms>> at 21:30.
<<test:Transvaginal ultrasound>> day 10: 9 follicles over 14 mm; <<lab:oestradiol 6200 pmol/L>>.
Collection under <<drug:Propofol>> sedation (<<role:Anaesthetist>> Dr [[PERSON:$s3_last]]): 11 oocytes, <<finding:8 MII>>. <<procedure:ICSI>> by [[PERSON:$s2]], <<role:Senior Embryologist>>, HCPC [[LICENSE:$hcpc_cs]]. Day 1: <<finding:6 2PN>>. Day 5: <<finding:blastocyst 4AA>> on <<eponym:Gardner grading>> transferred; 2 vitrified on <<device:Cryotop>>.
<<score:OHSS risk>> moderate - <<drug:Cabergoline>> <<dose:500 micrograms>> <<freq:od>> for 8 days (<<guideline:RCOG Green-top Guideline No. 5>>).
<<test:Pregnancy test>> due [[DATE:$next_wk]]; results line [[PHONE:$switch]] ext [[PHONE:$ext]]; portal [[URL:$fert_url]].
[[PERSON:$woman_first]]'s e-mail [[EMAIL:$woman_mail]]; [[PERSON:$partner_first]]'s mobile [[PHONE:$mob]].
<<role:Fertility Nurse Specialist>> [[PERSON:$s4_first]]; Dr [[PERSON:$s1]], GMC [[LICENSE:$gmc]]""",
        # A reproductive medicine letter to the GP about the male partner's tests.
        """<<service:Andrology Laboratory>> and <<service:Reproductive Medicine Clinic>>, [[LOCATION:$hosp]]
Tel [[PHONE:$intl]]   E-mail [[EMAIL:$s5_mail]]

[[DATE:$typed_uslong]]

Dr [[PERSON:$s2]], [[LOCATION:$prac]], [[ADDRESS:$prac_addr]], [[LOCATION:$town]] [[ZIP:$prac_pc]]

Dear Dr [[PERSON:$s2_last]],

Re: [[PERSON:$partner]], DOB [[DATE:$pdob_dot]], NHS [[SSN:$nhs]], lab no [[ID:$lab_no]]; partner of [[PERSON:$woman]] (hosp no [[MRN:$mrn]]). Insurer reference [[HEALTH_PLAN_ID:$hpid]].

<<test:Semen analysis>> on [[DATE:$seen_dmy]] after 3 days' abstinence, against <<guideline:WHO 2021>> reference limits: <<lab:volume 2.1 ml>>, <<lab:concentration 4 million/ml>>, <<lab:progressive motility 18%>>, <<lab:normal forms 2%>> (<<eponym:Kruger strict criteria>>); <<test:DNA fragmentation index>> 31%. This is <<finding:severe oligoasthenozoospermia>>.
On examination <<finding:left varicocele grade 2>>, <<anatomy:testes>> 12 ml on the <<device:Prader orchidometer>>. <<lab:FSH 14.6 IU/L>>, <<lab:testosterone 9.8 nmol/L>>; <<test:karyotype>> 46,XY (no <<eponym:Klinefelter syndrome>>), <<test:Y-chromosome microdeletion>> screen negative, <<test:CFTR>> pending. <<drug:Anabolic steroids>> stopped a year ago.
We suggest <<procedure:ICSI>> and a <<service:Urology>> opinion from [[PERSON:$s3]] on <<procedure:microsurgical varicocelectomy>>; repeat analysis on [[DATE:$next_dmy]].

Yours sincerely
Dr [[PERSON:$s1]], <<role:Consultant in Reproductive Medicine>>, GMC [[LICENSE:$gmc]]
cc Mr [[PERSON:$partner_last]], [[ADDRESS:$addr]], [[LOCATION:$town2]] [[ZIP:$pc]]; <<role:Clinical Embryologist>> [[PERSON:$s4]]
[[PERSON:$s1_init]]/[[PERSON:$s5_init]]""",
    ],
    "research_trial_visit_note": [
        # A research nurse's trial follow-up visit note with the eCRF ids.
        """<<heading:RESEARCH VISIT>> - <<trial:STRIDE-HF>> (<<trial:ISRCTN 40731269>>) Visit 4, Week 12
Site [[LOCATION:$hosp]] <<service:Clinical Research Facility>>   Visit [[DATE:$seen_iso]]   window [[DATE:$ref_iso]] to [[DATE:$next_iso]]
Participant [[ID:$ppt_id]]   initials [[PERSON:$pt_init]]   randomisation no [[ID:$rand_no]]   hosp no [[MRN:$mrn]]
Consent v3.1 re-confirmed. <<role:Principal Investigator>> Dr [[PERSON:$s1]].
<<vital:BP 128/76>> seated, <<vital:HR 64>>, <<vital:weight 88.2 kg>>. <<test:6-minute walk test>> 412 m. <<score:KCCQ>> 71, <<score:NYHA class II>>.
Bloods: <<lab:NT-proBNP 860 ng/L>>, <<lab:potassium 4.9>>, <<lab:creatinine 118>>. <<test:ECG>> <<finding:QTcF 428 ms>>.
IMP: [[ID:$kit]] dispensed by [[PERSON:$s2]] (<<role:Research Pharmacist>>); returned count 56/60, <<finding:93% compliance>>. Background <<drug:Sacubitril/valsartan>> <<dose:97/103 mg>> <<freq:BD>>, <<drug:Dapagliflozin>> <<dose:10 mg>> <<freq:od>>.
AEs: <<symptom:postural dizziness>> (<<score:CTCAE grade 1>>), not serious; <<condition:gout flare>> grade 2 - <<drug:Colchicine>> <<dose:500 micrograms>> <<freq:BD>>. No <<finding:SUSAR>>.
<<device:ActiGraph GT9X>> serial [[DEVICE_ID:$serial]] returned. eCRF at [[URL:$ecrf_url]] from [[IP_ADDRESS:$ip]].
Expenses: mileage for car [[VEHICLE_ID:$plate]] to sort code and account [[ACCOUNT:$bank]].
V5 on [[DATE:$next_dmy]]; reminder by text to [[PHONE:$mob]] and to [[EMAIL:$pt_mail]].
[[PERSON:$s3]], <<role:Research Nurse>>, ext [[PHONE:$ext]] - [[PERSON:$s3_fused]] [[DATE:$seen_short]]""",
        # A consent discussion note in prose for an older inpatient.
        """Consent discussion - <<trial:PROTECT-AF>> (<<role:Chief Investigator>> Prof [[PERSON:$s4]]) - [[LOCATION:$hosp2]], <<unit:Ward 14>>
[[DATE:$seen_wk]] 15:20. [[PERSON:$pt]] ([[AGE:$age]]), NHS [[SSN:$nhs]], DOB [[DATE:$odob_dot]], approached by [[PERSON:$s3]] (<<role:Research Nurse>>, NMC [[LICENSE:$nmc]]) with the <<role:Sub-Investigator>>, Dr [[PERSON:$s2_dot]].
<<heading:PIS>> v2.0 given on [[DATE:$ref_prose]]; more than 48 h to consider. <<test:Mental capacity>> assessed under the <<guideline:Mental Capacity Act 2005>>: has capacity. <<score:AMTS>> 9/10.
Eligibility: <<condition:paroxysmal AF>>, <<score:CHA2DS2-VASc>> 5, <<score:HAS-BLED>> 3, <<lab:eGFR 41>>; no <<eponym:Child-Pugh C>> liver disease; not on <<drug:Edoxaban>>.
[[PERSON:$pt_first]] asked whether the <<service:Anticoagulation Clinic>> at [[LOCATION:$prac]] would still see them, and whether $rel [[PERSON:$rel_name]] ([[PHONE:$phone]]) may come to visits. Consent form signed; copies to the participant, the notes and the site file. GP letter to Dr [[PERSON:$s5]].
Registered as [[ID:$ppt_id]] on [[URL:$ecrf_url]]. Home visits at [[ADDRESS:$addr]], [[LOCATION:$town]] [[ZIP:$pc]] agreed.
[[PERSON:$s3_fused]] [[DATE:$seen_short]]""",
    ],
}


def fill(template: str, slots: dict[str, str]) -> str:
    return Template(template).substitute(slots)


def marked_notes() -> list[tuple[str, str, str]]:
    """Each note's (family, template name, text with its markup), surrogates filled in."""
    rng = random.Random(SEED)  # noqa: S311 - reproducible surrogates, not secrets
    order = rng.sample(range(len(PATIENTS)), len(PATIENTS))

    def note(family: str, template: str, number: int) -> str:
        return fill(template, slots_for(rng, order[number % len(order)], number))

    return kit.family_notes(TEMPLATES, note)


NOTES = kit.NoteSet(OUT, "blind7", marked_notes, kit.keep_kinds(7))
records, build = NOTES.records, NOTES.build

if __name__ == "__main__":
    NOTES.main()
