#!/usr/bin/env python3
# ruff: noqa: E501
"""Build the tenth blind note set (src/clinrag/data/eval/notes_blind10/notes.jsonl).

Seven document families no earlier note set has, two national templates each, three notes per
template: diving fitness medicals, poisons information call records, vaccine adverse event
reports, spoken dictation referrals, OCR'd faxed discharge summaries, opioid substitution
dispensing records and mass-gathering medical logs. Templates are in notes_blind10_templates.py,
surrogate names and dates in blind10_fill.py; numbers come from seeded random numbers.

Run: python scripts/build_notes_blind10.py   (rebuilds the file byte for byte)
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
import notes_blind10_templates as tpl
from blind10_fill import dates, digits, letters, people
from blind_notes_kit import unmark  # noqa: F401 - the later rounds' builders import it here

OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/eval/notes_blind10/notes.jsonl"
SEED = 20261201

# (family, template text, region, age band or None): two templates per family
TEMPLATES = (
    ("diving_fitness_medical", tpl.DIVE_AU, "au", None),
    ("diving_fitness_medical", tpl.DIVE_SC, "sc", None),
    ("poisons_information_call_record", tpl.POISON_IE, "ie", None),
    ("poisons_information_call_record", tpl.POISON_NZ, "nz", None),
    ("vaccine_adverse_event_report", tpl.AEFI_CA, "ca", None),
    ("vaccine_adverse_event_report", tpl.AEFI_KE, "ke", None),
    ("spoken_dictation_referral", tpl.DICT_IE, "ie", None),
    ("spoken_dictation_referral", tpl.DICT_CA, "ca", None),
    ("ocr_faxed_discharge_summary", tpl.OCR_IN, "in", (90, 97)),
    ("ocr_faxed_discharge_summary", tpl.OCR_ZA, "za", (91, 99)),
    ("opioid_substitution_dispensing_record", tpl.OST_SC, "sc", None),
    ("opioid_substitution_dispensing_record", tpl.OST_AU, "au", None),
    ("mass_gathering_medical_log", tpl.MASS_UK, "uk", None),
    ("mass_gathering_medical_log", tpl.MASS_SG, "sg", None),
)

# per region: streets, towns, named hospitals and clinics (all invented)
PLACES = {
    "au": (("14 Mangrove Jack Cres", "7/221 Esplanade Rd", "3 Coolibah St"), ("Yeppoon", "Bowen", "Cardwell", "Mildura", "Sale"),
           ("Whitsunday Base Hospital", "Coral Coast Hospital", "Bellarine Private"), ("Reefside Dive Medicals", "Harbour St Medical", "Murray Valley AOD Service")),
    "sc": (("12 Ythan Brae", "Flat 3/2, 48 Causewayend", "9 Kinellar Wynd"), ("Peterhead", "Inverurie", "Stonehaven", "Ellon", "Buckie"),
           ("Foresterhill Infirmary", "Deeside Community Hospital", "Buchan General"), ("Granite City Recovery Hub", "Dee Dive Medicals", "Bon Accord Practice")),
    "ie": (("Apt 4, Cois Abhann", "22 Bóthar na Trá", "Knocknagree Cross"), ("Ballinasloe", "Cahersiveen", "Tuam", "Dingle", "Kilrush"),
           ("St Brendan's University Hospital", "Mercy Regional Hospital", "Portiuncula General"), ("Tralee Imaging Centre", "Corrib Medical Centre", "Listowel Family Practice")),
    "nz": (("27 Kowhai Tce", "3/81 Tainui St", "RD 2 Waitahuna Highway"), ("Balclutha", "Oamaru", "Te Anau", "Gore", "Ranfurly"),
           ("Otakou Base Hospital", "Southland Regional Hospital", "Waitaki District Hospital"), ("Clutha Health First", "Gore Medical Centre", "Kaiwaka Clinic")),
    "ca": (("1140 Rue des Érables", "88 Birchmount Rd Unit 5", "2219 Cariboo Hwy"), ("Sudbury", "Timmins", "Kamloops", "Prince George", "Nelson"),
           ("Health Sciences North", "Royal Inland Hospital West", "Boundary District Hospital"), ("Lakehead Public Health Clinic", "Okanagan Heart Clinic", "Rideau Family Health Team")),
    "ke": (("Plot 17, Ngong Rd", "House 4, Kilimani Estate", "Mlolongo Phase 3"), ("Kakamega", "Bungoma", "Nyeri", "Kitale", "Homa Bay"),
           ("Kakamega County Referral Hospital", "Nyeri Level 5 Hospital", "Homa Bay Teaching and Referral"), ("Lurambi Health Centre", "Mumias Sub-County Dispensary", "Ruiru Health Centre")),
    "in": (("No. 14, 3rd Cross, Jayanagar 4th Block", "Flat 203, Sai Residency, HSR Layout", "12/4 Gandhi Bazaar Main Rd"), ("Bengaluru", "Mysuru", "Tumakuru", "Hosur", "Mandya"),
           ("Sri Narayana Multispeciality Hospital", "Karuna Medical Centre", "St. Philomena's Hospital"), ("Basavanagudi Polyclinic", "Vijaya Diagnostics", "Sanjeevini Clinic")),
    "za": (("42 Umgeni Rd", "Unit 9 Protea Court, 5 Jan Smuts Ave", "7 Marula Close"), ("Pietermaritzburg", "Umlazi", "Stellenbosch", "Polokwane", "Mthatha"),
           ("King Dinuzulu Regional Hospital", "Greys Provincial Hospital", "Tygerberg Academic"), ("KwaMashu CHC", "Imbali Clinic", "Mitchells Plain CHC")),
    "uk": (("Flat 6, 19 Tamar View", "33 Wellington Rd", "2 Chapel Row"), ("Frome", "Shepton Mallet", "Taunton", "Yeovil", "Glastonbury"),
           ("Musgrove Park Hospital", "Yeovil District Hospital", "Royal United Hospital Bath"), ("Worthy Farm", "Pilton Fields", "Pennard Hill Camp")),
    "sg": (("Blk 312 Clementi Ave 4 #08-112", "Blk 45 Tampines St 42 #03-77", "19 Jalan Bukit Merah #12-05"), ("Clementi", "Tampines", "Bukit Merah", "Punggol", "Yishun"),
           ("Ng Teng Fong General Hospital", "Changi General Hospital", "Singapore General Hospital"), ("F1 Pit Building", "Padang", "Marina Bay Station 4")),
}  # fmt: skip


def region_values(r: random.Random, region: str, note: int) -> dict[str, str]:
    """Places, phones, postcodes and national numbers in the shapes of one region."""
    streets, towns, hospitals, clinics = PLACES[region]
    town, town2 = r.sample(towns, 2)
    v = {"street": r.choice(streets), "street2": streets[(note + 1) % 3], "town": town,
         "town2": town2, "hospital": r.choice(hospitals), "clinic": r.choice(clinics),
         "site": clinics[note % 3], "chamber": hospitals[(note + 2) % 3], "county": town2}  # fmt: skip
    n = lambda k: digits(r, k)  # noqa: E731
    shapes = {
        "au": {"pc": "4" + n(3), "mob": f"0491 570 {r.randint(110, 159)}", "ph2": f"(07) 5550 {n(4)}",
               "medicare": f"{n(4)} {n(5)} {r.randint(1, 9)}", "ihi": f"8003 60{n(2)} {n(4)} {n(4)}",
               "ahpra": f"MED000{n(7)}", "rego": f"{n(3)}{letters(r, 3)}", "crn": f"{n(3)} {n(3)} {n(3)}{letters(r, 1)}"},
        "sc": {"pc": f"AB{r.randint(10, 45)} {r.randint(1, 9)}{letters(r, 2)}", "mob": f"07700 900{n(3)}",
               "ph": f"01224 496{n(3)}", "ph2": f"0131 496 0{n(3)}", "chi": f"{r.randint(10, 28)}0{r.randint(1, 9)}{r.randint(60, 99)}{n(4)}",
               "gmc": n(7), "gphc": "20" + n(5), "rego": f"SV{r.randint(10, 74)} {letters(r, 3)}",
               "hpid": f"NSS-{n(8)}"},
        "ie": {"pc": f"{r.choice(('H53', 'V23', 'H54', 'V92', 'V15'))} {letters(r, 1)}{n(1)}{letters(r, 1)}{n(1)}",
               "mob": f"087 555 0{n(3)}", "ph2": f"091 555 0{n(3)}", "fax": f"(091) 555 1{n(3)}",
               "gms": f"{n(6)}{letters(r, 1)}", "ppsn": f"{n(7)}{letters(r, 1)}", "imc": n(6),
               "rego": f"{r.randint(131, 252)}-G-{n(4)}"},
        "nz": {"pc": "9" + n(3), "mob": f"021 555 {n(4)}", "ph2": f"(03) 555 {n(4)}",
               "nhi": f"{letters(r, 3)}{n(2)}{letters(r, 2)}", "mcnz": n(5), "rego": f"{letters(r, 3)}{n(3)}",
               "hpid": f"PHO-{n(6)}"},
        "ca": {"pc": f"P3{letters(r, 1)} {n(1)}{letters(r, 1)}{n(1)}", "ph": f"(705) 555-01{n(2)}",
               "ph2": f"(250) 555-01{n(2)}", "fax": f"(250) 555-02{n(2)}",
               "ohip": f"{n(4)}-{n(3)}-{n(3)}-{letters(r, 2)}", "phn": f"9{n(3)} {n(3)} {n(3)}",
               "sin": f"{n(3)} {n(3)} {n(3)}", "cpso": n(5), "cpsbc": n(5), "rego": f"{letters(r, 4)} {n(3)}"},
        "ke": {"pobox": f"{n(3)}-50100", "mob": f"+254 (0)7{n(2)} 555 {n(3)}", "ph2": f"0722 555 {n(3)}",
               "kid": n(8), "sha": f"SHA-{n(10)}", "coc": f"COC/{n(5)}", "rego": f"KMF {n(3)}{letters(r, 1)}",
               "mfl": n(5)},
        "in": {"pc": "5600" + n(2), "mob": f"+91 98{n(3)} {n(5)}", "ph2": f"9{n(4)} {n(5)}",
               "aadhaar": f"{n(4)} {n(4)} {n(4)}", "abha": f"{n(2)}-{n(4)}-{n(4)}-{n(4)}",
               "kmc": n(5), "rego": f"KA 0{r.randint(1, 9)} {letters(r, 2)} {n(4)}"},
        "za": {"pc": n(4), "mob": f"082 555 {n(4)}", "fax": f"033 555 {n(4)}",
               "said": f"{r.randint(26, 35):02d}0{r.randint(1, 9)}{r.randint(10, 28)}{n(4)}08{n(1)}",
               "aid": n(9), "hpcsa": f"MP 0{n(6)}", "rego": f"ND {n(3)}-{n(3)}"},
        "uk": {"pc": f"BA{r.randint(1, 22)} {n(1)}{letters(r, 2)}", "mob": f"07700 900{n(3)}",
               "ph2": f"0117 496 0{n(3)}", "nhs": f"{n(3)} {n(3)} {n(4)}", "gmc": n(7),
               "rego": f"WU{r.randint(15, 74)} {letters(r, 3)}", "hpid": f"GP-{letters(r, 1)}{n(5)}"},
        "sg": {"pc": n(6), "mob": f"+65 8555 {n(4)}", "ph2": f"9555 {n(4)}",
               "nric": f"{r.choice('ST')}{n(7)}{letters(r, 1)}", "mcr": f"M{n(5)}{letters(r, 1)}",
               "medisave": f"MA-{n(8)}", "rego": f"SCF{n(3)}{letters(r, 1)}"},
    }  # fmt: skip
    v.update(shapes[region])
    return v


def note_values(
    r: random.Random, region: str, age: tuple[int, int] | None, note: int
) -> dict[str, str]:
    """Every value a template may ask for, for one note."""
    v = people(r, region, note)
    v["d1gl"] = v["d1g"].lower()
    v.update(dates(r, r.randint(*age) if age else None))
    v.update(region_values(r, region, note))
    n = lambda k: digits(r, k)  # noqa: E731
    local = f"{v['n1g'].split()[0].lower()}.{v['n1s'].split()[-1].lower().replace(chr(39), '')}"
    v.update({
        "email": f"{local}@{r.choice(('clinic', 'health', 'hospital', 'mail'))}.example.{r.choice(('org', 'net', 'com'))}",
        "url": f"https://{r.choice(('records', 'portal', 'ehr', 'share'))}.example.org/{r.choice(('pt', 'case', 'doc'))}/{n(6)}",
        "ip": f"{r.choice(('10', '172.16', '192.168'))}.{r.randint(0, 254)}.{r.randint(1, 254)}",
        "dev": f"{letters(r, 2)}{n(6)}{letters(r, 1)}", "acct": f"{n(4)}-{n(6)}", "mrn": f"{letters(r, 1)}{n(7)}",
        "cert": f"DM-{n(6)}", "cert0": f"DM-{n(6)}", "diverid": f"HSE/D/{n(5)}", "callref": f"NPIC-{n(7)}",
        "lot": f"{letters(r, 2)}{n(4)}", "phu": f"AEFI-{n(6)}", "pvers": f"PV{n(7)}", "job": f"{n(8)}",
        "ipno": f"IP/{n(6)}", "claim": f"CLM{n(9)}", "ccmdd": f"CC-{n(7)}", "nrs": f"NRS{n(6)}",
        "batch": f"PX{n(5)}", "permit": f"OTP{n(6)}", "band": f"WB{n(7)}", "bib": n(5),
    })  # fmt: skip
    if v["ip"].count(".") == 2:
        v["ip"] += f".{r.randint(2, 250)}"
    return v


def marked_notes() -> list[tuple[str, str, str]]:
    """(family, template id, marked text) for every note, in file order."""
    return kit.regional_notes(TEMPLATES, SEED, note_values)


NOTES = kit.NoteSet(OUT, "blind10", marked_notes, leftovers=kit.NO_MARKUP)
records, build = NOTES.records, NOTES.build

if __name__ == "__main__":
    NOTES.main()
