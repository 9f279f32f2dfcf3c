# ruff: noqa: E501
"""Writes src/clinrag/data/eval/notes_blind5/notes.jsonl, the fifth blind held-out set of notes.

A held-out set for ``clinrag eval pii --notes --blind-set notes_blind5``, in the record format of
``notes_blind2`` (``family``, ``id``, ``template``, ``text``, gold ``spans``, ``keep``). Its seven
families appear in no earlier note set: neonatal unit handovers, audiology reports, eye clinic
letters, stroke thrombolysis proformas, memory clinic letters, blood transfusion records and
fracture clinic letters. Every template and every surrogate value below was written by hand for
this set on 2026-11-25 by an author who read neither the redactor nor more than three rows of the
earlier sets, and did not run the PHI evaluations.

This round mixes names that look like clinical or ordinary words (Faith Brook, Will Fields,
Sandy Lane, Grace Chester, Dr Wood, Mr Moss, Sister Heath) with capitalised clinical phrases that
must survive (job titles, unit names, named scales, device brands, trial acronyms, eponyms), and
names from many origins (Nigerian, Ghanaian, Indian, Punjabi, Polish, Romanian, Ukrainian,
Chinese, Malaysian, Arabic, Irish) with and without titles, in signatures, cc lists and prose.

Templates carry inline markup: ``[[TYPE:value]]`` marks a gold PHI span and ``<<kind:value>>``
clinical content that must survive; ``$slot`` is a surrogate drawn for the note. The markup is
stripped, offsets are computed here, never typed, and every span's text is checked against its
value before anything is written. Conventions: titles, roles and credentials stay outside the
name; a year alone, an age of 89 or less and a clock time are not PHI (a time beside a date stays
outside the date's span; a weekday inside a written date is part of it; in "the 3rd" only "3rd"
is the date); phones, mobiles, faxes, bleeps, pagers and extensions are PHONE; hospital numbers
are MRN; NHS numbers are SSN; episode, report, sample, request and blood-unit donation numbers
are ID; hearing-aid, lens, pump and cast-saw serials are DEVICE_ID; GMC, NMC, HCPC and GOC
numbers and driving licences are LICENSE; insurer member numbers are HEALTH_PLAN_ID; accounts
are ACCOUNT; hospitals, practices, care homes, schools and towns are LOCATION (a generic unit
such as "Nursery 2" or "the Hyperacute Stroke Unit" is kept clinical content); a vehicle
registration is VEHICLE_ID. The output is fully determined by SEED, so running this again
rewrites the file byte for byte:

    python scripts/build_notes_blind5.py
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path
from string import Template

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
from blind_notes_kit import MONTHS, WEEKDAYS, ascii_word, digits, letters, ordinal

SEED = 20261205
OUT = kit.ROOT / "src/clinrag/data/eval/notes_blind5/notes.jsonl"


# ---------------------------------------------------------------------------------------------
# Surrogates written for this set: (given, family, nickname). Several are words or places.
PATIENTS: list[tuple[str, str, str]] = [
    ("Faith", "Brook", "Faithy"),
    ("Will", "Fields", "Billy"),
    ("Sandy", "Lane", "San"),
    ("Grace", "Chester", "Gracie"),
    ("Chukwuemeka", "Obiora-Banks", "Emeka"),
    ("Priyanka", "Raghunathan", "Pri"),
    ("Wojciech", "Krawczyk", "Wojtek"),
    ("Siobhán", "Ní Bhriain", "Shiv"),
    ("Wei", "Huang", "Wes"),
    ("Yusuf", "Al-Khatib", "Yus"),
    ("Abena", "Owusu", "Abby"),
    ("Radu", "Ionescu", "Raddy"),
    ("Bartholomew", "Reed", "Barty"),
    ("Mei Ling", "Tan", "Ling"),
    ("Patience", "Adjei", "Pat"),
    ("Declan", "Mac Giolla", "Dec"),
    ("Hope", "Winter", "Hopey"),
    ("Gurpreet", "Dhillon", "Guri"),
]
KIN: list[tuple[str, str]] = [
    ("tomasz", "husband"), ("adaeze", "wife"), ("kofi", "son"), ("bridget", "daughter"),
    ("sunil", "brother"), ("hong", "partner"), ("mariam", "daughter"), ("cormac", "son"),
]  # fmt: skip
MUMS = ["chiamaka", "joanna", "farah", "roisin", "xiu", "ama", "elena", "poppy"]
DADS = ["Obinna", "Piotr", "Hamza", "Ciarán", "Jun", "Kwabena", "Andrei", "Reuben"]
STAFF: list[tuple[str, str]] = [
    ("Ngozi", "Eze"), ("Rhys", "Wood"), ("Faisal", "Haddad"), ("Agnieszka", "Nowak"),
    ("Xiaoming", "Zhou"), ("Aoife", "Gallagher"), ("Kwame", "Mensah"), ("Harpreet", "Sandhu"),
    ("Victor", "Moss"), ("Oksana", "Shevchenko"), ("Rory", "Heath"), ("Layla", "Mansour"),
    ("Deepa", "Venkatesan"), ("Florin", "Popescu"), ("Yaw", "Boateng"), ("Nuala", "Considine"),
]  # fmt: skip
HOSPITALS = [
    "Brackenfield General Hospital", "Queen Adela University Hospital",
    "Saltcote Royal Infirmary", "Kingsmere District Hospital",
]  # fmt: skip
PRACTICES = ["Larkspur Medical Practice", "Canal Street Surgery", "Bridgefoot Health Centre"]
CARE_HOMES = ["Amberley Court Care Home", "The Laurels Nursing Home", "Heron Wharf Care Centre"]
SCHOOLS = ["Fernhill Primary School", "Holy Cross High School", "Stonebridge Academy"]
STREETS = [
    "31 Ferry Lane", "Flat 9, Mercer House, Dyer Street", "7 Bellfounder Close",
    "112 Hollins Road", "2 Gasworks Terrace", "The Old Forge, Pound Hill",
]  # fmt: skip
TOWNS = [
    ("Oakhurst Bridge", "OB7 2LD"), ("Whitstead", "WS11 6QR"), ("Marlow Fen", "MF4 0JT"),
    ("Sandbury", "SY8 3NB"), ("Castle Ardley", "CA15 9HU"), ("Nethercombe", "NC2 7EW"),
]  # fmt: skip
MAIL_HOSTS = ["mail.example.org", "post.example.co.uk", "nhsmail.example.net"]


def dates(prefix: str, day: dt.date) -> dict[str, str]:
    """The shapes one date takes in these notes, as slots ``<prefix>_<shape>``."""
    month, weekday = MONTHS[day.month - 1], WEEKDAYS[day.weekday()]
    shapes = {
        "uk": f"{day:%d/%m/%Y}",
        "dm": f"{day.day}/{day.month}",
        "md": f"{day.month}/{day.day}",
        "dots": f"{day:%d.%m.%y}",
        "nth": ordinal(day.day),
        "of": f"{ordinal(day.day)} of {month}",
        "long": f"{day.day} {month} {day:%Y}",
        "us": f"{month} {ordinal(day.day)}",
        "wk": f"{weekday[:3]} {day.day} {month[:3]}",
        "wkfull": f"{weekday} {day.day}/{day.month}/{day:%y}",
        "dash": f"{day.day:02d}-{month[:3]}-{day:%Y}",
        "iso": f"{day:%Y-%m-%d}",
    }
    return {f"{prefix}_{k}": v for k, v in shapes.items()}


def person(prefix: str, given: str, family: str, host: str) -> dict[str, str]:
    initials = "".join(part[0] for part in f"{given} {family}".replace("-", " ").split())
    return {
        prefix: f"{given} {family}",
        f"{prefix}_first": given,
        f"{prefix}_last": family,
        f"{prefix}_lc": f"{given} {family}".lower(),
        f"{prefix}_upper": f"{given} {family}".upper(),
        f"{prefix}_rev": f"{family.upper()}, {given}",
        f"{prefix}_fi": f"{given[0]}. {family}",
        f"{prefix}_init": initials[0] + initials[-1],
        f"{prefix}_mail": f"{ascii_word(given)}.{ascii_word(family)}@{host}",
        f"{prefix}_mail2": f"{ascii_word(given)[0]}{ascii_word(family)}{sum(map(ord, given + family)) % 90 + 10}@{host}",
    }


def slots_for(rng: random.Random, patient: tuple[str, str, str]) -> dict[str, str]:
    given, family, nick = patient
    host = rng.choice(MAIL_HOSTS)
    start = dt.date(2025, 1, 6) + dt.timedelta(days=rng.randrange(300))
    dob = dt.date(rng.randrange(1926, 1935), rng.randrange(1, 13), rng.randrange(1, 29))
    adult_dob = dt.date(rng.randrange(1948, 1990), rng.randrange(1, 13), rng.randrange(1, 29))
    town, postcode = rng.choice(TOWNS)
    kin, kin_rel = rng.choice(KIN)
    hospital = rng.choice(HOSPITALS)
    slots: dict[str, str] = {
        "nick": nick,
        "kin": kin,
        "kin_rel": kin_rel,
        "kin_full": f"{kin.capitalize()} {family}",
        "mum": rng.choice(MUMS),
        "dad": rng.choice(DADS),
        "hosp": hospital,
        "hosp2": rng.choice([h for h in HOSPITALS if h != hospital]),
        "practice": rng.choice(PRACTICES),
        "carehome": rng.choice(CARE_HOMES),
        "school": rng.choice(SCHOOLS),
        "street": rng.choice(STREETS),
        "town": town,
        "postcode": postcode,
        "age": str(start.year - dob.year - ((start.month, start.day) < (dob.month, dob.day))),
        "mrn": f"{rng.choice(['BGH', 'QAU', 'SRI', 'KDH'])}{digits(rng, 7)}",
        "mrn_bare": digits(rng, 8),
        "nhs": f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 4)}",
        "nhs_run": digits(rng, 10),
        "mobile": f"07{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "landline": f"0{rng.randint(121, 199)} {digits(rng, 3)} {digits(rng, 4)}",
        "fax": f"0{rng.randint(121, 199)}-{digits(rng, 3)}-{digits(rng, 4)}",
        "bleep": digits(rng, 4),
        "ext": digits(rng, 5),
        "episode": f"EP-{digits(rng, 6)}",
        "report": f"AUD/{start:%y}/{digits(rng, 5)}",
        "sample": f"{digits(rng, 2)}.{letters(rng, 1)}.{digits(rng, 6)}",
        "unit1": f"G{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "unit2": f"G{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "request": f"R{digits(rng, 8)}",
        "gmc": digits(rng, 7),
        "nmc": f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}",
        "hcpc": f"CS{digits(rng, 5)}",
        "goc": f"01-{digits(rng, 5)}",
        "licence": f"{(ascii_word(family).upper() + '99999')[:5]}{digits(rng, 6)}{letters(rng, 2)}9{letters(rng, 2)}",
        "serial": f"{letters(rng, 2)}{digits(rng, 7)}",
        "serial2": f"{digits(rng, 4)}-{letters(rng, 3)}-{digits(rng, 4)}",
        "plate": f"{letters(rng, 2)}{rng.choice(['19', '68', '21', '72', '23'])} {letters(rng, 3)}",
        "member": f"{letters(rng, 3)}{digits(rng, 8)}",
        "account": f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 2)} {digits(rng, 8)}",
        "url": f"https://images.example.org/viewer/study/{digits(rng, 9)}",
        "url2": f"www.referrals.example.co.uk/track?ref={letters(rng, 2)}{digits(rng, 6)}",
        "ip": f"10.{rng.randrange(1, 255)}.{rng.randrange(1, 255)}.{rng.randrange(1, 255)}",
        "host": host,
    }
    slots.update(person("pt", given, family, host))
    for i, (s_given, s_family) in enumerate(rng.sample(STAFF, 6), start=1):
        slots.update(person(f"s{i}", s_given, s_family, host))
    for i, day in enumerate(
        [
            start,
            start + dt.timedelta(days=rng.randrange(1, 9)),
            start + dt.timedelta(days=rng.randrange(10, 60)),
        ],
        start=1,
    ):
        slots.update(dates(f"d{i}", day))
    slots.update(dates("dob", dob))
    slots.update(dates("adob", adult_dob))
    slots.update(dates("cdob", start - dt.timedelta(days=1470 + rng.randrange(200))))
    slots.update(dates("bday", start - dt.timedelta(days=rng.randrange(2, 40))))
    slots["split_mrn"] = slots["mrn"][:6] + "\n" + slots["mrn"][6:]
    return slots


# ---------------------------------------------------------------------------------------------
# Templates: family -> its templates. Written as different clinicians write.
TEMPLATES: dict[str, list[str]] = {
    "neonatal_unit_handover": [
        """NNU NURSING HANDOVER  <<unit:Nursery 2>> cot 4   [[DATE:$d2_wk]] 19:40
