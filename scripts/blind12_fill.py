# ruff: noqa: E501
"""Surrogate values for the twelfth blind sets (notes_blind12, pii_languages_blind12): fourteen
regions no earlier round wrote for, each with hand-written name and place pools and its own
identifier shapes under shared keys (`ssn`, `plan`, `lic`, `lic2`, `mrn`, `ph`, `mob`, `pc`,
`rego`), so one template or frame can ask for "the national number" whatever the region.
Date shapes A-I are the tenth round's (scripts/blind10_fill.py); J-P are new. Standard library only."""

from __future__ import annotations

import random
import sys
import unicodedata
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from blind10_fill import date_shapes, digits, letters

ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")

GIVEN = {
    "za": ("Thandeka", "Sipho", "Mogamat", "Nomvula", "Pieter", "Lindiwe", "Ayanda", "Riaan"),
    "jm": ("Shanice", "Delroy", "O'Neil", "Tamika", "Kemar", "Latoya", "Fitzroy", "Sashagaye"),
    "sg": ("Wei Ling", "Jun Jie", "Siti Nur", "Ravindran", "Hui Min", "Zhi Hao", "Priya", "Farhan"),
    "en": ("Kayleigh", "Tomasz", "Aaliyah", "Dwayne", "Precious-Ann", "Harvey", "Ruqayyah", "Callum"),
    "hk": ("Tai-man", "Ka-wai", "Kelvin", "Mei-ling", "Siu-fung", "Winnie", "Chi-keung", "Apple"),
    "ph": ("Ma. Cristina", "Jun-Jun", "Rhodora", "Jhun Mark", "Lovely", "Bong", "Marites", "Jayson"),
    "my": ("Nurul Aisyah", "Saravanan", "Mei Fong", "Azlan", "Kavitha", "Hafiz", "Siew Lan", "Arumugam"),
    "ni": ("Orla", "Ciarán", "Gemma", "Stephen", "Aoife", "Ryan", "Roisin", "Gareth"),
    "us": ("DeShawn", "Mackenzie", "Luis", "Brittany", "Tran", "Jaylen", "Esperanza", "Connor"),
    "ns": ("Ginette", "Noel", "Ashlyn", "Réjean", "Tanya", "Jacques", "Kiera", "Blair"),
    "ng": ("Chukwuemeka", "Oluwaseun", "Ngozi", "Babatunde", "Amaka", "Ifeanyi", "Funmilayo", "Musa"),
    "ke": ("Wanjiru", "Otieno", "Achieng", "Kiprop", "Nyambura", "Mwangi", "Chebet", "Baraka"),
    "gh": ("Kwame", "Akosua", "Kofi", "Ama", "Yaw", "Efua", "Kwabena", "Adjoa"),
    "pk": ("Muhammad Ahsan", "Ayesha", "Bilal", "Sana", "Usman", "Rabia", "Hamza", "Mehwish"),
}  # fmt: skip
SURNAMES = {
    "za": ("Mthembu", "van der Merwe", "Sole", "Addison", "Dlamini-Petersen", "Isaacs"),
    "jm": ("Graves", "McKenzie-Brown", "Pain", "Ebanks", "Thompson", "Levy"),
    "sg": ("Tan", "Lim-Goh", "Rahman", "Pillai", "Lung", "Ong"),
    "en": ("Blood", "Parkinson", "Foot", "Kowalczyk", "Hodgkin", "Begum-Shah"),
    "hk": ("CHAN", "WONG", "LUNG", "CHEUNG", "LAU", "HO"),
    "ph": ("Dela Cruz-Santos", "Bautista", "Macaraeg", "Sol", "Villanueva", "Reyes"),
    "my": ("Ooi", "Krishnan", "Abdullah", "Lim-Ong", "Ramasamy", "Hand"),
    "ni": ("Kidney", "McAleese", "Bell", "Barrett", "O'Hare", "Quinn-Magee"),
    "us": ("Hurt", "Cushing", "Hand", "Nguyen-Baptiste", "Okafor", "Mayo"),
    "ns": ("Paget", "LeBlanc", "Cramp", "Gall", "MacIsaac", "d'Entremont"),
    "ng": ("Adeyemi", "Okonjo-Eze", "Bello", "Patient", "Nwosu", "Balogun"),
    "ke": ("Kamau", "Odhiambo", "Cheruiyot", "Heart", "Mutua-Njeri", "Wekesa"),
    "gh": ("Mensah-Bonsu", "Asante", "Boateng", "Addo", "Quaye", "Ofori-Atta"),
    "pk": ("Qureshi", "Butt", "Malik", "Chaudhry", "Gill", "Raja"),
}  # fmt: skip
# surnames that are clinical words or eponyms, for a clinician or clerk beside the look-alike
CLINICAL_SURNAMES = {"za": ("Addison", "Sole"), "jm": ("Graves", "Pain"), "sg": ("Lung",),
                     "en": ("Parkinson", "Blood", "Foot"), "hk": ("LUNG",), "ph": ("Sol",),
                     "my": ("Hand",), "ni": ("Kidney", "Bell", "Barrett"), "us": ("Cushing", "Hurt", "Mayo"),
                     "ns": ("Paget", "Cramp", "Gall"), "ng": ("Patient",), "ke": ("Heart",),
                     "gh": ("Blood",), "pk": ("Gill",)}  # fmt: skip
