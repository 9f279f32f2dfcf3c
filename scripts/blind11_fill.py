# ruff: noqa: E501
"""Surrogate values for the eleventh blind sets (notes_blind11, pii_languages_blind11): new
hand-written name and place pools per region; number shapes and date formats come from the tenth
round's helpers (scripts/build_notes_blind10.py, scripts/blind10_fill.py). Standard library only."""

from __future__ import annotations

import random
import sys
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from blind10_fill import dates, digits, letters
from build_notes_blind10 import region_values

GIVEN = {
    "uk": ("Olamide", "Bethan", "Rhys", "Krystal", "Zainab", "Gethin", "Lacey-Mae", "Rajinder"),
    "sc": ("Catriona", "Lachie", "Shona", "Murdo", "Ailsa", "Euan", "Kenna", "Torquil"),
    "au": ("Shenae", "Dusty", "Beau", "Tahnee", "Anh", "Cooper", "Jedda", "Lorenzo"),
    "ie": ("Saoirse", "Donncha", "Clodagh", "Eoghan", "Méabh", "Fionnán", "Bríd", "Cathal"),
    "nz": ("Hinewai", "Manaia", "Kiri", "Tamati", "Anahera", "Nikau", "Mele", "Ihaia"),
    "ca": ("Marie-Ève", "Gurleen", "Colton", "Naomie", "Ahanu", "Xavier", "Brielle", "Dmytro"),
    "in": ("Sreelakshmi", "Arjun", "Nandini", "Harish", "Pooja", "Girish", "Fathima", "Sandeep"),
}  # fmt: skip
SURNAMES = {
    "uk": ("Okonkwo-Bell", "Marrow", "Pryce-Jones", "Payne", "Chowdhury", "Salter"),
    "sc": ("Macaskill", "Cross", "Ferguson-Reid", "Bone", "McInnes", "Temple"),
    "au": ("Vukovic", "Ward", "Tran-Nguyen", "Heart", "Wirrpanda", "Pascoe"),
    "ie": ("Ní Bhriain", "Moloney", "Mac an tSaoir", "Payne", "Ó Cinnéide", "Kent"),
    "nz": ("Tipene", "Marsden-Rewi", "Faleolo", "Cross", "Pōtae", "Nurse"),
    "ca": ("Lévesque", "Grewal", "Sinclair-Bighorn", "Doctor", "Côté", "Kowalchuk"),
    "in": ("Menon", "Chatterjee", "Nair-Iyer", "Reddy", "Kurian", "Fernandes"),
}  # fmt: skip
WORD_NAMES = ("Florence", "Chester", "Sydney", "Lourdes", "Austin", "Verity", "Patience",
              "Olive", "Will", "Mercy", "Ivy", "Sage", "Brook", "Clement")  # fmt: skip