Baby [[PERSON:$pt_upper]] (twin 1)   hosp no [[MRN:$mrn]]   NHS [[SSN:$nhs]]
DOB [[DATE:$bday_dots]] 03:12, <<finding:27+4/40>>, BW <<vital:1.04 kg>>, <<procedure:EmLSCS>> for <<condition:pre-eclampsia>>.
Resp: on <<procedure:nCPAP>> via <<device:SLE6000>>, <<vital:PEEP 6>>, <<vital:FiO2 0.25>>. <<drug:Curosurf>> <<dose:200 mg/kg>> given on the [[DATE:$bday_nth]]. <<score:Silverman-Andersen 3>>. Sats target <<vital:91-95%>> as per <<trial:BOOST-II>>.
FEN: <<procedure:EBM>> <<dose:2 ml 2-hourly>> NG + <<procedure:PN>> via <<device:PICC>>; <<lab:glucose 4.1>>. <<drug:Abidec>> to start.
Skin: humidity 70 % in the <<device:Giraffe OmniBed>>; its alarm is faulty, asset [[DEVICE_ID:$serial]] reported to <<role:Medical Engineering>>.
Social: mum [[PERSON:$mum]] still on <<unit:the Postnatal Ward>>, very anxious, expressing 6-hourly; dad [[PERSON:$dad]] visits after his shift - mob [[PHONE:$mobile]], house [[PHONE:$landline]]. Lives [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$postcode]].
Plan: <<procedure:cranial USS>> on the [[DATE:$d3_nth]]; <<procedure:ROP screening>> when due; [[PERSON:$s1_first]] (<<role:ANNP>>) reviewing at 22:00, bleep [[PHONE:$bleep]].
Handed over by [[PERSON:$s2_init]] to [[PERSON:$s3_lc]] (<<role:Band 6 Neonatal Nurse>>).""",
        """Neonatal Medical Ward Round - <<unit:Special Care Baby Unit>>, [[LOCATION:$hosp]]