WORD_NAMES = ("Precious", "Blessing", "Memory", "Gift", "Comfort", "Justice", "Major",
              "Kingston", "Adelaide", "Jordan", "Lincoln", "Paris", "Innocent", "Sunday",
              "Goodluck", "Royal")  # fmt: skip
# (streets, towns, hospitals, clinics) per region, all invented
PLACES = {
    "za": (("17 Lansdowne Rd, Athlone", "Unit 9, Protea Court", "44 Klipfontein Ave"), ("Mitchells Plain", "Khayelitsha", "Bellville", "Worcester", "Paarl"),
           ("Tygerberg West Hospital", "Victoria Bay District Hospital", "Karl Bremer North"), ("Lentegeur Wound Clinic", "Athlone CHC", "Paarl Home Nursing")),
    "jm": (("Lot 12, Ackee Walk", "5 Hagley Park Close", "22 Red Hills Rd"), ("Spanish Town", "Mandeville", "May Pen", "Portmore", "Ocho Rios"),
           ("Kingston Public West", "St Ann's Bay Regional North", "Mandeville Parish Hospital"), ("Half Way Tree Health Centre", "Portmore Wound Care", "Linstead Clinic")),
    "sg": (("Blk 407 Ang Mo Kio Ave 10 #08-1234", "Blk 22 Jurong West St 41 #03-88", "61 Jalan Kechubong"), ("Ang Mo Kio", "Jurong West", "Tampines", "Woodlands", "Bukit Batok"),
           ("Yishun Central Hospital", "Seletar General", "Kent Ridge Community Hospital"), ("Tampines Polyclinic North", "AMK Home Nutrition Team", "Woodlands Day Rehab")),
    "en": (("Flat 3, 12 Savile Mount", "71 Lidget Lane", "9 Cragg Vale Terrace"), ("Halifax", "Huddersfield", "Keighley", "Dewsbury", "Todmorden"),
           ("Calder Royal Infirmary", "Airedale West General", "Pennine Acute Hospital"), ("Brighouse Health Centre", "Kirklees Home Enteral Team", "Shipley Dietetics Hub")),
    "hk": (("Flat 12C, Block 3, Lok Fu Estate", "Rm 1804, Wah Fu House", "G/F, 27 Tai Nan St"), ("Sham Shui Po", "Tuen Mun", "Kwun Tong", "Sha Tin", "Tai Po"),
           ("Kowloon East Union Hospital", "Tuen Mun Riverside Hospital", "Pok Fu Lam United"), ("Lek Yuen GOPC", "Kwai Chung Day Centre", "Tai Po Jockey Club Clinic")),
    "ph": (("Blk 7 Lot 22, Phase 2, Sampaguita Homes", "118 Kalayaan Ave", "Unit 5B, Mabini Tower"), ("Quezon City", "Caloocan", "Marikina", "Pasig", "Antipolo"),
           ("East Avenue Heart and Lung Center", "Marikina Valley Medical Center", "Quirino Memorial West"), ("Barangay Loyola Health Center", "Pasig IR Outpatient Suite", "Antipolo Dialysis Hub")),
    "my": (("No. 14, Lorong Kenari 3, Taman Bukit Jambul", "21-3A, Jalan Masjid Negeri", "Kampung Pokok Asam"), ("Bayan Lepas", "Butterworth", "Bukit Mertajam", "Seberang Jaya", "Balik Pulau"),
           ("Hospital Pulau Pinang Timur", "Seberang Jaya Specialist", "Bagan Medical Centre"), ("Klinik Kesihatan Jelutong", "Warfarin Clinic Butterworth", "Bayan Baru Polyclinic")),
    "ni": (("23 Glenalina Crescent", "Apt 4, Shore Road Mews", "112 Derrylin Road"), ("Newry", "Enniskillen", "Ballymena", "Omagh", "Coleraine"),
           ("Daisy Hill West", "South West Acute Annexe", "Causeway Regional"), ("Newry Anticoagulant Service", "Omagh Health Centre", "Ballymena Pharmacy Clinic")),
    "us": (("88 Dorchester Ave, Apt 2R", "14 Quincy Shore Dr", "301 Blue Hill Ave"), ("Dorchester", "Quincy", "Brockton", "Lowell", "Worcester"),
           ("Mass Bay Pulmonary Hospital", "South Shore General", "Merrimack Valley Medical Center"), ("Quincy Home Vent Program", "Brockton Sleep & Breathing", "Lowell ALS Clinic")),
    "ns": (("1420 Robie St", "27 Portland Hills Dr", "RR 2, Meteghan"), ("Dartmouth", "Truro", "Yarmouth", "Antigonish", "Sydney Mines"),
           ("Halifax Infirmary West", "Colchester East Regional", "Yarmouth Harbour Hospital"), ("Dartmouth Home Oxygen", "Truro Respiratory Therapy", "Yarmouth Vent Clinic")),
    "ng": (("Plot 14, Adeniyi Jones Ave", "3 Bode Thomas St", "Flat 6, Block C, Dolphin Estate"), ("Ikeja", "Surulere", "Yaba", "Lekki", "Abeokuta"),
           ("Lagos Lagoon Teaching Hospital", "Idi-Araba University Annexe", "Ikeja General West"), ("Surulere Nephrology Centre", "Lekki Transplant Clinic", "Yaba Dialysis Suite")),
    "ke": (("House 12, Kileleshwa Gardens", "Langata Rd, Court 7", "Plot 88, Ruiru Bypass"), ("Kiambu", "Thika", "Machakos", "Nakuru", "Kisumu"),
           ("Upper Hill National Referral", "Kiambu Level 5 West", "Nakuru Valley Hospital"), ("Upper Hill Renal Clinic", "Thika Transplant Follow-up", "Kisumu Kidney Centre")),
    "gh": (("H/No. 23, Mango Tree St, Dansoman", "C12/4 Ring Road Central", "Plot 7, Adenta Flats"), ("Dansoman", "Kasoa", "Tema", "Adenta", "Koforidua"),
           ("Korle Lagoon Teaching Hospital", "Ridge Regional West", "Tema General Annexe"), ("Haemophilia Treatment Centre Korle", "Tema Polyclinic", "Kasoa Community Clinic")),
    "pk": (("House 17, Street 4, Gulberg III", "Flat 9, Mall View Plaza", "Mohalla Qasimpura, Gali 2"), ("Lahore", "Gujranwala", "Sheikhupura", "Kasur", "Faisalabad"),
           ("Gulberg Thalassemia and Haemophilia Centre", "Mayo West Teaching Hospital", "Services Annexe Lahore"), ("Fatima Bleeding Disorders Clinic", "Kasur BHU", "Model Town Physio")),
}  # fmt: skip