PLACES = {
    "uk": (("Flat 2, 77 Cardigan Terrace", "14 Pengam Row", "5 Old Forge Mews"), ("Pontypridd", "Caerphilly", "Barry", "Merthyr Tydfil", "Bridgend"),
           ("Royal Glamorgan Infirmary", "Prince Charles Hospital West", "Llandough General"), ("Taff Vale Surgery", "Rhondda Physio Hub", "Ely Bridge Dental")),
    "sc": (("3F1, 22 Marchmont Cres", "8 Kirkgate Wynd", "Croft 4, Balallan"), ("Stornoway", "Dingwall", "Fort William", "Portree", "Tain"),
           ("Raigmore West Hospital", "Western Isles General", "Belford District Hospital"), ("Lewis Recovery Service", "Tain Medical Group", "Skye Dental Practice")),
    "au": (("Unit 4/18 Banksia Pde", "22 Wattle Gully Rd", "9 Sturt Hwy"), ("Wagga Wagga", "Dubbo", "Broken Hill", "Griffith", "Orange"),
           ("Riverina Base Hospital", "Orana Regional Hospital", "Lachlan Valley Private"), ("Murrumbidgee Dental", "Dubbo Physio Plus", "Far West Renal Unit")),
    "ie": (("No. 6, Ard na Gréine", "Drumcliffe Rd, Lower", "14 The Rise, Gort na Móna"), ("Sligo", "Letterkenny", "Carrick-on-Shannon", "Ballyshannon", "Buncrana"),
           ("Sligo General Hospital West", "Letterkenny Regional", "Cavan-Monaghan Maternity"), ("Ballymote Health Centre", "Donegal Dental Surgery", "Manorhamilton Clinic")),
    "nz": (("12 Rimu Street", "4/2 Kahikatea Drive", "188 State Highway 35"), ("Gisborne", "Whakatāne", "Ōpōtiki", "Tolaga Bay", "Wairoa"),
           ("Tairāwhiti District Hospital", "Whakatāne Regional", "Bay of Plenty Base Hospital"), ("Ngāti Porou Hauora", "Ōpōtiki Physiotherapy", "Wairoa Health Centre")),
    "ca": (("47 Chemin du Lac-Noir", "Suite 302, 1180 Portage Ave", "6 Muskeg Crescent"), ("Thunder Bay", "Brandon", "Flin Flon", "Kenora", "Dryden"),
           ("Lake of the Woods District", "Brandon Regional Health Centre", "Northern Health Flin Flon"), ("Kenora Occupational Health", "Assiniboine Physio", "Dryden Family Dental")),
    "in": (("Door 21/388, Pattom Palace Rd", "Flat 5B, Periyar Nagar", "TC 14/902, Vazhuthacaud"), ("Thiruvananthapuram", "Kollam", "Kochi", "Alappuzha", "Thrissur"),
           ("Sree Chitra Mission Hospital", "Anantapuri Women's Hospital", "Lourdes Medical Centre Kochi"), ("Kovalam Dental Care", "Pattom Cancer Day Centre", "Kollam Dialysis Point")),
}  # fmt: skip


def ascii_word(word: str) -> str:
    """A name as an e-mail local part: accents dropped, apostrophes removed."""
    plain = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()
    return plain.replace("'", "")


def people(r: random.Random, region: str, number: int) -> dict[str, str]:
    """Persons for one note: a patient, a relative, clinicians, word names and an initial."""
    given, surnames = list(GIVEN[region]), list(SURNAMES[region])
    r.shuffle(given)
    r.shuffle(surnames)
    pg, ps = given[0], surnames[0]
    out = {"pg": pg, "ps": ps, "pt": f"{pg} {ps}", "PTC": f"{ps.upper()}, {pg}",
           "PSU": ps.upper(), "pgl": pg.lower(), "psl": ps.lower(), "rg": given[1], "rs": surnames[1],
           "d1g": given[2], "d1s": surnames[2], "d1sl": surnames[2].lower(), "D1SU": surnames[2].upper(),
           "d2g": given[3], "d2s": surnames[3], "d2sl": surnames[3].lower(),
           "n1g": given[4], "n1gl": given[4].lower(), "n1s": surnames[4], "N1SU": surnames[4].upper(),
           "n2s": surnames[5], "n2g": given[5], "n2gl": given[5].lower(),
           "word": WORD_NAMES[number % len(WORD_NAMES)],
           "word2": WORD_NAMES[(number + 5) % len(WORD_NAMES)],
           "ini": r.choice("BCDFGHJKLMNPRSTW"), "ini2": r.choice("BCDFGHJKLMNPRSTW")}  # fmt: skip
    out["wordl"] = out["word"].lower()
    out["n1sl"] = out["n1s"].lower()
    out["d2gl"] = out["d2g"].lower()
    out["d1gl"] = out["d1g"].lower()
    out["pgi"] = pg[0]
    out["d1gi"] = out["d1g"][0]
    return out


