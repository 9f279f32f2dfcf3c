# ruff: noqa: E501, RUF001
"""Writes src/clinrag/data/eval/notes_blind3/notes.jsonl, the third blind held-out set of notes.

A held-out set for ``clinrag eval pii --notes --blind-set notes_blind3``, in the record format of
``notes_blind2`` (``family``, ``id``, ``template``, ``text``, gold ``spans``, ``keep``). Its eight
families appear in no earlier note set: antenatal midwifery notes, obstetric ultrasound reports,
dental notes, occupational health letters, social work notes, transfer letters between
hospitals, genetic counselling letters and incident reports. Every template and every surrogate
value below was written by hand for this set on 2026-11-25 by an author who read neither the
redactor nor more than three rows of the earlier sets, and did not run the PHI evaluations. The
templates are written as different clinicians write: terse abbreviated entries, dictated
letters, filled-in forms, copied-to lists and free prose.

Templates carry inline markup: ``[[TYPE:value]]`` marks a gold PHI span and ``<<kind:value>>``
clinical content that must survive de-identification; ``$slot`` is a surrogate drawn for the
note (the age slot carries its own markup: an age is PHI only over 89). The markup is stripped,
the offsets of each marked value are computed here, never typed, and every span's text is
checked against its value before anything is written. Conventions: titles, roles and
credentials stay outside the name; a year alone, a gestational age, an age of 89 or less and a
clock time are not PHI (a time written with a date is left outside the date's span; a weekday
inside a written date is part of it); phones, mobiles, faxes, bleeps, pagers and extensions are
PHONE; hospital and record numbers are MRN; NHS and social security numbers are SSN; accession,
report, episode, referral, incident and case references, bed and room numbers are ID; device and
implant serials are DEVICE_ID; professional registration numbers and driving licences are
LICENSE; hospitals, GP practices, named wards, schools, employers' sites and towns are LOCATION;
a vehicle registration is VEHICLE_ID. The output is fully determined by SEED, so running this
again rewrites the file byte for byte:

    python scripts/build_notes_blind3.py
"""

from __future__ import annotations

import datetime as dt
import random
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
from blind_notes_kit import MONTHS, WEEKDAYS

SEED = 20261126
OUT = kit.ROOT / "src/clinrag/data/eval/notes_blind3/notes.jsonl"