def ascii_word(word: str) -> str:
    """A name as an e-mail or file-name part: accents, apostrophes, dots and spaces dropped."""
    plain = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()
    return "".join(c for c in plain if c.isalnum() or c == "-").lower()


def new_date_shapes(prefix: str, when: date) -> dict[str, str]:
    """Shapes no earlier round used: Roman months, compact, weekday, dotted ISO, US short."""
    return {
        prefix + "J": f"{when.day}.{ROMAN[when.month - 1]}.{when.year % 100:02d}",
        prefix + "K": f"{when.year}{when.month:02d}{when.day:02d}",
        prefix + "L": f"{DAYS[when.weekday()]} {when.day}/{when.month}",
        prefix + "M": f"{when.year}.{when.month:02d}.{when.day:02d}",
        prefix + "N": f"{when.month}/{when.day}/{when.year % 100:02d}",
        prefix + "O": f"{when.day}-{when.month}-{when.year}",
        prefix + "P": f"{when.day:02d}{when.month:02d}{when.year % 100:02d}",
    }


def dates12(r: random.Random, age: int | None) -> dict[str, str]:
    """Encounter `t`, later `u`, earlier `v`, a diagnosis long ago `w` and birth `b` that agrees
    with `age` when given; `age` and `yob` (year of birth) too."""
    seen = date(2026, 1, 6) + timedelta(days=r.randint(0, 310))
    years = age if age is not None else r.randint(21, 79)
    born = date(seen.year - years, r.randint(1, 12), r.randint(1, 28))
    if (born.month, born.day) > (seen.month, seen.day):
        born = born.replace(year=born.year - 1)
    out: dict[str, str] = {}
    for prefix, when in (("t", seen), ("u", seen + timedelta(days=r.randint(4, 45))),
                         ("v", seen - timedelta(days=r.randint(3, 80))),
                         ("w", seen - timedelta(days=r.randint(400, 3000))), ("b", born)):  # fmt: skip
        out.update(date_shapes(prefix, when))
        out.update(new_date_shapes(prefix, when))
    out["age"] = str(seen.year - born.year - ((seen.month, seen.day) < (born.month, born.day)))
    out["yymmdd"] = f"{born.year % 100:02d}{born.month:02d}{born.day:02d}"
    return out