[[DATE:$d1_wkfull]]  Consultant: Dr [[PERSON:$s1_last]]   Reg: [[PERSON:$s4]]   Nurse: Sister [[PERSON:$s5_last]]

[[PERSON:$pt_rev]]  (baby of [[PERSON:$mum_cap $pt_last]])   MRN [[MRN:$mrn]]  DOB [[DATE:$bday_uk]]
Day 9, corrected <<finding:35+1/40>>. Wt <<vital:2.18 kg>> (BW <<vital:2.31 kg>>).
Jaundice: <<lab:SBR 238>> at 06:00, below <<guideline:NICE CG98>> treatment line, phototherapy stopped [[DATE:$d1_dm]]; repeat SBR on the [[DATE:$d2_nth]].
Feeds: <<procedure:breastfeeding>> + top-ups <<dose:40 ml>> <<freq:3-hourly>> <<drug:Aptamil Pepti>>. <<finding:Moro reflex>> normal, <<eponym:Ortolani>> and <<eponym:Barlow>> negative.
Drugs: <<drug:caffeine citrate>> <<dose:5 mg/kg>> <<freq:OD>> - stop at 34/40 per unit guideline; <<drug:Dalivit>> <<dose:0.3 ml>> <<freq:daily>>.
Mum ([[PERSON:$mum]]) asked about transfer closer to home at [[LOCATION:$hosp2]] - discussed with the <<role:Transport Coordinator>>, [[PERSON:$s6_first]], ext [[PHONE:$ext]]. Dad [[PERSON:$dad_lc]] has no car seat yet; car [[VEHICLE_ID:$plate]] parked in the staff bay, security informed.
Hearing screen (<<procedure:AABR>>) booked for [[DATE:$d3_us]]. <<procedure:Newborn blood spot>> sample [[ID:$sample]] sent [[DATE:$d1_dots]].
Signed [[PERSON:$s4_fi]], <<role:ST4 Paediatrics>>, GMC [[LICENSE:$gmc]]""",
    ],
    "audiology_report": [
        """AUDIOLOGY DEPARTMENT, [[LOCATION:$hosp]]