# ---------------------------------------------------------------------------------------------
# Surrogate values, written for this set: (given, family, sex). Some are also common words or
# places (Ivy Church, Frank Lincoln, Heath Moore, Summer Lane, Chester Kent, Grace Wells).
PATIENTS: list[tuple[str, str, str]] = [
    ("Ivy", "Church", "F"),
    ("Frank", "Lincoln", "M"),
    ("Aoife", "Ní Bhriain", "F"),
    ("Ferdinand", "von Albrecht", "M"),
    ("Soledad", "García-Iturbe", "F"),
    ("Tomasz", "Wiśniewski", "M"),
    ("Adaeze", "Nwosu-Pryce", "F"),
    ("Heath", "Moore", "M"),
    ("Thi Lan", "Nguyen", "F"),
    ("Ruairi", "MacAskill", "M"),
    ("Summer", "Lane", "F"),
    ("Chester", "Kent", "M"),
    ("Bronwen", "Pugh", "F"),
    ("Hamza", "Siddiqui", "M"),
    ("Grace", "Wells", "F"),
    ("Keahi", "Kamakau", "M"),
    ("Siobhán", "O'Riordan", "F"),
    ("Mehmet", "Yıldırım", "M"),
    ("Pernille", "Kjær-Holm", "F"),
    ("Dale", "Fielding", "M"),
]
PARTNERS = [
    ("Callum", "Rudd"), ("Okonkwo", "Eze"), ("Marguerite", "Delacroix"), ("Jed", "Baxter"),
    ("Priyanka", "Sen"), ("Lachlan", "Forbes"), ("Willa", "Stone"), ("Emeka", "Obi"),
]  # fmt: skip
CARERS = ["Patience", "Rhiannon", "Bogdan", "Marcy", "Desmond", "Yolanda", "Cormac", "Tansy"]
KIN: list[tuple[str, str]] = [
    ("Mavis", "F"), ("Pearl", "F"), ("Honor", "F"), ("Dymphna", "F"), ("Reggie", "M"),
    ("Wolfgang", "M"), ("Archie", "M"), ("Colm", "M"),
]  # fmt: skip
KIN_WORDS = {
    "F": ["mother", "sister", "daughter", "aunt"],
    "M": ["father", "brother", "son", "uncle"],
}
STAFF: list[tuple[str, str]] = [
    ("Imogen", "Thackeray"), ("Kwabena", "Asante"), ("Lowri", "Pritchard"), ("Matthias", "Brenner"),
    ("Niamh", "Costello"), ("Obinna", "Uzor"), ("Perpetua", "Llewellyn"), ("Rajesh", "Venkataraman"),
    ("Saoirse", "Duggan"), ("Tobias", "Wren"), ("Ursula", "Fenwick"), ("Valentin", "Radu"),
    ("Wilhelmina", "Ashdown"), ("Xander", "Pell"), ("Yasmin", "Haddad"), ("Zeb", "Hollings"),
    ("Annika", "Lindgren"), ("Bartholomew", "Crisp"),
]  # fmt: skip
HOSPITALS = [
    "Royal Tamarisk Infirmary", "Kingsmead General Hospital", "St Columba's University Hospital",
    "Westerleigh District Hospital", "Queen Adelaide Maternity Unit", "Harbourside Royal Hospital",
]  # fmt: skip
PRACTICES = [
    "Foxhollow Medical Practice", "The Old Tannery Surgery", "Brookvale Health Centre",
    "Pennant Street Surgery", "Elmstead Family Doctors",
]  # fmt: skip
DENTAL_PRACTICES = ["Smile Quay Dental", "Market Cross Dental Care", "Larkhill Dental Studio"]
WARDS = ["Puffin", "Rowan", "Cygnet", "Samphire", "Larch", "Bracken"]
EMPLOYERS = [
    ("Northgate Haulage Ltd", "Thistle Park depot"),
    ("Calder Valley Council", "Riverside depot"),
    ("Amberline Foods", "Unit 7 bakery"),
    ("Westmoor Water", "Hollin Bank works"),
]
SCHOOLS = ["St Aidan's Primary School", "Fernbrook Academy", "Little Acorns Nursery"]
STREETS = [
    "27 Weaver's Yard", "Flat 3, 112 Bellfounder Road", "The Granary, Mill Lane",
    "6 Kittiwake Close", "41a Coldharbour Terrace", "Apartment 14, Quayside Mews",
    "9 Saltings Way", "183 Ropewalk Street",
]  # fmt: skip
TOWNS = [
    ("Ashby Fold", "AF4 7RX"), ("Wexcombe", "WX11 2DN"), ("Holmfirth Bridge", "HB3 9QT"),
    ("Sandlow", "SL8 1LP"), ("Cray Hythe", "CH22 6YU"), ("Burnhope", "BU5 0EW"),
]  # fmt: skip
MAIL_HOSTS = ["postbox.example.co.uk", "webmail.example.com", "nhsmail.example.net"]


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def date_shapes(day: dt.date) -> dict[str, str]:
    """One date in the shapes these notes use, by name (UK day-first unless named ``us``)."""
    m = MONTHS[day.month - 1]
    w = WEEKDAYS[day.weekday()]
    return {
        "full": f"{day.day} {m} {day:%Y}",
        "slash": f"{day:%d/%m/%Y}",
        "slash_short": f"{day.day}/{day.month}",
        "us_short": f"{day.month}/{day.day}",
        "us": f"{day.month}/{day.day}/{day:%Y}",
        "dots": f"{day:%d.%m.%y}",
        "nth": ordinal(day.day),
        "weekday": f"{w} {day.day} {m}",
        "wk_abbr": f"{w[:3]} {day.day}/{day.month}",
        "iso": f"{day:%Y-%m-%d}",
        "abbr": f"{day.day}-{m[:3]}-{day:%y}",
        "month_nth": f"{m} {ordinal(day.day)}",
        "apos": f"{ordinal(day.day)} {m[:3]} '{day:%y}",
    }


def uk_phone(rng: random.Random) -> str:
    n = rng.randint(100, 999), rng.randint(100, 999), rng.randint(1000, 9999)
    return rng.choice(
        [
            f"01632 {n[0]} {n[2] % 1000:03d}",
            f"07700 {n[0]} {n[1]}",
            f"+44 (0)113 {n[0]} {n[2]}",
            f"0{rng.randint(1100, 1999)} {n[1]}{n[2] % 1000:03d}",
        ]
    )


def digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXY") for _ in range(n))


@dataclass(frozen=True)
class Person:
    given: str
    family: str

    def slots(self, prefix: str) -> dict[str, str]:
        last_word = self.family.split()[-1]
        return {
            prefix: f"{self.given} {self.family}",
            f"{prefix}_first": self.given,
            f"{prefix}_first_lc": self.given.lower(),
            f"{prefix}_last": self.family,
            f"{prefix}_lc": f"{self.given} {self.family}".lower(),
            f"{prefix}_last_lc": self.family.lower(),
            f"{prefix}_caps": f"{self.family.upper()}, {self.given}",
            f"{prefix}_upper": f"{self.given} {self.family}".upper(),
            f"{prefix}_ini": f"{self.given[0]}.{last_word[0]}.",
            f"{prefix}_ini2": f"{self.given[0]}{last_word[0]}".upper(),
            f"{prefix}_fam_ini": f"{self.given[0]}. {self.family}",
        }