def note_values(
    r: random.Random, region: str, age: tuple[int, int] | None, number: int
) -> dict[str, str]:
    """Every value a template or frame may ask for, for one note or sentence."""
    v = people(r, region, number)
    v.update(dates(r, r.randint(*age) if age else None))
    v.update(region_values(r, region, number))
    streets, towns, hospitals, clinics = PLACES[region]
    town, town2 = r.sample(towns, 2)
    v.update({"street": r.choice(streets), "street2": streets[(number + 1) % 3], "town": town,
              "town2": town2, "hospital": r.choice(hospitals), "clinic": r.choice(clinics),
              "site": clinics[number % 3], "hosp2": hospitals[(number + 2) % 3]})  # fmt: skip
    n = lambda k: digits(r, k)  # noqa: E731
    local = f"{ascii_word(v['pgl'].split()[0])}.{ascii_word(v['psl'].split()[-1])}{n(2)}"
    v.update({
        "email": f"{local}@{r.choice(('inbox', 'post', 'myhealth', 'webmail'))}.example.{r.choice(('org', 'net', 'com'))}",
        "email2": f"{ascii_word(v['d1sl'].split()[-1])}.{ascii_word(v['d1g'][0].lower())}@trust.example.org",
        "url": f"https://{r.choice(('mdt', 'renal', 'ohs', 'tribunal', 'dent'))}.example.net/{r.choice(('case', 'p', 'rec'))}/{n(7)}",
        "ip": f"{r.choice(('10', '172.16', '192.168'))}.{r.randint(0, 254)}.{r.randint(1, 254)}",
        "dev": f"{letters(r, 3)}-{n(7)}", "dev2": f"SN{n(8)}", "acct": f"{letters(r, 2)}{n(8)}",
        "mrn": f"{n(3)}-{n(3)}-{n(3)}", "mrn2": f"K{n(6)}", "ref": f"{letters(r, 2)}/{n(5)}/{r.randint(20, 26)}",
        "emp": f"E{n(6)}", "case": f"MHT/{n(4)}/{letters(r, 1)}", "outb": f"OB-{n(4)}-{letters(r, 2)}",
        "reg": f"{n(2)}-{n(4)}", "job": f"J{n(7)}", "cycle": f"C{n(2)}-{n(5)}", "mach": f"HD{n(5)}",
        "plan": f"{letters(r, 3)}{n(9)}", "nmc": f"{n(2)}{letters(r, 1)}{n(4)}{letters(r, 1)}",
        "hcpc": f"PH{n(6)}", "gdc": n(6), "claim": f"{letters(r, 2)}{n(5)}{letters(r, 1)}",
        "ipno": f"IP/{r.randint(20, 26)}/{n(5)}",
    })  # fmt: skip
    v.update({
        "uk": {"pc": f"CF{r.randint(31, 83)} {n(1)}{letters(r, 2)}"},
        "sc": {"pc": f"{r.choice(('HS1', 'IV15', 'PH33', 'IV51'))} {n(1)}{letters(r, 2)}",
               "chi2": f"{r.randint(10, 28)}1{r.randint(0, 2)}{r.randint(40, 59)}{n(4)}",
               "chi3": f"0{r.randint(1, 9)}0{r.randint(1, 9)}{r.randint(30, 49)}{n(4)}"},
        "au": {"pc": f"2{r.choice(('650', '830', '880', '680', '800'))}"},
        "ie": {"pc": f"{r.choice(('F91', 'F92', 'N41', 'F94'))} {letters(r, 1)}{n(1)}{letters(r, 1)}{n(1)}"},
        "nz": {"pc": f"40{n(2)}"},
        "ca": {"pc": f"R7{letters(r, 1)} {n(1)}{letters(r, 1)}{n(1)}"},
        "in": {"pc": f"6950{n(2)}", "tcmc": f"TCMC {n(5)}",
               "rego": f"KL {r.randint(1, 79):02d} {letters(r, 2)} {n(4)}"},
    }[region])  # fmt: skip
    if v["ip"].count(".") == 2:
        v["ip"] += f".{r.randint(2, 250)}"
    return v