Report no. [[ID:$report]]     Date of test: [[DATE:$d1_long]]
Patient: [[PERSON:$pt_rev]]   DOB: [[DATE:$adob_uk]]   Hospital no: [[MRN:$mrn]]
Address: [[ADDRESS:$street]], [[LOCATION:$town]], [[ZIP:$postcode]]
Referred by: Dr [[PERSON:$s1]], [[LOCATION:$practice]] (fax [[PHONE:$fax]])

History: gradual <<symptom:hearing loss>> R>L over two years, first noticed at a wedding on the [[DATE:$bday_of]], intermittent <<symptom:tinnitus>>, no <<symptom:vertigo>>. Works as a bus driver; partner [[PERSON:$kin]] says the TV is "always too loud".
Otoscopy: <<finding:clear canals, intact TMs>> bilaterally.
<<procedure:Pure Tone Audiometry>> (<<guideline:BSA 2018>> procedure): <<finding:moderate sloping sensorineural loss>> right, <<finding:mild high-frequency loss>> left, no <<finding:air-bone gap>>.
<<procedure:Tympanometry>>: <<finding:Type A>> both ears. <<eponym:Rinne>> positive bilaterally, <<eponym:Weber>> lateralised left.
Outcome: fitted with <<device:Phonak Audéo Lumity L70>> RIC aids, right serial [[DEVICE_ID:$serial]], left serial [[DEVICE_ID:$serial2]]. <<score:SSQ-12>> baseline <<score:4.2>>.
Follow-up by phone on the [[DATE:$d2_nth]]; results sent to [[EMAIL:$pt_mail]] at the patient's request. Portal: [[URL:$url2]].
Tested by [[PERSON:$s2]], <<role:Clinical Scientist (Audiology)>>, HCPC [[LICENSE:$hcpc]]""",
        """paeds audiology - sound field + VRA   [[DATE:$d1_dm]]
[[PERSON:$pt_first_lc]] [[PERSON:$pt_last_lc]] aged 4 (dob [[DATE:$cdob_md]] as typed on the referral, i.e. [[DATE:$cdob_dots]] on the system), NHS [[SSN:$nhs_run]]
attends [[LOCATION:$school]]; teacher [[PERSON:$s3_first]] concerned re <<symptom:speech delay>> and not responding to name.
mum [[PERSON:$mum]] present, dad [[PERSON:$dad]] on speaker ([[PHONE:$mobile]]).
<<procedure:Tympanometry>>: <<finding:Type B>> both ears, <<finding:flat traces>>, ECV normal.
<<procedure:Play audiometry>> 35-40 dB HL across <<finding:0.5-4 kHz>> - consistent with <<condition:OME>> ("<<condition:glue ear>>").
<<procedure:OAEs>> absent bilat.
plan: review 3/12 per <<guideline:NICE NG233>>; if persistent -> ENT ([[PERSON:$s4_fi]]) re <<procedure:grommets>> vs <<device:Otovent>> autoinflation. <<device:Soundfield system>> letter to school SENCo ([[EMAIL:$s3_mail2]]).
seen w/ [[PERSON:$s5_init]] (<<role:Associate Audiologist>>)
workstation [[IP_ADDRESS:$ip]] - audiogram saved to Noah record [[ID:$episode]]""",
    ],
    "eye_clinic_letter": [
        """[[LOCATION:$hosp]] - Eye Unit