def slots_for(rng: random.Random, patient: tuple[str, str, str], today: dt.date) -> dict[str, str]:
    given, family, sex = patient
    age = rng.choice([90, 92, 94, 95, 98, 100, 104, 57, 63, 71, 84, 46])
    born = dt.date(today.year - age, rng.randint(1, 12), rng.randint(1, 28))
    if (born.month, born.day) > (today.month, today.day):
        born = born.replace(year=born.year - 1)
    mat_age = rng.randint(19, 43)
    mat_born = dt.date(today.year - mat_age, rng.randint(1, 12), rng.randint(1, 28))
    weeks = rng.randint(11, 36)
    lmp = today - dt.timedelta(days=7 * weeks + rng.randint(0, 6))
    edd = lmp + dt.timedelta(days=280)
    slots: dict[str, str] = {}
    slots.update(Person(given, family).slots("pt"))
    slots["title"] = {"F": rng.choice(["Mrs", "Ms", "Miss"]), "M": "Mr"}[sex]
    slots["they"] = {"F": "she", "M": "he"}[sex]
    slots["their"] = {"F": "her", "M": "his"}[sex]
    slots["them"] = {"F": "her", "M": "him"}[sex]
    slots["They"] = slots["they"].capitalize()
    slots["Their"] = slots["their"].capitalize()
    slots["age"] = f"[[AGE:{age}]]" if age > 89 else str(age)
    slots["mat_age"] = str(mat_age)
    slots["weeks"] = str(weeks)
    partner = rng.choice(PARTNERS)
    slots.update(Person(*partner).slots("ptn"))
    kin_given, kin_sex = rng.choice(KIN)
    slots.update(Person(kin_given, family).slots("kin"))
    slots["kin_rel"] = rng.choice(KIN_WORDS[kin_sex])
    slots["carer"] = rng.choice(CARERS)
    slots["carer_last"] = rng.choice(["Mbeki", "Trelawney", "Okoro", "Haig", "Pinto"])
    for index, person in enumerate(rng.sample(STAFF, 6), start=1):
        slots.update(Person(*person).slots(f"s{index}"))
    hospitals = rng.sample(HOSPITALS, 3)
    for index, name in enumerate(hospitals, start=1):
        slots[f"hosp{index}"] = name
    slots["practice"] = rng.choice(PRACTICES)
    slots["dental"] = rng.choice(DENTAL_PRACTICES)
    slots["ward"] = rng.choice(WARDS)
    slots["employer"], slots["site"] = rng.choice(EMPLOYERS)
    slots["school"] = rng.choice(SCHOOLS)
    slots["street"] = rng.choice(STREETS)
    slots["town"], slots["postcode"] = rng.choice(TOWNS)
    slots["town2"] = rng.choice([t for t, _ in TOWNS if t != slots["town"]])
    slots["zip"] = f"{rng.randint(10, 99)}{rng.randint(100, 999)}"
    for name, day in {
        "date": today,
        "dob": born,
        "mdob": mat_born,
        "lmp": lmp,
        "edd": edd,
        "d1": today - dt.timedelta(days=rng.randint(20, 60)),
        "d2": today - dt.timedelta(days=rng.randint(3, 12)),
        "d3": today - dt.timedelta(days=rng.randint(1, 2)),
        "d4": today + dt.timedelta(days=rng.randint(5, 20)),
        "d5": today + dt.timedelta(days=rng.randint(30, 90)),
    }.items():
        for shape, text in date_shapes(day).items():
            slots[f"{name}_{shape}"] = text
    slots["time"] = f"{rng.randint(0, 23):02d}:{rng.choice([5, 12, 20, 35, 41, 58]):02d}"
    slots["time2"] = f"{rng.randint(7, 22):02d}{rng.choice([0, 15, 30, 45]):02d}"
    for key in ("tel", "tel2", "mob", "mob2", "fax"):
        slots[key] = uk_phone(rng)
    slots["bleep"] = digits(rng, 4)
    slots["ext"] = digits(rng, 5)
    slots["us_tel"] = f"({rng.randint(201, 989)}) {rng.randint(200, 989)}-{digits(rng, 4)}"
    slots["mrn"] = rng.choice(
        [
            f"{letters(rng, 1)}{digits(rng, 7)}",
            f"{letters(rng, 3)} {digits(rng, 3)} {digits(rng, 4)}",
            f"H{digits(rng, 6)}{letters(rng, 1)}",
        ]
    )
    nhs = digits(rng, 10)
    slots["nhs"] = f"{nhs[:3]} {nhs[3:6]} {nhs[6:]}"
    slots["nhs_compact"] = nhs
    slots["ssn"] = f"{rng.randint(100, 665)}-{digits(rng, 2)}-{digits(rng, 4)}"
    slots["plan"] = f"{letters(rng, 3)}{digits(rng, 9)}"
    slots["acct"] = f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 2)} {digits(rng, 8)}"
    slots["acct2"] = f"INV-{digits(rng, 8)}"
    slots["acc"] = f"{letters(rng, 2)}{digits(rng, 8)}"
    slots["episode"] = f"EP{digits(rng, 7)}"
    slots["ref"] = f"{letters(rng, 3)}/{digits(rng, 2)}/{digits(rng, 5)}"
    slots["incident"] = f"W{digits(rng, 6)}"
    slots["case"] = f"SC-{digits(rng, 6)}"
    slots["bed"] = str(rng.randint(1, 28))
    slots["gmc"] = digits(rng, 7)
    slots["nmc"] = f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}"
    slots["gdc"] = digits(rng, 6)
    slots["hcpc"] = f"SW{digits(rng, 6)}"
    slots["gcrb"] = digits(rng, 3)
    slots["nino"] = (
        f"{letters(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice('ABCD')}"
    )
    dl_name = (family.replace(" ", "").replace("-", "").replace("'", "").upper() + "99999")[:5]
    slots["dl"] = f"{dl_name}{digits(rng, 6)}{given[0].upper()}{letters(rng, 1)}9{letters(rng, 2)}"
    slots["vrm"] = f"{letters(rng, 2)}{rng.randint(51, 74)} {letters(rng, 3)}"
    slots["vrm2"] = f"{letters(rng, 2)}{rng.randint(10, 24)} {letters(rng, 3)}"
    slots["serial"] = f"{letters(rng, 3)}{digits(rng, 6)}{letters(rng, 1)}"
    slots["serial2"] = f"SN {digits(rng, 4)}-{digits(rng, 4)}"
    slots["lot"] = f"{digits(rng, 2)}{letters(rng, 2)}{digits(rng, 5)}"
    slots["ip"] = f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    slots["ip2"] = f"192.168.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    mail_user = rng.choice(
        [
            f"{given.split()[0].lower()}.{family.split()[-1].lower()}",
            f"{family.split()[-1].lower()}{rng.randint(60, 99)}",
        ]
    )
    folded = unicodedata.normalize(
        "NFKD", mail_user.replace("'", "").replace("ı", "i").replace("æ", "ae")
    )
    mail_user = folded.encode("ascii", "ignore").decode()
    slots["email"] = f"{mail_user}@{rng.choice(MAIL_HOSTS)}"
    slots["staff_email"] = f"{slots['s1_first'].lower()}.{slots['s1_last'].lower()}@nhs.example.net"
    token = "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(10))
    slots["url"] = rng.choice(
        [
            f"https://records.example.org/share/{token}",
            f"https://portal.example.nhs.uk/p/{token}",
            f"www.example-trust.org.uk/results?id={token}",
        ]
    )
    return slots


