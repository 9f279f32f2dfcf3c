# ruff: noqa: E501
"""Surrogate values for the thirteenth blind sets (notes_blind13, pii_languages_blind13): fourteen
regions the twelfth round did not write for, hand-written name and place pools, and each
region's own identifier shapes under shared keys (`ssn`, `plan`, `lic`, `lic2`, `mrn`, `ph`,
`mob`, `pc`, `rego`), so a template asks for "the national number" whatever the region. The ten
date shapes (`A`-`J`) are new to this round; digits and letters come from the shared kit."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta

from blind_notes_kit import MONTHS, WEEKDAYS, ascii_word, digits, letters, ordinal

GIVEN = {
    "nz": ("Tamati", "Aroha", "Sione", "Mereana", "Hemi", "Losa", "Wiremu", "Ngaire"),
    "mt": ("Carmel", "Ġorġ", "Marija", "Joseph", "Doreen", "Ċensu", "Rita", "Saviour"),
    "sc": ("Morag", "Hamish", "Eilidh", "Fraser", "Catriona", "Lachlan", "Isla", "Struan"),
    "ae": ("Mariam", "Khalid", "Shamma", "Rashid", "Aisha", "Hamdan", "Noura", "Saeed"),
    "ie": ("Siobhán", "Pádraig", "Niamh", "Declan", "Aisling", "Cathal", "Bríd", "Eoin"),
    "au": ("Jarrah", "Kylie", "Thanh", "Bronwyn", "Lachie", "Shazza", "Dimitri", "Tahnee"),
    "lk": ("Chaminda", "Dilrukshi", "Nuwan", "Tharushi", "Sivakumar", "Nirosha", "Lasantha", "Fathima Rizna"),
    "tt": ("Anil", "Kerry-Ann", "Rajesh", "Sherlan", "Marlon", "Indra", "Keron", "Natalia"),
    "bd": ("Mohammad Rafiqul", "Nasrin", "Tanvir", "Sharmin", "Abul Kalam", "Farzana", "Rubel", "Shirin"),
    "fj": ("Mereani", "Ratu Josefa", "Salote", "Ravinesh", "Ana", "Pravin", "Litia", "Jone"),
    "bw": ("Kagiso", "Mpho", "Boitumelo", "Thabo", "Onalenna", "Kabelo", "Neo", "Tshepiso"),
    "np": ("Sita", "Bishnu Prasad", "Anjali", "Ram Bahadur", "Pasang", "Sarita", "Dawa", "Kamala"),
    "zm": ("Chanda", "Mwila", "Bwalya", "Mutale", "Natasha", "Chileshe", "Mapalo", "Kondwani"),
    "ug": ("Nakato", "Ssemwogerere", "Apio", "Okello", "Namubiru", "Mugisha", "Akello", "Tumusiime"),
}  # fmt: skip
SURNAMES = {
    "nz": ("Ngata", "Tuilagi", "Parata-Hohaia", "Wilson", "Fa'amausili", "Horomona"),
    "mt": ("Borg", "Camilleri", "Żammit", "Grech-Vella", "Baker", "Farrugia"),
    "sc": ("MacLeod", "Crohn", "Sutherland", "Gilbert", "Mackintosh-Ross", "Dunbar"),
    "ae": ("Al Mazrouei", "Al-Ketbi", "bin Sulayem", "Al Shamsi", "Horner", "Al Nuaimi"),
    "ie": ("Ó Briain", "Colles", "Fitzgerald-Nolan", "Mac Giolla", "Kavanagh", "Still"),
    "au": ("Nguyen", "Papadopoulos", "Whipple", "O'Loughlin", "Bowen", "Kowalski-Ross"),
    "lk": ("Perera", "Wickramasinghe", "Jayasuriya", "Rajapaksha", "Hartmann", "Mohideen"),
    "tt": ("Ramdass", "Mohammed", "Baptiste-Joseph", "Persad", "Down", "Ali"),
    "bd": ("Hossain", "Chowdhury", "Rahman", "Talukder", "Hartmann", "Akter"),
    "fj": ("Naivalu", "Tuilevuka", "Prasad", "Ravuvu", "Singh", "Whipple"),
    "bw": ("Mogae", "Kgosi", "Seretse", "Masire", "Still", "Molefhe"),
    "np": ("Shrestha", "Gurung", "Adhikari", "Sherpa", "Tamang", "Wilson"),
    "zm": ("Mulenga", "Banda", "Phiri", "Chanda", "Tembo", "Baker"),
    "ug": ("Kato", "Namutebi", "Okello", "Byaruhanga", "Ssekandi", "Colles"),
}  # fmt: skip
EPONYM_SURNAMES = {"nz": "Wilson", "mt": "Baker", "sc": "Crohn", "ae": "Horner", "ie": "Colles",
                   "au": "Bowen", "lk": "Hartmann", "tt": "Down", "bd": "Hartmann", "fj": "Whipple",
                   "bw": "Still", "np": "Wilson", "zm": "Baker", "ug": "Colles"}  # fmt: skip
"""A surname that is also an eponym, for the clerk or clinician written beside the kept eponym."""
WORD_NAMES = ("Loveness", "Learnmore", "Given", "Trust", "Mercy", "Hope", "Faith", "Patience",
              "Bright", "Lucky", "Charity", "Prosper", "Marvellous", "Saturday", "Clinic", "Doctor")  # fmt: skip
# (streets, towns, hospitals, clinics) per region; hospitals and clinics invented
PLACES = {
    "nz": (("14 Kowhai Street", "Flat 2, 88 Great South Road", "231 Te Atatu Road"), ("Ōtāhuhu", "Porirua", "Rotorua", "Gisborne", "Whanganui"), ("Waitematā Harbour Hospital", "Kāpiti Base Hospital", "Lakes District West"), ("Hauora Hyperbaric Unit", "Ōtāhuhu Whānau Clinic", "Porirua Dive Medicine")),
    "mt": (("12, Triq il-Kbira", "Flat 4, Block B, Triq San Pawl", "'Dar il-Paċi', Triq il-Kappillan"), ("Birkirkara", "Żabbar", "Mosta", "Rabat", "Marsaskala"), ("Mater Dei North Wing", "Gozo General East", "Karin Grech West"), ("Hyperbaric Unit Msida", "Mosta Health Centre", "Paola Polyclinic")),
    "sc": (("Flat 3/2, 41 Dumbarton Road", "7 Glebe Crescent", "Croft 12, Achmore"), ("Partick", "Inverness", "Stornoway", "Kirkcaldy", "Dumfries"), ("Raigmore North", "Queen Margaret West Infirmary", "Western Isles General"), ("Cochlear Implant Programme Kilmarnock", "Stornoway Audiology", "Partick Health Centre")),
    "ae": (("Villa 23, Street 14, Al Barsha 2", "Apt 1208, Marina Crown Tower", "Building 6, Al Mushrif"), ("Al Ain", "Sharjah", "Khalifa City", "Mirdif", "Ras Al Khaimah"), ("Al Wahda Specialty Hospital", "Jumeirah Coast Medical City", "Al Ain Oasis Hospital"), ("Hearing Implant Centre Dubai Healthcare City", "Mirdif ENT Clinic", "Sharjah Audiology Suite")),
    "ie": (("22 Ard Na Gréine", "Apt 5, The Maltings, Bridge St", "Cnoc na Sí, Spiddal"), ("Ballinasloe", "Tralee", "Mullingar", "Letterkenny", "Clonmel"), ("University Hospital Shannonside", "Midland Regional West", "Galway Bay General"), ("Device Clinic, Cardiac Day Ward", "Tralee Pacing Clinic", "Mullingar Heart Centre")),
    "au": (("Unit 4/17 Kookaburra Cres", "33 Stirling Hwy", "Lot 9 Dingo Creek Rd"), ("Parramatta", "Toowoomba", "Dubbo", "Geelong", "Bunbury"), ("Westmead Ridge Hospital", "Darling Downs Base West", "Barwon Heads General"), ("Parramatta Device Clinic", "Toowoomba Heart Rhythm", "Bunbury Cardiac Rooms")),
    "lk": (("No. 42/3, Temple Road", "128/A, Galle Road", "Lane 5, Kandy Road"), ("Maharagama", "Kurunegala", "Jaffna", "Kandy", "Matara"), ("Colombo Eye Teaching Hospital", "Kandy Lake General", "Jaffna Northern Teaching"), ("Retina Clinic, Eye Unit", "Maharagama Eye OPD", "Kurunegala Vitreoretinal Clinic")),
    "tt": (("LP 44, Ramdass Trace", "18 Pelican Ext.", "9 Mucurapo Rd"), ("Chaguanas", "Arima", "San Fernando", "Couva", "Tunapuna"), ("Eric Williams West Complex", "San Fernando South General", "Couva Sea View Hospital"), ("Retina Injection Clinic Mt Hope", "Chaguanas Eye Centre", "Arima Health Facility")),
    "bd": (("House 27, Road 9/A, Dhanmondi", "Flat B3, 71 Green Road", "Village Char Kukri, Bhola"), ("Mirpur", "Uttara", "Narayanganj", "Sylhet", "Cumilla"), ("Dhaka Riverside Medical College Hospital", "Mirpur General", "Sylhet Tea Garden Hospital"), ("Stoma Care Clinic, Surgery OPD", "Uttara Colorectal Centre", "Mirpur Ostomy Association")),
    "fj": (("Lot 17, Ratu Mara Road", "12 Namadi Heights", "Koro Village, Nadroga"), ("Nausori", "Lautoka", "Labasa", "Nadi", "Sigatoka"), ("Colonial War Memorial West", "Lautoka Sugar City Hospital", "Labasa Northern Divisional"), ("Stoma Nurse Clinic, Surgical OPD", "Nadi Health Centre", "Labasa Wound Clinic")),
    "bw": (("Plot 1234, Extension 12", "Plot 55, Block 8", "Ward Mokgalo, Serowe"), ("Gaborone", "Francistown", "Maun", "Molepolole", "Palapye"), ("Princess Marina North", "Nyangabgwe West", "Letsholathebe District"), ("Debswana Occupational Health", "Gaborone Fitness-for-Work Clinic", "Francistown Occ Health")),
    "np": (("Ward 4, Baneshwor", "House 221, Tokha Road", "Jhamsikhel Marg 8"), ("Lalitpur", "Bhaktapur", "Pokhara", "Biratnagar", "Butwal"), ("Bir Valley Teaching Hospital", "Pokhara Lakeside Hospital", "Koshi Zonal West"), ("Overseas Worker Medical Centre", "Gongabu Health Check", "Pokhara Occupational Clinic")),
    "zm": (("Plot 14, Kabulonga Rd", "House 3, Chelstone Ext.", "Farm 112, Mumbwa Rd"), ("Lusaka", "Ndola", "Kitwe", "Livingstone", "Kabwe"), ("University Teaching West", "Ndola Copperbelt General", "Kitwe Central North"), ("Assisted Conception Unit Lusaka", "Kabulonga Fertility Centre", "Ndola Women's Clinic")),
    "ug": (("Plot 22, Kira Road", "Kisaasi, Block 11", "Ntinda View Apt 7"), ("Kampala", "Mukono", "Entebbe", "Mbarara", "Gulu"), ("Mulago Hill West", "Mbarara Regional North", "Entebbe Lakeview Hospital"), ("IVF Unit, Women's Hospital", "Ntinda Fertility Clinic", "Mukono Reproductive Health")),
}  # fmt: skip


def dates13(r: random.Random, years: int | None) -> dict[str, str]:
    """Visit `t`, later `u`, earlier `v`, long ago `w` and birth `b` (agreeing with `years` when
    given), each in shapes A-J, plus `age`, `ddmmyy` and `yyyy` of birth."""
    seen = date(2026, 1, 5) + timedelta(days=r.randint(0, 320))
    old = years if years is not None else r.randint(22, 78)
    born = date(seen.year - old, r.randint(1, 12), r.randint(1, 28))
    if (born.month, born.day) > (seen.month, seen.day):
        born = born.replace(year=born.year - 1)
    out: dict[str, str] = {}
    for p, d in (("t", seen), ("u", seen + timedelta(days=r.randint(5, 60))),
                 ("v", seen - timedelta(days=r.randint(3, 90))),
                 ("w", seen - timedelta(days=r.randint(300, 4000))), ("b", born)):  # fmt: skip
        mon = MONTHS[d.month - 1]
        out.update({
            p + "A": f"{d.day:02d}{mon[:3].upper()}{d.year % 100:02d}",
            p + "B": f"{ordinal(d.day)} of {mon}, {d.year}",
            p + "C": f"{d.year}/{d.month:02d}/{d.day:02d}",
            p + "D": f"{mon[:3]}-{d.day:02d}-{d.year}",
            p + "E": f"{d.day:02d}/{mon[:3]}/{d.year % 100:02d}",
            p + "F": f"{WEEKDAYS[d.weekday()][:3]} {ordinal(d.day)} {mon[:3]}",
            p + "G": f"{d.day:02d}.{d.month:02d}.{d.year}",
            p + "H": f"{mon} {d.day}",
            p + "I": f"{d.year}{d.month:02d}{d.day:02d}T{r.randint(7, 18):02d}{r.choice(('00', '15', '30', '45'))}",
            p + "J": f"{d.day} {mon[:3]} {d.year}",
        })  # fmt: skip
    out["age"] = str(seen.year - born.year - ((seen.month, seen.day) < (born.month, born.day)))
    out["ddmmyy"] = f"{born.day:02d}{born.month:02d}{born.year % 100:02d}"
    out["yyyy"] = str(born.year)
    return out


def people(r: random.Random, region: str, number: int) -> dict[str, str]:
    """Patient `p`, relative `r`, doctors `d1` `d2`, nurses `n1` `n2` in several written forms;
    two more given names, the eponym surname, a word name and an initial."""
    given, surnames = list(GIVEN[region]), list(SURNAMES[region])
    r.shuffle(given)
    r.shuffle(surnames)
    out: dict[str, str] = {}
    for i, key in enumerate(("p", "r", "d1", "d2", "n1", "n2")):
        g, s = given[i], surnames[i]
        out |= {f"{key}g": g, f"{key}s": s, f"{key}gl": g.lower(), f"{key}sl": s.lower(),
                f"{key}gi": g[0], f"{key}SU": s.upper(), f"{key}ga": ascii_word(g.split()[0]),
                f"{key}sa": ascii_word(s)}  # fmt: skip
    out |= {"g7": given[6], "g8": given[7], "pt": f"{out['pg']} {out['ps']}",
            "PTC": f"{out['pSU']}, {out['pg']}", "es": EPONYM_SURNAMES[region],
            "word": WORD_NAMES[number % len(WORD_NAMES)], "ini": r.choice("BCDFGHJKLMNPRSTW")}  # fmt: skip
    return out


def _shapes(r: random.Random, v: dict[str, str]) -> dict[str, Callable[[], dict[str, str]]]:
    """Each region's national, plan, licence, record, phone, postcode and plate shapes; phones
    sit in drama or 555 ranges."""
    n = lambda k: digits(r, k)  # noqa: E731
    L = lambda k: letters(r, k)  # noqa: E731
    d = lambda: str(r.randint(1, 9))  # noqa: E731
    return {
        "nz": lambda: {"ssn": f"{L(3)}{n(2)}{L(2)}", "plan": f"ACC{n(8)}", "lic": f"MCNZ {n(5)}", "lic2": f"NCNZ {n(6)}", "mrn": f"WTH-{n(6)}", "ph": f"09 555 0{n(3)}", "mob": f"021 555 0{n(3)}", "pc": f"{r.choice('0123456789')}{n(3)}", "rego": f"{L(3)}{n(3)}"},
        "mt": lambda: {"ssn": f"{n(4)}{r.randint(50, 99)}{r.choice('MGALPH')}", "plan": f"Sched V {n(5)}/{r.randint(10, 26)}", "lic": f"MCM {n(4)}", "lic2": f"NMC-M {n(5)}", "mrn": f"MDH{n(7)}", "ph": f"2155 {n(4)}", "mob": f"7955 {n(4)}", "pc": f"{r.choice(('BKR', 'ZBR', 'MST', 'RBT', 'MSK'))} {n(4)}", "rego": f"{L(3)} {n(3)}"},
        "sc": lambda: {"ssn": f"{v['ddmmyy']}{n(4)}", "plan": f"GP {n(5)}", "lic": n(7), "lic2": f"HCPC AS{n(5)}", "mrn": f"G{n(6)}{L(1)}", "ph": f"0131 496 0{n(3)}", "mob": f"07700 900{n(3)}", "pc": f"{r.choice(('G11', 'IV2', 'HS1', 'KY1', 'DG1'))} {d()}{L(2)}", "rego": f"S{L(1)}{r.randint(15, 25)} {L(3)}"},
        "ae": lambda: {"ssn": f"784-{v['yyyy']}-{n(7)}-{d()}", "plan": f"Thiqa {n(10)}", "lic": f"DHA-P-{n(7)}", "lic2": f"DOH-N-{n(5)}", "mrn": f"JC{n(8)}", "ph": f"04 555 {n(4)}", "mob": f"050 555 {n(4)}", "pc": f"P.O. Box {n(5)}", "rego": f"Dubai {L(1)} {n(5)}"},
        "ie": lambda: {"ssn": f"{n(7)}{L(1)}{r.choice(('A', 'W', 'H'))}", "plan": f"GMS {n(7)}{L(1)}", "lic": f"IMC {n(6)}", "lic2": f"NMBI {n(6)}", "mrn": f"{n(3)}-{n(3)}-{n(2)}", "ph": f"01 555 {n(4)}", "mob": f"087 555 {n(4)}", "pc": f"{r.choice(('H53', 'V92', 'N91', 'F92', 'E91'))} {L(1)}{n(1)}{L(1)}{n(1)}", "rego": f"{r.randint(15, 25)}{r.choice('12')}-{r.choice(('G', 'KY', 'WH', 'DL', 'T'))}-{r.randint(100, 99999)}"},
        "au": lambda: {"ssn": f"8003 60{n(2)} {n(4)} {n(4)}", "plan": f"{r.randint(2, 6)}{n(3)} {n(5)} {d()}", "lic": f"MED000{n(7)}", "lic2": f"NMW000{n(7)}", "mrn": f"{n(7)}{L(1)}", "ph": f"02 5550 {n(4)}", "mob": f"0491 570 {n(3)}", "pc": f"{r.choice('2346')}{n(3)}", "rego": f"{d()}{L(2)}{d()}{L(2)}"},
        "lk": lambda: {"ssn": f"{v['yyyy']}{n(8)}", "plan": f"Agrahara {n(6)}", "lic": f"SLMC {n(5)}", "lic2": f"SLNC {n(5)}", "mrn": f"BHT/{n(5)}/{r.randint(20, 26)}", "ph": f"011 255 5{n(3)}", "mob": f"077 555 {n(4)}", "pc": n(5), "rego": f"WP {L(3)}-{n(4)}"},
        "tt": lambda: {"ssn": f"{v['yyyy']}{n(7)}", "plan": f"TTGHP-{n(6)}", "lic": f"MBTT {n(4)}", "lic2": f"RN-TT {n(5)}", "mrn": f"NWRHA {n(6)}", "ph": f"868-555-01{n(2)}", "mob": f"868-555-01{n(2)}", "pc": f"{r.choice('5634')}{n(5)}", "rego": f"P{L(2)} {n(4)}"},
        "bd": lambda: {"ssn": f"{v['yyyy']}{n(13)}", "plan": f"SSK-{n(9)}", "lic": f"BMDC A-{n(5)}", "lic2": f"BNMC {n(6)}", "mrn": f"DMC/{n(6)}", "ph": f"02-555 {n(4)}", "mob": f"01755-5{n(5)}", "pc": f"1{r.randint(200, 399)}", "rego": f"Dhaka Metro-{r.choice(('GA', 'KHA', 'GHA'))} {n(2)}-{n(4)}"},
        "fj": lambda: {"ssn": f"FJ{n(9)}", "plan": f"FHCP/{n(6)}", "lic": f"FMDC {n(4)}", "lic2": f"FNC {n(5)}", "mrn": f"CWM {n(6)}", "ph": f"330 5{n(3)}", "mob": f"955 {n(4)}", "pc": "", "rego": f"{L(2)} {n(3)}"},
        "bw": lambda: {"ssn": f"{n(4)}{r.choice('12')}{n(4)}", "plan": f"BOMAID {n(7)}", "lic": f"BHPC/M/{n(4)}", "lic2": f"NMCB {n(5)}", "mrn": f"PMH{n(6)}", "ph": f"395 5{n(3)}", "mob": f"71 555 {n(3)}", "pc": "", "rego": f"B {n(3)} {L(3)}"},
        "np": lambda: {"ssn": f"{r.randint(1, 77)}-{n(2)}-{n(2)}-{n(5)}", "plan": f"HIB {n(9)}", "lic": f"NMC {n(5)}", "lic2": f"NNC {n(5)}", "mrn": f"OPD-{n(7)}", "ph": f"01-555{n(4)}", "mob": f"98555{n(5)}", "pc": f"4{n(4)}", "rego": f"Ba {d()} Pa {n(4)}"},
        "zm": lambda: {"ssn": f"{n(6)}/{n(2)}/1", "plan": f"NHIMA {n(9)}", "lic": f"HPCZ {n(5)}", "lic2": f"NMCZ {n(6)}", "mrn": f"UTH-{n(6)}", "ph": f"0211 555 {n(3)}", "mob": f"097 555 {n(4)}", "pc": f"{r.choice('1234')}0{n(3)}", "rego": f"{L(3)} {n(4)}"},
        "ug": lambda: {"ssn": f"C{r.choice('MF')}{n(5)}{L(1)}{n(3)}{L(3)}", "plan": f"NHIS-UG {n(8)}", "lic": f"UMDPC {n(5)}", "lic2": f"UNMC {n(6)}", "mrn": f"MNRH/{n(5)}", "ph": f"0414 555 {n(3)}", "mob": f"0772 555 {n(3)}", "pc": "", "rego": f"U{L(2)} {n(3)}{L(1)}"},
    }  # fmt: skip


def note_values(
    r: random.Random, region: str, age: tuple[int, int] | None, number: int
) -> dict[str, str]:
    """Every value a template or frame may ask for, for one note or sentence."""
    v = people(r, region, number)
    v |= dates13(r, r.randint(*age) if age else None)
    v |= _shapes(r, v)[region]()
    streets, towns, hospitals, clinics = PLACES[region]
    town, town2 = r.sample(towns, 2)
    n = lambda k: digits(r, k)  # noqa: E731
    L = lambda k: letters(r, k)  # noqa: E731
    v |= {
        "street": r.choice(streets), "town": town, "town2": town2, "hospital": r.choice(hospitals),
        "clinic": r.choice(clinics), "hosp2": hospitals[(number + 1) % 3],
        "email": f"{v['pga']}{r.choice(('.', '_', ''))}{v['psa']}{n(2)}@{r.choice(('inbox', 'mymail', 'webpost'))}.example.{r.choice(('com', 'net'))}",
        "email2": f"{v['n1ga']}.{v['n1sa']}@{r.choice(('health', 'hospital', 'clinic'))}.example.org",
        "url": f"https://{r.choice(('records', 'pacs', 'results', 'mycare'))}.example.{r.choice(('org', 'net'))}/{r.choice(('s', 'case', 'view'))}/{n(4)}-{L(3).lower()}{n(3)}",
        "ip": f"{r.choice(('10', '172.18', '192.168'))}.{r.randint(0, 254)}.{r.randint(1, 254)}",
        "dev": f"{L(3)}{n(6)}{L(1)}", "dev2": f"{n(3)}-{n(4)}-{L(2)}", "udi": f"(01)0{n(13)}(21){L(2)}{n(5)}",
        "acct": f"{n(3)}-{n(5)}-{n(3)}", "acct2": f"INV/{n(6)}/{r.randint(25, 26)}",
        "ref": f"RF-{L(2)}{n(6)}", "acc": f"{r.choice(('H', 'C', 'M'))}{r.randint(25, 26)}-{n(6)}", "claim": f"{L(2)}/{n(4)}/{n(5)}",
        "lot": f"{L(1)}{n(5)}", "room": str(r.randint(2, 40)),
    }  # fmt: skip
    if v["ip"].count(".") == 2:
        v["ip"] += f".{r.randint(2, 250)}"
    return v