Medical Retina Service

Dear Dr [[PERSON:$s1_last]],
Re: [[PERSON:$pt]]  DOB [[DATE:$dob_uk]]  Age [[AGE:$age]]  MRN [[MRN:$mrn]]  NHS [[SSN:$nhs]]
[[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$postcode]]

Diagnosis: <<condition:neovascular AMD>> right eye; <<condition:geographic atrophy>> left eye.
VA: right <<finding:6/24>> (<<score:ETDRS 58 letters>>), left <<finding:6/60>>. IOP <<vital:16/15 mmHg>> by <<device:Goldmann>>.
<<procedure:OCT>> (<<device:Heidelberg Spectralis>>) shows <<finding:subretinal fluid>> and a <<finding:PED>> at the right fovea.
I gave the third loading dose of <<drug:Eylea>> <<dose:2 mg>> intravitreally today, [[DATE:$d1_long]], under <<drug:povidone-iodine 5%>>. Next injection on [[DATE:$d2_wkfull]] then <<freq:treat-and-extend>> per <<guideline:RCOphth 2024>>.
Driving: [[PERSON:$pt_first]] does not meet the <<guideline:DVLA>> visual standard and agreed to stop; the car ([[VEHICLE_ID:$plate]]) will be sold by [[POSS]] [[kin_rel_word]] [[PERSON:$kin]]. Licence [[LICENSE:$licence]] to be surrendered.
<<procedure:CVI>> certification completed; <<role:Eye Clinic Liaison Officer>> [[PERSON:$s2_first]] will call on [[PHONE:$landline]].
Lives alone; a carer from [[LOCATION:$carehome]] day centre visits Tuesdays.

Yours sincerely,
[[PERSON:$s3_upper]]
<<role:Consultant Ophthalmologist>>, GMC [[LICENSE:$gmc]]
cc: [[PERSON:$pt_fi]] (patient); [[PERSON:$s4]], <<role:Optometrist>> (GOC [[LICENSE:$goc]]), [[EMAIL:$s4_mail]]""",
        """EYE CASUALTY   [[DATE:$d1_dash]] 23:10   triage <<score:Manchester orange>>
pt [[PERSON:$pt_lc]], [[MRN:$split_mrn]], presenting w/ <<symptom:sudden painful red eye>> L + <<symptom:haloes>>, <<symptom:vomiting>> x2. brought in by [[PERSON:$kin_full]] ([[kin_rel_word]]) in a taxi.
PMH <<condition:T2DM>>, <<condition:hypermetropia>>. DH <<drug:Ozempic>> <<dose:0.5 mg>> <<freq:weekly>>, <<drug:Xalatan>> not used.
O/E: VA R <<finding:6/9>> L <<finding:HM>>. IOP L <<vital:58 mmHg>> (<<device:iCare>>), R <<vital:17>>. L <<finding:hazy cornea>>, <<finding:shallow AC>>, <<finding:mid-dilated pupil>>. <<eponym:Van Herick>> grade 1 R.
Imp: <<condition:acute angle closure>> L.
Rx: <<drug:acetazolamide>> <<dose:500 mg>> IV, <<drug:pilocarpine 2%>>, <<drug:Iopidine>>, <<drug:prednisolone acetate 1%>>. IOP <<vital:32>> at 01:00.
Plan: <<procedure:YAG PI>> both eyes by Mr [[PERSON:$s1_last]] on the [[DATE:$d2_nth]]; <<role:Glaucoma Nurse Specialist>> [[PERSON:$s2_first]] to phone Tues; <<guideline:European Glaucoma Society 2020>> leaflet given.
Seen by [[PERSON:$s5]] (<<role:SHO Ophthalmology>>), bleep [[PHONE:$bleep]]. Images: [[URL:$url]]""",
    ],
    "stroke_thrombolysis_proforma": [
        """HYPERACUTE STROKE - THROMBOLYSIS PROFORMA      <<unit:Hyperacute Stroke Unit>>, [[LOCATION:$hosp]]