def people(r: random.Random, region: str, number: int) -> dict[str, str]:
    """Persons for one note: patient, relative, two doctors, two nurses, word names, initials."""
    given, surnames = list(GIVEN[region]), list(SURNAMES[region])
    r.shuffle(given)
    r.shuffle(surnames)
    keys = (("p", 0, 0), ("r", 1, 1), ("d1", 2, 2), ("d2", 3, 3), ("n1", 4, 4), ("n2", 5, 5))
    out: dict[str, str] = {}
    for key, g, s in keys:
        out[f"{key}g"], out[f"{key}s"] = given[g], surnames[s]
        out[f"{key}gl"], out[f"{key}sl"] = given[g].lower(), surnames[s].lower()
        out[f"{key}gi"], out[f"{key}SU"] = given[g][0], surnames[s].upper()
        out[f"{key}ga"], out[f"{key}sa"] = ascii_word(given[g]), ascii_word(surnames[s])
    out["g7"], out["g8"] = given[6], given[7]
    out["pt"] = f"{out['pg']} {out['ps']}"
    out["PTC"] = f"{out['pSU']}, {out['pg']}"
    out["cs"] = CLINICAL_SURNAMES[region][number % len(CLINICAL_SURNAMES[region])]
    out["word"] = WORD_NAMES[number % len(WORD_NAMES)]
    out["word2"] = WORD_NAMES[(number + 7) % len(WORD_NAMES)]
    out["wordl"] = out["word"].lower()
    out["ini"], out["ini2"] = r.choice("BCDFGHJKLMNPRSTVW"), r.choice("BCDFGHJKLMNPRSTVW")
    return out