# ---------------------------------------------------------------------------------------------
# Templates: family -> its templates.
TEMPLATES: dict[str, list[str]] = {
    "antenatal_midwifery_note": [
        """Community midwife contact - [[DATE:$date_slash]] [[LOCATION:$practice]] clinic
Woman: [[PERSON:$pt_caps]]   DOB [[DATE:$mdob_dots]]   Hosp no [[MRN:$mrn]]   NHS [[SSN:$nhs]]
G2P1, $weeks+3 by dates, LMP [[DATE:$lmp_slash]], EDD [[DATE:$edd_full]] (by scan). Age $mat_age.
BP <<vital:118/72>>, urine <<finding:NAD>>, SFH <<finding:on centile>>, FH <<vital:142 bpm>>, FMs felt.
Hb at booking <<lab:104 g/L>> -> started <<drug:ferrous fumarate>> <<dose:210 mg>> <<freq:BD>>.
Discussed <<condition:GBS>> leaflet, <<procedure:whooping cough vaccine>> given today, batch noted in red book.
Partner [[PERSON:$ptn_first]] present, works nights, mob [[PHONE:$mob]].
Lives [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$postcode]]. Plan: next appt [[DATE:$d4_wk_abbr]] with
[[PERSON:$s2_fam_ini]] (RM). Any concerns ring triage [[PHONE:$tel]].
[[PERSON:$s1_lc]] RM  NMC [[LICENSE:$nmc]]
""",
        """ANTENATAL HOME VISIT  ([[DATE:$date_weekday]], $time)
visited [[PERSON:$pt_first]] at home ([[ADDRESS:$street]], [[LOCATION:$town]]) - now $weeks/40.
pt well, reports <<symptom:heartburn>> at night, using <<drug:Gaviscon>> <<dose:10 ml>> <<freq:PRN>>.
denies <<symptom:headache>>, no visual disturbance, no <<symptom:epigastric pain>>. <<finding:mild pedal oedema>> only.
BP <<vital:134/86>> - repeat <<vital:130/84>>; PCR sent. <<score:PIGF>> not indicated yet.
$kin_rel [[PERSON:$kin_first_lc]] staying till baby arrives. first baby delivered at [[LOCATION:$hosp1]] 2 yrs ago by
<<procedure:LSCS>> for <<condition:breech>> - wants VBAC, seen by cons midwife [[PERSON:$s3]] [[DATE:$d2_slash_short]].
safeguarding: [[PERSON:$ptn_lc]] (partner) - no concerns raised. red book updated.
email copy of birth plan to [[EMAIL:$email]] as asked.
sig: [[PERSON:$s1_ini2]] / community MW team, ext [[PHONE:$ext]]
""",
    ],
    "obstetric_ultrasound_report": [
        """[[LOCATION:$hosp2]] - Fetal Medicine Ultrasound
Patient: [[PERSON:$pt_upper]]    MRN: [[MRN:$mrn]]    DOB: [[DATE:$mdob_slash]]
Exam date: [[DATE:$date_full]] $time    Accession: [[ID:$acc]]    Referrer: Dr [[PERSON:$s4]], [[LOCATION:$practice]]
Machine: <<device:Voluson E10>>, s/n [[DEVICE_ID:$serial]]; images on PACS node [[IP_ADDRESS:$ip]]
Indication: growth scan, previous <<condition:SGA>> baby.
Singleton, <<finding:cephalic>>, FH present <<vital:148 bpm>>. Placenta <<finding:anterior, not low>>.
BPD <<finding:88 mm>>, HC <<finding:318 mm>>, AC <<finding:296 mm>>, FL <<finding:68 mm>>; EFW <<finding:2410 g>> (<<score:32nd centile>>, <<eponym:Hadlock>>).
Liquor: DVP <<finding:5.1 cm>>. <<procedure:Umbilical artery Doppler>> PI <<finding:0.92>>, normal.
GA by dating scan $weeks weeks; EDD [[DATE:$edd_slash]] unchanged.
Conclusion: appropriate growth. Rescan [[DATE:$d5_full]].
Sonographer: [[PERSON:$s5]] (HCPC [[LICENSE:$hcpc]])   Reported by: [[PERSON:$s6_fam_ini]], consultant
Report ID [[ID:$ref]]
""",
        """EARLY PREGNANCY UNIT - TV/TA SCAN
name [[PERSON:$pt_lc]] / hosp [[MRN:$mrn]] / scanned [[DATE:$date_iso]]
age $mat_age, LMP [[DATE:$lmp_us_short]]?? (pt unsure, cycles irreg)
findings: single <<finding:intrauterine gestational sac>>, yolk sac seen, CRL <<finding:23 mm>> c/w 9+0. FH <<finding:seen>>.
<<finding:subchorionic haematoma>> 14 x 9 mm. adnexae NAD. no free fluid.
impression: viable IUP. rh status: <<lab:O neg>> -> <<drug:anti-D>> <<dose:1500 IU>> not needed yet.
dating scan booked [[DATE:$d4_weekday]]. results sent to GP [[PERSON:$s4_lc]] at [[LOCATION:$practice]], fax [[PHONE:$fax]].
pt asked for images - uploaded to [[URL:$url]]. partner [[PERSON:$ptn]] contact [[PHONE:$mob2]]
scanned by [[PERSON:$s5_ini]] / checked [[PERSON:$s2_last]]    ref [[ID:$episode]]
""",
    ],
    "dental_note": [
        """[[DATE:$date_dots]] [[LOCATION:$dental]] surgery 2
Pt [[PERSON:$pt]] ([[DATE:$dob_slash]]) attended for review. MH: <<condition:AF>> on <<drug:apixaban>> <<dose:5 mg>> <<freq:bd>>, <<condition:T2DM>>. NKDA. Age $age.
C/O <<symptom:pain UL6>> 3/7, worse on biting.
E/O NAD. I/O: <<finding:UR6 DO caries>>, BPE <<score:2 2 3 / 2 2 2>>, OH fair. <<finding:LL7 grade II mobility>>.
Radiograph: <<procedure:PA>> UR6 - <<finding:periapical radiolucency>>. <<score:DMFT 14>>.
Tx: LA <<drug:articaine 4%>> <<dose:1 x 2.2 ml>> buccal infiltration, <<procedure:pulp extirpation>> UR6, <<drug:Ledermix>> dressing, GIC.
Discussed RCT vs XLA - pt will ring [[PHONE:$tel]] to book. $Their $kin_rel [[PERSON:$kin_first]] drives $them in a car ([[VEHICLE_ID:$vrm]]) to appts.
Recall 6/12. Claim ref [[ID:$ref]], Denplan member [[HEALTH_PLAN_ID:$plan]].
[[PERSON:$s3_fam_ini]] BDS GDC [[LICENSE:$gdc]] / DN [[PERSON:$s4_first]]
""",
        """IMPLANT PLACEMENT RECORD
Patient: [[PERSON:$pt_caps]]   Record no: [[MRN:$mrn]]   Date: [[DATE:$date_full]]
Address on file: [[ADDRESS:$street]], [[LOCATION:$town]], [[ZIP:$postcode]]; mobile [[PHONE:$mob]]
Site LL6. CBCT reviewed (study [[ID:$acc]]): bone height <<finding:11 mm>>, width <<finding:6.5 mm>>.
Implant: <<device:Straumann BLT 4.1 x 10 mm>>, lot [[DEVICE_ID:$lot]], serial [[DEVICE_ID:$serial2]]. ISQ <<score:72>>.
Torque <<finding:35 Ncm>>. Cover screw placed, <<procedure:4/0 Vicryl Rapide>> sutures.
Post-op: <<drug:amoxicillin>> <<dose:500 mg>> <<freq:TDS>> x 5/7, <<drug:chlorhexidine 0.2%>> rinse, <<drug:ibuprofen>> <<dose:400 mg>> PRN.
Self-pay, invoice account [[ACCOUNT:$acct2]]. Implant passport emailed to [[EMAIL:$email]]. Referring dentist [[PERSON:$s5]] ([[LOCATION:$dental]]) copied.
Review [[DATE:$d4_weekday]]; uncovery approx [[DATE:$d5_month_nth]].
Surgeon: Dr [[PERSON:$s2]] (GDC [[LICENSE:$gdc]]), nurse [[PERSON:$s6_first_lc]]
""",
    ],
    "occupational_health_letter": [
        """PRIVATE AND CONFIDENTIAL - MANAGEMENT REFERRAL REPORT
To: [[PERSON:$s4]], Transport Manager, [[LOCATION:$employer]], [[LOCATION:$site]]
Re: [[PERSON:$pt]], employee no [[ID:$case]], DOB [[DATE:$mdob_full]]
Date of assessment: [[DATE:$date_weekday]] (telephone, [[PHONE:$mob]])

Thank you for referring [[PERSON:$pt_first]], an HGV driver, after $their absence from [[DATE:$d1_full]]. With consent, I
have reviewed a letter from $their cardiologist, Dr [[PERSON:$s5_last]] at [[LOCATION:$hosp1]], dated [[DATE:$d2_slash]].
$Their condition (<<condition:NSTEMI>> treated with <<procedure:PCI>>) is stable; LVEF <<finding:55%>> and an
<<procedure:exercise tolerance test>> to <<score:Bruce stage 4>> without symptoms. $They takes <<drug:ticagrelor>> <<dose:90 mg>> <<freq:twice daily>>.
Under the DVLA Group 2 standards the licence ([[LICENSE:$dl]]) must not be used until the DVLA has been told;
$they confirms this was done on the [[DATE:$d3_nth]]. Please do not roster $them on vehicle [[VEHICLE_ID:$vrm2]] until it is returned.
Adjustments: phased return over four weeks, no nights.
Yours sincerely,
Dr [[PERSON:$s1]], Occupational Physician, GMC [[LICENSE:$gmc]]
cc [[PERSON:$pt_fam_ini]], [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$postcode]]
""",
        """OH nurse pre-placement / health surveillance
[[DATE:$date_slash]] - [[PERSON:$pt_lc]], starting as cleaner at [[LOCATION:$site]] ([[LOCATION:$employer]])
NI number given as [[SSN:$nino]] for the payroll form (pt asked us to pass it on - declined, sent to HR [[EMAIL:$staff_email]] instead).
hx: <<condition:asthma>> since childhood, <<drug:Clenil>> <<dose:100 mcg>> <<freq:2 puffs bd>>, <<drug:salbutamol>> prn.
spirometry: FEV1 <<lab:2.71 L>> (<<lab:84% pred>>), FVC <<lab:3.40 L>>, ratio <<lab:0.80>>. <<score:ACT 22>>.
skin: <<finding:hand eczema>> L>R. advised cotton liners + <<drug:Epaderm>>.
imms: <<procedure:Hep B course>> - dose 2 due [[DATE:$d4_us]]?? (pt has a US booking card), titre to follow.
fit for role with adjustments (no <<finding:chlorine-based products>>).
next surveillance [[DATE:$d5_abbr]]. manager informed by phone [[PHONE:$tel2]] ext [[PHONE:$ext]].
[[PERSON:$s6_ini2]] OHA, NMC [[LICENSE:$nmc]]
""",
    ],
    "social_work_note": [
        """Hospital Social Work - case note
Case [[ID:$case]]   Service user: [[PERSON:$pt]] ([[DATE:$dob_iso]]), [[LOCATION:$ward]] Ward bed [[ID:$bed]], [[LOCATION:$hosp1]]
[[DATE:$date_full]] $time - met [[PERSON:$pt_first]] on the ward with $their $kin_rel [[PERSON:$kin]] and $their carer [[PERSON:$carer]] from the agency.
[[PERSON:$pt_first]], aged $age, lives alone at [[ADDRESS:$street]], [[LOCATION:$town]]. Pre-admission: <<procedure:POC x4>>, key safe.
MDT says medically optimised (<<score:Barthel 45/100>>, <<score:MMSE 19/30>>, <<condition:vascular dementia>>).
[[PERSON:$kin_first]] says the house is "not safe any more"; [[PERSON:$pt_first]] wants to go home. Capacity re: discharge destination to be
assessed by Dr [[PERSON:$s2_last]] on the [[DATE:$d4_nth]]. Pension/attendance allowance paid into account [[ACCOUNT:$acct]] - [[PERSON:$kin_first]] has
LPA for property and finance (OPG ref [[ID:$ref]]), not for health.
Actions: referral to [[LOCATION:$practice]] for DN input; called [[PERSON:$s3]] (team manager) on [[PHONE:$tel]].
[[PERSON:$s1]], Social Worker, HCPC [[LICENSE:$hcpc]]
""",
        """safeguarding - child in need strategy discussion
date/time: [[DATE:$date_wk_abbr]] $time2
child: [[PERSON:$pt_ini2]] ([[PERSON:$pt_first_lc]]), [[LOCATION:$school]], year 4
present: [[PERSON:$s1_fam_ini]] (CSC), DS [[PERSON:$s2_last]] (police), HV [[PERSON:$s3_first]], school DSL [[PERSON:$s4_lc]]
concern: <<finding:bruising L upper arm>> seen by teacher [[DATE:$d3_weekday]]; child said [[PERSON:$ptn_first]] (mum's partner) "grabbed" $them.
CP medical at [[LOCATION:$hosp2]] - paediatrician Dr [[PERSON:$s5]]: <<finding:fingertip pattern>>, no <<condition:fracture>> on <<procedure:skeletal survey>>.
relative caring: [[PERSON:$kin_lc]] ($kin_rel of the child's father), mob [[PHONE:$mob]], address [[ADDRESS:$street]] [[ZIP:$postcode]]. car seen outside: [[VEHICLE_ID:$vrm]].
police ref [[ID:$incident]]; CP plan ICPC by [[DATE:$d4_slash]]. Case file [[URL:$url]]
recorder: [[PERSON:$s6]] (ext [[PHONE:$ext]])
""",
    ],
    "interhospital_transfer_letter": [
        """INTER-HOSPITAL TRANSFER LETTER
From: [[LOCATION:$hosp1]], [[LOCATION:$ward]] Ward (bleep [[PHONE:$bleep]])
To: Cardiology, [[LOCATION:$hosp2]] - accepting Dr [[PERSON:$s2]]
Date of transfer: [[DATE:$date_slash]] $time   Transport: <<procedure:critical care transfer>>, ambulance [[VEHICLE_ID:$vrm2]]
Patient: [[PERSON:$pt_caps]], [[DATE:$dob_slash]] (age $age), NHS [[SSN:$nhs]], our MRN [[MRN:$mrn]]
Dear Dr [[PERSON:$s2_last]],
Thank you for accepting this patient with <<condition:complete heart block>> for <<procedure:permanent pacing>>. A temporary wire was
placed on [[DATE:$d3_full]]; box <<device:Medtronic 5392>> (asset [[DEVICE_ID:$serial]]), rate <<vital:70>>, output <<finding:5 mA>>.
Bloods today: K <<lab:4.6>>, Mg <<lab:0.84>>, Hb <<lab:121>>, INR <<lab:1.1>>. <<drug:Warfarin>> held since [[DATE:$d2_slash_short]].
Next of kin: [[PERSON:$kin]] ($kin_rel), [[PHONE:$mob]], who will travel from [[LOCATION:$town2]].
Images shared via [[URL:$url]]; episode [[ID:$episode]].
Yours sincerely, Dr [[PERSON:$s1]] (GMC [[LICENSE:$gmc]]), registrar
cc: GP [[PERSON:$s4]], [[LOCATION:$practice]]; [[PERSON:$pt_fam_ini]] (patient); [[PERSON:$s5_fam_ini]], heart failure nurse, [[EMAIL:$staff_email]]
""",
        """Repatriation letter - dictated [[DATE:$d3_full]], typed [[DATE:$date_abbr]] ([[PERSON:$s6_ini2]])
Dear colleagues at [[LOCATION:$hosp3]],
re [[PERSON:$pt]], aged $age, hospital number [[MRN:$mrn]]
[[PERSON:$pt_first]] came to us on [[DATE:$d1_month_nth]] after a <<condition:fall>> with a <<condition:right NOF fracture>>, fixed with a
<<procedure:DHS>> the next day. Course complicated by <<condition:delirium>> and a <<condition:CAP>> treated with <<drug:co-amoxiclav>> <<dose:1.2 g>> <<freq:tds>>.
Now <<score:NEWS2 1>>, mobilising with <<device:Zimmer frame>> and one. <<eponym:Garden>> IV on the films.
$Their $kin_rel [[PERSON:$kin_lc]] ([[PHONE:$tel2]], [[EMAIL:$email]]) asks that the family be rung on arrival.
Wound check [[DATE:$d4_us_short]]-ish; clips out day 14. Please continue <<drug:enoxaparin>> <<dose:40 mg>> <<freq:od>> to 35 days.
copies: [[PERSON:$s4_fam_ini]] ([[LOCATION:$practice]]), [[PERSON:$s5]] (ortho-geriatrics), [[PERSON:$carer]] [[PERSON:$carer_last]] (care agency),
fax [[PHONE:$fax]]
[[PERSON:$s1]], consultant orthopaedic surgeon
""",
    ],
    "genetic_counselling_letter": [
        """Clinical Genetics Service, [[LOCATION:$hosp3]]
Our ref: [[ID:$ref]]   NHS no: [[SSN:$nhs]]   Clinic date: [[DATE:$date_full]]
Dear [[PERSON:$pt_first]],
It was good to meet you and your partner [[PERSON:$ptn_first]] in clinic. You were referred by Dr [[PERSON:$s4]] because of your
family history of <<condition:bowel cancer>>. We drew your family tree: your $kin_rel [[PERSON:$kin_first]] had
<<condition:colorectal cancer>> at 44 and your late grandmother [[PERSON:Agnes $pt_last]] died of <<condition:endometrial cancer>>, aged $age.
This pattern meets the <<eponym:Amsterdam II>> criteria and suggests <<eponym:Lynch syndrome>>. Tumour testing from your relative
at [[LOCATION:$hosp1]] (block [[ID:$acc]]) showed <<finding:loss of MSH2/MSH6>>. You chose to have a blood test on the [[DATE:$date_nth]];
results in 8-12 weeks. If positive, we recommend <<procedure:colonoscopy>> every 2 years from 25 and <<drug:aspirin>> <<dose:150 mg>>.
Your cousin [[PERSON:$s6_first]] [[PERSON:$pt_last]] in [[LOCATION:$town2]] can contact us directly on [[PHONE:$tel]].
Yours sincerely,
[[PERSON:$s1]], Genetic Counsellor (GCRB [[LICENSE:$gcrb]])   [[PERSON:$s2]], Consultant Clinical Geneticist
cc Dr [[PERSON:$s4_last]], [[LOCATION:$practice]]; [[PERSON:$pt_caps]], [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$postcode]]
""",
        """Genetics result appointment (phone) - [[DATE:$date_us]] (pt currently in the US, [[PHONE:$us_tel]])
Proband: [[PERSON:$pt_ini]] (fam [[ID:$case]]). Present on call: proband, $kin_rel [[PERSON:$kin_first]], GC [[PERSON:$s3_lc]].
Result: <<finding:BRCA2 c.5946delT>> heterozygous, <<finding:pathogenic>> (lab report [[ID:$episode]], [[DATE:$d2_slash]]).
Discussed <<procedure:risk-reducing salpingo-oophorectomy>>, annual <<procedure:MRI breast>>, <<drug:tamoxifen>> chemoprevention; Manchester score <<score:22>>, <<eponym:BOADICEA>> lifetime risk <<finding:61%>>.
Cascade: children [[PERSON:$ptn_first_lc]] and [[PERSON:$carer]] (both >18) - letters to go to [[ADDRESS:$street]] and to
[[EMAIL:$email]]. US insurer member ID [[HEALTH_PLAN_ID:$plan]] (for their own cover), SSN [[SSN:$ssn]] given for the claim, not filed here.
Paternal aunt, Miss [[PERSON:$kin_last]] (d. [[DATE:$d1_iso]]) tested posthumously from stored DNA at [[LOCATION:$hosp2]].
Follow up [[DATE:$d5_weekday]] with [[PERSON:$s2_ini2]].
""",
    ],
    "incident_report": [
        """INCIDENT REPORT  ref [[ID:$incident]]
Reported by: [[PERSON:$s1]] (Staff Nurse, [[LOCATION:$ward]] Ward) ext [[PHONE:$ext]]
Date/time of incident: [[DATE:$d3_slash]] $time    Date reported: [[DATE:$date_slash]]
Location: [[LOCATION:$hosp1]], [[LOCATION:$ward]] bay 2, bed [[ID:$bed]]
Person affected: [[PERSON:$pt]], MRN [[MRN:$mrn]], age $age
Category: medication error - <<drug:insulin>> omission. Severity: low harm.
Description: <<drug:NovoRapid>> <<dose:8 units>> not given before lunch; BM <<lab:21.4 mmol/L>> at 14:00, ketones <<lab:0.4>>.
eMAR workstation [[IP_ADDRESS:$ip2]] showed the dose as given by [[PERSON:$s3_ini2]] (badge [[ID:$case]]) but the pen
(<<device:FlexPen>> serial [[DEVICE_ID:$serial2]]) was unopened. Dr [[PERSON:$s2]] informed, bleep [[PHONE:$bleep]]. <<procedure:Sliding scale>> not needed.
Patient and $their $kin_rel [[PERSON:$kin]] told under duty of candour on [[DATE:$date_weekday]].
Witnesses: [[PERSON:$s4_first_lc]] (HCA), [[PERSON:$s5_upper]] (pharmacist)
""",
        """datix-style notes (ambulance bay) - typed up by [[PERSON:$s6_lc]]
when: [[DATE:$date_apos]] approx $time
what: [[PERSON:$pt_last]], [[PERSON:$pt_first]] ([[DATE:$dob_abbr]], [[MRN:$mrn]]) slid off trolley during handover from crew of
vehicle [[VEHICLE_ID:$vrm]]; no LOC, <<score:GCS 15>>, <<finding:small laceration R forearm>>, <<procedure:steri-strips>>.
crew: paramedic [[PERSON:$s4]] ([[LICENSE:PA$gmc]]) and tech [[PERSON:$s5_first]]. trolley asset [[DEVICE_ID:$serial]], brake faulty - tagged out.
pt on <<drug:edoxaban>> <<dose:60 mg>> so <<procedure:CT head>> requested (acc [[ID:$acc]]) - <<finding:no acute bleed>>.
pt's partner rang from [[PHONE:$mob]]; registered as [[PERSON:$ptn_first]] but goes by "[[PERSON:$carer]]".
estates job logged on [[URL:$url]] from pc [[IP_ADDRESS:$ip]]. follow-up call booked [[DATE:$d4_slash_short]].
<<score:Morse 55>> reassessed. manager on duty [[PERSON:$s2_fam_ini]].
""",
    ],
}


def marked_notes() -> list[tuple[str, str, str]]:
    """Each note's (family, template name, text with its markup), surrogates filled in."""
    rng = random.Random(SEED)  # noqa: S311 - reproducible surrogates, not secrets
    patients = rng.sample(PATIENTS, len(PATIENTS))
    women = [p for p in patients if p[2] == "F"]
    expecting = {"antenatal_midwifery_note", "obstetric_ultrasound_report"}

    def note(family: str, template: str, number: int) -> str:
        pool = women if family in expecting else patients
        today = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randint(0, 330))
        return Template(template).substitute(slots_for(rng, pool[number % len(pool)], today))

    return kit.family_notes(TEMPLATES, note)


NOTES = kit.NoteSet(OUT, "blind3", marked_notes, kit.keep_kinds(3))
records, build = NOTES.records, NOTES.build

if __name__ == "__main__":
    NOTES.main()