Name: [[PERSON:$pt_upper]]     Hosp No: [[MRN:$mrn]]     DOB: [[DATE:$adob_dots]]     NHS: [[SSN:$nhs]]
Pre-alert from <<role:Paramedic>> [[PERSON:$s6_first]]: ambulance [[VEHICLE_ID:$plate]], ETA 14:32.
Last known well: [[DATE:$d1_dm]] 12:50 (seen by [[kin_rel_word]] [[PERSON:$kin]] at lunch).   Door: 14:35   CT: 14:47
<<score:NIHSS 14>> (<<finding:L hemiparesis>>, <<finding:neglect>>, <<symptom:dysarthria>>). <<score:FAST>> positive. <<score:ROSIER +4>>.
<<procedure:CT head>>: <<finding:no haemorrhage>>, <<score:ASPECTS 9>>. <<procedure:CTA>>: <<finding:R M1 occlusion>>.
BM <<lab:6.8>>, BP <<vital:168/94>>, <<lab:INR 1.0>>, plt <<lab:231>>. No DOAC; on <<drug:Clopidogrel>> <<dose:75 mg>>.
Contraindications per <<guideline:ESO 2021>> checklist: none.
<<drug:Tenecteplase>> <<dose:0.25 mg/kg>> (<<dose:18 mg>>) bolus at 15:02, DTN <<vital:27 min>>.
Referred for <<procedure:mechanical thrombectomy>> to [[LOCATION:$hosp2]] - Dr [[PERSON:$s2]] (<<role:Interventional Neuroradiologist>>) accepted, ref [[ID:$episode]]; images pushed to PACS node [[IP_ADDRESS:$ip]].
Stroke Reg: [[PERSON:$s3_fi]], bleep [[PHONE:$bleep]]. <<role:Stroke CNS>>: [[PERSON:$s4_first]].
NOK: [[PERSON:$kin_full]], mob [[PHONE:$mobile]]""",
        """Stroke call - dictated 16:05 by Dr [[PERSON:$s1_last]], <<role:Stroke Registrar>>, on [[DATE:$d1_wkfull]]
This is [[PERSON:$pt]], known to us as [[PERSON:$nick]] from a previous <<condition:TIA>>, who lives at [[ADDRESS:$street]] in [[LOCATION:$town]], postcode [[ZIP:$postcode]], with [[POSS]] [[kin_rel_word]] [[PERSON:$kin]]. Woke at 07:00 with <<symptom:right arm weakness>> and <<symptom:expressive dysphasia>>; wake-up stroke so outside the window on time alone.
<<procedure:MRI>> <<finding:DWI-FLAIR mismatch>> present, so thrombolysis considered as in <<trial:WAKE-UP>>. <<score:NIHSS 7>>, <<score:mRS 0>> before this.
Had <<drug:Apixaban>> <<dose:5 mg>> at 08:00 the day before - last dose on the [[DATE:$bday_nth]] actually, so more than 48 h ago; <<lab:anti-Xa level undetectable>>.
Decision with Dr [[PERSON:$s2]] (<<role:Consultant Stroke Physician>>): <<drug:Alteplase>> <<dose:0.9 mg/kg>> given, 10 % bolus.
<<score:GCS 15>>. <<procedure:Bedside Swallow Screen>> failed - NBM, <<role:Speech and Language Therapist>> referral to [[PERSON:$s5_fi]].
Insurance: private cover with member no [[HEALTH_PLAN_ID:$member]]; the [[kin_rel_word]] wants transfer to a private bed - declined for now.
Hospital number [[MRN:$mrn_bare]]. GP is at [[LOCATION:$practice]]. Contact [[PERSON:$kin]] on [[PHONE:$mobile]] or e-mail [[EMAIL:$pt_mail2]]. End of dictation. [[PERSON:$s1_init]]/[[PERSON:$s6_init]]""",
    ],
    "memory_clinic_letter": [
        """Memory Assessment Service - <<unit:Old Age Psychiatry>>
[[LOCATION:$hosp]]

[[DATE:$d2_long]]

Dr [[PERSON:$s1]]
[[LOCATION:$practice]]

Dear Dr [[PERSON:$s1_last]]
Re: [[PERSON:$pt]] ([[NAME_ALIAS]]), born [[DATE:$dob_long]], aged [[AGE:$age]], NHS No. [[SSN:$nhs]]
of [[ADDRESS:$street]], [[LOCATION:$town]] [[ZIP:$postcode]]

I saw [[PERSON:$pt_first]] with [[POSS]] [[kin_rel_word]] [[PERSON:$kin_full]] on the [[DATE:$d1_nth]]. [[PERSON:$kin]] describes two years of <<symptom:short-term memory loss>>, <<symptom:word-finding difficulty>> and getting lost driving home from [[LOCATION:$town]] market.
<<score:ACE-III 71/100>> (attention 15, memory 12, fluency 7, language 22, visuospatial 15); <<score:MoCA 19/30>>. <<score:GDS-15>> 3.
<<procedure:MRI head>>: <<finding:bilateral hippocampal atrophy>>, <<score:Fazekas 1>>. Bloods incl. <<lab:B12 412>>, <<lab:TSH 1.9>> normal.
Diagnosis: <<condition:Alzheimer's disease>>, mild, with <<condition:vascular>> features (<<guideline:NICE NG97>>).
Started <<drug:Donepezil>> <<dose:5 mg>> <<freq:at night>>, increasing to <<dose:10 mg>> after a month if no <<symptom:bradycardia>>; ECG <<vital:HR 72>>, QTc normal.
Driving: licence [[LICENSE:$licence]]; advised to inform the <<guideline:DVLA>> and not to drive meanwhile. Lasting Power of Attorney being arranged by [[PERSON:$kin]] with solicitor Mr [[PERSON:$s6_last]].
<<role:Admiral Nurse>> [[PERSON:$s4_first]] will visit; direct line [[PHONE:$landline]].

Yours sincerely

[[PERSON:$s2_fi]]
<<role:Consultant Old Age Psychiatrist>>
cc [[PERSON:$kin_full]] ([[EMAIL:$pt_mail2]]); [[PERSON:$s3]], <<role:Community Mental Health Nurse>>; patient""",
        """MEMORY CLINIC - nurse-led follow up (phone)   [[DATE:$d3_iso]]   episode [[ID:$episode]]