def _shapes(r: random.Random, v: dict[str, str]) -> dict[str, Callable[[], dict[str, str]]]:
    """Per region, the shapes of its national, plan, licence, record, phone, postcode and plate
    numbers; phones sit in 555 or drama ranges where a country has one, invented elsewhere."""
    n = lambda k: digits(r, k)  # noqa: E731
    L = lambda k: letters(r, k)  # noqa: E731
    d = lambda: str(r.randint(0, 9))  # noqa: E731
    return {
        "za": lambda: {"ssn": f"{v['yymmdd']}{n(4)}08{d()}", "plan": f"{n(8)}/0{r.randint(0, 4)}", "lic": f"MP 0{n(6)}", "lic2": f"14{n(6)}", "mrn": f"{L(1)}{n(7)}", "ph": f"021 555 0{n(3)}", "mob": f"082 555 0{n(3)}", "pc": f"7{r.randint(100, 799)}", "rego": f"CA {n(3)}-{n(3)}"},
        "jm": lambda: {"ssn": f"1{n(2)}-{n(3)}-{n(3)}", "plan": f"SAG-{n(6)}-{n(2)}", "lic": f"MCJ/{n(4)}", "lic2": f"RN {n(5)}", "mrn": f"{n(2)}-{n(5)}/{r.randint(19, 26)}", "ph": f"876-555-01{n(2)}", "mob": f"876-555-01{n(2)}", "pc": f"JMAKN{r.randint(10, 20)}", "rego": f"{n(4)} {L(2)}"},
        "sg": lambda: {"ssn": f"{r.choice('ST')}{n(7)}{L(1)}", "plan": f"IP-{L(2)}{n(8)}", "lic": f"M{n(5)}{L(1)}", "lic2": f"DT{n(5)}", "mrn": f"{n(2)}{L(1)}{n(6)}", "ph": f"6555 {n(4)}", "mob": f"9555 {n(4)}", "pc": f"5{n(5)}", "rego": f"S{L(2)} {n(4)} {L(1)}"},
        "en": lambda: {"ssn": f"{n(3)} {n(3)} {n(4)}", "plan": f"B{n(5)}", "lic": n(7), "lic2": f"DT{n(6)}", "mrn": f"RXF{n(7)}", "ph": f"0113 496 0{n(3)}", "mob": f"07700 900{n(3)}", "pc": f"HX{r.randint(1, 7)} {d()}{L(2)}", "rego": f"Y{L(1)}{r.randint(15, 25)} {L(3)}"},
        "hk": lambda: {"ssn": f"{L(1)}{n(6)}({d()})", "plan": f"CS{n(7)}", "lic": f"M{n(5)}", "lic2": f"RN{n(6)}", "mrn": f"HN{n(8)}{L(1)}", "ph": f"2555 {n(4)}", "mob": f"5555 {n(4)}", "pc": "", "rego": f"{L(2)} {n(4)}"},
        "ph": lambda: {"ssn": f"{n(4)}-{n(4)}-{n(4)}-{n(4)}", "plan": f"{n(2)}-{n(9)}-{d()}", "lic": f"0{n(6)}", "lic2": f"RT-{n(5)}", "mrn": f"{r.randint(19, 26)}-{n(6)}", "ph": f"(02) 8555 {n(4)}", "mob": f"0917 555 {n(4)}", "pc": f"1{r.randint(100, 899)}", "rego": f"N{L(2)} {n(4)}"},
        "my": lambda: {"ssn": f"{v['yymmdd']}-07-{n(4)}", "plan": f"{L(1)}{n(9)}", "lic": f"MMC {n(5)}", "lic2": f"PJ{n(5)}", "mrn": f"{n(7)}", "ph": f"04-555 {n(4)}", "mob": f"012-555 {n(4)}", "pc": f"1{r.randint(1000, 4999)}", "rego": f"P{L(2)} {n(4)}"},
        "ni": lambda: {"ssn": f"{n(10)}", "plan": f"ZC{n(3)}", "lic": n(7), "lic2": f"{r.randint(90, 99)}{L(1)}{n(4)}{L(1)}", "mrn": f"H{n(3)}/{n(4)}", "ph": f"028 9649 6{n(3)}", "mob": f"07700 900{n(3)}", "pc": f"BT{r.randint(34, 80)} {d()}{L(2)}", "rego": f"{L(2)}Z {n(4)}"},
        "us": lambda: {"ssn": f"{r.randint(100, 665)}-{n(2)}-{n(4)}", "plan": f"{d()}{L(1)}{r.choice('ABCDEFGH')}{d()}-{L(1)}{d()}{d()}-{L(2)}{d()}{d()}", "lic": f"1{n(9)}", "lic2": f"B{L(1)}{n(7)}", "mrn": f"00{n(6)}", "ph": f"(617) 555-01{n(2)}", "mob": f"(508) 555-01{n(2)}", "pc": f"02{r.randint(100, 199)}-{n(4)}", "rego": f"{d()}{L(3)}{n(2)}"},
        "ns": lambda: {"ssn": f"{n(3)}-{n(3)}-{n(3)}", "plan": f"{n(4)} {n(3)} {n(3)}", "lic": f"0{n(5)}", "lic2": f"RRT-{n(4)}", "mrn": f"HFX{n(7)}", "ph": f"902-555-01{n(2)}", "mob": f"902-555-01{n(2)}", "pc": f"B{r.choice('23459')}{L(1)} {d()}{L(1)}{d()}", "rego": f"{L(3)} {n(3)}"},
        "ng": lambda: {"ssn": n(11), "plan": f"NHIA/{L(2)}/{n(6)}", "lic": f"MDCN/R/{n(5)}", "lic2": f"RN{n(6)}", "mrn": f"{n(2)}/{n(5)}", "ph": f"01-555-{n(4)}", "mob": f"0803 555 {n(4)}", "pc": f"10{r.randint(1000, 2999)}", "rego": f"{L(3)}-{n(3)}{L(2)}"},
        "ke": lambda: {"ssn": f"2{n(7)}", "plan": f"CR{n(10)}-{d()}", "lic": f"A{n(4)}", "lic2": f"KRCHN {n(5)}", "mrn": f"{n(7)}/{r.randint(19, 26)}", "ph": f"020 555 {n(4)}", "mob": f"0712 555 {n(3)}", "pc": f"00{r.choice(('100', '200', '202', '508', '606'))}", "rego": f"K{L(2)} {n(3)}{L(1)}"},
        "gh": lambda: {"ssn": f"GHA-{n(9)}-{d()}", "plan": f"{n(8)}", "lic": f"MDC/{n(5)}", "lic2": f"NMC/RGN/{n(5)}", "mrn": f"{L(2)}{n(6)}", "ph": f"030 255 5{n(3)}", "mob": f"024 555 {n(4)}", "pc": f"G{r.choice('AT')}-{n(3)}-{n(4)}", "rego": f"GR {n(4)}-{r.randint(15, 26)}"},
        "pk": lambda: {"ssn": f"35{n(3)}-{n(7)}-{d()}", "plan": f"EFU/{n(7)}", "lic": f"{n(5)}-P", "lic2": f"PNC-{n(6)}", "mrn": f"MR-{n(6)}", "ph": f"042 3555 {n(4)}", "mob": f"0300 555 {n(4)}", "pc": f"54{r.randint(0, 999):03d}", "rego": f"LE{L(1)}-{r.randint(10, 25)}-{n(4)}"},
    }  # fmt: skip