Spoke to [[PERSON:$pt_lc]] and [[kin_rel_word]] [[PERSON:$kin]] (NOK, [[PHONE:$mobile]]).
On <<drug:Rivastigmine patch>> <<dose:9.5 mg/24 h>> since [[DATE:$d1_md]]; [[PERSON:$kin]] reports <<symptom:nausea>> less, <<symptom:sleep disturbance>> better. No falls.
Now [[AGE:$age]] and moved into [[LOCATION:$carehome]] ([[ADDRESS:$street]], [[ZIP:$postcode]]) on the [[DATE:$d2_nth]] - room 14, key worker [[PERSON:$s5_first]].
<<score:Barthel 65>>. <<score:NPI-Q>> 8 (agitation in the evenings, <<symptom:sundowning>>).
Pays the home by direct debit from account [[ACCOUNT:$account]] - [[PERSON:$kin]] asked us to note it for the <<role:Social Worker>> ([[PERSON:$s6]], [[EMAIL:$s6_mail]]).
Plan: continue; <<procedure:ECG>> at GP; review w/ Dr [[PERSON:$s1_last]] in 6/12. Sent to [[LOCATION:$practice]] by fax [[PHONE:$fax]].
[[PERSON:$s4_fi]] <<role:Memory Nurse Specialist>> NMC [[LICENSE:$nmc]]""",
    ],
    "blood_transfusion_record": [
        """BLOOD TRANSFUSION ADMINISTRATION RECORD     <<unit:Ward 12>>  [[LOCATION:$hosp]]
Patient ID band checked at bedside: [[PERSON:$pt_rev]]   DOB [[DATE:$adob_uk]]   MRN [[MRN:$mrn]]
Indication: <<condition:symptomatic anaemia>>, <<lab:Hb 68 g/L>>; <<guideline:NICE NG24>> restrictive threshold.
Group & save sample [[ID:$sample]] taken [[DATE:$d1_dots]] 08:15 by [[PERSON:$s1_init]]; <<lab:O RhD positive>>, <<lab:antibody screen negative>>.
Consent: discussed with patient and [[kin_rel_word]] [[PERSON:$kin]]; leaflet "<<guideline:Will I need a blood transfusion?>>" given.
Unit 1: <<drug:red cells>> donation no [[ID:$unit1]], expiry [[DATE:$d2_dash]], <<dose:1 unit>> over <<freq:2 h>> via <<device:Alaris GP>> pump serial [[DEVICE_ID:$serial]].
  Pre: T <<vital:36.8>>, P <<vital:88>>, BP <<vital:112/64>>, RR <<vital:16>>. 15 min: T <<vital:37.0>>, P <<vital:86>>. Post: no <<symptom:rigors>>, no <<symptom:urticaria>>.
Unit 2: donation no [[ID:$unit2]] - started 13:20, stopped 13:40 for <<finding:temperature rise 1.6 °C>>; <<condition:febrile non-haemolytic reaction>>. <<drug:Paracetamol>> <<dose:1 g>> PO. Reported to <<unit:Blood Bank>> (ext [[PHONE:$ext]]) and SHOT via <<role:Transfusion Practitioner>> [[PERSON:$s2]] ([[EMAIL:$s2_mail]]).
Checked by: [[PERSON:$s3]] (<<role:RN>>, NMC [[LICENSE:$nmc]]) and [[PERSON:$s4_first]] (<<role:Band 5>>). Traceability label returned [[DATE:$d1_dm]].""",
        """haem day unit - transfusion note, [[DATE:$d1_wk]]
[[PERSON:$pt_first]] ("[[PERSON:$nick]]") [[PERSON:$pt_last_upper]], [[MRN:$split_mrn]], <<condition:MDS>> on regular transfusion q3w.
needs <<procedure:irradiated>>, <<procedure:CMV-negative>> - flag on Winpath checked. Hx <<condition:anti-Kell>>; K-neg units crossmatched by [[PERSON:$s5_first]] in lab.
<<lab:Hb 74>>, <<lab:ferritin 2140>> - <<drug:Exjade>> <<dose:14 mg/kg>> <<freq:OD>> (<<drug:deferasirox>>), <<lab:creatinine 88>>.
2 units given, donation nos [[ID:$unit1]] and [[ID:$unit2]]. <<drug:furosemide>> <<dose:20 mg>> PO between units - <<eponym:Frank-Starling>> talk to student, ha.
obs stable throughout. <<score:NEWS2 0>>.
next: [[DATE:$d3_wkfull]] 09:00. transport booked on account [[ACCOUNT:$account]]; driver collects from [[ADDRESS:$street]], [[LOCATION:$town]], [[ZIP:$postcode]].
pt asks that letters go to [[kin_rel_word]] [[PERSON:$kin]]: [[EMAIL:$pt_mail2]], [[PHONE:$mobile]].
insurer (<<role:Case Manager>> call back) member [[HEALTH_PLAN_ID:$member]].
- [[PERSON:$s6_lc]], <<role:Haematology CNS>>""",
    ],
    "fracture_clinic_letter": [
        """Virtual Fracture Clinic - <<unit:Trauma & Orthopaedics>>, [[LOCATION:$hosp2]]
[[DATE:$d2_wkfull]]

To: Dr [[PERSON:$s1]], [[LOCATION:$practice]]
Patient: [[PERSON:$pt]], DOB [[DATE:$dob_uk]] ([[AGE:$age]] y), MRN [[MRN:$mrn]], NHS [[SSN:$nhs]]
[[ADDRESS:$street]], [[LOCATION:$town]], [[ZIP:$postcode]] - tel [[PHONE:$landline]]

Injury: fall at home on the [[DATE:$d1_nth]], FOOSH. <<procedure:X-ray>>: <<condition:distal radius fracture>> (<<eponym:Colles>>-type), <<finding:dorsal angulation 12°>>, <<finding:ulnar styloid intact>>.
Managed in a <<device:backslab>> in ED, now <<device:Futura splint>>. <<score:FRAX>> calculated; <<score:Garden>> not applicable.
Plan per <<guideline:BOAST 2017>>: non-operative, <<procedure:repeat X-ray>> at 1/52 on [[DATE:$d3_uk]]. Bone health: <<drug:Adcal-D3>> <<dose:2 tablets>> <<freq:daily>>, <<procedure:DEXA>> requested.
Social: lives with [[kin_rel_word]] [[PERSON:$kin]] who drives (car [[VEHICLE_ID:$plate]]); <<role:Occupational Therapist>> [[PERSON:$s2_first]] to assess kitchen.
Fracture Liaison Service: [[PERSON:$s3_fi]], [[EMAIL:$s3_mail]].
Consultant: Mr [[PERSON:$s4_last]], <<role:Consultant Orthopaedic Surgeon>>. Dictated by [[PERSON:$s5]], <<role:Trauma Practitioner>>.""",
        """# fracture clinic F/U (face to face) - [[DATE:$d3_md]]
[[PERSON:$pt_lc]] ([[PERSON:$nick]]), [[MRN:$mrn]], scaphoid #.
seen on the [[DATE:$d2_nth]] by [[PERSON:$s1_init]] in ED - <<finding:ASB tenderness>>, <<eponym:Watson test>> neg.
<<procedure:MRI>> [[DATE:$d1_dm]]: <<condition:undisplaced waist fracture>>. <<device:Below elbow cast>> applied by plaster tech [[PERSON:$s2_first]] using cast saw serial [[DEVICE_ID:$serial2]].
Works as a plumber for [[LOCATION:$town]] council - fit note 6/52 sent to [[EMAIL:$pt_mail]].
Sports injury claim via insurer, policy [[HEALTH_PLAN_ID:$member]], claims portal [[URL:$url2]].
<<drug:Ibuprofen>> <<dose:400 mg>> <<freq:TDS>> PRN, <<drug:Co-codamol 30/500>>. <<score:VAS 3/10>>.
Plan: CT at 6/52 if <<symptom:pain>> persists; <<role:Hand Therapist>> referral ([[PERSON:$s6]], HCPC [[LICENSE:$hcpc]]).
[[PERSON:$s4_upper]]  <<role:SpR T&O>>  GMC [[LICENSE:$gmc]]  bleep [[PHONE:$bleep]]  PC [[IP_ADDRESS:$ip]]""",
    ],
}

# Small words a template fills from the relative's role (kept out of the surrogate draw).
POSSESSIVE = {"husband": "her", "wife": "his", "partner": "their"}


def fill(template: str, slots: dict[str, str]) -> str:
    """The template with its surrogates and a few grammatical words filled in."""
    extra = {
        "pt_first_lc": slots["pt_first"].lower(),
        "pt_last_lc": slots["pt_last"].lower(),
        "pt_last_upper": slots["pt_last"].upper(),
        "mum_cap": slots["mum"].capitalize(),
        "dad_lc": slots["dad"].lower(),
    }
    text = Template(template).substitute({**slots, **extra})
    text = text.replace("[[kin_rel_word]]", slots["kin_rel"])
    text = text.replace("[[POSS]]", POSSESSIVE.get(slots["kin_rel"], "their"))
    return text.replace("[[NAME_ALIAS]]", f"[[PERSON:{slots['nick']}]] to the family")


def marked_notes() -> list[tuple[str, str, str]]:
    """Each note's (family, template name, text with its markup), surrogates filled in."""
    rng = random.Random(SEED)  # noqa: S311 - reproducible surrogates, not secrets
    patients = rng.sample(PATIENTS, len(PATIENTS))

    def note(family: str, template: str, number: int) -> str:
        return fill(template, slots_for(rng, patients[number % len(patients)]))

    return kit.family_notes(TEMPLATES, note)


NOTES = kit.NoteSet(OUT, "blind5", marked_notes, kit.keep_kinds(5))
records, build = NOTES.records, NOTES.build
keep_share = kit.keep_share  # the set's test counts kept words with it

if __name__ == "__main__":
    NOTES.main()