def note_values(
    r: random.Random, region: str, age: tuple[int, int] | None, number: int
) -> dict[str, str]:
    """Every value a template or frame may ask for, for one note or sentence."""
    v = people(r, region, number)
    v.update(dates12(r, r.randint(*age) if age else None))
    v.update(_shapes(r, v)[region]())
    streets, towns, hospitals, clinics = PLACES[region]
    town, town2 = r.sample(towns, 2)
    v.update({"street": r.choice(streets), "street2": streets[(number + 1) % 3], "town": town,
              "town2": town2, "hospital": r.choice(hospitals), "clinic": r.choice(clinics),
              "site": clinics[number % 3], "hosp2": hospitals[(number + 2) % 3]})  # fmt: skip
    n = lambda k: digits(r, k)  # noqa: E731
    L = lambda k: letters(r, k)  # noqa: E731
    first = v["pga"].split("-")[0] or "pt"
    v.update({
        "email": f"{first}.{v['psa']}{n(2)}@{r.choice(('mailbox', 'home', 'fastmail', 'lagoon'))}.example.{r.choice(('com', 'net', 'org'))}",
        "email2": f"{v['d1gi'].lower()}{v['d1sa']}@{r.choice(('hospital', 'health', 'clinic'))}.example.org",
        "email3": f"{v['n1sa']}_{v['n1ga'][:1]}{n(3)}@{r.choice(('yahoo', 'gmail', 'outlook'))}.example.com",
        "url": f"https://{r.choice(('portal', 'myrecord', 'ehr', 'share'))}.example.{r.choice(('org', 'net'))}/{r.choice(('pt', 'doc', 'img', 'v'))}/{L(2).lower()}{n(6)}",
        "ip": f"{r.choice(('10', '172.20', '192.168'))}.{r.randint(0, 254)}.{r.randint(1, 254)}",
        "dev": f"{L(2)}{n(6)}", "dev2": f"{n(4)}-{L(1)}{n(5)}", "dev3": f"SN {L(3)}{n(5)}",
        "acct": f"{n(4)}-{n(6)}-{r.randint(10, 99)}", "acct2": f"{L(3)}{n(7)}",
        "idno": f"{L(2)}{r.randint(19, 26)}-{n(5)}", "idno2": f"#{n(6)}", "idno3": f"{L(3)}-{n(4)}-{L(1)}",
        "lot": f"{L(1)}{n(5)}{L(1)}", "room": str(r.randint(2, 38)), "bed": str(r.randint(1, 24)),
    })  # fmt: skip
    if v["ip"].count(".") == 2:
        v["ip"] += f".{r.randint(2, 250)}"
    return v
